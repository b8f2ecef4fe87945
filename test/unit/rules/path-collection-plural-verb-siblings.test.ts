import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

/**
 * A word that is as much a noun as a verb (`patch`, `post`) is the verb where its siblings under the same parent are
 * method verbs: mediamtx's `/v3/config/paths/patch/{name}` beside `…/get/{name}`, `…/add/{name}`, `…/replace/{name}`,
 * `…/delete/{name}` names an action on the path `{name}`, not a collection of patches (round 17, seed 212 #53 WRONG).
 * A `patch` among nouns (a software vendor's `/products/patch/{id}` beside `/products/release/{id}`) stays a noun.
 */
const R = `{ get: { responses: { '200': { description: ok } } } }`;

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'mediamtx: patch among get, add, replace and delete is the verb',
      spec: `
        openapi: 3.0.0
        info: { title: mediamtx API, version: v3 }
        paths:
          /v3/config/paths/list: ${R}
          /v3/config/paths/get/{name}: ${R}
          /v3/config/paths/add/{name}: { post: { responses: { '200': { description: ok } } } }
          /v3/config/paths/patch/{name}: { patch: { responses: { '200': { description: ok } } } }
          /v3/config/paths/replace/{name}: { post: { responses: { '200': { description: ok } } } }
          /v3/config/paths/delete/{name}: { delete: { responses: { '200': { description: ok } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a patch among nouns is a collection of patches',
      spec: `
        openapi: 3.0.0
        info: { title: Vendor, version: '1' }
        paths:
          /products/patch/{id}: ${R}
          /products/release/{id}: ${R}
          /products/builds/{id}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1products~1patch~1{id}',
          range: '3:12-3:17',
          text: 'patch',
          message:
            '`patch` names a collection (it is followed by `{id}`) but is singular; name collections in the plural: `patches`.',
        },
      ],
    },
  ],
});
