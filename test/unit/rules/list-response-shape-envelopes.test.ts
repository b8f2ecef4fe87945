// Wrapped lists in envelopes of an API's own or of a standard (RULES.md "list answer"), cut from the specs of
// round 10 (seeds 125 #41, 126 #32, #33): none is a list without a list answer.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

const ok = (schema: object) =>
  JSON.stringify({ get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } });
const page = ok({
  type: 'object',
  properties: { content: { type: 'array', items: { type: 'object' } }, page: { type: 'object' } },
});

ruleTester(listResponseShape, {
  valid: [
    {
      name: "alertersystem.com (API Platform): Hydra's JSON-LD collection {hydra:member: […], hydra:totalItems, hydra:view}",
      spec: `
        openapi: 3.0.0
        info: { title: Alerter System API, version: 1.0.0 }
        paths:
          /api/alert-log:
            get:
              responses:
                '200':
                  description: AlertLog collection
                  content:
                    application/json: { schema: { type: array, items: { type: object } } }
                    application/ld+json:
                      schema:
                        type: object
                        required: [hydra:member]
                        properties:
                          hydra:member: { type: array, items: { type: object } }
                          hydra:totalItems: { type: integer, minimum: 0 }
                          hydra:view: { type: object, properties: { hydra:next: { type: string } } }
                          hydra:search: { type: object, properties: { hydra:mapping: { type: array, items: { type: object } } } }
      `,
    },
    {
      name: 'trashnothing.com: GET /posts answers {posts: […], group_ids: […], page, per_page, num_pages}, a page of posts',
      spec: `
        openapi: 3.0.0
        info: { title: Trash Nothing, version: 1.4.0 }
        paths:
          /posts:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          end_index: { type: integer }
                          group_ids: { type: array, items: { type: string } }
                          num_pages: { type: integer }
                          num_posts: { type: integer }
                          page: { type: integer }
                          per_page: { type: integer }
                          posts: { type: array, items: { type: object } }
      `,
    },
    {
      name: 'Velo Payments: {currencies: […]} where the other lists answer envelopes of their own ({content: […], page})',
      spec: `
        openapi: 3.0.0
        info: { title: Velo Payments APIs, version: 2.35.57 }
        paths:
          /v1/payees: ${page}
          /v1/payments: ${page}
          /v1/payouts: ${page}
          /v2/currencies:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { currencies: { type: array, items: { type: object } } } }
      `,
    },
    {
      name: 'appwrite.io server: GET /avatars/initials answers "Image" (a PNG drawn from the initials), no list',
      spec: `
        openapi: 3.0.0
        info: { title: Appwrite, version: 0.9.3 }
        paths:
          /avatars/initials:
            get:
              parameters: [{ name: name, in: query, schema: { type: string } }]
              responses: { '200': { description: Image } }
          /users:
            get:
              responses: { '200': { description: Users List, content: { application/json: { schema: { type: array } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'an array beside page properties under another name than the collection and with a second array stays flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /posts:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          group_ids: { type: array, items: { type: string } }
                          page: { type: integer }
                          things: { type: array, items: { type: object } }
      `,
      findings: [
        {
          pointer: '/paths/~1posts/get/responses/200/content/application~1json/schema',
          range: '10:14-10:20',
          text: 'schema',
          message:
            'GET /posts lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
    {
      name: 'a plural path whose 200 declares no body and says it lists images stays flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /images:
            get:
              responses: { '200': { description: List of images } }
          /users:
            get:
              responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1images/get/responses/200',
          range: '5:19-5:24',
          text: "'200'",
          message:
            'GET /images lists a collection, but its 200 response declares no body; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});
