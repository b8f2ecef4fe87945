// One decision, one finding for body-required (round 19, seeds 215 #12 #13, 216 #18 #19), cut from real specs: the
// same bodiless write on sibling paths (Shopware's default shipping and billing address) or under two paths
// (Testkube's abort of a suite execution, below its suite and at `/test-suite-executions/{executionID}`).
import { ruleTester } from '../helpers/rule-tester';
import { bodyRequired } from '../../../src/core/rules/body-required';

/** Writes that send bodies, so the API's norm is a body and each bodiless write is judged on its own. */
const WRITES = `
    /things:
      post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '201': { description: ok } } }
    /things/{id}:
      patch: { parameters: [{ name: id, in: path, required: true, schema: { type: string } }], requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
    /others:
      post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '201': { description: ok } } }
    /others/{id}:
      put: { parameters: [{ name: id, in: path, required: true, schema: { type: string } }], requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }`;

/** A bodiless PATCH on `path` with `summary`. */
const patch = (path: string, summary: string) => `
    ${path}:
      patch:
        summary: ${summary}
        responses: { '204': { description: no content } }`;

const spec = (paths: string) => `
  openapi: 3.0.1
  info: { title: t, version: 1.0.0 }
  paths:${WRITES}${paths}
`;

ruleTester(bodyRequired, {
  valid: [],
  invalid: [
    {
      name: 'Shopware: the bodiless PATCHes of the default shipping and billing address are siblings, one decision',
      spec: spec(
        patch('/account/address/default-shipping/{addressId}', "Change a customer's default shipping address") +
          patch('/account/address/default-billing/{addressId}', "Change a customer's default billing address"),
      ),
      findings: [
        {
          pointer: '/paths/~1account~1address~1default-shipping~1{addressId}/patch',
          range: '12:4-12:9',
          text: 'patch',
          message:
            /^PATCH \/account\/address\/default-shipping\/\{addressId\} declares no request body;.* The same on 1 sibling path \(listed as related\): one decision\.$/,
          related: [
            {
              pointer: '/paths/~1account~1address~1default-billing~1{addressId}/patch',
              range: '16:4-16:9',
              text: 'patch',
              message: 'PATCH /account/address/default-billing/{addressId}',
            },
          ],
        },
      ],
    },
    {
      name: 'Testkube: the abort by a bodiless PATCH under two paths, with one summary, is one decision',
      spec: spec(
        patch('/test-suites/{id}/executions/{executionID}', 'Aborts testsuite execution') +
          patch('/test-suite-executions/{executionID}', 'Aborts testsuite execution'),
      ),
      findings: [
        {
          pointer: '/paths/~1test-suites~1{id}~1executions~1{executionID}/patch',
          range: '12:4-12:9',
          text: 'patch',
          message: /The same on 1 other operation with the same summary \(listed as related\): one decision\.$/,
          related: [
            {
              pointer: '/paths/~1test-suite-executions~1{executionID}/patch',
              range: '16:4-16:9',
              text: 'patch',
              message: 'PATCH /test-suite-executions/{executionID}',
            },
          ],
        },
      ],
    },
    {
      name: 'bodiless PATCHes on sibling paths with summaries of their own are each a finding',
      spec: spec(
        patch('/account/address/default-shipping/{addressId}', "Change a customer's default shipping address") +
          patch('/account/address/verification/{addressId}', 'Mark the address as checked by the post office'),
      ),
      findings: [
        {
          pointer: '/paths/~1account~1address~1default-shipping~1{addressId}/patch',
          range: '12:4-12:9',
          text: 'patch',
        },
        { pointer: '/paths/~1account~1address~1verification~1{addressId}/patch', range: '16:4-16:9', text: 'patch' },
      ],
    },
    {
      name: 'bodiless PATCHes on unrelated paths with their own summaries are each a finding',
      spec: spec(patch('/orders/{orderId}', 'Cancel an order') + patch('/carts/{cartId}', 'Empty a cart')),
      findings: [
        { pointer: '/paths/~1orders~1{orderId}/patch', range: '12:4-12:9', text: 'patch' },
        { pointer: '/paths/~1carts~1{cartId}/patch', range: '16:4-16:9', text: 'patch' },
      ],
    },
  ],
});
