import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'member-response-object';

describe('rule member-response-object', () => {
  it('accepts objects: typed, inferred from properties, nullable, allOf and oneOf of objects', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/User' } } } }
        /teams/{id}:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { properties: { id: { type: string } } } } } }
        /pets/{id}:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema: { oneOf: [{ $ref: '#/components/schemas/User' }, { type: [object, 'null'] }] }
        /files/{id}:
          get:
            responses:
              '200': { description: ok, content: { image/png: { schema: { type: string, format: binary } } } }
      components:
        schemas:
          User: { allOf: [{ type: object }, { properties: { name: { type: string } } }] }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('flags an array or a string at the schema key, and a 200 without body at its status key', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema: { type: array, items: { type: object } }
        /orders/{id}:
          get:
            responses:
              '200': { description: ok }
        /tags/{id}:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { oneOf: [{ type: object }, { type: string }] } } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '10:14-10:20', text: 'schema' },
        { rule: RULE, range: '14:8-14:13', text: "'200'" },
        { rule: RULE, range: '18:65-18:71', text: 'schema' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      [
        '/paths/~1users~1{id}/get/responses/200/content/application~1json/schema',
        '/paths/~1orders~1{id}/get/responses/200',
        '/paths/~1tags~1{id}/get/responses/200/content/application~1json/schema',
      ],
    );
    assert.equal(
      found[0].message,
      'GET /users/{id} reads one member, but its 200 application/json body is an array; reading a member returns it as a JSON object (§4).',
    );
    assert.match(found[2].message, /body is an object or a string;/);
  });

  it('ignores collections, other methods and schemas with no declared type', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
        /users/{id}:
          put:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: string } } } }
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { description: anything } } } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('reads 2.0 response schemas', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          get:
            parameters: [{ name: id, in: path, required: true, type: string }]
            responses:
              '200': { description: ok, schema: { type: array, items: { type: string } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '7:34-7:40', text: 'schema' }],
    );
    assert.equal(found[0].pointer, '/paths/~1users~1{id}/get/responses/200/schema');
  });
});
