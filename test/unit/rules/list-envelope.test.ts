// One decision, one finding (RULES.md version 3, "Reporting"): an API's own list envelope is reported once, and
// pagination-wrapper-shape is silent where list-response-shape reports the same list. Cut from real specs.
import { ruleTester } from '../helpers/rule-tester';

const list = (body: string) =>
  `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: ${body} } } } } } }`;

ruleTester('list-response-shape', {
  valid: [],
  invalid: [
    {
      name: 'Linode: the {data, page, pages, results} envelope of most lists is one finding at /paths, the odd list its own',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /linode/instances: ${list('{ type: object, properties: { data: { type: array }, page: { type: integer }, pages: { type: integer }, results: { type: integer } } }')}
          /domains: ${list('{ type: object, properties: { data: { type: array }, page: { type: integer }, pages: { type: integer }, results: { type: integer } } }')}
          /regions: ${list('{ type: object, properties: { regions: { type: array }, total: { type: integer } } }')}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "2 of 3 lists answer an object without `pagination` (e.g. GET /linode/instances answers `{data: […], page, pages, results}`): the API's own list envelope, reported once here rather than on every list; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).",
          related: [
            {
              pointer: '/paths/~1linode~1instances/get/responses/200/content/application~1json/schema',
              range: '3:100-3:106',
              text: 'schema',
              message: 'GET /linode/instances',
            },
            {
              pointer: '/paths/~1domains/get/responses/200/content/application~1json/schema',
              range: '4:91-4:97',
              text: 'schema',
              message: 'GET /domains',
            },
          ],
        },
        {
          pointer: '/paths/~1regions/get/responses/200/content/application~1json/schema',
          range: '5:91-5:97',
          text: 'schema',
          message:
            /^GET \/regions lists a collection, but its 200 application\/json body is an object without `data` and `pagination`/,
        },
      ],
    },
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
                    application/json: { schema: { type: object, properties: { object: { type: string }, data: { type: array } } } }
                    application/problem+json: { schema: { type: object, properties: { object: { type: string }, data: { type: array } } } }
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

ruleTester('pagination-wrapper-shape', {
  valid: [
    {
      name: "Vercel: a list's {<plural>: [], pagination} without data is list-response-shape's finding, not this rule's too",
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
