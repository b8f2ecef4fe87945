// Adjectives and nouns that read as actions, advice that points at the API root, and one finding per decision
// (precision rounds, seed 110 #58, #62 and seed 111 #57, #59, #60): cut from Portfolio Optimizer's, WireMock's,
// EnteroBase's and FishEye/Crucible's specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const ok = `{ responses: { '200': { description: ok } } }`;

ruleTester(pathNoVerbs, {
  valid: [
    {
      name: 'App Center: /legacy/reportStatus/deploy reports the status of a deploy; deploy is the object of reportStatus, not the action',
      spec: `
        openapi: 3.0.0
        info: { title: App Center Client, version: v0.1 }
        paths:
          /v0.1/legacy/reportStatus/deploy: { post: ${ok} }
          /v0.1/legacy/reportStatus/download: { post: ${ok} }
      `,
    },
    {
      name: 'Portfolio Optimizer: /assets/prices/adjusted/forward is forward-adjusted prices, an adjective after a participle',
      spec: `
        openapi: 3.0.1
        info: { title: Portfolio Optimizer, version: 1.0.9 }
        paths:
          /assets/prices/adjusted/forward: { post: ${ok} }
          /assets/prices/adjusted/backward: { post: ${ok} }
      `,
    },
    {
      name: 'WireMock: near-misses/request-pattern is a pattern of requests, a noun the API uses (/__admin/requests)',
      spec: `
        openapi: 3.0.0
        info: { title: WireMock, version: 2.31.0 }
        paths:
          /__admin/requests: { get: ${ok}, delete: ${ok} }
          /__admin/requests/{requestId}: { get: ${ok} }
          /__admin/near-misses/request: { post: ${ok} }
          /__admin/near-misses/request-pattern: { post: ${ok} }
      `,
    },
    {
      name: 'EnteroBase: GET /api/v2.0/lookup and /lookup/{barcode} read a barcode lookup, a noun',
      spec: `
        openapi: 3.0.0
        info: { title: EnteroBase, version: '2.0' }
        paths:
          /api/v2.0/lookup: { get: ${ok} }
          /api/v2.0/lookup/{barcode}: { get: ${ok}, post: ${ok} }
      `,
    },
  ],
  invalid: [
    {
      name: 'Jellyfin: /SyncPlay/Pause is an action; SyncPlay (two action words) names a feature, not a verb and its object',
      spec: `
        openapi: 3.0.1
        info: { title: Jellyfin API, version: 10.8.0 }
        paths:
          /SyncPlay/Pause: { post: ${ok} }
      `,
      findings: [{ pointer: '/paths/~1SyncPlay~1Pause', range: '3:12-3:17', text: 'Pause' }],
    },
    {
      name: 'a bare CRUD verb right after the API prefix gets no advice that points at the API root',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '2.0' }
        paths:
          /api/v2.0/retrieve: { get: ${ok} }
          /users/{userId}/forward: { post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1v2.0~1retrieve',
          range: '3:12-3:20',
          text: 'retrieve',
          message:
            '`retrieve` is the action word "retrieve"; paths name resources and the method says what happens: GET on the resource it names.',
        },
        {
          pointer: '/paths/~1users~1{userId}~1forward',
          range: '4:18-4:25',
          text: 'forward',
          message: /^`forward` is the action word "forward"; paths name resources, not actions/,
        },
      ],
    },
    {
      name: 'Rudder: POST /nodes/{nodeId}/fetchData reloads data, so the advice is never a GET; Plaid-style /accounts/get still is',
      spec: `
        openapi: 3.0.0
        info: { title: Rudder, version: '12' }
        paths:
          /nodes/{nodeId}/fetchData: { post: ${ok} }
          /nodes/{nodeId}: { get: ${ok} }
          /accounts/get: { post: ${ok} }
          /users: { get: ${ok} }
          /groups: { get: ${ok} }
          /rules: { get: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1nodes~1{nodeId}~1fetchData',
          range: '3:18-3:27',
          text: 'fetchData',
          message:
            '`fetchData` starts with the verb "fetch" but is only POSTed: if it only reads, name the resource and read it with GET (`data`); if it does work (a reload, a sync), model that work as a resource the client creates.',
        },
        {
          pointer: '/paths/~1accounts~1get',
          range: '5:12-5:15',
          text: 'get',
          message:
            '`get` is the action word "get"; paths name resources and the method says what happens: GET on `/accounts`.',
        },
      ],
    },
    {
      name: 'SIGNL4: undoAcknowledgeMultiple gets no "resource" that is itself an action (acknowledgeMultiple)',
      spec: `
        openapi: 3.0.0
        info: { title: SIGNL4, version: v1 }
        paths:
          /alerts/undoAcknowledgeMultiple: { post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1alerts~1undoAcknowledgeMultiple',
          range: '3:10-3:33',
          text: 'undoAcknowledgeMultiple',
          message:
            '`undoAcknowledgeMultiple` starts with the verb "undo" and what follows is an action too ("acknowledge"); paths name resources, not actions: model the action as a resource the client creates, or as a state field changed with PATCH.',
        },
      ],
    },
    {
      name: 'FishEye/Crucible: reindex-linecount and reindex-search are one decision (one verb), the others related',
      // Among the API's other paths, which are no actions (an API of mostly actions is one finding: path-no-verbs-styles).
      // The rename fixes the first name only: `reindex-search`, related until then, is then reported on its own.
      fixMayAdd: ['path-no-verbs'],
      spec: `
        openapi: 3.0.0
        info: { title: FishEye, version: '1' }
        paths:
          /rest-service-fecru/admin/repositories-v1/{repository}/reindex-linecount: { post: ${ok} }
          /rest-service-fecru/admin/repositories-v1/{repository}/reindex-search: { post: ${ok} }
          /rest-service-fecru/admin/repositories/{repository}/reindex-linecount: { put: ${ok} }
          /rest-service-fecru/admin/repositories/{repository}/start: { put: ${ok} }
          /rest-service-fecru/admin/repositories: { get: ${ok} }
          /rest-service-fecru/admin/repositories/{repository}: { get: ${ok} }
          /rest-service-fecru/admin/users: { get: ${ok} }
          /rest-service-fecru/admin/users/{username}: { get: ${ok} }
          /rest-service-fecru/admin/groups: { get: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1rest-service-fecru~1admin~1repositories-v1~1{repository}~1reindex-linecount',
          range: '3:57-3:74',
          text: 'reindex-linecount',
          message:
            '`reindex-linecount` starts with the verb "reindex"; name the resource instead: `linecount`. The action word "reindex" appears in 2 other places (listed as related).',
        },
        {
          pointer: '/paths/~1rest-service-fecru~1admin~1repositories~1{repository}~1start',
          range: '6:54-6:59',
          text: 'start',
          message: /^`start` is the action word "start"/,
        },
      ],
    },
    {
      name: 'FishEye/Crucible: /share-content-v1/share is one finding at the action, not a second one at the module name',
      spec: `
        openapi: 3.0.0
        info: { title: FishEye, version: '1' }
        paths:
          /rest-service-fecru/share-content-v1/share: { post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1rest-service-fecru~1share-content-v1~1share',
          range: '3:39-3:44',
          text: 'share',
          message: /^`share` is the action word "share"/,
        },
      ],
    },
  ],
});
