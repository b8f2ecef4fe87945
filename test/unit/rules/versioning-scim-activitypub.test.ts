import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

/**
 * Paths that a federation or provisioning standard fixes need no version of the API's. SCIM (RFC 7644 §3.2) names its
 * endpoints `/Users`, `/Groups`, `/ServiceProviderConfig`, `/ResourceTypes`, `/Schemas` at the SCIM base, which need
 * not be called `scim`: an API serving the discovery endpoint `ServiceProviderConfig` serves SCIM there (Miro, round
 * 17 seed 213 #77 WRONG). ActivityPub actors and their collections are URIs other servers dereference, recognised by
 * what they answer, `application/activity+json` (GoToSocial's `/users/{username}/outbox`, seed 213 #78 WRONG). A
 * `/Users` without the SCIM discovery endpoint, or a `/users/…` answering plain JSON, is the API's own.
 */
const R = `{ get: { responses: { '200': { description: ok } } } }`;
const activity = `{ get: { produces: [application/activity+json], responses: { '200': { description: ok, schema: { type: object } } } } }`;

ruleTester(versioning, {
  valid: [
    {
      name: 'Miro: the SCIM endpoints beside /v1 and /v2 paths',
      spec: `
        openapi: 3.0.1
        info: { title: Miro Developer Platform, version: v2.0 }
        paths:
          /v1/oauth-token: ${R}
          /v2/boards: ${R}
          /v2/boards/{board_id}: ${R}
          /Users: ${R}
          /Users/{id}: ${R}
          /Groups: ${R}
          /ServiceProviderConfig: ${R}
          /ResourceTypes: ${R}
          /Schemas/{uri}: ${R}
      `,
    },
    {
      name: 'GoToSocial: ActivityPub actor collections beside /api/v1 paths',
      spec: `
        swagger: '2.0'
        info: { title: GoToSocial, version: '0.1' }
        paths:
          /api/v1/accounts: ${R}
          /api/v1/statuses: ${R}
          /api/v1/timelines/home: ${R}
          /users/{username}/outbox: ${activity}
          /users/{username}/collections/featured: ${activity}
      `,
    },
  ],
  invalid: [
    {
      name: 'a /Users beside versioned paths, with no SCIM discovery endpoint, is told',
      spec: `
        openapi: 3.0.1
        info: { title: Boards, version: v2.0 }
        paths:
          /v1/oauth-token: ${R}
          /v2/boards: ${R}
          /v2/boards/{board_id}: ${R}
          /Users: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1Users',
          range: '6:2-6:8',
          text: '/Users',
          message:
            '`/Users` has no version prefix while other paths have one (e.g. `/v1/oauth-token`); put it under a version segment like theirs.',
        },
      ],
    },
    {
      name: 'a /users path answering plain JSON beside /api/v1 paths is told',
      spec: `
        swagger: '2.0'
        info: { title: Social, version: '0.1' }
        paths:
          /api/v1/accounts: ${R}
          /api/v1/statuses: ${R}
          /api/v1/timelines/home: ${R}
          /users/{username}/outbox:
            get:
              produces: [application/json]
              responses: { '200': { description: ok, schema: { type: object } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{username}~1outbox',
          range: '6:2-6:26',
          text: '/users/{username}/outbox',
          message:
            '`/users/{username}/outbox` has no version prefix while other paths have one (e.g. `/api/v1/accounts`); put every path under the same `/v{N}` prefix.',
        },
      ],
    },
  ],
});
