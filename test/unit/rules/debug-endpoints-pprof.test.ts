import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';
import { pathHierarchy } from '../../../src/core/rules/path-hierarchy';
import { serverErrorResponse } from '../../../src/core/rules/server-error-response';

/**
 * A debugging endpoint mounted from a library is the library's: Go's pprof handler serves its index at
 * `/debug/pprof/` (trailing slash and all) as text or binary profiles, and an operator reads it, so neither its path,
 * its media type nor its error responses are the API's to design. Cut from go-feature-flag's relay proxy (round 17,
 * seed 214 #25, #56 WRONG, #72 NOISE); an ordinary path of the same API with the same shape is still told.
 */
const goFeatureFlag = (path: string) => `
  swagger: '2.0'
  info: { title: GO Feature Flag relay proxy, version: '1.0' }
  paths:
    ${path}:
      get:
        summary: pprof endpoint
        produces: [text/plain]
        responses:
          '200': { description: OK, schema: { type: string } }
    /v1/allflags:
      post:
        consumes: [application/json]
        produces: [application/json]
        parameters: [{ in: body, name: body, schema: { type: object } }]
        responses:
          '200': { description: OK, schema: { type: object } }
          '500': { description: Internal server error }
`;

ruleTester(jsonMediaType, {
  valid: [{ name: 'go-feature-flag: pprof answers text/plain', spec: goFeatureFlag('/debug/pprof/') }],
  invalid: [
    {
      name: 'go-feature-flag: an ordinary read answering text/plain is told',
      spec: goFeatureFlag('/v1/flags'),
      findings: [
        {
          range: '6:17-6:27',
          text: 'text/plain',
          pointer: '/paths/~1v1~1flags/get/produces/0',
          message:
            'The 200 response of GET /v1/flags has no JSON media type: `produces` offers only text/plain; representations are JSON (§2.4): add application/json.',
        },
      ],
    },
  ],
});

ruleTester(pathHierarchy, {
  valid: [{ name: "go-feature-flag: pprof's index keeps Go's trailing slash", spec: goFeatureFlag('/debug/pprof/') }],
  invalid: [
    {
      name: 'go-feature-flag: a trailing slash on an ordinary path is told',
      spec: goFeatureFlag('/v1/flags/'),
      findings: [
        {
          range: '3:11-3:12',
          text: '/',
          pointer: '/paths/~1v1~1flags~1',
          message: 'The path `/v1/flags/` ends with a trailing slash; drop it: `/v1/flags`.',
        },
      ],
    },
  ],
});

ruleTester(serverErrorResponse, {
  valid: [{ name: 'go-feature-flag: pprof needs no 500', spec: goFeatureFlag('/debug/pprof/') }],
  invalid: [
    {
      name: 'go-feature-flag: an ordinary read without a 500 is told',
      spec: goFeatureFlag('/v1/flags'),
      findings: [
        {
          range: '7:6-7:15',
          text: 'responses',
          pointer: '/paths/~1v1~1flags/get/responses',
          message:
            'GET /v1/flags documents no 500 and no `default` response; add a 500 response (or `default`) for unexpected server failures.',
        },
      ],
    },
  ],
});
