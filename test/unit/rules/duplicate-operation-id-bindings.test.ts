// One decision, one finding (RULES.md "Reporting") for duplicate-operation-id, cut from Temporal's OpenAPI (seed 203).
import { ruleTester } from '../helpers/rule-tester';
import { duplicateOperationId } from '../../../src/core/rules/duplicate-operation-id';

const OK = "responses: { '200': { description: ok } }";
const INFO =
  "responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/GetClusterInfoResponse' } } } } }";

ruleTester(duplicateOperationId, {
  valid: [],
  invalid: [
    {
      name: 'Temporal: each RPC bound at /api/v1/namespaces/… and /namespaces/… under one operationId is one finding for the API',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /api/v1/namespaces/{namespace}/workflows/{workflowId}:
            post: { operationId: StartWorkflowExecution, ${OK} }
          /api/v1/namespaces/{namespace}/activities/{activityId}/cancel:
            post: { operationId: RequestCancelActivityExecution, ${OK} }
          /namespaces/{namespace}/workflows/{workflowId}:
            post: { operationId: StartWorkflowExecution, ${OK} }
          /namespaces/{namespace}/activities/{activityId}/cancel:
            post: { operationId: RequestCancelActivityExecution, ${OK} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 of 2 duplicate operationIds are one call published at two paths (e.g. "StartWorkflowExecution" on POST /api/v1/namespaces/{namespace}/workflows/{workflowId} and POST /namespaces/{namespace}/workflows/{workflowId}): the API\'s (or its generator\'s) decision to publish each call twice, reported once here rather than on every operation; every operation needs its own operationId: give the second binding its own, or publish one path per call.',
          related: [
            {
              pointer: '/paths/~1namespaces~1{namespace}~1workflows~1{workflowId}/post/operationId',
              range: '8:25-8:47',
              text: 'StartWorkflowExecution',
              message: 'POST /namespaces/{namespace}/workflows/{workflowId} (StartWorkflowExecution)',
            },
            {
              pointer: '/paths/~1namespaces~1{namespace}~1activities~1{activityId}~1cancel/post/operationId',
              range: '10:25-10:55',
              text: 'RequestCancelActivityExecution',
              message: 'POST /namespaces/{namespace}/activities/{activityId}/cancel (RequestCancelActivityExecution)',
            },
          ],
        },
      ],
    },
    {
      name: 'Temporal: GET /cluster and GET /api/v1/cluster-info answer alike under one operationId: the same call, one decision',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /api/v1/cluster-info:
            get: { operationId: GetClusterInfo, ${INFO} }
          /api/v1/namespaces/{namespace}/workflows/{workflowId}:
            post: { operationId: StartWorkflowExecution, ${OK} }
          /cluster:
            get: { operationId: GetClusterInfo, ${INFO} }
          /namespaces/{namespace}/workflows/{workflowId}:
            post: { operationId: StartWorkflowExecution, ${OK} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 of 2 duplicate operationIds are one call published at two paths \(e\.g\. "GetClusterInfo" on GET \/api\/v1\/cluster-info and GET \/cluster\)/,
        },
      ],
    },
    {
      name: 'a lone copy-paste duplicate beside the bindings is still reported where it is',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /api/v1/namespaces/{namespace}/workflows/{workflowId}:
            post: { operationId: StartWorkflowExecution, ${OK} }
          /api/v1/namespaces/{namespace}/activities/{activityId}/cancel:
            post: { operationId: RequestCancelActivityExecution, ${OK} }
          /namespaces/{namespace}/workflows/{workflowId}:
            post: { operationId: StartWorkflowExecution, ${OK} }
          /namespaces/{namespace}/activities/{activityId}/cancel:
            post: { operationId: RequestCancelActivityExecution, ${OK} }
          /api/v1/namespaces/{namespace}/schedules:
            get: { operationId: StartWorkflowExecution, ${OK} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^2 of 3 duplicate operationIds are one call published at two paths/,
        },
        {
          pointer: '/paths/~1api~1v1~1namespaces~1{namespace}~1schedules/get/operationId',
          range: '12:24-12:46',
          text: 'StartWorkflowExecution',
          message: /already used by POST \/api\/v1\/namespaces\/\{namespace\}\/workflows\/\{workflowId\}/,
        },
      ],
    },
  ],
});
