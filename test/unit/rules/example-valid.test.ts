import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

ruleTester(exampleValid, {
  valid: [
    {
      name: 'Box: `$id` keys inside schema examples (annotations, which the check leaves out) do not stop the check of a matching example',
      spec: `
        openapi: 3.0.2
        info: { title: Box Platform API, version: 2.0.0 }
        paths:
          /folders/{folder_id}:
            put:
              parameters: [{ name: folder_id, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          id: { type: string }
                          a: { type: object, example: { $id: '01234500' } }
                          b: { type: object, example: { $id: '01234500' } }
                      examples:
                        default:
                          value: { id: '12345' }
      `,
    },
    {
      name: 'stays quiet for examples that match, a request example without its read-only id, and an XML example',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /books:
            post:
              parameters:
                - { name: dryRun, in: query, schema: { type: boolean }, example: true }
              requestBody:
                content:
                  application/json:
                    schema: { $ref: '#/components/schemas/Book' }
                    example: { title: Dune }
                  application/xml:
                    schema: { $ref: '#/components/schemas/Book' }
                    example: '<book><title>Dune</title></book>'
              responses:
                '201':
                  description: created
                  headers:
                    X-RateLimit-Remaining: { schema: { type: integer }, example: 99 }
                  content:
                    application/json:
                      schema: { $ref: '#/components/schemas/Book' }
                      examples:
                        dune: { value: { id: '1', title: Dune, published: '1965-08-01' } }
                        remote: { externalValue: 'https://example.com/book.json' }
        components:
          schemas:
            Book:
              type: object
              required: [id, title]
              properties:
                id: { type: string, readOnly: true, example: '42' }
                title: { type: string, minLength: 1 }
                published: { type: string, format: date, nullable: true, example: null }
      `,
    },
    {
      name: 'Swagger Petstore 2.0: a JSON response example keyed by media type that matches',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /pets/{petId}:
            get:
              parameters: [{ name: petId, in: path, required: true, type: integer }]
              responses:
                '200':
                  description: a pet
                  schema: { type: object, required: [id], properties: { id: { type: integer } } }
                  examples: { application/json: { id: 7 }, text/plain: 'seven' }
      `,
    },
    {
      name: 'A 2.0 example keyed by a JSON stream type is lines of records, not one document: not checked against the schema',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        produces: [application/x-ndjson]
        paths:
          /pets:
            get:
              responses:
                '200':
                  description: one pet a line
                  schema: { type: object, required: [id], properties: { id: { type: integer } } }
                  examples: { application/x-ndjson: "{\\"id\\": 7}\\n{\\"id\\": 8}\\n" }
      `,
    },
  ],
  invalid: [
    {
      name: 'KumpeApps: an empty object `{}` where a date string belongs (as the file holds it) is shown as written',
      spec: `
        openapi: 3.0.1
        info: { title: KumpeApps API, version: 5.0.0 }
        paths: {}
        components:
          schemas:
            addUserResponse:
              type: object
              properties:
                added: { type: string, format: date-time }
              example: { added: {} }
      `,
      findings: [
        {
          pointer: '/components/schemas/addUserResponse/example/added',
          range: '9:17-9:22',
          text: 'added',
          message: /at `\/added`, expected a string, got an empty object `\{\}`/,
        },
      ],
    },
    {
      name: 'Box: `$id` keys inside schema examples do not hide a mismatch of another example (the check was not made before)',
      spec: `
        openapi: 3.0.2
        info: { title: Box Platform API, version: 2.0.0 }
        paths:
          /folders/{folder_id}:
            put:
              parameters: [{ name: folder_id, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          id: { type: string }
                          a: { type: object, example: { $id: '01234500' } }
                          b: { type: object, example: { $id: '01234500' } }
                      examples:
                        default:
                          value: { id: 12345 }
      `,
      findings: [
        {
          pointer:
            '/paths/~1folders~1{folder_id}/put/responses/200/content/application~1json/examples/default/value/id',
          range: '19:27-19:29',
          text: 'id',
          message:
            'The examples.default of the 200 response of PUT /folders/{folder_id} does not match its schema: at `/id`, expected a string, got the number 12345. Fix the example or the schema, so that docs, mocks and generated clients agree.',
        },
      ],
      output: null,
    },
    {
      name: 'flags the demo API’s create example that lacks the required status, on the example',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            post:
              requestBody:
                content:
                  application/json:
                    schema: { $ref: '#/components/schemas/BookInput' }
                    example: { title: The Lathe of Heaven, year: 1971 }
              responses:
                '201': { description: created }
        components:
          schemas:
            BookInput:
              type: object
              required: [title, status]
              properties:
                title: { type: string }
                year: { type: integer }
                status: { type: string, enum: [available, checked-out] }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/post/requestBody/content/application~1json/example',
          range: '9:12-9:19',
          text: 'example',
          message:
            'The example of the request body of POST /v1/books does not match its schema: the required property "status" is missing. Fix the example or the schema, so that docs, mocks and generated clients agree.',
        },
      ],
      output: null,
    },
    {
      name: 'underlines the offending property of a named response example, and a schema’s own example',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get:
              parameters:
                - { name: id, in: path, required: true, schema: { type: integer }, example: abc }
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { $ref: '#/components/schemas/User' }
                      examples:
                        ada: { value: { id: 1, age: true } }
        components:
          schemas:
            User:
              type: object
              properties:
                id: { type: integer }
                age: { type: integer, minimum: 0, example: -1 }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{id}/get/parameters/0/example',
          range: '6:75-6:82',
          text: 'example',
          message:
            /^The example of the path parameter `id` of GET \/users\/\{id\} does not match its schema: expected an integer/,
        },
        {
          pointer: '/paths/~1users~1{id}/get/responses/200/content/application~1json/examples/ada/value/age',
          range: '14:39-14:42',
          text: 'age',
          message:
            /^The examples\.ada of the 200 response of GET \/users\/\{id\} does not match its schema: at `\/age`, expected an integer/,
        },
        {
          pointer: '/components/schemas/User/properties/age/example',
          range: '21:42-21:49',
          text: 'example',
          message: /^This example does not match its schema: .*-1/,
        },
      ],
      output: null,
    },
    {
      name: 'Jira: examples written as JSON text in strings are one finding for the API, other failures stay where they are',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /rest/api/3/banner:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { message: { type: string } } }
                      example: '{"message":"Hello"}'
          /rest/api/3/fields:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: array, items: { type: object } }
                      example: '[{"id":"summary"}]'
          /rest/api/3/fields/{id}:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { id: { type: string } } }
                      example: { id: 7 }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 of the 3 examples of this API are JSON text inside a string where the schema expects an object or an array, so readers, mocks and generated clients see a string. Write each example as the value itself (YAML or JSON), not as its serialisation.',
          related: [
            {
              pointer: '/paths/~1rest~1api~13~1banner/get/responses/200/content/application~1json/example',
              range: '11:14-11:21',
              text: 'example',
            },
            {
              pointer: '/paths/~1rest~1api~13~1fields/get/responses/200/content/application~1json/example',
              range: '20:14-20:21',
              text: 'example',
            },
          ],
        },
        {
          pointer: '/paths/~1rest~1api~13~1fields~1{id}/get/responses/200/content/application~1json/example/id',
          range: '30:25-30:27',
          text: 'id',
          message: /at `\/id`, expected a string, got the number 7/,
        },
      ],
      output: null,
    },
  ],
});
