import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';

// Issue 27.2: bodies in every declared media type are taken (forms and multipart checked against the schema, XML as
// it is); an undeclared media type is 415. Against a real mock on 127.0.0.1.

const PET = {
  type: 'object',
  required: ['name'],
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string' },
    age: { type: 'integer', minimum: 0 },
    tags: { type: 'array', items: { type: 'string' } },
  },
};
const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      get: {
        responses: {
          '200': { description: 'Pets.', content: { 'application/json': { schema: { type: 'array', items: PET } } } },
        },
      },
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: PET },
            'application/x-www-form-urlencoded': { schema: PET },
            'multipart/form-data': { schema: PET },
            'application/xml': { schema: PET },
            'text/json': { schema: PET },
            'application/x-json': { schema: PET },
          },
        },
        responses: {
          '201': { description: 'Made.', content: { 'application/json': { schema: PET } } },
          '400': {
            description: 'Bad.',
            content: {
              'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } },
            },
          },
          '415': { description: 'Unsupported.' },
        },
      },
    },
    '/pets/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: { responses: { '200': { description: 'A pet.', content: { 'application/json': { schema: PET } } } } },
    },
  },
});

describe('mock: request bodies in their declared media types (issue 27.2, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);
  let mock: MockServer;
  before(async () => {
    mock = await startMockServer(buildModel(parseSource('pets.json', SPEC))!, { port: 0, members: 0 });
  });
  after(() => mock.close());

  const post = async (body: string | FormData, type?: string) => {
    const res = await fetch(`http://127.0.0.1:${mock.port}/pets`, {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
  };

  it('takes a URL-encoded form, typed by the schema', async () => {
    const res = await post('name=Rex&age=3&tags=a&tags=b', 'application/x-www-form-urlencoded');
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.name, 'Rex');
    assert.equal(res.json.age, 3);
    assert.deepEqual(res.json.tags, ['a', 'b']);
  });

  it('checks a form against the schema: 400 naming each violation', async () => {
    const res = await post('age=-1', 'application/x-www-form-urlencoded');
    assert.equal(res.status, 400);
    assert.match(res.json.message, /name/);
    assert.match(res.json.message, /\/age/);
  });

  it('takes multipart/form-data', async () => {
    const form = new FormData();
    form.append('name', 'Tom');
    form.append('age', '4');
    const res = await post(form);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.name, 'Tom');
    assert.equal(res.json.age, 4);
  });

  it('takes a declared XML body as it is', async () => {
    assert.equal((await post('<pet><name>Rex</name></pet>', 'application/xml')).status, 201);
  });

  it('reads a body in any JSON document type as JSON: text/json and the legacy x-json too', async () => {
    for (const type of ['text/json; charset=utf-8', 'application/x-json']) {
      const res = await post('{"name":"Rex","age":3}', type);
      assert.equal(res.status, 201, `${type}: ${res.text}`);
      assert.equal(res.json.age, 3, type);
      assert.equal((await post('{"age":-1}', type)).status, 400, type);
    }
  });

  it('answers 415 with Accept-Post for a media type the operation does not declare', async () => {
    const res = await post('name=Rex', 'text/plain');
    assert.equal(res.status, 415);
    assert.match(res.headers.get('accept-post')!, /application\/x-www-form-urlencoded/);
  });
});
