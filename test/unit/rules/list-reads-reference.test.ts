// Round 8 of the precision review (seeds 118 and 119): small reference lists asked to page.
import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

/** Two lists that page (`limit`, `page`), so a list that does not is a deviation from the API's norm. */
const PAGED = [
  '/videos:',
  '  get:',
  '    parameters:',
  '      - { name: limit, in: query, schema: { type: integer } }',
  '      - { name: page, in: query, schema: { type: integer } }',
  "    responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }",
  '/accounts:',
  '  get:',
  '    parameters:',
  '      - { name: limit, in: query, schema: { type: integer } }',
  '      - { name: page, in: query, schema: { type: integer } }',
  "    responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }",
]
  .map((line) => `          ${line}`)
  .join('\n');

ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'PeerTube: `/api/v1/videos/languages` answers the vocabulary `[string]`, with no query to filter it',
      spec: `
        openapi: 3.0.0
        info: { title: PeerTube, version: 4.0.0 }
        paths:
${PAGED}
          /api/v1/videos/languages:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } }
      `,
    },
    {
      name: 'Zalando: `/articles/{articleId}/units` lists what `GET /articles/{articleId}` holds whole under `units`',
      spec: `
        openapi: 3.0.0
        info: { title: Zalando Shop API, version: 1.0.0 }
        paths:
${PAGED}
          /articles/{articleId}:
            get:
              parameters: [{ name: articleId, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Article' } } } }
          /articles/{articleId}/units:
            get:
              parameters: [{ name: articleId, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Article-Units' } } } }
        components:
          schemas:
            Article:
              type: object
              properties:
                id: { type: string }
                units: { $ref: '#/components/schemas/Article-Units' }
            Article-Units:
              type: array
              minItems: 1
              items: { type: object, properties: { id: { type: string }, size: { type: string } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'DigitalOcean-style `/images/{id}/actions`: an image holds no `actions`, and a values list a query filters stays a list',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
${PAGED}
          /images/{id}:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
          /images/{id}/actions:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
          /tags:
            get:
              parameters: [{ name: q, in: query, schema: { type: string } }]
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1images~1{id}~1actions/get',
          range: '21:4-21:7',
          text: 'get',
          message:
            'GET /images/{id}/actions lists a collection without a way to page: no `limit` and `page` query parameters; lists page with integer `limit` (page size) and `page` (page number) (§4).',
        },
        {
          pointer: '/paths/~1tags/get',
          range: '26:4-26:7',
          text: 'get',
          message:
            'GET /tags lists a collection without a way to page: no `limit` and `page` query parameters; lists page with integer `limit` (page size) and `page` (page number) (§4).',
        },
      ],
      formats: ['yaml'],
    },
  ],
});
