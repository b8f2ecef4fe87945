// Bulk deletes at `…/bulk` paths with the ids in the body, cut from Sonarr's v5 API (seed 202 #35, #36).
import { ruleTester } from '../helpers/rule-tester';
import { noBodyOnGetDelete } from '../../../src/core/rules/no-body-on-get-delete';

const OK = "responses: { '200': { description: OK } }";
const ids = (name: string) =>
  `requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/${name}' } } } }`;

ruleTester(noBodyOnGetDelete, {
  valid: [],
  invalid: [
    {
      name: 'Sonarr: a DELETE with an ids body on each /bulk endpoint is one bulk-delete decision for the API',
      spec: `
        openapi: 3.0.4
        info: { title: Sonarr, version: 5.0.0 }
        paths:
          /api/v5/downloadclient/bulk: { delete: { ${ids('DownloadClientBulkResource')}, ${OK} } }
          /api/v5/downloadclient/{id}: { delete: { ${OK} } }
          /api/v5/queue/bulk: { delete: { ${ids('QueueBulkResource')}, ${OK} } }
          /api/v5/queue/{id}: { delete: { ${OK} } }
          /api/v5/tag/{id}: { delete: { ${OK} } }
        components:
          schemas:
            DownloadClientBulkResource: { type: object, properties: { ids: { type: array, items: { type: integer } } } }
            QueueBulkResource: { type: object, properties: { ids: { type: array, items: { type: integer } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 of 2 DELETE operations on collections \(bulk deletes\) declare a request body \(e\.g\. DELETE \/api\/v5\/downloadclient\/bulk\)/,
          related: [
            {
              pointer: '/paths/~1api~1v5~1downloadclient~1bulk/delete/requestBody',
              range: '3:43-3:54',
              text: 'requestBody',
              message: 'DELETE /api/v5/downloadclient/bulk',
            },
            {
              pointer: '/paths/~1api~1v5~1queue~1bulk/delete/requestBody',
              range: '5:34-5:45',
              text: 'requestBody',
              message: 'DELETE /api/v5/queue/bulk',
            },
          ],
        },
      ],
    },
  ],
});
