import { ruleTester } from '../helpers/rule-tester';
import { paginationWrapperShape } from '../../../src/core/rules/pagination-wrapper-shape';

ruleTester(paginationWrapperShape, {
  valid: [
    {
      name: 'accepts a data array with integer page, limit and total (nullable and $ref forms too)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          data: { type: array, items: { type: object } }
                          pagination: { $ref: '#/components/schemas/Pagination' }
          /teams:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        allOf:
                          - properties: { data: { type: [array, 'null'] } }
                          - properties: { pagination: { $ref: '#/components/schemas/Pagination' } }
        components:
          schemas:
            Pagination:
              type: object
              properties:
                page: { type: integer, minimum: 1 }
                limit: { type: integer }
                total: { type: [integer, 'null'], format: int64 }
      `,
    },
    {
      name: 'ignores responses without pagination, non-GET operations and non-object responses',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object, properties: { data: { type: string } } } } } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '201': { description: ok, content: { application/json: { schema: { type: object, properties: { pagination: { type: string } } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a paged answer without `data` on no list (a singleton search) gets this rule’s finding, as no list rule reports it',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /search:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object, properties: { pagination: { type: object, properties: { page: { type: integer }, limit: { type: integer }, total: { type: integer } } } } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1search/get/responses/200/content/application~1json/schema/properties/pagination',
          range: '6:103-6:113',
          text: 'pagination',
          message: /but no `data` property/,
        },
      ],
    },
    {
      name: 'flags a non-array data, and, in one finding per `pagination` object, its missing and non-integer fields',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          data: { type: object }
                          pagination:
                            type: object
                            properties:
                              page: { type: string }
                              limit: { type: number }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses/200/content/application~1json/schema/properties/data',
          range: '13:18-13:22',
          text: 'data',
          message:
            '`data` of this wrapped list is an object; a wrapped list carries its members in a `data` array (§4).',
        },
        {
          pointer: '/paths/~1users/get/responses/200/content/application~1json/schema/properties/pagination',
          range: '14:18-14:28',
          text: 'pagination',
          message:
            '`pagination` lacks `total`, and `pagination.page` is a string and `pagination.limit` is a number; `pagination` is an object with integer `page`, `limit` and `total` (§4).',
        },
      ],
      output: null,
    },
    {
      name: 'reports a shared Pagination component once, where it is written',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/UserPage' } } } }
          /teams:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/UserPage' } } } }
        components:
          schemas:
            UserPage:
              type: object
              properties:
                data: { type: array, items: { type: object } }
                pagination: { $ref: '#/components/schemas/Pagination' }
            Pagination:
              type: object
              properties:
                page: { type: integer }
                limit: { type: integer }
                total: { type: string }
      `,
      findings: [
        {
          pointer: '/components/schemas/Pagination/properties/total',
          range: '23:8-23:13',
          text: 'total',
          message:
            '`pagination.total` is a string; `pagination` is an object with integer `page`, `limit` and `total` (§4). 2 lists share this component (listed as related).',
        },
      ],
      output: null,
    },
    {
      name: 'reads 2.0 schemas',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users: { get: { responses: { '200': { description: ok, schema: { $ref: '#/definitions/Page' } } } } }
        definitions:
          Page: { type: object, properties: { data: { type: array, items: {} }, pagination: { type: string } } }
      `,
      findings: [
        {
          pointer: '/definitions/Page/properties/pagination',
          range: '5:72-5:82',
          text: 'pagination',
          message: '`pagination` is a string; `pagination` is an object with integer `page`, `limit` and `total` (§4).',
        },
      ],
      output: null,
    },
    {
      name: 'names every missing pagination field',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { data: { type: array }, pagination: { type: object, properties: { next: { type: string } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses/200/content/application~1json/schema/properties/pagination',
          range: '10:75-10:85',
          text: 'pagination',
          message:
            '`pagination` lacks `page`, `limit` and `total`; `pagination` is an object with integer `page`, `limit` and `total` (§4).',
        },
      ],
      output: null,
    },
  ],
});
