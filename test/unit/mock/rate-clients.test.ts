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

// Trilium's ETAPI (round 13, seed 204): its only 429 is an IP block after failed logins on POST /auth/login, a
// brute-force lockout the lint does not read as the API's rate limiting; nor does the mock (one decision).
const LOCKOUT = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'ETAPI', version: '1.0.0' },
  paths: {
    '/auth/login': {
      post: {
        responses: {
          '201': { description: 'auth token' },
          '429': { description: 'Client IP has been blacklisted because too many requests were made' },
        },
      },
    },
    '/app-info': { get: { responses: { '200': { description: 'app info' } } } },
  },
});

describe('mock: a login lockout 429 is no rate limit', () => {
  it('gives no rate-limit budget to an API whose only 429 is on its sign-in endpoint; an ordinary 429 still does', () => {
    const statuses = (spec: string, path: string) => {
      const mock = new MockApi(buildModel(parseSource('spec.json', spec))!, {});
      const out = new Set<number>();
      // The mock's default budget for an API that declares rate limits is 100 requests a minute.
      for (let i = 0; i < 101; i++)
        out.add(
          mock.handle({ method: 'GET', path, query: new URLSearchParams(), headers: { authorization: 'Bearer t' } })
            .status,
        );
      return [...out];
    };
    assert.deepEqual(statuses(LOCKOUT, '/app-info'), [200]);
    assert.deepEqual(statuses(SPEC, '/ping'), [204, 429]);
  });
});
