// Words of a path, cut from the specs of precision round 5 (seeds 112-114): an uncountable abstract noun
// (Stack Exchange's `/me/reputation`), a compound whose head is a noun (DocuSign's `transfer_rules`,
// `retry_queue`), a read-only list named by a verb-or-noun word (Jellyfin's `/Users/{userId}/Items/Resume`, the
// "continue watching" list), coordinates and render options in a row (TfL, Jellyfin), and a bare number after a
// collection noun in an example-filled path (Meilisearch's `/documents/1`, `/tasks/0`).
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';
import { pathHierarchy } from '../../../src/core/rules/path-hierarchy';
import { versioning } from '../../../src/core/rules/versioning';

const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";
const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'Stack Exchange: `reputation` is uncountable (a mass noun), its list of changes needs no plural',
      spec: `
        openapi: 3.0.0
        info: { title: Stack Exchange, version: '2.3' }
        paths:
          /me/reputation: ${LIST}
          /users/{ids}/reputation: ${LIST}
          /me/badges: ${LIST}
      `,
    },
  ],
  invalid: [
    {
      name: 'still flags a countable -tion noun named in the singular (`subscription`, `transaction`)',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /users: ${LIST}
          /users/{id}/subscription: ${LIST}
          /accounts: ${LIST}
          /accounts/{id}/transaction: ${LIST}
      `,
      findings: [
        { pointer: '/paths/~1users~1{id}~1subscription', range: '4:14-4:26', text: 'subscription' },
        { pointer: '/paths/~1accounts~1{id}~1transaction', range: '6:17-6:28', text: 'transaction' },
      ],
    },
  ],
});

ruleTester(pathNoVerbs, {
  valid: [
    {
      name: 'DocuSign: `transfer_rules` and `retry_queue` are noun compounds whose head is a noun (rules, queue)',
      spec: `
        openapi: 3.0.0
        info: { title: DocuSign, version: v2.1 }
        paths:
          /v2.1/accounts/{accountId}/envelopes/transfer_rules: ${R}
          /v2.1/accounts/{accountId}/envelopes/transfer_rules/{envelopeTransferRuleId}: ${R}
          /v2.1/accounts/{accountId}/envelopes/retry_queue: { put: { responses: { '200': { description: ok } } } }
          /v2.1/accounts/{accountId}/envelopes/{envelopeId}/retry_queue: { put: { responses: { '200': { description: ok } } } }
      `,
    },
    {
      name: 'Jellyfin: GET-only /Users/{userId}/Items/Resume is the read-only "continue watching" list, not an action',
      spec: `
        openapi: 3.0.1
        info: { title: Jellyfin, version: '10' }
        paths:
          /Users/{userId}/Items: ${LIST}
          /Users/{userId}/Items/Resume: ${LIST}
          /Users/{userId}/Items/Latest: ${LIST}
      `,
    },
  ],
  invalid: [
    {
      name: 'still flags a POST action named by the same word (`/Sessions/{id}/Playing/Resume`) and a POST-only compound led by a verb-or-noun (`transfer_funds`)',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /Sessions/{id}/Playing/Resume: { post: { responses: { '204': { description: ok } } } }
          /accounts/{id}/transfer_funds: { post: { responses: { '204': { description: ok } } } }
      `,
      findings: [
        { pointer: '/paths/~1Sessions~1{id}~1Playing~1Resume', range: '3:25-3:31', text: 'Resume' },
        { pointer: '/paths/~1accounts~1{id}~1transfer_funds', range: '4:17-4:31', text: 'transfer_funds' },
      ],
    },
  ],
});

ruleTester(pathHierarchy, {
  valid: [
    {
      name: 'TfL: a lat/lon pair and a width/height pair are one coordinate and one size, not a hierarchy',
      spec: `
        openapi: 3.0.1
        info: { title: TfL, version: v1 }
        paths:
          /TravelTimes/overlay/{z}/mapcenter/{mapCenterLat}/{mapCenterLon}/pinlocation/{pinLat}/{pinLon}/dimensions/{width}/{height}: ${R}
          /Place/{type}/At/{Lat}/{Lon}: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'Jellyfin: render options after {format} (`{maxWidth}/{maxHeight}/{percentPlayed}/{unplayedCount}`) are no hierarchy; `{itemId}/{mediaSourceId}` still is',
      spec: `
        openapi: 3.0.1
        info: { title: Jellyfin, version: '10' }
        paths:
          /Items/{itemId}/Images/{imageType}/{imageIndex}/{tag}/{format}/{maxWidth}/{maxHeight}/{percentPlayed}/{unplayedCount}: ${R}
          /Videos/{itemId}/{mediaSourceId}/Attachments: ${R}
          /Items/{itemId}: ${R}
          /Items/{itemId}/Images/{imageType}: ${R}
          /Users/{userId}/Items/{itemId}: ${R}
          /Videos/{itemId}: ${R}
          /Videos/{itemId}/Subtitles/{index}: ${R}
          /Playlists/{playlistId}/Items/{itemId}: ${R}
      `,
      findings: [
        {
          pointer:
            '/paths/~1Items~1{itemId}~1Images~1{imageType}~1{imageIndex}~1{tag}~1{format}~1{maxWidth}~1{maxHeight}~1{percentPlayed}~1{unplayedCount}',
          // One run of three parameters (`{imageType}/{imageIndex}/{tag}`), one finding (round 9).
          range: '3:37-3:55',
          text: '{imageIndex}/{tag}',
        },
        {
          pointer: '/paths/~1Videos~1{itemId}~1{mediaSourceId}~1Attachments',
          range: '4:19-4:34',
          text: '{mediaSourceId}',
        },
      ],
    },
  ],
});

ruleTester(versioning, {
  valid: [
    {
      name: 'Meilisearch: `/documents/1` and `/tasks/0` are example ids after a collection noun, not versions',
      spec: `
        openapi: 3.0.0
        info: { title: Meilisearch, version: '1' }
        servers: [{ url: 'https://example.com/v1' }]
        paths:
          /indexes: ${R}
          /indexes/books/documents: ${R}
          /indexes/books/documents/1: ${R}
          /indexes/books/documents/2: ${R}
          /tasks: ${R}
          /tasks/0: ${R}
          /keys: ${R}
      `,
    },
  ],
  invalid: [],
});
