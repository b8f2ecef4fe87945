import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';

// Issue 27.3: the id property and the envelope come from the spec; a create's id is the same in the body, in
// Location and in later reads; nested collections of a new parent start empty. Against a real mock on 127.0.0.1.

const COMPACT = { type: 'object', properties: { gid: { type: 'string', readOnly: true }, name: { type: 'string' } } };
const FULL = {
  allOf: [
    { $ref: '#/components/schemas/Compact' },
    {
      type: 'object',
      properties: {
        workspace: { type: 'object', properties: { gid: { type: 'string' } } },
        color: { type: 'string', enum: ['red', 'green'] },
      },
    },
  ],
};
const REQUEST = {
  allOf: [
    { $ref: '#/components/schemas/Compact' },
    {
      type: 'object',
      properties: { workspace: { type: 'string' }, color: { type: 'string', enum: ['red', 'green'] } },
    },
  ],
};
const envelope = (schema: unknown) => ({
  'application/json': { schema: { type: 'object', properties: { data: schema } } },
});
const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Tags', version: '1' },
  servers: [{ url: 'https://app.example.com/api/1.0' }],
  paths: {
    '/tags': {
      get: {
        responses: {
          '200': {
            description: 'Tags.',
            content: envelope({ type: 'array', items: { $ref: '#/components/schemas/Compact' } }),
          },
        },
      },
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['data'],
                properties: { data: { $ref: '#/components/schemas/Request' } },
              },
            },
          },
        },
        responses: { '201': { description: 'Made.', content: envelope({ $ref: '#/components/schemas/Full' }) } },
      },
    },
    '/tags/{tag_gid}': {
      parameters: [{ name: 'tag_gid', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        responses: {
          '200': { description: 'A tag.', content: envelope({ $ref: '#/components/schemas/Full' }) },
          '404': { description: 'No such tag.' },
        },
      },
      put: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['data'],
                properties: { data: { $ref: '#/components/schemas/Request' } },
              },
            },
          },
        },
        responses: {
          '200': { description: 'Replaced.', content: envelope({ $ref: '#/components/schemas/Full' }) },
          '201': { description: 'Made.', content: envelope({ $ref: '#/components/schemas/Full' }) },
        },
      },
    },
    '/tags/{tag_gid}/notes': {
      parameters: [{ name: 'tag_gid', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        responses: {
          '200': {
            description: 'Notes.',
            content: envelope({ type: 'array', items: { $ref: '#/components/schemas/Compact' } }),
          },
        },
      },
    },
  },
  components: { schemas: { Compact: COMPACT, Full: FULL, Request: REQUEST } },
});

describe('mock: identity from the spec (issue 27.3, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);
  let mock: MockServer;
  const bugs: string[] = [];
  before(async () => {
    mock = await startMockServer(buildModel(parseSource('tags.json', SPEC))!, { port: 0, log: (l) => bugs.push(l) });
  });
  after(() => mock.close());

  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${mock.port}${p}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  };

  it('seeds members with distinct ids in the property the spec names (gid)', async () => {
    const list = (await call('GET', '/api/1.0/tags')).json.data as { gid: string; id?: string }[];
    assert.equal(list.length, 3);
    assert.equal(new Set(list.map((t) => t.gid)).size, 3);
    assert.ok(
      list.every((t) => !('id' in t)),
      'no id property the spec does not have',
    );
  });

  it('unwraps an enveloped create: the name sent is kept, and the id is the same in body, Location and reads', async () => {
    const made = await call('POST', '/api/1.0/tags', { data: { name: 'mine', workspace: '1', color: 'red' } });
    assert.equal(made.status, 201);
    const location = new URL(made.headers.get('location')!).pathname;
    const gid = made.json.data.gid as string;
    assert.equal(location, `/api/1.0/tags/${gid}`);
    assert.equal(made.json.data.name, 'mine');
    assert.equal(made.json.data.color, 'red');
    assert.equal(typeof made.json.data.workspace, 'object', 'a request string does not replace the answer’s object');
    const got = await call('GET', location);
    assert.deepEqual(got.json, made.json);
    const listed = (await call('GET', '/api/1.0/tags')).json.data as { gid: string }[];
    assert.ok(listed.some((t) => t.gid === gid));
  });

  it('a new parent’s nested collection starts empty; a seeded parent’s is seeded', async () => {
    const made = await call('POST', '/api/1.0/tags', { data: { name: 'parent' } });
    const gid = made.json.data.gid as string;
    assert.deepEqual((await call('GET', `/api/1.0/tags/${gid}/notes`)).json.data, []);
    const seeded = ((await call('GET', '/api/1.0/tags')).json.data as { gid: string }[])[0].gid;
    assert.equal((await call('GET', `/api/1.0/tags/${seeded}/notes`)).json.data.length, 3);
  });

  it('a PUT the spec documents 201 for creates the member under the id the client chose', async () => {
    assert.equal((await call('GET', '/api/1.0/tags/chosen-by-me')).status, 404, 'nothing is invented');
    const made = await call('PUT', '/api/1.0/tags/chosen-by-me', { data: { name: 'mine' } });
    assert.equal(made.status, 201);
    assert.equal(made.json.data.gid, 'chosen-by-me');
    const got = await call('GET', '/api/1.0/tags/chosen-by-me');
    assert.equal(got.status, 200);
    assert.equal(got.json.data.name, 'mine');
    assert.equal((await call('PUT', '/api/1.0/tags/chosen-by-me', { data: { name: 'again' } })).status, 200);
  });

  it('every answer conforms to the spec (the mock’s own check found nothing)', () => {
    assert.deepEqual(bugs, []);
  });
});

describe('mock: a closed answer schema gets only the fields it declares (issue 27.4, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);

  it('answers a create whose 201 schema has additionalProperties: false without the list’s other fields', async () => {
    const item = {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, extra: { type: 'string' } },
    };
    const closed = {
      type: 'object',
      additionalProperties: false,
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    };
    const spec = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Variables', version: '1' },
      paths: {
        '/variables': {
          get: {
            responses: {
              '200': {
                description: 'All.',
                content: { 'application/json': { schema: { type: 'array', items: item } } },
              },
            },
          },
          post: {
            requestBody: {
              content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } },
            },
            responses: { '201': { description: 'Made.', content: { 'application/json': { schema: closed } } } },
          },
        },
      },
    });
    const bugs: string[] = [];
    const mock = await startMockServer(buildModel(parseSource('variables.json', spec))!, {
      port: 0,
      log: (l) => bugs.push(l),
    });
    try {
      const res = await fetch(`http://127.0.0.1:${mock.port}/variables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'v' }),
      });
      assert.equal(res.status, 201);
      assert.deepEqual(Object.keys((await res.json()) as object).sort(), ['id', 'name']);
      assert.deepEqual(bugs, []);
    } finally {
      await mock.close();
    }
  });
});

describe('mock: an integer id declared under allOf (issue 27.3, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);

  it('seeds and creates members whose id is an integer, although the path parameter is a string', async () => {
    const action = {
      allOf: [
        { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
        { type: 'object', properties: { kind: { type: 'string' } } },
      ],
    };
    const spec = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Actions', version: '1' },
      paths: {
        '/actions': {
          get: {
            responses: {
              '200': {
                description: 'All.',
                content: { 'application/json': { schema: { type: 'array', items: action } } },
              },
            },
          },
          post: { responses: { '201': { description: 'Made.', content: { 'application/json': { schema: action } } } } },
        },
        '/actions/{action_id}': {
          parameters: [{ name: 'action_id', in: 'path', required: true, schema: { type: 'string' } }],
          get: {
            responses: {
              '200': { description: 'One.', content: { 'application/json': { schema: action } } },
              '404': { description: 'None.' },
            },
          },
        },
      },
    });
    const bugs: string[] = [];
    const mock = await startMockServer(buildModel(parseSource('actions.json', spec))!, {
      port: 0,
      log: (l) => bugs.push(l),
    });
    try {
      const list = (await (await fetch(`http://127.0.0.1:${mock.port}/actions`)).json()) as { id: unknown }[];
      assert.ok(
        list.every((a) => Number.isInteger(a.id)),
        JSON.stringify(list),
      );
      const made = await fetch(`http://127.0.0.1:${mock.port}/actions`, { method: 'POST' });
      const body = (await made.json()) as { id: unknown };
      assert.ok(Number.isInteger(body.id));
      assert.equal((await fetch(made.headers.get('location')!)).status, 200);
      assert.deepEqual(bugs, []);
    } finally {
      await mock.close();
    }
  });
});

describe('mock: a create that answers a list (issue 27.4, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);

  it('answers the made member inside the array the 201 schema declares', async () => {
    const email = {
      type: 'object',
      required: ['email'],
      properties: { email: { type: 'string' }, primary: { type: 'boolean' } },
    };
    const list = { type: 'array', items: email };
    const spec = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Emails', version: '1' },
      paths: {
        '/emails': {
          get: { responses: { '200': { description: 'All.', content: { 'application/json': { schema: list } } } } },
          post: {
            requestBody: { content: { 'application/json': { schema: email } } },
            responses: { '201': { description: 'Made.', content: { 'application/json': { schema: list } } } },
          },
        },
      },
    });
    const bugs: string[] = [];
    const mock = await startMockServer(buildModel(parseSource('emails.json', spec))!, {
      port: 0,
      log: (l) => bugs.push(l),
    });
    try {
      const made = await fetch(`http://127.0.0.1:${mock.port}/emails`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com' }),
      });
      assert.equal(made.status, 201);
      const body = (await made.json()) as { email: string }[];
      assert.ok(Array.isArray(body));
      assert.equal(body[0].email, 'a@example.com');
      assert.deepEqual(bugs, []);
    } finally {
      await mock.close();
    }
  });
});
