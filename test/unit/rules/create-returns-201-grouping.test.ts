// One decision, one finding (RULES.md version 3, "Reporting") for create-returns-201, cut from Mailchimp's spec.
import { ruleTester } from '../helpers/rule-tester';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';

// Each path is a collection (rules v3): it is read too, so its POST is a create rather than a computation.
const create = (status: string) =>
  `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }, post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '${status}': { description: ok, content: { application/json: { schema: { type: object } } } } } } }`;

ruleTester(createReturns201, {
  valid: [],
  invalid: [
    {
      name: "Mailchimp: every create answering 200 is one finding; a create without responses is success-status's",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /lists: ${create('200')}
          /campaigns: ${create('200')}
          /templates: ${create('200')}
          /batches: { get: { responses: { '200': { description: ok } } }, post: { requestBody: { content: { application/json: { schema: { type: object } } } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "3 of 3 creates answer 200 instead of 201 (e.g. POST /lists): the API's own convention, reported once here rather than on every create; a POST that creates a member answers 201 Created with the created member, or 202 Accepted when it creates it later (§4).",
        },
      ],
    },
  ],
});
