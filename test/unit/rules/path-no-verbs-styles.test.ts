// One decision, one finding (RULES.md "Reporting"): an API whose paths are mostly procedures or mostly actions on its
// resources is one path-no-verbs finding, and so is a part of an API that is mostly actions. Cut from the specs of
// the blind rounds: GKE (seed 119 #57–62: mostly custom methods), api2cart.com (seed 121 #58, #65: dotted methods,
// `/product.info.json` as much as `/product.add.json`), seldon.local's wrapper (seed 120 #56: six procedures taking
// GET and POST), Azure Automation watchers (seed 118 #56: start and stop, 2 of 4 paths) and Increase's sandbox
// `/simulations/**` (seed 121 #51, #53, #61).
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const P = "{ post: { responses: { '200': { description: ok } } } }";
const R = "{ get: { responses: { '200': { description: ok } } } }";
const GP =
  "{ get: { responses: { '200': { description: ok } } }, post: { responses: { '200': { description: ok } } } }";

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      name: 'GKE: custom methods on most paths are one finding for the API, `/setManagement` and `:setSize` with them',
      spec: `
        openapi: 3.0.0
        info: { title: Kubernetes Engine API, version: v1beta1 }
        paths:
          /v1beta1/projects/{projectId}/zones/{zone}/clusters/{clusterId}: ${R}
          /v1beta1/projects/{projectId}/zones/{zone}/clusters/{clusterId}/nodePools/{nodePoolId}/setManagement: ${P}
          /v1beta1/projects/{projectId}/zones/{zone}/clusters/{clusterId}/nodePools/{nodePoolId}:rollback: ${P}
          /v1beta1/{name}: ${R}
          /v1beta1/{name}:completeUpgrade: ${P}
          /v1beta1/{name}:setMaintenancePolicy: ${P}
          /v1beta1/{name}:setSize: ${P}
          /v1beta1/{parent}/clusters: ${R}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '5 of 8 paths are actions on a resource (`…/setManagement`, `…/{name}:setSize`…): the API names its operations in the path, one decision, reported once here rather than once per action. Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates (`POST /orders/{id}/cancellations`).',
          related: [
            {
              message:
                '/v1beta1/projects/{projectId}/zones/{zone}/clusters/{clusterId}/nodePools/{nodePoolId}/setManagement',
              pointer:
                '/paths/~1v1beta1~1projects~1{projectId}~1zones~1{zone}~1clusters~1{clusterId}~1nodePools~1{nodePoolId}~1setManagement',
              range: '4:89-4:102',
              text: 'setManagement',
            },
            {
              message:
                '/v1beta1/projects/{projectId}/zones/{zone}/clusters/{clusterId}/nodePools/{nodePoolId}:rollback',
              pointer:
                '/paths/~1v1beta1~1projects~1{projectId}~1zones~1{zone}~1clusters~1{clusterId}~1nodePools~1{nodePoolId}:rollback',
              range: '5:89-5:97',
              text: 'rollback',
            },
            {
              message: '/v1beta1/{name}:completeUpgrade',
              pointer: '/paths/~1v1beta1~1{name}:completeUpgrade',
              range: '7:18-7:33',
              text: 'completeUpgrade',
            },
            {
              message: '/v1beta1/{name}:setMaintenancePolicy',
              pointer: '/paths/~1v1beta1~1{name}:setMaintenancePolicy',
              range: '8:18-8:38',
              text: 'setMaintenancePolicy',
            },
            {
              message: '/v1beta1/{name}:setSize',
              pointer: '/paths/~1v1beta1~1{name}:setSize',
              range: '9:18-9:25',
              text: 'setSize',
            },
          ],
        },
      ],
    },
    {
      name: 'api2cart.com: dotted methods on every path are one finding, whether or not the method is a verb',
      spec: `
        openapi: 3.0.0
        info: { title: Swagger API2Cart, version: 1.1 }
        paths:
          /account.config.update.json: ${P}
          /category.find.json: ${R}
          /product.add.json: ${P}
          /product.info.json: ${R}
          /product.count.json: ${R}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '5 of 5 paths are procedures named by their action (`/account.config.update.json`, `/product.add.json`…): the API is RPC-style, one decision, reported once here rather than once per method. Paths name resources and the HTTP method says what happens (§2.1): `GET /accounts`, not `POST /accounts/get`.',
          related: [
            {
              message: '/account.config.update.json',
              pointer: '/paths/~1account.config.update.json',
              range: '3:18-3:24',
              text: 'update',
            },
            {
              message: '/category.find.json',
              pointer: '/paths/~1category.find.json',
              range: '4:12-4:16',
              text: 'find',
            },
            {
              message: '/product.add.json',
              pointer: '/paths/~1product.add.json',
              range: '5:11-5:14',
              text: 'add',
            },
          ],
        },
      ],
    },
    {
      name: 'seldon.local wrapper: procedures that take GET and POST alike are one finding for the API',
      spec: `
        openapi: 3.0.0
        info: { title: Seldon External API, version: '0.1' }
        paths:
          /aggregate: ${GP}
          /predict: ${GP}
          /route: ${GP}
          /send-feedback: ${GP}
          /transform-input: ${GP}
          /transform-output: ${GP}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '3 of 6 paths are procedures named by their action (`/send-feedback`, `/transform-output`…): the API is RPC-style, one decision, reported once here rather than once per method. Paths name resources and the HTTP method says what happens (§2.1): `GET /accounts`, not `POST /accounts/get`.',
          related: [
            {
              message: '/send-feedback',
              pointer: '/paths/~1send-feedback',
              range: '6:3-6:16',
              text: 'send-feedback',
            },
            {
              message: '/transform-input',
              pointer: '/paths/~1transform-input',
              range: '7:3-7:18',
              text: 'transform-input',
            },
            {
              message: '/transform-output',
              pointer: '/paths/~1transform-output',
              range: '8:3-8:19',
              text: 'transform-output',
            },
          ],
        },
      ],
    },
    {
      name: 'Azure Automation watchers: start and stop on 2 of 4 paths are one finding for the API',
      spec: `
        swagger: '2.0'
        info: { title: AutomationManagement, version: 2020-01-13-preview }
        paths:
          /watchers: ${R}
          /watchers/{watcherName}: ${R}
          /watchers/{watcherName}/start: ${P}
          /watchers/{watcherName}/stop: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 of 4 paths are actions on a resource (`…/start`, `…/stop`…): the API names its operations in the path, one decision, reported once here rather than once per action. Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates (`POST /orders/{id}/cancellations`).',
          related: [
            {
              message: '/watchers/{watcherName}/start',
              pointer: '/paths/~1watchers~1{watcherName}~1start',
              range: '5:26-5:31',
              text: 'start',
            },
            {
              message: '/watchers/{watcherName}/stop',
              pointer: '/paths/~1watchers~1{watcherName}~1stop',
              range: '6:26-6:30',
              text: 'stop',
            },
          ],
        },
      ],
    },
    {
      name: 'Increase: the sandbox triggers under /simulations are one finding for that part; an action elsewhere keeps its own',
      spec: `
        openapi: 3.0.0
        info: { title: Increase API, version: 0.0.1 }
        paths:
          /accounts: ${R}
          /accounts/{account_id}: ${R}
          /accounts/{account_id}/close: ${P}
          /ach_transfers: ${R}
          /ach_transfers/{ach_transfer_id}: ${R}
          /simulations/account_transfers/{account_transfer_id}/complete: ${P}
          /simulations/ach_transfers/{ach_transfer_id}/return: ${P}
          /simulations/ach_transfers/{ach_transfer_id}/submit: ${P}
          /simulations/check_transfers/{check_transfer_id}/mail: ${P}
          /simulations/card_refunds: ${P}
          /simulations/documents: ${P}
          /simulations/interest_payment: ${P}
      `,
      findings: [
        {
          pointer: '/paths/~1accounts~1{account_id}~1close',
          range: '5:25-5:30',
          text: 'close',
        },
        {
          pointer: '/paths/~1simulations~1account_transfers~1{account_transfer_id}~1complete',
          range: '8:3-8:14',
          text: 'simulations',
          message:
            '4 of the 7 paths under `/simulations` are actions (`…/complete`, `…/submit`…): that part of the API names its operations in the path, one decision, reported once here rather than once per action. Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates.',
          related: [
            {
              pointer: '/paths/~1simulations~1account_transfers~1{account_transfer_id}~1complete',
              range: '8:55-8:63',
              text: 'complete',
              message: '/simulations/account_transfers/{account_transfer_id}/complete',
            },
            {
              pointer: '/paths/~1simulations~1ach_transfers~1{ach_transfer_id}~1return',
              range: '9:47-9:53',
              text: 'return',
              message: '/simulations/ach_transfers/{ach_transfer_id}/return',
            },
            {
              pointer: '/paths/~1simulations~1ach_transfers~1{ach_transfer_id}~1submit',
              range: '10:47-10:53',
              text: 'submit',
              message: '/simulations/ach_transfers/{ach_transfer_id}/submit',
            },
          ],
        },
      ],
    },
    {
      name: 'Stoplight: an action word elsewhere joins the API-level finding that holds it, no second finding for `publish`',
      spec: `
        openapi: 3.0.0
        info: { title: Stoplight API, version: v1 }
        paths:
          /versions/publish/anon: ${P}
          /versions/{versionId}/export/{format}: ${R}
          /versions/{versionId}/import: ${P}
          /versions/{versionId}/publish: ${P}
          /versions/{versionId}/unpublish: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^3 of 5 paths are actions on a resource \(`…\/import`, `…\/unpublish`…\)/,
          related: [
            {
              pointer: '/paths/~1versions~1publish~1anon',
              range: '3:12-3:19',
              text: 'publish',
              message: '/versions/publish/anon',
            },
            {
              pointer: '/paths/~1versions~1{versionId}~1import',
              range: '5:24-5:30',
              text: 'import',
              message: '/versions/{versionId}/import',
            },
            {
              pointer: '/paths/~1versions~1{versionId}~1publish',
              range: '6:24-6:31',
              text: 'publish',
              message: '/versions/{versionId}/publish',
            },
            {
              pointer: '/paths/~1versions~1{versionId}~1unpublish',
              range: '7:24-7:33',
              text: 'unpublish',
              message: '/versions/{versionId}/unpublish',
            },
          ],
        },
      ],
    },
    {
      name: "Increase: one resource's own actions (approve, cancel, stop_payment on a check transfer) stay one finding per word",
      spec: `
        openapi: 3.0.0
        info: { title: Increase API, version: 0.0.1 }
        paths:
          /accounts: ${R}
          /accounts/{account_id}: ${R}
          /check_transfers: ${R}
          /check_transfers/{check_transfer_id}: ${R}
          /check_transfers/{check_transfer_id}/approve: ${P}
          /check_transfers/{check_transfer_id}/cancel: ${P}
          /check_transfers/{check_transfer_id}/stop_payment: ${P}
          /entities: ${R}
          /entities/{entity_id}: ${R}
      `,
      findings: [
        { pointer: '/paths/~1check_transfers~1{check_transfer_id}~1approve', range: '7:39-7:46', text: 'approve' },
        { pointer: '/paths/~1check_transfers~1{check_transfer_id}~1cancel', range: '8:39-8:45', text: 'cancel' },
        {
          pointer: '/paths/~1check_transfers~1{check_transfer_id}~1stop_payment',
          range: '9:39-9:51',
          text: 'stop_payment',
        },
      ],
    },
  ],
});
