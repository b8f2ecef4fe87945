import * as assert from 'node:assert/strict';
import { lintText } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { operationSecured } from '../../../src/core/rules/operation-secured';

const RULE = operationSecured.id;

/** No security scheme is defined: security-defined's finding, not this rule's. */
const NO_SCHEMES = `
  openapi: 3.1.0
  info: { title: t, version: '1' }
  paths:
    /v1/books:
      get:
        responses: { '200': { description: ok } }
`;

/** A scheme is defined but applied nowhere: security-defined's finding too. */
const UNAPPLIED = `${NO_SCHEMES}  components:
    securitySchemes:
      bearerAuth: { type: http, scheme: bearer }
`;

ruleTester(operationSecured, {
  valid: [
    {
      name: 'treats operation-level `security: []` and `security: [{}]` as explicit opt-outs',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/health:
            get:
              security: []
              responses: { '200': { description: ok } }
          /v1/status:
            get:
              security: [{}]
              responses: { '200': { description: ok } }
        components:
          securitySchemes:
            bearerAuth: { type: http, scheme: bearer }
      `,
    },
    {
      name: 'counts optional auth (`[{}, {bearerAuth: []}]`) as secured',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              security: [{}, { bearerAuth: [] }]
              responses: { '200': { description: ok } }
        components:
          securitySchemes:
            bearerAuth: { type: http, scheme: bearer }
      `,
    },
    {
      name: 'stays quiet when a global requirement applies',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        security:
          - bearerAuth: []
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
        components:
          securitySchemes:
            bearerAuth: { type: http, scheme: bearer }
      `,
    },
    {
      name: 'rbaskets, Royal Mail: a GET of an infrastructure path (`/api/version`, `/version`, `/health`) is public by nature',
      spec: `
        openapi: 3.0.1
        info: { title: Request Baskets API, version: 1.2.1 }
        paths:
          /api/baskets:
            get: { security: [{ basket_token: [] }], responses: { '200': { description: ok } } }
          /api/version:
            get: { responses: { '200': { description: ok } } }
          /version:
            get: { responses: { '200': { description: ok } } }
          /v1/health:
            get: { responses: { '200': { description: ok } } }
        components:
          securitySchemes:
            basket_token: { type: apiKey, in: header, name: Authorization }
      `,
    },
    { name: 'is silent when no scheme is defined (security-defined reports it)', spec: NO_SCHEMES },
    { name: 'is silent when a scheme is defined but applied nowhere (security-defined reports it)', spec: UNAPPLIED },
  ],
  invalid: [
    {
      name: 'flags operations with no security at their method key, as a warning',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
            post:
              security: [{ bearerAuth: [] }]
              responses: { '201': { description: ok } }
        components:
          securitySchemes:
            bearerAuth: { type: http, scheme: bearer }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/get',
          range: '4:4-4:7',
          text: 'get',
          severity: 'warning',
          message:
            'No security applies to GET /v1/books (there is no `security` requirement here or at the root); every request must carry credentials. Require a scheme, or declare `security: []` on the operation if it is deliberately public.',
        },
      ],
      output: null,
    },
    {
      name: 'flags operations inheriting an empty root security list',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        securityDefinitions:
          token: { type: apiKey, in: header, name: Authorization }
        security: []
        paths:
          /v1/books:
            delete:
              responses: { '204': { description: ok } }
            get:
              security: [{ token: [] }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1books/delete',
          range: '7:4-7:10',
          text: 'delete',
          message:
            'No security applies to DELETE /v1/books (the root `security` list requires no scheme); every request must carry credentials. Require a scheme, or declare `security: []` on the operation if it is deliberately public.',
        },
      ],
      output: null,
    },
    {
      name: 'reports once for the API, every unsecured operation related, when fewer than half are secured',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
            post:
              security: [{ bearerAuth: [] }]
              responses: { '201': { description: ok } }
            delete:
              responses: { '204': { description: ok } }
        components:
          securitySchemes:
            bearerAuth: { type: http, scheme: bearer }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            'Security applies to 1 of 3 operations; the other 2 (listed as related) require no scheme and do not opt out with `security: []`. Require a scheme with a root `security` list, and declare `security: []` on the operations that are deliberately public.',
          related: [
            { pointer: '/paths/~1v1~1books/get', range: '4:4-4:7', text: 'get', message: 'GET /v1/books' },
            { pointer: '/paths/~1v1~1books/delete', range: '9:4-9:10', text: 'delete', message: 'DELETE /v1/books' },
          ],
        },
      ],
      output: null,
    },
  ],
});

describe('operation-secured beside security-defined', () => {
  it('leaves an API with no scheme, or none applied anywhere, to security-defined', () => {
    for (const spec of [NO_SCHEMES, UNAPPLIED])
      assert.deepEqual(
        lintText(spec, [RULE, 'security-defined']).map((f) => f.rule),
        ['security-defined'],
      );
  });
});

describe('operation-secured beside security-defined: a scheme applied only to the token endpoint', () => {
  // twinehealth.com (seed 113 #41): its OAuth2 scheme is required only on `POST /oauth/token`, where the client
  // authenticates to get a token; none of the API's own 51 operations requires it. That is one gap, security-defined's.
  const TWINE = `
    openapi: 3.0.0
    info: { title: Fitbit Plus API, version: v7.78.1 }
    servers: [{ url: https://api.twinehealth.com/pub }]
    paths:
      /oauth/token:
        post:
          security: [{ OAuth2: [group, organization] }]
          responses: { '200': { description: token } }
      /patient:
        get: { responses: { '200': { description: ok } } }
      /patient/{id}:
        get: { parameters: [{ name: id, in: path, required: true }], responses: { '200': { description: ok } } }
    components:
      securitySchemes:
        OAuth2:
          type: oauth2
          flows: { clientCredentials: { tokenUrl: /oauth/token, scopes: { group: g } } }
  `;
  it('twinehealth.com: reports it once, as security-defined, and names the token endpoint', () => {
    const found = lintText(TWINE, [RULE, 'security-defined']);
    assert.deepEqual(
      found.map((f) => [f.rule, f.pointer]),
      [['security-defined', '/components/securitySchemes']],
    );
    assert.match(found[0].message, /no operation of the API requires any of them.*POST \/oauth\/token/);
  });

  it('authentiq.io: an API made only of protocol endpoints that secure themselves is secured', () => {
    // An OpenID Connect provider (seed 108): every path is a protocol endpoint; there is no other operation to secure.
    const spec = `
      openapi: 3.0.0
      info: { title: Authentiq, version: '6' }
      paths:
        /oauth/token:
          post:
            security: [{ client: [] }]
            responses: { '200': { description: token } }
        /.well-known/openid-configuration:
          get: { responses: { '200': { description: ok } } }
      components:
        securitySchemes:
          client: { type: http, scheme: basic }
    `;
    assert.deepEqual(lintText(spec, [RULE, 'security-defined']), []);
  });
});
