import { ruleTester } from '../helpers/rule-tester';
import { rateLimitResponses } from '../../../src/core/rules/rate-limit-responses';

/**
 * Probes of the service are not asked for a 429: monitors call them, not clients with a quota. Cut from goog.io (its
 * `GET /` answers `{status: true}` when the API is up) and svix.com (`GET /api/v1/health/` beside rate-limited
 * operations that document 429).
 */
ruleTester(rateLimitResponses, {
  valid: [
    {
      name: 'goog.io and svix.com: GET / and GET /api/v1/health/ are probes, not asked for a 429',
      spec: `
        openapi: 3.0.0
        info: { title: Goog.io, version: 1.0.0 }
        servers: [{ url: 'https://api.goog.io' }]
        paths:
          /:
            get:
              summary: Status
              description: It "status" == true then API is up, else the API is down
              responses:
                '200': { description: Successful Response }
                '404': { description: Not Found }
          /api/v1/health/:
            get:
              summary: Health
              responses:
                '204': { description: no content }
          /v1/search/{query}:
            get:
              parameters:
                - { name: query, in: path, required: true, schema: { type: string } }
              responses:
                '200': { description: Successful Response }
                '429': { description: Too Many Requests }
      `,
    },
  ],
  invalid: [
    {
      name: 'goog.io: a search without the 429 its siblings document is still a deviation beside the probe',
      spec: `
        openapi: 3.0.0
        info: { title: Goog.io, version: 1.0.0 }
        paths:
          /:
            get:
              responses:
                '200': { description: Successful Response }
          /v1/images/{query}:
            get:
              parameters:
                - { name: query, in: path, required: true, schema: { type: string } }
              responses:
                '200': { description: Successful Response }
          /v1/search/{query}:
            get:
              parameters:
                - { name: query, in: path, required: true, schema: { type: string } }
              responses:
                '200': { description: Successful Response }
                '429': { description: Too Many Requests }
          /v1/news/{query}:
            get:
              parameters:
                - { name: query, in: path, required: true, schema: { type: string } }
              responses:
                '200': { description: Successful Response }
                '429': { description: Too Many Requests }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1images~1{query}/get/responses',
          range: '11:6-11:15',
          text: 'responses',
          message:
            'The API declares rate limits (a 429 response on GET /v1/search/{query}) but GET /v1/images/{query} documents no 429 response; add a 429 response for when the client exceeds the rate limit.',
        },
      ],
    },
  ],
});
