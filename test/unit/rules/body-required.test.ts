import { ruleTester } from '../helpers/rule-tester';
import { bodyRequired } from '../../../src/core/rules/body-required';

ruleTester(bodyRequired, {
  valid: [
    {
      name: 'handwrytten.com: POST /giftCards/view answers the gift cards its GET lists, with no body and no parameters either way: a read by POST',
      spec: `
        openapi: 3.0.0
        info: { title: Handwrytten API, version: 1.0.0 }
        paths:
          /giftCards/view:
            get: { summary: Lists information on gift cards, responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/GiftCard' } } } } } } }
            post: { summary: Lists information on gift cards, responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/GiftCard' } } } } } } }
          /templates/create: { post: { responses: { '200': { description: ok } } } }
          /templates/update: { post: { responses: { '200': { description: ok } } } }
        components:
          schemas:
            GiftCard: { type: object, properties: { id: { type: integer } } }
      `,
    },
    {
      name: 'etherpad.local: every POST repeats the GET of its path with the same parameters, so POST /padUsers reads pad users and needs no body',
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
      name: 'skips a PUT that queues asynchronous work (Slicebox `PUT /seriestypes/{id}` relabels series): no replace',
      spec: `
        openapi: 3.0.0
        info: { title: Slicebox API, version: '2.0' }
        paths:
          /seriestypes/{id}:
            put:
              description: request an asynchronous update of all series, labelling appropriate series with the series type
              parameters: [{ name: id, in: path, required: true, schema: { type: integer, format: int64 } }]
              responses:
                '204': { description: update successfully added to queue of series type updates }
          /exports/{id}:
            put:
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses:
                '202': { description: accepted }
      `,
    },
    {
      name: 'skips a create whose member the server generates (Mux `POST /system/v1/signing-keys`): nothing to send',
      spec: `
        openapi: 3.0.0
        info: { title: Mux API, version: v1 }
        paths:
          /system/v1/signing-keys:
            post:
              summary: Create a signing key
              description: Creates a new signing key pair. When creating a new signing key, the API will generate a 2048-bit RSA key-pair and return the private key and a generated key-id.
              responses:
                '201': { description: Created, content: { application/json: { schema: { type: object } } } }
      `,
    },
    {
      name: 'leaves a body, an optional body, and a $ref body that does not resolve',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: ok } }
          /users/{id}:
            put:
              requestBody: { $ref: '#/components/requestBodies/Missing' }
              responses: { '200': { description: ok } }
            patch:
              requestBody: { required: false, content: { application/merge-patch+json: {} } }
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'leaves a bodiless POST that triggers work: every success is a 204 (which has no content, whatever it declares) or a 202 whose body describes nothing',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /hooks/{hookId}/tests:
            post: { responses: { '204': { description: delivered }, '404': { description: no hook } } }
          /hooks/{hookId}:
            get: { responses: { '200': { description: ok } } }
          /deliveries/{deliveryId}/attempts:
            post: { responses: { '202': { description: redelivering, content: { application/json: { schema: { type: object } } } } } }
          /issues/{issueId}/votes:
            post: { responses: { '204': { description: voted, content: { application/json: { schema: {} } } } } }
          /sites/{siteId}/builds:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
            post: { responses: { '202': { description: queued }, '204': { description: nothing to build } } }
      `,
    },
    {
      name: 'leaves a pass-through below a proxy segment, which forwards whatever the target takes',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /pods/{name}/proxy:
            post: { responses: { '200': { description: ok } } }
          /pods/{name}/proxy/{path}:
            put: { responses: { '200': { description: ok } } }
            patch: { responses: { '200': { description: ok } } }
            post: { responses: { '200': { description: ok } } }
      `,
    },
    {
      // RULES.md v3: a POST on an action path needs no body; nor does a computation or a protocol endpoint beyond JSON.
      name: 'Linode: POST /linode/instances/{linodeId}/boot and /profile/tfa-disable are actions and need no body',
      spec: `
        openapi: 3.0.1
        info: { title: Linode, version: 4.145.0 }
        paths:
          /linode/instances/{linodeId}/boot:
            post: { responses: { '200': { description: Boot started. } } }
          /profile/tfa-disable:
            post: { responses: { '200': { description: TFA disabled. } } }
          /account/settings/managed-enable:
            post: { responses: { '200': { description: Managed service enabled. } } }
      `,
    },
    {
      name: 'Bitbucket: POST /pullrequests/{id}/request-changes is an action and needs no body',
      spec: `
        openapi: 3.0.0
        info: { title: Bitbucket, version: '2.0' }
        paths:
          /repositories/{workspace}/{repo_slug}/pullrequests/{pull_request_id}/request-changes:
            post: { responses: { '200': { description: OK } } }
            delete: { responses: { '204': { description: OK } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags POST, PUT and PATCH without a request body at the method key',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            post:
              responses: { '201': { description: ok } }
          /users/{id}:
            put:
              responses: { '200': { description: ok } }
            patch:
              responses: { '200': { description: ok } }
            delete:
              responses: { '204': { description: ok } }
          # Writes with a body, so that the three without one are each a departure (not the API's decision).
          /groups/{id}:
            put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
            patch: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
          /teams/{id}:
            put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
            patch: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/post',
          range: '4:4-4:8',
          text: 'post',
          message:
            'POST /users declares no request body; a POST sends a JSON object of the member to create (§4): add a `requestBody` with application/json content.',
        },
        { pointer: '/paths/~1users~1{id}/put', range: '7:4-7:7', text: 'put', message: /^PUT \/users\/\{id\} / },
        {
          pointer: '/paths/~1users~1{id}/patch',
          range: '9:4-9:9',
          text: 'patch',
          message:
            'PATCH /users/{id} declares no request body; a PATCH sends a JSON object with only the changed fields (§4): add a `requestBody` with application/json content.',
        },
      ],
      output: null,
    },
    {
      name: 'reads 2.0 body and formData parameters, path-level ones included',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users:
            parameters:
              - { name: user, in: body, schema: { type: object } }
            post:
              responses: { '201': { description: ok } }
          /files:
            post:
              consumes: [multipart/form-data]
              parameters:
                - { name: file, in: formData, type: file }
              responses: { '201': { description: ok } }
          /users/{id}:
            put:
              parameters:
                - { name: id, in: path, required: true, type: string }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{id}/put',
          range: '15:4-15:7',
          text: 'put',
          message: /add an `in: body` parameter with a schema\.$/,
        },
      ],
    },
    {
      name: 'leaves actions, singletons and a bodiless PUT on a nested member, but not a PATCH there',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /runs/{runId}/cancel:
            post: { responses: { '202': { description: ok } } }
          /chat.postMessage:
            post: { responses: { '200': { description: ok } } }
          /jobs/{jobId}:cancel:
            post: { responses: { '200': { description: ok } } }
          /gists/{id}/star:
            put: { responses: { '204': { description: ok } } }
          /teams/{teamId}/repos/{repoId}:
            put: { responses: { '204': { description: ok } } }
            patch: { responses: { '200': { description: ok } } }
          /user/following/{username}:
            put: { responses: { '204': { description: ok } } }
          /ping:
            post: { responses: { '204': { description: ok } } }
      `,
      findings: [{ pointer: '/paths/~1teams~1{teamId}~1repos~1{repoId}/patch', range: '13:4-13:9', text: 'patch' }],
    },
    {
      name: 'flags a bodiless POST whose 202 describes what it made, or that answers 201',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /codespaces/{name}/machines:
            post:
              responses:
                '202': { description: started, content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
          /gists/{id}/forks:
            post: { responses: { '201': { description: the fork } } }
          /gists/{id}/comments:
            post: { responses: { '204': { description: ok }, '201': { description: ok } } }
          /codespaces/{name}/machines/{exportId}: {}
          /gists/{id}/forks/{forkId}: {}
          /gists/{id}/comments/{commentId}: {}
          # Writes with a body, so that the three without one are each a departure (not the API's decision).
          /gists/{id}:
            put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
            patch: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
          /codespaces/{name}:
            put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
            patch: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
      `,
      findings: [
        { pointer: '/paths/~1codespaces~1{name}~1machines/post', range: '4:4-4:8', text: 'post' },
        { pointer: '/paths/~1gists~1{id}~1forks/post', range: '8:4-8:8', text: 'post' },
        { pointer: '/paths/~1gists~1{id}~1comments/post', range: '10:4-10:8', text: 'post' },
      ],
    },
    {
      name: 'flags a member of a collection of proxies: only a proxy segment passes through',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /proxies/{proxyId}:
            patch: { responses: { '200': { description: ok } } }
      `,
      findings: [{ pointer: '/paths/~1proxies~1{proxyId}/patch', range: '4:4-4:9', text: 'patch' }],
    },
  ],
});
