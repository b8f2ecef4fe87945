// One decision, one finding (RULES.md version 3, "Reporting") for success-status's "method without its status",
// cut from figshare's spec (its 16 PUTs all answer 205 Reset Content; precision round 3, seed 103's APIs).
import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';

const reset = `{ put: { responses: { '205': { description: Reset Content } } } }`;

ruleTester(successStatus, {
  valid: [],
  invalid: [
    {
      name: 'figshare: every PUT answering 205 is the API convention, one finding at /paths with each PUT related',
      spec: `
        openapi: 3.0.0
        info: { title: figshare, version: '2.0' }
        paths:
          /account/articles/{article_id}: ${reset}
          /account/articles/{article_id}/authors: ${reset}
          /account/articles/{article_id}/embargo: ${reset}
          /account/projects/{project_id}: { put: { responses: { '200': { description: OK } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "3 of 4 PUTs answer 205 and none of 200, 201, 202 or 204 (e.g. PUT /account/articles/{article_id}): the API's own convention, reported once here rather than on every PUT; a successful PUT answers 200, 201, 202 or 204 (§4).",
          related: [
            {
              pointer: '/paths/~1account~1articles~1{article_id}/put/responses/205',
              range: '3:56-3:61',
              text: "'205'",
              message: 'PUT /account/articles/{article_id}',
            },
            {
              pointer: '/paths/~1account~1articles~1{article_id}~1authors/put/responses/205',
              range: '4:64-4:69',
              text: "'205'",
              message: 'PUT /account/articles/{article_id}/authors',
            },
            {
              pointer: '/paths/~1account~1articles~1{article_id}~1embargo/put/responses/205',
              range: '5:64-5:69',
              text: "'205'",
              message: 'PUT /account/articles/{article_id}/embargo',
            },
          ],
        },
      ],
    },
    {
      name: 'figshare: one PUT of three answering 205 is its own finding',
      spec: `
        openapi: 3.0.0
        info: { title: figshare, version: '2.0' }
        paths:
          /account/articles/{article_id}: ${reset}
          /account/projects/{project_id}: { put: { responses: { '200': { description: OK } } } }
          /account/collections/{collection_id}: { put: { responses: { '204': { description: OK } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1account~1articles~1{article_id}/put/responses/205',
          range: '3:56-3:61',
          text: "'205'",
          message:
            'PUT /account/articles/{article_id} answers 205 but has no 200, 201, 202 or 204 response; a successful PUT answers 200, 201, 202 or 204 (§4).',
        },
      ],
    },
  ],
});
