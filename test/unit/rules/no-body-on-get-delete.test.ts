import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'no-body-on-get-delete';

describe('rule no-body-on-get-delete', () => {
  it('flags requestBody on GET, HEAD and DELETE at the requestBody key', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            requestBody:
              content: { application/json: { schema: { type: object } } }
            responses: { '200': { description: ok } }
        /users/{id}:
          delete:
            requestBody: { $ref: '#/components/requestBodies/Reason' }
            responses: { '204': { description: gone } }
          head:
            requestBody: { content: { application/json: {} } }
            responses: { '200': { description: ok } }
      components:
        requestBodies:
          Reason: { content: { application/json: { schema: { type: object } } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [
      { rule: RULE, range: '5:6-5:17', text: 'requestBody' },
      { rule: RULE, range: '10:6-10:17', text: 'requestBody' },
      { rule: RULE, range: '13:6-13:17', text: 'requestBody' },
    ]);
    assert.deepEqual(found.map((f) => f.pointer), [
      '/paths/~1users/get/requestBody',
      '/paths/~1users~1{id}/delete/requestBody',
      '/paths/~1users~1{id}/head/requestBody',
    ]);
    assert.equal(
      found[0].message,
      'GET /users declares a request body; GET requests carry no payload (§4) and many servers and proxies drop one: move the data to query parameters, or use POST (or QUERY in OpenAPI 3.2) for a complex search.',
    );
  });

  it('leaves POST, PUT, PATCH and the 3.2 QUERY method alone', () => {
    const spec = `
      openapi: 3.2.0
      info: { title: t, version: '1' }
      paths:
        /users:
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses: { '201': { description: ok } }
          query:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses: { '200': { description: ok } }
          get:
            responses: { '200': { description: ok } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('flags 2.0 in: body and in: formData parameters at their `in` value, path-level ones once', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            parameters:
              - { name: filter, in: body, schema: { type: object } }
            responses: { '200': { description: ok } }
        /users/{id}:
          parameters:
            - { name: id, in: path, required: true, type: string }
            - { name: reason, in: formData, type: string }
          delete:
            responses: { '204': { description: gone } }
          get:
            responses: { '200': { description: ok } }
          put:
            parameters:
              - { name: user, in: body, schema: { type: object } }
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [
      { rule: RULE, range: '6:30-6:34', text: 'body' },
      { rule: RULE, range: '11:28-11:36', text: 'formData' },
    ]);
    assert.deepEqual(found.map((f) => f.pointer), ['/paths/~1users/get/parameters/0/in', '/paths/~1users~1{id}/parameters/1/in']);
    assert.match(found[0].message, /^GET \/users takes an `in: body` parameter "filter"; GET requests carry no payload/);
  });

  it('works on JSON documents', () => {
    const spec = `
      {
        "openapi": "3.0.3",
        "info": { "title": "t", "version": "1" },
        "paths": { "/a/{id}": { "delete": { "requestBody": { "content": {} }, "responses": { "204": { "description": "gone" } } } } }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '3:38-3:51', text: '"requestBody"' }]);
  });
});
