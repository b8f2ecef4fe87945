// The same write on sibling collections is one decision (RULES.md "Reporting"): Keycloak's DELETE on
// `/{realm}/admin-events` and `/{realm}/events` purge a realm's two event logs (round 9, seed 124 #79 RIGHT, #80 NOISE
// "the same log-purge decision told again"). A write that does something else on a sibling stays its own finding.
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const get = `get: { responses: { '200': { description: ok } } }`;
const purge = `delete: { summary: Delete all events, responses: { '204': { description: ok } } }`;

ruleTester(writeOnCollection, {
  valid: [],
  invalid: [
    {
      name: 'Keycloak: DELETE /{realm}/admin-events and /{realm}/events are one finding; PUT on /{realm}/users and /{realm}/clients (other kinds) one each',
      spec: `
        openapi: 3.0.3
        info: { title: Keycloak Admin REST API, version: '1' }
        paths:
          /{realm}/admin-events: { ${get}, ${purge} }
          /{realm}/events: { ${get}, ${purge} }
          /{realm}/users:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '201': { description: ok } } }
            put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '204': { description: ok } } }
          /{realm}/clients:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '201': { description: ok } } }
            put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '204': { description: ok } } }
          /{realm}/groups: { get: { responses: { '200': { description: ok } } }, post: { responses: { '201': { description: ok } } } }
          /{realm}/roles: { get: { responses: { '200': { description: ok } } }, post: { responses: { '201': { description: ok } } } }
          /{realm}/components: { get: { responses: { '200': { description: ok } } }, post: { responses: { '201': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1{realm}~1admin-events/delete',
          range: '3:79-3:85',
          text: 'delete',
          message:
            'DELETE on the collection `/{realm}/admin-events` deletes the whole collection at once; DELETE belongs on one member: `/{realm}/admin-events/{id}`. The same on 1 sibling path (listed as related): one decision.',
          related: [
            {
              pointer: '/paths/~1{realm}~1events/delete',
              range: '4:73-4:79',
              text: 'delete',
              message: 'DELETE /{realm}/events',
            },
          ],
        },
        {
          pointer: '/paths/~1{realm}~1users/put',
          range: '8:4-8:7',
          text: 'put',
          message:
            'PUT on the collection `/{realm}/users` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/{realm}/users/{id}`.',
        },
        {
          pointer: '/paths/~1{realm}~1clients/put',
          range: '12:4-12:7',
          text: 'put',
          message:
            'PUT on the collection `/{realm}/clients` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/{realm}/clients/{id}`.',
        },
      ],
    },
  ],
});
