import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

// example-valid reports one finding per cause: examples that fail the same way are one finding, at the first, with
// the others related (precision review, round 2: one cause was told per parameter or property).
ruleTester(exampleValid, {
  valid: [
    {
      name: 'a date example on every `format: date` filter is not flagged (the grouping reports no match)',
      spec: `
        openapi: 3.0.3
        info: { title: Events, version: '1' }
        paths:
          /events:
            get:
              parameters:
                - { name: since, in: query, schema: { type: string, format: date }, example: '2024-01-01' }
                - { name: until, in: query, schema: { type: string, format: date }, example: '2024-02-01' }
              responses:
                '200': { description: ok }
      `,
    },
  ],
  invalid: [
    {
      // clicksend.com (seed 112 #17–#23): numeric path ids written as quoted strings, each value its own finding;
      // shipengine.com (seed 114 #19, #20): numbers where the schema says string. One habit each, whatever the value.
      name: 'clicksend.com: quoted numeric ids on number parameters are one finding whatever the value; numbers on strings another',
      spec: `
        openapi: 3.0.0
        info: { title: ClickSend, version: 3.1.0 }
        paths:
          /sms/email-sms/{email_address_id}:
            get:
              parameters:
                - { name: email_address_id, in: path, required: true, schema: { type: number }, example: '113' }
              responses: { '200': { description: ok } }
          /lists/{list_id}:
            delete:
              parameters:
                - { name: list_id, in: path, required: true, schema: { type: number }, example: '442' }
              responses: { '200': { description: ok } }
          /automations/sms/receipts/{receipt_rule_id}:
            get:
              parameters:
                - { name: receipt_rule_id, in: path, required: true, schema: { type: number }, example: '2' }
              responses: { '200': { description: ok } }
        components:
          schemas:
            connect_apc_request_body: { type: object, properties: { password: { type: string, example: 12345 } } }
            tracking_information: { type: object, properties: { carrier_status_code: { type: string, example: 1 } } }
      `,
      findings: [
        {
          pointer: '/paths/~1sms~1email-sms~1{email_address_id}/get/parameters/0/example',
          range: '6:88-6:95',
          text: 'example',
          message:
            'The example of the path parameter `email_address_id` of GET /sms/email-sms/{email_address_id} does not match its schema: expected a number, got the string "113". Fix the example or the schema, so that docs, mocks and generated clients agree. 2 other examples fail the same way (numbers written as strings where the schema wants numbers); listed as related.',
          related: [
            { pointer: '/paths/~1lists~1{list_id}/delete/parameters/0/example', range: '11:79-11:86', text: 'example' },
            {
              pointer: '/paths/~1automations~1sms~1receipts~1{receipt_rule_id}/get/parameters/0/example',
              range: '16:87-16:94',
              text: 'example',
            },
          ],
        },
        {
          pointer: '/components/schemas/connect_apc_request_body/properties/password/example',
          range: '20:86-20:93',
          text: 'example',
          message:
            /expected a string, got the number 12345\. .* One other example fails the same way \(expected a string, got a number\); listed as related\.$/,
          related: [
            {
              pointer: '/components/schemas/tracking_information/properties/carrier_status_code/example',
              range: '21:93-21:100',
              text: 'example',
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: 'a date-time example on each `format: date` filter (different values) is one finding, with the others related',
      spec: `
        openapi: 3.0.3
        info: { title: Events, version: '1' }
        paths:
          /events:
            get:
              parameters:
                - { name: since, in: query, schema: { type: string, format: date }, example: '2024-01-01T00:00:00Z' }
                - { name: until, in: query, schema: { type: string, format: date }, example: '2024-02-01T12:30:00Z' }
              responses:
                '200': { description: ok }
          /audits:
            get:
              parameters:
                - { name: after, in: query, schema: { type: string, format: date }, example: '2023-12-31T23:59:59+01:00' }
              responses:
                '200': { description: ok }
      `,
      findings: [
        {
          pointer: '/paths/~1events/get/parameters/0/example',
          range: '6:76-6:83',
          text: 'example',
          message:
            'The example of the query parameter `since` of GET /events does not match its schema: the string "2024-01-01T00:00:00Z" is not a valid date. Fix the example or the schema, so that docs, mocks and generated clients agree. 2 other examples fail the same way (a date-time where the format is date); listed as related.',
          related: [
            { pointer: '/paths/~1events/get/parameters/1/example', range: '7:76-7:83', text: 'example' },
            { pointer: '/paths/~1audits/get/parameters/0/example', range: '13:76-13:83', text: 'example' },
          ],
        },
      ],
      output: null,
    },
    {
      name: 'a generated placeholder repeated on `format: uuid` properties is one finding; a different mistake is its own',
      spec: `
        openapi: 3.0.3
        info: { title: Orders, version: '1' }
        paths:
          /orders:
            get:
              responses:
                '200': { description: ok }
        components:
          schemas:
            Order:
              type: object
              properties:
                id: { type: string, format: uuid, example: string }
                customerId: { type: string, format: uuid, example: string }
                total: { type: integer, example: ten }
      `,
      findings: [
        {
          pointer: '/components/schemas/Order/properties/id/example',
          range: '12:42-12:49',
          text: 'example',
          message:
            'This example does not match its schema: the string "string" is not a valid uuid. Fix the example or the schema, so that docs, mocks and generated clients agree. One other example fails the same way (the string "string" where the format is uuid); listed as related.',
          related: [
            {
              pointer: '/components/schemas/Order/properties/customerId/example',
              range: '13:50-13:57',
              text: 'example',
            },
          ],
        },
        {
          pointer: '/components/schemas/Order/properties/total/example',
          range: '14:32-14:39',
          text: 'example',
          message:
            'This example does not match its schema: expected an integer, got the string "ten". Fix the example or the schema, so that docs, mocks and generated clients agree.',
        },
      ],
      output: null,
    },
  ],
});
