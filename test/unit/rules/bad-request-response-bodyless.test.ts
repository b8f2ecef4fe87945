// Round 10 of the precision review (seed 126 #10): a request body on a HEAD (or GET, DELETE) is no-body-on-get-delete's
// gap; asking for a 400 answering that body tells the same gap twice. One gap, one rule: the body is not input here.
import { ruleTester } from '../helpers/rule-tester';
import { badRequestResponse } from '../../../src/core/rules/bad-request-response';

ruleTester(badRequestResponse, {
  valid: [
    {
      name: 'IllumiDesk: a HEAD with a JSON body (no-body-on-get-delete tells it) is not asked for a 400',
      spec: `
        openapi: 3.0.0
        info: { title: IllumiDesk, version: 1.0.0 }
        paths:
          /v1/{namespace}/projects/project-copy-check/:
            head:
              operationId: project_copy_check
              parameters:
                - { name: namespace, in: path, required: true, description: User or team name., schema: { type: string } }
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [project]
                      properties: { project: { type: string, description: UUID of the project the user wishes to copy. } }
              responses:
                '200': { description: The authenticated has permission to copy this project }
                '404': { description: Project not found. }
          /v1/{namespace}/projects/:
            post:
              parameters:
                - { name: namespace, in: path, required: true, schema: { type: string } }
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: Created }, '400': { description: Bad request } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a GET with a body and an integer query parameter still takes input through the query',
      spec: `
        openapi: 3.0.0
        info: { title: IllumiDesk, version: 1.0.0 }
        paths:
          /v1/projects:
            get:
              parameters: [{ name: limit, in: query, schema: { type: integer } }]
              requestBody: { content: { application/json: { schema: { type: object, properties: { q: { type: string } } } } } }
              responses: { '200': { description: OK } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '400 is documented on 0 of 1 operation that take input a client can get wrong (a request body or query parameters a server checks); add a 400 response for invalid input to each (listed as related), for instance one shared response referenced from each.',
        },
      ],
    },
  ],
});
