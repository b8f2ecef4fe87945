// Round 5 of the precision review (seeds 112 and 114): documents and wrapped lists that list-response-shape misread,
// and batch reads of members the caller names that list-sort-param asked to sort.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listSortParam } from '../../../src/core/rules/list-sort-param';

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'NaviPlan: a plural noun read with no body, nothing below it and no create (`PasswordRequirements`) is one policy document as far as the spec tells',
      spec: `
        openapi: 3.0.0
        info: { title: NaviPlan API, version: v1 }
        paths:
          /api/Password/PasswordRequirements:
            get:
              operationId: Password_PasswordRequirements
              responses:
                '200': { description: OK }
                '500': { description: InternalServerError }
          /api/Clients/{clientId}:
            get:
              parameters: [{ name: clientId, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object } } } }
      `,
    },
    {
      name: 'Just Eat: `{claims: […]}` read with limit and offset is a wrapped list, its one array the page',
      spec: `
        openapi: 3.0.0
        info: { title: Just Eat UK, version: 1.0.0 }
        paths:
          /restaurants/{tenant}/{restaurantId}/customerclaims:
            get:
              parameters:
                - { name: tenant, in: path, required: true, schema: { type: string } }
                - { name: restaurantId, in: path, required: true, schema: { type: string } }
                - { name: fromDate, in: query, schema: { type: string, format: date-time } }
                - { name: limit, in: query, schema: { type: integer, maximum: 100 } }
                - { name: offset, in: query, schema: { type: integer, minimum: 0 } }
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          claims: { type: array, items: { type: object } }
      `,
    },
    {
      name: 'Jellyfin: `/Items/Filters` answers one document of filter options (several arrays, no page), not a list',
      spec: `
        openapi: 3.0.1
        info: { title: Jellyfin API, version: v1 }
        paths:
          /Items/Filters:
            get:
              operationId: GetQueryFiltersLegacy
              parameters:
                - { name: userId, in: query, schema: { type: string, format: uuid } }
              responses:
                '200':
                  description: Filters retrieved.
                  content:
                    application/json:
                      schema:
                        type: object
                        additionalProperties: false
                        properties:
                          Genres: { type: array, items: { type: string } }
                          OfficialRatings: { type: array, items: { type: string } }
                          Tags: { type: array, items: { type: string } }
                          Years: { type: array, items: { type: integer } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a bodiless read is still flagged where the path is a collection by its structure (a member path below it)',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: v1 }
        paths:
          /api/Plans:
            get:
              responses:
                '200': { description: OK }
          /api/Plans/{planId}:
            get:
              parameters: [{ name: planId, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1Plans/get/responses/200',
          range: '6:8-6:13',
          text: "'200'",
          message:
            'GET /api/Plans lists a collection, but its 200 response declares no body; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
      output: null,
    },
    {
      name: 'one array with no paging and no name shared with the path is still an object, not the conventions’ list',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: v1 }
        paths:
          /restaurants/{id}/claims:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          things: { type: array, items: { type: object } }
      `,
      findings: [
        {
          pointer: '/paths/~1restaurants~1{id}~1claims/get/responses/200/content/application~1json/schema',
          range: '11:14-11:20',
          text: 'schema',
          message:
            'GET /restaurants/{id}/claims lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
      output: null,
    },
  ],
});

ruleTester(listSortParam, {
  valid: [
    {
      name: 'StackExchange: a batch read of the filters or access tokens the path names (`/filters/{filters}`) needs no sort',
      spec: `
        openapi: 3.0.0
        info: { title: StackExchange, version: '2.0' }
        paths:
          /filters/{filters}:
            get:
              parameters:
                - { name: filters, in: path, required: true, description: String list (semicolon delimited)., schema: { type: string } }
              responses:
                '200': { description: OK, content: { '*/*': { schema: { type: array, items: { type: object, properties: { filter: { type: string } } } } } } }
          /access-tokens/{accessTokens}:
            get:
              parameters:
                - { name: accessTokens, in: path, required: true, description: String list (semicolon delimited)., schema: { type: string } }
                - { name: pagesize, in: query, schema: { type: integer } }
                - { name: page, in: query, schema: { type: integer } }
              responses:
                '200': { description: OK, content: { '*/*': { schema: { type: array, items: { type: object, properties: { access_token: { type: string } } } } } } }
          /questions:
            get:
              parameters:
                - { name: sort, in: query, schema: { type: string } }
              responses:
                '200': { description: OK, content: { '*/*': { schema: { type: array, items: { type: object } } } } }
      `,
    },
  ],
  invalid: [],
});
