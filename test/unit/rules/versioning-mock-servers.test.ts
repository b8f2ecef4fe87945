// A server that mocks or hosts the spec is not where the API lives (RULES.md versioning: a version is what the API's
// own URLs, media types, parameters or headers carry), cut from c19qrserver's spec: SwaggerHub's mock URL
// `virtserver.swaggerhub.com/{owner}/{api}/{version}` carries the document's version by SwaggerHub's scheme, and so
// do other mock and hosting services' URLs (Apiary, Postman, Stoplight) and any server described as a mock.
import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(versioning, {
  valid: [
    {
      name: 'the API server carries /v1; the SwaggerHub mock beside it carries the spec version 1.1.0',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: 1.1.0 }
        servers:
          - { url: 'https://api.example.com/v1' }
          - { url: 'https://virtserver.swaggerhub.com/acme/orders/1.1.0', description: SwaggerHub API Auto Mocking }
        paths:
          /users: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'c19qrserver: the only number is the SwaggerHub mock URL’s /1.1, so the API has no version',
      spec: `
        openapi: 3.0.0
        info: { title: QR Code Signin Server, version: '1.1' }
        servers:
          - { url: 'http://c19qrserver.local' }
          - { url: 'https://virtserver.swaggerhub.com/aijaz/QRCodeSigninServer/1.1', description: SwaggerHub API Auto Mocking }
        paths:
          /users: ${R}
      `,
      findings: [
        {
          pointer: '',
          range: '0:0-0:7',
          text: 'openapi',
          message: /^The API has no version; /,
        },
      ],
    },
    {
      name: 'a Postman mock server and a Stoplight mock, described as nothing, are mocks by their host',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '2.0' }
        servers:
          - { url: 'https://4a1b2c3d.mock.pstmn.io/2.0' }
          - { url: 'https://stoplight.io/mocks/acme/orders/2.0' }
        paths:
          /users: ${R}
      `,
      findings: [{ pointer: '', range: '0:0-0:7', text: 'openapi', message: /^The API has no version; / }],
    },
  ],
});
