// A download the server prepares from what it holds, cut from SendGrid's v3 API (seed 115): `POST /messages/download`
// ("Request CSV", 202) beside `GET /messages/download/{download_uuid}` ("Download CSV") names a collection of
// downloads (path-no-verbs reads `download` as a noun there), and the POST that starts one needs no body.
import { ruleTester } from '../helpers/rule-tester';
import { bodyRequired } from '../../../src/core/rules/body-required';

const ACCEPTED =
  '{ description: accepted, content: { application/json: { schema: { type: object, properties: { request_id: { type: string } } } } } }';

ruleTester(bodyRequired, {
  valid: [
    {
      name: 'SendGrid: POST /messages/download requests a CSV the server builds from the messages it holds',
      spec: `
        openapi: 3.0.0
        info: { title: SendGrid v3, version: '3.0' }
        paths:
          /messages/download:
            post:
              summary: Request CSV
              parameters: [{ name: query, in: query, schema: { type: string } }]
              responses: { '202': ${ACCEPTED} }
          /messages/download/{download_uuid}:
            get: { summary: Download CSV, responses: { '200': { description: ok } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a POST on a collection of uploads still sends what it creates',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '3.0' }
        paths:
          /messages/upload:
            post: { responses: { '202': ${ACCEPTED} } }
          /messages/upload/{upload_uuid}:
            get: { responses: { '200': { description: ok } } }
      `,
      findings: [{ pointer: '/paths/~1messages~1upload/post', range: '4:4-4:8', text: 'post' }],
    },
  ],
});
