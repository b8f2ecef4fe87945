// A list whose members sit under the collection's own name, where most of the API's lists do, is in the API's own
// envelope (RULES.md "list answer", "Reporting"): no finding of its own. Cut from Hetzner Cloud's spec (round 9,
// seed 123 #27, #30): `{actions: […], meta: {pagination}}` on most lists, `{datacenters: […]}` on a few.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

const named = (key: string, meta: boolean) =>
  JSON.stringify({
    get: {
      responses: {
        '200': {
          description: 'ok',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  [key]: { type: 'array', items: { type: 'object' } },
                  ...(meta ? { meta: { type: 'object', properties: { pagination: { type: 'object' } } } } : {}),
                },
              },
            },
          },
        },
      },
    },
  });

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'Hetzner Cloud: /datacenters answering {datacenters: […], recommendation} and /floating_ips/{id}/actions answering {actions: […]} beside lists in {<name>: […], meta}',
      spec: `
        openapi: 3.0.3
        info: { title: Hetzner Cloud API, version: '1.0.0' }
        paths:
          /actions: ${named('actions', true)}
          /certificates: ${named('certificates', true)}
          /firewalls: ${named('firewalls', true)}
          /floating_ips: ${named('floating_ips', true)}
          /floating_ips/{id}/actions:
            parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
            get: ${named('actions', false).slice(7, -1)}
          /datacenters:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          datacenters: { type: array, items: { type: object } }
                          recommendation: { type: number }
      `,
    },
  ],
  invalid: [
    {
      name: 'CircleCI: {tests: […]} where the other lists answer bare arrays is a departure of its own',
      spec: `
        openapi: 3.0.3
        info: { title: CircleCI, version: '2' }
        paths:
          /projects: { get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } } }
          /pipelines: { get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } } }
          /tests:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { tests: { type: array, items: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1tests/get/responses/200/content/application~1json/schema',
          range: '12:14-12:20',
          text: 'schema',
          message:
            'GET /tests lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});
