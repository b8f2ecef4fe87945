import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';

// Issue 27.1: PUT replaces, PATCH merges only what is sent (checked as a partial), in JSON, JSON Merge Patch and
// JSON Patch when declared; DELETE removes. Against a real mock on 127.0.0.1.

const NOTE = {
  type: 'object',
  required: ['title'],
  properties: {
    id: { type: 'integer', readOnly: true },
    title: { type: 'string' },
    body: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    meta: { type: 'object', properties: { color: { type: 'string' }, size: { type: 'integer' } } },
  },
};
const ERROR = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { location: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};
const json = (schema: unknown) => ({ 'application/json': { schema } });
const bad = { description: 'Bad.', content: json({ $ref: '#/components/schemas/Error' }) };
const SPEC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Notes', version: '1' },
  paths: {
    '/notes': {
      post: {
        requestBody: { required: true, content: json({ $ref: '#/components/schemas/Note' }) },
        responses: {
          '201': { description: 'Made.', content: json({ $ref: '#/components/schemas/Note' }) },
          '400': bad,
        },
      },
    },
    '/notes/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: { responses: { '200': { description: 'A note.', content: json({ $ref: '#/components/schemas/Note' }) } } },
      put: {
        requestBody: { required: true, content: json({ $ref: '#/components/schemas/Note' }) },
        responses: {
          '200': { description: 'Replaced.', content: json({ $ref: '#/components/schemas/Note' }) },
          '400': bad,
        },
      },
      patch: {
        requestBody: {
          required: true,
          content: {
            ...json({ $ref: '#/components/schemas/Note' }),
            'application/merge-patch+json': { schema: { $ref: '#/components/schemas/Note' } },
            'application/json-patch+json': { schema: { type: 'array', items: { type: 'object' } } },
          },
        },
        responses: {
          '200': { description: 'Updated.', content: json({ $ref: '#/components/schemas/Note' }) },
          '400': bad,
          '409': bad,
        },
      },
      delete: { responses: { '204': { description: 'Gone.' } } },
    },
  },
  components: { schemas: { Note: NOTE, Error: ERROR } },
});

describe('mock: method semantics (issue 27.1, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);
  let mock: MockServer;
  const bugs: string[] = [];
  before(async () => {
    mock = await startMockServer(buildModel(parseSource('notes.json', SPEC))!, {
      port: 0,
      members: 0,
      log: (l) => bugs.push(l),
    });
  });
  after(() => mock.close());

  const call = async (method: string, p: string, body?: unknown, type = 'application/json') => {
    const res = await fetch(`http://127.0.0.1:${mock.port}${p}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': type },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  };
  const make = async () => {
    const res = await call('POST', '/notes', {
      title: 'first',
      body: 'text',
      tags: ['a'],
      meta: { color: 'blue', size: 2 },
    });
    assert.equal(res.status, 201);
    return new URL(res.headers.get('location')!).pathname;
  };

  it('PUT replaces: an optional field left out is gone, the id stays', async () => {
    const at = await make();
    const before = (await call('GET', at)).json;
    const put = await call('PUT', at, { title: 'second' });
    assert.equal(put.status, 200);
    assert.deepEqual(put.json, { id: before.id, title: 'second' });
    assert.deepEqual((await call('GET', at)).json, put.json);
  });

  it('PUT without a required field is 400 naming it, and changes nothing', async () => {
    const at = await make();
    const before = (await call('GET', at)).json;
    const put = await call('PUT', at, { body: 'no title' });
    assert.equal(put.status, 400);
    assert.match(JSON.stringify(put.json), /title/);
    assert.deepEqual((await call('GET', at)).json, before);
  });

  it('PATCH takes only the changed field (required does not apply to a partial) and keeps the rest', async () => {
    const at = await make();
    const patched = await call('PATCH', at, { body: 'changed' });
    assert.equal(patched.status, 200, JSON.stringify(patched.json));
    assert.equal(patched.json.title, 'first');
    assert.equal(patched.json.body, 'changed');
    assert.deepEqual(patched.json.meta, { color: 'blue', size: 2 });
  });

  it('PATCH with a field of the wrong type is 400 with its location, and changes nothing', async () => {
    const at = await make();
    const before = (await call('GET', at)).json;
    const patched = await call('PATCH', at, { title: 5 });
    assert.equal(patched.status, 400);
    assert.match(JSON.stringify(patched.json), /\/title/);
    assert.deepEqual((await call('GET', at)).json, before);
  });

  it('PATCH as JSON Merge Patch: null removes, objects merge', async () => {
    const at = await make();
    const patched = await call('PATCH', at, { body: null, meta: { color: 'red' } }, 'application/merge-patch+json');
    assert.equal(patched.status, 200, JSON.stringify(patched.json));
    assert.equal('body' in patched.json, false);
    assert.deepEqual(patched.json.meta, { color: 'red', size: 2 });
  });

  it('PATCH as JSON Patch: operations applied in order; a failed test is 409 and changes nothing', async () => {
    const at = await make();
    const ops = [
      { op: 'replace', path: '/title', value: 'third' },
      { op: 'add', path: '/tags/-', value: 'b' },
      { op: 'remove', path: '/body' },
    ];
    const patched = await call('PATCH', at, ops, 'application/json-patch+json');
    assert.equal(patched.status, 200, JSON.stringify(patched.json));
    assert.equal(patched.json.title, 'third');
    assert.deepEqual(patched.json.tags, ['a', 'b']);
    assert.equal('body' in patched.json, false);
    const before = (await call('GET', at)).json;
    const failed = await call(
      'PATCH',
      at,
      [
        { op: 'replace', path: '/title', value: 'never' },
        { op: 'test', path: '/title', value: 'nope' },
      ],
      'application/json-patch+json',
    );
    assert.equal(failed.status, 409);
    assert.deepEqual((await call('GET', at)).json, before);
    const wrongType = await call(
      'PATCH',
      at,
      [{ op: 'replace', path: '/title', value: 7 }],
      'application/json-patch+json',
    );
    assert.equal(wrongType.status, 400);
  });

  it('a JSON Patch is bounded: past 1,000 operations, or copies that double the member, it is a 400', async () => {
    const at = await make();
    const many = Array.from({ length: 1001 }, () => ({ op: 'test', path: '/title', value: 'first' }));
    assert.equal((await call('PATCH', at, many, 'application/json-patch+json')).status, 400);
    const doubling = [
      { op: 'add', path: '/meta', value: { color: 'x'.repeat(100_000) } },
      ...Array.from({ length: 30 }, () => ({ op: 'copy', from: '/meta', path: '/meta/color' })),
    ];
    const res = await call('PATCH', at, doubling, 'application/json-patch+json');
    assert.equal(res.status, 400);
    assert.match(JSON.stringify(res.json), /copies more than/);
  });

  it('DELETE removes: then GET, PATCH and DELETE are 404', async () => {
    const at = await make();
    assert.equal((await call('DELETE', at)).status, 204);
    assert.equal((await call('GET', at)).status, 404);
    assert.equal((await call('PATCH', at, { body: 'x' })).status, 404);
    assert.equal((await call('DELETE', at)).status, 404);
  });

  it('answers all of the above the way the spec says (the mock’s own check found nothing)', () => {
    assert.deepEqual(
      bugs.filter((b) => !/→ 404/.test(b)),
      [],
    );
  });
});
