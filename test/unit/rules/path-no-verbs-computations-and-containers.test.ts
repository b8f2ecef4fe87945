// What a path segment is, read for path-no-verbs (precision round 19: seeds 215 #50, #52, 216 #60, 217 #61): a
// compound with a plural head before a last action word is a noun and that action is named; a computation is told
// as one, not moved onto a create or an update; the actions of one resource's `action` container are one decision.
// Cut from StackOne's, Hyperledger FireFly's, Trieve's and ConductorOne's specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const P = "{ post: { responses: { '201': { description: ok } } } }";
const P200 = "{ post: { responses: { '200': { description: ok } } } }";
const R = "{ get: { responses: { '200': { description: ok } } } }";
const LIST = `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }, post: { responses: { '201': { description: ok } } } }`;
const EDIT = (field: string) =>
  `{ post: { requestBody: { content: { application/json: { schema: { type: object, properties: { ${field}: { type: array, items: { type: string } }, prompt: { type: string } } } } } }, responses: { '200': { description: ok } } } }`;

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      name: 'StackOne: connect_sessions names sessions; the action is authenticate, named at its word',
      spec: `
        openapi: 3.1.0
        info: { title: Accounting, version: 1.0.0 }
        paths:
          /connect_sessions: { post: { summary: Create Connect Session, responses: { '201': { description: ok } } } }
          /connect_sessions/authenticate: ${P}
          /accounts: ${R}
          /accounts/{id}: ${R}
          /employees: ${R}
          /employees/{id}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1connect_sessions~1authenticate',
          range: '4:20-4:32',
          text: 'authenticate',
          message:
            '`authenticate` is the action word "authenticate"; paths name resources, not actions: model the action as a resource, e.g. POST to `authentications`, or change a state field with PATCH.',
        },
      ],
    },
    {
      name: 'Hyperledger FireFly: generate beside a collection that already creates is told as a computation, not moved onto its POST',
      spec: `
        openapi: 3.0.2
        info: { title: Hyperledger FireFly, version: '1.0' }
        paths:
          /contracts/interfaces: ${LIST}
          /contracts/interfaces/{interfaceId}: ${R}
          /contracts/interfaces/generate: ${P200}
      `,
      findings: [
        {
          pointer: '/paths/~1contracts~1interfaces~1generate',
          range: '5:24-5:32',
          text: 'generate',
          message:
            '`generate` is the action word "generate"; paths name resources and the method says what happens, but POST on `/contracts/interfaces` already creates: make generating an option of that POST or, if it only computes, name what it computes as a resource the client creates, e.g. POST to `generations`.',
        },
      ],
    },
    {
      name: 'ConductorOne: create beside a collection that already creates still restates its POST',
      spec: `
        openapi: 3.0.2
        info: { title: ConductorOne API, version: 0.1.0 }
        paths:
          /connectors: ${LIST}
          /connectors/create: ${P200}
      `,
      findings: [
        {
          pointer: '/paths/~1connectors~1create',
          range: '4:14-4:20',
          text: 'create',
          message:
            '`create` is the action word "create"; paths name resources and the method says what happens: POST on `/connectors`.',
        },
      ],
    },
    {
      name: 'Trieve: edit_image edits the images the request sends: a computation, not PUT or PATCH on a stored image; a new password is an update',
      spec: `
        openapi: 3.0.3
        info: { title: Trieve API, version: 0.13.0 }
        paths:
          /api/message: ${R}
          /api/message/edit_image: ${EDIT('input_images')}
          /api/profile/update_settings: ${EDIT('theme')}
          /api/user/change_password: ${EDIT('new_password')}
          /api/chunks: ${R}
          /api/chunks/{id}: ${R}
          /api/datasets: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1api~1message~1edit_image',
          range: '4:15-4:25',
          text: 'edit_image',
          message:
            '`edit_image` starts with the verb "edit" but changes no stored image: it computes from what the request sends; name that computation as a resource the client creates, e.g. POST to `image_edits`.',
        },
        {
          pointer: '/paths/~1api~1profile~1update_settings',
          range: '5:15-5:30',
          text: 'update_settings',
          message:
            '`update_settings` starts with the verb "update"; name the resource instead: `settings` with PUT or PATCH.',
        },
        {
          pointer: '/paths/~1api~1user~1change_password',
          range: '6:12-6:27',
          text: 'change_password',
          message:
            '`change_password` starts with the verb "change"; name the resource instead: `password` with PUT or PATCH.',
        },
      ],
    },
    {
      name: "ConductorOne: a task's actions in its own action segment are one decision, beside the API's other actions",
      spec: `
        openapi: 3.1.0
        info: { title: ConductorOne API, version: 0.1.0-alpha }
        paths:
          /api/v1/tasks/{task_id}: ${R}
          /api/v1/tasks/{task_id}/action/approve: ${P}
          /api/v1/tasks/{task_id}/action/deny: ${P}
          /api/v1/tasks/{task_id}/action/restart: ${P}
          /api/v1/automations/{id}/execute: ${P}
          /api/v1/policies/validate/cel: ${P}
          /api/v1/task/grant: ${P}
          /api/v1/task/revoke: ${P}
          /api/v1/apps/{app_id}/access_request_defaults/cancel: ${P}
          /api/v1/apps: ${R}
          /api/v1/apps/{app_id}: ${R}
          /api/v1/users: ${R}
          /api/v1/users/{id}: ${R}
          /api/v1/catalogs: ${R}
          /api/v1/catalogs/{id}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1api~1v1~1tasks~1{task_id}~1action~1approve',
          range: '4:26-4:32',
          text: 'action',
          message:
            "3 actions of `/api/v1/tasks/{task_id}/action` are named below it (`…/approve`, `…/restart`…): that resource's container for its actions, one decision, reported once here rather than once per action. Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates (`POST /orders/{id}/cancellations`).",
          related: [
            {
              message: '/api/v1/tasks/{task_id}/action/approve',
              pointer: '/paths/~1api~1v1~1tasks~1{task_id}~1action~1approve',
              range: '4:33-4:40',
              text: 'approve',
            },
            {
              message: '/api/v1/tasks/{task_id}/action/deny',
              pointer: '/paths/~1api~1v1~1tasks~1{task_id}~1action~1deny',
              range: '5:33-5:37',
              text: 'deny',
            },
            {
              message: '/api/v1/tasks/{task_id}/action/restart',
              pointer: '/paths/~1api~1v1~1tasks~1{task_id}~1action~1restart',
              range: '6:33-6:40',
              text: 'restart',
            },
          ],
        },
        { pointer: '/paths/~1api~1v1~1automations~1{id}~1execute', range: '7:27-7:34', text: 'execute' },
        { pointer: '/paths/~1api~1v1~1policies~1validate~1cel', range: '8:19-8:27', text: 'validate' },
        { pointer: '/paths/~1api~1v1~1task~1grant', range: '9:15-9:20', text: 'grant' },
        { pointer: '/paths/~1api~1v1~1task~1revoke', range: '10:15-10:21', text: 'revoke' },
        {
          pointer: '/paths/~1api~1v1~1apps~1{app_id}~1access_request_defaults~1cancel',
          range: '11:48-11:54',
          text: 'cancel',
        },
      ],
    },
  ],
});
