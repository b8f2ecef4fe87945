import { ruleTester, type ValidCase } from '../helpers/rule-tester';
import { bearerScheme } from '../../../src/core/rules/bearer-scheme';

/** A 3.1 spec with these scheme lines under `components.securitySchemes` (the third line is `security`). */
function v3(...schemes: string[]): string {
  return [
    'openapi: 3.1.0',
    "info: { title: t, version: '1' }",
    'security: [{ main: [] }]',
    'paths: {}',
    'components:',
    '  securitySchemes:',
    ...schemes.map((s) => `    ${s}`),
    '',
  ].join('\n');
}

/** One scheme that sends a bearer token, beside an API key: nothing to report. */
const bearerLike: ValidCase[] = [
  ['http bearer (any case)', '{ type: http, scheme: Bearer, bearerFormat: JWT }'],
  [
    'OAuth 2.0',
    "{ type: oauth2, flows: { clientCredentials: { tokenUrl: 'https://example.com/token', scopes: {} } } }",
  ],
  [
    'OpenID Connect',
    "{ type: openIdConnect, openIdConnectUrl: 'https://example.com/.well-known/openid-configuration' }",
  ],
].map(([name, scheme]) => ({
  name: `stays quiet when one scheme is ${name}`,
  spec: v3('key: { type: apiKey, in: header, name: X-API-Key }', `main: ${scheme}`),
}));

ruleTester(bearerScheme, {
  valid: [
    {
      name: "stays quiet when every scheme is RapidAPI's gateway header (GeoDB's `x-rapidapi-key`): the marketplace fixes it",
      spec: `
        openapi: 3.0.0
        info: { title: GeoDB Cities API, version: 1.0.0 }
        servers: [{ url: 'https://wft-geo-db.p.rapidapi.com/v1' }]
        paths: {}
        components:
          securitySchemes:
            UserSecurity: { in: header, name: x-rapidapi-key, type: apiKey }
      `,
    },
    ...bearerLike,
    {
      name: 'accepts a 3.x apiKey in the Authorization header described as a bearer token (Kubernetes)',
      spec: v3('main: { type: apiKey, in: header, name: authorization, description: Bearer Token authentication }'),
    },
    {
      name: 'accepts a 3.x apiKey in the Authorization header named Bearer (netboxdemo.com, storecove.com)',
      spec: v3('Bearer: { in: header, name: Authorization, type: apiKey }'),
    },
    {
      name: 'accepts a 3.x apiKey in the Authorization header whose name says bearer (bearerAuth)',
      spec: v3('bearerAuth: { type: apiKey, in: header, name: Authorization }'),
    },
    {
      name: 'stays quiet when no scheme is defined (security-defined reports that)',
      spec: "openapi: 3.0.3\ninfo: { title: t, version: '1' }\npaths: {}\n",
    },
    ...[
      '{ type: apiKey, in: header, name: authorization }',
      '{ type: oauth2, flow: implicit, authorizationUrl: "https://example.com/auth", scopes: {} }',
    ].map((scheme) => ({
      name: `accepts 2.0 ${scheme} (2.0 has no bearer type)`,
      spec: `swagger: '2.0'\ninfo: { title: t, version: '1' }\nsecurityDefinitions:\n  token: ${scheme}\npaths: {}\n`,
    })),
    {
      name: 'SolarVPS: its one scheme is an API key in the query, which api-key-in-query already reports with the bearer advice',
      spec: `
        swagger: '2.0'
        info: { title: SolarVPS API, version: '1' }
        host: api.solarvps.com
        securityDefinitions:
          api_key: { type: apiKey, in: query, name: key }
        security: [{ api_key: [] }]
        paths:
          /servers:
            get: { responses: { '200': { description: ok } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'does not take a Bearer-named scheme in another header for a bearer token',
      spec: v3('Bearer: { type: apiKey, in: header, name: X-Token }'),
      findings: [{ pointer: '/components/securitySchemes', range: '5:2-5:17', text: 'securitySchemes' }],
    },
    {
      name: 'flags schemes where none sends a bearer token, at securitySchemes; the fix adds one and accepts it globally',
      spec: v3('main: { type: apiKey, in: header, name: X-API-Key }', 'basicAuth: { type: http, scheme: basic }'),
      findings: [
        {
          pointer: '/components/securitySchemes',
          range: '5:2-5:17',
          text: 'securitySchemes',
          message: /main \(apiKey\), basicAuth \(http basic\).*scheme: bearer/,
          severity: 'info',
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        security: [{ main: [] }, { bearerAuth: [] }]
        paths: {}
        components:
          securitySchemes:
            main: { type: apiKey, in: header, name: X-API-Key }
            basicAuth: { type: http, scheme: basic }
            bearerAuth:
              type: http
              scheme: bearer
              bearerFormat: JWT
              description: 'An access token: \`Authorization: Bearer <token>\`.'
      `,
    },
    {
      name: 'flags mutualTLS alone',
      spec: v3('main: { type: mutualTLS }'),
      findings: [{ pointer: '/components/securitySchemes', range: '5:2-5:17', text: 'securitySchemes' }],
    },
    {
      name: 'does not accept an apiKey named Authorization in 3.x, where http bearer exists, unless it is described as a bearer token',
      spec: v3('main: { type: apiKey, in: header, name: Authorization }'),
      findings: [
        {
          pointer: '/components/securitySchemes',
          range: '5:2-5:17',
          text: 'securitySchemes',
          message:
            'No security scheme says it sends `Authorization: Bearer <token>`: main (apiKey). `main` is an apiKey in the `Authorization` header; if its value is `Bearer <token>`, declare it as an http scheme with `scheme: bearer` (or say so in its description).',
        },
      ],
    },
    {
      name: 'flags 2.0 basic and query-key schemes at securityDefinitions; the fix adds an Authorization apiKey',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        securityDefinitions:
          basic: { type: basic }
          key: { type: apiKey, in: query, name: key }
        paths: {}
      `,
      findings: [
        {
          pointer: '/securityDefinitions',
          range: '2:0-2:19',
          text: 'securityDefinitions',
          message: /oauth2 scheme, or an apiKey scheme named `Authorization`/,
        },
      ],
      output: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        securityDefinitions:
          basic: { type: basic }
          key: { type: apiKey, in: query, name: key }
          bearerAuth:
            type: apiKey
            in: header
            name: Authorization
            description: 'An access token: \`Authorization: Bearer <token>\`.'
        paths: {}
      `,
    },
  ],
});
