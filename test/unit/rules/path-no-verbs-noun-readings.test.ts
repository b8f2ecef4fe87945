// Nouns that are also verbs, from the blind precision round of seed 208 (docs/precision-rounds/seed-208.md #51, #55):
// a noun-verb whose members the API addresses below it names a collection, and a compound whose head is a setting or
// a state names that thing where it is written as one (PUT), not POSTed.
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const P = "{ post: { responses: { '202': { description: started } } } }";
const U = "{ put: { responses: { '204': { description: set } } } }";

ruleTester(pathNoVerbs, {
  valid: [
    {
      name: 'GoatCounter: POST /api/v0/export beside GET /api/v0/export/{id} is the collection of exports',
      spec: `
        openapi: 3.0.0
        info: { title: GoatCounter, version: '0' }
        paths:
          /api/v0/export: ${P}
          /api/v0/export/{id}: ${R}
          /api/v0/export/{id}/download: ${R}
      `,
    },
    {
      name: 'Oxide: PUT /v1/system/hardware/sleds/{sled_id}/provision-policy sets the sled’s provisioning policy',
      spec: `
        openapi: 3.0.3
        info: { title: Oxide Region API, version: 2026081901.0.0 }
        paths:
          /v1/system/hardware/sleds/{sled_id}/provision-policy: ${U}
          /v1/system/hardware/sleds/{sled_id}: ${R}
          /v1/system/hardware/sleds: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'a POST-only export with no member below it still names the action',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '0' }
        paths:
          /api/v0/export: ${P}
          /api/v0/sites/{id}: ${R}
      `,
      findings: [{ pointer: '/paths/~1api~1v0~1export', range: '3:10-3:16', text: 'export' }],
    },
    {
      name: 'a POSTed provision-policy, never read or written as one, still acts',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/sleds/{sled_id}/provision-policy: ${P}
          /v1/sleds/{sled_id}: ${R}
      `,
      findings: [
        { pointer: '/paths/~1v1~1sleds~1{sled_id}~1provision-policy', range: '3:22-3:38', text: 'provision-policy' },
      ],
    },
  ],
});
