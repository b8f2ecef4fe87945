import { ruleTester } from '../helpers/rule-tester';
import { pathHierarchy } from '../../../src/core/rules/path-hierarchy';
import { versioning } from '../../../src/core/rules/versioning';
import { operationSecured } from '../../../src/core/rules/operation-secured';
import { serverErrorResponse } from '../../../src/core/rules/server-error-response';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';
import { authErrorResponses } from '../../../src/core/rules/auth-error-responses';

/**
 * Authentiq Connect (authentiq.io), cut down: an OpenID Connect provider whose schemes' token and authorization URLs
 * are its own `/token` and `/authorize`; `elsewhere` moves them to another server, where this API is no provider.
 */
function authentiq(elsewhere = false): string {
  const url = elsewhere ? 'https://auth.example.com/oauth' : 'https://connect.authentiq.io';
  return `
    openapi: 3.0.0
    info: { title: Authentiq Connect API, version: '1' }
    servers: [{ url: 'https://connect.authentiq.io' }]
    security: [{ oauth_code: [] }]
    paths:
      /authorize:
        get: { security: [], responses: { '302': { description: redirect } } }
      /token:
        post: { responses: { '200': { description: ok } } }
      /{client_id}/iframe:
        get:
          summary: Include a session iframe
          security: []
          parameters: [{ name: client_id, in: path, required: true, schema: { type: string } }]
          responses: { '200': { description: ok } }
    components:
      securitySchemes:
        oauth_code:
          type: oauth2
          flows:
            authorizationCode: { authorizationUrl: '${url}/authorize', tokenUrl: '${url}/token', scopes: {} }
  `;
}

const provider = {
  name: 'authentiq.io: the OpenID Connect session iframe and the OAuth endpoints of a provider are protocol-defined',
  spec: authentiq(),
};

ruleTester(pathHierarchy, {
  valid: [provider],
  invalid: [
    {
      name: 'flags /{client_id}/iframe where the API serves no token or authorization URL of its own',
      spec: authentiq(true),
      findings: [{ pointer: '/paths/~1{client_id}~1iframe', range: '9:3-9:14', text: '{client_id}' }],
    },
  ],
});

ruleTester(versioning, {
  valid: [{ ...provider, name: `${provider.name}: no version to give` }],
  invalid: [
    {
      name: 'still wants a version when a path is not protocol-defined',
      spec: authentiq(true),
      findings: [{ pointer: '', range: '0:0-0:7', text: 'openapi', message: /^The API has no version; / }],
    },
  ],
});

ruleTester(operationSecured, { valid: [provider], invalid: [] });

ruleTester(serverErrorResponse, {
  valid: [{ ...provider, name: `${provider.name}: their standard fixes how they fail` }],
  invalid: [],
});

/**
 * Velo Payments (velopayments.com), cut down: its client-credentials token endpoint is `/v1/authenticate`, a name
 * no standard gives, known by its `grant_type` (here a query parameter) and by the scheme's `tokenUrl`.
 */
function velo(tokenUrl: string, grantType: boolean, server = 'https://api.sandbox.velopayments.com/'): string {
  const params = grantType
    ? '[{ name: grant_type, in: query, schema: { type: string, default: client_credentials } }]'
    : '[]';
  return `
    openapi: 3.0.0
    info: { title: Velo Payments APIs, version: 2.35.58 }
    servers: [{ url: '${server}' }]
    paths:
      /v1/authenticate:
        post:
          summary: Authentication endpoint
          parameters: ${params}
          responses: { '200': { description: ok } }
    components:
      securitySchemes:
        OAuth2: { type: oauth2, flows: { clientCredentials: { tokenUrl: '${tokenUrl}', scopes: {} } } }
  `;
}

ruleTester(pathNoVerbs, {
  valid: [
    {
      name: 'velopayments.com: /v1/authenticate takes grant_type, the OAuth 2.0 token request',
      spec: velo('https://api.sandbox.velopayments.com/v1/login', true),
    },
    {
      name: 'velopayments.com: /v1/authenticate is the scheme’s tokenUrl (absolute, against the server)',
      spec: velo('https://api.sandbox.velopayments.com/v1/authenticate', false),
    },
    {
      name: 'velopayments.com: /v1/authenticate is the scheme’s tokenUrl (relative)',
      spec: velo('/v1/authenticate', false),
    },
    {
      name: 'velopayments.com: the tokenUrl under the server’s base path names /v1/authenticate too',
      spec: velo('https://pay.example.com/api/v1/authenticate', false, 'https://pay.example.com/api'),
    },
  ],
  invalid: [
    {
      name: 'still flags /v1/authenticate when neither the request nor a scheme makes it a token endpoint',
      spec: velo('https://api.sandbox.velopayments.com/v1/login', false),
      findings: [{ pointer: '/paths/~1v1~1authenticate', range: '4:6-4:18', text: 'authenticate' }],
    },
  ],
});

// The token endpoint with its own client authentication (`security: [basicAuth]`): RFC 6749 §5.2 answers bad client
// credentials with 401, so the 401 is still asked there (seed 126 #5, judged right); the standard has no 403.
const veloBasic = `
  openapi: 3.0.0
  info: { title: Velo Payments APIs, version: 2.35.58 }
  paths:
    /v1/authenticate:
      post:
        parameters: [{ name: grant_type, in: query, schema: { type: string } }]
        security: [{ basicAuth: [] }]
        responses: { '200': { description: ok } }
    /v1/payees: { get: { responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } } } }
    /v1/payors: { get: { responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } } } }
  security: [{ basicAuth: [] }]
  components:
    securitySchemes:
      basicAuth: { type: http, scheme: basic }
`;

ruleTester(authErrorResponses, {
  valid: [{ ...provider, name: `${provider.name}: the token endpoint sets no client authentication of its own` }],
  invalid: [
    {
      name: 'velopayments.com: the token endpoint authenticates the client with Basic: 401, not 403',
      spec: veloBasic,
      findings: [
        {
          pointer: '/paths/~1v1~1authenticate/post/responses',
          range: '7:6-7:15',
          text: 'responses',
          message: /documents no 401 response; add a 401 response for missing or invalid credentials\.$/,
        },
      ],
    },
  ],
});
