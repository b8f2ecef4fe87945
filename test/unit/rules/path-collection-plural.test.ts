import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const POST = "{ post: { responses: { '201': { description: ok } } } }";
const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: "gambitcomm MIMIC, an RPC-style API: `lreplace` and `trace` before a call's arguments name no collection",
      spec: `
        openapi: 3.0.0
        info: { title: MIMIC REST API, version: 21.00 }
        paths:
          /mimic/agent/{agentNum}/get/args: { get: { responses: { '200': { description: ok } } } }
          /mimic/agent/{agentNum}/get/drops: { get: { responses: { '200': { description: ok } } } }
          /mimic/agent/{agentNum}/get/host: { get: { responses: { '200': { description: ok } } } }
          /mimic/agent/{agentNum}/protocol/msg/dhcp/set/trace/{enableOrNot}: { put: { responses: { '200': { description: ok } } } }
          /mimic/agent/{agentNum}/store/lreplace/{var}/{index}: { put: { responses: { '200': { description: ok } } } }
      `,
    },
    {
      name: 'leaves alone a POST alone (no collection), actions, and namespaces, which are one opaque name',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/order: ${POST}
          /report: ${POST}
          /orders/{id}/cancel: ${POST}
          /vms/{vm}:deallocate: ${POST}
          /providers/Microsoft.Compute/{resource}: ${R}
          /apis/resource.k8s.io/v1alpha2/resourceclaims: ${LIST}
          /chat.postMessage: ${POST}
      `,
    },
    {
      name: 'Mastodon: /oauth/token, /oauth/authorize and /oauth/revoke are OAuth 2.0 endpoints, named by RFC 6749',
      spec: `
        openapi: 3.0.0
        info: { title: Mastodon, version: '1' }
        paths:
          /oauth/token: ${POST}
          /oauth/token/{id}: ${R}
          /oauth/revoke: ${POST}
      `,
    },
    {
      name: "Trello: /cards/{idCard}/board/{field} selects a field of the card's board; board names no collection",
      spec: `
        openapi: 3.0.0
        info: { title: Trello, version: '1.0' }
        paths:
          /cards/{idCard}/board/{field}: ${R}
      `,
    },
    {
      name: 'Linode: /managed/maintenance answering a list is an uncountable noun, never asked to be plural',
      spec: `
        openapi: 3.0.1
        info: { title: Linode, version: 4.145.0 }
        paths:
          /account/maintenance: ${LIST}
      `,
    },
    {
      name: 'iQualify: learners-progress answering a list is a compound whose head noun (progress) is uncountable',
      spec: `
        openapi: 3.0.0
        info: { title: iQualify Management API, version: v1 }
        paths:
          /offerings/{offeringId}/analytics/learners-progress: ${LIST}
      `,
    },
    {
      name: 'Polygon: forex is a mass noun; Channel 4: atoz is an A-to-Z index; Linode: totp names a mechanism',
      spec: `
        openapi: 3.0.0
        info: { title: Polygon, version: 1.0.0 }
        paths:
          /v1/historic/forex/{from}/{to}/{date}: ${R}
          /atoz/{start_letter}/page-{pageno}.atom: ${R}
          /v4/user/account/mfa/totp/{id}: ${R}
      `,
    },
    {
      name: 'Box: files_under_retention is a phrase whose head noun is plural; Asana: typeahead is a search, no collection',
      spec: `
        openapi: 3.0.2
        info: { title: Box, version: 2.0.0 }
        paths:
          /retention_policy_assignments/{id}/files_under_retention: ${LIST}
          /workspaces/{workspace_gid}/typeahead: ${LIST}
      `,
    },
    {
      name: 'GET /me answering {id, name, links: [...]} is one document (a singleton read), not a list',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /account:
            get:
              responses:
                '200':
                  description: the account
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          id: { type: string }
                          name: { type: string }
                          links: { type: array, items: { type: object } }
      `,
    },
  ],
  invalid: [
    {
      name: "Cenit: most collections named in the singular is the API's naming style, one finding for the API",
      spec: `
        openapi: 3.0.0
        info: { title: Cenit IO REST API, version: 2.0.0 }
        paths:
          /setup/connection/{id}: { get: { responses: { '200': { description: ok } } } }
          /setup/webhook/{id}: { get: { responses: { '200': { description: ok } } } }
          /setup/flows/{id}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "2 of 3 collection segments are singular (`connection`, `webhook`): the API's naming style, one decision, reported once here rather than once per name. Name collections in the plural (§2.2): `connections`.",
          related: [
            {
              pointer: '/paths/~1setup~1connection~1{id}',
              range: '3:9-3:19',
              text: 'connection',
              message: '/setup/connection/{id}',
            },
            {
              pointer: '/paths/~1setup~1webhook~1{id}',
              range: '4:9-4:16',
              text: 'webhook',
              message: '/setup/webhook/{id}',
            },
          ],
        },
      ],
    },
    {
      name: 'Vercel: POST /edge-config/{id}/token creates what GET /edge-config/{id}/tokens lists',
      spec: `
        openapi: 3.0.3
        info: { title: Vercel, version: '0.0.1' }
        paths:
          /v1/edge-config/{edgeConfigId}/token: ${POST}
          /v1/edge-config/{edgeConfigId}/tokens: ${LIST}
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1edge-config~1{edgeConfigId}~1token',
          range: '3:33-3:38',
          text: 'token',
          message:
            '`token` names a collection (its POST creates what `GET /v1/edge-config/{edgeConfigId}/tokens` lists) but is singular; name collections in the plural: `tokens`.',
        },
      ],
    },
    {
      name: 'flags singular collection segments at the segment inside the path key, says why and gives the plural',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /user/{id}: ${R}
          /v1/order: ${POST}
          /item: ${R}
          /categories/{categoryId}/product/{productId}: ${R}
          /team: ${LIST}
          /person/{personId}: ${R}
          /box: ${R}
          /box/{boxId}: ${R}
          /data/{key}: ${R}
          /search/{query}: ${R}
          /me: ${R}
          /status/{jobId}: ${R}
          /settings/{name}: ${R}
          /news/{articleId}: ${R}
          /users/by-email/{email}: ${R}
          /createOrder: ${POST}
          /users/{userId}/profile: ${R}
          # Most collections are plural, so each singular one is a departure reported where it is.
          /accounts/{accountId}: ${R}
          /invoices/{invoiceId}: ${R}
          /payments/{paymentId}: ${R}
          /refunds/{refundId}: ${R}
          /customers/{customerId}: ${R}
          /carts/{cartId}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1user~1{id}',
          range: '3:3-3:7',
          text: 'user',
          message:
            '`user` names a collection (it is followed by `{id}`) but is singular; name collections in the plural: `users`.',
        },
        {
          pointer: '/paths/~1categories~1{categoryId}~1product~1{productId}',
          range: '6:27-6:34',
          text: 'product',
          message: /\(it is followed by `\{productId\}`\).*`products`\.$/,
        },
        { pointer: '/paths/~1team', range: '7:3-7:7', text: 'team', message: /\(its GET returns a list\).*`teams`\.$/ },
        { pointer: '/paths/~1person~1{personId}', range: '8:3-8:9', text: 'person', message: /`people`\.$/ },
        {
          pointer: '/paths/~1box',
          range: '9:3-9:6',
          text: 'box',
          message: /\(a member path extends it\).*`boxes`\. The same appears in 1 other place \(listed as related\)\.$/,
          related: [{ pointer: '/paths/~1box~1{boxId}', range: '10:3-10:6', text: 'box', message: '/box/{boxId}' }],
        },
      ],
    },
    {
      name: 'judges the head noun of a phrase and skips modifiers',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /code_of_conduct/{key}: ${R}
          /codes_of_conduct/{key}: ${R}
          /gists/starred: ${LIST}
          /images/custom/{imageId}: ${R}
          /runs/{runId}/force-cancel: ${POST}
          /users/{userId}/timesOff: ${LIST}
          /reports/daily: ${LIST}
      `,
      findings: [
        {
          pointer: '/paths/~1code_of_conduct~1{key}',
          range: '3:3-3:18',
          text: 'code_of_conduct',
          message: /in the plural: `codes_of_conduct`\.$/,
        },
      ],
    },
    {
      name: 'reads OData names and extensions, and skips relations, lookups and system segments',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /me/memberOf: ${LIST}
          /users/email/{email}: ${R}
          /users/{id}/manager/$ref: ${POST}
          /user.json: ${LIST}
          /microsoft.graph.event/{eventId}: ${R}
          /orders/{orderId}: ${R}
      `,
      findings: [
        { pointer: '/paths/~1user.json', range: '6:3-6:12', text: 'user.json', message: /`users\.json`\.$/ },
        {
          pointer: '/paths/~1microsoft.graph.event~1{eventId}',
          range: '7:3-7:24',
          text: 'microsoft.graph.event',
          message: /`microsoft\.graph\.events`\.$/,
        },
      ],
    },
    {
      name: 'spares nouns listed in the exceptions option',
      options: { exceptions: ['Inbox'] },
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /user/{id}: ${R}
          /inbox/{messageId}: ${R}
      `,
      findings: [{ pointer: '/paths/~1user~1{id}', range: '3:3-3:7', text: 'user' }],
    },
    {
      name: 'names each singular segment once in the API-level finding (gambitcomm mimic: `agent` on every path)',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /agent/{agentNum}: { get: { responses: { '200': { description: ok } } } }
          /agent/{agentNum}/ipaliases: { get: { responses: { '200': { description: ok } } } }
          /agent/{agentNum}/ports/{port}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          text: 'paths',
          range: '2:0-2:5',
          message: /^3 of 5 collection segments are singular \(`agent`\): /,
        },
      ],
    },
    {
      name: 'reads OpenAPI 2.0 (the petstore shapes): singular throughout, one finding for the API',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /pet/{petId}: { get: { responses: { '200': { description: ok } } } }
          /store/inventory: { get: { responses: { '200': { description: ok, schema: { type: object } } } } }
          /user/login: { get: { responses: { '200': { description: ok } } } }
          /user: { post: { responses: { '200': { description: ok } } } }
          /user/{username}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^3 of 3 collection segments are singular \(`pet`, `user`\): /,
          related: [
            { pointer: '/paths/~1pet~1{petId}', range: '3:3-3:6', text: 'pet', message: '/pet/{petId}' },
            { pointer: '/paths/~1user', range: '6:3-6:7', text: 'user', message: '/user' },
            { pointer: '/paths/~1user~1{username}', range: '7:3-7:7', text: 'user', message: '/user/{username}' },
          ],
        },
      ],
    },
  ],
});

describe('rule path-collection-plural: its doc page', () => {
  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('path-collection-plural');
    assert.deepEqual(
      lintText(failing, 'path-collection-plural').map((f) => brief(f, failing).text),
      ['user'],
    );
    assert.deepEqual(lintText(passing, 'path-collection-plural'), []);
  });
});
