// One decision, one finding (RULES.md version 3, "Reporting") for no-body-on-get-delete. Semantria deletes by a
// body listing ids on 6 of its 9 DELETEs (seed 113 #30, #32); Apacta's `bulkDelete` DELETEs all send the one shared
// `BulkActionRequestBody` schema (seed 113 #34, #37); DocuSign sends one `envelopeDefinition` on two DELETEs (#31, #36).
import { ruleTester } from '../helpers/rule-tester';
import { noBodyOnGetDelete } from '../../../src/core/rules/no-body-on-get-delete';

const ids = `{ delete: { requestBody: { content: { application/json: { schema: { type: array, items: { type: string } } } } }, responses: { '202': { description: Accepted } } } }`;
const plain = `{ delete: { responses: { '202': { description: Accepted } } } }`;
const bulk = (what: string) =>
  `{ delete: { requestBody: { description: ${what} ids, content: { application/json: { schema: { $ref: '#/components/schemas/BulkActionRequestBody' } } } }, responses: { '200': { description: OK } } } }`;
const coll = (body: string) =>
  `{ get: { responses: { '200': { description: OK } } }, delete: { requestBody: { content: { application/json: { schema: { title: ${body}, type: object } } } }, responses: { '200': { description: OK } } } }`;
const one = `{ delete: { responses: { '200': { description: OK } } } }`;

ruleTester(noBodyOnGetDelete, {
  valid: [],
  invalid: [
    {
      name: 'docusign.net: most bulk deletes (DELETE on a collection) name their members in a body: one finding, though most DELETEs are on members',
      spec: `
        openapi: 3.0.0
        info: { title: DocuSign REST API, version: v2.1 }
        paths:
          /v2.1/accounts/{accountId}/brands: ${coll('brandsRequest')}
          /v2.1/accounts/{accountId}/groups: ${coll('groupInformation')}
          /v2.1/accounts/{accountId}/brands/{brandId}: ${one}
          /v2.1/accounts/{accountId}/groups/{groupId}: ${one}
          /v2.1/accounts/{accountId}/contacts/{contactId}: ${one}
          /v2.1/accounts/{accountId}/users/{userId}: ${one}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 of 2 DELETE operations on collections \(bulk deletes\) declare a request body \(e\.g\. DELETE \/v2\.1\/accounts\/\{accountId\}\/brands\)/,
        },
      ],
    },
    {
      name: 'semantria.com: most DELETEs take a body of ids: one finding for the API, every DELETE related',
      spec: `
        openapi: 3.0.0
        info: { title: Semantria, version: '4.2' }
        paths:
          /blacklist.{content_type}: ${ids}
          /categories.{content_type}: ${ids}
          /phrases.{content_type}: ${ids}
          /taxonomy.{content_type}: ${ids}
          /documents/{document_id}.{content_type}: ${plain}
          /collections/{collection_id}.{content_type}: ${plain}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "4 of 6 DELETE operations declare a request body (e.g. DELETE /blacklist.{content_type}): the API's own decision, reported once here rather than on every operation; DELETE requests carry no payload (§4) and many servers and proxies drop one: move the data to query parameters.",
          related: [
            {
              pointer: '/paths/~1blacklist.{content_type}/delete/requestBody',
              range: '3:41-3:52',
              text: 'requestBody',
              message: 'DELETE /blacklist.{content_type}',
            },
            {
              pointer: '/paths/~1categories.{content_type}/delete/requestBody',
              range: '4:42-4:53',
              text: 'requestBody',
              message: 'DELETE /categories.{content_type}',
            },
            {
              pointer: '/paths/~1phrases.{content_type}/delete/requestBody',
              range: '5:39-5:50',
              text: 'requestBody',
              message: 'DELETE /phrases.{content_type}',
            },
            {
              pointer: '/paths/~1taxonomy.{content_type}/delete/requestBody',
              range: '6:40-6:51',
              text: 'requestBody',
              message: 'DELETE /taxonomy.{content_type}',
            },
          ],
        },
      ],
    },
    {
      name: 'apacta.com: bulkDelete DELETEs (bulk deletes by their name) that all send a body are one bulk-delete decision for the API',
      spec: `
        openapi: 3.0.0
        info: { title: Apacta, version: 0.0.42 }
        paths:
          /activities/bulkDelete: ${bulk('Activities')}
          /contacts/bulkDelete: ${bulk('Contacts')}
          /expenses/bulkDelete: ${bulk('Expenses')}
          /activities/{activity_id}: ${one}
          /contacts/{contact_id}: ${one}
          /expenses/{expense_id}: ${one}
          /products/{product_id}: ${one}
        components:
          schemas:
            BulkActionRequestBody: { type: object, properties: { ids: { type: array, items: { type: string } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^3 of 3 DELETE operations on collections \(bulk deletes\) declare a request body \(e\.g\. DELETE \/activities\/bulkDelete\)/,
          related: [
            {
              pointer: '/paths/~1activities~1bulkDelete/delete/requestBody',
              range: '3:38-3:49',
              text: 'requestBody',
              message: 'DELETE /activities/bulkDelete',
            },
            {
              pointer: '/paths/~1contacts~1bulkDelete/delete/requestBody',
              range: '4:36-4:47',
              text: 'requestBody',
              message: 'DELETE /contacts/bulkDelete',
            },
            {
              pointer: '/paths/~1expenses~1bulkDelete/delete/requestBody',
              range: '5:36-5:47',
              text: 'requestBody',
              message: 'DELETE /expenses/bulkDelete',
            },
          ],
        },
      ],
    },
  ],
});
