// An `actions` container before the verb (Hetzner Cloud's `/servers/{id}/actions/poweron`, on 59 of its 112 paths)
// is the API's action style: actions on an addressed resource, one decision, one finding for the API (seed 123
// #47–53). Cloud Foundry V3 keeps its actions in `/actions/` on few of its 158 paths: still one deliberate convention,
// one finding (round 17, seed 212 #56, #60); an upload outside the container is a departure, told on its own.
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const P = "{ post: { responses: { '201': { description: ok } } } }";
const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      name: 'hetzner.cloud: `/{resource}/{id}/actions/<verb>` on most paths is one finding for the API',
      spec: `
        openapi: 3.0.0
        info: { title: Hetzner Cloud API, version: 1.0.0 }
        paths:
          /servers/{id}: ${R}
          /servers/{id}/actions: ${R}
          /servers/{id}/actions/{action_id}: ${R}
          /servers/{id}/actions/poweron: ${P}
          /servers/{id}/actions/rebuild: ${P}
          /floating_ips/{id}/actions/unassign: ${P}
          /volumes/{id}/actions/resize: ${P}
          /certificates/{id}/actions/retry: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '5 of 8 paths are actions on a resource (`…/rebuild`, `…/retry`…): the API names its operations in the path, one decision, reported once here rather than once per action. Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates (`POST /orders/{id}/cancellations`).',
          related: [
            {
              message: '/servers/{id}/actions/rebuild',
              pointer: '/paths/~1servers~1{id}~1actions~1rebuild',
              range: '7:24-7:31',
              text: 'rebuild',
            },
            {
              message: '/floating_ips/{id}/actions/unassign',
              pointer: '/paths/~1floating_ips~1{id}~1actions~1unassign',
              range: '8:29-8:37',
              text: 'unassign',
            },
            {
              message: '/volumes/{id}/actions/resize',
              pointer: '/paths/~1volumes~1{id}~1actions~1resize',
              range: '9:24-9:30',
              text: 'resize',
            },
            {
              message: '/certificates/{id}/actions/retry',
              pointer: '/paths/~1certificates~1{id}~1actions~1retry',
              range: '10:29-10:34',
              text: 'retry',
            },
          ],
        },
      ],
    },
    {
      name: 'Cloud Foundry: `/v3/{resource}/{guid}/actions/<verb>` on few paths is still one convention, one finding',
      spec: `
        openapi: 3.1.0
        info: { title: Cloud Foundry V3 API, version: latest }
        paths:
          /v3/apps: ${R}
          /v3/apps/{guid}: ${R}
          /v3/builds: ${R}
          /v3/builds/{guid}: ${R}
          /v3/deployments: ${R}
          /v3/deployments/{guid}: ${R}
          /v3/domains: ${R}
          /v3/domains/{guid}: ${R}
          /v3/admin/actions/clear_buildpack_cache: ${P}
          /v3/apps/{guid}/actions/start: ${P}
          /v3/apps/{guid}/actions/stop: ${P}
          /v3/apps/{guid}/actions/restart: ${P}
          /v3/buildpacks/{guid}/upload: ${P}
          /v3/deployments/{guid}/actions/cancel: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "5 action paths of the API put the action in an `actions` segment (`…/clear_buildpack_cache`, `…/cancel`…): the API's own convention for actions, one decision, reported once here rather than once per action. Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates (`POST /orders/{id}/cancellations`).",
          related: [
            {
              message: '/v3/admin/actions/clear_buildpack_cache',
              pointer: '/paths/~1v3~1admin~1actions~1clear_buildpack_cache',
              range: '11:20-11:41',
              text: 'clear_buildpack_cache',
            },
            {
              message: '/v3/apps/{guid}/actions/start',
              pointer: '/paths/~1v3~1apps~1{guid}~1actions~1start',
              range: '12:26-12:31',
              text: 'start',
            },
            {
              message: '/v3/apps/{guid}/actions/stop',
              pointer: '/paths/~1v3~1apps~1{guid}~1actions~1stop',
              range: '13:26-13:30',
              text: 'stop',
            },
            {
              message: '/v3/apps/{guid}/actions/restart',
              pointer: '/paths/~1v3~1apps~1{guid}~1actions~1restart',
              range: '14:26-14:33',
              text: 'restart',
            },
            {
              message: '/v3/deployments/{guid}/actions/cancel',
              pointer: '/paths/~1v3~1deployments~1{guid}~1actions~1cancel',
              range: '16:33-16:39',
              text: 'cancel',
            },
          ],
        },
        {
          pointer: '/paths/~1v3~1buildpacks~1{guid}~1upload',
          range: '15:24-15:30',
          text: 'upload',
          message: /^`upload` is the action word "upload"/,
        },
      ],
    },
  ],
});
