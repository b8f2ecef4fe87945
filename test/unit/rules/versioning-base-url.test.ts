// No two rules report the same gap on the same place (RULES.md version 3, "Reporting"): without a base URL the version
// most APIs carry there cannot be seen, and server-url already tells that the base URL is missing. Cut from Webex.
import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(versioning, {
  valid: [
    {
      name: 'Webex messaging: no `servers`, so its `https://webexapis.com/v1` base URL is not in the spec; "no version" would restate the missing server',
      spec: `
        openapi: 3.0.0
        info: { title: Webex Messaging, version: 1.0.0 }
        paths:
          /rooms: ${R}
          /messages: ${R}
          /people/me: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'with a server that carries no version, the API has no version',
      spec: `
        openapi: 3.0.0
        info: { title: Webex Messaging, version: 1.0.0 }
        servers: [{ url: 'https://webexapis.com' }]
        paths:
          /rooms: ${R}
          /messages: ${R}
      `,
      findings: [{ pointer: '', range: '0:0-0:7', text: 'openapi', message: /^The API has no version/ }],
    },
  ],
});
