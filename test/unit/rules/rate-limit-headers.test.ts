import * as assert from 'node:assert/strict';
import { dedent, lintText } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { rateLimitHeaders } from '../../../src/core/rules/rate-limit-headers';

ruleTester(rateLimitHeaders, {
  valid: [
    {
      name: 'stays quiet for a complete 429 and ignores other responses',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200': { description: ok }
                '503': { description: unavailable }
                '429':
                  description: slow down
                  headers:
                    X-RateLimit-Limit: { schema: { type: integer } }
                    X-RateLimit-Remaining: { schema: { type: integer } }
                    X-RateLimit-Reset: { schema: { type: integer, format: int64 } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags a 429 with no headers at its status key; the fix adds all three',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '200': { description: ok }
                '429': { description: slow down }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/get/responses/429',
          range: '7:8-7:13',
          text: "'429'",
          message:
            'The 429 response of GET /v1/books lacks X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset; declare them as integer headers so clients know their limit, what remains and when it resets.',
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
                '429': { description: slow down, headers: { X-RateLimit-Limit: { description: Requests allowed in the current window., schema: { type: integer } }, X-RateLimit-Remaining: { description: Requests left in the current window., schema: { type: integer } }, X-RateLimit-Reset: { description: When the current window resets., schema: { type: integer } } } }
      `,
    },
    {
      name: 'flags missing headers at the headers key and a non-integer one at its type, matching names in any case',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '429':
                  description: slow down
                  headers:
                    x-ratelimit-limit: { schema: { type: integer } }
                    X-RATELIMIT-RESET: { schema: { type: string, format: date-time } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/get/responses/429/headers',
          range: '8:10-8:17',
          text: 'headers',
          message: /lacks X-RateLimit-Remaining; declare it as an integer header/,
        },
        {
          pointer: '/paths/~1v1~1books/get/responses/429/headers/X-RATELIMIT-RESET/schema/type',
          range: '10:49-10:55',
          text: 'string',
          message:
            /The X-RATELIMIT-RESET header of the 429 response of GET \/v1\/books is "string"; declare it as an integer/,
        },
      ],
      output: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '429':
                  description: slow down
                  headers:
                    x-ratelimit-limit: { schema: { type: integer } }
                    X-RATELIMIT-RESET: { schema: { type: string, format: date-time } }
                    X-RateLimit-Remaining:
                      description: Requests left in the current window.
                      schema:
                        type: integer
      `,
    },
    {
      name: 'meitner: reads the IETF draft RateLimit-* names as the headers and tells only the string-typed Reset',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /school:
            get:
              responses:
                '429':
                  description: Too many requests
                  headers:
                    RateLimit-Limit: { schema: { type: integer } }
                    RateLimit-Remaining: { schema: { type: integer } }
                    RateLimit-Reset: { schema: { type: string } }
      `,
      findings: [
        {
          pointer: '/paths/~1school/get/responses/429/headers/RateLimit-Reset/schema/type',
          range: '11:47-11:53',
          text: 'string',
          message:
            'The RateLimit-Reset header of the 429 response of GET /school is "string"; declare it as an integer (`type: integer`).',
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /school:
            get:
              responses:
                '429':
                  description: Too many requests
                  headers:
                    RateLimit-Limit: { schema: { type: integer } }
                    RateLimit-Remaining: { schema: { type: integer } }
                    RateLimit-Reset: { schema: { type: integer } }
      `,
    },
    {
      name: 'flags an untyped header at its name',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '429':
                  description: slow down
                  headers:
                    X-RateLimit-Limit: { description: the limit }
                    X-RateLimit-Remaining: { schema: { type: [integer, 'null'] } }
                    X-RateLimit-Reset: { schema: { allOf: [{ type: integer }] } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/get/responses/429/headers/X-RateLimit-Limit',
          range: '9:12-9:29',
          text: 'X-RateLimit-Limit',
        },
      ],
    },
    {
      name: 'reports a shared 429 response once, in components, even when many operations use it',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '429': { $ref: '#/components/responses/TooManyRequests' } }
            post:
              responses: { '429': { $ref: '#/components/responses/TooManyRequests' } }
        components:
          responses:
            TooManyRequests:
              description: slow down
      `,
      findings: [
        {
          pointer: '/components/responses/TooManyRequests',
          range: '10:4-10:19',
          text: 'TooManyRequests',
          message:
            /^The shared 429 response \/components\/responses\/TooManyRequests \(used by GET \/v1\/books and 1 other operation, listed as related\) lacks/,
          related: [
            {
              pointer: '/paths/~1v1~1books/post/responses/429',
              range: '7:19-7:24',
              text: "'429'",
              message: 'POST /v1/books',
            },
          ],
        },
      ],
    },
    {
      // OpenZiti's edge management API (openziti/edge-api source/management/*.yml): every operation's 429 is
      // `$ref: ../shared/standard-responses.yml#/responses/rateLimitedResponse`, one response in another file
      // (round 17, seed 213 #62): one finding that says so, not one that reads as the first operation's own.
      name: 'OpenZiti: a shared 429 response in another file is told as the shared one, its users related',
      spec: `
        swagger: '2.0'
        info: { title: Ziti Edge Management, version: 0.29.0 }
        paths:
          /api-sessions:
            get:
              responses:
                '200': { description: ok }
                '429': { $ref: 'standard-responses.yml#/responses/rateLimitedResponse' }
          /services:
            get:
              responses:
                '200': { description: ok }
                '429': { $ref: 'standard-responses.yml#/responses/rateLimitedResponse' }
      `,
      files: {
        'standard-responses.yml': `
          responses:
            rateLimitedResponse:
              description: The resource requested is rate limited and the rate limit has been exceeded
              headers:
                WWW-Authenticate: { type: string }
        `,
      },
      findings: [
        {
          pointer: '/paths/~1api-sessions/get/responses/429/headers',
          file: 'standard-responses.yml',
          range: '3:4-3:11',
          text: 'headers',
          message:
            /^The shared 429 response standard-responses.yml#\/responses\/rateLimitedResponse \(used by GET \/api-sessions and 1 other operation, listed as related\) lacks X-RateLimit-Limit/,
        },
      ],
    },
    {
      name: "follows $ref'd headers and schemas into components and reports the bad type there once",
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                '429':
                  description: slow down
                  headers:
                    X-RateLimit-Limit: { $ref: '#/components/headers/Limit' }
                    X-RateLimit-Remaining: { $ref: '#/components/headers/Remaining' }
                    X-RateLimit-Reset: { $ref: '#/components/headers/Reset' }
            post:
              responses:
                '429':
                  description: slow down
                  headers:
                    X-RateLimit-Limit: { $ref: '#/components/headers/Limit' }
                    X-RateLimit-Remaining: { $ref: '#/components/headers/Remaining' }
                    X-RateLimit-Reset: { $ref: '#/components/headers/Reset' }
        components:
          headers:
            Limit: { schema: { type: integer } }
            Remaining: { schema: { $ref: '#/components/schemas/Count' } }
            Reset: { schema: { type: integer } }
          schemas:
            Count: { type: number }
      `,
      findings: [{ pointer: '/components/schemas/Count/type', range: '26:19-26:25', text: 'number' }],
    },
    {
      name: 'reads 2.0 headers, which carry their type directly',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                429:
                  description: slow down
                  headers:
                    X-RateLimit-Limit: { type: integer }
                    X-RateLimit-Remaining: { type: integer }
                    X-RateLimit-Reset: { type: string }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/get/responses/429/headers/X-RateLimit-Reset/type',
          range: '11:39-11:45',
          text: 'string',
        },
      ],
    },
    {
      name: 'reports a 2.0 shared response at its name under the root responses',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses:
                429: { $ref: '#/responses/TooManyRequests' }
        responses:
          TooManyRequests:
            description: slow down
      `,
      findings: [{ pointer: '/responses/TooManyRequests', range: '8:2-8:17', text: 'TooManyRequests' }],
    },
    {
      name: 'Box: every 429 lacks the same headers, one decision: one finding for the API, each 429 related',
      spec: `
        openapi: 3.0.2
        info: { title: Box Platform API, version: 2.0.0 }
        paths:
          /authorize:
            get: { responses: { '200': { description: ok }, '429': { description: Too many requests } } }
          /files/{file_id}:
            get: { responses: { '200': { description: ok }, '429': { description: Too many requests } } }
          /folders/{folder_id}:
            get: { responses: { '200': { description: ok }, '429': { description: Too many requests } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '3 of 3 429 responses lack X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (GET /authorize, …): one decision of the API, reported once here. Declare them as integer headers on every 429 (a shared response component does it once) so clients know their limit, what remains and when it resets.',
          related: [
            {
              pointer: '/paths/~1authorize/get/responses/429',
              range: '4:52-4:57',
              text: "'429'",
              message: 'GET /authorize',
            },
            {
              pointer: '/paths/~1files~1{file_id}/get/responses/429',
              range: '6:52-6:57',
              text: "'429'",
              message: 'GET /files/{file_id}',
            },
            {
              pointer: '/paths/~1folders~1{folder_id}/get/responses/429',
              range: '8:52-8:57',
              text: "'429'",
              message: 'GET /folders/{folder_id}',
            },
          ],
        },
      ],
    },
  ],
});

describe('rate-limit-headers: a shared 429 in another file', () => {
  it('OpenZiti: relates the other operations that use it, in the spec', () => {
    const spec = dedent(`
      swagger: '2.0'
      info: { title: Ziti Edge Management, version: 0.29.0 }
      paths:
        /api-sessions:
          get: { responses: { '200': { description: ok }, '429': { $ref: 'std.yml#/responses/rateLimited' } } }
        /services:
          get: { responses: { '200': { description: ok }, '429': { $ref: 'std.yml#/responses/rateLimited' } } }
    `);
    const files: Record<string, string> = { 'std.yml': 'responses:\n  rateLimited:\n    description: slow down\n' };
    const found = lintText(spec, 'rate-limit-headers', { uri: 'spec.yaml', load: (uri) => files[uri] });
    assert.equal(found.length, 1);
    assert.deepEqual(
      (found[0].related ?? []).map((r) => [r.uri, r.pointer, r.message]),
      [['spec.yaml', '/paths/~1services/get/responses/429', 'GET /services']],
    );
  });
});
