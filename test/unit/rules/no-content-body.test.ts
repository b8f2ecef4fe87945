import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'no-content-body';

describe('rule no-content-body', () => {
  it('flags a 204 with content at its content key', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          delete:
            responses:
              '204':
                description: gone
                content:
                  application/json: { schema: { type: object } }
          put:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: object } } } }
              '204': { description: nothing, content: {} }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '8:10-8:17', text: 'content' }]);
    assert.equal(found[0].pointer, '/paths/~1users~1{id}/delete/responses/204/content');
    assert.equal(
      found[0].message,
      'The 204 response of DELETE /users/{id} declares a body, but 204 No Content has none (§4): remove `content`, or answer 200 with the body.',
    );
  });

  it('reports a shared 204 component once, with its component pointer', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /a/{id}:
          delete: { responses: { '204': { $ref: '#/components/responses/Gone' } } }
        /b/{id}:
          delete: { responses: { '204': { $ref: '#/components/responses/Gone' } } }
      components:
        responses:
          Gone:
            description: gone
            content: { text/plain: { schema: { type: string } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '11:6-11:13', text: 'content' }]);
    assert.equal(found[0].pointer, '/components/responses/Gone/content');
  });

  it('flags a 2.0 204 with a schema; stays quiet without one; reads JSON', () => {
    const spec = `
      {
        "swagger": "2.0",
        "info": { "title": "t", "version": "1" },
        "paths": { "/a/{id}": {
          "delete": { "responses": { "204": { "description": "gone", "schema": { "type": "object" } } } },
          "put": { "responses": { "204": { "description": "done" } } }
        } }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '4:63-4:71', text: '"schema"' }]);
    assert.equal(found[0].pointer, '/paths/~1a~1{id}/delete/responses/204/schema');
  });
});
