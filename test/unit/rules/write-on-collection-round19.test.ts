// Round 19 of the precision review (seed 215 #79, 216 #79): the one vehicle a loadpoint holds and a tenant's device
// limit are single things, no collections written whole.
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const ok = `{ responses: { '200': { description: ok } } }`;

ruleTester(writeOnCollection, {
  valid: [
    {
      name: "evcc: /loadpoints/{id}/vehicle is the loadpoint's one vehicle ({name} below picks one of /vehicles/{name})",
      spec: `
        openapi: 3.0.0
        info: { title: evcc API, version: 0.1.0 }
        paths:
          /loadpoints/{id}/vehicle:
            delete: { operationId: removeLoadpointVehicle, summary: Remove vehicle, responses: { '200': { description: ok } } }
            patch: { operationId: startLoadpointVehicleDetection, summary: Start vehicle detection, responses: { '200': { description: ok } } }
          /loadpoints/{id}/vehicle/{name}:
            post: { operationId: assignLoadpointVehicle, summary: Assign vehicle, responses: { '200': { description: ok } } }
          /vehicles/{name}/mode: { delete: ${ok} }
          /vehicles/{name}/minsoc/{soc}: { post: ${ok} }
      `,
    },
    {
      name: "Mender: limits/max_devices is a tenant's one device limit, a figure about devices, no collection of them",
      spec: `
        openapi: 3.0.1
        info: { title: Mender, version: '1' }
        paths:
          /api/internal/v1/devauth/tenant/{tenant_id}/limits/max_devices:
            get:
              responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Limit' } } } } }
            put:
              requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Limit' } } } }
              responses: { '204': { description: ok } }
            delete: { summary: Remove max device count limit, responses: { '204': { description: ok } } }
        components:
          schemas:
            Limit: { type: object, properties: { limit: { type: integer } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a singular collection read as a list, with its members below, is still a collection written whole',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /loadpoints/{id}/vehicle:
            get:
              responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
            delete: ${ok}
          /loadpoints/{id}/vehicle/{name}: { get: ${ok} }
          /vehicles/{name}: { get: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1loadpoints~1{id}~1vehicle/delete',
          range: '6:4-6:10',
          text: 'delete',
          message:
            'DELETE on the collection `/loadpoints/{id}/vehicle` deletes the whole collection at once; DELETE belongs on one member: `/loadpoints/{id}/vehicle/{name}`.',
        },
      ],
    },
    {
      name: 'a plural collection of devices deleted whole is still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /tenant/{tenant_id}/devices:
            get:
              responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
            delete: ${ok}
      `,
      findings: [
        {
          pointer: '/paths/~1tenant~1{tenant_id}~1devices/delete',
          range: '6:4-6:10',
          text: 'delete',
          message:
            'DELETE on the collection `/tenant/{tenant_id}/devices` deletes the whole collection at once; DELETE belongs on one member: `/tenant/{tenant_id}/devices/{id}`.',
        },
      ],
    },
  ],
});
