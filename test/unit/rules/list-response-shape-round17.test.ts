// Round 17 of the precision review (seed 212 #37, #38, #40; 213 #34): one member read by either of two ids, and free-form
// objects that are one document (a dictionary by key, credentials shown as one object, a map of maps) are no lists to wrap.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'StackStorm: GET /policytypes/{ref_or_id} reads one policy type by its ref or its id',
      spec: `
        swagger: '2.0'
        info: { title: StackStorm API, version: v1 }
        paths:
          /api/v1/policytypes:
            get:
              description: Returns a list of all the policy types.
              responses:
                '200':
                  description: List of policy types
                  schema: { type: array, items: { $ref: '#/definitions/PolicyTypeList' } }
          /api/v1/policytypes/{ref_or_id}:
            get:
              description: Returns a policy types based on id.
              parameters:
                - { name: ref_or_id, in: path, description: Entity reference or id., type: string, required: true }
              responses:
                '200':
                  description: Specific policy type.
                  schema: { $ref: '#/definitions/PolicyTypeList' }
        definitions:
          PolicyTypeList: { type: object }
      `,
    },
    {
      name: 'StackStorm: GET /rbac/permission_types answers a dictionary of permission types by resource type',
      spec: `
        swagger: '2.0'
        info: { title: StackStorm API, version: v1 }
        paths:
          /api/v1/rbac/permission_types:
            get:
              description: Returns a list of all permission types.
              responses:
                '200':
                  description: Dictionary of permission types by resource types.
                  schema: { type: object }
          /api/v1/rbac/permission_types/{resource_type}:
            get:
              parameters:
                - { name: resource_type, in: path, type: string, required: true }
              responses:
                '200':
                  description: List of permission types.
                  schema: { type: object }
      `,
    },
    {
      name: 'Cloud Foundry: GET /service_instances/{guid}/credentials answers one key/value document, as its example shows',
      spec: `
        openapi: 3.0.0
        info: { title: Cloud Foundry V3 API, version: 3.0.0 }
        paths:
          /v3/service_instances/{guid}/credentials:
            get:
              summary: Get credentials for a user-provided service instance
              parameters:
                - { name: guid, in: path, required: true, schema: { type: string } }
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema: { type: object }
                      examples:
                        default:
                          summary: default
                          value: { username: my-username, password: super-secret, other: credential }
      `,
    },
    {
      name: 'Socket: GET /orgs/{org_slug}/supported-files answers glob patterns by ecosystem and file name, one map of maps',
      spec: `
        openapi: 3.0.0
        info: { title: Socket API, version: '0' }
        paths:
          /orgs/{org_slug}/supported-files:
            get:
              parameters:
                - { name: org_slug, in: path, required: true, schema: { type: string } }
              responses:
                '200':
                  description: Glob patterns used to match supported files
                  content:
                    application/json:
                      schema:
                        type: object
                        properties: {}
                        additionalProperties:
                          type: object
                          properties: {}
                          additionalProperties:
                            type: object
                            additionalProperties: false
                            required: [pattern]
                            properties:
                              pattern: { type: string, default: '' }
      `,
    },
  ],
  invalid: [
    {
      name: 'a bare object whose example holds an array under a plural path is still a list left undeclared',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /clients:
            get:
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema: { type: object }
                      example: { clients: [{ id: a }], count: 1 }
      `,
      findings: [
        {
          pointer: '/paths/~1clients/get/responses/200/content/application~1json/schema',
          range: '10:14-10:20',
          text: 'schema',
          message:
            'GET /clients lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});
