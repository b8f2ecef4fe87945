// A property a closed schema does not declare fails every example the same way, whichever property it is: one cause,
// told once (round 19, seed 215 #16, #17). Cut from Eclipse Hono's device registry (eclipse-hono/hono device-registry-v1.yaml): its
// credentials are `additionalProperties: false` beside the `allOf` that declares them, so the request's and the
// response's examples of `CredentialsSet` both fail, each with its own properties.
import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

/** Hono's credentials, cut down: a PUT and a GET of `CredentialsSet`, the schema written as `schema`. */
const hono = (schema: string, change = '[{ kind: hashed-password, secrets: [{ pwd-plain: s3cr3t }] }]') => `
  openapi: 3.0.1
  info: { title: Eclipse Hono Device Registry API, version: 1.13.0 }
  paths:
    /credentials/{deviceId}:
      parameters: [{ name: deviceId, in: path, required: true, schema: { type: string } }]
      get:
        responses:
          '200':
            description: OK
            content:
              application/json:
                schema: ${schema}
                examples:
                  meta-data: { value: [{ type: hashed-password, secrets: [{ id: a1 }] }] }
      put:
        requestBody:
          content:
            application/json:
              schema: ${schema}
              examples:
                change-password: { value: ${change} }
        responses: { '204': { description: Updated } }
  components:
    schemas:
      CredentialsSet:
        type: array
        items: { $ref: '#/components/schemas/TypedCredentials' }
      TypedCredentials:
        type: object
        additionalProperties: false
        allOf: [{ type: object, properties: { type: { type: string }, secrets: { type: array, items: { type: object } } } }]
`;

ruleTester(exampleValid, {
  valid: [],
  invalid: [
    {
      name: "Eclipse Hono: the request's and the response's examples of one closed shared schema are one finding",
      spec: hono("{ $ref: '#/components/schemas/CredentialsSet' }"),
      findings: [
        {
          pointer:
            '/paths/~1credentials~1{deviceId}/get/responses/200/content/application~1json/examples/meta-data/value/0/type',
          range: '13:39-13:43',
          text: 'type',
          message:
            /^The examples\.meta-data of the 200 response of GET \/credentials\/\{deviceId\} does not match its schema: .* One other example fails the same way \(a property not declared where additionalProperties is false\); listed as related\.$/,
          related: [
            {
              pointer:
                '/paths/~1credentials~1{deviceId}/put/requestBody/content/application~1json/examples/change-password/value/0/kind',
              range: '20:43-20:47',
              text: 'kind',
            },
          ],
        },
      ],
    },
    {
      name: 'an example that fails another way is its own finding',
      spec: hono("{ $ref: '#/components/schemas/CredentialsSet' }", '[{ type: 5 }]'),
      findings: [
        {
          pointer:
            '/paths/~1credentials~1{deviceId}/get/responses/200/content/application~1json/examples/meta-data/value/0/type',
          range: '13:39-13:43',
          text: 'type',
        },
        {
          pointer:
            '/paths/~1credentials~1{deviceId}/put/requestBody/content/application~1json/examples/change-password/value/0/type',
          range: '20:43-20:47',
          text: 'type',
          message: /expected a string, got the number 5/,
        },
      ],
    },
  ],
});
