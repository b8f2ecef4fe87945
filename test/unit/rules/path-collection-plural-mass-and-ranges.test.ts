// Mass nouns, adjectives in -able and the bounds of a range are no singular collections (precision round 13,
// seeds 205 #44/#45 and 206 #43/#45): cut from Frigate's, grocy's and Focalboard's specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";
const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'Frigate: /review/activity/motion lists motion activity, a mass noun, never "motions"',
      spec: `
        openapi: 3.0.0
        info: { title: Frigate, version: 0.1.0 }
        paths:
          /review/activity/motion: ${LIST}
          /{camera_name}/motion: ${LIST}
      `,
    },
    {
      name: 'Frigate: /{camera}/start/{start_ts}/end/{end_ts}/clip.mp4 is a time range; end is its bound, no collection',
      spec: `
        openapi: 3.0.0
        info: { title: Frigate, version: 0.1.0 }
        paths:
          /{camera_name}/start/{start_ts}/end/{end_ts}/clip.mp4: ${R}
          /{camera_name}/recordings/since/{after}/until/{before}: ${R}
      `,
    },
    {
      name: 'grocy: GET /stock lists the inventory (stock is a mass noun where no key picks one)',
      spec: `
        openapi: 3.0.0
        info: { title: grocy, version: '1' }
        paths:
          /stock: ${LIST}
          /stock/products/{productId}: ${R}
      `,
    },
    {
      name: 'Focalboard: /teams/{teamID}/boards/search/linkable is an adjective filtering a board search, never "linkables"',
      spec: `
        swagger: '2.0'
        info: { title: Focalboard, version: 1.0.0 }
        paths:
          /teams/{teamID}/boards/search/linkable:
            get: { responses: { '200': { description: ok, schema: { type: array, items: { type: object } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: "a key picks one stock (/stock/{symbol}: one company's shares), a lone end (/end/{id}) and a noun in -able (/table/{id}) stay countable",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /stock/{symbol}: ${R}
          /end/{endId}: ${R}
          /table/{tableId}: ${R}
          /orders/{orderId}: ${R}
          /items/{itemId}: ${R}
          /carts/{cartId}: ${R}
          /users/{userId}: ${R}
          /teams/{teamId}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1stock~1{symbol}',
          range: '3:3-3:8',
          text: 'stock',
          message:
            '`stock` names a collection (it is followed by `{symbol}`) but is singular; name collections in the plural: `stocks`.',
        },
        {
          pointer: '/paths/~1end~1{endId}',
          range: '4:3-4:6',
          text: 'end',
          message:
            '`end` names a collection (it is followed by `{endId}`) but is singular; name collections in the plural: `ends`.',
        },
        {
          pointer: '/paths/~1table~1{tableId}',
          range: '5:3-5:8',
          text: 'table',
          message:
            '`table` names a collection (it is followed by `{tableId}`) but is singular; name collections in the plural: `tables`.',
        },
      ],
    },
  ],
});

// A `{version}` after a singular noun picks a version of that one thing (precision round 13, seed 204 #43): cut
// from Plex's spec.
ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: "Plex: /media/grabbers/devices/{deviceId}/thumb/{version} is the device's one thumbnail at a version (a cache-buster)",
      spec: `
        openapi: 3.1.0
        info: { title: Plex, version: 1.1.1 }
        paths:
          /media/grabbers/devices/{deviceId}/thumb/{version}: ${R}
          /media/grabbers/devices/{deviceId}: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'a thumbnail picked by its own id (/thumb/{thumbId}) is a member of a singular collection, still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /thumb/{thumbId}: ${R}
          /orders/{orderId}: ${R}
          /items/{itemId}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1thumb~1{thumbId}',
          range: '3:3-3:8',
          text: 'thumb',
          message:
            '`thumb` names a collection (it is followed by `{thumbId}`) but is singular; name collections in the plural: `thumbs`.',
        },
      ],
    },
  ],
});
