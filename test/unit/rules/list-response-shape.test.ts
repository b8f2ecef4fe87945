import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'list-response-shape';

describe('rule list-response-shape', () => {
  it('accepts a JSON array, a wrapped list (allOf and $ref included) and a nullable array', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
        /v1/orders:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/OrderPage' } } } }
        /tags:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: [array, 'null'] } } } }
        /reports:
          get:
            responses:
              '200': { description: ok, content: { text/csv: { schema: { type: string } } } }
      components:
        schemas:
          OrderPage:
            allOf:
              - { $ref: '#/components/schemas/Page' }
              - { properties: { data: { type: array, items: { type: object } } } }
          Page:
            type: object
            properties:
              pagination: { type: object }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('flags an object without data and pagination at the schema key, naming what is missing', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        items: { type: array, items: { type: object } }
                        pagination: { type: object }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '10:14-10:20', text: 'schema' }],
    );
    assert.equal(found[0].pointer, '/paths/~1users/get/responses/200/content/application~1json/schema');
    assert.equal(
      found[0].message,
      'GET /users lists a collection, but its 200 application/json body is an object without `data`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
    );
  });

  it('flags a 200 with no body at its status key, and a string list', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200': { description: ok }
          post:
            responses: { '201': { description: created } }
        /names:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: string } } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '6:8-6:13', text: "'200'" },
        { rule: RULE, range: '12:65-12:71', text: 'schema' },
      ],
    );
    assert.match(found[0].message, /its 200 response declares no body;/);
    assert.match(found[1].message, /body is a string;/);
  });

  it('only looks at GET on collection paths: members, singletons and other methods are left alone', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: object } } } }
        /me:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: object } } } }
        /users:
          put:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: object } } } }
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: {} } } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('reads 2.0 response schemas once across produces entries', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      produces: [application/json, application/vnd.acme+json]
      paths:
        /users:
          get:
            responses:
              '200': { description: ok, schema: { $ref: '#/definitions/User' } }
        /teams:
          get:
            responses:
              '200': { description: ok, schema: { type: array, items: { $ref: '#/definitions/User' } } }
        /users/{id}:
          get:
            responses:
              '200': { description: ok, schema: { $ref: '#/definitions/User' } }
      definitions:
        User: { type: object, properties: { id: { type: string } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '7:34-7:40', text: 'schema' }],
    );
    assert.equal(found[0].pointer, '/paths/~1users/get/responses/200/schema');
    assert.match(found[0].message, /an object without `data` and `pagination`/);
  });

  it('works on JSON documents', () => {
    const spec = `
      {
        "openapi": "3.0.3",
        "info": { "title": "t", "version": "1" },
        "paths": { "/users": { "get": { "responses": { "200": { "description": "ok",
          "content": { "application/json": { "schema": { "type": "object" } } } } } } } }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '4:39-4:47', text: '"schema"' }],
    );
  });
});
