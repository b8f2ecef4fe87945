import { ruleTester } from '../helpers/rule-tester';
import { noBodyOnGetDelete } from '../../../src/core/rules/no-body-on-get-delete';

// A body that carries a credential must not be told to move into the query string, which servers, proxies and
// browsers write to their logs and history: a header or a POST action keeps it out of the URL (round 12, seed 203).
ruleTester(noBodyOnGetDelete, {
  valid: [],
  invalid: [
    {
      name: 'Ory Kratos: a DELETE whose body carries a session token is told to send it in a header or POST, not the query',
      spec: `
        openapi: 3.0.3
        info: { title: Ory Identities API, version: '' }
        paths:
          /self-service/logout/api:
            delete:
              operationId: performNativeLogout
              requestBody:
                content:
                  application/json:
                    schema: { $ref: '#/components/schemas/performNativeLogoutBody' }
                required: true
              responses: { '204': { description: Empty } }
        components:
          schemas:
            performNativeLogoutBody:
              type: object
              properties: { session_token: { type: string } }
              required: [session_token]
      `,
      findings: [
        {
          pointer: '/paths/~1self-service~1logout~1api/delete/requestBody',
          range: '6:6-6:17',
          text: 'requestBody',
          message:
            'DELETE /self-service/logout/api declares a request body; DELETE requests carry no payload (§4) and many servers and proxies drop one. The body carries a credential (`session_token`): do not move it to the query string, which servers, proxies and browsers log; send it in a header (`Authorization`, or one of its own), or make the call a POST action.',
        },
      ],
    },
    {
      name: 'a 2.0 DELETE with a password form field gets the same advice',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /account:
            delete:
              consumes: [application/x-www-form-urlencoded]
              parameters:
                - { name: password, in: formData, type: string, required: true }
              responses: { '204': { description: gone } }
      `,
      findings: [
        {
          pointer: '/paths/~1account/delete/parameters/0/in',
          range: '7:32-7:40',
          text: 'formData',
          message: /The body carries a credential \(`password`\): do not move it to the query string/,
        },
      ],
    },
  ],
});
