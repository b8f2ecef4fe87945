// Mass nouns, adjectives and lookup keys are no singular collections (precision round, seed 111 #48–#50): cut from
// Weatherbit's and Spoonacular's specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";
const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'Weatherbit: /forecast/energy is a mass noun (an energy forecast), never "energies"',
      spec: `
        openapi: 3.0.0
        info: { title: Weatherbit, version: '2.0' }
        paths:
          /forecast/energy: ${LIST}
          /history/energy: ${LIST}
      `,
    },
    {
      name: 'Weatherbit: /history/subhourly is an adjective naming a resolution (like hourly, daily), not a collection',
      spec: `
        openapi: 3.0.0
        info: { title: Weatherbit, version: '2.0' }
        paths:
          /history/subhourly: ${LIST}
          /history/quarterhourly: ${LIST}
          /forecast/minutely: ${LIST}
          /indices/historical: ${LIST}
      `,
    },
    {
      name: 'Spoonacular: /food/products/upc/{upc} looks a product up by an alternate key; upc names the key, not a collection',
      spec: `
        openapi: 3.0.0
        info: { title: spoonacular, version: '1.0' }
        paths:
          /food/products/{id}: ${R}
          /food/products/upc/{upc}: ${R}
          /food/products/upc/{upc}/comparable: ${R}
          /accounts/iban/{iban}: ${R}
      `,
    },
    {
      name: 'MotaWord: /cache/{key} addresses entries of the one cache, a store an API has one of (also inbox, outbox)',
      spec: `
        openapi: 3.0.0
        info: { title: MotaWord, version: '1.0' }
        paths:
          /cache/{key}: ${R}
          /inbox/{messageId}: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'a noun ending in -ly is still a noun (/reply/{id}), and a key-named segment at the root names a collection (/user/{user})',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /reply/{replyId}: ${R}
          /user/{user}: ${R}
          /orders/{orderId}: ${R}
          /items/{itemId}: ${R}
          /carts/{cartId}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1reply~1{replyId}',
          range: '3:3-3:8',
          text: 'reply',
          message:
            '`reply` names a collection (it is followed by `{replyId}`) but is singular; name collections in the plural: `replies`.',
        },
        {
          pointer: '/paths/~1user~1{user}',
          range: '4:3-4:7',
          text: 'user',
          message:
            '`user` names a collection (it is followed by `{user}`) but is singular; name collections in the plural: `users`.',
        },
      ],
    },
  ],
});
