import { ruleTester } from '../helpers/rule-tester';
import { rateLimitResponses } from '../../../src/core/rules/rate-limit-responses';

/** The components the fix adds: a shared 429 response with the three X-RateLimit-* headers and an `Error` schema. */
const TOO_MANY_REQUESTS = `
        components:
          responses:
            TooManyRequests:
              description: The rate limit is exceeded; retry after the window resets.
              headers:
                X-RateLimit-Limit:
                  description: Requests allowed in the current window.
                  schema:
                    type: integer
                X-RateLimit-Remaining:
                  description: Requests left in the current window.
                  schema:
                    type: integer
                X-RateLimit-Reset:
                  description: When the current window resets.
                  schema:
                    type: integer
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
                  description: What went wrong, for people.`;

ruleTester(rateLimitResponses, {
  valid: [
    {
      name: 'stays quiet when nothing declares rate limits',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200':
                  description: ok
                  headers:
                    X-Request-Id: { schema: { type: string } }
      `,
    },
    {
      name: 'accepts a 4XX range in place of 429',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok }, '429': { description: slow } }
            post:
              responses: { '201': { description: ok }, 4XX: { description: client error } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags an operation without 429 when most document one, at its responses key; the fix adds a shared 429 with the X-RateLimit-* headers',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200': { description: ok }
                '429': { description: slow down }
            post:
              responses:
                '201': { description: created }
          /v1/me:
            get: { responses: { '200': { description: ok }, '429': { description: slow down } } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/post/responses',
          range: '9:6-9:15',
          text: 'responses',
          message:
            'The API declares rate limits (a 429 response on GET /v1/books) but POST /v1/books documents no 429 response; add a 429 response for when the client exceeds the rate limit.',
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200': { description: ok }
                '429': { description: slow down }
            post:
              responses:
                '201': { description: created }
                '429':
                  $ref: '#/components/responses/TooManyRequests'
          /v1/me:
            get: { responses: { '200': { description: ok }, '429': { description: slow down } } }${TOO_MANY_REQUESTS}
      `,
    },
    {
      name: 'reports once for the API when a few operations document 429 among many (GitHub: 2 of 1,223)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200': { description: ok }
                '429': { description: slow down }
            post:
              responses:
                '201': { description: created }
          /v1/me:
            get: {}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '429 is documented on 1 of 3 operations, though the API declares rate limits (a 429 response on GET /v1/books); add a 429 response with the X-RateLimit-* headers to each (listed as related), for instance one shared response referenced from each.',
          related: [
            {
              pointer: '/paths/~1v1~1books/post/responses',
              range: '9:6-9:15',
              text: 'responses',
              message: 'POST /v1/books',
            },
            { pointer: '/paths/~1v1~1me/get', range: '12:4-12:7', text: 'get', message: 'GET /v1/me' },
          ],
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200': { description: ok }
                '429': { description: slow down }
            post:
              responses:
                '201': { description: created }
                '429':
                  $ref: '#/components/responses/TooManyRequests'
          /v1/me:
            get:
              responses:
                '429':
                  $ref: '#/components/responses/TooManyRequests'${TOO_MANY_REQUESTS}
      `,
    },
    {
      name: 'takes an X-RateLimit-* header on any response as a declaration (any case)',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200':
                  description: ok
                  headers:
                    x-ratelimit-remaining: { schema: { type: integer } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '429 is documented on 0 of 1 operation, though the API declares rate limits (the x-ratelimit-remaining header on GET /v1/books); add a 429 response with the X-RateLimit-* headers to each (listed as related), for instance one shared response referenced from each.',
          related: [
            {
              pointer: '/paths/~1v1~1books/get/responses',
              range: '5:6-5:15',
              text: 'responses',
              message: 'GET /v1/books',
            },
          ],
        },
      ],
      output: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200':
                  description: ok
                  headers:
                    x-ratelimit-remaining: { schema: { type: integer } }
                '429':
                  $ref: '#/components/responses/TooManyRequests'${TOO_MANY_REQUESTS}
      `,
    },
    {
      name: 'takes shared components.headers as a declaration; the fix reuses the shared header',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
        components:
          headers:
            X-RateLimit-Limit: { schema: { type: integer } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '429 is documented on 0 of 1 operation, though the API declares rate limits (the shared header components.headers.X-RateLimit-Limit); add a 429 response with the X-RateLimit-* headers to each (listed as related), for instance one shared response referenced from each.',
          related: [
            {
              pointer: '/paths/~1v1~1books/get/responses',
              range: '5:6-5:15',
              text: 'responses',
              message: 'GET /v1/books',
            },
          ],
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok }, '429': { $ref: '#/components/responses/TooManyRequests' } }
        components:
          headers:
            X-RateLimit-Limit: { schema: { type: integer } }
          responses:
            TooManyRequests:
              description: The rate limit is exceeded; retry after the window resets.
              headers:
                X-RateLimit-Limit:
                  $ref: '#/components/headers/X-RateLimit-Limit'
                X-RateLimit-Remaining:
                  description: Requests left in the current window.
                  schema:
                    type: integer
                X-RateLimit-Reset:
                  description: When the current window resets.
                  schema:
                    type: integer
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
      name: 'takes 2.0 shared responses as a declaration; the fix references the shared 429 response',
      // the fix references the existing TooManyRequests, which declares only X-RateLimit-Reset: now used by a 429,
      // rate-limit-headers reports the two headers it lacks.
      fixMayAdd: ['rate-limit-headers'],
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { 200: { description: ok } }
        responses:
          TooManyRequests:
            description: slow down
            headers:
              X-RateLimit-Reset: { type: integer }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '429 is documented on 0 of 1 operation, though the API declares rate limits (the X-RateLimit-Reset header of responses.TooManyRequests); add a 429 response with the X-RateLimit-* headers to each (listed as related), for instance one shared response referenced from each.',
          related: [
            {
              pointer: '/paths/~1v1~1books/get/responses',
              range: '5:6-5:15',
              text: 'responses',
              message: 'GET /v1/books',
            },
          ],
        },
      ],
      output: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { 200: { description: ok }, '429': { $ref: '#/responses/TooManyRequests' } }
        responses:
          TooManyRequests:
            description: slow down
            headers:
              X-RateLimit-Reset: { type: integer }
      `,
    },
  ],
});
