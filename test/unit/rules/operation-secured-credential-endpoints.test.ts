import { ruleTester } from '../helpers/rule-tester';
import { operationSecured } from '../../../src/core/rules/operation-secured';

/**
 * An endpoint whose job is to hand out credentials (log in, sign up, register an account, reset a forgotten password)
 * is public by nature, like OAuth 2.0's token endpoint: it is not asked to say `security: []`. Cut from ZincSearch
 * (`POST /api/login` the one operation without a scheme; round 12, seed 203 #49 NOISE) and Homebox (login, register,
 * forgot- and reset-password beside secured operations).
 */
ruleTester(operationSecured, {
  valid: [
    {
      name: 'ZincSearch: POST /api/login is public by nature beside secured operations',
      spec: `
        swagger: '2.0'
        info: { title: Zinc Search engine API, version: 1.0.0 }
        basePath: /
        securityDefinitions:
          BasicAuth: { type: basic }
        paths:
          /api/login:
            post:
              summary: Login
              responses: { '200': { description: OK } }
          /api/index:
            get:
              security: [{ BasicAuth: [] }]
              responses: { '200': { description: OK } }
          /api/user:
            get:
              security: [{ BasicAuth: [] }]
              responses: { '200': { description: OK } }
      `,
    },
    {
      name: 'Homebox: login, register, forgot-password and reset-password are public by nature',
      spec: `
        openapi: 3.0.0
        info: { title: Homebox, version: '1.0' }
        components:
          securitySchemes:
            Bearer: { type: apiKey, in: header, name: Authorization }
        paths:
          /v1/users/login:
            post: { responses: { '200': { description: OK } } }
          /v1/users/register:
            post: { responses: { '204': { description: OK } } }
          /v1/users/forgot-password:
            post: { responses: { '204': { description: OK } } }
          /v1/users/reset-password:
            post: { responses: { '204': { description: OK } } }
          /v1/items:
            get:
              security: [{ Bearer: [] }]
              responses: { '200': { description: OK } }
          /v1/labels:
            get:
              security: [{ Bearer: [] }]
              responses: { '200': { description: OK } }
      `,
    },
  ],
  invalid: [
    {
      name: 'registering a device is not getting credentials: still asked',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        components:
          securitySchemes:
            Bearer: { type: http, scheme: bearer }
        paths:
          /devices/register:
            post: { responses: { '204': { description: OK } } }
          /items:
            get:
              security: [{ Bearer: [] }]
              responses: { '200': { description: OK } }
          /labels:
            get:
              security: [{ Bearer: [] }]
              responses: { '200': { description: OK } }
      `,
      findings: [
        {
          pointer: '/paths/~1devices~1register/post',
          range: '7:4-7:8',
          text: 'post',
          message: /^No security applies to POST \/devices\/register/,
        },
      ],
    },
  ],
});
