import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'success-status';

describe('rule success-status', () => {
  it('flags an operation with no 2xx at `responses`, naming what its method answers', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '400': { description: bad }
              default: { description: error }
          post:
            responses:
              '400': { description: bad }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '5:6-5:15', text: 'responses' },
        { rule: RULE, range: '9:6-9:15', text: 'responses' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['/paths/~1users/get/responses', '/paths/~1users/post/responses'],
    );
    assert.equal(found[0].message, 'GET /users declares no success (2xx) response; a successful GET answers 200 (§4).');
    assert.equal(
      found[1].message,
      'POST /users declares no success (2xx) response; document the 2xx status it answers (§4).',
    );
  });

  it('flags GET without 200, PUT without 200/201/202/204, PATCH and DELETE without 200/202/204, at their first 2xx key', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          get:
            responses:
              '206': { description: partial }
          put:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '203': { description: odd }
          patch:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '201': { description: created }
          delete:
            responses:
              '205': { description: reset }
              '404': { description: missing }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '6:8-6:13', text: "'206'" },
        { rule: RULE, range: '10:8-10:13', text: "'203'" },
        { rule: RULE, range: '14:8-14:13', text: "'201'" },
        { rule: RULE, range: '17:8-17:13', text: "'205'" },
      ],
    );
    assert.equal(
      found[0].message,
      'GET /users/{id} answers 206 but has no 200 response; a successful GET answers 200 (§4).',
    );
    assert.equal(
      found[1].message,
      'PUT /users/{id} answers 203 but has no 200, 201, 202 or 204 response; a successful PUT answers 200, 201, 202 or 204 (§4).',
    );
    assert.equal(
      found[3].message,
      'DELETE /users/{id} answers 205 but has no 200, 202 or 204 response; a successful DELETE answers 200, 202 or 204 (§4).',
    );
    assert.equal(found[3].pointer, '/paths/~1users~1{id}/delete/responses/205');
  });

  it('accepts 202 for accepted work and 201 for a PUT that creates', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          put: { responses: { '201': { description: created } } }
          patch: { responses: { '202': { description: accepted } } }
          delete: { responses: { '202': { description: accepted } } }
        /exports/{id}:
          get: { responses: { 2XX: { description: ok } } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('accepts the conventional statuses and 2XX ranges', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get: { responses: { '200': { description: ok } } }
          post: { responses: { '201': { description: created } } }
        /users/{id}:
          put: { responses: { '200': { description: ok } } }
          patch: { responses: { '204': { description: ok } } }
          delete: { responses: { 2XX: { description: done } } }
          head: { responses: { '204': { description: ok } } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('flags an operation with no responses at its method key; reads 2.0 and JSON', () => {
    const spec = `
      {
        "swagger": "2.0",
        "info": { "title": "t", "version": "1" },
        "paths": { "/users/{id}": { "delete": {}, "get": { "responses": { "200": { "description": "ok" } } } } }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '3:30-3:38', text: '"delete"' }],
    );
    assert.equal(found[0].pointer, '/paths/~1users~1{id}/delete');
  });
});
