import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { sampleFromSchema } from '../../../src/core/http/example-body';
import { MockApi } from '../../../src/core/mock/mock-api';
import { buildModel } from '../../../src/core/openapi/build';

// What the property checks (schema-properties.test.ts) found on public specs, each pinned down on a small spec.

const identity = (v: unknown) => v;

describe('sampled values: a declared example or default of another type or format is not used', () => {
  it('generates a number where the example is a string (Learnifier’s `ouId: {type: number, example: "12"}`)', () => {
    assert.equal(typeof sampleFromSchema({ type: 'number', format: 'int64', example: '12' }, identity), 'number');
    assert.equal(sampleFromSchema({ type: 'number', example: 12 }, identity), 12, 'an example that fits is kept');
    assert.equal(typeof sampleFromSchema({ type: 'integer', default: 'x' }, identity), 'number');
  });

  it('generates a date where the example is a date-time (Asana’s `start_on: {format: date, example: "…T…Z"}`)', () => {
    const v = sampleFromSchema({ type: 'string', format: 'date', example: '2025-10-15T13:51:00.926Z' }, identity);
    assert.match(String(v), /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(sampleFromSchema({ type: 'string', format: 'date', example: '2025-10-15' }, identity), '2025-10-15');
    assert.equal(sampleFromSchema({ type: 'string', nullable: true, example: null }, identity), null);
  });
});

describe('mock: a create whose operation documents only 204 and `default` answers 204 (DigitalOcean’s tag resources)', () => {
  it('does not answer 201 with a body that the `default` (error) schema would have to describe', () => {
    const spec = `openapi: 3.0.3
info: {title: Tags, version: '1'}
paths:
  /tags/{tag}/resources:
    parameters: [{name: tag, in: path, required: true, schema: {type: string}}]
    post:
      requestBody:
        content:
          application/json: {schema: {type: object, properties: {resource_id: {type: string}}}}
      responses:
        '204': {description: Tagged}
        default: {$ref: '#/components/responses/Error'}
    delete:
      responses:
        '204': {description: Untagged}
components:
  responses:
    Error:
      description: Error
      content:
        application/json:
          schema: {type: object, required: [id, message], properties: {id: {type: string}, message: {type: string}}}
`;
    const bugs: string[] = [];
    const api = new MockApi(buildModel(parseSource('tags.yaml', spec))!, { log: (l) => bugs.push(l) });
    const res = api.handle({
      method: 'POST',
      path: '/tags/red/resources',
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json' },
      body: { resource_id: '9' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.body, undefined);
    assert.deepEqual(bugs, []);
  });
});

describe('mock: a member path named by a property makes the member under the key the client sends (Petstore’s users)', () => {
  it('creates /user/bob from a body with username bob, finds it there, and refuses a second bob with 409', () => {
    const file = path.resolve(__dirname, '../../fixtures/mock/petstore-shaped.yaml');
    const bugs: string[] = [];
    const api = new MockApi(buildModel(parseSource(file, readFileSync(file, 'utf8')))!, { log: (l) => bugs.push(l) });
    const call = (method: string, p: string, body?: unknown) =>
      api.handle({
        method,
        path: `/api/v3${p}`,
        query: new URLSearchParams(),
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body,
      });
    const made = call('POST', '/user', { username: 'bob', firstName: 'Bob' });
    assert.equal(made.status, 200);
    assert.equal(made.headers.location, '/api/v3/user/bob');
    assert.equal((made.body as { username: string }).username, 'bob');
    const got = call('GET', '/user/bob');
    assert.equal(got.status, 200);
    assert.deepEqual(got.body, made.body);
    assert.equal(call('POST', '/user', { username: 'bob' }).status, 409);
    assert.equal(call('DELETE', '/user/bob').status, 200);
    assert.equal(call('GET', '/user/bob').status, 404);
    assert.deepEqual(bugs, [], 'every answer conforms');
  });
});

describe('mock: paths told apart after # (AWS’s /#Action=…, /phone-numbers#operation=…) are operations of their own', () => {
  it('routes by the query parameter the path names, answers the action’s own schema, and stores nothing', () => {
    const spec = `openapi: 3.0.3
info: {title: Numbers, version: '1'}
paths:
  /phone-numbers:
    get:
      responses:
        '200': {description: All, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/N'}}}}}
    post:
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/N'}}}}
      responses:
        '201': {description: Made, content: {application/json: {schema: {$ref: '#/components/schemas/N'}}}}
  /phone-numbers#operation=batch-delete:
    post:
      parameters: [{name: operation, in: query, required: true, schema: {type: string, enum: [batch-delete]}}]
      requestBody: {content: {application/json: {schema: {type: object, properties: {ids: {type: array, items: {type: string}}}}}}}
      responses:
        '200':
          description: Errors
          content: {application/json: {schema: {type: array, items: {type: object, properties: {id: {type: string}}}}}}
components:
  schemas:
    N: {type: object, properties: {id: {type: string, readOnly: true}, number: {type: string}}}
`;
    const bugs: string[] = [];
    const api = new MockApi(buildModel(parseSource('numbers.yaml', spec))!, { log: (l) => bugs.push(l) });
    const call = (method: string, query: string, body?: unknown) =>
      api.handle({
        method,
        path: '/phone-numbers',
        query: new URLSearchParams(query),
        headers: { 'content-type': 'application/json' },
        body,
      });
    const before = (call('GET', '').body as unknown[]).length;
    const batch = call('POST', 'operation=batch-delete', { ids: ['1'] });
    assert.equal(batch.status, 200);
    assert.ok(Array.isArray(batch.body));
    assert.equal((call('GET', '').body as unknown[]).length, before, 'nothing stored');
    assert.equal(call('POST', '', { number: '+1' }).status, 201, 'the collection’s own create');
    assert.deepEqual(bugs, []);
  });
});

describe('mock: generated values follow patterns and minProperties (the self-check’s commonest report on AWS specs)', () => {
  it('makes ids from the id’s pattern, each different, for seeded members and creates alike', () => {
    const spec = `openapi: 3.0.3
info: {title: Services, version: '1'}
paths:
  /services:
    get:
      responses:
        '200': {description: All, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/S'}}}}}
    post:
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/S'}}}}
      responses:
        '201': {description: Made, content: {application/json: {schema: {$ref: '#/components/schemas/S'}}}}
  /services/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string, pattern: '^srv-[a-z0-9]{16}$'}}]
    get:
      responses:
        '200': {description: One, content: {application/json: {schema: {$ref: '#/components/schemas/S'}}}}
components:
  schemas:
    S:
      type: object
      required: [id, tags]
      properties:
        id: {type: string, readOnly: true, pattern: '^srv-[a-z0-9]{16}$'}
        arn: {type: string, pattern: '^arn:aws:[a-z]+:[a-z]{2}-[a-z]+-\\d:\\d{12}:service/.+$'}
        tags: {type: object, minProperties: 1, additionalProperties: {type: string}}
`;
    const bugs: string[] = [];
    const api = new MockApi(buildModel(parseSource('services.yaml', spec))!, { log: (l) => bugs.push(l) });
    const call = (method: string, p: string, body?: unknown) =>
      api.handle({ method, path: p, query: new URLSearchParams(), headers: {}, body });
    const made = call('POST', '/services', { tags: { team: 'a' } });
    assert.equal(made.status, 201);
    const ids = [...(call('GET', '/services').body as { id: string }[]).map((s) => s.id)];
    assert.equal(ids.length, 4);
    assert.equal(new Set(ids).size, 4, 'each id differs');
    for (const id of ids) assert.match(id, /^srv-[a-z0-9]{16}$/);
    assert.equal(call('GET', `/services/${ids[0]}`).status, 200);
    assert.deepEqual(bugs, []);
  });

  it('gives a map with minProperties the entries it needs', () => {
    const v = sampleFromSchema(
      { type: 'object', minProperties: 2, additionalProperties: { type: 'string' } },
      identity,
    );
    assert.equal(Object.keys(v as object).length, 2);
    const closed = { type: 'object', minProperties: 1, additionalProperties: false };
    assert.deepEqual(sampleFromSchema(closed, identity), {});
  });
});

describe('mock: the self-check says when a status is the spec’s gap rather than the mock’s bug', () => {
  it('reports a 404 the operation leaves out as a gap of the spec', () => {
    const spec = `openapi: 3.0.3
info: {title: Things, version: '1'}
paths:
  /things:
    get:
      responses:
        '200': {description: All, content: {application/json: {schema: {type: array, items: {type: object}}}}}
  /things/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    get:
      responses:
        '200': {description: One, content: {application/json: {schema: {type: object}}}}
`;
    const lines: string[] = [];
    const api = new MockApi(buildModel(parseSource('things.yaml', spec))!, { log: (l) => lines.push(l) });
    const res = api.handle({ method: 'GET', path: '/things/nope', query: new URLSearchParams(), headers: {} });
    assert.equal(res.status, 404);
    assert.deepEqual(lines, [
      'spec gap: GET /things/nope → 404: the status 404 is not documented for GET /things/{id} (documented: 200); the mock answers it as HTTP says, and the spec should document it',
    ]);
  });
});

describe('mock: a new id follows the id property’s format through allOf (DigitalOcean’s load balancers)', () => {
  it('makes UUIDs where the member’s id, declared in an allOf part, is format uuid', () => {
    const spec = `openapi: 3.0.3
info: {title: LBs, version: '1'}
paths:
  /lbs:
    get:
      responses:
        '200': {description: All, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/LB'}}}}}
    post:
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/LB'}}}}
      responses:
        '202': {description: Made, content: {application/json: {schema: {$ref: '#/components/schemas/LB'}}}}
  /lbs/{lb_id}:
    parameters: [{name: lb_id, in: path, required: true, schema: {type: string}}]
    get:
      responses:
        '200': {description: One, content: {application/json: {schema: {$ref: '#/components/schemas/LB'}}}}
components:
  schemas:
    LB:
      allOf:
        - type: object
          properties: {id: {type: string, format: uuid, readOnly: true}}
        - type: object
          properties: {name: {type: string}}
`;
    const bugs: string[] = [];
    const api = new MockApi(buildModel(parseSource('lbs.yaml', spec))!, { log: (l) => bugs.push(l) });
    const call = (method: string, p: string, body?: unknown) =>
      api.handle({ method, path: p, query: new URLSearchParams(), headers: {}, body });
    assert.equal(call('POST', '/lbs', { name: 'front' }).status, 202);
    const ids = (call('GET', '/lbs').body as { id: string }[]).map((l) => l.id);
    assert.equal(ids.length, 4);
    for (const id of ids) assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.deepEqual(bugs, []);
  });
});
