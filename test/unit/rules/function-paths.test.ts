// A path that names a function, not a resource: a conversion (`addressToRaw`), a lookup by a key (`transactionById`),
// anything below a utilities namespace (`/utils/seed/{length}`), and a parameter that gives a quantity (`{length}`,
// `{minChainLength}`): its parameters are arguments, never a member's id, and its segments name no collection.
// Cut from Ergo's node API (precision round 16, seed 211 #30, #31, #47 WRONG).
import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const text = `{ responses: { '200': { description: OK, content: { application/json: { schema: { type: string } } } } } }`;
const list = `{ responses: { '200': { description: OK, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }`;

const one = `{ responses: { '200': { description: OK, content: { application/json: { schema: { type: object } } } } } }`;

const ergo = `
        openapi: 3.0.2
        info: { title: Ergo Node API, version: 5.0.0 }
        paths:
          /blocks: { get: ${list} }
          /blocks/modifier/{modifierId}: { get: ${one} }
          /utils/seed: { get: ${text} }
          /utils/seed/{length}: { get: ${text} }
          /utils/address/{address}: { get: ${text} }
          /utils/addressToRaw/{address}: { get: ${text} }
          /utils/rawToAddress/{pubkeyHex}: { get: ${text} }
          /script/addressToTree/{address}: { get: ${text} }
          /wallet/transactionById: { get: ${list} }
          /nipopow/proof/{minChainLength}/{suffixLength}: { get: ${text} }
          /nipopow/proof/{minChainLength}/{suffixLength}/{headerId}: { get: ${text} }
      `;

ruleTester(memberResponseObject, {
  valid: [
    {
      name: 'Ergo: /utils/addressToRaw/{address} converts its argument and /utils/seed/{length} generates a seed: no member reads',
      spec: ergo,
    },
  ],
  invalid: [
    {
      name: 'A member read below a plain collection answering a string is still flagged (`/users/{userId}`)',
      spec: `
        openapi: 3.0.2
        info: { title: Users, version: 1.0.0 }
        paths:
          /users: { get: ${list} }
          /users/{userId}: { get: ${text} }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{userId}/get/responses/200/content/application~1json/schema',
          range: '4:98-4:104',
          text: 'schema',
          message:
            'GET /users/{userId} reads one member, but its 200 application/json body is a string; reading a member returns it as a JSON object (§4).',
        },
      ],
    },
  ],
});

ruleTester(pathCollectionPlural, {
  valid: [],
  invalid: [
    {
      name: 'Ergo: conversions, lookups, utilities and quantities name no collection; `modifier` before its id still does, once',
      spec: ergo,
      findings: [
        {
          pointer: '/paths/~1blocks~1modifier~1{modifierId}',
          range: '4:10-4:18',
          text: 'modifier',
          message:
            '`modifier` names a collection (it is followed by `{modifierId}`) but is singular; name collections in the plural: `modifiers`.',
        },
      ],
    },
  ],
});
