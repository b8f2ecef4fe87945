// id4i (seed 106 #76, #77): its `/account/*` paths have no version prefix while most paths live under
// `/api/v1`. The group is one decision: one finding, the group's other paths related.
import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

const GET = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(versioning, {
  valid: [],
  invalid: [
    {
      name: 'id4i: unversioned paths under one first segment are one finding, each other group its own',
      spec: `
        openapi: 3.0.0
        info: { title: ID4i API, version: 0.9.0 }
        servers: [{ url: 'https://backend.id4i.de' }]
        paths:
          /api/v1/apikeys: ${GET}
          /api/v1/collections: ${GET}
          /api/v1/images: ${GET}
          /api/v1/messages: ${GET}
          /api/v1/organizations: ${GET}
          /account/password: ${GET}
          /account/registration: ${GET}
          /login: ${GET}
      `,
      findings: [
        {
          pointer: '/paths/~1account~1password',
          range: '9:2-9:19',
          text: '/account/password',
          message:
            '`/account/password` has no version prefix while other paths have one (e.g. `/api/v1/apikeys`); put every path under the same `/v{N}` prefix. The same holds for one other path under `/account` (listed as related).',
          related: [
            {
              pointer: '/paths/~1account~1registration',
              range: '10:2-10:23',
              text: '/account/registration',
              message: '/account/registration',
            },
          ],
        },
        { pointer: '/paths/~1login', range: '11:2-11:8', text: '/login' },
      ],
    },
  ],
});
