// A noun-verb that names a collection, cut from GoatCounter's API (docs/precision-rounds/seed-208.md #51: "`export` is
// a noun here: `/export/{id}` members exist. The issue is the singular collection name, not a verb"): path-no-verbs
// reads it as a noun there, so this rule judges its number like any other collection's.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const P = "{ post: { responses: { '202': { description: started } } } }";

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'a POST-only export with nothing addressed below it is an action, path-no-verbs’ to tell',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '0' }
        paths:
          /api/v0/export: ${P}
          /api/v0/sites/{id}: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'GoatCounter: POST /api/v0/export beside GET /api/v0/export/{id} is a singular collection',
      spec: `
        openapi: 3.0.0
        info: { title: GoatCounter, version: '0' }
        paths:
          /api/v0/export: ${P}
          /api/v0/export/{id}: ${R}
          /api/v0/export/{id}/download: ${R}
          /api/v0/sites/{id}: ${R}
          /api/v0/users/{id}: ${R}
          /api/v0/paths/{id}: ${R}
          /api/v0/refs/{id}: ${R}
          /api/v0/counts/{id}: ${R}
          /api/v0/tokens/{id}: ${R}
      `,
      findings: [{ pointer: '/paths/~1api~1v0~1export', range: '3:10-3:16', text: 'export' }],
    },
  ],
});
