import { ruleTester } from '../helpers/rule-tester';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';

/** A POST on `/runners/{id}/labels` whose 200 answers `schema`. */
const labels = (schema: string) => `
  openapi: 3.1.0
  info: { title: t, version: '1' }
  paths:
    /runners/{id}/labels:
      get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
      post:
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses:
          '200': { description: labels, content: { application/json: { schema: ${schema} } } }
`;

/** WhatsApp's envelope: `errors` (only on a failed request) and `meta` beside what the GET answers under `settings`. */
const whatsapp = (settings: string) => `
  openapi: 3.0.0
  info: { title: t, version: '1' }
  paths:
    /settings/business/profile:
      get:
        responses:
          '200':
            description: ok
            content:
              application/json:
                schema:
                  allOf:
                    - { $ref: '#/components/schemas/Response' }
                    - { type: object, properties: { settings: ${settings} } }
      post:
        requestBody: { required: true, content: { application/json: { schema: { type: object } } } }
        responses: { '200': { description: updated } }
  components:
    schemas:
      Response:
        type: object
        properties:
          errors: { type: array, items: { type: object } }
          meta: { type: object, properties: { version: { type: string } } }
`;

ruleTester(createReturns201, {
  valid: [
    {
      name: 'etherpad.local: every POST repeats the GET of its path with the same parameters, so POST /padUsers reads pad users and creates nothing',
      spec: `
        openapi: 3.0.0
        info: { title: Etherpad API, version: 1.2.15 }
        paths:
          /padUsers:
            get: { parameters: [{ name: padID, in: query, schema: { type: string } }], responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
            post: { parameters: [{ name: padID, in: query, schema: { type: string } }], responses: { '200': { description: ok } } }
          /padUsersCount:
            get: { parameters: [{ name: padID, in: query, schema: { type: string } }], responses: { '200': { description: ok } } }
            post: { parameters: [{ name: padID, in: query, schema: { type: string } }], responses: { '200': { description: ok } } }
          /appendText:
            get: { parameters: [{ name: padID, in: query, schema: { type: string } }, { name: text, in: query, schema: { type: string } }], responses: { '200': { description: ok } } }
            post: { parameters: [{ name: padID, in: query, schema: { type: string } }, { name: text, in: query, schema: { type: string } }], responses: { '200': { description: ok } } }
      `,
    },
    {
      name: 'core.ac.uk: POST /repositories/search runs a search; /repositories/search/{query} takes the query in the path, no member',
      spec: `
        openapi: 3.0.0
        info: { title: CORE API v2, version: 2.0.0 }
        paths:
          /repositories/search:
            post:
              requestBody: { content: { application/json: { schema: { type: array } } } }
              responses: { '200': { description: ok } }
          /repositories/search/{query}:
            get:
              parameters: [{ name: query, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'skips a create-or-update POST (App Center `repositoryConfigurations_createOrUpdate` on `/repo_config`): an upsert, not a create',
      spec: `
        openapi: 3.0.0
        info: { title: App Center Client, version: v0.1 }
        paths:
          /v0.1/apps/{owner_name}/{app_name}/repo_config:
            get:
              operationId: repositoryConfigurations_list
              responses:
                '200': { description: Success, content: { application/json: { schema: { type: array, items: { type: object } } } } }
            post:
              description: Configures the repository for build
              operationId: repositoryConfigurations_createOrUpdate
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200':
                  description: Success
                  content: { application/json: { schema: { properties: { message: { type: string } }, required: [message] } } }
          /v0.1/apps/{owner_name}/{app_name}/settings:
            get:
              responses:
                '200': { description: Success, content: { application/json: { schema: { type: array, items: { type: object } } } } }
            post:
              summary: Creates or updates the app settings
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: Success }
      `,
    },
    {
      name: 'whatsapp.local: an `errors` array beside `meta` is the envelope, not a list; POST on the profile updates it',
      spec: whatsapp('{ type: object, properties: { address: { type: string } } }'),
    },
    {
      name: 'accepts 201 or a 2XX range; ignores POST on members and singletons',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            post:
              responses: { '201': { description: created } }
          /teams:
            post:
              responses: { 2XX: { description: created } }
          /users/{id}:
            post:
              responses: { '200': { description: ok } }
          /me/avatar:
            put:
              responses: { '200': { description: ok } }
      `,
    },
    {
      // RULES.md v3: a POST with neither a GET nor a member below computes an answer and creates nothing addressable.
      name: 'OpenAI: /audio/transcriptions and /embeddings compute an answer; a 200 is right',
      spec: `
        openapi: 3.0.0
        info: { title: OpenAI, version: 2.0.0 }
        paths:
          /audio/transcriptions:
            post:
              requestBody: { content: { multipart/form-data: { schema: { type: object } } } }
              responses: { '200': { description: OK } }
          /embeddings:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '200': { description: OK } }
      `,
    },
    {
      name: 'Bitbucket: /pullrequests/{id}/request-changes is an action, not a create',
      spec: `
        openapi: 3.0.0
        info: { title: Bitbucket, version: '2.0' }
        paths:
          /repositories/{workspace}/{repo_slug}/pullrequests/{pull_request_id}/request-changes:
            post: { responses: { '200': { description: OK } } }
            delete: { responses: { '204': { description: OK } } }
      `,
    },
    {
      name: 'Mastodon: POST /oauth/token is the OAuth 2.0 token endpoint and answers 200 as RFC 6749 says',
      spec: `
        openapi: 3.0.0
        info: { title: Mastodon, version: '1' }
        paths:
          /oauth/token:
            post:
              requestBody: { content: { application/form-data: { schema: { properties: { grant_type: { type: string } } } } } }
              responses: { '200': { description: OK } }
          /oauth/token/{id}: {}
      `,
    },
    {
      name: 'leaves a POST whose 200 answers the whole list as an array (it adds to a set)',
      spec: labels('{ type: array, items: { type: string } }'),
    },
    {
      name: 'leaves a POST whose 200 answers the whole list wrapped: the collection under its own name',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /runners/{id}/labels:
            get: { responses: { '200': { description: ok } } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200':
                  description: labels
                  content:
                    application/json:
                      schema:
                        type: object
                        properties: { total_count: { type: integer }, labels: { type: array, items: { type: string } } }
          /projects/{id}/resources:
            get: { responses: { '200': { description: ok } } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200':
                  description: assigned
                  content:
                    application/json:
                      schema: { type: object, properties: { resources: { type: array, items: { type: object } } } }
      `,
    },
  ],
  invalid: [
    {
      // walmart.com item: every operation documents its success only as `default` (success-status's one finding,
      // seed 112 #13, #76); contract-p.fit: POST /projects documents only 403 and 404 (seed 114 #15).
      name: 'walmart.com item, contract-p.fit: a create with no 2xx at all is left to success-status',
      spec: `
        swagger: '2.0'
        info: { title: Item Management, version: '3.0' }
        paths:
          /v3/feeds:
            get: { responses: { default: { description: OK, schema: { type: array, items: { type: object } } } } }
            post: { parameters: [{ name: file, in: formData, type: file }], responses: { default: { description: OK } } }
          /projects:
            get: { responses: { '200': { description: OK, schema: { type: array, items: { type: object } } } } }
            post: { responses: { '403': { description: Forbidden }, '404': { description: Not found } } }
          /teams:
            get: { responses: { '200': { description: OK, schema: { type: array, items: { type: object } } } } }
            post: { responses: { '200': { description: OK } } }
      `,
      findings: [{ pointer: '/paths/~1teams/post/responses/200', range: '11:25-11:30', text: "'200'" }],
    },
    {
      name: 'whatsapp.local envelope around an array: a list, so the POST creates',
      spec: whatsapp('{ type: array, items: { type: object } }'),
      findings: [
        { pointer: '/paths/~1settings~1business~1profile/post/responses/200', range: '16:19-16:24', text: "'200'" },
      ],
    },
    {
      name: "flags a create answering 200 at its status key; a POST with no 2xx at all is success-status's finding",
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: ok }
                '400': { description: bad }
          /v1/orders:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '400': { description: bad }
          /users/{id}: {}
          /v1/orders/{id}: {}
      `,
      findings: [
        {
          pointer: '/paths/~1users/post/responses/200',
          range: '7:8-7:13',
          text: "'200'",
          message:
            'POST /users creates a member but answers 200 instead of 201; a POST that creates a member answers 201 Created with the created member, or 202 Accepted when it creates it later (§4).',
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '201': { description: ok }
                '400': { description: bad }
          /v1/orders:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '400': { description: bad }
          /users/{id}: {}
          /v1/orders/{id}: {}
      `,
    },
    {
      name: 'accepts 202 for an asynchronous create; leaves actions, a POST alone on a singular noun and a POST answering only 204',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /exports:
            post:
              responses: { '202': { description: accepted } }
          /runs/{runId}/cancel:
            post:
              responses: { '200': { description: ok } }
          /chat.postMessage:
            post:
              responses: { '200': { description: ok } }
          /jobs/{jobId}:cancel:
            post:
              responses: { '200': { description: ok } }
          /vms/{vm}/deallocate:
            post:
              responses: { '200': { description: ok } }
          /feedback:
            post:
              responses: { '200': { description: ok } }
          /search:
            post:
              responses: { '200': { description: ok } }
          /deployments:
            post:
              responses: { '200': { description: ok } }
          /hooks/{hookId}/pings:
            post:
              responses: { '204': { description: pinged } }
          /deployments/{id}: {}
      `,
      findings: [{ pointer: '/paths/~1deployments/post/responses/200', range: '26:19-26:24', text: "'200'" }],
    },
    {
      name: "flags a 2.0 create answering 200; one with no responses is success-status's finding",
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users: { post: { parameters: [{ name: u, in: body, schema: { type: object } }] } }
          /teams: { post: { responses: { '200': { description: ok } } } }
          /users/{id}: {}
          /teams/{id}: {}
      `,
      findings: [
        {
          pointer: '/paths/~1teams/post/responses/200',
          range: '4:33-4:38',
          text: "'200'",
          message: /answers 200 instead of 201;/,
        },
      ],
    },
    {
      name: 'flags a POST whose 200 answers the member, even one with an array and a count beside it',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /runners/{id}/labels:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: label, content: { application/json: { schema: { type: object } } } }
          /users:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200':
                  description: the user
                  content:
                    application/json:
                      schema: { type: object, properties: { count: { type: integer }, roles: { type: array } } }
          /users/{id}: {}
      `,
      // Rules v3: both creates answering 200 is the API's convention, one finding with each create related.
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 of 2 creates answer 200 instead of 201 \(e\.g\. POST \/runners\/\{id\}\/labels\): the API's own convention/,
          related: [
            {
              pointer: '/paths/~1runners~1{id}~1labels/post/responses/200',
              range: '8:8-8:13',
              text: "'200'",
              message: 'POST /runners/{id}/labels',
            },
            {
              pointer: '/paths/~1users/post/responses/200',
              range: '13:8-13:13',
              text: "'200'",
              message: 'POST /users',
            },
          ],
        },
      ],
    },
  ],
});
