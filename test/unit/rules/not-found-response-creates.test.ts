// Real cases of not-found-response from the blind precision rounds (docs/precision-rounds/seed-102.md #47,
// seed-103.md #42): a write that creates the member its path names cannot find it missing.
import { ruleTester } from '../helpers/rule-tester';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';

ruleTester(notFoundResponse, {
  valid: [
    {
      name: 'Request Baskets and OPA: a POST that creates the named member (201, 409 when taken) and a create-or-update PUT are not asked for 404',
      spec: `
        openapi: 3.0.0
        info: { title: Request Baskets API, version: 1.2.1 }
        paths:
          /api/baskets/{name}:
            parameters: [{ name: name, in: path, required: true, schema: { type: string } }]
            get:
              responses: { '200': { description: ok }, '404': { description: no such basket } }
            post:
              summary: Create new basket
              responses: { '201': { description: created }, '409': { description: name taken } }
            delete:
              responses: { '204': { description: deleted }, '404': { description: no such basket } }
          /v1/policies/{id}:
            parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
            get:
              responses: { '200': { description: ok }, '404': { description: no such policy } }
            put:
              summary: Create or update a policy module
              responses: { '200': { description: ok }, '400': { description: bad } }
      `,
    },
    {
      name: 'ioBroker and Obsidian: a POST on the member that says it creates (409 when it exists) is not asked for 404',
      spec: `
        swagger: '2.0'
        info: { title: ioBroker REST API, version: 1.0.0 }
        paths:
          /object/{objectId}:
            parameters: [{ name: objectId, in: path, required: true, type: string }]
            get:
              responses: { '200': { description: ok }, '404': { description: not found } }
            post:
              summary: Create the object
              description: Create new object. If object already exists, the error will be returned
              responses: { '200': { description: ok }, '400': { description: bad }, '409': { description: exists } }
            delete:
              responses: { '200': { description: ok }, '404': { description: not found } }
          /vault/{filename}:
            parameters: [{ name: filename, in: path, required: true, type: string }]
            get:
              responses: { '200': { description: ok }, '404': { description: not found } }
            post:
              summary: Append content to a new or existing file.
              responses: { '204': { description: ok }, '400': { description: bad }, '409': { description: conflict } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a POST on the member that acts on it (409 for a state clash) is still asked for 404',
      spec: `
        swagger: '2.0'
        info: { title: ioBroker REST API, version: 1.0.0 }
        paths:
          /object/{objectId}:
            parameters: [{ name: objectId, in: path, required: true, type: string }]
            get:
              responses: { '200': { description: ok }, '404': { description: not found } }
            post:
              summary: Restart the adapter that owns the object
              responses: { '200': { description: ok }, '409': { description: busy } }
      `,
      findings: [{ pointer: '/paths/~1object~1{objectId}/post/responses', range: '9:6-9:15', text: 'responses' }],
    },
    {
      name: 'Request Baskets: an update PUT of the same member still deviates when it documents no 404',
      spec: `
        openapi: 3.0.0
        info: { title: Request Baskets API, version: 1.2.1 }
        paths:
          /api/baskets/{name}:
            parameters: [{ name: name, in: path, required: true, schema: { type: string } }]
            get:
              responses: { '200': { description: ok }, '404': { description: no such basket } }
            put:
              summary: Update basket settings
              responses: { '204': { description: updated } }
            delete:
              responses: { '204': { description: deleted }, '404': { description: no such basket } }
      `,
      findings: [{ pointer: '/paths/~1api~1baskets~1{name}/put/responses', range: '9:6-9:15', text: 'responses' }],
    },
  ],
});
