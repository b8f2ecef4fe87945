import { ruleTester } from '../helpers/rule-tester';
import { noBodyOnGetDelete } from '../../../src/core/rules/no-body-on-get-delete';

ruleTester(noBodyOnGetDelete, {
  valid: [
    {
      name: 'leaves POST, PUT, PATCH and the 3.2 QUERY method alone',
      spec: `
        openapi: 3.2.0
        info: { title: t, version: '1' }
        paths:
          /users:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: ok } }
            query:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '200': { description: ok } }
            get:
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'leaves an optional body that admits only an empty object (no payload can be sent)',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema: { type: object, properties: {}, additionalProperties: false }
              responses: { '200': { description: ok } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags an empty-object body that is required, or that admits other properties',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /a:
            get:
              requestBody:
                required: true
                content: { application/x-www-form-urlencoded: { schema: { type: object, additionalProperties: false } } }
              responses: { '200': { description: ok } }
          /b:
            delete:
              requestBody:
                content: { application/x-www-form-urlencoded: { schema: { type: object, properties: {} } } }
              responses: { '204': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1a/get/requestBody',
          range: '5:6-5:17',
          text: 'requestBody',
          message: /^GET \/a declares a request body;/,
        },
        {
          pointer: '/paths/~1b/delete/requestBody',
          range: '11:6-11:17',
          text: 'requestBody',
          message: /^DELETE \/b declares a request body;/,
        },
      ],
    },
    {
      name: 'flags requestBody on GET, HEAD and DELETE at the requestBody key; the fix removes it',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              requestBody:
                content: { application/json: { schema: { type: object } } }
              responses: { '200': { description: ok } }
          /users/{id}:
            delete:
              requestBody: { $ref: '#/components/requestBodies/Reason' }
              responses: { '204': { description: gone } }
            head:
              requestBody: { content: { application/json: {} } }
              responses: { '200': { description: ok } }
        components:
          requestBodies:
            Reason: { content: { application/json: { schema: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/requestBody',
          range: '5:6-5:17',
          text: 'requestBody',
          message:
            'GET /users declares a request body; GET requests carry no payload (§4) and many servers and proxies drop one: move the data to query parameters, or use POST (or QUERY in OpenAPI 3.2) for a complex search.',
        },
        {
          pointer: '/paths/~1users~1{id}/delete/requestBody',
          range: '10:6-10:17',
          text: 'requestBody',
          message: /^DELETE \/users\/\{id\} declares a request body;/,
        },
        {
          pointer: '/paths/~1users~1{id}/head/requestBody',
          range: '13:6-13:17',
          text: 'requestBody',
          message: /^HEAD \/users\/\{id\} declares a request body;/,
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses: { '200': { description: ok } }
          /users/{id}:
            delete:
              requestBody: { $ref: '#/components/requestBodies/Reason' }
              responses: { '204': { description: gone } }
            head:
              requestBody: { content: { application/json: {} } }
              responses: { '200': { description: ok } }
        components:
          requestBodies:
            Reason: { content: { application/json: { schema: { type: object } } } }
      `,
    },
    {
      name: 'flags 2.0 in: body and in: formData parameters at their `in` value, path-level ones once (2 of 5 GETs: no API decision)',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters:
                - { name: filter, in: body, schema: { type: object } }
              responses: { '200': { description: ok } }
          /users/{id}:
            parameters:
              - { name: id, in: path, required: true, type: string }
              - { name: reason, in: formData, type: string }
            delete:
              responses: { '204': { description: gone } }
            get:
              responses: { '200': { description: ok } }
            put:
              parameters:
                - { name: user, in: body, schema: { type: object } }
              responses: { '200': { description: ok } }
          /teams: { get: { responses: { '200': { description: ok } } } }
          /orgs: { get: { responses: { '200': { description: ok } } } }
          /repos: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/parameters/0/in',
          range: '6:30-6:34',
          text: 'body',
          message: /^GET \/users takes an `in: body` parameter "filter"; GET requests carry no payload/,
        },
        { pointer: '/paths/~1users~1{id}/parameters/1/in', range: '11:28-11:36', text: 'formData' },
      ],
      output: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses: { '200': { description: ok } }
          /users/{id}:
            parameters:
              - { name: id, in: path, required: true, type: string }
              - { name: reason, in: formData, type: string }
            delete:
              responses: { '204': { description: gone } }
            get:
              responses: { '200': { description: ok } }
            put:
              parameters:
                - { name: user, in: body, schema: { type: object } }
              responses: { '200': { description: ok } }
          /teams: { get: { responses: { '200': { description: ok } } } }
          /orgs: { get: { responses: { '200': { description: ok } } } }
          /repos: { get: { responses: { '200': { description: ok } } } }
      `,
    },
  ],
});
