// Round 12 of the blind precision loop (GitHub pool seeds 201-203): paging vocabulary and what an API's paging is.
import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

const orders = `{ '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }`;

ruleTester(listPaginationParams, {
  valid: [],
  invalid: [
    {
      name: 'Revolut Crypto Ramp: an integer `skip` is an offset though its description says the list is "sorted by creation date"',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /orders:
            get:
              parameters:
                - { in: query, name: start, required: true, schema: { type: string, format: date } }
                - { in: query, name: skip, description: 'The number of orders to skip at the beginning of the range when fetching orders (sorted by creation date, oldest first).', schema: { type: integer, format: int32, default: 0 } }
                - { in: query, name: limit, schema: { type: integer, format: int32, default: 100 } }
              responses: ${orders}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^1 list operation of 1 pages? with `limit` \(1\), `skip` \(1\) instead of integer `limit`/,
        },
      ],
    },
  ],
});
