import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { MAX_CLIENTS } from '../../../src/core/mock/access';
import { MockApi } from '../../../src/core/mock/mock-api';
import { buildModel } from '../../../src/core/openapi/build';

// Issue 24.4: every new credential used to add a rate-limit budget the mock kept for ever (unbounded memory).
// The budgets are the mock's core (`MockApi`, the same object the HTTP server answers with): the MAX_CLIENTS
// clients are its requests, without a socket each (the server's rate-limit headers are mock-server.test's).

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Ping', version: '1' },
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: { '/ping': { get: { responses: { '204': { description: 'Pong.' }, '429': { description: 'Slow down.' } } } } },
});

describe('mock: rate-limit budgets are kept for a bounded number of clients (issue 24.4)', () => {
  it(`keeps at most ${MAX_CLIENTS} clients: past that the oldest is forgotten and starts afresh`, () => {
    const mock = new MockApi(buildModel(parseSource('ping.json', SPEC))!, {
      rateLimit: { limit: 2, windowSeconds: 3600 },
    });
    const ping = (token: string) =>
      mock.handle({
        method: 'GET',
        path: '/ping',
        query: new URLSearchParams(),
        headers: { authorization: `Bearer ${token}` },
      });
    assert.equal(ping('first').headers['x-ratelimit-remaining'], '1');
    assert.equal(ping('first').headers['x-ratelimit-remaining'], '0');
    assert.equal(ping('first').status, 429, 'the budget is spent');
    // As many other clients as the mock keeps, a long credential each (kept as a short key).
    const long = 'x'.repeat(2000);
    for (let i = 0; i < MAX_CLIENTS; i++) assert.equal(ping(`${long}-${i}`).status, 204);
    assert.equal(ping('first').headers['x-ratelimit-remaining'], '1', 'forgotten, so a fresh budget');
  });
});
