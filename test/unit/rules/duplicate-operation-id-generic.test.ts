// One decision, one finding (RULES.md "Reporting") for duplicate-operation-id, cut from Deepgram's OpenAPI (seed 204).
import { ruleTester } from '../helpers/rule-tester';
import { duplicateOperationId } from '../../../src/core/rules/duplicate-operation-id';

const OK = "responses: { '200': { description: ok } }";

ruleTester(duplicateOperationId, {
  valid: [],
  invalid: [
    {
      name: 'Deepgram: generic one-word operationIds (list, get, delete) reused under each tag are one finding for the API',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/agent/settings/think/models:
            get: { operationId: list, tags: [agent > v1 > settings > think > models], ${OK} }
          /v1/projects/{project_id}/agents/{agent_id}:
            get: { operationId: get, tags: [manage > v1 > projects > agents], ${OK} }
            delete: { operationId: delete, tags: [manage > v1 > projects > agents], ${OK} }
          /v1/projects/{project_id}/keys:
            get: { operationId: list, tags: [manage > v1 > projects > keys], ${OK} }
          /v1/projects/{project_id}/keys/{key_id}:
            get: { operationId: get, tags: [manage > v1 > projects > keys], ${OK} }
            delete: { operationId: delete, tags: [manage > v1 > projects > keys], ${OK} }
          /v1/projects/{project_id}/usage/fields:
            get: { operationId: list, tags: [manage > v1 > projects > usage], ${OK} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '4 of 4 duplicate operationIds are generic one-word names reused across resources ("list" reused 2 times, "get" reused 1 time, "delete" reused 1 time): the ids are unique only together with their tag or path, the API\'s naming decision, reported once here rather than on every operation; every operation needs its own operationId, as code generators and tools key operations by it alone: name the resource in each (`listAgents`, `getAgent`).',
          related: [
            {
              pointer: '/paths/~1v1~1projects~1{project_id}~1keys/get/operationId',
              range: '9:24-9:28',
              text: 'list',
              message: 'GET /v1/projects/{project_id}/keys (list)',
            },
            {
              pointer: '/paths/~1v1~1projects~1{project_id}~1keys~1{key_id}/get/operationId',
              range: '11:24-11:27',
              text: 'get',
              message: 'GET /v1/projects/{project_id}/keys/{key_id} (get)',
            },
            {
              pointer: '/paths/~1v1~1projects~1{project_id}~1keys~1{key_id}/delete/operationId',
              range: '12:27-12:33',
              text: 'delete',
              message: 'DELETE /v1/projects/{project_id}/keys/{key_id} (delete)',
            },
            {
              pointer: '/paths/~1v1~1projects~1{project_id}~1usage~1fields/get/operationId',
              range: '14:24-14:28',
              text: 'list',
              message: 'GET /v1/projects/{project_id}/usage/fields (list)',
            },
          ],
        },
      ],
    },
    {
      name: 'Jaeger: one name on GET and POST of one path is a slip of its own, told where it is',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /api/v3/trace-summaries:
            get: { operationId: find, ${OK} }
            post: { operationId: find, ${OK} }
          /api/v3/services:
            get: { operationId: services, ${OK} }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1v3~1trace-summaries/post/operationId',
          range: '5:25-5:29',
          text: 'find',
          message:
            'operationId "find" is already used by GET /api/v3/trace-summaries; every operation needs its own operationId.',
        },
      ],
    },
  ],
});
