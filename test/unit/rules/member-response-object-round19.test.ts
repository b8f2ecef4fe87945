import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

ruleTester(memberResponseObject, {
  valid: [
    {
      name: 'OpenHospital: a check answering a boolean and a count answering an integer compute a fact, they read no member',
      spec: `
        openapi: 3.0.1
        info: { title: OH 2.0 Rest API, version: 0.1.0 }
        paths:
          /wards/{code}:
            get:
              operationId: getWard
              parameters: [{ name: code, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/WardDTO' } } } } }
          /medstockmovementtypes/check/{code}:
            get:
              operationId: isCodeUsed
              parameters: [{ name: code, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: OK, content: { application/json: { schema: { type: boolean } } } } }
          /wards/occupation/{code}:
            get:
              operationId: getCurrentOccupation
              parameters: [{ name: code, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: OK, content: { application/json: { schema: { type: integer, format: int32 } } } } }
          /pricelists/duplicate/byfactor/{id}:
            get:
              operationId: copyByFactorAndStep
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses: { '200': { description: OK, content: { application/json: { schema: { type: boolean, nullable: true } } } } }
        components:
          schemas:
            WardDTO: { type: object, properties: { code: { type: string } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a member read answering a bare string (an enum) is still flagged: a string may be the member misdeclared',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /songs/{id}:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: string, enum: [Original, Cover] } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1songs~1{id}/get/responses/200/content/application~1json/schema',
          range: '6:65-6:71',
          text: 'schema',
          message:
            'GET /songs/{id} reads one member, but its 200 application/json body is a string; reading a member returns it as a JSON object (§4).',
        },
      ],
    },
    {
      name: 'a member read answering a number or a string still reads one member',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /songs/{id}:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: [integer, string] } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1songs~1{id}/get/responses/200/content/application~1json/schema',
          range: '6:65-6:71',
          text: 'schema',
          message:
            'GET /songs/{id} reads one member, but its 200 application/json body is an integer or a string; reading a member returns it as a JSON object (§4).',
        },
      ],
    },
  ],
});
