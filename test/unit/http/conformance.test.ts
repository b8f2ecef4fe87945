import * as assert from 'node:assert/strict';
import { checkConformance, documentedResponse, type ConformanceInput } from '../../../src/core/http/conformance';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import type { ApiModel, Operation } from '../../../src/core/openapi/model';
import { dedent } from '../helpers/lint';

function modelOf(yaml: string): ApiModel {
  return buildModel(parseSource('spec.yaml', dedent(yaml)))!;
}

const SPEC = modelOf(`
  openapi: 3.0.3
  info: { title: t, version: '1' }
  paths:
    /books:
      get:
        operationId: listBooks
        responses:
          '200':
            description: ok
            headers:
              X-RateLimit-Limit: { required: true, schema: { type: integer } }
              X-Request-Id: { required: true, schema: { type: string, format: uuid } }
              X-Flags: { schema: { type: array, items: { type: integer } } }
              Content-Type: { required: true, schema: { type: string } }
            content:
              application/json:
                schema: { $ref: '#/components/schemas/BookList' }
          '404':
            $ref: '#/components/responses/Problem'
          5XX:
            $ref: '#/components/responses/Problem'
      head:
        operationId: headBooks
        responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }
    /books/{id}:
      delete:
        operationId: deleteBook
        parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
        responses:
          '200': { description: deleted, without a body }
          '204': { description: deleted }
          default: { $ref: '#/components/responses/Problem' }
    /books/feed:
      get:
        operationId: watchBooks
        responses:
          '200':
            description: one book per line, or a watch stream
            content:
              application/x-ndjson: { schema: { $ref: '#/components/schemas/Book' } }
              application/json;stream=watch: { schema: { $ref: '#/components/schemas/Book' } }
              application/stream+json: { schema: { $ref: '#/components/schemas/Book' } }
              application/x-json: { schema: { $ref: '#/components/schemas/Book' } }
    /files:
      get:
        operationId: getFile
        responses: { '200': { description: ok, content: { 'image/*': {}, 'text/plain': { schema: { type: string } } } } }
  components:
    responses:
      Problem:
        description: problem
        content:
          application/problem+json:
            schema:
              type: object
              required: [title, status]
              properties: { title: { type: string }, status: { type: integer } }
    schemas:
      BookList:
        type: object
        required: [data, pagination]
        properties:
          data: { type: array, items: { $ref: '#/components/schemas/Book' } }
          pagination:
            type: object
            required: [page, limit, total]
            properties: { page: { type: integer }, limit: { type: integer }, total: { type: integer } }
      Book:
        type: object
        required: [id, title]
        properties:
          id: { type: integer }
          title: { type: string }
          subtitle: { type: string, nullable: true }
`);

function op(model: ApiModel, id: string): Operation {
  return model.operations.find((o) => o.operationId === id)!;
}

const GOOD_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-ratelimit-limit': '60',
  'x-request-id': '123e4567-e89b-12d3-a456-426614174000',
};
const GOOD_BODY = { data: [{ id: 1, title: 'Dune', subtitle: null }], pagination: { page: 1, limit: 10, total: 1 } };

function check(id: string, res: Partial<ConformanceInput> & { status: number }, model = SPEC, max?: number) {
  const input: ConformanceInput = { headers: {}, ...res };
  return checkConformance(op(model, id), input, model.deref, { max }).map((f) => [f.kind, f.pointer, f.message]);
}

describe('conformance of a response to its operation', () => {
  it('finds nothing wrong with a conforming response', () => {
    assert.deepEqual(check('listBooks', { status: 200, headers: GOOD_HEADERS, json: GOOD_BODY, bytes: 80 }), []);
  });

  it('flags a status the operation does not document', () => {
    assert.deepEqual(check('listBooks', { status: 418, headers: GOOD_HEADERS, json: {}, bytes: 2 }), [
      ['status', '', 'the status 418 is not documented for GET /books (documented: 200, 404, 5XX)'],
    ]);
  });

  it('matches a status to its NXX range and to default', () => {
    assert.equal(documentedResponse(op(SPEC, 'listBooks'), 503)?.status, '5XX');
    assert.equal(documentedResponse(op(SPEC, 'deleteBook'), 409)?.status, 'default');
    assert.deepEqual(
      check('listBooks', {
        status: 503,
        headers: { 'content-type': 'application/problem+json' },
        json: { title: 'down' },
        bytes: 16,
      }),
      [['body', '', 'the required property "status" is missing']],
    );
  });

  it('flags missing required headers, whatever the case of their names, and header values that break their schema', () => {
    const got = check('listBooks', {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-RATELIMIT-LIMIT': 'ten', 'x-flags': '1, 2, x' },
      json: GOOD_BODY,
      bytes: 80,
    });
    assert.deepEqual(got, [
      ['header', '', 'the header "X-RateLimit-Limit": expected an integer, got the string "ten"'],
      ['header', '', 'the required header "X-Request-Id" is missing'],
      ['header', '', 'the header "X-Flags": expected an integer, got the string "x"'],
    ]);
  });

  it('points into the body where it breaks the schema', () => {
    const body = {
      data: [
        { id: 1, title: 'a' },
        { id: 2, title: 'b' },
        { id: 3, title: 'c' },
        { id: '7', title: 'd' },
        { title: 5 },
      ],
      pagination: { page: 1, limit: 10 },
    };
    const findings = checkConformance(
      op(SPEC, 'listBooks'),
      { status: 200, headers: GOOD_HEADERS, json: body, bytes: 200 },
      SPEC.deref,
    );
    assert.deepEqual(
      findings.map((f) => [f.pointer, f.message, f.specPointer]),
      [
        [
          '/data/3/id',
          'expected an integer, got the string "7"',
          '/paths/~1books/get/responses/200/content/application~1json/schema',
        ],
        [
          '/data/4',
          'the required property "id" is missing',
          '/paths/~1books/get/responses/200/content/application~1json/schema',
        ],
        [
          '/data/4/title',
          'expected a string, got the number 5',
          '/paths/~1books/get/responses/200/content/application~1json/schema',
        ],
        [
          '/pagination',
          'the required property "total" is missing',
          '/paths/~1books/get/responses/200/content/application~1json/schema',
        ],
      ],
    );
  });

  it('flags a content type the response does not document', () => {
    assert.deepEqual(check('listBooks', { status: 404, headers: { 'content-type': 'text/html' }, bytes: 20 }), [
      [
        'content-type',
        '',
        'the content type text/html is not documented for 404 (documented: application/problem+json)',
      ],
    ]);
  });

  it('matches a wildcard media type and checks nothing it cannot parse', () => {
    assert.deepEqual(check('getFile', { status: 200, headers: { 'content-type': 'image/png' }, bytes: 2048 }), []);
    assert.deepEqual(check('getFile', { status: 200, headers: { 'content-type': 'text/plain' }, bytes: 5 }), []);
  });

  it('flags a JSON content type whose body does not parse', () => {
    assert.deepEqual(
      check('listBooks', { status: 404, headers: { 'content-type': 'application/problem+json' }, bytes: 9 }),
      [['body', '', 'the body is not valid JSON, though its content type is application/problem+json']],
    );
  });

  it('checks a body in any JSON document type (x-json too), and reads no JSON stream as one document', () => {
    for (const type of ['application/x-ndjson', 'application/json; stream=watch', 'application/stream+json'])
      assert.deepEqual(check('watchBooks', { status: 200, headers: { 'content-type': type }, bytes: 40 }), [], type);
    assert.deepEqual(
      check('watchBooks', {
        status: 200,
        headers: { 'content-type': 'application/x-json' },
        json: { id: 1 },
        bytes: 8,
      }),
      [['body', '', 'the required property "title" is missing']],
    );
  });

  it('flags a missing body, a body where none is documented, and a body without a content type', () => {
    assert.deepEqual(check('listBooks', { status: 200, headers: GOOD_HEADERS, bytes: 0 }), [
      ['body', '', 'the response has no body, but the spec documents application/json for 200'],
    ]);
    assert.deepEqual(
      check('deleteBook', {
        status: 200,
        headers: { 'content-type': 'application/json' },
        json: { ok: true },
        bytes: 11,
      }),
      [['body', '', 'the response has a body (application/json), but the spec documents none for 200']],
    );
    assert.deepEqual(check('listBooks', { status: 404, json: { title: 'x', status: 404 }, bytes: 27 }), [
      [
        'content-type',
        '',
        'the response has a body but no Content-Type header; the spec documents application/problem+json for 404',
      ],
    ]);
  });

  it('names the documented range when the status falls under one', () => {
    assert.deepEqual(check('deleteBook', { status: 409, bytes: 0 }), [
      [
        'body',
        '',
        'the response has no body, but the spec documents application/problem+json for 409 (documented as default)',
      ],
    ]);
  });

  it('checks no body for HEAD, 204, or a body cut at the size cap', () => {
    assert.deepEqual(
      check('headBooks', { status: 200, method: 'HEAD', headers: { 'content-type': 'application/json' }, bytes: 0 }),
      [],
    );
    assert.deepEqual(check('deleteBook', { status: 204, bytes: 0 }), []);
    assert.deepEqual(
      check('listBooks', { status: 200, headers: GOOD_HEADERS, bytes: 50_000_000, truncated: true }),
      [],
    );
  });

  it('caps the findings and says more were left out', () => {
    const body = {
      data: Array.from({ length: 100 }, (_, i) => ({ id: String(i), title: 't' })),
      pagination: { page: 1, limit: 100, total: 100 },
    };
    const got = check(
      'listBooks',
      {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-ratelimit-limit': '1' },
        json: body,
        bytes: 5000,
      },
      SPEC,
      10,
    );
    assert.equal(got.length, 11);
    assert.deepEqual(got[0], ['header', '', 'the required header "X-Request-Id" is missing']);
    assert.deepEqual(got[9], ['body', '/data/8/id', 'expected an integer, got the string "8"']);
    assert.deepEqual(got[10], ['body', '', 'more problems were found in the body; only the first 9 are listed']);
  });

  it('checks a 2.0 response: produces, schema, x-nullable and header types', () => {
    const model = modelOf(`
      swagger: '2.0'
      info: { title: t, version: '1' }
      produces: [application/json]
      paths:
        /books/{id}:
          get:
            operationId: getBook
            parameters: [{ name: id, in: path, required: true, type: integer }]
            responses:
              '200':
                description: ok
                headers: { X-RateLimit-Remaining: { type: integer } }
                schema:
                  type: object
                  required: [id]
                  properties: { id: { type: integer }, isbn: { type: string, x-nullable: true }, tags: { type: array, items: { type: string } } }
    `);
    assert.deepEqual(
      check(
        'getBook',
        {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '5' },
          json: { id: 1, isbn: null },
          bytes: 20,
        },
        model,
      ),
      [],
    );
    const findings = checkConformance(
      op(model, 'getBook'),
      {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': 'many' },
        json: { id: 1, tags: [1] },
        bytes: 20,
      },
      model.deref,
    );
    assert.deepEqual(
      findings.map((f) => [f.pointer, f.message, f.specPointer]),
      [
        [
          '',
          'the header "X-RateLimit-Remaining": expected an integer, got the string "many"',
          '/paths/~1books~1{id}/get/responses/200/headers/X-RateLimit-Remaining',
        ],
        ['/tags/0', 'expected a string, got the number 1', '/paths/~1books~1{id}/get/responses/200/schema'],
      ],
    );
  });
});
