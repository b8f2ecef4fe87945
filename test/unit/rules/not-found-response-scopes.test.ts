// A parameter that scopes what is below it, never read or written as a member anywhere in the API, from the blind
// precision rounds (docs/precision-rounds/seed-207.md #29, seed-208.md #38): a POST under it names nothing that can be
// missing, so no 404 is due there.
import { ruleTester } from '../helpers/rule-tester';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';

const G404 = "{ get: { responses: { '200': { description: ok }, '404': { description: none } } } }";

ruleTester(notFoundResponse, {
  valid: [
    {
      name: 'SigNoz: {cloud_provider} scopes accounts and services; no GET /cloud_integrations/{cloud_provider} exists',
      spec: `
        openapi: 3.0.3
        info: { title: SigNoz, version: '1' }
        paths:
          /api/v1/cloud_integrations/{cloud_provider}/accounts:
            post: { responses: { '201': { description: created } } }
          /api/v1/cloud_integrations/{cloud_provider}/accounts/check_in:
            post: { responses: { '200': { description: ok } } }
          /api/v1/cloud_integrations/{cloud_provider}/accounts/{id}: ${G404}
          /api/v1/cloud_integrations/{cloud_provider}/services/{service_id}: ${G404}
      `,
    },
    {
      name: 'Strimzi Kafka Bridge: POST /consumers/{groupid} creates a consumer in a group that comes into being on use',
      spec: `
        openapi: 3.0.0
        info: { title: Kafka Bridge API, version: 0.1.0 }
        paths:
          /consumers/{groupid}:
            post: { responses: { '200': { description: created }, '409': { description: exists } } }
          /consumers/{groupid}/instances/{name}:
            delete: { responses: { '204': { description: deleted }, '404': { description: none } } }
          /consumers/{groupid}/instances/{name}/records: ${G404}
      `,
    },
  ],
  invalid: [
    {
      name: 'a POST below a member the API reads (GET /cloud_integrations/{cloud_provider}) still owes a 404',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /api/v1/cloud_integrations/{cloud_provider}:
            get: { responses: { '200': { description: ok }, '404': { description: none } } }
          /api/v1/cloud_integrations/{cloud_provider}/accounts/check_in:
            post: { responses: { '200': { description: ok } } }
          /api/v1/cloud_integrations/{cloud_provider}/accounts/{id}: ${G404}
      `,
      findings: [
        {
          pointer: '/paths/~1api~1v1~1cloud_integrations~1{cloud_provider}~1accounts~1check_in/post/responses',
          range: '6:12-6:21',
          text: 'responses',
        },
      ],
    },
  ],
});
