import { ruleTester } from '../helpers/rule-tester';
import { listSortParam } from '../../../src/core/rules/list-sort-param';

ruleTester(listSortParam, {
  valid: [
    {
      name: 'accepts a string sort in the query: an enum, an enum without a type, one declared for the whole path, or a JSON:API array sent comma-separated (art19.com)',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            parameters:
              - { name: sort, in: query, schema: { type: string, enum: [name, -name] } }
            get:
              responses: { '200': { description: ok } }
          /tags:
            get:
              parameters:
                - { name: sort, in: query, schema: { enum: [asc, desc] } }
              responses: { '200': { description: ok } }
          /credits:
            get:
              parameters:
                - name: sort
                  in: query
                  style: form
                  explode: false
                  schema: { type: array, default: position, items: { type: string, enum: [created_at, position] } }
              responses: { '200': { description: ok } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags a collection GET without a sort query parameter at the method key, as info; the fix adds one',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters:
                - { name: sort, in: header, schema: { type: string } }
              responses: { '200': { description: ok } }
          /teams:
            get:
              parameters:
                - { name: sort, in: query, schema: { type: string } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get',
          range: '4:4-4:7',
          text: 'get',
          message:
            'GET /users lists a collection without a `sort` query parameter; lists take `sort` (a string naming the field to order by, §4).',
          severity: 'info',
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters:
                - { name: sort, in: header, schema: { type: string } }
                - name: sort
                  in: query
                  description: Field to sort by; a leading - sorts in descending order.
                  schema:
                    type: string
              responses: { '200': { description: ok } }
          /teams:
            get:
              parameters:
                - { name: sort, in: query, schema: { type: string } }
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'accepts a string sort (enum and path-level forms included) and a JSON:API array sent comma-separated (art19.com: style form, explode false); flags a non-string one at its schema key',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            parameters:
              - { name: sort, in: query, schema: { type: string, enum: [name, -name] } }
            get:
              responses: { '200': { description: ok } }
          /teams:
            get:
              parameters:
                - { name: sort, in: query, schema: { type: array, items: { type: integer } } }
              responses: { '200': { description: ok } }
          /tags:
            get:
              parameters:
                - { name: sort, in: query, schema: { enum: [asc, desc] } }
              responses: { '200': { description: ok } }
          /credits:
            get:
              parameters:
                - name: sort
                  in: query
                  style: form
                  explode: false
                  schema: { type: array, default: position, items: { type: string, enum: [created_at, position] } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1teams/get/parameters/0/schema',
          range: '11:35-11:41',
          text: 'schema',
          message:
            'The `sort` query parameter of GET /teams is an array; `sort` is a string naming the field to order by (§4).',
          severity: 'info',
        },
      ],
      output: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            parameters:
              - { name: sort, in: query, schema: { type: string, enum: [name, -name] } }
            get:
              responses: { '200': { description: ok } }
          /teams:
            get:
              parameters:
                - { name: sort, in: query, schema: { type: string } }
              responses: { '200': { description: ok } }
          /tags:
            get:
              parameters:
                - { name: sort, in: query, schema: { enum: [asc, desc] } }
              responses: { '200': { description: ok } }
          /credits:
            get:
              parameters:
                - name: sort
                  in: query
                  style: form
                  explode: false
                  schema: { type: array, default: position, items: { type: string, enum: [created_at, position] } }
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'takes a 2.0 array of field names for a string sort, comma-separated (csv, the default) or repeated (multi: Fireblocks’ multi-field sort); flags an array of numbers',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users: { get: { parameters: [{ name: sort, in: query, type: array, items: { type: string } }], responses: { '200': { description: ok } } } }
          /teams: { get: { parameters: [{ name: sort, in: query, type: array, items: { type: string }, collectionFormat: csv }], responses: { '200': { description: ok } } } }
          /tags: { get: { parameters: [{ name: sort, in: query, type: array, items: { type: integer }, collectionFormat: multi }], responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1tags/get/parameters/0/type',
          range: '5:56-5:60',
          text: 'type',
          message:
            'The `sort` query parameter of GET /tags is an array; `sort` is a string naming the field to order by (§4).',
        },
      ],
    },
    {
      name: 'reads 2.0 parameters (the `type` key of a wrong one); ignores members',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users: { get: { parameters: [{ name: sort, in: query, type: integer }], responses: { '200': { description: ok } } } }
          /users/{id}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/parameters/0/type',
          range: '3:57-3:61',
          text: 'type',
          message:
            'The `sort` query parameter of GET /users is an integer; `sort` is a string naming the field to order by (§4).',
          severity: 'info',
        },
      ],
      output: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users: { get: { parameters: [{ name: sort, in: query, type: string }], responses: { '200': { description: ok } } } }
          /users/{id}: { get: { responses: { '200': { description: ok } } } }
      `,
    },
    {
      name: 'reports one API-level finding when fewer than half of the lists sort, naming what they order with; skips watch endpoints',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters: [{ name: order_by, in: query, schema: { type: string } }]
              responses: { '200': { description: ok } }
          /teams:
            get: { responses: { '200': { description: ok } } }
          /pods:
            get:
              parameters: [{ name: watch, in: query, schema: { type: boolean } }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '`sort` is a query parameter of 0 of 2 list operations (it orders with `order_by` instead); lists take `sort`, a string naming the field to order by (§4).',
          severity: 'info',
          related: [
            { pointer: '/paths/~1users/get', range: '4:4-4:7', text: 'get', message: 'GET /users' },
            { pointer: '/paths/~1teams/get', range: '8:4-8:7', text: 'get', message: 'GET /teams' },
          ],
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters: [{ name: order_by, in: query, schema: { type: string } }, { name: sort, in: query, description: Field to sort by; a leading - sorts in descending order., schema: { type: string } }]
              responses: { '200': { description: ok } }
          /teams:
            get: { parameters: [{ name: sort, in: query, description: Field to sort by; a leading - sorts in descending order., schema: { type: string } }], responses: { '200': { description: ok }, '400': { $ref: '#/components/responses/BadRequest' } } }
          /pods:
            get:
              parameters: [{ name: watch, in: query, schema: { type: boolean } }]
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
  ],
});
