import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';

// Issue 27.2: every parameter is checked before anything changes; 400 in the spec's error schema, each violation
// with its location. Against a real mock on 127.0.0.1.

const ITEM = { type: 'object', properties: { id: { type: 'integer', format: 'int64' }, name: { type: 'string' } } };
const ERROR = {
  type: 'object',
  required: ['message', 'errors'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['location', 'message'],
        properties: { location: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};
const json = (schema: unknown) => ({ 'application/json': { schema } });
const bad = { description: 'Bad.', content: json({ $ref: '#/components/schemas/Error' }) };
const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Items', version: '1' },
  paths: {
    '/items': {
      parameters: [
        { name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
        { name: 'session', in: 'cookie', required: true, schema: { type: 'string', minLength: 3 } },
      ],
      get: {
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'status', in: 'query', schema: { type: 'string', enum: ['open', 'closed'] } },
          { name: 'ids', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
        ],
        responses: { '200': { description: 'Items.', content: json({ type: 'array', items: ITEM }) }, '400': bad },
      },
      post: {
        parameters: [{ name: 'dryRun', in: 'query', schema: { type: 'boolean' } }],
        requestBody: { content: json(ITEM) },
        responses: { '201': { description: 'Made.', content: json(ITEM) }, '400': bad },
      },
    },
    '/items/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } }],
      get: { responses: { '200': { description: 'An item.', content: json(ITEM) }, '400': bad, '404': bad } },
    },
  },
  components: { schemas: { Error: ERROR } },
});
const GOOD = { 'x-request-id': '3fa85f64-5717-4562-b3fc-2c963f66afa6', cookie: 'session=abc' };

describe('mock: parameters are validated before anything changes (issue 27.2, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);
  let mock: MockServer;
  const bugs: string[] = [];
  before(async () => {
    mock = await startMockServer(buildModel(parseSource('items.json', SPEC))!, { port: 0, log: (l) => bugs.push(l) });
  });
  after(() => mock.close());

  const call = async (method: string, p: string, headers: Record<string, string> = GOOD, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${mock.port}${p}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };
  const locations = (json: { errors: { location: string }[] }) => json.errors.map((e) => e.location).sort();

  it('accepts a request whose parameters are all as declared', async () => {
    assert.equal((await call('GET', '/items?limit=100&status=open&ids=1&ids=2')).status, 200);
  });

  it('a documented limit is a 400, not a silent clamp (limit=1000 where the maximum is 100)', async () => {
    const res = await call('GET', '/items?limit=1000');
    assert.equal(res.status, 400);
    assert.deepEqual(locations(res.json), ['query.limit']);
  });

  it('lists each violation with its location: type, enum, array items, header format, missing cookie', async () => {
    const res = await call('GET', '/items?limit=abc&status=bogus&ids=1&ids=x', { 'x-request-id': 'not-a-uuid' });
    assert.equal(res.status, 400);
    assert.deepEqual(locations(res.json), [
      'cookie.session',
      'header.X-Request-Id',
      'query.ids',
      'query.limit',
      'query.status',
    ]);
    for (const e of res.json.errors) assert.ok(e.message.length > 0);
  });

  it('a path parameter: not an integer, or past int64, is 400; the largest int64 is read exactly (404: not made)', async () => {
    assert.equal((await call('GET', '/items/abc')).status, 400);
    assert.equal((await call('GET', '/items/9223372036854775808')).status, 400);
    assert.equal((await call('GET', '/items/9223372036854775807')).status, 404);
  });

  it('a create with a bad parameter stores nothing', async () => {
    const before = (await call('GET', '/items?limit=100')).json.length;
    assert.equal((await call('POST', '/items?dryRun=maybe', GOOD, { name: 'x' })).status, 400);
    assert.equal((await call('GET', '/items?limit=100')).json.length, before);
    assert.equal((await call('POST', '/items?dryRun=false', GOOD, { name: 'x' })).status, 201);
    assert.equal((await call('GET', '/items?limit=100')).json.length, before + 1);
  });

  it('every answer above conforms to the spec (the mock’s own check found nothing)', () => {
    assert.deepEqual(bugs, []);
  });
});
