// Round 16 of the precision review (seed 210 #37): an answer that is one object, or an array of that same object
// when a parameter asks for several, is one document: no list operation to count.
import { ruleTester } from '../helpers/rule-tester';
import { listSortParam } from '../../../src/core/rules/list-sort-param';

const oneOrSeveral = (path: string, schema: string) => `
          ${path}:
            get:
              parameters:
                - { name: accountId, in: path, required: true, schema: { type: string } }
                - { name: useRcBlock, in: query, required: false, schema: { type: boolean } }
              responses:
                '200':
                  description: successful operation
                  content:
                    application/json:
                      schema:
                        oneOf:
                          - { $ref: '#/components/schemas/${schema}' }
                          - { type: array, items: { $ref: '#/components/schemas/${schema}' } }
                        description: Returns a single object when using standard parameters.`;

const components = `
        components:
          schemas:
            AccountBalanceInfo: { type: object, properties: { nonce: { type: string }, free: { type: string } } }
            AccountStakingInfo: { type: object, properties: { controller: { type: string } } }
            AccountVestingInfo: { type: object, properties: { vesting: { type: string } } }
            Other: { type: object, properties: { name: { type: string } } }`;

ruleTester(listSortParam, {
  valid: [
    {
      name: 'Substrate API Sidecar: balance-info, staking-info and vesting-info answer one object (an array of it per block on request)',
      spec: `
        openapi: 3.0.0
        info: { title: Substrate API Sidecar, version: 20.0.0 }
        paths:${oneOrSeveral('/accounts/{accountId}/balance-info', 'AccountBalanceInfo')}${oneOrSeveral('/accounts/{accountId}/staking-info', 'AccountStakingInfo')}${oneOrSeveral('/accounts/{accountId}/vesting-info', 'AccountVestingInfo')}${components}
      `,
    },
  ],
  invalid: [
    {
      name: 'an object or an array of another schema is no document repeated: counted as a list',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /accounts/{accountId}/payouts:
            get:
              parameters: [{ name: accountId, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        oneOf:
                          - { $ref: '#/components/schemas/AccountBalanceInfo' }
                          - { type: array, items: { $ref: '#/components/schemas/Other' } }
                '400': { description: Bad request }${components}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '`sort` is a query parameter of 0 of 1 list operation; lists take `sort`, a string naming the field to order by (§4).',
        },
      ],
      formats: ['yaml'],
    },
  ],
});
