// Singular segments that name a container or a system namespace, not a collection, from the blind precision rounds
// (docs/precision-rounds/seed-207.md #33, #34; seed-208.md #44): a segment whose members are another kind of thing
// (`/store/{config_option_id}`, `/minion/{jobid}`) is one container of them, and an underscore-led segment
// (`/_kri/{kri}`) is the API's reserved namespace. A segment whose parameter is its own member's id still counts.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const L =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'Elastic Cloud: /platform/configuration/store lists the config store’s options, /store/{config_option_id} one option',
      spec: `
        openapi: 3.0.0
        info: { title: Elastic Cloud, version: '1' }
        paths:
          /platform/configuration/store: ${L}
          /platform/configuration/store/{config_option_id}: ${R}
      `,
    },
    {
      name: 'LANraragi: /minion/{jobid} and /minion/{jobname}/queue address the Minion job queue’s jobs',
      spec: `
        openapi: 3.0.0
        info: { title: LANraragi, version: '1' }
        paths:
          /minion/{jobid}: ${R}
          /minion/{jobid}/detail: ${R}
          /minion/{jobname}/queue: { post: { responses: { '200': { description: queued } } } }
      `,
    },
    {
      name: 'Kuma: /_kri/{kri} looks a resource up by its identifier in a reserved namespace',
      spec: `
        openapi: 3.1.0
        info: { title: Kuma, version: '1' }
        paths:
          /_kri/{kri}: ${R}
          /meshes/{mesh}: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'a singular segment followed by its own member’s id (`{store_id}`, glued `{jobid}` after `job`) still names a collection',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /platform/store/{store_id}: ${R}
          /job/{jobid}: ${R}
          /users/{id}: ${R}
          /orders/{id}: ${R}
          /teams/{id}: ${R}
      `,
      findings: [
        { pointer: '/paths/~1platform~1store~1{store_id}', range: '3:12-3:17', text: 'store' },
        { pointer: '/paths/~1job~1{jobid}', range: '4:3-4:6', text: 'job' },
      ],
    },
  ],
});
