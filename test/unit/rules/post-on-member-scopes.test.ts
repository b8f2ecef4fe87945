// A parameter that scopes a collection is no member id, even where a DELETE clears that scoped collection
// (precision round, seed 109 #67): cut from elmah.io's spec.
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const ok = `{ responses: { '200': { description: ok } } }`;

ruleTester(postOnMember, {
  valid: [
    {
      name: 'skips a POST that delivers a message through an incoming webhook (Circuit `POST /webhooks/incoming/{webhookId}`, Slack-style)',
      spec: `
        openapi: 3.0.0
        info: { title: REST API Version 2, version: 2.9.235 }
        paths:
          /webhooks:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '200': { description: ok } } }
          /webhooks/{id}:
            parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
            get: { responses: { '200': { description: ok } } }
            put: { responses: { '200': { description: ok } } }
          /webhooks/incoming/create/{conversationId}:
            parameters: [{ name: conversationId, in: path, required: true, schema: { type: string } }]
            post: { operationId: createIncomingWebhook, responses: { '200': { description: ok } } }
          /webhooks/incoming/{webhookId}:
            parameters: [{ name: webhookId, in: path, required: true, schema: { type: string } }]
            delete: { responses: { '200': { description: ok } } }
            post:
              description: Post text items to conversations via slack apps.
              operationId: postWebhookAsSlackMessage
              requestBody:
                content:
                  application/x-www-form-urlencoded: { schema: { type: object, properties: { text: { type: string } } } }
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'elmah.io: POST /v3/messages/{logId} creates a message in the log its parameter scopes (/messages/{logId}/{id} exists)',
      spec: `
        openapi: 3.0.1
        info: { title: elmah.io, version: v3 }
        paths:
          /v3/messages/{logId}:
            get: { summary: Fetch messages from a log., responses: { '200': { description: ok } } }
            post: { summary: Create a new message., responses: { '201': { description: ok } } }
            delete: { summary: Deletes a list of messages by logid and query., responses: { '200': { description: ok } } }
          /v3/messages/{logId}/{id}:
            get: { summary: Fetch a message by its ID., responses: { '200': { description: ok } } }
            delete: ${ok}
      `,
    },
  ],
  invalid: [
    {
      name: 'a member written with POST is still flagged where its DELETE removes it and nothing is addressed below it',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: v3 }
        paths:
          /v3/logs: { get: ${ok}, post: ${ok} }
          /v3/logs/{logId}:
            get: ${ok}
            post: ${ok}
            delete: ${ok}
          /v3/users/{userId}: { get: ${ok}, put: ${ok} }
          /v3/teams/{teamId}: { get: ${ok}, put: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1v3~1logs~1{logId}/post',
          range: '6:4-6:8',
          text: 'post',
          message:
            'POST on the member path `/v3/logs/{logId}`: create members with POST on the collection `/v3/logs`, and change this one with PUT or PATCH.',
        },
      ],
    },
  ],
});
