// A list under its collection's plural name on a singular path, cut from Datadog's v1 API (seed 202 #29).
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

const answers = (schema: string) =>
  `{ get: { responses: { '200': { description: OK, content: { application/json: { schema: ${schema} } } } } } }`;
const list = (key: string) =>
  answers(`{ type: object, properties: { ${key}: { type: array, items: { type: object } } } }`);
const member = answers('{ type: object }');
const PAGE = answers(
  '{ type: object, properties: { data: { type: array, items: { type: object } }, pagination: { type: object } } }',
);

const spec = (apiKeys: string) => `
  openapi: 3.0.0
  info: { title: Datadog API V1 Collection, version: '1.0' }
  paths:
    /api/v1/hosts: ${PAGE}
    /api/v1/slo: ${PAGE}
    /api/v1/downtime: ${PAGE}
    /api/v1/monitor: ${PAGE}
    /api/v1/api_key: ${list(apiKeys)}
    /api/v1/api_key/{key}: ${member}
    /api/v1/application_key: ${list('application_keys')}
    /api/v1/application_key/{key}: ${member}
`;

ruleTester(listResponseShape, {
  valid: [
    {
      name: "Datadog v1: GET /api/v1/api_key answering {api_keys: […]} is a list under the collection's own (plural) name, like the API's other wrapped lists",
      spec: spec('api_keys'),
    },
  ],
  invalid: [
    {
      name: 'an array under another name on a singular path is still a departure',
      spec: spec('results_page'),
      findings: [
        {
          pointer: '/paths/~1api~1v1~1api_key/get/responses/200/content/application~1json/schema',
          range: '7:98-7:104',
          text: 'schema',
          message:
            /GET \/api\/v1\/api_key lists a collection, but its 200 application\/json body is an object without `data` and `pagination`/,
        },
      ],
    },
  ],
});
