import { ruleTester } from '../helpers/rule-tester';
import { securityDefined } from '../../../src/core/rules/security-defined';

ruleTester(securityDefined, {
  valid: [
    {
      name: 'Zoho CRM: a scheme defined by a remote `$ref` (not followed) and applied at the root is defined: never "no scheme"',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        security:
          - iam-oauth2-schema: [ZohoCRM.modules.ALL]
        paths:
          /crm/v8/{module}:
            get:
              responses: { '200': { description: ok } }
        components:
          securitySchemes:
            iam-oauth2-schema:
              $ref: 'https://raw.githubusercontent.com/Zohocorp-Pvt-Ltd/crm-oas/refs/heads/main/v8.0/common.json#/components/securitySchemes/iam-oauth2-schema'
      `,
    },
    {
      name: 'stays quiet when a scheme is applied globally',
      spec: `
        openapi: 3.1.0
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
      name: 'stays quiet when only one operation applies a scheme (2.0)',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        securityDefinitions:
          basic: { type: basic }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
            post:
              security: [{ basic: [] }]
              responses: { '201': { description: ok } }
      `,
    },
    {
      name: 'stays quiet for a document with no operations (a components-only file)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        components:
          schemas:
            Book: { type: object }
      `,
    },
  ],
  invalid: [
    {
      name: 'Zoho CRM, unapplied: a remote scheme no operation requires is told as defined but not applied, by its name',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /crm/v8/{module}:
            get:
              responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
        components:
          securitySchemes:
            iam-oauth2-schema:
              $ref: 'https://example.com/common.json#/components/securitySchemes/iam-oauth2-schema'
      `,
      findings: [
        {
          pointer: '/components/securitySchemes',
          range: '7:2-7:17',
          text: 'securitySchemes',
          message:
            'Security schemes are defined (`iam-oauth2-schema`, by a `$ref` not followed) but no operation requires any of them; add a root `security` requirement (e.g. `security: [{iam-oauth2-schema: []}]`) or one on each operation.',
        },
      ],
    },
    {
      name: 'flags a 3.x document with no components at its openapi key',
      // the scheme the fix adds secures the operation, so auth-error-responses now asks for its 401 and 403.
      fixMayAdd: ['auth-error-responses'],
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/openapi',
          range: '0:0-0:7',
          text: 'openapi',
          severity: 'error',
          message: /No security scheme is defined.*components\.securitySchemes.*Bearer/,
        },
      ],
    },
    {
      name: 'flags components without securitySchemes at the components key',
      // the scheme the fix adds secures the operation, so auth-error-responses now asks for its 401 and 403.
      fixMayAdd: ['auth-error-responses'],
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
        components:
          schemas: {}
      `,
      findings: [{ pointer: '/components', range: '6:0-6:10', text: 'components' }],
    },
    {
      name: 'flags an empty securitySchemes map at its key',
      // the scheme the fix adds secures the operation, so auth-error-responses now asks for its 401 and 403.
      fixMayAdd: ['auth-error-responses'],
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
        components:
          securitySchemes: {}
      `,
      findings: [{ pointer: '/components/securitySchemes', range: '7:2-7:17', text: 'securitySchemes' }],
    },
    {
      name: 'flags a 2.0 document with no securityDefinitions at its swagger key',
      // the scheme the fix adds secures the operation, so auth-error-responses now asks for its 401 and 403.
      fixMayAdd: ['auth-error-responses'],
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
      `,
      findings: [{ pointer: '/swagger', range: '0:0-0:7', text: 'swagger', message: /securityDefinitions/ }],
    },
    {
      name: 'flags schemes that no requirement applies, at securitySchemes; the fix requires one globally',
      // the requirement the fix adds secures the operation, so auth-error-responses now asks for its 401 and 403.
      fixMayAdd: ['auth-error-responses'],
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok } }
        components:
          securitySchemes:
            bearerAuth: { type: http, scheme: bearer }
      `,
      findings: [
        {
          pointer: '/components/securitySchemes',
          range: '7:2-7:17',
          text: 'securitySchemes',
          message: /no operation requires any of them.*security: \[\{bearerAuth: \[\]\}\]/,
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/books:
            get:
              responses: { '200': { description: ok }, '401': { $ref: '#/components/responses/Unauthorized' }, '403': { $ref: '#/components/responses/Forbidden' } }
        components:
          securitySchemes:
            bearerAuth: { type: http, scheme: bearer }
          responses:
            Unauthorized:
              description: The credentials are missing or invalid.
              content:
                application/json:
                  schema:
                    $ref: '#/components/schemas/Error'
            Forbidden:
              description: The credentials do not allow this operation.
              content:
                application/json:
                  schema:
                    $ref: '#/components/schemas/Error'
          schemas:
            Error:
              type: object
              required: [code, message]
              properties:
                code:
                  type: string
                  description: A machine-readable error code.
                message:
                  type: string
                  description: What went wrong, for people.
        security:
          - bearerAuth: []
      `,
    },
    {
      name: 'flags an empty root security list at its key when nothing else applies a scheme',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        security: []
        securityDefinitions:
          token: { type: oauth2, flow: application, tokenUrl: 'https://example.com/token', scopes: {} }
        paths:
          /v1/books:
            get:
              security: [{}]
              responses: { '200': { description: ok } }
      `,
      findings: [{ pointer: '/security', range: '2:0-2:8', text: 'security' }],
    },
  ],
});
