// Round 8 of the precision review (seeds 118–121): list shapes a standard fixes, recognised from the spec itself.
import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listSortParam } from '../../../src/core/rules/list-sort-param';

/** NBG's UK Open Banking account information API (cut): `{Data, Links, Meta}`, paged by `Links.Next`. */
const NBG = `
  openapi: 3.0.1
  info: { title: Account and Transaction API Specification, version: 3.1.5 }
  paths:
    /accounts:
      get:
        parameters:
          - { name: sandbox-id, in: header, required: true, schema: { type: string } }
        responses:
          '200':
            description: Accounts Read
            content:
              application/json: { schema: { $ref: '#/components/schemas/OBReadAccount5' } }
    /accounts/{accountId}/transactions:
      get:
        parameters:
          - { name: accountId, in: path, required: true, schema: { type: string } }
          - { name: fromBookingDateTime, in: query, schema: { type: string, format: date-time } }
        responses:
          '200':
            description: Transactions Read
            content:
              application/json: { schema: { $ref: '#/components/schemas/OBReadTransaction6' } }
  components:
    schemas:
      OBReadAccount5:
        type: object
        required: [Data]
        properties:
          Data:
            type: object
            properties:
              Account: { type: array, items: { type: object, properties: { AccountId: { type: string } } } }
          Links: { $ref: '#/components/schemas/Links' }
          Meta: { $ref: '#/components/schemas/Meta' }
      OBReadTransaction6:
        type: object
        required: [Data]
        properties:
          Data:
            type: object
            properties:
              Transaction: { type: array, items: { type: object, properties: { TransactionId: { type: string } } } }
          Links: { $ref: '#/components/schemas/Links' }
          Meta: { $ref: '#/components/schemas/Meta' }
      Links:
        type: object
        required: [Self]
        properties:
          First: { type: string, nullable: true }
          Last: { type: string, nullable: true }
          Next: { type: string, nullable: true }
          Prev: { type: string, nullable: true }
          Self: { type: string }
      Meta:
        type: object
        properties:
          TotalPages: { type: integer, format: int32, nullable: true }
`;

/** Azure's automation watchers (cut): an ARM list `{value, nextLink}` without any paging parameter. */
const AZURE_WATCHERS = `
  swagger: '2.0'
  info: { title: AutomationManagement, version: 2015-10-31 }
  paths:
    /subscriptions/{subscriptionId}/providers/Microsoft.Automation/automationAccounts/{automationAccountName}/watchers:
      get:
        parameters:
          - { name: subscriptionId, in: path, required: true, type: string }
          - { name: automationAccountName, in: path, required: true, type: string }
          - { name: $filter, in: query, type: string }
          - { name: api-version, in: query, required: true, type: string }
        responses:
          '200':
            description: OK
            schema: { $ref: '#/definitions/WatcherListResult' }
        x-ms-pageable: { nextLinkName: nextLink }
  definitions:
    WatcherListResult:
      type: object
      properties:
        value: { type: array, items: { type: object, properties: { id: { type: string } } } }
        nextLink: { type: string }
`;

ruleTester(listPaginationParams, {
  valid: [
    { name: 'NBG (UK Open Banking): lists the standard pages by `Links.Next` can page', spec: NBG },
    { name: 'Azure automation watchers: an ARM list pages through `nextLink` in its body', spec: AZURE_WATCHERS },
    {
      name: 'a list whose `_links` (HAL) or `pagination` object holds the next link can page',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /orders:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          items: { type: array, items: { type: object } }
                          _links: { type: object, properties: { next: { type: object, properties: { href: { type: string } } } } }
          /likes:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          data: { type: array, items: { type: object } }
                          pagination: { type: object, properties: { next_url: { type: string } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Azure compute: the lists without `nextLink` beside ARM lists that have one make one finding, not a departure each',
      spec: `
        swagger: '2.0'
        info: { title: ComputeManagementClient, version: '2021-07-01' }
        paths:
          /virtualMachines:
            get:
              responses:
                '200': { description: OK, schema: { $ref: '#/definitions/ListResult' } }
          /availabilitySets:
            get:
              responses:
                '200': { description: OK, schema: { $ref: '#/definitions/ListResult' } }
          /vmSizes:
            get:
              responses:
                '200':
                  description: OK
                  schema: { type: object, properties: { value: { type: array, items: { type: object } } } }
        definitions:
          ListResult:
            type: object
            properties:
              value: { type: array, items: { type: object } }
              nextLink: { type: string }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '1 list operation of 1 cannot page (no `limit`/`page`, cursor or offset parameter); lists page with integer `limit` (page size) and `page` (page number) (§4).',
          related: [{ pointer: '/paths/~1vmSizes/get', range: '12:4-12:7', text: 'get', message: 'GET /vmSizes' }],
        },
      ],
    },
    {
      name: 'a `pagination.next` cursor without a parameter to send it back pages nothing: still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /likes:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          data: { type: array, items: { type: object } }
                          pagination: { type: object, properties: { next: { type: string } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '1 list operation of 1 cannot page (no `limit`/`page`, cursor or offset parameter); lists page with integer `limit` (page size) and `page` (page number) (§4).',
          related: [{ pointer: '/paths/~1likes/get', range: '4:4-4:7', text: 'get', message: 'GET /likes' }],
        },
      ],
    },
    {
      name: 'an ARM-style list without `nextLink` still cannot page: one finding for the API',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /watchers:
            get:
              responses:
                '200':
                  description: OK
                  schema:
                    type: object
                    properties:
                      value: { type: array, items: { type: object } }
                      next: { type: string }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '1 list operation of 1 cannot page (no `limit`/`page`, cursor or offset parameter); lists page with integer `limit` (page size) and `page` (page number) (§4).',
          related: [{ pointer: '/paths/~1watchers/get', range: '4:4-4:7', text: 'get', message: 'GET /watchers' }],
        },
      ],
    },
  ],
});

ruleTester(listResponseShape, {
  valid: [{ name: 'NBG (UK Open Banking): the standard fixes the `{Data, Links, Meta}` envelope', spec: NBG }],
  invalid: [
    {
      name: 'an envelope of capitalised names without Open Banking `Links.Self` is the API’s own: flagged',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /accounts:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          Data: { type: object, properties: { Account: { type: array, items: { type: object } } } }
                          Meta: { type: object }
      `,
      findings: [
        {
          pointer: '/paths/~1accounts/get/responses/200/content/application~1json/schema',
          range: '10:14-10:20',
          text: 'schema',
          message:
            'GET /accounts lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});

ruleTester(listSortParam, {
  valid: [{ name: 'NBG (UK Open Banking): the standard fixes the query interface, no `sort` to add', spec: NBG }],
  invalid: [],
});
