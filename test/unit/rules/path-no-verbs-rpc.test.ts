// One decision, one finding (RULES.md version 3, "Reporting") for path-no-verbs: an RPC-style API, cut from
// Slack's and Plaid's specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const P = "{ post: { responses: { '200': { description: ok } } } }";

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      // mandrillapp.com (seed 112 #56): every method is `POST /{group}/{verb-noun}.json`; the `.json` suffix and a
      // noun after the verb do not make it less of a procedure.
      name: 'Mandrill: POSTed verb-led methods with a .json suffix are procedures, one finding for the API',
      spec: `
        openapi: 3.0.0
        info: { title: Mandrill API, version: 1.0.0 }
        paths:
          /inbound/add-domain.json: ${P}
          /inbound/delete-domain.json: ${P}
          /exports/list.json: ${P}
          /ips/create-pool.json: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^4 of 4 paths are procedures named by their action \(`\/inbound\/add-domain\.json`, `\/ips\/create-pool\.json`…\)/,
        },
      ],
    },
    {
      // ndhm.gov.in gateway (seed 112 #51): its methods are POSTed actions (`/v0.5/consent-requests/init`), and
      // `fetch-modes` is one more of them, not a finding of its own.
      name: 'NDHM gateway: a POSTed verb-led method beside the RPC-style majority joins the one finding',
      spec: `
        openapi: 3.0.0
        info: { title: NDHM Gateway, version: 0.5 }
        paths:
          /v0.5/consent-requests/init: ${P}
          /v0.5/users/auth/init: ${P}
          /v0.5/users/auth/confirm: ${P}
          /v0.5/users/auth/fetch-modes: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^4 of 4 paths are procedures named by their action/,
        },
      ],
    },
    {
      name: 'Slack: an API of dotted RPC methods is one finding for the API, every method related',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /chat.postMessage: ${P}
          /conversations.archive: ${P}
          /users.list: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '3 of 3 paths are procedures named by their action (`/chat.postMessage`, `/users.list`…): the API is RPC-style, one decision, reported once here rather than once per method. Paths name resources and the HTTP method says what happens (§2.1): `GET /accounts`, not `POST /accounts/get`.',
          related: [
            {
              pointer: '/paths/~1chat.postMessage',
              range: '3:8-3:19',
              text: 'postMessage',
              message: '/chat.postMessage',
            },
            {
              pointer: '/paths/~1conversations.archive',
              range: '4:17-4:24',
              text: 'archive',
              message: '/conversations.archive',
            },
            { pointer: '/paths/~1users.list', range: '5:9-5:13', text: 'list', message: '/users.list' },
          ],
        },
      ],
    },
    {
      name: 'Plaid: paths that end in their action are RPC-style too; a verb elsewhere keeps its own finding',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /accounts/get: ${P}
          /item/remove: ${P}
          /getCategories/all: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^2 of 3 paths are procedures named by their action \(`\/accounts\/get`, `\/item\/remove`…\)/,
        },
        { pointer: '/paths/~1getCategories~1all', range: '5:3-5:16', text: 'getCategories' },
      ],
    },
    {
      name: 'Telegram: POSTed camelCase methods that are the whole path are procedures too, one finding for the API',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /sendVoice: ${P}
          /setChatDescription: ${P}
          /getMe: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^3 of 3 paths are procedures named by their action \(`\/sendVoice`, `\/getMe`…\)/,
        },
      ],
    },
    {
      name: 'Amazon AppFlow: kebab-case methods at the root, one finding; a verb below a resource keeps its own',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /delete-flow: ${P}
          /update-connector-registration: ${P}
          /tags/{resourceArn}: { get: { responses: { '200': { description: ok } } } }
          /flows/{id}/cancel: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 of 4 paths are procedures named by their action \(`\/delete-flow`, `\/update-connector-registration`…\)/,
        },
        { pointer: '/paths/~1flows~1{id}~1cancel', range: '6:14-6:20', text: 'cancel' },
      ],
    },
    {
      name: 'a verb with its object (`getUsers`) is not a procedure: one procedure among three paths is no RPC style',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/getUsers: { get: { responses: { '200': { description: ok } } } }
          /v1/internal/reindex: ${P}
          /v1/internal/jobs/{id}: { get: { responses: { '200': { description: ok } } } }
      `,
      // Renaming /v1/getUsers to /v1/users makes it a list, which the list rules then judge.
      fixMayAdd: ['list-pagination-params', 'list-sort-param', 'list-response-shape'],
      findings: [
        { pointer: '/paths/~1v1~1getUsers', range: '3:6-3:14', text: 'getUsers' },
        { pointer: '/paths/~1v1~1internal~1reindex', range: '4:15-4:22', text: 'reindex' },
      ],
    },
  ],
});
