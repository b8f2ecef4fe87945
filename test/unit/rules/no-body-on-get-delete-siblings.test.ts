// One decision, one finding (RULES.md "Reporting"): DELETE bodies on sibling paths are one decision, told once.
// Cut from osf.io (seed 118 #34–35: JSON:API relationship DELETEs on `linked_nodes` and `linked_registrations`).
import { ruleTester } from '../helpers/rule-tester';
import { noBodyOnGetDelete } from '../../../src/core/rules/no-body-on-get-delete';

const relationships = (body: string) =>
  `{ get: { responses: { '200': { description: OK } } }, post: { requestBody: { $ref: '#/components/requestBodies/${body}' }, responses: { '201': { description: OK } } }, delete: { requestBody: { $ref: '#/components/requestBodies/${body}' }, responses: { '204': { description: OK } } } }`;
const ok = "{ responses: { '200': { description: OK } } }";

ruleTester(noBodyOnGetDelete, {
  valid: [],
  invalid: [
    {
      name: 'OSF: relationship DELETEs with a body on sibling paths are one finding, the sibling related',
      // The fix removes the first body only: the sibling, related until then, is then reported on its own.
      fixMayAdd: ['no-body-on-get-delete'],
      spec: `
        openapi: 3.0.0
        info: { title: OSF APIv2 Documentation, version: '2.0' }
        paths:
          /collections/{collection_id}/linked_nodes/relationships/: ${relationships('linkedNodes')}
          /collections/{collection_id}/linked_registrations/relationships/: ${relationships('linkedRegistrations')}
          /collections/{collection_id}: { get: ${ok}, delete: ${ok} }
          /nodes/{node_id}: { get: ${ok}, delete: ${ok} }
          /registrations/{registration_id}: { get: ${ok}, delete: ${ok} }
        components:
          requestBodies:
            linkedNodes: { content: { application/json: { schema: { type: object, properties: { data: { type: array } } } } } }
            linkedRegistrations: { content: { application/json: { schema: { type: object, properties: { data: { type: array } } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1collections~1{collection_id}~1linked_nodes~1relationships~1/delete/requestBody',
          range: '3:242-3:253',
          text: 'requestBody',
          message:
            'DELETE /collections/{collection_id}/linked_nodes/relationships/ declares a request body; DELETE requests carry no payload (§4) and many servers and proxies drop one: move the data to query parameters. The same on 1 sibling path (listed as related): one decision.',
          related: [
            {
              message: 'DELETE /collections/{collection_id}/linked_registrations/relationships/',
              pointer:
                '/paths/~1collections~1{collection_id}~1linked_registrations~1relationships~1/delete/requestBody',
              range: '4:258-4:269',
              text: 'requestBody',
            },
          ],
        },
      ],
    },
  ],
});
