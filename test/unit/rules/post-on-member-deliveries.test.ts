import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

/**
 * A POST that delivers a payload to a member as an endpoint neither creates nor changes the member: OpenFaaS's
 * `POST /function/{functionName}` (`InvokeFunction`) passes the request to the function (round 17, seed 212 #65
 * WRONG), and Hatchet's `POST /api/v1/stable/tenants/{tenant}/webhooks/{v1-webhook}` (`v1-webhook:receive`, "Post an
 * incoming webhook message") is where outside senders post (seed 213 #60 WRONG). A POST that runs or updates the
 * member is still told.
 */
ruleTester(postOnMember, {
  valid: [
    {
      name: 'OpenFaaS and Hatchet: invoking a function and receiving an incoming webhook',
      spec: `
        openapi: 3.0.0
        info: { title: OpenFaaS API Gateway, version: 0.8.12 }
        paths:
          /system/function/{functionName}:
            get: { responses: { '200': { description: ok } } }
          /function/{functionName}:
            post:
              operationId: InvokeFunction
              summary: Synchronously invoke a function defined in te default OpenFaaS namespace.
              requestBody: { content: { '*/*': { schema: { type: string, format: binary } } } }
              responses: { '200': { description: Value returned from function } }
          /api/v1/stable/tenants/{tenant}/webhooks/{v1-webhook}:
            get: { responses: { '200': { description: ok } } }
            delete: { responses: { '200': { description: ok } } }
            post:
              description: Post an incoming webhook message
              operationId: v1-webhook:receive
              security: []
              responses: { '200': { description: ok } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a POST that updates a webhook member is still told',
      spec: `
        openapi: 3.0.0
        info: { title: Hooks, version: '1' }
        paths:
          /webhooks/{id}:
            get: { responses: { '200': { description: ok } } }
            post:
              operationId: updateWebhook
              summary: Update the webhook
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1webhooks~1{id}/post',
          range: '5:4-5:8',
          text: 'post',
          message:
            'POST on the member path `/webhooks/{id}`: create members with POST on the collection `/webhooks`, and change this one with PUT or PATCH.',
        },
      ],
    },
  ],
});
