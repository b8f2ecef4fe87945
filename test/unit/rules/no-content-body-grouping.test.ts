// One decision, one finding (RULES.md version 3, "Reporting") for no-content-body, cut from Zoom's spec.
import { ruleTester } from '../helpers/rule-tester';
import { noContentBody } from '../../../src/core/rules/no-content-body';

const EMPTY =
  "{ '204': { description: ok, content: { application/json: { schema: {} }, application/xml: { schema: {} } } } }";

ruleTester(noContentBody, {
  valid: [],
  invalid: [
    {
      name: 'Apify: `{type: object, example: {}}` with `example: {}` on most 204s declares nothing, the same habit told once; a 204 without content is not flagged',
      spec: `
        openapi: 3.0.1
        info: { title: Apify API, version: v2-2025 }
        paths:
          /v2/schedules/{scheduleId}: { delete: { responses: { '204': { description: No Content, content: { application/json: { schema: { type: object, example: {} }, example: {} } } } } } }
          /v2/webhooks/{webhookId}: { delete: { responses: { '204': { description: No Content, content: { application/json: { schema: { type: object }, example: {} } } } } } }
          /v2/actor-runs/{runId}: { delete: { responses: { '204': { description: No Content } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 of 3 204 responses declare an empty body (a `content` whose schema says nothing, e.g. DELETE /v2/schedules/{scheduleId}): one habit of the API or its generator, reported once here rather than on every response. 204 No Content has no body (§4): remove `content`.',
        },
      ],
    },
    {
      name: "Zoom: an empty 204 body on most responses is one finding (a generator's habit); a real body keeps its own",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /accounts/{accountId}/lock_settings: { patch: { responses: ${EMPTY} } }
          /accounts/{accountId}/owner: { put: { responses: ${EMPTY} } }
          /phone/sites:
            post:
              responses:
                '204': { description: ok, content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 of 3 204 responses declare an empty body (a `content` whose schema says nothing, e.g. PATCH /accounts/{accountId}/lock_settings): one habit of the API or its generator, reported once here rather than on every response. 204 No Content has no body (§4): remove `content`.',
        },
        { pointer: '/paths/~1phone~1sites/post/responses/204/content', range: '8:34-8:41', text: 'content' },
      ],
    },
    {
      name: 'Shinobi: 204 responses that all declare the same schema (PostResult) are one finding for the API',
      spec: `
        openapi: 3.0.1
        info: { title: Shinobi, version: v1 }
        paths:
          /AddActor: { post: { responses: { '204': { description: Result, content: { application/json: { schema: { $ref: '#/components/schemas/PostResult' } } } } } } }
          /AddTVShow: { post: { responses: { '204': { description: Result, content: { application/json: { schema: { $ref: '#/components/schemas/PostResult' } } } } } } }
        components:
          schemas:
            PostResult: { type: object, properties: { id: { type: integer } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 of 2 204 responses declare the same body (`PostResult`, e.g. POST /AddActor): one habit of the API or its generator, reported once here rather than on every response. 204 No Content has no body (§4): remove `content`, or answer 200 with the body.',
          related: [
            {
              pointer: '/paths/~1AddActor/post/responses/204/content',
              range: '3:66-3:73',
              text: 'content',
              message: 'POST /AddActor',
            },
            {
              pointer: '/paths/~1AddTVShow/post/responses/204/content',
              range: '4:67-4:74',
              text: 'content',
              message: 'POST /AddTVShow',
            },
          ],
        },
      ],
    },
  ],
});
