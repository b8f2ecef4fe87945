import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'ignores members, singletons and non-GET operations',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get: { responses: { '200': { description: ok } } }
          /me:
            get: { responses: { '200': { description: ok } } }
          /users:
            post: { responses: { '201': { description: ok } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags a collection GET without limit and page at the method key, and one with page but no limit; the fix adds both',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses: { '200': { description: ok } }
          /v1/orders:
            get:
              parameters:
                - { name: page, in: query, schema: { type: integer } }
                - { name: limit, in: header, schema: { type: integer } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get',
          range: '4:4-4:7',
          text: 'get',
          message:
            'GET /users lists a collection without a way to page: no `limit` and `page` query parameters; lists page with integer `limit` (page size) and `page` (page number) (§4).',
        },
        {
          pointer: '/paths/~1v1~1orders/get',
          range: '7:4-7:7',
          text: 'get',
          message:
            'GET /v1/orders pages with `page` but has no `limit` query parameter; lists page with integer `limit` (page size) and `page` (page number) (§4).',
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters:
                - name: limit
                  in: query
                  description: Page size.
                  schema:
                    type: integer
                    minimum: 1
                    maximum: 100
                    default: 20
                - name: page
                  in: query
                  description: Page number, from 1.
                  schema:
                    type: integer
                    minimum: 1
                    default: 1
              responses: { '200': { description: ok }, '400': { $ref: '#/components/responses/BadRequest' } }
          /v1/orders:
            get:
              parameters:
                - { name: page, in: query, schema: { type: integer } }
                - { name: limit, in: header, schema: { type: integer } }
              responses: { '200': { description: ok } }
        components:
          responses:
            BadRequest:
              description: The request is malformed or its input is invalid.
              content:
                application/json:
                  schema:
                    $ref: '#/components/schemas/Error'
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
                  description: What went wrong, for people.
      `,
    },
    {
      name: 'flags a paging parameter that is not an integer at its schema key, a shared one once; the fix retypes it',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            parameters:
              - $ref: '#/components/parameters/Limit'
            get:
              parameters:
                - name: page
                  in: query
                  schema: { type: string }
              responses: { '200': { description: ok } }
          /teams:
            get:
              parameters:
                - $ref: '#/components/parameters/Limit'
                - { name: page, in: query, schema: { type: integer, nullable: true } }
              responses: { '200': { description: ok } }
        components:
          parameters:
            Limit: { name: limit, in: query, schema: { type: number } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/parameters/0/schema',
          range: '10:10-10:16',
          text: 'schema',
          message: 'The `page` query parameter of GET /users is a string; `page` is an integer (the page number, §4).',
        },
        {
          pointer: '/components/parameters/Limit/schema',
          range: '20:37-20:43',
          text: 'schema',
          message: 'The `limit` query parameter of GET /users is a number; `limit` is an integer (the page size, §4).',
        },
      ],
      output: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            parameters:
              - $ref: '#/components/parameters/Limit'
            get:
              parameters:
                - name: page
                  in: query
                  schema: { type: integer }
              responses: { '200': { description: ok } }
          /teams:
            get:
              parameters:
                - $ref: '#/components/parameters/Limit'
                - { name: page, in: query, schema: { type: integer, nullable: true } }
              responses: { '200': { description: ok } }
        components:
          parameters:
            Limit: { name: limit, in: query, schema: { type: number } }
      `,
    },
    {
      name: 'Rotten Tomatoes: `page` typed as a string on every list is one decision, one finding for the API',
      spec: `
        swagger: '2.0'
        info: { title: Rotten Tomatoes, version: '1.0' }
        paths:
          /movies:
            get:
              parameters:
                - { name: limit, in: query, type: integer }
                - { name: page, in: query, type: string }
              responses: { '200': { description: ok } }
          /dvds:
            get:
              parameters:
                - { name: limit, in: query, type: integer }
                - { name: page, in: query, type: string }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 of 4 `limit` or `page` query parameters are typed as a string (e.g. `page` of GET /movies): one decision of the API, reported once here. `limit` (the page size) and `page` (the page number) are integers (§4).',
          related: [
            {
              pointer: '/paths/~1movies/get/parameters/1/type',
              range: '7:35-7:39',
              text: 'type',
              message: '`page` of GET /movies',
            },
            {
              pointer: '/paths/~1dvds/get/parameters/1/type',
              range: '13:35-13:39',
              text: 'type',
              message: '`page` of GET /dvds',
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: 'reads 2.0 parameters: the `type` key of a wrong one',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters:
                - { name: limit, in: query, type: integer }
                - { name: page, in: query, type: string }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/parameters/1/type',
          range: '7:35-7:39',
          text: 'type',
          message: 'The `page` query parameter of GET /users is a string; `page` is an integer (the page number, §4).',
        },
      ],
      output: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters:
                - { name: limit, in: query, type: integer }
                - { name: page, in: query, type: integer }
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'reports paging another way (cursor, offset, other size names) once for the API, naming what it uses',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /customers:
            get:
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
                - { name: starting_after, in: query, schema: { type: string } }
              responses: { '200': { description: ok } }
          /charges:
            get:
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
                - { name: starting_after, in: query, schema: { type: string } }
                - { name: ending_before, in: query, schema: { type: string } }
              responses: { '200': { description: ok } }
          /repos:
            get:
              parameters:
                - { name: per_page, in: query, schema: { type: integer } }
                - { name: page, in: query, schema: { type: integer } }
              responses: { '200': { description: ok } }
          /teams:
            get:
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
                - { name: page, in: query, schema: { type: integer } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '3 list operations of 4 page with `limit` (2), `starting_after` (2), `ending_before` (1), `page` (1), `per_page` (1) instead of integer `limit` (page size) and `page` (page number) (§4): one paging scheme for the API, the conventional one, saves every client a special case.',
          related: [
            { pointer: '/paths/~1customers/get', range: '4:4-4:7', text: 'get', message: 'GET /customers' },
            { pointer: '/paths/~1charges/get', range: '10:4-10:7', text: 'get', message: 'GET /charges' },
            { pointer: '/paths/~1repos/get', range: '17:4-17:7', text: 'get', message: 'GET /repos' },
          ],
        },
      ],
      output: null,
    },
    {
      name: 'judges lists that cannot page against the API norm, and leaves watch and stream endpoints alone; the fix adds limit and page to each',
      // the fix gives /users and /teams query parameters and a 400: 400 is then the norm of the operations that take
      // input, and /orders and /pods, which take query parameters without a 400, become bad-request-response
      // deviations.
      fixMayAdd: ['bad-request-response'],
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users: { get: { responses: { '200': { description: ok } } } }
          /teams: { get: { responses: { '200': { description: ok } } } }
          /orders:
            get:
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
                - { name: page, in: query, schema: { type: integer } }
              responses: { '200': { description: ok } }
          /pods:
            get:
              parameters: [{ name: watch, in: query, schema: { type: boolean } }]
              responses: { '200': { description: ok } }
          /events:
            get:
              responses: { '200': { description: ok, content: { text/event-stream: { schema: { type: string } } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 list operations of 3 cannot page (no `limit`/`page`, cursor or offset parameter); lists page with integer `limit` (page size) and `page` (page number) (§4).',
          related: [
            { pointer: '/paths/~1users/get', range: '3:12-3:15', text: 'get', message: 'GET /users' },
            { pointer: '/paths/~1teams/get', range: '4:12-4:15', text: 'get', message: 'GET /teams' },
          ],
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users: { get: { parameters: [{ name: limit, in: query, description: Page size., schema: { type: integer, minimum: 1, maximum: 100, default: 20 } }, { name: page, in: query, description: 'Page number, from 1.', schema: { type: integer, minimum: 1, default: 1 } }], responses: { '200': { description: ok }, '400': { $ref: '#/components/responses/BadRequest' } } } }
          /teams: { get: { parameters: [{ name: limit, in: query, description: Page size., schema: { type: integer, minimum: 1, maximum: 100, default: 20 } }, { name: page, in: query, description: 'Page number, from 1.', schema: { type: integer, minimum: 1, default: 1 } }], responses: { '200': { description: ok }, '400': { $ref: '#/components/responses/BadRequest' } } } }
          /orders:
            get:
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
                - { name: page, in: query, schema: { type: integer } }
              responses: { '200': { description: ok } }
          /pods:
            get:
              parameters: [{ name: watch, in: query, schema: { type: boolean } }]
              responses: { '200': { description: ok } }
          /events:
            get:
              responses: { '200': { description: ok, content: { text/event-stream: { schema: { type: string } } } } }
        components:
          responses:
            BadRequest:
              description: The request is malformed or its input is invalid.
              content:
                application/json:
                  schema:
                    $ref: '#/components/schemas/Error'
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
                  description: What went wrong, for people.
      `,
    },
  ],
});
