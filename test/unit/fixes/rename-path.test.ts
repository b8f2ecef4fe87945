import * as assert from 'node:assert/strict';
import { dedent } from '../helpers/lint';
import { fixAndCheck, fixesOf } from './helpers';

const titles = (text: string) =>
  fixesOf(text, 'path-no-verbs')
    .map((o) => o.fix.title)
    .filter((t) => !t.startsWith('Disable'));

describe('quick fix: rename a path to the noun path-no-verbs suggests', () => {
  it('renames the flagged path and every path with the same segment, and the $refs into them', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /getProducts:
          get:
            operationId: getProducts
            responses:
              '200': { description: ok }
        /getProducts/{productId}:
          parameters: [{ name: productId, in: path, required: true, schema: { type: string } }]
          get:
            responses:
              '200': { $ref: '#/paths/~1getProducts/get/responses/200' }
      `,
      'path-no-verbs',
      /^Rename/,
      // Once named as a collection, the list rules see the GET as a list; and `/getProducts/{productId}`, an
      // action path while its last static segment was a verb, becomes a member path.
      { allowNew: ['list-pagination-params', 'list-sort-param', 'list-response-shape', 'member-response-object'] },
    );
    assert.equal(
      out,
      dedent(`
        openapi: 3.1.0
        info: { title: T, version: '1' }
        paths:
          /products:
            get:
              operationId: getProducts
              responses:
                '200': { description: ok }
          /products/{productId}:
            parameters: [{ name: productId, in: path, required: true, schema: { type: string } }]
            get:
              responses:
                '200': { $ref: '#/paths/~1products/get/responses/200' }
      `),
    );
    assert.deepEqual(titles(dedent(out)), []);
  });

  it('names the fix with what it renames', () => {
    const text = dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /getProducts:
          get: { responses: { '200': { description: ok } } }
        /getProducts/{productId}:
          get:
            parameters: [{ name: productId, in: path, required: true, schema: { type: string } }]
            responses: { '200': { $ref: '#/paths/~1getProducts/get/responses/200' } }
    `);
    assert.deepEqual(titles(text), ['Rename /getProducts to /products and 1 more path, with 1 $ref']);
  });

  it('keeps the segment’s style and the rest of the path, in JSON too', () => {
    const json = JSON.stringify(
      {
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: { '/v1/create-order': { post: { responses: { '201': { description: 'created' } } } } },
      },
      null,
      2,
    );
    // As a create on a collection, body-required now expects a request body.
    const out = fixAndCheck(json, 'path-no-verbs', /^Rename \/v1\/create-order to \/v1\/orders$/, {
      uri: 'spec.json',
      raw: true,
      allowNew: ['body-required'],
    });
    assert.deepEqual(Object.keys(JSON.parse(out).paths), ['/v1/orders']);
  });

  it('renames a bare action word to the resource that records it', () => {
    const text = dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /orders/{orderId}/cancel:
          parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }]
          post: { responses: { '201': { description: ok } } }
    `);
    assert.deepEqual(titles(text), ['Rename /orders/{orderId}/cancel to /orders/{orderId}/cancellations']);
  });

  it('offers no rename for a bare CRUD verb, an RPC method, or a noun path that is taken', () => {
    const text = dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /orders/{orderId}/delete:
          parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }]
          post: { responses: { '200': { description: ok } } }
        /chat.postMessage:
          post: { responses: { '200': { description: ok } } }
        /getUsers:
          get: { responses: { '200': { description: ok } } }
        /users:
          get: { responses: { '200': { description: ok } } }
    `);
    const found = fixesOf(text, 'path-no-verbs').map((o) => o.finding.message.slice(0, 30));
    assert.equal(new Set(found).size, 3, 'all three are flagged');
    assert.deepEqual(titles(text), []);
  });
});
