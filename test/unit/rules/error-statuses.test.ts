import * as assert from 'node:assert/strict';
import { lint } from '../../../src/core/lint';
import { parseConfig } from '../../../src/core/config/parse';
import { dedent } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { badRequestResponse } from '../../../src/core/rules/bad-request-response';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';
import { serverErrorResponse } from '../../../src/core/rules/server-error-response';
import { explicitErrorStatuses } from '../../../src/core/rules/explicit-error-statuses';

const BAD = badRequestResponse.id;
const NOT_FOUND = notFoundResponse.id;
const SERVER = serverErrorResponse.id;

/** The `Error` schema the fixes add beside a shared response, as the fixed text shows it (OpenAPI 3). */
const ERROR_SCHEMA = `
          schemas:
            Error:
              type: object
              required: [code, message]
              properties:
                code:
                  type: string
                  description: A machine-readable error code.
                message:
                  type: string
                  description: What went wrong, for people.`;

/** The components a fix adds for one shared error response (OpenAPI 3). */
function shared3(name: string, description: string): string {
  return `
        components:
          responses:
            ${name}:
              description: ${description}
              content:
                application/json:
                  schema:
                    $ref: '#/components/schemas/Error'${ERROR_SCHEMA}`;
}

/** The root `responses` and `definitions` a fix adds for one shared error response (OpenAPI 2.0). */
function shared2(name: string, description: string): string {
  return `
        responses:
          ${name}:
            description: ${description}
            schema:
              $ref: '#/definitions/Error'
        definitions:
          Error:
            type: object
            required: [code, message]
            properties:
              code:
                type: string
                description: A machine-readable error code.
              message:
                type: string
                description: What went wrong, for people.`;
}

/** A member PUT without 400, 404 and 500 beside a PATCH that has them: a deviation for each of the three rules. */
const MEMBER_PUT = `
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

/** MEMBER_PUT with the PUT's fix for `status` applied. */
function memberPutFixed(status: string, name: string, description: string): string {
  return (
    MEMBER_PUT.replace(
      "                '200': { description: ok }\n",
      `                '200': { description: ok }\n                '${status}':\n                  $ref: '#/components/responses/${name}'\n`,
    ).trimEnd() + `${shared3(name, description)}\n`
  );
}

/** A GET whose only input is a path parameter and a header: no 400 is asked for, and 404 and 500 are documented. */
const PATH_AND_HEADER_ONLY = {
  name: 'asks for no 400 when path parameters and headers are the only input',
  spec: `
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths:
      /v1/books/{bookId}:
        get:
          parameters:
            - { name: bookId, in: path, required: true, schema: { type: string } }
            - { name: X-Trace, in: header, schema: { type: string } }
          responses: { '200': { description: ok }, '404': { description: no }, '500': { description: e } }
  `,
};

/** `default`, 4XX and 5XX documenting 400, 404 and 500. */
const RANGES = {
  name: 'accepts `default`, 4XX and 5XX as documenting 400, 404 and 500',
  spec: `
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
  `,
};

/** 2.0: a POST with an `in: body` parameter and no responses, a PUT with formData and no 400. */
const SWAGGER_INPUTS = `
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

ruleTester(badRequestResponse, {
  valid: [PATH_AND_HEADER_ONLY, RANGES],
  invalid: [
    {
      name: 'flags a missing 400 on an operation with a body that deviates from the API, at its responses key',
      spec: MEMBER_PUT,
      findings: [
        {
          pointer: '/paths/~1v1~1books~1{bookId}/put/responses',
          range: '9:6-9:15',
          text: 'responses',
          message:
            'PUT /v1/books/{bookId} takes a request body but documents no 400 response; add a 400 response for invalid input or a malformed request.',
        },
      ],
      output: memberPutFixed('400', 'BadRequest', 'The request is malformed or its input is invalid.'),
    },
    {
      name: 'asks for 400 when there are query parameters a client can malform (an integer `limit`), and names them',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
              responses: { '200': { description: ok }, '500': { description: e } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: ok }, '400': { description: bad } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/get/responses',
          range: '7:6-7:15',
          text: 'responses',
          message:
            'GET /v1/books takes query parameters but documents no 400 response; add a 400 response for invalid input or a malformed request.',
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
              responses: { '200': { description: ok }, '400': { $ref: '#/components/responses/BadRequest' }, '500': { description: e } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: ok }, '400': { description: bad } }${shared3('BadRequest', 'The request is malformed or its input is invalid.')}
      `,
    },
    {
      name: 'reads the 2.0 forms (in: body and formData) and reports a gap of most at the paths key, relating the method key of an operation without responses',
      spec: SWAGGER_INPUTS,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '400 is documented on 0 of 2 operations that take input a client can get wrong (a request body or query parameters a server checks); add a 400 response for invalid input to each (listed as related), for instance one shared response referenced from each.',
          related: [
            { pointer: '/paths/~1v1~1books/post', range: '4:4-4:8', text: 'post', message: 'POST /v1/books' },
            {
              pointer: '/paths/~1v1~1books/put/responses',
              range: '11:6-11:15',
              text: 'responses',
              message: 'PUT /v1/books',
            },
          ],
        },
      ],
      output: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            post:
              parameters:
                - { name: body, in: body, schema: { type: object } }
              responses:
                400:
                  $ref: '#/responses/BadRequest'
            put:
              consumes: [application/x-www-form-urlencoded]
              parameters:
                - { name: title, in: formData, type: string }
              responses:
                200: { description: ok }
                400:
                  $ref: '#/responses/BadRequest'
                500: { description: error }${shared2('BadRequest', 'The request is malformed or its input is invalid.')}
      `,
    },
  ],
});

ruleTester(notFoundResponse, {
  valid: [PATH_AND_HEADER_ONLY, RANGES],
  invalid: [
    {
      name: 'flags a missing 404 on a member operation that deviates from the API, at its responses key',
      spec: MEMBER_PUT,
      findings: [
        {
          pointer: '/paths/~1v1~1books~1{bookId}/put/responses',
          range: '9:6-9:15',
          text: 'responses',
          message:
            'PUT /v1/books/{bookId} addresses a member that may not exist but documents no 404 response; add a 404 response for a member that does not exist.',
        },
      ],
      output: memberPutFixed('404', 'NotFound', 'The resource does not exist.'),
    },
    {
      name: 'asks for 404 on member paths and below them, not on top-level collections or singletons: once for the API when most lack it',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '404 is documented on 0 of 2 operations that address a member (`/things/{id}` or below); add a 404 response for a member that does not exist to each (listed as related), for instance one shared response referenced from each.',
          related: [
            {
              pointer: '/paths/~1v1~1authors~1{authorId}~1books/get/responses',
              range: '13:6-13:15',
              text: 'responses',
              message: 'GET /v1/authors/{authorId}/books',
            },
            {
              pointer: '/paths/~1v1~1authors~1{authorId}/get/responses',
              range: '18:6-18:15',
              text: 'responses',
              message: 'GET /v1/authors/{authorId}',
            },
          ],
        },
      ],
      output: `
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
              responses: { '200': { description: ok }, '404': { $ref: '#/components/responses/NotFound' }, '500': { description: e } }
          /v1/authors/{authorId}:
            get:
              parameters:
                - { name: authorId, in: path, required: true, schema: { type: string } }
              responses: { '200': { description: ok }, '404': { $ref: '#/components/responses/NotFound' }, '500': { description: e } }${shared3('NotFound', 'The resource does not exist.')}
      `,
    },
    {
      name: 'reports each member operation without 404 at its responses key when most document one',
      spec: `
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
            delete:
              responses: { '204': { description: ok }, '404': { description: no } }
            put:
              responses: { '200': { description: ok }, '404': { description: no } }
            get:
              parameters:
                - { name: authorId, in: path, required: true, schema: { type: string } }
              responses: { '200': { description: ok }, '500': { description: e } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1authors~1{authorId}~1books/get/responses',
          range: '13:6-13:15',
          text: 'responses',
          message:
            'GET /v1/authors/{authorId}/books addresses a member that may not exist but documents no 404 response; add a 404 response for a member that does not exist.',
        },
        {
          pointer: '/paths/~1v1~1authors~1{authorId}/get/responses',
          range: '22:6-22:15',
          text: 'responses',
          message:
            /^GET \/v1\/authors\/\{authorId\} addresses a member that may not exist but documents no 404 response;/,
        },
      ],
      output: `
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
              responses: { '200': { description: ok }, '404': { $ref: '#/components/responses/NotFound' }, '500': { description: e } }
          /v1/authors/{authorId}:
            delete:
              responses: { '204': { description: ok }, '404': { description: no } }
            put:
              responses: { '200': { description: ok }, '404': { description: no } }
            get:
              parameters:
                - { name: authorId, in: path, required: true, schema: { type: string } }
              responses: { '200': { description: ok }, '500': { description: e } }${shared3('NotFound', 'The resource does not exist.')}
      `,
    },
  ],
});

ruleTester(serverErrorResponse, {
  valid: [PATH_AND_HEADER_ONLY, RANGES],
  invalid: [
    {
      name: 'flags a missing 500 and `default` on an operation that deviates from the API, at its responses key',
      spec: MEMBER_PUT,
      findings: [
        {
          pointer: '/paths/~1v1~1books~1{bookId}/put/responses',
          range: '9:6-9:15',
          text: 'responses',
          message:
            'PUT /v1/books/{bookId} documents no 500 and no `default` response; add a 500 response (or `default`) for unexpected server failures.',
        },
      ],
      output: memberPutFixed('500', 'InternalError', 'An unexpected failure on the server.'),
    },
    {
      name: 'points at the method key of a 2.0 operation without responses',
      spec: SWAGGER_INPUTS,
      findings: [
        {
          pointer: '/paths/~1v1~1books/post',
          range: '4:4-4:8',
          text: 'post',
          message:
            'POST /v1/books documents no 500 and no `default` response; add a 500 response (or `default`) for unexpected server failures.',
        },
      ],
      output: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            post:
              parameters:
                - { name: body, in: body, schema: { type: object } }
              responses:
                500:
                  $ref: '#/responses/InternalError'
            put:
              consumes: [application/x-www-form-urlencoded]
              parameters:
                - { name: title, in: formData, type: string }
              responses:
                200: { description: ok }
                500: { description: error }${shared2('InternalError', 'An unexpected failure on the server.')}
      `,
    },
  ],
});

describe('rules bad-request-response, not-found-response, server-error-response (formerly error-responses)', () => {
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

/** Two operations whose only client error is `default`; STATUS is the second one's other error status. */
const ONLY_DEFAULT = `
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

ruleTester(explicitErrorStatuses, {
  valid: [
    {
      name: 'is silent when any operation documents a client error explicitly',
      spec: ONLY_DEFAULT.replace('STATUS', "'404'"),
    },
    { name: 'is silent when any operation documents 4XX', spec: ONLY_DEFAULT.replace('STATUS', '4XX') },
    {
      name: 'is silent when nothing uses default',
      spec: ONLY_DEFAULT.replace(/default/g, "'500'").replace('STATUS', "'503'"),
    },
    {
      name: 'Miataru: `default` as the only, success, response is not error documentation',
      spec: `
        swagger: '2.0'
        info: { title: Miataru API, version: 1.1.0 }
        paths:
          /GetLocation:
            post: { responses: { default: { description: The location of the device } } }
          /UpdateLocation:
            post: { responses: { default: { description: The ACK to the update } } }
      `,
    },
    {
      name: 'enode: `default` on 1 of 3 operations is not how the API documents errors (the others document none)',
      spec: `
        openapi: 3.0.0
        info: { title: Enode API, version: '1.0' }
        paths:
          /chargers:
            get: { responses: { '200': { description: ok } } }
          /vehicles:
            get: { responses: { '200': { description: ok } } }
          /me:
            get: { responses: { '200': { description: ok }, default: { description: error } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'reports once, on the paths key, as info, when client errors are documented only through default',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          severity: 'info',
          message:
            'Client errors are documented only through `default` (on 2 of 2 operations): no 400, 401, 403, 404 or `4XX` anywhere, so clients cannot tell a bad request from missing credentials from a missing resource. Document the client errors each operation can return.',
        },
      ],
      output: null,
    },
  ],
});
