import * as assert from 'node:assert/strict';
import { dedent } from '../helpers/lint';
import { fixAndCheck, fixesOf } from './helpers';

describe('quick fix: rename a singular collection to the plural path-collection-plural names', () => {
  // Plural collections beside it: the singular `pet` is a departure, its own finding (with its fix), not the API's style.
  const spec = `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /pet:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
        /pet/{petId}:
          parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
          get:
            responses:
              '200': { $ref: '#/paths/~1pet~1{petId}/delete/responses/200' }
          delete:
            responses:
              '200': { description: gone }
        /pet/{petId}/photo:
          parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
          put:
            responses:
              '204': { description: stored }
        /stores/{storeId}: { get: { parameters: [{ name: storeId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
        /users/{userId}: { get: { parameters: [{ name: userId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
        /orders/{orderId}: { get: { parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
        /tags/{tagId}: { get: { parameters: [{ name: tagId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
`;

  it('renames the segment in every path that has it, and the $refs into them', () => {
    const offered = fixesOf(dedent(spec), 'path-collection-plural')
      .map((o) => o.fix.title)
      .filter((t) => !t.startsWith('Disable'));
    assert.deepEqual(offered, ['Rename /pet to /pets and 2 more paths, with 1 $ref']);
    const out = fixAndCheck(spec, 'path-collection-plural', /^Rename/);
    assert.equal(
      out,
      dedent(`
        openapi: 3.1.0
        info: { title: T, version: '1' }
        paths:
          /pets:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
          /pets/{petId}:
            parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
            get:
              responses:
                '200': { $ref: '#/paths/~1pets~1{petId}/delete/responses/200' }
            delete:
              responses:
                '200': { description: gone }
          /pets/{petId}/photo:
            parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
            put:
              responses:
                '204': { description: stored }
          /stores/{storeId}: { get: { parameters: [{ name: storeId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
          /users/{userId}: { get: { parameters: [{ name: userId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
          /orders/{orderId}: { get: { parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
          /tags/{tagId}: { get: { parameters: [{ name: tagId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
      `),
    );
  });

  it('offers no rename when the plural path is taken', () => {
    const taken = `${spec}        /pets/{petId}:\n          delete:\n            responses:\n              '204': { description: gone }\n`;
    const offered = fixesOf(dedent(taken), 'path-collection-plural').map((o) => o.fix.title);
    assert.ok(offered.length > 0, 'the singular segment is still flagged');
    assert.deepEqual(
      offered.filter((t) => !t.startsWith('Disable')),
      [],
    );
  });
});
