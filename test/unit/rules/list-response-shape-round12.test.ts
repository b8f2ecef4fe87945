// Round 12 of the blind precision loop (GitHub pool seeds 201-203): documents whose path name reads as a plural.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'Binance: auto-conversion settings `{convertEnabled, coins: […], exchangeRates: {…}}` are one settings document, not a list',
      spec: `
        openapi: 3.0.2
        info: { title: t, version: '1' }
        paths:
          /sapi/v1/capital/contract/convertible-coins:
            get:
              responses:
                '200':
                  description: User's auto-conversion settings
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          convertEnabled: { type: boolean }
                          coins: { type: array, items: { type: string } }
                          exchangeRates: { type: object, properties: { USDC: { type: string }, TUSD: { type: string } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a plural path whose object holds one array and no flag of its own is still a list in the wrong shape',
      spec: `
        openapi: 3.0.2
        info: { title: t, version: '1' }
        paths:
          /advisors:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { advisors: { type: array, items: { type: object } }, region: { type: object } } }
      `,
      findings: [
        {
          pointer: '/paths/~1advisors/get/responses/200/content/application~1json/schema',
          range: '10:14-10:20',
          text: 'schema',
        },
      ],
    },
  ],
});
