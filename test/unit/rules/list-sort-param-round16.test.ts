// Round 16 (seeds 209, 211): a multi-field `sort` and a search around a place, cut from Fireblocks and Unit.
import { ruleTester } from '../helpers/rule-tester';
import { listSortParam } from '../../../src/core/rules/list-sort-param';

const LIST =
  "responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }";

ruleTester(listSortParam, {
  valid: [
    {
      name: 'Fireblocks: an array of field names, "one param or a list of params", is a multi-field `sort`, sent repeated or comma-separated',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /nfts/ownership/tokens:
            get:
              parameters:
                - name: sort
                  in: query
                  description: Sort by param, it can be one param or a list of params separated by comma
                  schema: { type: array, items: { type: string, enum: [ownershipLastUpdateTime, name, collection.name] } }
              ${LIST}
      `,
    },
    {
      name: 'Unit: ATM locations searched around `filter[coordinates]` and `searchRadius` are ordered by distance; no `sort` is asked, and they do not count in the norm',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /atm-locations:
            get:
              parameters:
                - name: filter
                  in: query
                  style: deepObject
                  schema: { type: object, properties: { coordinates: { type: object }, searchRadius: { type: integer }, postalCode: { type: string } } }
              ${LIST}
          /stores:
            get:
              parameters:
                - { name: lat, in: query, schema: { type: number } }
                - { name: lng, in: query, schema: { type: number } }
              ${LIST}
          /payments:
            get:
              parameters: [{ name: sort, in: query, schema: { type: string } }]
              ${LIST}
      `,
    },
  ],
  invalid: [
    {
      name: 'a `sort` of integers names no field: still flagged where it is',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /payments:
            get:
              parameters: [{ name: sort, in: query, schema: { type: array, items: { type: integer } } }]
              ${LIST}
      `,
      findings: [
        {
          pointer: '/paths/~1payments/get/parameters/0/schema',
          range: '5:44-5:50',
          text: 'schema',
          message: /^The `sort` query parameter of GET \/payments is an array/,
        },
      ],
    },
  ],
});
