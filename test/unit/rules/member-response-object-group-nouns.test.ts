// A parameter below a group namespace that names what the group deals with scopes a list of those things: OpsRamp's
// `/api/v2/alerts/tenants/{tenantId}/tickets/{ticketId}` answers the alerts of a ticket, an array (precision round 16,
// seed 210 #40 WRONG). A member of the group's own collection answering an array is still flagged.
import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

const ALERTS = `{ responses: { '200': { description: OK, content: { application/json: { schema: { type: array, items: { type: object, properties: { uniqueId: { type: string }, tktId: { type: string } } } } } } } } }`;

ruleTester(memberResponseObject, {
  valid: [
    {
      name: 'OpsRamp: GET /api/v2/alerts/tenants/{tenantId}/tickets/{ticketId} lists the alerts of a ticket',
      spec: `
        openapi: 3.0.0
        info: { title: Alerts, version: v2 }
        paths:
          /api/v2/alerts/tenants/{tenantId}/tickets/{ticketId}: { get: ${ALERTS} }
          /api/v2/tenants/{tenantId}/alerts/{alertId}: { get: { responses: { '200': { description: OK } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'A member of the group’s own collection answering an array is still flagged (`/alerts/{alertId}`)',
      spec: `
        openapi: 3.0.0
        info: { title: Alerts, version: v2 }
        paths:
          /api/v2/alerts: { get: ${ALERTS} }
          /api/v2/alerts/{alertId}: { get: ${ALERTS} }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1v2~1alerts~1{alertId}/get/responses/200/content/application~1json/schema',
          range: '4:107-4:113',
          text: 'schema',
          message:
            'GET /api/v2/alerts/{alertId} reads one member, but its 200 application/json body is an array; reading a member returns it as a JSON object (§4).',
        },
      ],
    },
  ],
});
