// Webhooks an API sends to its partners, documented as paths (Just Eat's "Order Acceptance Webhooks": the partner
// implements `POST /order-accepted` and Just Eat calls it). The error statuses a server documents are not asked of
// a receiver the partner writes (seed 112 #4, #6, #7, #67, #71). Signal: a tag named "… Webhooks" or "… Callbacks"
// on a path that does not itself name hooks, callbacks, subscriptions or notifications (those manage webhooks).
import * as assert from 'node:assert/strict';
import { lintText } from '../helpers/lint';

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
