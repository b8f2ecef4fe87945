// An `actions` container before the verb (Hetzner Cloud's `/servers/{id}/actions/poweron`, on 59 of its 112 paths)
// is the API's action style: actions on an addressed resource, one decision, one finding for the API (seed 123
// #47–53). An API that names only a few of its actions that way keeps one finding per word.
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
  ],
});
