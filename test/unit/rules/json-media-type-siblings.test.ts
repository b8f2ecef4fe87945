// One decision, one finding (RULES.md "Reporting"): the same non-JSON media type on twin endpoints is told once.
// Cut from aiception.com (seed 119 #28–29: every task endpoint's 200 offers only `*/*`).
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';

const task = `{ get: { parameters: [{ name: taskId, in: path, required: true, schema: { type: string } }], responses: { '200': { description: The task., content: { '*/*': { schema: { $ref: '#/components/schemas/Task' } } } } } } }`;
const create = `{ post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '202': { description: Accepted, content: { application/json: { schema: { type: string } } } } } } }`;

ruleTester(jsonMediaType, {
  valid: [],
  invalid: [
    {
      name: 'aiception: `*/*` on the twin task endpoints is one finding, the twins related',
      spec: `
        openapi: 3.0.0
        info: { title: AIception Interface, version: 1.0.0 }
        paths:
          /adult_content: ${create}
          /adult_content/{taskId}: ${task}
          /face: ${create}
          /face/{taskId}: ${task}
          /face_age: ${create}
          /face_age/{taskId}: ${task}
        components:
          schemas:
            Task: { type: object, properties: { id: { type: string } } }
      `,
      findings: [
        {
          pointer: '/paths/~1adult_content~1{taskId}/get/responses/200/content/*~1*',
          range: '4:177-4:182',
          text: "'*/*'",
          message:
            'The 200 response of GET /adult_content/{taskId} offers only */*; representations are JSON (§2.4): offer application/json or a +json media type. The same on 2 sibling paths (listed as related): one decision.',
          related: [
            {
              message: 'GET /face/{taskId}',
              pointer: '/paths/~1face~1{taskId}/get/responses/200/content/*~1*',
              range: '6:168-6:173',
              text: "'*/*'",
            },
            {
              message: 'GET /face_age/{taskId}',
              pointer: '/paths/~1face_age~1{taskId}/get/responses/200/content/*~1*',
              range: '8:172-8:177',
              text: "'*/*'",
            },
          ],
        },
      ],
    },
  ],
});
