// Round 16 of the precision review (seeds 209 #30, 210 #36, 211 #26): a JSON-RPC 2.0 envelope and documents that
// hold lists of their own are no list answers to reshape.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'CometBFT: GET /validators answers the JSON-RPC 2.0 envelope {jsonrpc, id, result}, which the standard fixes',
      spec: `
        openapi: 3.0.0
        info: { title: CometBFT RPC, version: v0.38 }
        paths:
          /validators:
            get:
              parameters:
                - { in: query, name: page, schema: { type: integer } }
                - { in: query, name: per_page, schema: { type: integer } }
              responses:
                '200':
                  description: Commit results.
                  content: { application/json: { schema: { $ref: '#/components/schemas/ValidatorsResponse' } } }
        components:
          schemas:
            ValidatorsResponse:
              type: object
              required: [jsonrpc, id, result]
              properties:
                jsonrpc: { type: string, example: '2.0' }
                id: { type: integer, example: 0 }
                result:
                  type: object
                  required: [block_height, validators]
                  properties:
                    block_height: { type: string }
                    validators: { type: array, items: { type: object } }
                    count: { type: string }
                    total: { type: string }
      `,
    },
    {
      name: 'Ergo: GET /wallet/balances answers one snapshot {height, balance, assets: […]}',
      spec: `
        openapi: 3.0.2
        info: { title: Ergo Node API, version: 5.0.0 }
        paths:
          /wallet/balances:
            get:
              summary: Get total amount of confirmed Ergo tokens and assets
              responses:
                '200':
                  description: Get total amount of confirmed Ergo tokens and assets
                  content: { application/json: { schema: { $ref: '#/components/schemas/BalancesSnapshot' } } }
        components:
          schemas:
            BalancesSnapshot:
              description: Amount of Ergo tokens and assets
              type: object
              required: [height, balance]
              properties:
                height: { type: integer, format: int32 }
                balance: { type: integer, format: int64 }
                assets: { type: array, items: { type: object } }
      `,
    },
    {
      name: 'Substrate API Sidecar: a block’s traces are one document {at, blockHash, parentHash, spans: […], events: […]}',
      spec: `
        openapi: 3.0.0
        info: { title: Substrate API Sidecar, version: 20.0.0 }
        paths:
          /experimental/blocks/{blockId}/traces:
            get:
              parameters: [{ in: path, name: blockId, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: successful operation
                  content: { application/json: { schema: { $ref: '#/components/schemas/BlocksTrace' } } }
        components:
          schemas:
            BlocksTrace:
              type: object
              properties:
                at: { type: object, properties: { hash: { type: string }, height: { type: string } } }
                blockHash: { type: string }
                events: { type: array, items: { type: object } }
                parentHash: { type: string }
                spans: { type: array, items: { type: object } }
                storageKeys: { type: string }
                tracingTargets: { type: string }
      `,
    },
  ],
  invalid: [
    {
      name: 'a wallet’s transactions under their own name beside a figure stay a list to wrap',
      spec: `
        openapi: 3.0.2
        info: { title: t, version: '1' }
        paths:
          /wallet/transactions:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          height: { type: integer }
                          transactions: { type: array, items: { type: object } }
      `,
      findings: [
        {
          pointer: '/paths/~1wallet~1transactions/get/responses/200/content/application~1json/schema',
          range: '10:14-10:20',
          text: 'schema',
          message:
            'GET /wallet/transactions lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});
