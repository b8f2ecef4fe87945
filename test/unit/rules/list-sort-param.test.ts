import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'list-sort-param';

describe('rule list-sort-param', () => {
  it('flags a collection GET without a sort query parameter at the method key, as info', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            parameters:
              - { name: sort, in: header, schema: { type: string } }
            responses: { '200': { description: ok } }
        /teams:
          get:
            parameters:
              - { name: sort, in: query, schema: { type: string } }
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '4:4-4:7', text: 'get' }],
    );
    assert.equal(found[0].severity, 'info');
    assert.equal(found[0].pointer, '/paths/~1users/get');
    assert.equal(
      found[0].message,
      'GET /users lists a collection without a `sort` query parameter; lists take `sort` (a string naming the field to order by, §4).',
    );
  });

  it('accepts a string sort (enum and path-level forms included); flags a non-string one at its schema key', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users:
          parameters:
            - { name: sort, in: query, schema: { type: string, enum: [name, -name] } }
          get:
            responses: { '200': { description: ok } }
        /teams:
          get:
            parameters:
              - { name: sort, in: query, schema: { type: array, items: { type: string } } }
            responses: { '200': { description: ok } }
        /tags:
          get:
            parameters:
              - { name: sort, in: query, schema: { enum: [asc, desc] } }
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '11:35-11:41', text: 'schema' }],
    );
    assert.equal(found[0].pointer, '/paths/~1teams/get/parameters/0/schema');
    assert.equal(
      found[0].message,
      'The `sort` query parameter of GET /teams is an array; `sort` is a string naming the field to order by (§4).',
    );
  });

  it('reads 2.0 parameters and JSON documents; ignores members', () => {
    const spec = `
      {
        "swagger": "2.0",
        "info": { "title": "t", "version": "1" },
        "paths": {
          "/users": { "get": { "parameters": [{ "name": "sort", "in": "query", "type": "integer" }], "responses": { "200": { "description": "ok" } } } },
          "/users/{id}": { "get": { "responses": { "200": { "description": "ok" } } } }
        }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '4:73-4:79', text: '"type"' }],
    );
  });

  it('reports one API-level finding when fewer than half of the lists sort, naming what they order with; skips watch endpoints', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            parameters: [{ name: order_by, in: query, schema: { type: string } }]
            responses: { '200': { description: ok } }
        /teams:
          get: { responses: { '200': { description: ok } } }
        /pods:
          get:
            parameters: [{ name: watch, in: query, schema: { type: boolean } }]
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '2:0-2:5', text: 'paths' }],
    );
    assert.equal(
      found[0].message,
      '`sort` is a query parameter of 0 of 2 list operations (it orders with `order_by` instead); lists take `sort`, a string naming the field to order by (§4).',
    );
    assert.deepEqual(
      found[0].related?.map((r) => r.message),
      ['GET /users', 'GET /teams'],
    );
  });
});
