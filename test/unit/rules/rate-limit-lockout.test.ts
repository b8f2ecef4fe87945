import { ruleTester } from '../helpers/rule-tester';
import { rateLimitResponses } from '../../../src/core/rules/rate-limit-responses';
import { rateLimitHeaders } from '../../../src/core/rules/rate-limit-headers';

/**
 * A 429 documented only on endpoints that issue credentials is a brute-force lockout, not the API's rate limiting:
 * the other operations are not asked for a 429 and the lockout is not asked for X-RateLimit-* headers. Cut from
 * Trilium's ETAPI (zadam/trilium src/etapi/etapi.openapi.yaml), round 13, seed 204: its only 429 is an IP block
 * after failed logins, on POST /auth/login.
 */
const TRILIUM = `
  openapi: 3.0.3
  info: { title: ETAPI, version: 1.0.0 }
  paths:
    /notes:
      get:
        responses:
          '200': { description: search response }
          default: { description: unexpected error }
    /notes/{noteId}:
      parameters: [{ name: noteId, in: path, required: true, schema: { type: string } }]
      get:
        responses:
          '200': { description: note response }
    /auth/login:
      post:
        description: get an ETAPI token based on password for further use with ETAPI
        security: []
        responses:
          '201': { description: auth token }
          '429':
            description: Client IP has been blacklisted because too many requests (possibly failed authentications) were made within a short time frame, try again later
          default: { description: unexpected error }
`;

/** The same API with a real rate limit elsewhere: then the login's 429 is the API's rate limiting too. */
const RATE_LIMITED = `
  openapi: 3.0.3
  info: { title: ETAPI, version: 1.0.0 }
  paths:
    /notes:
      get:
        responses:
          '200': { description: search response }
          '429': { description: Too many requests }
      post:
        responses:
          '201': { description: created }
    /auth/login:
      post:
        security: []
        responses:
          '201': { description: auth token }
          '429': { description: Client IP has been blacklisted because too many requests were made }
`;

ruleTester(rateLimitResponses, {
  valid: [{ name: 'Trilium: a login lockout 429 does not ask the other operations for one', spec: TRILIUM }],
  invalid: [
    {
      name: 'a rate-limit 429 beside the login one still declares rate limits',
      spec: RATE_LIMITED,
      findings: [
        {
          pointer: '/paths/~1notes/post/responses',
          range: '9:6-9:15',
          text: 'responses',
          message:
            'The API declares rate limits (a 429 response on GET /notes) but POST /notes documents no 429 response; add a 429 response for when the client exceeds the rate limit.',
        },
      ],
    },
  ],
});

ruleTester(rateLimitHeaders, {
  valid: [{ name: 'Trilium: a login lockout 429 is not asked for X-RateLimit-* headers', spec: TRILIUM }],
  invalid: [],
});
