// Webhooks an API sends to its partners, documented as paths (Just Eat's "Order Acceptance Webhooks": the partner
// implements `POST /order-accepted` and Just Eat calls it). The error statuses a server documents are not asked of
// a receiver the partner writes (seed 112 #4, #6, #7, #67, #71). Signal: a tag named "… Webhooks" or "… Callbacks"
// on a path that does not itself name hooks, callbacks, subscriptions or notifications (those manage webhooks).
import * as assert from 'node:assert/strict';
import { lintText } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { serverErrorResponse } from '../../../src/core/rules/server-error-response';
import { operationSecured } from '../../../src/core/rules/operation-secured';

const SPEC = `
  openapi: 3.0.0
  info: { title: Just Eat UK, version: 1.0.0 }
  servers: [{ url: https://uk.api.just-eat.io }]
  paths:
    /order-accepted:
      post:
        tags: [Order Acceptance Webhooks, publicly-accessible]
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses: { '200': { description: OK } }
    /menu-ingestion-complete:
      post:
        tags: [Restaurant Webhooks]
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses: { '200': { description: OK } }
    /orders/{orderId}/accept:
      put:
        tags: [Order Acceptance API]
        parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }]
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses: { '200': { description: OK }, '400': { description: Bad }, '500': { description: Error } }
    /orders/{orderId}/reject:
      put:
        tags: [Order Acceptance API]
        parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }]
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses: { '200': { description: OK } }
    /webhooks:
      post:
        tags: [Webhooks]
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses: { '201': { description: Created } }
`;

describe('webhooks sent to partners, documented as paths', () => {
  it("Just Eat: no 400 or 500 is asked of a webhook the partner implements; the API's own operations still are", () => {
    const found = lintText(SPEC, ['bad-request-response', 'server-error-response']);
    const places = (rule: string) =>
      found.filter((f) => f.rule === rule).flatMap((f) => [f.pointer, ...(f.related ?? []).map((r) => r.pointer)]);
    for (const rule of ['bad-request-response', 'server-error-response'])
      assert.deepEqual(places(rule), [
        '/paths',
        '/paths/~1orders~1{orderId}~1reject/put/responses',
        '/paths/~1webhooks/post/responses',
      ]);
  });
});

// Flexprice (docs/swagger/swagger-3-0.json) documents the payload of each webhook event as a pseudo-path, as OpenAPI
// 3.1's `webhooks` would: `POST /webhook-events/<event type>`, tagged "Webhook Events", "Doc-only for parsing". Nobody
// calls them, so neither a 500 nor a security requirement is asked of them (seed 207 #46; 14 wrong in a first draw of
// seed 208). PayPal's `webhooks-events/{event_id}` (real reads of delivered events) stays judged.
const PAYLOAD =
  "{ '200': { description: Webhook payload, content: { application/json: { schema: { type: object } } } } }";
const FLEXPRICE = `
  openapi: 3.0.1
  info: { title: Flexprice API, version: '1.0' }
  servers: [{ url: https://api.cloud.flexprice.io/v1 }]
  components:
    securitySchemes: { ApiKeyAuth: { type: apiKey, in: header, name: x-api-key } }
  paths:
    /events:
      post:
        tags: [Events]
        security: [{ ApiKeyAuth: [] }]
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses: { '202': { description: Accepted }, '400': { description: Bad }, '500': { description: Error } }
    /events/bulk:
      post:
        tags: [Events]
        security: [{ ApiKeyAuth: [] }]
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses: { '202': { description: Accepted }, '400': { description: Bad }, '500': { description: Error } }
    /webhook-events/checkout.session.completed:
      post:
        tags: [Webhook Events]
        summary: checkout.session.completed
        description: Fired when payment is confirmed. Doc-only for parsing.
        responses: ${PAYLOAD}
    /webhook-events/wallet.updated:
      post:
        tags: [Webhook Events]
        summary: wallet.updated
        description: Fired when a wallet is updated. Doc-only for parsing.
        responses: ${PAYLOAD}
`;

ruleTester(serverErrorResponse, {
  valid: [
    {
      name: 'Flexprice: the payloads documented under /webhook-events/<event type> are asked for no 500',
      spec: FLEXPRICE,
    },
  ],
  invalid: [
    {
      name: 'PayPal: /v1/notifications/webhooks-events/{event_id}, tagged webhooks-events, is a real read of a delivered event',
      spec: `
        openapi: 3.0.3
        info: { title: Webhooks Management, version: '1.1' }
        paths:
          /v1/notifications/webhooks-events:
            get:
              tags: [webhooks-events]
              responses: { '200': { description: OK }, '500': { description: Error } }
          /v1/notifications/webhooks-events/{event_id}:
            get:
              tags: [webhooks-events]
              parameters: [{ name: event_id, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: OK } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1notifications~1webhooks-events~1{event_id}/get/responses',
          range: '11:6-11:15',
          text: 'responses',
        },
      ],
    },
  ],
});

ruleTester(operationSecured, {
  valid: [
    { name: "Flexprice: the documented webhook payloads are not operations the API's key guards", spec: FLEXPRICE },
  ],
  invalid: [],
});
