// One decision, one finding (RULES.md version 3, "Reporting") for body-required, cut from drchrono's and
// gerermesaffaires' specs (precision round 3, seed 107).
import { ruleTester } from '../helpers/rule-tester';
import { bodyRequired } from '../../../src/core/rules/body-required';

const ok = `{ '201': { description: Created } }`;
// A GET answering an array makes each path a collection (rules v3), so its POST is a create.
const list = `get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }`;

ruleTester(bodyRequired, {
  valid: [],
  invalid: [
    {
      name: 'drchrono: an API that documents no request body on any write gets one finding at /paths, every write related',
      spec: `
        openapi: 3.0.0
        info: { title: drchrono, version: v4 }
        paths:
          /api/task_categories:
            ${list}
            post: { operationId: task_categories_create, responses: ${ok} }
          /api/task_statuses/{id}:
            patch: { operationId: task_statuses_partial_update, responses: { '204': { description: Updated } } }
          /api/patients:
            ${list}
            post: { operationId: patients_create, responses: ${ok} }
          /api/offices:
            ${list}
            post: { operationId: offices_create, requestBody: { content: { application/json: { schema: { type: object } } } }, responses: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "3 of 4 writes declare no request body (e.g. POST /api/task_categories): the API's own decision not to document request bodies, reported once here rather than on every write; a POST sends a JSON object of the member to create, a PUT the whole member, a PATCH only the changed fields (§4): add a `requestBody` with application/json content to each.",
          related: [
            {
              pointer: '/paths/~1api~1task_categories/post',
              range: '5:4-5:8',
              text: 'post',
              message: 'POST /api/task_categories',
            },
            {
              pointer: '/paths/~1api~1task_statuses~1{id}/patch',
              range: '7:4-7:9',
              text: 'patch',
              message: 'PATCH /api/task_statuses/{id}',
            },
            { pointer: '/paths/~1api~1patients/post', range: '10:4-10:8', text: 'post', message: 'POST /api/patients' },
          ],
        },
      ],
    },
    {
      name: 'drchrono: fewer than half of the writes without a body are each a finding of their own',
      spec: `
        openapi: 3.0.0
        info: { title: drchrono, version: v4 }
        paths:
          /api/task_categories:
            ${list}
            post: { responses: ${ok} }
          /api/patients:
            ${list}
            post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: ${ok} }
          /api/offices:
            ${list}
            post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1task_categories/post',
          range: '5:4-5:8',
          text: 'post',
          message: /^POST \/api\/task_categories declares no request body/,
        },
      ],
    },
    {
      name: 'gerermesaffaires: a bodiless PATCH on a nested member adds to a set, which is a bodiless PUT: the advice says so',
      spec: `
        openapi: 3.0.0
        info: { title: gerermesaffaires, version: '1.0' }
        paths:
          /spaces/{id}/groups/{groupId}/persons/{memberId}:
            patch: { summary: Add a person to a group, responses: { '200': { description: ok } } }
          /spaces/{id}:
            patch: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
          /spaces/{id}/groups/{groupId}:
            patch: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
      `,
      findings: [
        {
          pointer: '/paths/~1spaces~1{id}~1groups~1{groupId}~1persons~1{memberId}/patch',
          range: '4:4-4:9',
          text: 'patch',
          message:
            'PATCH /spaces/{id}/groups/{groupId}/persons/{memberId} declares no request body; a PATCH sends a JSON object with only the changed fields (§4). If it adds the member to a set, that is a bodiless PUT; otherwise add a `requestBody` with application/json content.',
        },
      ],
    },
  ],
});
