// POST on members alike but for their collection, cut from GrowthBook's REST API (seed 202 #62, #63) and Exoscale's
// v2 API (seed 201 #64).
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const OK = "responses: { '200': { description: ok } }";
const BODY = 'requestBody: { content: { application/json: { schema: { type: object } } } }';

ruleTester(postOnMember, {
  valid: [],
  invalid: [
    {
      name: 'GrowthBook: updating experiments, segments and dimensions with POST on /v1/<what>/{id} is one decision',
      spec: `
        openapi: 3.1.0
        info: { title: GrowthBook REST API, version: 4.4.0 }
        paths:
          /v1/experiments/{id}: { get: { ${OK} }, post: { ${BODY}, ${OK} } }
          /v1/segments/{id}: { get: { ${OK} }, post: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /v1/dimensions/{id}: { get: { ${OK} }, post: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /v1/projects/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /v1/metrics/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /v1/teams/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /v1/dashboards/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1experiments~1{id}/post',
          range: '3:78-3:82',
          text: 'post',
          message:
            'POST on the member path `/v1/experiments/{id}`: create members with POST on the collection `/v1/experiments`, and change this one with PUT or PATCH. The same on 2 sibling paths (listed as related): one decision.',
          related: [
            {
              pointer: '/paths/~1v1~1segments~1{id}/post',
              range: '4:75-4:79',
              text: 'post',
              message: 'POST /v1/segments/{id}',
            },
            {
              pointer: '/paths/~1v1~1dimensions~1{id}/post',
              range: '5:77-5:81',
              text: 'post',
              message: 'POST /v1/dimensions/{id}',
            },
          ],
        },
      ],
    },
    {
      name: 'Exoscale: creating each DBaaS service with POST /dbaas-<type>/{name} is one decision, apart from an update by POST',
      spec: `
        openapi: 3.0.0
        info: { title: Exoscale API, version: 2.0.0 }
        paths:
          /dbaas-kafka/{name}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, post: { ${BODY}, ${OK} } }
          /dbaas-mysql/{name}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, post: { ${BODY}, ${OK} } }
          /dbaas-grafana/{name}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, post: { ${BODY}, ${OK} } }
          /dbaas-integration/{name}: { get: { ${OK} }, post: { ${BODY}, ${OK} } }
          /instance/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /security-group/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /elastic-ip/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /private-network/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
          /sks-cluster/{id}: { get: { ${OK} }, put: { ${BODY}, ${OK} }, delete: { ${OK} } }
      `,
      findings: [
        {
          pointer: '/paths/~1dbaas-kafka~1{name}/post',
          range: '3:207-3:211',
          text: 'post',
          message: /The same on 2 sibling paths \(listed as related\): one decision\.$/,
          related: [
            {
              pointer: '/paths/~1dbaas-mysql~1{name}/post',
              range: '4:207-4:211',
              text: 'post',
              message: 'POST /dbaas-mysql/{name}',
            },
            {
              pointer: '/paths/~1dbaas-grafana~1{name}/post',
              range: '5:209-5:213',
              text: 'post',
              message: 'POST /dbaas-grafana/{name}',
            },
          ],
        },
        {
          pointer: '/paths/~1dbaas-integration~1{name}/post',
          range: '6:83-6:87',
          text: 'post',
          message:
            'POST on the member path `/dbaas-integration/{name}`: create members with POST on the collection `/dbaas-integration`, and change this one with PUT or PATCH.',
        },
      ],
    },
  ],
});
