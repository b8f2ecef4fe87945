// One decision, one finding (RULES.md version 3, "Reporting") for operation-secured: an API with no root `security`
// list secures its operations one by one, and the ones it leaves without a requirement share that one decision.
// Cut from BritBox's spec (precision round 3, seed 109 #48-#51).
import { ruleTester } from '../helpers/rule-tester';
import { operationSecured } from '../../../src/core/rules/operation-secured';

const secured = `{ security: [{ profileAuth: [] }], responses: { '200': { description: ok } } }`;
const open = `{ responses: { '200': { description: ok } } }`;

ruleTester(operationSecured, {
  valid: [
    {
      name: 'App Center: operations under a \`/public/\` segment are public by their path, not by omission',
      spec: `
        openapi: 3.0.0
        info: { title: App Center Client, version: v0.1 }
        paths:
          /v0.1/apps:
            get: { security: [{ APIToken: [] }], responses: { '200': { description: ok } } }
          /v0.1/apps/{app}:
            get: { security: [{ APIToken: [] }], responses: { '200': { description: ok } } }
            delete: { security: [{ APIToken: [] }], responses: { '200': { description: ok } } }
          /v0.1/public/sdk/apps/{app_secret}/releases/latest:
            get: { responses: { '200': { description: ok } } }
          /v0.1/public/apps/{app_id}/releases/{release_id}:
            get: { responses: { '200': { description: ok } } }
        components:
          securitySchemes:
            APIToken: { type: apiKey, in: header, name: X-API-Token }
      `,
    },
  ],
  invalid: [
    {
      name: 'BritBox: no root security, most operations secured one by one, the public ones one finding at /paths',
      spec: `
        openapi: 3.0.0
        info: { title: BritBox, version: 4.0.0 }
        paths:
          /account: { get: ${secured} }
          /account/profiles: { get: ${secured} }
          /account/devices: { get: ${secured} }
          /redirect: { post: ${open} }
          /lists/{id}: { get: ${open} }
        components:
          securitySchemes:
            profileAuth: { type: http, scheme: bearer }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            'The API has no root `security` list and secures its operations one by one: 3 of 5 require a scheme, and the other 2 (listed as related) name none, so they are public by omission. Declare `security: []` on each that is deliberately public, and a scheme on any that is not (§5).',
          related: [
            { pointer: '/paths/~1redirect/post', range: '6:15-6:19', text: 'post', message: 'POST /redirect' },
            { pointer: '/paths/~1lists~1{id}/get', range: '7:17-7:20', text: 'get', message: 'GET /lists/{id}' },
          ],
        },
      ],
    },
    {
      name: 'BritBox: a single operation left without security is its own finding',
      spec: `
        openapi: 3.0.0
        info: { title: BritBox, version: 4.0.0 }
        paths:
          /account: { get: ${secured} }
          /account/profiles: { get: ${secured} }
          /redirect: { post: ${open} }
        components:
          securitySchemes:
            profileAuth: { type: http, scheme: bearer }
      `,
      findings: [
        {
          pointer: '/paths/~1redirect/post',
          range: '5:15-5:19',
          text: 'post',
          message: /^No security applies to POST \/redirect /,
        },
      ],
    },
  ],
});
