// A parameter that scopes a paged list is no member id, whatever else the path does (precision round 13, seed 205
// #29): cut from Harness's code API.
import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

ruleTester(memberResponseObject, {
  valid: [
    {
      name: 'Harness: `{commit_sha}` scopes the paged checks of a commit (listStatusCheckResults), though a PUT reports one there',
      spec: `
        openapi: 3.0.0
        info: { title: Harness, version: 0.0.0 }
        paths:
          /repos/{repo_ref}/checks/commits/{commit_sha}:
            get:
              operationId: listStatusCheckResults
              parameters:
                - { in: query, name: page, schema: { type: integer } }
                - { in: query, name: limit, schema: { type: integer } }
                - { in: path, name: repo_ref, required: true, schema: { type: string } }
                - { in: path, name: commit_sha, required: true, schema: { type: string } }
              responses:
                '200':
                  description: OK
                  content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/TypesCheck' } } } }
            put:
              operationId: reportStatusCheckResults
              parameters:
                - { in: path, name: repo_ref, required: true, schema: { type: string } }
                - { in: path, name: commit_sha, required: true, schema: { type: string } }
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/TypesCheck' } } } }
        components:
          schemas:
            TypesCheck: { type: object, properties: { identifier: { type: string }, status: { type: string } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a member read and replaced, answering an array unpaged, still reads one member',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /users/{userId}:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: array, items: { type: object } } } } }
            put:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '200': { description: OK } }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{userId}/get/responses/200/content/application~1json/schema',
          range: '6:65-6:71',
          text: 'schema',
          message:
            'GET /users/{userId} reads one member, but its 200 application/json body is an array; reading a member returns it as a JSON object (§4).',
        },
      ],
    },
  ],
});
