import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer, type MockServer, type MockServerOptions } from '../../../src/node/mock-server';

// Issue 24, item 4: a spec or one request must not crash the mock. Each case serves a spec on 127.0.0.1, sends the
// hostile request, then checks that the mock still answers.

/** A small spec with one collection; `twist` changes one piece of it. */
function spec(twist: { header?: { name: string; example: string }; media?: string; apiKey?: string }): string {
  const header = twist.header
    ? {
        headers: {
          [twist.header.name]: { required: true, schema: { type: 'string', example: twist.header.example } },
        },
      }
    : {};
  const media = twist.media ?? 'application/json';
  const thing = {
    type: 'object',
    properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' }, tags: {} },
  };
  const doc = {
    openapi: '3.0.3',
    info: { title: 'Things', version: '1' },
    servers: [{ url: 'http://localhost/v1' }],
    ...(twist.apiKey
      ? {
          components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: twist.apiKey } } },
          security: [{ key: [] }],
        }
      : {}),
    paths: {
      '/things': {
        get: {
          responses: {
            '200': {
              description: 'The things.',
              ...header,
              content: { [media]: { schema: { type: 'array', items: thing } } },
            },
          },
        },
        post: {
          requestBody: { content: { 'application/json': { schema: thing } } },
          responses: {
            '201': { description: 'Made.', content: { 'application/json': { schema: thing } } },
            '400': {
              description: 'Bad.',
              content: {
                'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } },
              },
            },
          },
        },
      },
      '/things/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        get: { responses: { '200': { description: 'A thing.', content: { 'application/json': { schema: thing } } } } },
        delete: { responses: { '204': { description: 'Gone.' } } },
      },
    },
  };
  return JSON.stringify(doc);
}

async function serve(text: string, o: MockServerOptions = {}): Promise<MockServer> {
  const model = buildModel(parseSource('hostile.json', text));
  assert.ok(model);
  return startMockServer(model, { port: 0, members: 1, ...o });
}

async function call(mock: MockServer, method: string, p: string, body?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${mock.port}/v1${p}`, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

/** The mock is still up: a plain request gets an answer. */
async function stillUp(mock: MockServer, headers: Record<string, string> = {}): Promise<void> {
  const res = await call(mock, 'GET', '/things/1', undefined, headers);
  assert.ok([200, 401, 404].includes(res.status), `answered ${res.status}`);
}

describe('mock: header values from the spec are encoded or refused with a 500, never a crash (issue 24.4)', function () {
  this.timeout(30_000);

  it('a required response header whose example is not Latin-1 (curly quotes) goes out percent-encoded', async () => {
    const mock = await serve(spec({ header: { name: 'X-Note', example: '“quoted” ✓' } }));
    try {
      const res = await call(mock, 'GET', '/things');
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-note'), '%E2%80%9Cquoted%E2%80%9D %E2%9C%93');
      await stillUp(mock);
    } finally {
      await mock.close();
    }
  });

  it('a header example with CR/LF does not split the answer into forged headers', async () => {
    const mock = await serve(spec({ header: { name: 'X-Note', example: 'a\r\nSet-Cookie: owned=1' } }));
    try {
      const res = await call(mock, 'GET', '/things');
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('set-cookie'), null);
      assert.equal(res.headers.get('x-note'), 'a%0D%0ASet-Cookie: owned=1');
    } finally {
      await mock.close();
    }
  });

  it('a required header whose name is no HTTP token is a 500 naming it', async () => {
    const mock = await serve(spec({ header: { name: 'X-Nöte “x”', example: 'v' } }));
    try {
      const res = await call(mock, 'GET', '/things');
      assert.equal(res.status, 500);
      assert.match(res.headers.get('content-type')!, /^application\/problem\+json/);
      const body = JSON.parse(res.text) as { status: number; detail: string };
      assert.equal(body.status, 500);
      assert.match(body.detail, /header name "X-N\\u00f6te \\u201cx\\u201d"/i);
      await stillUp(mock);
    } finally {
      await mock.close();
    }
  });

  it('a media-type key that is not Latin-1 or holds CR/LF is a 500, the mock stays up', async () => {
    for (const media of ['application/jsön“', 'application/json\r\nX-Injected: 1']) {
      const mock = await serve(spec({ media }));
      try {
        const res = await call(mock, 'GET', '/things');
        assert.equal(res.status, 500, JSON.stringify(media));
        assert.equal(res.headers.get('x-injected'), null);
        assert.match(JSON.parse(res.text).detail, /Content-Type/);
        await stillUp(mock);
      } finally {
        await mock.close();
      }
    }
  });

  it('an API-key name with curly quotes or CR/LF: the 401 challenge is encoded', async () => {
    for (const name of ['X-“Key”', 'X-Key\r\nX-Injected: 1']) {
      const mock = await serve(spec({ apiKey: name }));
      try {
        const res = await call(mock, 'GET', '/things');
        assert.equal(res.status, 401, JSON.stringify(name));
        assert.equal(res.headers.get('x-injected'), null);
        const challenge = res.headers.get('www-authenticate')!;
        assert.ok(/^[\x20-\x7e]+$/.test(challenge), challenge);
        assert.match(challenge, /^ApiKey realm="mock", header="X-/);
        await stillUp(mock);
      } finally {
        await mock.close();
      }
    }
  });
});

describe('mock: request bodies are parsed with a depth limit (issue 24.4)', function () {
  this.timeout(30_000);

  it('a JSON body nested 10,000 deep (60 KB) is a 400, the mock stays up', async () => {
    const mock = await serve(spec({}));
    try {
      for (const deep of [
        '['.repeat(10_000) + ']'.repeat(10_000),
        `{"name":"x","extra":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
      ]) {
        const res = await call(mock, 'POST', '/things', deep);
        assert.equal(res.status, 400);
        assert.match(res.text, /nests deeper than 64/);
      }
      await stillUp(mock);
    } finally {
      await mock.close();
    }
  });

  it('a body nested 64 deep is read as usual', async () => {
    const mock = await serve(spec({}));
    try {
      const res = await call(mock, 'POST', '/things', `{"name":"x","tags":${'['.repeat(63)}${']'.repeat(63)}}`);
      assert.equal(res.status, 201, res.text);
    } finally {
      await mock.close();
    }
  });
});

describe('mock: the store is bounded (issue 24.4)', function () {
  this.timeout(30_000);

  it('answers 507 once it holds --max-members members, and takes new ones after a DELETE', async () => {
    const mock = await serve(spec({}), { maxMembers: 4 });
    try {
      const made: string[] = [];
      // One seeded member, then three created ones fill it.
      for (let i = 0; i < 3; i++) {
        const res = await call(mock, 'POST', '/things', JSON.stringify({ name: `n${i}` }));
        assert.equal(res.status, 201, res.text);
        made.push(new URL(res.headers.get('location')!).pathname.replace('/v1', ''));
      }
      const full = await call(mock, 'POST', '/things', JSON.stringify({ name: 'one too many' }));
      assert.equal(full.status, 507);
      assert.match(JSON.parse(full.text).detail ?? JSON.parse(full.text).message, /holds 4 members/);
      assert.equal((await call(mock, 'GET', made[0])).status, 200, 'reads still work');
      assert.equal((await call(mock, 'DELETE', made[0])).status, 204);
      assert.equal((await call(mock, 'POST', '/things', JSON.stringify({ name: 'fits again' }))).status, 201);
    } finally {
      await mock.close();
    }
  });
});
