import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

// example-valid groups by the cause, not by the type the schema names (round 13): `example: null` placeholders are one
// cause on numbers and arrays alike (Chargebee, seed 204 #23, #25), numbers written as strings one cause on integers
// and numbers alike (grocy, seed 206 #15, #17).
ruleTester(exampleValid, {
  valid: [],
  invalid: [
    {
      name: 'Chargebee: example: null on a number and on an array is one placeholder habit, one finding',
      spec: `
        openapi: 3.1.0
        info: { title: Chargebee API, version: '2' }
        paths: {}
        components:
          schemas:
            Coupon:
              type: object
              properties:
                discount_percentage: { type: number, format: double, example: null }
            ApiKey:
              type: object
              properties:
                roles: { type: array, items: { type: string }, example: null }
      `,
      findings: [
        {
          pointer: '/components/schemas/Coupon/properties/discount_percentage/example',
          range: '8:61-8:68',
          text: 'example',
          message:
            'This example, written `null` in the file, does not match its schema: expected a number, got null. Fix the example or the schema, so that docs, mocks and generated clients agree. One other example fails the same way (null as a placeholder where the schema wants a value); listed as related.',
          related: [
            { pointer: '/components/schemas/ApiKey/properties/roles/example', range: '12:55-12:62', text: 'example' },
          ],
        },
      ],
    },
    {
      name: 'grocy: integers and numbers written as strings, in whatever order, are one habit, one finding',
      spec: `
        openapi: 3.1.0
        info: { title: Grocy REST API, version: xxx }
        paths: {}
        components:
          schemas:
            StockLocation:
              type: object
              properties:
                id: { type: integer }
                amount: { type: number }
              example: { id: '1', amount: '2' }
            StockJournalSummary:
              type: object
              properties:
                amount: { type: number }
                user_id: { type: integer }
              example: { amount: '1', user_id: '1' }
      `,
      findings: [
        {
          pointer: '/components/schemas/StockLocation/example/id',
          range: '10:17-10:19',
          text: 'id',
          message:
            'This example does not match its schema: at `/id`, expected an integer, got the string "1"; at `/amount`, expected a number, got the string "2". Fix the example or the schema, so that docs, mocks and generated clients agree. One other example fails the same way (numbers written as strings where the schema wants numbers); listed as related.',
          related: [
            { pointer: '/components/schemas/StockJournalSummary/example/amount', range: '16:17-16:23', text: 'amount' },
          ],
        },
      ],
    },
  ],
});
