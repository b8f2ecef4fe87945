// Real cases of auth-error-responses from the blind precision rounds (docs/precision-rounds/seed-110.md #2/#9,
// seed-111.md #1/#4): reference data no credential is denied, and one operation told twice for two statuses.
import { ruleTester } from '../helpers/rule-tester';
import { authErrorResponses } from '../../../src/core/rules/auth-error-responses';

ruleTester(authErrorResponses, {
  valid: [
    {
      // PocketSmith documents 403 on 52 of its 56 operations; its currencies are the same for every user and served
      // read-only, and no operation of theirs documents a 403: nothing to deny, so no 403 is asked there.
      name: "PocketSmith: a family the API serves read-only and never denies (currencies) is reference data: 403 is not asked where the API's own norm documents it elsewhere",
      spec: `
        openapi: 3.0.1
        info: { title: PocketSmith, version: '2.0' }
        security: [{ developerKey: [] }]
        paths:
          /accounts/{id}:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
            put:
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
          /currencies:
            get:
              responses: { '200': { description: ok }, '401': { description: no } }
          /currencies/{id}:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok }, '401': { description: no }, '404': { description: no } }
        components:
          securitySchemes:
            developerKey: { type: apiKey, in: header, name: X-Developer-Key }
      `,
    },
  ],
  invalid: [
    {
      // Beside the reference data, an owner's budget read without 403 still deviates from the API's norm.
      name: 'PocketSmith: a read below an owned member (`/users/{id}/budget`) still gets its 403 finding',
      spec: `
        openapi: 3.0.1
        info: { title: PocketSmith, version: '2.0' }
        security: [{ developerKey: [] }]
        paths:
          /users/{id}:
            put:
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
          /users/{id}/budget:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses: { '200': { description: ok }, '401': { description: no } }
          /accounts/{id}:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
          /currencies:
            get:
              responses: { '200': { description: ok }, '401': { description: no } }
        components:
          securitySchemes:
            developerKey: { type: apiKey, in: header, name: X-Developer-Key }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{id}~1budget/get/responses',
          range: '11:6-11:15',
          text: 'responses',
          message:
            'GET /users/{id}/budget requires credentials but documents no 403 response; add a 403 response for valid credentials without permission.',
        },
      ],
    },
    {
      // LambdaTest documents 403 on 4 of its 9 operations: below the norm, one finding lists every operation,
      // its read-only lists of devices and resolutions too.
      name: 'LambdaTest: below the norm, the one API-level finding still lists the reference reads',
      spec: `
        openapi: 3.0.0
        info: { title: LambdaTest Screenshots, version: 1.0.0 }
        security: [{ basicAuth: [] }]
        paths:
          /devices:
            get:
              responses: { '200': { description: ok }, '401': { description: no } }
          /resolutions:
            get:
              responses: { '200': { description: ok }, '401': { description: no } }
          /{test_id}:
            get:
              parameters: [{ name: test_id, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
        components:
          securitySchemes:
            basicAuth: { type: http, scheme: basic }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '3:0-3:5',
          text: 'paths',
          message: /^403 is documented on 1 of 3 secured operations;/,
          related: [
            {
              pointer: '/paths/~1devices/get/responses',
              range: '6:6-6:15',
              text: 'responses',
              message: 'GET /devices',
            },
            {
              pointer: '/paths/~1resolutions/get/responses',
              range: '9:6-9:15',
              text: 'responses',
              message: 'GET /resolutions',
            },
          ],
        },
      ],
    },
    {
      // YNAB documents `default` on most operations; the import documents neither 401 nor 403: one gap, one finding.
      name: 'YNAB: an operation that lacks both 401 and 403 gets one finding naming both',
      spec: `
        openapi: 3.0.0
        info: { title: YNAB API Endpoints, version: 1.0.0 }
        security: [{ bearer: [] }]
        paths:
          /budgets:
            get:
              responses: { '200': { description: ok }, default: { description: error } }
          /budgets/{budget_id}:
            get:
              parameters: [{ name: budget_id, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok }, default: { description: error } }
          /budgets/{budget_id}/transactions/import:
            post:
              parameters: [{ name: budget_id, in: path, required: true, schema: { type: string } }]
              responses: { '201': { description: imported }, '400': { description: bad } }
        components:
          securitySchemes:
            bearer: { type: http, scheme: bearer }
      `,
      findings: [
        {
          pointer: '/paths/~1budgets~1{budget_id}~1transactions~1import/post/responses',
          range: '14:6-14:15',
          text: 'responses',
          message:
            'POST /budgets/{budget_id}/transactions/import requires credentials but documents no 401 and no 403 response; add a 401 response for missing or invalid credentials and a 403 response for valid credentials without permission.',
        },
      ],
    },
    {
      // When neither status is the API's norm, the two gaps are one finding for the API, not two at `/paths`.
      name: 'one API-level finding names both statuses when neither is the norm',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        security: [{ bearer: [] }]
        paths:
          /budgets:
            get:
              responses: { '200': { description: ok } }
          /budgets/{budget_id}:
            get:
              parameters: [{ name: budget_id, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok }, '403': { description: no } }
          /budgets/{budget_id}/accounts:
            get:
              parameters: [{ name: budget_id, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok } }
        components:
          securitySchemes:
            bearer: { type: http, scheme: bearer }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '3:0-3:5',
          text: 'paths',
          message:
            '401 and 403 are each documented on fewer than half of the secured operations (401 on 0 of 3, 403 on 1 of 3); add a 401 response for missing or invalid credentials and a 403 response for valid credentials without permission to each operation listed as related, for instance shared responses referenced from each.',
          related: [
            {
              pointer: '/paths/~1budgets/get/responses',
              range: '6:6-6:15',
              text: 'responses',
              message: 'GET /budgets: no 401, no 403',
            },
            {
              pointer: '/paths/~1budgets~1{budget_id}/get/responses',
              range: '10:6-10:15',
              text: 'responses',
              message: 'GET /budgets/{budget_id}: no 401',
            },
            {
              pointer: '/paths/~1budgets~1{budget_id}~1accounts/get/responses',
              range: '14:6-14:15',
              text: 'responses',
              message: 'GET /budgets/{budget_id}/accounts: no 401, no 403',
            },
          ],
        },
      ],
    },
  ],
});
