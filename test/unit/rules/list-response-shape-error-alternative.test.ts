// A 200 that is one of a wrapped list and an error object (zoho CRM answers `oneOf: [ResponseWrapper, APIException]`,
// reporting some failures in a 200) is a list answer: the error alternative is not the list's shape. Cut from zoho
// CRM's records API, where `/crm/v8/{module_api_name}` lists a module's records (precision round 16, seed 210 #61).
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

const components = `
        components:
          schemas:
            ResponseWrapper: { type: object, properties: { data: { type: array, items: { type: object } }, info: { type: object } } }
            APIException: { type: object, properties: { status: { type: string, enum: [error] }, code: { type: string }, message: { type: string } } }`;

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'zoho CRM: GET /crm/v8/{module_api_name} answers one of its records wrapper and an API exception: a list',
      spec: `
        openapi: 3.0.0
        info: { title: Records, version: v8 }
        paths:
          /crm/v8/{module_api_name}:
            get:
              responses:
                '200':
                  description: OK
                  content: { application/json: { schema: { oneOf: [ { $ref: '#/components/schemas/ResponseWrapper' }, { $ref: '#/components/schemas/APIException' } ] } } }
          /crm/v8/{module_api_name}/{id}:
            get: { responses: { '200': { description: OK } } }${components}
      `,
    },
  ],
  invalid: [
    {
      name: 'One of two single objects is still no list',
      spec: `
        openapi: 3.0.0
        info: { title: Records, version: v8 }
        paths:
          /records:
            get:
              responses:
                '200':
                  description: OK
                  content: { application/json: { schema: { oneOf: [ { $ref: '#/components/schemas/APIException' }, { type: object, properties: { name: { type: string } } } ] } } }
          /records/{id}:
            get: { responses: { '200': { description: OK } } }${components}
      `,
      findings: [
        {
          pointer: '/paths/~1records/get/responses/200/content/application~1json/schema',
          range: '8:41-8:47',
          text: 'schema',
          message:
            'GET /records lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});
