import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'error-responses';

describe('rule error-responses', () => {
  it('flags a missing 400, 404 and 500 on a member operation with input', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books/{bookId}:
          parameters:
            - { name: bookId, in: path, required: true, schema: { type: string } }
          put:
            requestBody:
              content: { application/json: { schema: { type: object } } }
            responses:
              '200': { description: ok }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [
      { rule: RULE, range: '9:6-9:15', text: 'responses' },
      { rule: RULE, range: '9:6-9:15', text: 'responses' },
      { rule: RULE, range: '9:6-9:15', text: 'responses' },
    ]);
    const messages = found.map((f) => f.message).sort();
    assert.match(messages[0], /^PUT \/v1\/books\/\{bookId\} addresses one member but documents no 404 response; add a 404 response/);
    assert.match(messages[1], /documents no 500 and no `default` response; add a 500 response \(or `default`\)/);
    assert.match(messages[2], /takes parameters and a body but documents no 400 response; add a 400 response for invalid input/);
    assert.ok(found.every((f) => f.pointer === '/paths/~1v1~1books~1{bookId}/put/responses'));
  });

  it('accepts `default` instead of 500, and 4XX/5XX ranges', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /v1/books/{bookId}:
          get:
            parameters:
              - { name: bookId, in: path, required: true, schema: { type: string } }
            responses:
              '200': { description: ok }
              '400': { description: bad }
              '404': { description: missing }
              default: { description: error }
          delete:
            parameters:
              - { name: bookId, in: path, required: true, schema: { type: string } }
            responses:
              '204': { description: gone }
              4XX: { description: client error }
              5XX: { description: server error }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('does not ask for 400 or 404 from a collection GET without parameters', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              '500': { description: error }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('asks a body-only operation for 400 and names the body', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          post:
            requestBody:
              content: { application/json: { schema: { type: object } } }
            responses:
              '201': { description: created }
              '500': { description: error }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '7:6-7:15', text: 'responses' }]);
    assert.match(found[0].message, /POST \/v1\/books takes a request body but documents no 400 response/);
  });

  it('reads the 2.0 forms: in: body, formData and query parameters; points at the method when responses are missing', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          post:
            parameters:
              - { name: body, in: body, schema: { type: object } }
          get:
            parameters:
              - { name: limit, in: query, type: integer }
            responses:
              200: { description: ok }
              400: { description: bad }
              500: { description: error }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [
      { rule: RULE, range: '4:4-4:8', text: 'post' },
      { rule: RULE, range: '4:4-4:8', text: 'post' },
    ]);
    assert.equal(found[0].pointer, '/paths/~1v1~1books/post');
    assert.deepEqual(found.map((f) => /takes a request body|no 500/.test(f.message)), [true, true]);
  });

  it('asks for 404 on member paths only, not on nested collections or singletons', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/me:
          get:
            responses: { '200': { description: ok }, '500': { description: e } }
        /v1/authors/{authorId}/books:
          get:
            parameters:
              - { name: authorId, in: path, required: true, schema: { type: string } }
            responses: { '200': { description: ok }, '400': { description: b }, '500': { description: e } }
        /v1/authors/{authorId}:
          get:
            parameters:
              - { name: authorId, in: path, required: true, schema: { type: string } }
            responses: { '200': { description: ok }, '400': { description: b }, '500': { description: e } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => f.pointer), ['/paths/~1v1~1authors~1{authorId}/get/responses']);
    assert.match(found[0].message, /no 404/);
  });
});
