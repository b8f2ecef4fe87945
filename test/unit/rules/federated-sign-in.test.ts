// The browser endpoints of a federated sign-in are protocol-defined (RULES.md "Terms"): SAML's Assertion Consumer
// Service takes the assertion by POST and answers with a 303 to the application (seed 207 #51, SigNoz), and its URL is
// registered with the identity provider, so it is not asked for the API's version prefix (seed 208 #77, Oxide). The
// resources that configure identity providers stay the API's own.
import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';
import { versioning } from '../../../src/core/rules/versioning';

const OK = "{ '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";
const ERRORS = "'400': { description: Bad Request }, '500': { description: Internal Server Error }";

// SigNoz (docs/api/openapi.yml): the SAML and OIDC callbacks that create a session and send the browser on.
const SIGNOZ = `
  openapi: 3.0.3
  info: { title: SigNoz, version: '' }
  servers: [{ url: https://signoz.example.com }]
  components:
    securitySchemes: { api_key: { type: apiKey, in: header, name: SigNoz-Api-Key } }
  security: [{ api_key: [] }]
  paths:
    /api/v1/complete/saml:
      post:
        operationId: CreateSessionBySAMLCallback
        security: []
        parameters:
          - { in: query, name: RelayState, schema: { type: string } }
          - { in: query, name: SAMLResponse, schema: { type: string } }
        requestBody:
          content:
            application/x-www-form-urlencoded:
              schema: { type: object, properties: { RelayState: { type: string }, SAMLResponse: { type: string } } }
        responses: { '303': { description: See Other }, ${ERRORS} }
    /api/v1/complete/oidc:
      get:
        operationId: CreateSessionByOIDCCallback
        responses: { '303': { description: See Other }, ${ERRORS} }
    /api/v1/dashboards:
      get: { responses: ${OK} }
`;

// Oxide (omicron's openapi/nexus): the SAML login every silo's identity provider posts to, beside the versioned API
// and the resources that configure SAML identity providers.
const OXIDE = `
  openapi: 3.0.3
  info: { title: Oxide Region API, version: 2026081901.0.0 }
  servers: [{ url: https://oxide.example.com }]
  paths:
    /login/{silo_name}/saml/{provider_name}:
      post:
        operationId: login_saml
        parameters:
          - { in: path, name: provider_name, required: true, schema: { type: string } }
          - { in: path, name: silo_name, required: true, schema: { type: string } }
        requestBody: { required: true, content: { application/octet-stream: { schema: { type: string, format: binary } } } }
        responses: { '303': { description: redirect (see other) }, 4XX: { description: Error }, 5XX: { description: Error } }
    /v1/system/identity-providers/saml:
      post:
        operationId: saml_identity_provider_create
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses: { '201': { description: created } }
    /v1/system/identity-providers/saml/{provider}:
      get:
        parameters: [{ in: path, name: provider, required: true, schema: { type: string } }]
        responses: ${OK}
    /v1/projects:
      get: { responses: ${OK} }
    /v1/projects/{project}:
      get:
        parameters: [{ in: path, name: project, required: true, schema: { type: string } }]
        responses: ${OK}
`;

ruleTester(successStatus, {
  valid: [
    {
      name: "SigNoz: POST /api/v1/complete/saml is SAML's Assertion Consumer Service, which answers the POST binding with a 303",
      spec: SIGNOZ,
    },
    {
      name: "Oxide: POST /login/{silo_name}/saml/{provider_name} takes the IdP's assertion and answers 303",
      spec: OXIDE,
    },
  ],
  invalid: [
    {
      name: 'SigNoz: a write of its own answered by 303 alone still gets "202" (the SAML word sits on no such path)',
      spec: `
        openapi: 3.0.3
        info: { title: SigNoz, version: '' }
        paths:
          /api/v1/dashboards/{id}/lock:
            put:
              parameters: [{ in: path, name: id, required: true, schema: { type: string } }]
              responses: { '303': { description: See Other } }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1v1~1dashboards~1{id}~1lock/put/responses',
          range: '6:6-6:15',
          text: 'responses',
          message: /declares no success \(2xx\) response/,
        },
      ],
    },
  ],
});

ruleTester(versioning, {
  valid: [
    {
      name: "Oxide: the SAML login URL is registered with each identity provider, not one of the API's versioned resources",
      spec: OXIDE,
    },
  ],
  invalid: [],
});
