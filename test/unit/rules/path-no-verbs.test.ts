import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const P = "{ post: { responses: { '200': { description: ok } } } }";

ruleTester(pathNoVerbs, {
  valid: [
    {
      name: 'keeps nouns that start like verbs, compounds, and the version prefix quiet',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/settings: ${R}
          /getaways/{getawayId}: ${R}
          /updates: ${R}
          /setup: ${R}
          /pull-requests: ${R}
          /startups: ${R}
      `,
    },
    {
      name: 'reads a bare noun-verb with DELETE as a resource (`/issues/{n}/lock` locked and unlocked)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /issues/{n}/lock: { put: { responses: { '204': { description: ok } } }, delete: { responses: { '204': { description: ok } } } }
          /applications/{id}/grant: { delete: { responses: { '204': { description: ok } } } }
      `,
    },
    {
      name: 'Box and Mastodon: /oauth2/revoke, /oauth/authorize and /oauth/token are named by OAuth 2.0 (RFC 6749, 7009)',
      spec: `
        openapi: 3.0.2
        info: { title: Box, version: 2.0.0 }
        paths:
          /oauth2/revoke: ${P}
          /oauth/authorize: ${R}
          /oauth2/token: ${P}
      `,
    },
    {
      name: 'Box: GET /authorize taking response_type is the OAuth 2.0 authorization endpoint',
      spec: `
        openapi: 3.0.2
        info: { title: Box, version: 2.0.0 }
        paths:
          /authorize:
            get:
              parameters: [{ name: response_type, in: query, required: true, schema: { type: string } }]
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'clever-cloud.com: a top-level /authorize beside /oauth/authorize and OAuth 1.0a /oauth/request_token, no security scheme',
      spec: `
        openapi: 3.0.0
        info: { title: Clever-Cloud API, version: 1.0.0 }
        paths:
          /authorize: ${P}
          /oauth/authorize: ${P}
          /oauth/request_token: ${P}
          /oauth/access_token: ${P}
      `,
    },
    {
      name: 'Trello: PUT prefs/selfJoin and idList set fields; GitHub: /check-suites is read below; Discourse /post_actions, Jellyfin BoxSet and Handwrytten recipientsList are nouns',
      spec: `
        openapi: 3.0.0
        info: { title: Trello, version: '1.0' }
        paths:
          /boards/{idBoard}/prefs/selfJoin: { put: { responses: { '200': { description: ok } } } }
          /cards/{idCard}/idList: { put: { responses: { '200': { description: ok } } } }
          /repos/{owner}/{repo}/check-suites: ${P}
          /repos/{owner}/{repo}/check-suites/{check_suite_id}: ${R}
          /post_actions: ${P}
          /Collections/BoxSet: ${P}
          /recipientsList: ${P}
      `,
    },
  ],
  invalid: [
    {
      name: 'Bitbucket: /pullrequests/{id}/request-changes is an action, and the suggestion turns it into a noun',
      spec: `
        openapi: 3.0.0
        info: { title: Bitbucket, version: '2.0' }
        paths:
          /pullrequests/{pull_request_id}/request-changes:
            post: { responses: { '200': { description: ok } } }
            delete: { responses: { '204': { description: ok } } }
      `,
      findings: [
        {
          pointer: '/paths/~1pullrequests~1{pull_request_id}~1request-changes',
          range: '3:34-3:49',
          text: 'request-changes',
          message:
            '`request-changes` starts with the action word "request"; paths name resources, not actions: model it as a resource the client creates, e.g. POST to `change-requests`.',
        },
      ],
    },
    {
      name: 'Linode: action words after their object (tfa-disable, managed-enable) and bare ones (boot, rescue, mutate, recycle, seen)',
      fixMayAdd: ['body-required', 'create-returns-201'],
      spec: `
        openapi: 3.0.1
        info: { title: Linode, version: 4.145.0 }
        paths:
          /profile/tfa-disable: ${P}
          /account/settings/managed-enable: ${P}
          /linode/instances/{linodeId}/boot: ${P}
          /linode/instances/{linodeId}/rescue: ${P}
          /linode/instances/{linodeId}/mutate: ${P}
          /lke/clusters/{clusterId}/recycle: ${P}
          /account/events/{eventId}/seen: ${P}
          /linode/instances: ${R}
          /linode/instances/{linodeId}: ${R}
          /linode/types: ${R}
          /linode/kernels: ${R}
          /lke/clusters: ${R}
          /lke/clusters/{clusterId}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1profile~1tfa-disable',
          range: '3:11-3:22',
          text: 'tfa-disable',
          message:
            '`tfa-disable` ends in the action word "disable"; paths name resources, not actions: change a state field of the resource with PATCH, or model the action as a resource the client creates.',
        },
        { pointer: '/paths/~1account~1settings~1managed-enable', range: '4:20-4:34', text: 'managed-enable' },
        { pointer: '/paths/~1linode~1instances~1{linodeId}~1boot', range: '5:31-5:35', text: 'boot' },
        { pointer: '/paths/~1linode~1instances~1{linodeId}~1rescue', range: '6:31-6:37', text: 'rescue' },
        { pointer: '/paths/~1linode~1instances~1{linodeId}~1mutate', range: '7:31-7:37', text: 'mutate' },
        { pointer: '/paths/~1lke~1clusters~1{clusterId}~1recycle', range: '8:28-8:35', text: 'recycle' },
        { pointer: '/paths/~1account~1events~1{eventId}~1seen', range: '9:28-9:32', text: 'seen' },
      ],
    },
    {
      name: 'the rename for /getBookById/{bookId} is /books/{bookId}: the lookup qualifier goes, the noun is plural',
      spec: `
        openapi: 3.0.0
        info: { title: Books, version: '1' }
        paths:
          /getBookById/{bookId}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1getBookById~1{bookId}',
          range: '3:3-3:14',
          text: 'getBookById',
          message: '`getBookById` starts with the verb "get"; name the resource instead: `books` with GET.',
        },
      ],
      output: `
        openapi: 3.0.0
        info: { title: Books, version: '1' }
        paths:
          /books/{bookId}: ${R}
      `,
    },
    {
      name: 'flags segments that are or start with an action word, at the word inside the path key, and suggests the noun',
      // /getUsers renamed /users is a collection and /delete_item/{id} renamed /items/{id} a member: list-response-
      // shape
      // and member-response-object now judge their response bodies.
      fixMayAdd: ['list-response-shape', 'member-response-object'],
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /getUsers: ${R}
          /v1/create-order: ${R}
          /delete_item/{id}: ${R}
          /activate: ${R}
          /orders/{id}/cancel: ${R}
          /jobs/{jobId}:restart: ${R}
          /settings: ${R}
          /getaways: ${R}
          /updates: ${R}
          /users/{userId}/add-ons: ${R}
          /check-runs: ${R}
          /search: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1getUsers',
          range: '3:3-3:11',
          text: 'getUsers',
          message: '`getUsers` starts with the verb "get"; name the resource instead: `users` with GET.',
        },
        {
          pointer: '/paths/~1v1~1create-order',
          range: '4:6-4:18',
          text: 'create-order',
          message: '`create-order` starts with the verb "create"; name the resource instead: `orders` with POST.',
        },
        {
          pointer: '/paths/~1delete_item~1{id}',
          range: '5:3-5:14',
          text: 'delete_item',
          message: '`delete_item` starts with the verb "delete"; name the resource instead: `items` with DELETE.',
        },
        {
          pointer: '/paths/~1activate',
          range: '6:3-6:11',
          text: 'activate',
          message: /^`activate` is the action word "activate"; .*POST to `activations`/,
        },
        {
          pointer: '/paths/~1orders~1{id}~1cancel',
          range: '7:15-7:21',
          text: 'cancel',
          message: /^`cancel` is the action word "cancel"; .*POST to `cancellations`/,
        },
        { pointer: '/paths/~1jobs~1{jobId}:restart', range: '8:16-8:23', text: 'restart' },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users: ${R}
          /v1/create-order: ${R}
          /delete_item/{id}: ${R}
          /activate: ${R}
          /orders/{id}/cancel: ${R}
          /jobs/{jobId}:restart: ${R}
          /settings: ${R}
          /getaways: ${R}
          /updates: ${R}
          /users/{userId}/add-ons: ${R}
          /check-runs: ${R}
          /search: ${R}
      `,
    },
    {
      name: 'reads a bare noun-verb as a noun when the path has GET or continues after it',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /repos/{repoId}/import: ${R}
          /repos/{repoId}/import/authors: { post: { responses: { '201': { description: ok } } } }
          /issues/{issueId}/lock: { put: { responses: { '204': { description: ok } } } }
          /users/list: ${R}
      `,
      findings: [
        { pointer: '/paths/~1issues~1{issueId}~1lock', range: '5:20-5:24', text: 'lock' },
        { pointer: '/paths/~1users~1list', range: '6:9-6:13', text: 'list' },
      ],
    },
    {
      name: 'reads dotted OData names and file extensions, and spares compound nouns (2 procedures of 6 paths: no RPC style)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /me/events/{id}/microsoft.graph.forward: { post: { responses: { '204': { description: ok } } } }
          /users/list.json: ${R}
          /StopPoint: ${R}
          /load_balancers: ${R}
          /users: ${R}
          /groups: ${R}
      `,
      findings: [
        { pointer: '/paths/~1me~1events~1{id}~1microsoft.graph.forward', range: '3:34-3:41', text: 'forward' },
        { pointer: '/paths/~1users~1list.json', range: '4:9-4:13', text: 'list' },
      ],
    },
    {
      name: 'reads dotted RPC methods and custom methods, names the word, and keeps namespaces whole',
      // the renamed …/deallocations is a collection: its POST now creates a member, so body-required and create-
      // returns-201 apply.
      fixMayAdd: ['body-required', 'create-returns-201'],
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /chat.postMessage: ${P}
          /conversations.list: ${R}
          /users.info: ${R}
          /things:batchGet: ${R}
          /subscriptions/{s}/providers/Microsoft.Compute/virtualMachines/{vm}/deallocate: ${P}
          /apis/resource.k8s.io/v1alpha2/resourceclaims: ${R}
          /vms/{vm}/powerOff: ${P}
          /scaleSets/{s}/reimageall: ${P}
          /v2/monitoring/metrics/droplet/load_1: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1chat.postMessage',
          range: '3:8-3:19',
          text: 'postMessage',
          message:
            '`chat.postMessage` is a remote procedure call: its method `postMessage` starts with the verb "post"; name the resource instead: `/chat/messages` with POST.',
        },
        {
          pointer: '/paths/~1conversations.list',
          range: '4:17-4:21',
          text: 'list',
          message:
            '`conversations.list` is a remote procedure call: its method `list` is the action word "list"; paths name resources and the method says what happens: GET on `/conversations`.',
        },
        {
          pointer: '/paths/~1things:batchGet',
          range: '6:10-6:18',
          text: 'batchGet',
          message: /^`things:batchGet` ends in the custom method `batchGet`, which starts with the verb "batch"/,
        },
        {
          pointer: '/paths/~1subscriptions~1{s}~1providers~1Microsoft.Compute~1virtualMachines~1{vm}~1deallocate',
          range: '7:70-7:80',
          text: 'deallocate',
          message: /^`deallocate` is the action word "deallocate"; paths name resources, not actions/,
        },
        {
          pointer: '/paths/~1vms~1{vm}~1powerOff',
          range: '9:12-9:20',
          text: 'powerOff',
          message: /^`powerOff` is the action word "power off"/,
        },
        { pointer: '/paths/~1scaleSets~1{s}~1reimageall', range: '10:17-10:27', text: 'reimageall' },
      ],
    },
    {
      name: 'reports each offending name once, at its first path, with the other paths related',
      // each renamed …/cancellations is a collection: its POST now creates a member, so body-required and create-
      // returns-201 apply.
      fixMayAdd: ['body-required', 'create-returns-201'],
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /runs/{runId}/cancel: ${P}
          /jobs/{jobId}/cancel: ${P}
          /deployments/{id}/cancel: ${P}
          /keys/create: ${P}
          /runs/{runId}: ${R}
          /jobs/{jobId}: ${R}
          /deployments/{id}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1runs~1{runId}~1cancel',
          range: '3:16-3:22',
          text: 'cancel',
          message: /The action word "cancel" appears in 2 other places \(listed as related\)\.$/,
          related: [
            {
              pointer: '/paths/~1jobs~1{jobId}~1cancel',
              range: '4:16-4:22',
              text: 'cancel',
              message: '/jobs/{jobId}/cancel',
            },
            {
              pointer: '/paths/~1deployments~1{id}~1cancel',
              range: '5:20-5:26',
              text: 'cancel',
              message: '/deployments/{id}/cancel',
            },
          ],
        },
        {
          pointer: '/paths/~1keys~1create',
          range: '6:8-6:14',
          text: 'create',
          message:
            '`create` is the action word "create"; paths name resources and the method says what happens: POST on `/keys`.',
        },
      ],
    },
    {
      name: 'flags extra verbs from the options and spares allowed words',
      options: { verbs: ['Login'], allow: ['get'] },
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /login: ${R}
          /getUsers: ${R}
      `,
      findings: [{ pointer: '/paths/~1login', range: '3:3-3:8', text: 'login' }],
    },
    {
      name: 'underlines the segment inside the path key (2.0)',
      // the renamed /users/{id}/activations is a collection: its POST now creates a member, so body-required and
      // create-returns-201 apply.
      fixMayAdd: ['body-required', 'create-returns-201'],
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users/{id}/activate: { post: { responses: { '200': { description: ok } } } }
      `,
      findings: [{ pointer: '/paths/~1users~1{id}~1activate', range: '3:14-3:22', text: 'activate' }],
    },
  ],
});

describe('rule path-no-verbs: its doc page', () => {
  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('path-no-verbs');
    assert.deepEqual(
      lintText(failing, 'path-no-verbs').map((f) => brief(f, failing).text),
      ['getOrders', 'cancel'],
    );
    assert.deepEqual(lintText(passing, 'path-no-verbs'), []);
  });
});
