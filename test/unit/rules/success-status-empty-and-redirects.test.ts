// What a read may answer besides 200 (conventions §4: "any empty response: 204"), and redirect endpoints, cut from
// Metadapi's, GitHub's, httpbin's and SoundCloud's specs: a GET whose every success is a 204 answers empty on
// purpose (a check); an operation that answers only a redirect (301, 302, 307, 308; 303 on a read) is a redirect
// endpoint, as a 101 is an upgrade. Jira's DELETE answering 303 (see the task) is a write whose outcome is work
// accepted: still flagged.
import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';

ruleTester(successStatus, {
  valid: [
    {
      name: 'Metadapi: a key check answering 204; GitHub: GET /user/following/{username} answers 204 or 404',
      spec: `
        openapi: 3.0.1
        info: { title: Metadapi, version: v1 }
        paths:
          /zipc/v1: { get: { responses: { '204': { description: No Content }, '401': { description: no key } } } }
          /user/following/{username}:
            get: { responses: { '204': { description: followed }, '404': { description: not followed } } }
      `,
    },
    {
      name: 'httpbin: /redirect/{n} and GET and POST /redirect-to answer 302; SoundCloud: GET /resolve answers a shared 302 Found',
      spec: `
        openapi: 3.0.0
        info: { title: httpbin, version: 0.9.2 }
        paths:
          /redirect/{n}: { get: { responses: { '302': { description: A redirection. } } } }
          /redirect-to:
            get: { responses: { '302': { description: A redirection. } } }
            post: { responses: { '302': { description: A redirection. } } }
          /resolve: { get: { responses: { '302': { $ref: '#/components/responses/Found' } } } }
        components:
          responses:
            Found: { description: Found }
      `,
    },
    {
      name: 'edrv.io: GET /v1/realtime, a WebSocket handshake, answers only 101 Upgrade connection (round 9, seed 124 #75)',
      spec: `
        openapi: 3.0.0
        info: { title: eDRV, version: '1.0' }
        paths:
          /v1/realtime:
            get:
              description: Use to request a Websockets handshake
              parameters: [{ name: sec-websocket-protocol, in: header, required: true, schema: { type: string } }]
              responses: { '101': { description: Upgrade connection } }
      `,
    },
    {
      name: 'stream-io-api.com: GET /connect, "Connect (WebSocket)", lists only its errors (round 10, seed 127 #74); a GET taking Upgrade',
      spec: `
        openapi: 3.0.3
        info: { title: Stream API, version: v80.2.0 }
        paths:
          /connect:
            get:
              summary: Connect (WebSocket)
              description: Establishes WebSocket connection for user
              operationId: Connect
              responses:
                '400': { description: Bad request }
                '429': { description: Too many requests }
          /events:
            get:
              parameters: [{ name: Upgrade, in: header, schema: { type: string, enum: [websocket] } }]
              responses: { '400': { description: Bad request } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Climate: 204 beside 206 still has content to give; Box: a GET answering 201; a GET answering only errors; Jira: DELETE answering 303',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '4' }
        paths:
          /v4/exports/{exportId}/contents: { get: { responses: { '204': { description: none }, '206': { description: part } } } }
          /files/{id}/metadata: { get: { responses: { '201': { description: ok } } } }
          /logs/: { get: { responses: { '401': { description: no } } } }
          /rest/api/3/priority/{id}: { delete: { responses: { '303': { description: see the task }, '404': { description: no } } } }
          /a: { get: { responses: { '200': { description: ok } } } }
          /b: { get: { responses: { '200': { description: ok } } } }
          /c: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1v4~1exports~1{exportId}~1contents/get/responses/204',
          range: '3:57-3:62',
          text: "'204'",
          message:
            'GET /v4/exports/{exportId}/contents answers 204, 206 but has no 200 response; a successful GET answers 200 (§4).',
        },
        { pointer: '/paths/~1files~1{id}~1metadata/get/responses/201', range: '4:46-4:51', text: "'201'" },
        {
          pointer: '/paths/~1logs~1/get/responses',
          range: '5:19-5:28',
          text: 'responses',
          message: 'GET /logs/ declares no success (2xx) response; a successful GET answers 200 (§4).',
        },
        {
          pointer: '/paths/~1rest~1api~13~1priority~1{id}/delete/responses',
          range: '6:41-6:50',
          text: 'responses',
        },
      ],
    },
  ],
});
