// Round 8 of the precision review (seeds 118–121): documents, trees and check outcomes read as lists, and a wrapped
// list paged by a page count under a name of its own.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'Meraki: `inboundFirewallRules` is one rule set, read by GET and replaced whole by PUT `{rules: […]}`',
      spec: `
        openapi: 3.0.1
        info: { title: Meraki Dashboard API, version: 1.15.0 }
        paths:
          /networks/{networkId}/appliance/firewall/inboundFirewallRules:
            parameters: [{ name: networkId, in: path, required: true, schema: { type: string } }]
            get:
              responses:
                '200': { description: Successful operation, content: { application/json: { schema: { type: object } } } }
            put:
              requestBody:
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        rules: { type: array, items: { type: object, properties: { policy: { type: string } } } }
                        syslogDefaultRule: { type: boolean }
              responses:
                '200': { description: Successful operation, content: { application/json: { schema: { type: object } } } }
      `,
    },
    {
      name: 'XTRF: `/tasks/{taskId}/contacts` reads and replaces one `ContactsDTO` `{primaryId, additionalIds: […]}`',
      spec: `
        openapi: 3.0.1
        info: { title: XTRF Home Portal API, version: '2.0' }
        paths:
          /tasks/{taskId}/contacts:
            parameters: [{ name: taskId, in: path, required: true, schema: { type: integer } }]
            get:
              responses:
                '200':
                  description: successful operation
                  content: { application/vnd.xtrf-v1+json;charset=UTF-8: { schema: { $ref: '#/components/schemas/ContactsDTO' } } }
            put:
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: '#/components/schemas/ContactsDTO' } } }
              responses:
                '200':
                  description: successful operation
                  content: { application/vnd.xtrf-v1+json;charset=UTF-8: { schema: { $ref: '#/components/schemas/ContactsDTO' } } }
        components:
          schemas:
            ContactsDTO:
              type: object
              properties:
                additionalIds: { type: array, uniqueItems: true, items: { type: integer, format: int64 } }
                primaryId: { type: integer, format: int64 }
                sendBackToId: { type: integer, format: int64 }
      `,
    },
    {
      name: 'corrently: `/tariff/components` answers one cost breakdown, a tree whose `components` hold its own schema',
      spec: `
        openapi: 3.0.0
        info: { title: Corrently, version: 1.0.0 }
        paths:
          /tariff/components:
            get:
              parameters:
                - { name: zipcode, in: query, schema: { type: string } }
                - { name: kwha, in: query, schema: { type: integer } }
              responses:
                '200':
                  description: Tariff components
                  content: { application/json: { schema: { $ref: '#/components/schemas/componentsh0' } } }
        components:
          schemas:
            componentsh0:
              type: object
              properties:
                components: { type: array, items: { $ref: '#/components/schemas/componentsh0' } }
                describtion: { type: string }
                per: { type: number, format: double }
                sum: { type: number, format: double }
      `,
    },
    {
      name: 'nebl.io: `{pagesTotal, txs: […]}` (2 of 4 lists) is a wrapped list, its one array beside a page count named `pagesTotal`',
      spec: `
        openapi: 3.0.0
        info: { title: NEBL.IO, version: 1.3.0 }
        paths:
          /ins/txs:
            get:
              parameters:
                - { name: address, in: query, schema: { type: string } }
                - { name: pageNum, in: query, schema: { type: number } }
              responses:
                '200':
                  description: List of transactions
                  content: { application/json: { schema: { $ref: '#/components/schemas/getTxsResponse' } } }
          /testnet/ins/txs:
            get:
              parameters:
                - { name: pageNum, in: query, schema: { type: number } }
              responses:
                '200':
                  description: List of transactions
                  content: { application/json: { schema: { $ref: '#/components/schemas/getTxsResponse' } } }
          /ins/addr/{address}/utxo:
            get:
              parameters: [{ name: address, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: UTXOs, content: { application/json: { schema: { type: array, items: { type: object } } } } }
          /testnet/ins/addr/{address}/utxo:
            get:
              parameters: [{ name: address, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: UTXOs, content: { application/json: { schema: { type: array, items: { type: object } } } } }
        components:
          schemas:
            getTxsResponse:
              type: object
              properties:
                pagesTotal: { type: number }
                txs: { type: array, items: { type: object, properties: { txid: { type: string } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Meraki: `/networks/{networkId}/clients` pages (`perPage`) but declares a bare object: still flagged',
      spec: `
        openapi: 3.0.1
        info: { title: Meraki Dashboard API, version: 1.15.0 }
        paths:
          /networks/{networkId}/clients:
            get:
              parameters:
                - { name: networkId, in: path, required: true, schema: { type: string } }
                - { name: perPage, in: query, schema: { type: integer } }
              responses:
                '200': { description: Successful operation, content: { application/json: { schema: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1networks~1{networkId}~1clients/get/responses/200/content/application~1json/schema',
          range: '9:83-9:89',
          text: 'schema',
          message:
            'GET /networks/{networkId}/clients lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
      formats: ['yaml'],
    },
    {
      name: 'a collection beside its members with a DocuSign-style settings property named `modifiedPage`: no page count, still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          modifiedPage: { type: string }
                          users: { type: array, items: { type: object } }
          /users/{id}:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses/200/content/application~1json/schema',
          range: '10:14-10:20',
          text: 'schema',
          message:
            'GET /users lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
      formats: ['yaml'],
    },
  ],
});

ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'crediwatch: `/api/v1/verify/name?query=` reads the outcome of a verification, the matches it found',
      spec: `
        openapi: 3.0.2
        info: { title: Crediwatch COVID-19 API, version: 1.0.0 }
        paths:
          /api/v1/verify/name:
            get:
              parameters:
                - { name: query, in: query, required: true, schema: { type: string } }
                - { name: state, in: query, schema: { type: string } }
              responses:
                '200':
                  description: Successful Response
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          data: { type: array, items: { type: object, properties: { business_name: { type: string } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'GitHub-style `/repos/{owner}/{repo}/check-runs` is a collection, not a check: still asked to page',
      spec: `
        openapi: 3.0.2
        info: { title: t, version: '1' }
        paths:
          /check-runs:
            get:
              responses:
                '200':
                  description: ok
                  content: { application/json: { schema: { type: array, items: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '1 list operation of 1 cannot page (no `limit`/`page`, cursor or offset parameter); lists page with integer `limit` (page size) and `page` (page number) (§4).',
          related: [{ pointer: '/paths/~1check-runs/get', range: '4:4-4:7', text: 'get', message: 'GET /check-runs' }],
        },
      ],
    },
  ],
});
