// A compatibility surface reproduces another product's API, its version form included, so that product's clients work
// unchanged: Wakapi's `/compat/wakatime/v1/…` and `/compat/shields/v1/…` (static/docs/swagger.json) are WakaTime's and
// Shields.io's versions, not Wakapi's (seed 205 #77: its own paths were told to take the `v1` of the compat ones).
import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

const R = "{ get: { responses: { '200': { description: OK, schema: { type: object } } } } }";
const USER = 'parameters: [{ name: user, in: path, required: true, type: string }]';

ruleTester(versioning, {
  valid: [],
  invalid: [
    {
      name: 'Wakapi (with the base URL it serves at, which its spec omits): its own paths are unversioned; the compat surfaces’ v1 belongs to WakaTime and Shields.io',
      spec: `
        swagger: '2.0'
        info: { title: Wakapi API, version: '1.0' }
        host: wakapi.dev
        basePath: /api
        paths:
          /compat/shields/v1/{user}/{interval}/{filter}:
            get:
              parameters:
                - { name: user, in: path, required: true, type: string }
                - { name: interval, in: path, required: true, type: string }
                - { name: filter, in: path, required: true, type: string }
              responses: { '200': { description: OK, schema: { type: object } } }
          /compat/wakatime/v1/leaders: ${R}
          /compat/wakatime/v1/users/{user}:
            get: { ${USER}, responses: { '200': { description: OK, schema: { type: object } } } }
          /health: ${R}
          /plugins/errors: ${R}
          /summary: ${R}
          /users/{user}/heartbeats:
            get: { ${USER}, responses: { '200': { description: OK, schema: { type: object } } } }
      `,
      findings: [{ pointer: '', range: '0:0-0:7', text: 'swagger', message: /^The API has no version; / }],
    },
  ],
});
