// One finding per decision (RULES.md "Reporting"): lists whose `pagination` is one `$ref`'d component share its
// shape, so a gap in it is one finding at the component with every list related. Cut from apacta.com's spec
// (seed 113 #42–#52: `PaginationDetails` told on each of its lists).
import { ruleTester } from '../helpers/rule-tester';
import { paginationWrapperShape } from '../../../src/core/rules/pagination-wrapper-shape';

const list = (item: string) =>
  `{ get: { responses: { '200': { description: OK, content: { application/json: { schema: { type: object, properties: { data: { type: array, items: { $ref: '#/components/schemas/${item}' } }, pagination: { $ref: '#/components/schemas/PaginationDetails' }, success: { type: boolean } } } } } } } } }`;

ruleTester(paginationWrapperShape, {
  valid: [
    {
      name: 'Anytype: PaginationMeta says where a page starts by `offset`, the API paging by offset (list-pagination-params tells that once): lacking `page` is no gap of its own',
      spec: `
        openapi: 3.0.0
        info: { title: Anytype, version: '2025-05-20' }
        paths:
          /v1/spaces: ${list('Space')}
          /v1/spaces/{space_id}/members: ${list('Member')}
        components:
          schemas:
            Space: { type: object }
            Member: { type: object }
            PaginationDetails:
              description: The pagination metadata for the response
              properties:
                has_more: { type: boolean }
                limit: { type: integer }
                offset: { type: integer }
                total: { type: integer }
              type: object
      `,
    },
  ],
  invalid: [
    {
      name: 'apacta.com: PaginationDetails lacks `page` and `total`: one finding at the component, every list related',
      spec: `
        openapi: 3.0.0
        info: { title: Apacta, version: 0.0.42 }
        paths:
          /currencies: ${list('Currency')}
          /cities: ${list('City')}
          /clocking_records: ${list('ClockingRecord')}
        components:
          schemas:
            Currency: { type: object }
            City: { type: object }
            ClockingRecord: { type: object }
            PaginationDetails:
              type: object
              properties:
                count: { type: integer }
                current_page: { type: string }
                has_next_page: { type: boolean }
                limit: { type: integer }
                page_count: { type: string }
      `,
      findings: [
        {
          pointer: '/components/schemas/PaginationDetails',
          range: '11:4-11:21',
          text: 'PaginationDetails',
          message:
            '`pagination` lacks `page` and `total`; `pagination` is an object with integer `page`, `limit` and `total` (§4). 3 lists share this component (listed as related).',
          related: [
            {
              pointer: '/paths/~1currencies/get/responses/200/content/application~1json/schema/properties/pagination',
              range: '3:205-3:215',
              text: 'pagination',
              message: 'GET /currencies',
            },
            {
              pointer: '/paths/~1cities/get/responses/200/content/application~1json/schema/properties/pagination',
              range: '4:197-4:207',
              text: 'pagination',
              message: 'GET /cities',
            },
            {
              pointer:
                '/paths/~1clocking_records/get/responses/200/content/application~1json/schema/properties/pagination',
              range: '5:217-5:227',
              text: 'pagination',
              message: 'GET /clocking_records',
            },
          ],
        },
      ],
    },
  ],
});
