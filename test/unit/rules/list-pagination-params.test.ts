import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'list-pagination-params';

describe('rule list-pagination-params', () => {
  it('flags a collection GET without limit and page at the method key', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses: { '200': { description: ok } }
        /v1/orders:
          get:
            parameters:
              - { name: page, in: query, schema: { type: integer } }
              - { name: limit, in: header, schema: { type: integer } }
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '4:4-4:7', text: 'get' },
        { rule: RULE, range: '7:4-7:7', text: 'get' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['/paths/~1users/get', '/paths/~1v1~1orders/get'],
    );
    assert.equal(
      found[0].message,
      'GET /users lists a collection without a way to page: no `limit` and `page` query parameters; lists page with integer `limit` (page size) and `page` (page number) (§4).',
    );
    assert.match(found[1].message, /^GET \/v1\/orders pages with `page` but has no `limit` query parameter;/);
  });

  it('flags a paging parameter that is not an integer at its schema key, a shared one once', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users:
          parameters:
            - $ref: '#/components/parameters/Limit'
          get:
            parameters:
              - name: page
                in: query
                schema: { type: string }
            responses: { '200': { description: ok } }
        /teams:
          get:
            parameters:
              - $ref: '#/components/parameters/Limit'
              - { name: page, in: query, schema: { type: integer, nullable: true } }
            responses: { '200': { description: ok } }
      components:
        parameters:
          Limit: { name: limit, in: query, schema: { type: number } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '10:10-10:16', text: 'schema' },
        { rule: RULE, range: '20:37-20:43', text: 'schema' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['/paths/~1users/get/parameters/0/schema', '/components/parameters/Limit/schema'],
    );
    assert.equal(
      found[0].message,
      'The `page` query parameter of GET /users is a string; `page` is an integer (the page number, §4).',
    );
  });

  it('ignores members, singletons and non-GET operations', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          get: { responses: { '200': { description: ok } } }
        /me:
          get: { responses: { '200': { description: ok } } }
        /users:
          post: { responses: { '201': { description: ok } } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('reads 2.0 parameters: the `type` key of a wrong one; JSON documents too', () => {
    const spec = `
      {
        "swagger": "2.0",
        "info": { "title": "t", "version": "1" },
        "paths": { "/users": { "get": {
          "parameters": [
            { "name": "limit", "in": "query", "type": "integer" },
            { "name": "page", "in": "query", "type": "string" }
          ],
          "responses": { "200": { "description": "ok" } }
        } } }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '6:39-6:45', text: '"type"' }],
    );
    assert.equal(found[0].pointer, '/paths/~1users/get/parameters/1/type');
  });

  it('reports paging another way (cursor, offset, other size names) once for the API, naming what it uses', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /customers:
          get:
            parameters:
              - { name: limit, in: query, schema: { type: integer } }
              - { name: starting_after, in: query, schema: { type: string } }
            responses: { '200': { description: ok } }
        /charges:
          get:
            parameters:
              - { name: limit, in: query, schema: { type: integer } }
              - { name: starting_after, in: query, schema: { type: string } }
              - { name: ending_before, in: query, schema: { type: string } }
            responses: { '200': { description: ok } }
        /repos:
          get:
            parameters:
              - { name: per_page, in: query, schema: { type: integer } }
              - { name: page, in: query, schema: { type: integer } }
            responses: { '200': { description: ok } }
        /teams:
          get:
            parameters:
              - { name: limit, in: query, schema: { type: integer } }
              - { name: page, in: query, schema: { type: integer } }
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '2:0-2:5', text: 'paths' }],
    );
    assert.equal(found[0].pointer, '/paths');
    assert.equal(
      found[0].message,
      '3 list operations of 4 page with `limit` (2), `starting_after` (2), `ending_before` (1), `page` (1), `per_page` (1) instead of integer `limit` (page size) and `page` (page number) (§4): one paging scheme for the API, the conventional one, saves every client a special case.',
    );
    assert.deepEqual(
      found[0].related?.map((r) => r.message),
      ['GET /customers', 'GET /charges', 'GET /repos'],
    );
  });

  it('judges lists that cannot page against the API norm, and leaves watch and stream endpoints alone', () => {
    const get = "{ get: { responses: { '200': { description: ok } } } }";
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users: ${get}
        /teams: ${get}
        /orders:
          get:
            parameters:
              - { name: limit, in: query, schema: { type: integer } }
              - { name: page, in: query, schema: { type: integer } }
            responses: { '200': { description: ok } }
        /pods:
          get:
            parameters: [{ name: watch, in: query, schema: { type: boolean } }]
            responses: { '200': { description: ok } }
        /events:
          get:
            responses: { '200': { description: ok, content: { text/event-stream: { schema: { type: string } } } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '2:0-2:5', text: 'paths' }],
    );
    assert.equal(
      found[0].message,
      '2 list operations of 3 cannot page (no `limit`/`page`, cursor or offset parameter); lists page with integer `limit` (page size) and `page` (page number) (§4).',
    );
    assert.deepEqual(
      found[0].related?.map((r) => r.message),
      ['GET /users', 'GET /teams'],
    );
  });
});
