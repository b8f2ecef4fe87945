// An RPC-style API whose dotted methods have a digit-led part, cut from Rocket.Chat's authentication.yaml (seed 203 #55).
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const POST = "post: { responses: { '200': { description: ok } } }";

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      name: 'Rocket.Chat: users.2fa.enableEmail is a dotted method like loginCode.redeem: the RPC-style API is one finding',
      spec: `
        openapi: 3.0.0
        info: { title: Authentication, version: 1.0.0 }
        paths:
          /api/v1/login: { ${POST} }
          /api/v1/logout: { ${POST} }
          /api/v1/me: { get: { responses: { '200': { description: ok } } } }
          /api/v1/loginCode.redeem: { ${POST} }
          /api/v1/users.2fa.enableEmail: { ${POST} }
          /api/v1/users.2fa.disableEmail: { ${POST} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^3 of 6 paths are procedures named by their action \(`\/api\/v1\/loginCode.redeem`, `\/api\/v1\/users.2fa.disableEmail`…\): the API is RPC-style/,
          related: [
            {
              pointer: '/paths/~1api~1v1~1loginCode.redeem',
              range: '6:20-6:26',
              text: 'redeem',
              message: '/api/v1/loginCode.redeem',
            },
            {
              pointer: '/paths/~1api~1v1~1users.2fa.enableEmail',
              range: '7:20-7:31',
              text: 'enableEmail',
              message: '/api/v1/users.2fa.enableEmail',
            },
            {
              pointer: '/paths/~1api~1v1~1users.2fa.disableEmail',
              range: '8:20-8:32',
              text: 'disableEmail',
              message: '/api/v1/users.2fa.disableEmail',
            },
          ],
        },
      ],
    },
  ],
});
