// A parameter that scopes a paged list, read as a member id (precision round 10, seed 127 #38): cut from Files.com's
// spec. `GET /locks/{path}` is "List Locks by path" with `cursor` and `per_page`: a member is never paged, so `{path}`
// scopes the locks listed; its POST and DELETE add and remove a lock there. The same path without paging parameters
// is a member answering an array by mistake, and the finding stays.
import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

function files(paged: boolean): string {
  const paging = paged
    ? '{ in: query, name: cursor, schema: { type: string } }, { in: query, name: per_page, schema: { type: integer } }, '
    : '';
  return `
    openapi: 3.0.0
    info: { title: Files.com API, version: 0.0.1 }
    paths:
      /locks/{path}:
        get:
          description: List Locks by path
          parameters: [${paging}{ in: path, name: path, required: true, schema: { type: string } }]
          responses:
            '200':
              description: A list of Locks.
              content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/LockEntity' } } } }
        post:
          parameters: [{ in: path, name: path, required: true, schema: { type: string } }]
          responses: { '201': { description: The Lock object. } }
        delete:
          parameters: [{ in: path, name: path, required: true, schema: { type: string } }]
          responses: { '204': { description: No body. } }
    components:
      schemas:
        LockEntity: { type: object, properties: { path: { type: string }, token: { type: string } } }
  `;
}

ruleTester(memberResponseObject, {
  valid: [
    { name: 'files.com: GET /locks/{path} pages through the locks of a path: {path} scopes a list', spec: files(true) },
  ],
  invalid: [
    {
      name: 'still flags the same path when its GET takes no paging parameter (a member answering an array)',
      spec: files(false),
      findings: [
        {
          pointer: '/paths/~1locks~1{path}/get/responses/200/content/application~1json/schema',
          range: '10:41-10:47',
          text: 'schema',
        },
      ],
    },
  ],
});
