import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

// example-valid tells one cause once (precision round 11): Square's schema examples wrapped in `request_body`
// (seed 128 #12–#25), and Files.com's placeholder `example` on enums (seed 127 #22–#26).
ruleTester(exampleValid, {
  valid: [
    {
      name: 'squareup.com: an unwrapped example that matches its schema is not flagged',
      spec: `
        openapi: 3.0.0
        info: { title: Square Connect API, version: '2.0' }
        paths: {}
        components:
          schemas:
            CreateCustomerGroupRequest:
              type: object
              required: [group]
              properties: { group: { type: object, properties: { name: { type: string } } } }
              example: { group: { name: Loyal Customers } }
      `,
    },
  ],
  invalid: [
    {
      name: 'squareup.com: examples wrapped in `request_body` are one finding naming the wrapper, the others related',
      spec: `
        openapi: 3.0.0
        info: { title: Square Connect API, version: '2.0' }
        paths: {}
        components:
          schemas:
            CreateCustomerGroupRequest:
              type: object
              required: [group]
              properties: { group: { type: object, properties: { name: { type: string } } } }
              example: { request_body: { group: { name: Loyal Customers } } }
            CreateDeviceCodeRequest:
              type: object
              required: [idempotency_key, device_code]
              properties: { idempotency_key: { type: string }, device_code: { type: object } }
              example:
                request_body: { device_code: { name: Counter 1 }, idempotency_key: 01bb00a6 }
                request_params: '?location_id=B5E4484SHHNYH'
            ObtainTokenRequest:
              type: object
              required: [client_id]
              properties: { client_id: { type: string } }
              example: { request_body: { client_id: 42 } }
      `,
      findings: [
        {
          pointer: '/components/schemas/CreateCustomerGroupRequest/example',
          range: '9:6-9:13',
          text: 'example',
          message:
            'This example is wrapped in `request_body`: the value under `request_body` matches its schema, the example itself does not (the required property "group" is missing). Write the value itself as the example, so that docs, mocks and generated clients agree. One other example fails the same way (each example is wrapped in `request_body`: the value under it matches the schema); listed as related.',
          related: [
            { pointer: '/components/schemas/CreateDeviceCodeRequest/example', range: '14:6-14:13', text: 'example' },
          ],
        },
        {
          // The value under the wrapper does not match either: not this cause, told as it fails.
          pointer: '/components/schemas/ObtainTokenRequest/example',
          range: '21:6-21:13',
          text: 'example',
          message:
            'This example does not match its schema: the required property "client_id" is missing. Fix the example or the schema, so that docs, mocks and generated clients agree.',
        },
      ],
      output: null,
    },
    {
      name: 'files.com: the placeholder `example` on enums of different values is one finding, another value its own',
      spec: `
        openapi: 3.0.0
        info: { title: Files.com API, version: '0.0.1' }
        paths: {}
        components:
          schemas:
            AppEntity:
              type: object
              properties:
                folder_behavior_type: { type: string, enum: [webhook, file_expiration], example: example }
                sso_strategy_type: { type: string, enum: [google, auth0, okta], example: example }
            As2IncomingMessageEntity:
              type: object
              properties:
                processing_result: { type: string, enum: [not_started, success], example: example }
                status: { type: string, enum: [open, closed], example: pending }
      `,
      findings: [
        {
          pointer: '/components/schemas/AppEntity/properties/folder_behavior_type/example',
          range: '8:80-8:87',
          text: 'example',
          message:
            'This example does not match its schema: expected one of "webhook", "file_expiration", got "example". Fix the example or the schema, so that docs, mocks and generated clients agree. 2 other examples fail the same way ("example", which is not among the allowed values); listed as related.',
          related: [
            {
              pointer: '/components/schemas/AppEntity/properties/sso_strategy_type/example',
              range: '9:72-9:79',
              text: 'example',
            },
            {
              pointer: '/components/schemas/As2IncomingMessageEntity/properties/processing_result/example',
              range: '13:73-13:80',
              text: 'example',
            },
          ],
        },
        {
          pointer: '/components/schemas/As2IncomingMessageEntity/properties/status/example',
          range: '14:54-14:61',
          text: 'example',
          message:
            'This example does not match its schema: expected one of "open", "closed", got "pending". Fix the example or the schema, so that docs, mocks and generated clients agree.',
        },
      ],
      output: null,
    },
  ],
});
