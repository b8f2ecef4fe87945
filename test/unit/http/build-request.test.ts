import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import type { ApiModel } from '../../../src/core/openapi/model';
import { buildRequest, findOperation, type BuildOptions } from '../../../src/core/http/build-request';
import { sampleFromSchema, sampleSchema, schemaType } from '../../../src/core/http/example-body';
import { RequestBuildError } from '../../../src/core/http/servers';
import { dedent } from '../helpers/lint';

function model(yaml: string, uri = 'spec.yaml'): ApiModel {
  const m = buildModel(parseSource(uri, dedent(yaml)));
  assert.ok(m, 'the fixture is OpenAPI');
  return m;
}

function build(m: ApiModel, ref: string, opts: BuildOptions = {}) {
  const op = findOperation(m, ref);
  assert.ok(op, `operation ${ref}`);
  const r = buildRequest(m, op, opts);
  return { ...r, text: r.body ? new TextDecoder().decode(r.body) : undefined };
}

function buildError(m: ApiModel, ref: string, opts: BuildOptions = {}): RequestBuildError {
  try {
    build(m, ref, opts);
  } catch (err) {
    assert.ok(err instanceof RequestBuildError);
    return err;
  }
  assert.fail('expected a RequestBuildError');
}

const BOOKS = `
  openapi: 3.1.0
  info: {title: t, version: '1'}
  servers:
    - url: https://{region}.example.com/{base}
      variables:
        region: {default: eu, enum: [eu, us]}
        base: {default: v1}
  paths:
    /books/{bookId}/pages/{page}:
      parameters:
        - {name: bookId, in: path, required: true, schema: {type: string}}
      get:
        operationId: getPage
        parameters:
          - {name: page, in: path, required: true, schema: {type: integer}}
          - {name: fields, in: query, schema: {type: array, items: {type: string}}, explode: false}
          - {name: filter, in: query, style: deepObject, schema: {type: object}}
          - {name: X-Request-Id, in: header, required: true, schema: {type: string}}
          - {name: Accept, in: header, schema: {type: string}}
          - {name: session, in: cookie, schema: {type: string}}
          - {name: api-version, in: query, required: true, schema: {type: string, enum: ['2024-01-01']}}
        responses:
          '200':
            description: ok
            content:
              application/json: {schema: {type: object}}
    /books:
      post:
        operationId: createBook
        requestBody:
          required: true
          content:
            application/xml: {schema: {$ref: '#/components/schemas/Book'}}
            application/json:
              schema: {$ref: '#/components/schemas/Book'}
        responses:
          '201': {description: created}
      put:
        operationId: replaceBooks
        requestBody:
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Book'}
              examples:
                first: {$ref: '#/components/examples/Dune'}
        responses:
          '200': {description: ok}
    /forms:
      post:
        operationId: postForm
        servers: [{url: 'http://forms.example.com'}]
        requestBody:
          content:
            application/x-www-form-urlencoded:
              schema:
                type: object
                required: [name, tags]
                properties:
                  name: {type: string, example: 'a b&c'}
                  tags: {type: array, items: {type: string, enum: [x, y]}}
        responses:
          '204': {description: done}
  components:
    examples:
      Dune: {value: {title: Dune, year: 1965}}
    schemas:
      Book:
        type: object
        required: [title, author, status, published, isbn, id, rating]
        properties:
          id: {type: string, format: uuid, readOnly: true}
          title: {type: string, minLength: 12}
          author: {$ref: '#/components/schemas/Author'}
          status: {type: string, enum: [draft, published]}
          published: {type: string, format: date}
          isbn: {type: [string, 'null'], maxLength: 4}
          rating: {type: integer, minimum: 1, maximum: 5}
          notes: {type: string}
      Author:
        allOf:
          - type: object
            required: [name]
            properties: {name: {type: string}}
          - required: [email]
            properties:
              email: {type: string, format: email}
              mentor: {$ref: '#/components/schemas/Author'}
`;

describe('http/build-request', () => {
  it('finds operations by operationId and by METHOD /path', () => {
    const m = model(BOOKS);
    assert.equal(findOperation(m, 'createBook')?.method, 'post');
    assert.equal(findOperation(m, 'put /books')?.operationId, 'replaceBooks');
    assert.equal(findOperation(m, 'GET /books/{bookId}/pages/{page}')?.operationId, 'getPage');
    assert.equal(findOperation(m, 'nothing'), undefined);
  });

  it('fills path, query, header and cookie parameters with their styles, and server variables', () => {
    const r = build(model(BOOKS), 'getPage', {
      params: {
        bookId: 'a/b c',
        page: '3',
        fields: 'title,author',
        filter: 'year=1965,lang=en',
        'x-request-id': 'req-1',
        session: 's 1',
        Accept: 'text/html',
      },
    });
    assert.equal(
      r.url,
      'https://eu.example.com/v1/books/a%2Fb%20c/pages/3?fields=title,author&filter%5Byear%5D=1965&filter%5Blang%5D=en&api-version=2024-01-01',
    );
    assert.deepEqual(r.headers, {
      'x-request-id': 'req-1',
      cookie: 'session=s%201',
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    });
    // The codings the runner decodes, unless the caller says otherwise.
    assert.equal(
      build(model(BOOKS), 'getPage', {
        params: { bookId: 'b', page: '1', 'x-request-id': 'r' },
        headers: { 'Accept-Encoding': 'identity' },
      }).headers['accept-encoding'],
      'identity',
    );
    assert.equal(r.method, 'GET');
    assert.equal(r.body, undefined);
    assert.equal(r.bodySource, 'none');
  });

  it('reads a map parameter (only additionalProperties) as an object, as the body sampler does', () => {
    const m = model(`
      openapi: 3.1.0
      info: {title: t, version: '1'}
      servers: [{url: 'https://api.example.com'}]
      paths:
        /books:
          get:
            operationId: listBooks
            parameters:
              - {name: filter, in: query, style: deepObject, schema: {additionalProperties: {type: string}}}
            responses: {'200': {description: ok}}
    `);
    const r = build(m, 'listBooks', { params: { filter: 'year=1965,lang=en' } });
    assert.equal(r.url, 'https://api.example.com/books?filter%5Byear%5D=1965&filter%5Blang%5D=en');
  });

  it("gives one top-level type of a schema to parameters and to the body sampler: a map is an object, ['null'] is null", () => {
    const id = (v: unknown) => v;
    const map = { additionalProperties: { type: 'integer' } };
    assert.equal(schemaType(map, id), 'object');
    assert.deepEqual(sampleSchema({ ...map, minProperties: 1 }, id).value, { key1: 0 });
    assert.equal(schemaType({ type: ['null'] }, id), 'null');
    assert.equal(sampleSchema({ type: ['null'] }, id).value, null);
    assert.equal(schemaType({ type: ['null', 'string'] }, id), 'string');
    assert.equal(schemaType({ items: { type: 'string' } }, id), 'array');
    assert.equal(schemaType({ description: 'anything' }, id), undefined);
  });

  it('uses given server variables and an override', () => {
    const m = model(BOOKS);
    const params = { bookId: '1', page: 1, 'X-Request-Id': 'r' };
    assert.match(
      build(m, 'getPage', { params, variables: { region: 'us' } }).url,
      /^https:\/\/us\.example\.com\/v1\/books\/1\/pages\/1\?/,
    );
    assert.match(
      build(m, 'getPage', { params, override: 'http://127.0.0.1:4010/v1/' }).url,
      /^http:\/\/127\.0\.0\.1:4010\/v1\/books\/1\/pages\/1\?/,
    );
    assert.equal(build(m, 'postForm').url, 'http://forms.example.com/forms');
  });

  it('names every missing required parameter', () => {
    const err = buildError(model(BOOKS), 'getPage', { params: { page: 2 } });
    assert.equal(err.message, 'Missing required parameters: bookId (path), X-Request-Id (header).');
    assert.deepEqual(err.missing, [
      { name: 'bookId', in: 'path' },
      { name: 'X-Request-Id', in: 'header' },
    ]);
  });

  it('generates a JSON body from the schema: required fields, enums, formats, allOf merged, readOnly left out, cycles cut', () => {
    const r = build(model(BOOKS), 'createBook');
    assert.equal(r.headers['content-type'], 'application/json');
    assert.equal(r.bodySource, 'schema');
    assert.deepEqual(JSON.parse(r.text!), {
      title: 'stringxxxxxx',
      author: { name: 'string', email: 'user@example.com' },
      status: 'draft',
      published: '2024-01-01',
      isbn: 'stri',
      rating: 1,
    });
  });

  it('prefers a declared example, and lets the caller give the body', () => {
    const m = model(BOOKS);
    const r = build(m, 'replaceBooks');
    assert.equal(r.bodySource, 'example');
    assert.deepEqual(JSON.parse(r.text!), { title: 'Dune', year: 1965 });
    const given = build(m, 'replaceBooks', { body: '{"title":"Emma"}' });
    assert.equal(given.text, '{"title":"Emma"}');
    assert.equal(given.headers['content-type'], 'application/json');
    assert.equal(given.bodySource, 'user');
  });

  it('encodes a form body', () => {
    const r = build(model(BOOKS), 'postForm');
    assert.equal(r.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(r.text, 'name=a+b%26c&tags=x');
  });

  it('reads 2.0 host, basePath, schemes, collectionFormat and formData', () => {
    const m = model(`
      swagger: '2.0'
      info: {title: t, version: '1'}
      host: api.example.com
      basePath: /v2
      schemes: [https, http]
      paths:
        /pets:
          post:
            operationId: addPet
            consumes: [application/x-www-form-urlencoded]
            parameters:
              - {name: tags, in: query, type: array, items: {type: string}, collectionFormat: pipes, required: true}
              - {name: name, in: formData, type: string, required: true}
              - {name: age, in: formData, type: integer, minimum: 1}
            responses:
              '200': {description: ok, schema: {type: object}}
    `);
    const r = build(m, 'addPet', { params: { tags: ['a', 'b'] } });
    assert.equal(r.url, 'https://api.example.com/v2/pets?tags=a%7Cb');
    assert.equal(r.text, 'name=string');
    assert.equal(r.headers.accept, 'application/json');
  });

  it('refuses a relative server URL unless the spec came from an http URL', () => {
    const m = model(`
      openapi: 3.0.3
      info: {title: t, version: '1'}
      servers: [{url: /api}]
      paths:
        /ping: {get: {operationId: ping, responses: {'204': {description: ok}}}}
    `);
    assert.equal(
      buildError(m, 'ping').message,
      `The spec's server URL "/api" is relative; give an absolute base URL (--server).`,
    );
    assert.equal(
      build(m, 'ping', { specUri: 'https://docs.example.com/specs/openapi.yaml' }).url,
      'https://docs.example.com/api/ping',
    );
    assert.equal(
      buildError(m, 'ping', { override: 'localhost:3000' }).message,
      'The server "localhost:3000" is not an absolute http(s) URL.',
    );
  });

  it('calls a file: server URL what it is, not relative (issue 15)', () => {
    const m = model(`
      openapi: 3.0.3
      info: {title: t, version: '1'}
      servers: [{url: 'file:///etc'}]
      paths:
        /passwd: {get: {operationId: ping, responses: {'204': {description: ok}}}}
    `);
    assert.equal(
      buildError(m, 'ping').message,
      `The spec's server URL "file:///etc" is a file: URL, which requests cannot be sent to; give an http(s) base URL (--server).`,
    );
  });
});

describe('http/example-body: sampleFromSchema', () => {
  const deref = (v: unknown) => v;

  it('takes the first oneOf/anyOf branch and merges it with the base', () => {
    assert.deepEqual(
      sampleFromSchema(
        {
          type: 'object',
          required: ['kind'],
          properties: { kind: { const: 'cat' } },
          oneOf: [
            { required: ['lives'], properties: { lives: { type: 'integer', minimum: 1 } } },
            { required: ['bark'] },
          ],
        },
        deref,
      ),
      { kind: 'cat', lives: 1 },
    );
    assert.equal(
      sampleFromSchema({ anyOf: [{ type: 'null' }, { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 }] }, deref),
      0.5,
    );
  });

  it('bounds a self-referencing schema', () => {
    const node: Record<string, unknown> = { type: 'object', required: ['name', 'children', 'parent'], properties: {} };
    node.properties = { name: { type: 'string' }, children: { type: 'array', items: node }, parent: node };
    assert.deepEqual(sampleFromSchema(node, deref), { name: 'string', children: [], parent: {} });
  });

  it('honours array bounds, formats and the response direction', () => {
    assert.deepEqual(
      sampleFromSchema({ type: 'array', minItems: 2, items: { type: 'string', format: 'date-time' } }, deref),
      ['2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z'],
    );
    assert.deepEqual(sampleFromSchema({ type: 'array', maxItems: 0 }, deref), []);
    const s = {
      type: 'object',
      properties: { id: { type: 'integer', readOnly: true }, secret: { type: 'string', writeOnly: true } },
    };
    assert.deepEqual(sampleFromSchema(s, deref, 'request'), { secret: 'string' });
    assert.deepEqual(sampleFromSchema(s, deref, 'response'), { id: 0 });
  });
});
