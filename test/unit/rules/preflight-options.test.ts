// Blind round 7 (seed 119, Lucidtech): CORS preflight OPTIONS operations a gateway generated beside every path are
// the Fetch standard's, not the API's resource methods: the convention rules judge them as they judge deprecated
// twins, not at all (asked for 400/404/500 or a security requirement, they were 16 of 80 sampled findings).
import { ruleTester } from '../helpers/rule-tester';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';
import { serverErrorResponse } from '../../../src/core/rules/server-error-response';
import { operationSecured } from '../../../src/core/rules/operation-secured';

/** A member path whose GET documents 404 and 500 and is secured, beside a preflight OPTIONS that documents neither. */
const SPEC = `
  openapi: 3.0.0
  info: { title: t, version: '1' }
  components:
    securitySchemes:
      key: { type: apiKey, in: header, name: X-Key }
  paths:
    /documents/{id}:
      get:
        security: [{ key: [] }]
        responses: { '200': { description: ok }, '404': { description: gone }, '500': { description: failed } }
      options:
        responses:
          '200':
            description: CORS preflight
            headers: { Access-Control-Allow-Origin: { schema: { type: string } } }
`;

for (const rule of [notFoundResponse, serverErrorResponse, operationSecured]) {
  ruleTester(rule, {
    valid: [{ name: `Lucidtech: a CORS preflight OPTIONS is not judged by ${rule.id}`, spec: SPEC }],
    invalid: [],
  });
}
