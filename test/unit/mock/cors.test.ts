import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseMockArgs } from '../../../src/cli/mock-command';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';

// Issue 27.5: a front end in a browser can call the mock. Against a real mock on 127.0.0.1.

const DEMO = path.resolve(__dirname, '../../../examples/demo-api/openapi.yaml');
const model = () => buildModel(parseSource(DEMO, readFileSync(DEMO, 'utf8')))!;

async function preflight(mock: MockServer, origin: string, method: string, headers: string) {
  return fetch(`http://127.0.0.1:${mock.port}/v1/books`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}

describe('mock: CORS for local front ends (issue 27.5, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);

  it('answers a preflight from a localhost page with the path’s methods and the headers it may send', async () => {
    const mock = await startMockServer(model(), { port: 0 });
    try {
      const res = await preflight(mock, 'http://localhost:5173', 'POST', 'Authorization, Content-Type, X-Evil');
      assert.equal(res.status, 204);
      assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:5173');
      assert.deepEqual(res.headers.get('access-control-allow-methods')!.split(', ').sort(), ['GET', 'HEAD', 'POST']);
      assert.equal(res.headers.get('access-control-allow-headers'), 'authorization, content-type');
      const other = await preflight(mock, 'http://localhost:5173', 'DELETE', '');
      assert.equal(other.headers.get('access-control-allow-origin'), null, 'no DELETE on the collection');
      const actual = await fetch(`http://127.0.0.1:${mock.port}/v1/books?limit=1`, {
        headers: { origin: 'http://127.0.0.1:3000', authorization: 'Bearer t' },
      });
      assert.equal(actual.status, 200);
      assert.equal(actual.headers.get('access-control-allow-origin'), 'http://127.0.0.1:3000');
      assert.match(actual.headers.get('access-control-expose-headers')!, /\blink\b/);
      assert.match(actual.headers.get('vary')!, /Origin/);
    } finally {
      await mock.close();
    }
  });

  it('allows no other origin by default, and only the --cors ones when given', async () => {
    const local = await startMockServer(model(), { port: 0 });
    try {
      const res = await preflight(local, 'https://evil.example', 'GET', '');
      assert.equal(res.headers.get('access-control-allow-origin'), null);
      const get = await fetch(`http://127.0.0.1:${local.port}/v1/books`, {
        headers: { origin: 'http://localhost.evil.example', authorization: 'Bearer t' },
      });
      assert.equal(get.headers.get('access-control-allow-origin'), null);
    } finally {
      await local.close();
    }
    const named = await startMockServer(model(), { port: 0, cors: ['https://app.example'] });
    try {
      assert.equal(
        (await preflight(named, 'https://app.example', 'GET', '')).headers.get('access-control-allow-origin'),
        'https://app.example',
      );
      assert.equal(
        (await preflight(named, 'http://localhost:5173', 'GET', '')).headers.get('access-control-allow-origin'),
        null,
      );
    } finally {
      await named.close();
    }
  });

  it('reads --cors from the command line', () => {
    const a = parseMockArgs(['api.yaml', '--cors', 'https://app.example', '--cors=*']);
    assert.ok(typeof a !== 'string');
    assert.deepEqual(a.cors, ['https://app.example', '*']);
    assert.equal(
      parseMockArgs(['api.yaml', '--cors', 'https://app.example/path']),
      '--cors needs an origin (scheme://host[:port], no path) or *.',
    );
  });
});
