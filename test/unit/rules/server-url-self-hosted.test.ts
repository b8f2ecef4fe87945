import { ruleTester } from '../helpers/rule-tester';
import { serverUrl } from '../../../src/core/rules/server-url';

/**
 * Software its users install serves its own description: Swagger 2.0 without `host` means "the host that serves this
 * document", the one right address for every install, and 2.0 has no server variables to template one. It is flagged
 * only when the spec names a public host of its own elsewhere (an OAuth URL), the sign of a hosted API. A server whose
 * description marks it as a developer's ("Local development server (do not use)") beside an https one is not the
 * API's address. Relative 3.x servers stay flagged, with the templated server as the advice for installed software.
 * Cut from Vikunja and ZincSearch (seed 203 #73, #74 WRONG), HAProxy's Data Plane API and Firefly III (seed 201 #74,
 * #73 NOISE) and AdGuard Home (seed 202 #73 RIGHT).
 */
ruleTester(serverUrl, {
  valid: [
    {
      name: 'Vikunja: a 2.0 document without host is served by the install it describes',
      spec: `
        swagger: '2.0'
        info: { title: Vikunja API, version: '' }
        basePath: /api/v1
        securityDefinitions:
          JWTKeyAuth: { type: apiKey, name: Authorization, in: header }
        paths: {}
      `,
    },
    {
      name: 'Weaviate: an OAuth URL without a public host (a placeholder to configure) is no sign of a hosted API',
      spec: `
        swagger: '2.0'
        info: { title: Weaviate REST API, version: 1.40.0-dev }
        basePath: /v1
        securityDefinitions:
          oidc: { type: oauth2, flow: implicit, authorizationUrl: 'http://to-be-configured-in-the-application-config' }
        paths: {}
      `,
    },
    {
      name: 'Firefly III: a plain-http server described as a local development server (do not use) beside https',
      spec: `
        openapi: 3.0.0
        info: { title: Firefly III API v6.4.8, version: v6.4.8 }
        servers:
          - description: Firefly III demo site
            url: https://demo.firefly-iii.org/api
          - description: Local development server (do not use)
            url: http://firefly.sd.example-corp.com/api
        paths: {}
      `,
    },
    {
      name: 'Firefly III: a host under the private-use .internal domain beside https is a deployment',
      spec: `
        openapi: 3.0.0
        info: { title: Firefly III API v6.4.8, version: v6.4.8 }
        servers:
          - url: https://demo.firefly-iii.org/api
          - url: http://firefly.sd.internal/api
        paths: {}
      `,
    },
  ],
  invalid: [
    {
      name: 'a 2.0 document without host whose OAuth URLs name a public host is a hosted API without its address',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        securityDefinitions:
          oauth: { type: oauth2, flow: application, tokenUrl: 'https://login.example-saas.com/oauth/token' }
        paths: {}
      `,
      findings: [
        {
          pointer: '',
          range: '0:0-0:7',
          text: 'swagger',
          message:
            'The API declares no `host`, so clients send requests to whichever host serves this document, yet it names a public host of its own (`login.example-saas.com`, in its OAuth URLs); give its `host` (and `schemes`, `basePath`) so clients know the absolute base URL `{protocol}://{domain}/{path}`.',
        },
      ],
    },
    {
      name: 'AdGuard Home: a relative 3.x server is told its absolute or templated form',
      spec: `
        openapi: 3.2.0
        info: { title: AdGuard Home, version: '0.107' }
        servers:
          - url: /control
        paths: {}
      `,
      findings: [
        {
          pointer: '/servers/0/url',
          range: '3:9-3:17',
          text: '/control',
          message:
            "The server URL `/control` is not absolute: clients resolve it against wherever they read this document. Give `{protocol}://{domain}/{path}`: the API's own (`https://api.example.com/control`), or for software its users install a server variable with a default (`{scheme}://{host}/control`).",
        },
      ],
    },
  ],
});
