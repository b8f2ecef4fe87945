// What documents a server failure, and what needs none (RULES.md `server-error-response`): any 5xx documents server
// errors, and a probe of the service (its root, a health or heartbeat path) answers whether it is up. Cut from Kinto's
// spec (round 9, seed 123 #63, #65, judged NOISE): `GET /` (server info), `/__heartbeat__` answering 200 or 503 and
// `/__lbheartbeat__` (Mozilla's Dockerflow probes) beside lists that document `default`.
import { ruleTester } from '../helpers/rule-tester';
import { serverErrorResponse } from '../../../src/core/rules/server-error-response';

const list = `{ get: { responses: { '200': { description: ok }, default: { description: error } } } }`;

ruleTester(serverErrorResponse, {
  valid: [
    {
      name: 'Kinto: GET /, /__heartbeat__ (503 when a backend is down) and /__lbheartbeat__ beside lists with default',
      spec: `
        openapi: 3.0.0
        info: { title: kinto, version: '1.22' }
        paths:
          /: { get: { responses: { '200': { description: Return information about the running Instance. } } } }
          /__heartbeat__:
            get: { responses: { '200': { description: Server working properly. }, '503': { description: One or more subsystems failing. } } }
          /__lbheartbeat__: { get: { responses: { '200': { description: Returns an empty object. } } } }
          /buckets: ${list}
          /buckets/{id}: ${list}
      `,
    },
    {
      name: 'an operation documenting 502 or 503 documents server failures',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /exports: { post: { responses: { '202': { description: accepted }, '503': { description: busy } } } }
          /imports: { post: { responses: { '202': { description: accepted }, '502': { description: upstream failed } } } }
          /buckets: ${list}
      `,
    },
  ],
  invalid: [
    {
      name: 'a use of the service beside them still needs one',
      spec: `
        openapi: 3.0.0
        info: { title: kinto, version: '1.22' }
        paths:
          /__heartbeat__:
            get: { responses: { '200': { description: ok }, '503': { description: failing } } }
          /buckets: ${list}
          /buckets/{id}: ${list}
          /groups: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1groups/get/responses',
          range: '7:20-7:29',
          text: 'responses',
          message:
            'GET /groups documents no 500 and no `default` response; add a 500 response (or `default`) for unexpected server failures.',
        },
      ],
    },
  ],
});
