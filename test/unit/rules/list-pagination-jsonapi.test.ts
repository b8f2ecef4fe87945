// Names an external contract fixes (RULES.md "Terms"), cut from OPTIMADE's spec: JSON:API reserves the `page` family
// of query parameters for paging, and a standard built on it fixes their names (OPTIMADE's `page_limit`,
// `page_number`, `page_cursor`). In an API that declares JSON:API (a `jsonapi` member, or its media type) paging
// with that family is the standard's choice, not the API's; without the declaration it is one finding for the API.
import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

const LIST = (schema: string) => `
        openapi: 3.0.0
        info: { title: OPTIMADE API, version: 1.1.0 }
        paths:
          /structures:
            get:
              parameters:
                - { name: page_limit, in: query, schema: { type: integer } }
                - { name: page_number, in: query, schema: { type: integer } }
                - { name: page_cursor, in: query, schema: { type: integer } }
                - { name: sort, in: query, schema: { type: string } }
              responses: { '200': { description: ok, content: { application/json: { schema: ${schema} } } } }
      `;

ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'OPTIMADE: a JSON:API document (its `jsonapi` member) paged with page_limit, page_number and page_cursor',
      spec: LIST(
        '{ type: object, properties: { data: { type: array, items: { type: object } }, jsonapi: { type: object } } }',
      ),
    },
  ],
  invalid: [
    {
      name: 'the same parameters in an API that does not declare JSON:API are its own paging scheme',
      spec: LIST('{ type: object, properties: { data: { type: array, items: { type: object } } } }'),
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^1 list operation of 1 page with `page_cursor` \(1\), `page_limit` \(1\), `page_number` \(1\) instead of/,
        },
      ],
    },
  ],
});
