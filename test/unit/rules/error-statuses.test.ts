import * as assert from 'node:assert/strict';
import { lint } from '../../../src/core/lint';
import { parseConfig } from '../../../src/core/config/parse';
import { brief, dedent, lintText } from '../helpers/lint';

const BAD = 'bad-request-response';
const NOT_FOUND = 'not-found-response';
const SERVER = 'server-error-response';
const EXPLICIT = 'explicit-error-statuses';

describe('rules bad-request-response, not-found-response, server-error-response (formerly error-responses)', () => {
  it('flags a missing 400, 404 and 500 on a member operation with a body that deviates from the API, each under its own id', () => {
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
          patch:
            requestBody:
              content: { application/json: { schema: { type: object } } }
            responses: { '200': { description: ok }, '400': { description: bad }, '404': { description: no }, '500': { description: e } }
    `;
    const found = lintText(spec, [BAD, NOT_FOUND, SERVER]);
    assert.deepEqual(
      found.map((f) => brief(f, spec)).sort((a, b) => (a.rule < b.rule ? -1 : 1)),
      [
        { rule: BAD, range: '9:6-9:15', text: 'responses' },
        { rule: NOT_FOUND, range: '9:6-9:15', text: 'responses' },
        { rule: SERVER, range: '9:6-9:15', text: 'responses' },
      ],
    );
    const by = (rule: string) => found.find((f) => f.rule === rule)!.message;
    assert.match(
      by(BAD),
      /^PUT \/v1\/books\/\{bookId\} takes a request body but documents no 400 response; add a 400 response/,
    );
    assert.match(by(NOT_FOUND), /addresses a member that may not exist but documents no 404 response/);
    assert.match(by(SERVER), /documents no 500 and no `default` response; add a 500 response \(or `default`\)/);
    assert.ok(found.every((f) => f.pointer === '/paths/~1v1~1books~1{bookId}/put/responses'));
  });

  it('asks for no 400 when path parameters and headers are the only input', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books/{bookId}:
          get:
            parameters:
              - { name: bookId, in: path, required: true, schema: { type: string } }
              - { name: X-Trace, in: header, schema: { type: string } }
            responses: { '200': { description: ok }, '404': { description: no }, '500': { description: e } }
    `;
    assert.deepEqual(lintText(spec, [BAD, NOT_FOUND, SERVER]), []);
  });

  it('asks for 400 when there are query parameters, and names them', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            parameters:
              - { name: author, in: query, schema: { type: string } }
            responses: { '200': { description: ok }, '500': { description: e } }
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses: { '201': { description: ok }, '400': { description: bad } }
    `;
    const found = lintText(spec, BAD);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: BAD, range: '7:6-7:15', text: 'responses' }],
    );
    assert.match(found[0].message, /GET \/v1\/books takes query parameters but documents no 400/);
  });

  it('accepts `default`, 4XX and 5XX as documenting 400, 404 and 500', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /v1/books/{bookId}:
          put:
            parameters:
              - { name: bookId, in: path, required: true, schema: { type: string } }
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '200': { description: ok }
              default: { description: error }
          delete:
            parameters:
              - { name: bookId, in: path, required: true, schema: { type: string } }
              - { name: force, in: query, schema: { type: boolean } }
            responses:
              '204': { description: gone }
              4XX: { description: client error }
              5XX: { description: server error }
    `;
    assert.deepEqual(lintText(spec, [BAD, NOT_FOUND, SERVER]), []);
  });

  it('reads the 2.0 forms: in: body and formData; points at the method when responses are missing', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          post:
            parameters:
              - { name: body, in: body, schema: { type: object } }
          put:
            consumes: [application/x-www-form-urlencoded]
            parameters:
              - { name: title, in: formData, type: string }
            responses:
              200: { description: ok }
              500: { description: error }
    `;
    const found = lintText(spec, [BAD, SERVER]);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: BAD, range: '2:0-2:5', text: 'paths' },
        { rule: SERVER, range: '4:4-4:8', text: 'post' },
      ],
    );
    assert.equal(found[1].pointer, '/paths/~1v1~1books/post');
    assert.match(found[0].message, /^400 is documented on 0 of 2 operations that take input/);
    assert.deepEqual(
      found[0].related?.map((r) => [r.pointer, brief({ ...found[0], ...r }, spec).text]),
      [
        ['/paths/~1v1~1books/post', 'post'],
        ['/paths/~1v1~1books/put/responses', 'responses'],
      ],
    );
  });

  it('asks for 404 on member paths and below them, not on top-level collections or singletons', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/me:
          get:
            responses: { '200': { description: ok }, '500': { description: e } }
        /v1/authors:
          get:
            responses: { '200': { description: ok }, '500': { description: e } }
        /v1/authors/{authorId}/books:
          get:
            parameters:
              - { name: authorId, in: path, required: true, schema: { type: string } }
            responses: { '200': { description: ok }, '500': { description: e } }
        /v1/authors/{authorId}:
          get:
            parameters:
              - { name: authorId, in: path, required: true, schema: { type: string } }
            responses: { '200': { description: ok }, '500': { description: e } }
    `;
    const found = lintText(spec, NOT_FOUND);
    assert.deepEqual(
      found.map((f) => [f.pointer, f.related?.map((r) => r.pointer)]),
      [
        [
          '/paths',
          ['/paths/~1v1~1authors~1{authorId}~1books/get/responses', '/paths/~1v1~1authors~1{authorId}/get/responses'],
        ],
      ],
    );
    assert.match(found[0].message, /^404 is documented on 0 of 2 operations that address a member/);
    const norm = spec.replace(
      'authorId}:\n          get:',
      "authorId}:\n          delete:\n            responses: { '204': { description: ok }, '404': { description: no } }\n          put:\n            responses: { '200': { description: ok }, '404': { description: no } }\n          get:",
    );
    assert.deepEqual(
      lintText(norm, NOT_FOUND).map((f) => f.pointer),
      ['/paths/~1v1~1authors~1{authorId}~1books/get/responses', '/paths/~1v1~1authors~1{authorId}/get/responses'],
    );
  });

  it('accepts `error-responses` in configuration and disable comments as a name for the three', () => {
    const config = parseConfig(
      '.rest-conventions.yaml',
      'rules:\n  error-responses: off\n  server-error-response: error\n',
    );
    assert.deepEqual(config.problems, []);
    assert.deepEqual(config.config.rules, {
      'bad-request-response': { severity: 'off' },
      'not-found-response': { severity: 'off' },
      'server-error-response': { severity: 'error' },
    });
    const spec = dedent(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      # rest-conventions-disable-next-line error-responses
      paths:
        /v1/books/{bookId}:
          put:
            parameters:
              - { name: bookId, in: path, required: true, schema: { type: string } }
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '200': { description: ok }
    `);
    const only = [BAD, NOT_FOUND, SERVER];
    assert.deepEqual(lint({ uri: 'spec.yaml', text: spec, only }).findings, []);
    const without = spec.replace('# rest-conventions-disable-next-line error-responses', '# nothing');
    assert.equal(lint({ uri: 'spec.yaml', text: without, only }).findings.length, 3);
  });
});

describe('rule explicit-error-statuses', () => {
  it('reports once, on the paths key, when client errors are documented only through default', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books/{bookId}:
          get:
            parameters:
              - { name: bookId, in: path, required: true, schema: { type: string } }
            responses:
              '200': { description: ok }
              default: { description: error }
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              default: { description: error }
    `;
    const found = lintText(spec, EXPLICIT);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: EXPLICIT, range: '2:0-2:5', text: 'paths' }],
    );
    assert.equal(found[0].pointer, '/paths');
    assert.equal(found[0].severity, 'info');
    assert.match(found[0].message, /only through `default` \(on 2 of 2 operations\)/);
  });

  it('is silent when any operation documents a client error explicitly or by 4XX, or nothing uses default', () => {
    const base = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books/{bookId}:
          get:
            responses:
              '200': { description: ok }
              default: { description: error }
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              STATUS: { description: error }
    `;
    assert.deepEqual(lintText(base.replace('STATUS', "'404'"), EXPLICIT), []);
    assert.deepEqual(lintText(base.replace('STATUS', '4XX'), EXPLICIT), []);
    assert.deepEqual(lintText(base.replace(/default/g, "'500'").replace('STATUS', "'503'"), EXPLICIT), []);
  });
});
