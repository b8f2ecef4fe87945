// Round 19 of the precision review (seed 215 #28; 216 #35; 217 #33, #34): one game offered as text or JSON, a multimap
// of tags and the installation's one hospital are documents, no lists to wrap; an untyped `data` has no shape to judge.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

const HOSPITAL = `
        components:
          schemas:
            HospitalDTO: { type: object, properties: { code: { type: string }, description: { type: string } } }
`;

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'Lichess: GET /game/export/{gameId} answers one game, a PGN string or its JSON object',
      spec: `
        openapi: 3.1.0
        info: { title: Lichess.org API reference, version: 2.0.0 }
        paths:
          /game/export/{gameId}:
            get:
              operationId: gamePgn
              summary: Export one game
              parameters: [{ in: path, name: gameId, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: The game representation.
                  content:
                    application/json:
                      schema: { oneOf: [{ $ref: '#/components/schemas/GamePgn' }, { $ref: '#/components/schemas/GameJson' }] }
        components:
          schemas:
            GamePgn: { type: string }
            GameJson: { type: object, properties: { id: { type: string }, rated: { type: boolean } } }
      `,
    },
    {
      name: 'Testkube: GET /test-workflows/{id}/tags answers a multimap of tag keys to values, one document',
      spec: `
        openapi: 3.0.1
        info: { title: Testkube API, version: 1.0.0 }
        paths:
          /test-workflows/{id}/tags:
            get:
              operationId: listTestWorkflowTagsByTestWorkflow
              parameters: [{ in: path, name: id, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: successful list operation
                  content:
                    application/json:
                      schema: { type: object, additionalProperties: { type: array, items: { type: string } } }
      `,
    },
    {
      name: "OpenHospital: GET /hospitals (getHospital) answers the installation's one hospital, the schema its member takes",
      spec: `
        openapi: 3.0.1
        info: { title: OH 2.0 Rest API, version: 0.1.0 }
        paths:
          /hospitals/{code}:
            put:
              operationId: updateHospital
              parameters: [{ in: path, name: code, required: true, schema: { type: string } }]
              requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/HospitalDTO' } } } }
              responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/HospitalDTO' } } } } }
          /hospitals:
            get:
              operationId: getHospital
              responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/HospitalDTO' } } } } }
${HOSPITAL}`,
    },
    {
      name: 'Cosmos: a shared `{status, data}` envelope whose `data` is untyped may hold the page itself: no shape to judge',
      spec: `
        openapi: 3.0.1
        info: { title: Cosmos API, version: '1' }
        paths:
          /api/constellation/deployments:
            get:
              responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/utils.APIResponse' } } } } }
          /api/constellation/deployments/{id}: { get: { responses: { '200': { description: OK } } } }
        components:
          schemas:
            utils.APIResponse: { type: object, properties: { data: {}, status: { type: string } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a `{status, data}` envelope whose `data` is a typed object still lacks `pagination`',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /api/routes:
            get:
              responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/Answer' } } } } }
          /api/routes/{id}: { get: { responses: { '200': { description: OK } } } }
        components:
          schemas:
            Answer: { type: object, properties: { data: { type: object, properties: { name: { type: string } } }, status: { type: string } } }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1routes/get/responses/200/content/application~1json/schema',
          range: '5:76-5:82',
          text: 'schema',
          message:
            'GET /api/routes lists a collection, but its 200 application/json body is an object without `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
    {
      name: 'a collection GET named after the collection, answering its member schema, still lists',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /hospitals/{code}:
            put:
              requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/HospitalDTO' } } } }
              responses: { '204': { description: OK } }
          /hospitals:
            get:
              operationId: getHospitals
              responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/HospitalDTO' } } } } }
${HOSPITAL}`,
      findings: [
        {
          pointer: '/paths/~1hospitals/get/responses/200/content/application~1json/schema',
          range: '10:76-10:82',
          text: 'schema',
          message:
            'GET /hospitals lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
    {
      name: 'a paged collection GET answering one member schema still lists (Meraki\'s "List the clients")',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /hospitals/{code}:
            put:
              requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/HospitalDTO' } } } }
              responses: { '204': { description: OK } }
          /hospitals:
            get:
              operationId: getHospital
              parameters: [{ in: query, name: perPage, schema: { type: integer } }]
              responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/HospitalDTO' } } } } }
${HOSPITAL}`,
      findings: [
        {
          pointer: '/paths/~1hospitals/get/responses/200/content/application~1json/schema',
          range: '11:76-11:82',
          text: 'schema',
          message:
            'GET /hospitals lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});
