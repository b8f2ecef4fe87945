// A path written as one thing and not read as a list, with a pointer into it below, is one JSON document: Eclipse
// Ditto's `/things/{thingId}/attributes` (an arbitrary JSON object) beside `…/attributes/{attributePath}`; a merge
// PATCH on it is right (precision round 16, seed 210 #80 WRONG). A list of files beside `/files/{filePath}` is still
// a collection, and PUT on it a bulk write.
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const BODY = 'requestBody: { content: { application/merge-patch+json: { schema: { type: object } } } }';
const OBJ = "responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";
const LIST =
  "responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }";
const DONE = "responses: { '204': { description: done } }";

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'Eclipse Ditto: PATCH /api/2/things/{thingId}/attributes merges into one JSON object',
      spec: `
        openapi: 3.0.0
        info: { title: Ditto, version: '2' }
        paths:
          /api/2/things/{thingId}/attributes:
            get: { ${OBJ} }
            put: { ${BODY}, ${DONE} }
            patch: { ${BODY}, ${DONE} }
            delete: { ${DONE} }
          /api/2/things/{thingId}/attributes/{attributePath}:
            get: { ${OBJ} }
            put: { ${BODY}, ${DONE} }
            patch: { ${BODY}, ${DONE} }
            delete: { ${DONE} }
      `,
    },
  ],
  invalid: [
    {
      name: 'PUT on a list of files beside /files/{filePath} is still a bulk write',
      spec: `
        openapi: 3.0.0
        info: { title: Files, version: '1' }
        paths:
          /files:
            get: { ${LIST} }
            put: { ${BODY}, ${DONE} }
          /files/{filePath}:
            get: { ${OBJ} }
      `,
      findings: [
        {
          pointer: '/paths/~1files/put',
          range: '5:4-5:7',
          text: 'put',
          message:
            'PUT on the collection `/files` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/files/{filePath}`.',
        },
      ],
    },
  ],
});
