// path-no-verbs: an API whose paths are mostly actions, on members and as procedures together, is one decision told
// once, whatever the spelling. Cut from Chargebee's OpenAPI (chargebee/openapi, seed 204 #53-#54).
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const R = "{ responses: { '200': { description: ok } } }";

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      name: 'Chargebee: snake_case actions on members and procedures, neither kind alone most of the paths, are one finding',
      spec: `
        openapi: 3.1.0
        info: { title: Chargebee API, version: '2' }
        paths:
          /subscriptions: { get: ${R}, post: ${R} }
          /subscriptions/{subscription-id}: { get: ${R}, post: ${R} }
          /subscriptions/{subscription-id}/cancel: { post: ${R} }
          /subscriptions/{subscription-id}/change_term_end: { post: ${R} }
          /customers: { get: ${R}, post: ${R} }
          /customers/{customer-id}: { get: ${R}, post: ${R} }
          /customers/{customer-id}/set_account_credits: { post: ${R} }
          /customers/{customer-id}/delete: { post: ${R} }
          /invoices: { get: ${R}, post: ${R} }
          /invoices/{invoice-id}: { get: ${R} }
          /invoices/{invoice-id}/refund: { post: ${R} }
          /invoices/{invoice-id}/void: { post: ${R} }
          /invoices/charge: { post: ${R} }
          /invoices/charge_addon: { post: ${R} }
          /hosted_pages/checkout_new: { post: ${R} }
          /estimates/create_subscription: { post: ${R} }
          /estimates/update_subscription: { post: ${R} }
          /plans: { get: ${R}, post: ${R} }
          /plans/{plan-id}: { get: ${R}, post: ${R} }
          /plans/{plan-id}/delete: { post: ${R} }
          /addons: { get: ${R}, post: ${R} }
          /addons/{addon-id}: { get: ${R}, post: ${R} }
          /coupons: { get: ${R}, post: ${R} }
          /coupons/{coupon-id}: { get: ${R} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '12 of 24 paths are actions or procedures (`…/cancel`, `…/delete`…), however they are spelled: the API names its operations in the path, one decision, reported once here rather than once per action word. Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates (`POST /orders/{id}/cancellations`).',
        },
      ],
    },
  ],
});
