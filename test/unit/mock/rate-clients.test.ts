import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { MAX_CLIENTS } from '../../../src/core/mock/access';
import { startMockServer } from '../../../src/node/mock-server';
import { buildModel } from '../../../src/core/openapi/build';

// Issue 24.4: every new credential used to add a rate-limit budget the mock kept for ever (unbounded memory).

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Ping', version: '1' },
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: { '/ping': { get: { responses: { '204': { description: 'Pong.' }, '429': { description: 'Slow down.' } } } } },
});

describe('mock: rate-limit budgets are kept for a bounded number of clients (issue 24.4)', function () {
  this.timeout(120_000);

  it(`keeps at most ${MAX_CLIENTS} clients: past that the oldest is forgotten and starts afresh`, async () => {
    const mock = await startMockServer(buildModel(parseSource('ping.json', SPEC))!, {
      port: 0,
      rateLimit: { limit: 2, windowSeconds: 3600 },
    });
    try {
      const ping = (token: string) =>
        fetch(`http://127.0.0.1:${mock.port}/ping`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal((await ping('first')).headers.get('x-ratelimit-remaining'), '1');
      assert.equal((await ping('first')).headers.get('x-ratelimit-remaining'), '0');
      // As many other clients as the mock keeps (a long credential each, kept as a short key), in parallel batches.
      for (let i = 0; i < MAX_CLIENTS; i += 200)
        await Promise.all(
          Array.from({ length: 200 }, (_, j) => ping(`${'x'.repeat(2000)}-${i + j}`).then((r) => r.arrayBuffer())),
        );
      assert.equal((await ping('first')).headers.get('x-ratelimit-remaining'), '1', 'forgotten, so a fresh budget');
    } finally {
      await mock.close();
    }
  });
});
