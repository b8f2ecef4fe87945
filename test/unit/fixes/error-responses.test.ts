import * as assert from 'node:assert/strict';
import { computeFixes } from '../../../src/core/fixes/index';
import { lint } from '../../../src/core/lint';
import { dedent } from '../helpers/lint';
import { apply, fixAndCheck, fixesOf } from './helpers';

/** The components every new shared error response points at, as the fixes write them (2-space block YAML). */
const ERROR_SCHEMA = `  schemas:
    Error:
      type: object
      required: [code, message]
      properties:
        code:
          type: string
          description: A machine-readable error code.
        message:
          type: string
          description: What went wrong, for people.
`;

describe('quick fixes: error responses', () => {
  it('adds $refs to shared responses, reusing components that answer a status and creating the rest', () => {
    const first = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      servers:
        - url: https://api.example.com/v1
      security:
        - bearerAuth: []
      paths:
        /v1/things/{thingId}:
          get:
            parameters:
              - name: thingId
                in: path
                required: true
                schema: { type: string }
              - name: fields
                in: query
                schema: { type: string }
            responses:
              '200':   # the thing
                description: ok
                content:
                  application/json:
                    schema: { type: object }
              '401':
                $ref: '#/components/responses/Unauthorized'
              '403':
                $ref: '#/components/responses/Forbidden'
      # shared parts
      components:
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }
        responses:
          Unauthorized: { description: no }
          Forbidden: { description: no }
          ServerError: { description: broken }
      `,
      'not-found-response',
      /404/,
    );
    const out = fixAndCheck(
      fixAndCheck(first, 'server-error-response', /500/, { raw: true }),
      'bad-request-response',
      /400/,
      { raw: true },
    );
    assert.equal(
      out,
      dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      servers:
        - url: https://api.example.com/v1
      security:
        - bearerAuth: []
      paths:
        /v1/things/{thingId}:
          get:
            parameters:
              - name: thingId
                in: path
                required: true
                schema: { type: string }
              - name: fields
                in: query
                schema: { type: string }
            responses:
              '200':   # the thing
                description: ok
                content:
                  application/json:
                    schema: { type: object }
              '400':
                $ref: '#/components/responses/BadRequest'
              '401':
                $ref: '#/components/responses/Unauthorized'
              '403':
                $ref: '#/components/responses/Forbidden'
              '404':
                $ref: '#/components/responses/NotFound'
              '500':
                $ref: '#/components/responses/ServerError'
      # shared parts
      components:
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }
        responses:
          Unauthorized: { description: no }
          Forbidden: { description: no }
          ServerError: { description: broken }
          NotFound:
            description: The resource does not exist.
            content:
              application/json:
                schema:
                  $ref: '#/components/schemas/Error'
          BadRequest:
            description: The request is malformed or its input is invalid.
            content:
              application/json:
                schema:
                  $ref: '#/components/schemas/Error'
      `) + ERROR_SCHEMA,
    );
  });

  it('writes into a flow mapping in flow style and turns an empty `components: {}` into a block', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      servers: [{ url: 'https://api.example.com/v1' }]
      paths:
        /v1/things:
          get:
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } }
      components: {} # nothing yet
      `,
      'server-error-response',
      /500/,
    );
    assert.equal(
      out,
      dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      servers: [{ url: 'https://api.example.com/v1' }]
      paths:
        /v1/things:
          get:
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } }, '500': { $ref: '#/components/responses/InternalError' } }
      components: # nothing yet
        responses:
          InternalError:
            description: An unexpected failure on the server.
            content:
              application/json:
                schema:
                  $ref: '#/components/schemas/Error'
      `) + ERROR_SCHEMA,
    );
  });

  it('keeps CRLF, 4-space indents, double quotes and wide sequence items', () => {
    const text = [
      'openapi: 3.0.3',
      'info:',
      '    title: T',
      '    version: "1"',
      'servers:',
      '    -   url: https://api.example.com/v1',
      'paths:',
      '    /v1/things:',
      '        get:',
      '            responses:',
      '                "200":',
      '                    description: ok',
      '                    content:',
      '                        application/json:',
      '                            schema:',
      '                                type: array',
      '',
    ].join('\r\n');
    const out = fixAndCheck(text, 'list-pagination-params', /limit/, { raw: true });
    assert.ok(!/[^\r]\n/.test(out), 'only CRLF line breaks');
    const lines = out.split('\r\n');
    // parameters go before responses (the OpenAPI order), the new 400 after the 200.
    assert.deepEqual(lines.slice(lines.indexOf('        get:'), lines.indexOf('components:')), [
      '        get:',
      '            parameters:',
      '                -   name: limit',
      '                    in: query',
      '                    description: Page size.',
      '                    schema:',
      '                        type: integer',
      '                        minimum: 1',
      '                        maximum: 100',
      '                        default: 20',
      '                -   name: page',
      '                    in: query',
      '                    description: Page number, from 1.',
      '                    schema:',
      '                        type: integer',
      '                        minimum: 1',
      '                        default: 1',
      '            responses:',
      '                "200":',
      '                    description: ok',
      '                    content:',
      '                        application/json:',
      '                            schema:',
      '                                type: array',
      '                "400":',
      '                    $ref: "#/components/responses/BadRequest"',
    ]);
    assert.ok(
      out.includes(
        '\r\ncomponents:\r\n    responses:\r\n        BadRequest:\r\n            description: The request is malformed or its input is invalid.\r\n',
      ),
    );
  });

  it('edits JSON with its indentation and commas', () => {
    const out = fixAndCheck(
      `{
  "openapi": "3.1.0",
  "info": { "title": "T", "version": "1" },
  "servers": [{ "url": "https://api.example.com/v1" }],
  "paths": {
    "/v1/things": {
      "get": {
        "responses": {
          "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array" } } } }
        }
      }
    }
  },
  "components": {}
}`,
      'server-error-response',
      /500/,
      { uri: 'spec.json', raw: true },
    );
    assert.equal(
      out,
      `{
  "openapi": "3.1.0",
  "info": { "title": "T", "version": "1" },
  "servers": [{ "url": "https://api.example.com/v1" }],
  "paths": {
    "/v1/things": {
      "get": {
        "responses": {
          "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array" } } } },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    }
  },
  "components": {
    "responses": {
      "InternalError": {
        "description": "An unexpected failure on the server.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      }
    },
    "schemas": {
      "Error": {
        "type": "object",
        "required": [
          "code",
          "message"
        ],
        "properties": {
          "code": {
            "type": "string",
            "description": "A machine-readable error code."
          },
          "message": {
            "type": "string",
            "description": "What went wrong, for people."
          }
        }
      }
    }
  }
}`,
    );
  });

  it('uses root responses and definitions in OpenAPI 2.0, with the rate-limit headers on a new 429', () => {
    const out = fixAndCheck(
      `
      swagger: '2.0'
      info: { title: T, version: '1' }
      host: api.example.com
      schemes: [https]
      basePath: /v1
      paths:
        /v1/things:
          get:
            responses:
              '200': { description: ok, schema: { type: array, items: { type: object } } }
              '500': { description: broken }
          post:
            parameters:
              - { name: thing, in: body, required: true, schema: { type: object } }
            responses:
              '201': { description: made }
              '400': { description: bad }
              '429': { description: slow }
              '500': { description: broken }
      `,
      'rate-limit-responses',
      /429/,
      { allowNew: [] },
    );
    assert.ok(
      out.includes(
        `              '429':\n                $ref: '#/responses/TooManyRequests'\n              '500': { description: broken }\n`.replace(
          /^ {6}/gm,
          '',
        ),
      ),
    );
    assert.ok(
      out.endsWith(
        dedent(`
        responses:
          TooManyRequests:
            description: The rate limit is exceeded; retry after the window resets.
            headers:
              X-RateLimit-Limit:
                description: Requests allowed in the current window.
                type: integer
              X-RateLimit-Remaining:
                description: Requests left in the current window.
                type: integer
              X-RateLimit-Reset:
                description: When the current window resets.
                type: integer
            schema:
              $ref: '#/definitions/Error'
        definitions:
          Error:
        `).trimEnd() +
          '\n    type: object\n    required: [code, message]\n    properties:\n      code:\n        type: string\n        description: A machine-readable error code.\n      message:\n        type: string\n        description: What went wrong, for people.\n',
      ),
      out,
    );
  });

  it("offers every missing error status at once next to the rule's own", () => {
    const spec = dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      servers: [{ url: 'https://api.example.com/v1' }]
      security: [{ key: [] }]
      paths:
        /v1/things:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
              '429': { $ref: '#/components/responses/Slow' }
          post:
            responses:
              '201': { description: made }
      components:
        securitySchemes:
          key: { type: http, scheme: bearer }
        responses:
          Slow:
            description: slow
            headers:
              X-RateLimit-Limit: { schema: { type: integer } }
              X-RateLimit-Remaining: { schema: { type: integer } }
              X-RateLimit-Reset: { schema: { type: integer } }
    `);
    const offered = fixesOf(spec, 'auth-error-responses');
    assert.deepEqual(
      offered.map((o) => [o.finding.message.slice(0, 26), o.fix.title]),
      [
        ['401 and 403 are each docum', 'Add shared 401 and 403 responses to the 2 operations listed'],
        ['401 and 403 are each docum', 'Disable auth-error-responses for this line'],
      ],
    );
    const out = fixAndCheck(spec, 'rate-limit-responses', /all missing/, { raw: true });
    assert.ok(
      out.includes(`        '429':\n          $ref: '#/components/responses/Slow'\n`),
      'the 429 reuses the component GET already uses',
    );
  });
});

describe('quick fixes: grouped (API-level) findings', () => {
  it('repairs every operation an API-level finding lists in one edit, with one shared response (3.x)', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /v1/things:
          get:
            responses: { '200': { description: ok } }
          post:
            responses: { '201': { description: made } }
        /v1/others:
          get:
            responses: { '200': { description: ok } }
    `;
    const offered = fixesOf(dedent(spec), 'server-error-response').filter((o) => !o.fix.title.startsWith('Disable'));
    assert.deepEqual(
      offered.map((o) => [o.finding.pointer, o.fix.title, o.fix.isPreferred, o.fix.fixAllSafe]),
      [['/paths', 'Add a shared 500 response to the 3 operations listed', true, true]],
    );
    const out = fixAndCheck(spec, 'server-error-response', /shared 500/);
    assert.equal(out.match(/\$ref: '#\/components\/responses\/InternalError'/g)?.length, 3);
    assert.equal(out.match(/^ {4}InternalError:$/gm)?.length, 1);
    assert.deepEqual(lint({ uri: 'spec.yaml', text: out, only: ['server-error-response'] }).findings, []);
  });

  it('writes the 2.0 equivalent: a root `responses` entry referenced from each operation', () => {
    const spec = `
      swagger: '2.0'
      info: { title: T, version: '1' }
      paths:
        /v1/things/{id}:
          get:
            parameters: [{ name: id, in: path, required: true, type: string }]
            responses: { 200: { description: ok } }
          delete:
            parameters: [{ name: id, in: path, required: true, type: string }]
            responses: { 204: { description: gone } }
    `;
    const out = fixAndCheck(spec, 'not-found-response', /shared 404/);
    assert.equal(out.match(/\$ref: '#\/responses\/NotFound'/g)?.length, 2);
    assert.match(
      out,
      /^responses:\n {2}NotFound:\n {4}description: The resource does not exist\.\n {4}schema:\n {6}\$ref: '#\/definitions\/Error'/m,
    );
  });

  it('fixes only the status an auth-error-responses finding names (401 and 403 are judged apart)', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      security: [{ key: [] }]
      paths:
        /v1/things:
          get:
            responses: { '200': { description: ok }, '403': { description: no } }
          post:
            responses: { '201': { description: made }, '403': { description: no } }
          put:
            responses: { '200': { description: ok } }
      components:
        securitySchemes:
          key: { type: http, scheme: bearer }
    `;
    const out = fixAndCheck(spec, 'auth-error-responses', /shared 401 response to the 3 operations/);
    assert.equal(out.match(/'401':/g)?.length, 3);
    assert.equal(out.match(/'403':/g)?.length, 2, "the PUT's 403 is another finding");
  });
});

describe('quick fixes: what they leave alone', () => {
  it('does not write into a mapping shared through a YAML alias', () => {
    const spec = dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses: &shared
              '201': { description: made }
          put:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses: *shared
    `);
    const offered = fixesOf(spec, 'bad-request-response').filter((o) => !o.fix.title.startsWith('Disable'));
    assert.deepEqual(
      offered.map((o) => [o.finding.pointer, o.fix.title]),
      [['/paths', 'Add a shared 400 response to the 2 operations listed']],
    );
    const out = apply(spec, offered[0].fix);
    assert.ok(
      out.includes(
        "responses: &shared\n        '201': { description: made }\n        '400':\n          $ref: '#/components/responses/BadRequest'\n    put:",
      ),
      'the anchored mapping itself is fixed where it is written, once',
    );
    assert.deepEqual(
      lint({ uri: 'spec.yaml', text: out, only: ['bad-request-response'] }).findings,
      [],
      'which fixes both operations',
    );
  });

  it("offers only the disable fixes for findings in a $ref'd file, and nothing on a file that does not parse", () => {
    const root = dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          $ref: 'paths.yaml#/things'
        /others:
          get: { responses: { '200': { description: ok }, '500': { description: broken } } }
    `);
    const other =
      "things:\n  get:\n    responses:\n      '200': { description: ok, content: { application/json: { schema: { type: array } } } }\n";
    const load = (u: string) => (u.endsWith('paths.yaml') ? other : undefined);
    const res = lint({ uri: '/w/api.yaml', text: root, load, only: ['server-error-response'] });
    assert.equal(res.findings[0].uri, '/w/paths.yaml');
    const titles = computeFixes(root, '/w/api.yaml', res.findings[0], res.model).map((f) => [f.title, f.edits[0].uri]);
    assert.deepEqual(titles, [['Disable server-error-response for this line', '/w/paths.yaml']]);
  });
});
