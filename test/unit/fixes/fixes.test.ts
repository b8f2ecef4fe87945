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
    const out = fixAndCheck(
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
      'error-responses',
      /400, 404 and 500/,
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
              '400':
                $ref: '#/components/responses/BadRequest'
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
          BadRequest:
            description: The request is malformed or its input is invalid.
            content:
              application/json:
                schema:
                  $ref: '#/components/schemas/Error'
          NotFound:
            description: The resource does not exist.
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
      'error-responses',
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
    const added = out.slice(text.length).split('\r\n');
    assert.deepEqual(added.slice(0, 12), [
      '                "400":',
      '                    $ref: "#/components/responses/BadRequest"',
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
    ]);
    assert.ok(out.includes('\r\ncomponents:\r\n    responses:\r\n        BadRequest:\r\n            description: The request is malformed or its input is invalid.\r\n'));
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
      'error-responses',
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
    assert.ok(out.includes(`              '500': { description: broken }\n              '429':\n                $ref: '#/responses/TooManyRequests'\n`.replace(/^ {6}/gm, '')));
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
        `).trimEnd() + '\n    type: object\n    required: [code, message]\n    properties:\n      code:\n        type: string\n        description: A machine-readable error code.\n      message:\n        type: string\n        description: What went wrong, for people.\n',
      ),
      out,
    );
  });

  it('offers every missing error status at once next to the rule\'s own', () => {
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
    const titles = fixesOf(spec, 'auth-error-responses').filter((o) => o.finding.pointer === '/paths/~1v1~1things/post/responses').map((o) => o.fix.title);
    assert.deepEqual([...new Set(titles)], [
      'Add the missing 401 and 403 responses (shared components)',
      'Add all missing error responses (shared components): 401, 403, 429 and 500',
      'Disable auth-error-responses for this line',
    ]);
    const out = fixAndCheck(spec, 'rate-limit-responses', /all missing/, { raw: true });
    assert.ok(out.includes(`        '429':\n          $ref: '#/components/responses/Slow'\n`), 'the 429 reuses the component GET already uses');
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
    const offered = fixesOf(spec, 'error-responses');
    const put = offered.filter((o) => o.finding.pointer.includes('/put/') && !o.fix.title.startsWith('Disable'));
    const post = offered.filter((o) => o.finding.pointer.includes('/post/') && !o.fix.title.startsWith('Disable'));
    assert.deepEqual(put, [], 'no fix through the alias');
    assert.ok(post.length > 0, 'the anchored mapping itself is fixed where it is written');
  });

  it('offers only the disable fixes for findings in a $ref\'d file, and nothing on a file that does not parse', () => {
    const root = dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          $ref: 'paths.yaml#/things'
    `);
    const other = "things:\n  get:\n    responses:\n      '200': { description: ok, content: { application/json: { schema: { type: array } } } }\n";
    const load = (u: string) => (u.endsWith('paths.yaml') ? other : undefined);
    const res = lint({ uri: '/w/api.yaml', text: root, load, only: ['error-responses'] });
    assert.equal(res.findings[0].uri, '/w/paths.yaml');
    const titles = computeFixes(root, '/w/api.yaml', res.findings[0], res.model).map((f) => [f.title, f.edits[0].uri]);
    assert.deepEqual(titles, [['Disable error-responses for this line', '/w/paths.yaml']]);
  });
});

describe('quick fixes: list parameters, 201, rate-limit headers', () => {
  it('appends limit and page to an existing parameter list, as $refs to shared ones of that name', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      servers: [{ url: 'https://api.example.com/v1' }]
      paths:
        /v1/things:
          get:
            parameters:
            - name: q
              in: query
              schema: { type: string }
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
              '400': { description: bad }
      components:
        parameters:
          PageSize: { name: limit, in: query, schema: { type: integer } }
      `,
      'list-pagination-params',
      /limit/,
    );
    assert.ok(
      out.includes(
        [
          '      parameters:',
          '      - name: q',
          '        in: query',
          '        schema: { type: string }',
          "      - $ref: '#/components/parameters/PageSize'",
          '      - name: page',
          '        in: query',
          '        description: Page number, from 1.',
          '        schema:',
          '          type: integer',
          '          minimum: 1',
          '          default: 1',
          '      responses:',
        ].join('\n'),
      ),
      out,
    );
  });

  it('adds sort to a 2.0 list with the type on the parameter', () => {
    const out = fixAndCheck(
      `
      swagger: '2.0'
      info: { title: T, version: '1' }
      host: api.example.com
      schemes: [https]
      paths:
        /v1/things:
          get:
            parameters: [{ name: limit, in: query, type: integer }, { name: page, in: query, type: integer }]
            responses: { '200': { description: ok, schema: { type: array, items: { type: object } } }, '400': { description: bad } }
      `,
      'list-sort-param',
      /sort/,
    );
    assert.ok(out.includes(`parameters: [{ name: limit, in: query, type: integer }, { name: page, in: query, type: integer }, { name: sort, in: query, description: Field to sort by; a leading - sorts in descending order., type: string }]`), out);
  });

  it('turns a create\'s 200 into 201 with the key quoted as it was', () => {
    for (const [key, want] of [["'200'", "'201'"], ['"200"', '"201"'], ['200', '201']]) {
      const out = fixAndCheck(
        `
        openapi: 3.1.0
        info: { title: T, version: '1' }
        paths:
          /things:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                ${key}: { description: made }
        `,
        'create-returns-201',
        /201/,
      );
      assert.ok(out.includes(`      ${want}: { description: made }`), out);
    }
  });

  it('adds the missing X-RateLimit headers to a shared 429, reusing shared headers', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
              '429': { $ref: '#/components/responses/Slow' }
      components:
        headers:
          X-RateLimit-Limit: { schema: { type: integer } }
        responses:
          Slow:
            description: slow
            headers:
              X-RateLimit-Remaining: { schema: { type: integer } }
      `,
      'rate-limit-headers',
      /Limit and X-RateLimit-Reset/,
    );
    assert.ok(
      out.endsWith(`        X-RateLimit-Remaining: { schema: { type: integer } }\n        X-RateLimit-Limit:\n          $ref: '#/components/headers/X-RateLimit-Limit'\n        X-RateLimit-Reset:\n          description: When the current window resets.\n          schema:\n            type: integer\n`),
      out,
    );
  });
});

describe('quick fixes: wrong types', () => {
  it('makes limit and page integers, sort a string, in 3.x schemas and 2.0 parameters', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            parameters:
              - { name: limit, in: query, schema: { type: integer } }
              - { name: page, in: query, schema: { type: string } }
              - { name: sort, in: query, schema: { format: int32 } }
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } }, '400': { description: bad } }
      `,
      'list-pagination-params',
      /Make the type integer/,
    );
    assert.ok(out.includes(`- { name: page, in: query, schema: { type: integer } }`), out);
    const sorted = fixAndCheck(out, 'list-sort-param', /Make the type string/, { raw: true });
    assert.ok(sorted.includes(`- { name: sort, in: query, schema: { format: int32, type: string } }`), sorted);
    const two = fixAndCheck(
      `{"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {"/things": {"get": {"parameters": [{"name": "limit", "in": "query", "type": "number"}], "responses": {"200": {"description": "ok", "schema": {"type": "array", "items": {}}}}}}}}`,
      'list-pagination-params',
      /Make the type integer/,
      { uri: 'spec.json', raw: true },
    );
    assert.ok(two.includes(`{"name": "limit", "in": "query", "type": "integer"}`), two);
  });

  it('makes a rate-limit header an integer', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
              '429':
                description: slow
                headers:
                  X-RateLimit-Limit: { schema: { type: integer } }
                  X-RateLimit-Remaining: { schema: { type: integer } }
                  X-RateLimit-Reset: { schema: { type: string, format: date-time } }
      `,
      'rate-limit-headers',
      /integer/,
    );
    assert.ok(out.includes(`X-RateLimit-Reset: { schema: { type: integer, format: date-time } }`), out);
  });
});

describe('quick fixes: security and bodies', () => {
  it('adds a bearer scheme and global security, with 401/403 on the operations it secures', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /health:
          get:
            security: []
            responses: { '200': { description: ok } }
        /things:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
    `;
    const titles = fixesOf(dedent(spec), 'security-defined').map((o) => o.fix.title);
    assert.deepEqual(titles.slice(0, 2), [
      'Add a bearer security scheme (bearerAuth) and require it globally, with 401/403 responses',
      'Add a bearer security scheme (bearerAuth) and require it globally',
    ]);
    const out = fixAndCheck(spec, 'security-defined', /with 401/);
    assert.ok(out.includes(`      responses: { '200': { description: ok } }\n  /things:`), 'the opted-out operation is left alone');
    assert.ok(out.includes(`components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n      description: 'An access token: \`Authorization: Bearer <token>\`.'\n  responses:\n    Unauthorized:`), out);
    assert.ok(out.endsWith(`security:\n  - bearerAuth: []\n`), out);
    fixAndCheck(spec, 'security-defined', /globally$/, { allowNew: ['auth-error-responses'] });
  });

  it('in 2.0 the bearer scheme is an apiKey in the Authorization header', () => {
    const out = fixAndCheck(
      `
      swagger: '2.0'
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            responses: { '200': { description: ok, schema: { type: array, items: { type: object } } } }
      `,
      'security-defined',
      /globally$/,
      { allowNew: ['auth-error-responses'] },
    );
    assert.ok(out.endsWith(`securityDefinitions:\n  bearerAuth:\n    type: apiKey\n    in: header\n    name: Authorization\n    description: 'An access token: \`Authorization: Bearer <token>\`.'\nsecurity:\n  - bearerAuth: []\n`), out);
  });

  it('applies an existing scheme globally, and adds a bearer scheme as an alternative to an API key', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: T, version: '1' }
      security:
        - apiKey: []
      paths:
        /things:
          get:
            responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
      components:
        securitySchemes:
          apiKey: { type: apiKey, in: header, name: X-API-Key }
    `;
    const out = fixAndCheck(spec, 'bearer-scheme', /bearer security scheme \(bearerAuth\) and accept it globally/);
    assert.ok(out.includes(`security:\n  - apiKey: []\n  - bearerAuth: []\n`), out);
    assert.ok(out.endsWith(`    apiKey: { type: apiKey, in: header, name: X-API-Key }\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n      description: 'An access token: \`Authorization: Bearer <token>\`.'\n`), out);
    const unapplied = fixAndCheck(spec.replace(/ *security:\n\s+- apiKey: \[\]\n/, ''), 'security-defined', /^Require apiKey globally$/);
    assert.ok(unapplied.endsWith(`security:\n  - apiKey: []\n`), unapplied);
  });

  it('removes a request body from GET in block, flow and JSON forms', () => {
    const block = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            # the body goes
            requestBody:
              content:
                application/json:
                  schema: { type: object }
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } }
      `,
      'no-body-on-get-delete',
      /Remove the request body/,
    );
    assert.ok(block.includes(`    get:\n      # the body goes\n      responses:`), block);
    const flow = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things/{id}:
          delete: { parameters: [{ name: id, in: path, required: true, schema: { type: string } }], requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '204': { description: gone } } }
      `,
      'no-body-on-get-delete',
      /Remove/,
    );
    assert.ok(flow.includes(`delete: { parameters: [{ name: id, in: path, required: true, schema: { type: string } }], responses: { '204': { description: gone } } }`), flow);
    const json = fixAndCheck(
      `{
  "openapi": "3.1.0",
  "info": { "title": "T", "version": "1" },
  "paths": {
    "/things": {
      "get": {
        "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array" } } } } },
        "requestBody": { "content": { "application/json": { "schema": { "type": "object" } } } }
      }
    }
  }
}`,
      'no-body-on-get-delete',
      /Remove/,
      { uri: 'spec.json', raw: true },
    );
    assert.ok(json.includes(`"get": {\n        "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array" } } } } }\n      }`), json);
  });

  it('removes 2.0 form parameters from a DELETE and keeps the others', () => {
    const out = fixAndCheck(
      `
      swagger: '2.0'
      info: { title: T, version: '1' }
      paths:
        /things/{id}:
          delete:
            consumes: [application/x-www-form-urlencoded]
            parameters:
              - { name: id, in: path, required: true, type: string }
              - { name: reason, in: formData, type: string }
              - { name: note, in: formData, type: string }
            responses: { '204': { description: gone } }
      `,
      'no-body-on-get-delete',
      /Remove the body parameters/,
    );
    assert.ok(out.includes(`      parameters:\n        - { name: id, in: path, required: true, type: string }\n      responses:`), out);
  });
});

describe('quick fixes: disabling', () => {
  const spec = dedent(`
    openapi: 3.1.0
    info: { title: T, version: '1' }
    paths:
      /things:
        post:
          requestBody: { content: { application/json: { schema: { type: object } } } }
          responses:
            # rest-conventions-disable-next-line error-responses
            '200': { description: made }
  `);

  it('adds the rule to a suppression comment right above, else writes one with the line\'s indentation', () => {
    const finding = lint({ uri: 'spec.yaml', text: spec, only: ['create-returns-201'] }).findings[0];
    const fix = computeFixes(spec, 'spec.yaml', finding).find((f) => f.title === 'Disable create-returns-201 for this line')!;
    assert.equal(apply(spec, fix), spec.replace('line error-responses', 'line error-responses create-returns-201'));
    const bare = spec.replace(/ *# rest-conventions.*\n/, '');
    const f2 = lint({ uri: 'spec.yaml', text: bare, only: ['create-returns-201'] }).findings[0];
    const out = apply(bare, computeFixes(bare, 'spec.yaml', f2).find((f) => f.title.startsWith('Disable create-returns-201 for'))!);
    assert.equal(out, bare.replace(/^( *)'200'/m, `$1# rest-conventions-disable-next-line create-returns-201\n$1'200'`));
    assert.deepEqual(lint({ uri: 'spec.yaml', text: out, only: ['create-returns-201'] }).findings, []);
  });

  it('keeps CRLF, and offers no comment in JSON', () => {
    const crlf = spec.replace(/\n/g, '\r\n');
    const finding = lint({ uri: 'spec.yaml', text: crlf, only: ['body-required', 'security-defined'] }).findings[0];
    const out = apply(crlf, computeFixes(crlf, 'spec.yaml', finding).find((f) => f.title.endsWith('for this line'))!);
    assert.ok(out.startsWith('# rest-conventions-disable-next-line security-defined\r\nopenapi'), out);
    const json = JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/x': { get: { responses: { '200': { description: 'ok' } } } } } }, null, 2);
    const jf = lint({ uri: 'spec.json', text: json, only: ['security-defined'] }).findings[0];
    assert.deepEqual(computeFixes(json, 'spec.json', jf).filter((f) => f.title.startsWith('Disable')).map((f) => f.title), []);
  });

  it('creates .rest-conventions.yaml, or sets the rule off in the one there is, in its own style', () => {
    const finding = lint({ uri: 'spec.yaml', text: spec, only: ['create-returns-201'] }).findings[0];
    const configFix = (uri: string, text?: string) => computeFixes(spec, 'spec.yaml', finding, undefined, { configFile: { uri, text } }).find((f) => f.title.startsWith('Disable create-returns-201 in'));
    const created = configFix('/w/.rest-conventions.yaml')!;
    assert.equal(created.title, 'Disable create-returns-201 in .rest-conventions.yaml');
    assert.deepEqual(created.edits.map((e) => [e.uri, e.create, e.newText]), [['/w/.rest-conventions.yaml', true, 'rules:\n  create-returns-201: off\n']]);
    const cases: [string, string, string][] = [
      ['# team settings\nrules:\n    path-no-verbs: warning\n', '# team settings\nrules:\n    path-no-verbs: warning\n    create-returns-201: off\n', 'a rules mapping'],
      ['rules:\n  create-returns-201: warning # for now\n', 'rules:\n  create-returns-201: off # for now\n', 'a severity'],
      ['rules:\n  create-returns-201:\n    severity: error\n', 'rules:\n  create-returns-201:\n    severity: off\n', 'a setting with severity'],
      ['rules:\n  create-returns-201:\n    options: {}\n', 'rules:\n  create-returns-201:\n    options: {}\n    severity: off\n', 'a setting without severity'],
      ['rules: { versioning: off }\n', 'rules: { versioning: off, create-returns-201: off }\n', 'a flow mapping'],
      ['rules:\n# none yet\n', 'rules:\n  create-returns-201: off\n# none yet\n', 'an empty rules key'],
      ['# nothing\n', '# nothing\nrules:\n  create-returns-201: off\n', 'only comments'],
      ['$schema: ./schema.json\r\n', '$schema: ./schema.json\r\nrules:\r\n  create-returns-201: off\r\n', 'no rules key, CRLF'],
    ];
    for (const [before, after, what] of cases) {
      const fix = configFix('/w/.rest-conventions.yaml', before);
      assert.ok(fix, what);
      assert.equal(apply(before, fix), after, what);
      assert.ok(!fix.edits[0].create, what);
    }
    assert.equal(configFix('/w/.rest-conventions.yaml', 'rules:\n  create-returns-201: off\n'), undefined, 'already off');
    const json = '{\n  "rules": {\n    "versioning": "off"\n  }\n}\n';
    assert.equal(apply(json, configFix('/w/.rest-conventions.json', json)!), '{\n  "rules": {\n    "versioning": "off",\n    "create-returns-201": "off"\n  }\n}\n');
    assert.equal(configFix('/w/.rest-conventions.json')!.edits[0].newText, '{\n  "rules": {\n    "create-returns-201": "off"\n  }\n}\n');
  });
});
