// One finding per place (RULES.md "Reporting"): a list answer a shared component gives is reported once, at the
// component, with the other lists that use it related. Cut from gerermesaffaires' spec (round 3, seed 107 #45/#47).
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

const list = `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } } }`;
const menus = `{ get: { responses: { '200': { $ref: '#/components/responses/SpaceMenus' } } } }`;

ruleTester(listResponseShape, {
  valid: [],
  invalid: [
    {
      name: 'gerermesaffaires: /box/menus and /hub/menus answer the same SpaceMenus response: one finding there, the second list related',
      spec: `
        openapi: 3.0.0
        info: { title: gerermesaffaires, version: '1.0' }
        paths:
          /box/menus: ${menus}
          /hub/menus: ${menus}
          /spaces: ${list}
          /persons: ${list}
          /folders: ${list}
          /groups: ${list}
        components:
          responses:
            SpaceMenus:
              description: menus tree of the hub/box
              content:
                application/json:
                  schema:
                    allOf:
                      - type: object
                        properties:
                          Menus: { type: array, items: { type: object } }
                          SpaceId: { type: string }
      `,
      findings: [
        {
          pointer: '/components/responses/SpaceMenus/content/application~1json/schema',
          range: '15:10-15:16',
          text: 'schema',
          message:
            'GET /box/menus lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4). The same shared component answers 1 other list (listed as related).',
          related: [{ pointer: '/paths/~1hub~1menus/get', range: '4:16-4:19', text: 'get', message: 'GET /hub/menus' }],
        },
      ],
    },
  ],
});
