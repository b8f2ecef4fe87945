// One decision, one finding (RULES.md version 3, "Reporting"): an API's own list envelope is reported once, and
// pagination-wrapper-shape is silent where list-response-shape reports the same list. Cut from real specs.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { paginationWrapperShape } from '../../../src/core/rules/pagination-wrapper-shape';

const list = (body: string) =>
  `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: ${body} } } } } } }`;

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'Linode: {data, page, pages, results} and {regions: [], total} are wrapped lists: lists, whatever their envelope',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /linode/instances: ${list('{ type: object, properties: { data: { type: array }, page: { type: integer }, pages: { type: integer }, results: { type: integer } } }')}
          /domains: ${list('{ type: object, properties: { data: { type: array }, page: { type: integer }, pages: { type: integer }, results: { type: integer } } }')}
          /regions: ${list('{ type: object, properties: { regions: { type: array }, total: { type: integer } } }')}
      `,
    },
  ],
  invalid: [
    {
      name: 'OpenAI: one list is reported once, its other media types related, not once per media type',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /engines:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json: { schema: { type: string } }
                    application/problem+json: { schema: { type: string } }
          /models: ${list('{ type: array }')}
          /files: ${list('{ type: array }')}
      `,
      findings: [
        {
          pointer: '/paths/~1engines/get/responses/200/content/application~1json/schema',
          range: '9:32-9:38',
          text: 'schema',
          related: [
            {
              pointer: '/paths/~1engines/get/responses/200/content/application~1problem+json/schema',
              range: '10:40-10:46',
              text: 'schema',
              message: 'GET /engines (application/problem+json)',
            },
          ],
        },
      ],
    },
  ],
});

ruleTester(paginationWrapperShape, {
  valid: [
    {
      name: "Vercel: a list's {<plural>: [], pagination} is a wrapped list; its envelope is not reported on each list",
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v9/projects: ${list('{ type: object, properties: { projects: { type: array }, pagination: { type: object, properties: { count: { type: number } } } } }')}
      `,
    },
  ],
  invalid: [],
});
