// Cases cut from real specs the blind precision rounds judged (seeds 104–106): documents, key-value maps and single
// objects are no lists, even where a parameter path extends them; a credential, a language or a number in the
// path names no member.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';
import { listSortParam } from '../../../src/core/rules/list-sort-param';
import { bodyRequired } from '../../../src/core/rules/body-required';
import { postOnMember } from '../../../src/core/rules/post-on-member';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

/** A GET answering an array. */
const LIST = `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }`;
/** A GET answering a key-value map of strings. */
const MAP = `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object, additionalProperties: { type: string } } } } } } } }`;
/** OPTIMADE's JSON:API single-resource document: `data` holds one object beside `errors` and `included` arrays. */
const JSONAPI_ONE = `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { data: { type: object, properties: { id: { type: string } } }, errors: { type: array, items: { type: object } }, included: { type: array, items: { type: object } }, meta: { type: object } } } } } } } } }`;

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'OPTIMADE: `/info` and `/structures/{entry_id}` answer one JSON:API document (`data` is one object); `/info/{entry}` is a part of it',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /info: ${JSONAPI_ONE}
          /info/{entry}: ${JSONAPI_ONE}
          /structures/{entry_id}: ${JSONAPI_ONE}
      `,
    },
    {
      name: 'ID4i: `/alias` and `/properties` answer a map of strings (one document); `/alias/{aliasType}` writes one key of it',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /api/v1/id4ns/{id4n}/alias: ${MAP}
          /api/v1/id4ns/{id4n}/alias/{aliasType}:
            post: { responses: { '200': { description: ok } } }
            delete: { responses: { '200': { description: ok } } }
          /api/v1/id4ns/{id4n}/properties: ${MAP}
      `,
    },
    {
      name: 'Oxford Dictionaries: `/filters` answers a fixed document (`results` is one object of named arrays); `{endpoint}` picks a part',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /filters:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          metadata: { type: object }
                          results: { type: object, additionalProperties: false, properties: { entries: { type: array, items: { type: string } }, wordlist: { type: array, items: { type: string } } } }
          /filters/{endpoint}: { get: { responses: { '200': { description: ok } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'The Blue Alliance: a map of objects under a plural name keys its members: a list all the same',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /team/{team_key}/events/{year}/statuses:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object, additionalProperties: { type: object, properties: { qual: { type: string } } } } } } } } }
      `,
      findings: [
        {
          pointer:
            '/paths/~1team~1{team_key}~1events~1{year}~1statuses/get/responses/200/content/application~1json/schema',
          range: '4:81-4:87',
          text: 'schema',
          message: /lists a collection/,
        },
      ],
    },
    {
      name: 'Jira: `/role` answers a map of roles, but `/role/{id}` names its members: a collection, whose list is no map',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /rest/api/3/project/{projectIdOrKey}/role: ${MAP}
          /rest/api/3/project/{projectIdOrKey}/role/{id}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer:
            '/paths/~1rest~1api~13~1project~1{projectIdOrKey}~1role/get/responses/200/content/application~1json/schema',
          range: '3:124-3:130',
          text: 'schema',
          message: /lists a collection/,
        },
      ],
    },
    {
      name: 'a plural collection whose parameter plainly names its member (`/users/{userId}`) stays a list, whatever its GET answers',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } } } } }
          /users/{userId}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses/200/content/application~1json/schema',
          range: '4:81-4:87',
          text: 'schema',
          message: /lists a collection/,
        },
      ],
    },
  ],
});

ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'GitHub: `/emojis` and `/repos/{owner}/{repo}/languages` answer key-value maps (one document each): nothing to page',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /emojis: ${MAP}
          /repos/{owner}/{repo}/languages:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object, additionalProperties: { type: integer } } } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'BBC Nitro: `{pagination, results: {…}}` pages beside its results object: a list, which must page',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /images:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { pagination: { type: object }, results: { type: object, properties: { image: { type: object } } } } } } } } } }
          /v1/images/{pid}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths', message: /cannot page/ }],
    },
  ],
});

ruleTester(listSortParam, {
  valid: [
    {
      name: 'OPTIMADE: its lists sort; `/info`, `/info/{entry}` and the two entry reads are documents, not lists without `sort`',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /info: ${JSONAPI_ONE}
          /info/{entry}: ${JSONAPI_ONE}
          /structures:
            get:
              parameters: [{ name: sort, in: query, schema: { type: string } }]
              responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { data: { type: array, items: { type: object } } } } } } } }
          /structures/{entry_id}: ${JSONAPI_ONE}
          /references/{entry_id}: ${JSONAPI_ONE}
      `,
    },
  ],
  invalid: [],
});

/** Magento's cart: one resource (its own `id`) holding its `items`, not a wrapped list. */
const CART = `{ type: object, properties: { id: { type: integer }, items: { type: array, items: { type: object } }, customer: { type: object } } }`;

ruleTester(bodyRequired, {
  valid: [
    {
      name: 'Magento: `/V1/carts/mine` is the customer’s one cart (an object with its own `id` and its `items`), not a collection',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /V1/carts/mine:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: ${CART} } } } } }
            post: { responses: { '200': { description: ok } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Magento: `/V1/carts/mine/items` answers an array: a collection, and a create there sends the item',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /V1/carts/mine/items:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }
            post: { responses: { '200': { description: ok } } }
      `,
      findings: [{ pointer: '/paths/~1V1~1carts~1mine~1items/post', range: '5:4-5:8', text: 'post' }],
    },
  ],
});

ruleTester(postOnMember, {
  valid: [],
  invalid: [
    {
      name: 'Stripe: `{shipping_rate_token}` is the shipping rate’s own id (its noun before `token`), no credential: a member',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /v1/shipping_rates/{shipping_rate_token}:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '200': { description: ok } } }
      `,
      findings: [
        { pointer: '/paths/~1v1~1shipping_rates~1{shipping_rate_token}/post', range: '5:4-5:8', text: 'post' },
      ],
    },
  ],
});

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'Magento: `PUT /V1/carts/mine` writes the customer’s one cart',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /V1/carts/mine:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: ${CART} } } } } }
            put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
      `,
    },
  ],
  invalid: [],
});

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'Magento: `{price}` is a number (a value set, no member id), so `price` names no collection',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /V1/products/{sku}/group-prices/{customerGroupId}/tiers/{qty}/price/{price}:
            post:
              parameters:
                - { name: sku, in: path, required: true, schema: { type: string } }
                - { name: customerGroupId, in: path, required: true, schema: { type: string } }
                - { name: qty, in: path, required: true, schema: { type: number } }
                - { name: price, in: path, required: true, schema: { type: number } }
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'Oxford Dictionaries: `{source_lang}` is a language the word list is drawn from, not a word list’s id',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /wordlist/{source_lang}/{filters_basic}: ${LIST}
      `,
    },
    {
      name: 'Shinobi: `{AccessToken}` is a credential, so `LatestSeason` and `Artist` before it name no collection',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /Episodes/LatestSeason/{AccessToken}/{ID}: ${LIST}
          /Music/Artist/{AccessToken}/{Name}: ${LIST}
      `,
    },
    {
      name: 'ID4i: `alias` names one map (its GET answers a map of strings), so `/alias/{aliasType}` is one of its keys',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /api/v1/id4ns/{id4n}/alias: ${MAP}
          /api/v1/id4ns/{id4n}/alias/{aliasType}: { post: { responses: { '200': { description: ok } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Chain49: `/xpub/{xpub}` (a string key) is still a singular collection',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /xpub/{xpub}: { get: { parameters: [{ name: xpub, in: path, required: true, schema: { type: string } }], responses: { '200': { description: ok } } } }
      `,
      findings: [{ pointer: '/paths/~1xpub~1{xpub}', range: '3:3-3:7', text: 'xpub', message: /`xpubs`/ }],
    },
  ],
});

ruleTester(memberResponseObject, {
  valid: [],
  invalid: [
    {
      name: 'GoToMeeting: a meeting read by its id after the plural `meetings` still answers one member, not an array',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /meetings/{meetingId}: ${LIST}
      `,
      findings: [
        {
          pointer: '/paths/~1meetings~1{meetingId}/get/responses/200/content/application~1json/schema',
          range: '3:104-3:110',
          text: 'schema',
        },
      ],
    },
  ],
});
