// Real cases of bad-request-response from the blind precision rounds (docs/precision-rounds/seed-111.md #9, #11,
// #12): a 400 asked where no input can be malformed.
import { ruleTester } from '../helpers/rule-tester';
import { badRequestResponse } from '../../../src/core/rules/bad-request-response';

/** LaunchDarkly documents 400 on most operations that take input: these are its writes. */
const NORM = `
          /projects:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: created }, '400': { description: bad } }
          /members:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: created }, '400': { description: bad } }
          /roles:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: created }, '400': { description: bad } }
          /webhooks:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: created }, '400': { description: bad } }`;

ruleTester(badRequestResponse, {
  valid: [
    {
      name: 'LaunchDarkly: optional free-text filters (`tag`, an `env` list of strings) and a deprecated, ignored `expiry` are nothing a client can malform',
      spec: `
        openapi: 3.0.0
        info: { title: LaunchDarkly REST API, version: '5.3.0' }
        paths:${NORM}
          /segments/{projectKey}/{environmentKey}:
            get:
              parameters:
                - { name: projectKey, in: path, required: true, schema: { type: string } }
                - { name: environmentKey, in: path, required: true, schema: { type: string } }
                - { name: tag, in: query, required: false, description: Filter by tag., schema: { type: string } }
              responses: { '200': { description: ok } }
          /flags/{projectKey}/{featureFlagKey}:
            get:
              parameters:
                - { name: projectKey, in: path, required: true, schema: { type: string } }
                - { name: featureFlagKey, in: path, required: true, schema: { type: string } }
                - name: env
                  in: query
                  explode: true
                  schema: { type: array, items: { type: string } }
              responses: { '200': { description: ok } }
          /projects/{projectKey}/environments/{environmentKey}/mobileKey:
            post:
              parameters:
                - { name: projectKey, in: path, required: true, schema: { type: string } }
                - { name: environmentKey, in: path, required: true, schema: { type: string } }
                - name: expiry
                  in: query
                  required: false
                  description: The expiry parameter is deprecated for this endpoint, so the old mobile key will always expire immediately.
                  schema: { type: integer, format: int64 }
              responses: { '200': { description: ok } }
      `,
    },
  ],
  invalid: [
    {
      name: 'LaunchDarkly: a number, a required string or a constrained string can be malformed, and each still gets its finding',
      spec: `
        openapi: 3.0.0
        info: { title: LaunchDarkly REST API, version: '5.3.0' }
        paths:${NORM}
          /members/{id}:
            get:
              parameters:
                - { name: id, in: path, required: true, schema: { type: string } }
                - { name: limit, in: query, schema: { type: number } }
              responses: { '200': { description: ok } }
          /user-search:
            get:
              parameters:
                - { name: q, in: query, required: true, schema: { type: string } }
              responses: { '200': { description: ok } }
          /auditlog:
            get:
              parameters:
                - { name: spec, in: query, schema: { type: string, enum: [a, b] } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        { pointer: '/paths/~1members~1{id}/get/responses', range: '24:6-24:15', text: 'responses' },
        { pointer: '/paths/~1user-search/get/responses', range: '29:6-29:15', text: 'responses' },
        { pointer: '/paths/~1auditlog/get/responses', range: '34:6-34:15', text: 'responses' },
      ],
      // Adding a 400 to one operation and not the others keeps the others' findings.
      fixMayAdd: [],
    },
    {
      name: 'Yodlee and BritBox: a string from a vocabulary (`include`, whose note deprecates one of its values) or one whose description says what is valid (`lang`) can be malformed',
      spec: `
        openapi: 3.0.1
        info: { title: Yodlee Core APIs, version: 1.1.0 }
        paths:${NORM}
          /accounts/{accountId}:
            get:
              parameters:
                - { name: accountId, in: path, required: true, schema: { type: integer } }
                - name: include
                  in: query
                  description: 'profile, holder, fullAccountNumber<br><b>Note:</b>fullAccountNumber is deprecated and is replaced with fullAccountNumberList.'
                  schema: { type: string }
              responses: { '200': { description: ok } }
          /itv/subscription/status/{platform}:
            get:
              parameters:
                - { name: platform, in: path, required: true, schema: { type: string } }
                - name: q
                  in: query
                  description: Parameter value should be a valid 2 letter language code such as en.
                  schema: { type: string }
              responses: { '200': { description: ok } }
      `,
      findings: [
        { pointer: '/paths/~1accounts~1{accountId}/get/responses', range: '27:6-27:15', text: 'responses' },
        {
          pointer: '/paths/~1itv~1subscription~1status~1{platform}/get/responses',
          range: '36:6-36:15',
          text: 'responses',
        },
      ],
      fixMayAdd: [],
    },
    {
      // id4i documents 400 on 37 of its 77 operations that take input: the norm is judged on all of them, so leaving
      // out the free-text ones does not turn one API-level finding into a deviation per operation.
      name: 'id4i: the norm counts every operation that takes input; the API-level finding counts and lists only those a client can malform',
      spec: `
        openapi: 3.0.0
        info: { title: ID4i API, version: 0.9.0 }
        paths:
          /api/v1/collections:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: created }, '400': { description: bad } }
            get:
              parameters: [{ name: organizationId, in: query, schema: { type: string } }]
              responses: { '200': { description: ok } }
          /api/v1/apikeys:
            get:
              parameters: [{ name: organizationId, in: query, schema: { type: string } }]
              responses: { '200': { description: ok } }
          /api/v1/billing:
            get:
              parameters: [{ name: limit, in: query, schema: { type: integer, format: int32 } }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^400 is documented on 1 of 2 operations that take input a client can get wrong/,
          related: [
            {
              pointer: '/paths/~1api~1v1~1billing/get/responses',
              range: '17:6-17:15',
              text: 'responses',
              message: 'GET /api/v1/billing',
            },
          ],
        },
      ],
    },
  ],
});
