import { ruleTester } from '../helpers/rule-tester';
import { noContentBody } from '../../../src/core/rules/no-content-body';

ruleTester(noContentBody, {
  valid: [
    {
      name: 'stays quiet for a 2.0 204 without a schema',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /a/{id}:
            put: { responses: { '204': { description: done } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags a 204 with content at its content key',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            delete:
              responses:
                '204':
                  description: gone
                  content:
                    application/json: { schema: { type: object } }
            put:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
                '204': { description: nothing, content: {} }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{id}/delete/responses/204/content',
          range: '8:10-8:17',
          text: 'content',
          message:
            'The 204 response of DELETE /users/{id} declares a body, but 204 No Content has none (§4): remove `content`, or answer 200 with the body.',
        },
      ],
      output: null,
    },
    {
      name: 'reports a shared 204 component once, with its component pointer',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /a/{id}:
            delete: { responses: { '204': { $ref: '#/components/responses/Gone' } } }
          /b/{id}:
            delete: { responses: { '204': { $ref: '#/components/responses/Gone' } } }
        components:
          responses:
            Gone:
              description: gone
              content: { text/plain: { schema: { type: string } } }
      `,
      findings: [{ pointer: '/components/responses/Gone/content', range: '11:6-11:13', text: 'content' }],
    },
    {
      name: 'flags a 2.0 204 with a schema at its schema key',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /a/{id}:
            delete: { responses: { '204': { description: gone, schema: { type: object } } } }
      `,
      findings: [{ pointer: '/paths/~1a~1{id}/delete/responses/204/schema', range: '4:55-4:61', text: 'schema' }],
    },
  ],
});
