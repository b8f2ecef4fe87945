import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const OK = "{ responses: { '200': { description: ok } } }";
const DOC =
  "{ responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { enabled: { type: boolean } } } } } } } }";

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'leaves a write whose required query parameter picks the item, members, documents, actions and singletons',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /preferences:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
            delete:
              parameters: [{ name: key, in: query, required: true, schema: { type: string } }]
              responses: { '204': { description: gone } }
          /users/{userId}:
            put: ${OK}
            delete: ${OK}
          /actions/permissions:
            get: ${DOC}
            put: ${OK}
          /issues/{n}/lock:
            put: ${OK}
            delete: ${OK}
          /workflows/{id}/disable:
            put: ${OK}
          /profile:
            get: ${OK}
            patch: ${OK}
          /settings:
            put: ${OK}
      `,
    },
    {
      name: 'Bitbucket: DELETE /pullrequests/{id}/request-changes withdraws an action, it deletes no collection',
      spec: `
        openapi: 3.0.0
        info: { title: Bitbucket, version: '2.0' }
        paths:
          /repositories/{workspace}/{repo_slug}/pullrequests/{pull_request_id}/request-changes:
            post: ${OK}
            delete: ${OK}
      `,
    },
  ],
  invalid: [
    {
      name: 'flags PUT, PATCH and DELETE on collections whose members have a path, at the method key',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get: ${OK}
            put: ${OK}
            delete: ${OK}
          /users/{userId}:
            delete: ${OK}
          /v1/teams:
            patch: ${OK}
          /v1/teams/{teamId}/members:
            get: ${OK}
          /settings:
            put: ${OK}
          /tags:
            delete: ${OK}
      `,
      findings: [
        { pointer: '/paths/~1users/put', range: '5:4-5:7', text: 'put' },
        {
          pointer: '/paths/~1users/delete',
          range: '6:4-6:10',
          text: 'delete',
          message:
            'DELETE on the collection `/users` deletes the whole collection at once; DELETE belongs on one member: `/users/{userId}`.',
        },
        {
          pointer: '/paths/~1v1~1teams/patch',
          range: '10:4-10:9',
          text: 'patch',
          message: /PATCH belongs on one member: `\/v1\/teams\/\{teamId\}`/,
        },
      ],
      output: null,
    },
    {
      name: 'reads a plural noun with GET as a collection; a write whose query parameter is optional still flagged (departures: most collections are written with POST)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /me/albums:
            get: ${OK}
            put: ${OK}
          /preferences:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
            put:
              parameters: [{ name: key, in: query, schema: { type: string } }]
              responses: { '204': { description: set } }
          /orders: { get: ${OK}, post: ${OK} }
          /invoices: { get: ${OK}, post: ${OK} }
          /payments: { get: ${OK}, post: ${OK} }
      `,
      findings: [
        {
          pointer: '/paths/~1me~1albums/put',
          range: '5:4-5:7',
          text: 'put',
          message:
            'PUT on the collection `/me/albums` replaces the whole collection at once; PUT belongs on one member: `/me/albums/{id}`.',
        },
        { pointer: '/paths/~1preferences/put', range: '8:4-8:7', text: 'put' },
      ],
    },
    {
      name: 'says a write with a request body acts on what the body names, not the whole collection',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /projects:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
            put:
              requestBody: { content: { application/json: { schema: { type: object, properties: { projectId: { type: string } } } } } }
              responses: { '204': { description: assigned } }
      `,
      findings: [
        {
          pointer: '/paths/~1projects/put',
          range: '5:4-5:7',
          text: 'put',
          message:
            'PUT on the collection `/projects` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/projects/{id}`.',
        },
      ],
    },
    {
      name: 'reads OpenAPI 2.0',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /pets: { delete: { responses: { '200': { description: ok } } } }
          /pets/{petId}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [{ pointer: '/paths/~1pets/delete', range: '3:11-3:17', text: 'delete' }],
    },
  ],
});
