// Round 10 of the precision review (seed 126 #74-#76): Appwrite's `/health/*` probes share one template that declares
// only `500`. One copied template, one finding at the first probe with the others related; a non-probe stays its own.
import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';

const probe = (path: string) => `
          ${path}:
            get:
              summary: Get ${path}
              responses: { '500': { description: File } }`;
const spec = (extra = '') => `
        openapi: 3.0.0
        info: { title: Appwrite, version: 0.12.3 }
        paths:${probe('/health')}${probe('/health/db')}${probe('/health/time')}${probe('/health/queue/functions')}
          /users:
            get:
              responses: { '200': { description: Users } }
            post:
              responses: { '201': { description: Created } }
          /users/{userId}:
            get:
              parameters: [{ name: userId, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: User } }
            delete:
              parameters: [{ name: userId, in: path, required: true, schema: { type: string } }]
              responses: { '204': { description: Deleted } }
          /teams:
            get:
              responses: { '200': { description: Teams } }
            post:
              responses: { '201': { description: Created } }
          /teams/{teamId}:
            get:
              parameters: [{ name: teamId, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: Team } }${extra}
      `;

ruleTester(successStatus, {
  valid: [],
  invalid: [
    {
      name: 'Appwrite: four /health probes declaring only 500 are one template: one finding at the first, the others related',
      spec: spec(`
          /users/{userId}/logs:
            get:
              parameters: [{ name: userId, in: path, required: true, schema: { type: string } }]
              responses: { '500': { description: File } }`),
      findings: [
        {
          pointer: '/paths/~1health/get/responses',
          range: '6:6-6:15',
          text: 'responses',
          message:
            'GET /health declares no success (2xx) response; a successful GET answers 200 (§4). The same on 3 other probes of the service that declare the same responses (listed as related): one template.',
        },
        {
          pointer: '/paths/~1users~1{userId}~1logs/get/responses',
          range: '43:6-43:15',
          text: 'responses',
          message: 'GET /users/{userId}/logs declares no success (2xx) response; a successful GET answers 200 (§4).',
        },
      ],
    },
  ],
});
