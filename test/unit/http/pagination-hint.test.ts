import * as assert from 'node:assert/strict';
import { paginationHint } from '../../../src/core/http/pagination';
import { evalJsonPath } from '../../../src/core/http/pagination/json-path';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { dedent } from '../helpers/lint';

/** The hint of each operation of an inline spec, by operationId. */
function hints(yaml: string) {
  const model = buildModel(parseSource('spec.yaml', dedent(yaml)))!;
  return Object.fromEntries(model.operations.map((op) => [op.operationId, paginationHint(op, model.deref)]));
}

describe('pagination hints from the spec', () => {
  it('reads each way an operation declares its pagination', () => {
    const got = hints(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /books:
          get:
            operationId: wrapped
            parameters:
              - { name: page, in: query, schema: { type: integer } }
              - { name: limit, in: query, schema: { type: integer } }
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema: { $ref: '#/components/schemas/BookList' }
        /linked:
          get:
            operationId: linked
            parameters: [{ name: per_page, in: query, schema: { type: integer } }]
            responses:
              '200':
                description: ok
                headers: { Link: { schema: { type: string } } }
                content: { application/json: { schema: { $ref: '#/components/schemas/BookList' } } }
        /azure:
          get:
            operationId: azure
            x-ms-pageable: { nextLinkName: nextLink, itemName: items }
            responses: { '200': { description: ok } }
        /single:
          get:
            operationId: single
            x-ms-pageable: { nextLinkName: null }
            responses: { '200': { description: ok } }
        /speakeasy:
          get:
            operationId: speakeasy
            x-speakeasy-pagination:
              type: cursor
              inputs: [{ name: since, in: parameters, type: cursor }, { name: limit, in: parameters, type: limit }]
              outputs: { nextCursor: '$.data[-1].id', results: '$.data' }
            responses: { '200': { description: ok } }
        /graph:
          get:
            operationId: graph
            responses:
              2XX:
                description: ok
                content:
                  application/json:
                    schema:
                      type: object
                      properties: { value: { type: array }, '@odata.nextLink': { type: string } }
        /stripe:
          get:
            operationId: stripe
            parameters: [{ name: starting_after, in: query, schema: { type: string } }]
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      allOf:
                        - { type: object, properties: { has_more: { type: boolean } } }
                        - { type: object, properties: { data: { type: array } } }
        /links:
          get:
            operationId: links
            responses:
              '200':
                description: ok
                content: { application/json: { schema: { properties: { links: { type: array } } } } }
        # A member below makes /links a collection: an object whose only array is \`links\` is otherwise one document.
        /links/{id}: {}
        /plain:
          get:
            operationId: plain
            responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }
      components:
        schemas:
          BookList:
            type: object
            properties:
              data: { type: array, items: { type: object } }
              pagination: { $ref: '#/components/schemas/Pagination' }
          Pagination:
            type: object
            properties: { page: { type: integer }, limit: { type: integer }, total: { type: integer } }
    `);
    assert.deepEqual(got, {
      wrapped: {
        style: 'wrapped',
        source: 'the wrapped response schema (data + pagination)',
        pageParam: 'page',
        limitParam: 'limit',
      },
      linked: { style: 'link-header', source: 'the Link response header', limitParam: 'per_page' },
      azure: { style: 'next-link', source: 'x-ms-pageable', nextLinkField: 'nextLink', resultsPath: '$.items' },
      single: { style: 'next-link', source: 'x-ms-pageable', nextLinkField: null, resultsPath: '$.value' },
      speakeasy: {
        style: 'cursor',
        source: 'x-speakeasy-pagination',
        cursorParam: 'since',
        limitParam: 'limit',
        cursorPath: '$.data[-1].id',
        resultsPath: '$.data',
      },
      graph: { style: 'next-link', source: 'the @odata.nextLink property in the response schema' },
      stripe: {
        style: 'cursor',
        source: 'the has_more property in the response schema',
        cursorParam: 'starting_after',
      },
      links: { style: 'links-array', source: 'the links array in the response schema' },
      plain: undefined,
    });
  });

  it('does not take the representation links (§2.5) of a member or a create for pagination', () => {
    const got = hints(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /books:
          post:
            operationId: createBook
            responses:
              '201': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Book' } } } }
        /books/{bookId}:
          get:
            operationId: getBook
            responses:
              '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Book' } } } }
      components:
        schemas:
          Book:
            type: object
            properties:
              id: { type: string }
              links: { type: array, items: { type: object, properties: { rel: { type: string }, href: { type: string } } } }
    `);
    assert.deepEqual(got, { createBook: undefined, getBook: undefined });
  });

  it('reads pagination from a JSON document schema only, not from the records of a JSON stream', () => {
    const got = hints(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /pages:
          get:
            operationId: document
            responses:
              '200':
                description: ok
                content:
                  text/json:
                    schema:
                      type: object
                      properties: { value: { type: array }, '@odata.nextLink': { type: string } }
        /feed:
          get:
            operationId: stream
            responses:
              '200':
                description: one record a line
                content:
                  application/x-ndjson:
                    schema:
                      type: object
                      properties: { value: { type: array }, '@odata.nextLink': { type: string } }
    `);
    assert.deepEqual(got.document, {
      style: 'next-link',
      source: 'the @odata.nextLink property in the response schema',
    });
    assert.equal(got.stream, undefined);
  });

  it('reads a 2.0 response schema', () => {
    const got = hints(`
      swagger: '2.0'
      info: { title: t, version: '1' }
      produces: [application/json]
      paths:
        /books:
          get:
            operationId: list
            parameters: [{ name: offset, in: query, type: integer }]
            responses:
              '200':
                description: ok
                schema:
                  type: object
                  properties: { data: { type: array, items: { type: string } }, pagination: { type: object } }
    `);
    assert.deepEqual(got.list, {
      style: 'wrapped',
      source: 'the wrapped response schema (data + pagination)',
      offsetParam: 'offset',
    });
  });

  it('reads a response schema that fans out through allOf $refs (2^40 paths) or loops, and still finds the cursor', () => {
    const lines = [
      'openapi: 3.0.3',
      "info: { title: t, version: '1' }",
      'paths:',
      '  /pets:',
      '    get:',
      '      operationId: fan',
      "      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/L39' } } } } }",
      '  /loops:',
      '    get:',
      '      operationId: loop',
      "      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/A' } } } } }",
      'components:',
      '  schemas:',
      "    A: { allOf: [{ $ref: '#/components/schemas/B' }], properties: { nextPageToken: { type: string } } }",
      "    B: { allOf: [{ $ref: '#/components/schemas/A' }] }",
      '    L0: { type: object, properties: { next_cursor: { type: string } } }',
    ];
    for (let i = 1; i < 40; i++) {
      const ref = `{ $ref: '#/components/schemas/L${i - 1}' }`;
      lines.push(`    L${i}: { allOf: [${ref}, ${ref}] }`);
    }
    const got = hints(lines.join('\n') + '\n');
    assert.deepEqual(got.fan, { style: 'cursor', source: 'the next_cursor property in the response schema' });
    assert.deepEqual(got.loop, { style: 'cursor', source: 'the nextPageToken property in the response schema' });
  });

  it('reads a chain of 5,000 allOf members without overflowing the stack, as far as 64 deep', () => {
    const lines = [
      'openapi: 3.0.3',
      "info: { title: t, version: '1' }",
      'paths:',
      '  /pets:',
      '    get:',
      '      operationId: deep',
      "      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/D0' } } } } }",
      'components:',
      '  schemas:',
    ];
    for (let i = 0; i < 5000; i++)
      if (i !== 3) lines.push(`    D${i}: { allOf: [{ $ref: '#/components/schemas/D${i + 1}' }] }`);
    lines.push('    D5000: { type: object, properties: { next_cursor: { type: string } } }');
    lines.push("    D3: { allOf: [{ $ref: '#/components/schemas/D4' }], properties: { nextLink: { type: string } } }");
    const got = hints(lines.join('\n') + '\n');
    assert.deepEqual(got.deep, { style: 'next-link', source: 'the nextLink property in the response schema' });
  });

  it('evaluates the JSONPath subset pagination outputs use', () => {
    const v = { data: { list: [{ id: 1 }, { id: 2 }] }, 'odd.key': 'x' };
    assert.deepEqual(
      [
        '$',
        '$.data.list[0].id',
        '$.data.list[-1].id',
        "$['odd.key']",
        '$["data"].list[5]',
        '$.data.list.id',
        'data',
        '$..id',
        '$.data.list[-3]',
      ].map((p) => evalJsonPath(v, p)),
      [v, 1, 2, 'x', undefined, undefined, undefined, undefined, undefined],
    );
  });
});
