// A POST below a `search` segment, with no member path below it, sends a query and creates nothing: Eclipse Ditto's
// `POST /api/2/search/things` ("Search for things", a form-encoded filter) answers 200 (precision round 16, seed 210
// #19 WRONG). Splunk-style `POST /search/jobs` beside `/search/jobs/{sid}` creates a search job and still answers 201.
import { ruleTester } from '../helpers/rule-tester';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';

const BODY = 'requestBody: { content: { application/json: { schema: { type: object } } } }';
const OK = "responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";
const LIST =
  "responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }";

ruleTester(createReturns201, {
  valid: [
    {
      name: 'Eclipse Ditto: POST /api/2/search/things searches things by a filter in its body',
      spec: `
        openapi: 3.0.0
        info: { title: Ditto, version: '2' }
        paths:
          /api/2/search/things:
            get: { summary: Search for things, ${LIST} }
            post: { summary: Search for things, ${BODY}, ${OK} }
          /api/2/search/things/count:
            get: { ${OK} }
      `,
    },
  ],
  invalid: [
    {
      name: 'POST /search/jobs beside /search/jobs/{sid} creates a search job',
      spec: `
        openapi: 3.0.0
        info: { title: Search jobs, version: '1' }
        paths:
          /search/jobs:
            get: { ${LIST} }
            post: { summary: Create a search job, ${BODY}, ${OK} }
          /search/jobs/{sid}:
            get: { ${OK} }
      `,
      findings: [
        {
          pointer: '/paths/~1search~1jobs/post/responses/200',
          range: '5:133-5:138',
          text: "'200'",
          message:
            'POST /search/jobs creates a member but answers 200 instead of 201; a POST that creates a member answers 201 Created with the created member, or 202 Accepted when it creates it later (§4).',
        },
      ],
    },
  ],
});
