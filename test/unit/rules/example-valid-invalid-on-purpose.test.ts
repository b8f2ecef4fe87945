// Request examples that show a refused request on purpose, cut from Intercom's API 2.16 (seed 203 #23, #26).
import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

const spec = (name: string, summary = '', created = '') => `
  openapi: 3.0.1
  info: { title: t, version: '1' }
  paths:
    /articles:
      post:
        requestBody:
          content:
            application/json:
              schema: { type: object, required: [title, author_id], properties: { title: { type: string }, author_id: { type: integer } } }
              examples:
                successful: { value: { title: Thanks for everything, author_id: 991267497 } }
                ${name}: {${summary} value: { title: Thanks for everything } }
        responses:
          '200': { description: article created${created} }
          '400':
            description: Bad Request
            content:
              application/json:
                schema: { type: object }
                examples:
                  bad_request: { value: { type: error.list, errors: [{ code: parameter_not_found }] } }
`;

ruleTester(exampleValid, {
  valid: [
    {
      name: 'Intercom: a request example named like an example of the 400 (bad_request) leaves out author_id on purpose',
      spec: spec('bad_request'),
    },
    {
      name: 'an example whose summary says it is invalid is meant not to validate',
      spec: spec('missing_author', ' summary: Invalid request without an author,'),
    },
  ],
  invalid: [
    {
      name: "nginx unit: a name every answer's examples use (example1 on the 200 and the 400) names no error: still checked",
      spec: spec(
        'example1',
        '',
        ', content: { application/json: { schema: { type: object }, examples: { example1: { value: {} } } } }',
      ),
      findings: [
        {
          pointer: '/paths/~1articles/post/requestBody/content/application~1json/examples/example1/value',
          range: '11:26-11:31',
          text: 'value',
        },
      ],
    },
    {
      name: 'an example named for no error still has to match its schema',
      spec: spec('draft'),
      findings: [
        {
          pointer: '/paths/~1articles/post/requestBody/content/application~1json/examples/draft/value',
          range: '11:23-11:28',
          text: 'value',
          message:
            /examples\.draft of the request body of POST \/articles does not match its schema: the required property "author_id" is missing/,
        },
      ],
    },
  ],
});
