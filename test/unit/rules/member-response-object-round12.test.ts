// Round 12 of the blind precision loop (GitHub pool seeds 201-203): what is not the read of one member.
import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

ruleTester(memberResponseObject, {
  valid: [
    {
      name: 'Exoscale: `{id}` whose GET answers an array and is called `list-sks-cluster-deprecated-resources` scopes a list',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /sks-cluster-deprecated-resources/{id}:
            get:
              operationId: list-sks-cluster-deprecated-resources
              summary: Resources that are scheduled to be removed in future kubernetes releases
              parameters:
                - { in: path, required: true, name: id, schema: { type: string, format: uuid } }
              responses:
                '200':
                  description: '200'
                  content:
                    application/json:
                      schema: { type: array, items: { type: object, properties: { group: { type: string }, version: { type: string } } } }
      `,
    },
    {
      name: 'NGINX Unit: `/config/listeners/{name}/tls/certificate/{arrayIndex}` is a string node of the `/config` document, read and written whole',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /config:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object, properties: { listeners: { type: object }, routes: { type: object } } } } } }
          /config/listeners/{listenerName}/tls/certificate/{arrayIndex}:
            parameters:
              - { in: path, name: listenerName, required: true, schema: { type: string } }
              - { in: path, name: arrayIndex, required: true, schema: { type: integer } }
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: string } } } }
            put:
              requestBody: { required: true, content: { application/json: { schema: { type: string } } } }
              responses: { '200': { description: OK } }
      `,
    },
    {
      name: 'Homebox: a location label declared `application/json` with a string schema is the PNG its response names, a download',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /v1/labelmaker/location/{id}:
            get:
              parameters:
                - { name: id, in: path, required: true, schema: { type: string } }
              responses:
                '200': { description: image/png, content: { application/json: { schema: { type: string } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a member whose ancestor answers no such property, and whose answer names no file, still answers a string',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /config:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object, properties: { routes: { type: object } } } } } }
          /config/listeners/{listenerName}:
            get:
              parameters:
                - { in: path, name: listenerName, required: true, schema: { type: string } }
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: string } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1config~1listeners~1{listenerName}/get/responses/200/content/application~1json/schema',
          range: '12:65-12:71',
          text: 'schema',
        },
      ],
    },
  ],
});
