// Writes that need no body (precision round 13, seeds 204 #11, 206 #9 and #10): cut from Trilium's ETAPI, Together's
// and Focalboard's specs.
import { ruleTester } from '../helpers/rule-tester';
import { bodyRequired } from '../../../src/core/rules/body-required';

ruleTester(bodyRequired, {
  valid: [
    {
      name: 'Trilium: PUT /backup/{backupName} makes a database backup under that name; the server has all it needs',
      spec: `
        openapi: 3.0.0
        info: { title: ETAPI, version: 1.0.0 }
        paths:
          /backup/{backupName}:
            parameters: [{ name: backupName, in: path, required: true, schema: { type: string } }]
            put:
              description: Create a database backup under a given name
              operationId: createBackup
              responses: { '204': { description: backup has been created } }
      `,
    },
    {
      name: 'Together: POST …/operations/inference-checkpoint saves the current state of the session as a checkpoint',
      spec: `
        openapi: 3.1.0
        info: { title: Together APIs, version: 2.0.0 }
        paths:
          /rl/training-sessions/{session_id}/operations/inference-checkpoint:
            post:
              summary: Create inference checkpoint
              operationId: createInferenceCheckpoint
              parameters: [{ name: session_id, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: Inference checkpoint operation details, content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
          /rl/training-sessions/{session_id}/operations/inference-checkpoint/{operation_id}:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } } }
      `,
    },
    {
      name: 'Focalboard: POST /users named getUsersList reads users in bulk; it creates none',
      spec: `
        swagger: '2.0'
        info: { title: Focalboard Server, version: 2.0.0 }
        paths:
          /users:
            post:
              description: Returns a user[]
              operationId: getUsersList
              produces: [application/json]
              responses:
                '200': { description: success, schema: { type: object, properties: { id: { type: string } } } }
          /users/{userID}:
            get: { responses: { '200': { description: success, schema: { type: object } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a PUT on a member of another collection, and a POST whose operationId names a getter of one thing, still want a body',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /notes/{noteId}:
            put: { operationId: updateNote, responses: { '204': { description: ok } } }
          /tokens:
            post: { operationId: getToken, responses: { '201': { description: ok } } }
            get: { responses: { '200': { description: ok } } }
          /a/{id}: { put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '204': { description: ok } } } }
          /b/{id}: { put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '204': { description: ok } } } }
          /c/{id}: { put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '204': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1notes~1{noteId}/put',
          range: '4:4-4:7',
          text: 'put',
          message:
            'PUT /notes/{noteId} declares no request body; a PUT sends a JSON object of the whole member (§4): add a `requestBody` with application/json content.',
        },
        {
          pointer: '/paths/~1tokens/post',
          range: '6:4-6:8',
          text: 'post',
          message:
            'POST /tokens declares no request body; a POST sends a JSON object of the member to create (§4): add a `requestBody` with application/json content.',
        },
      ],
    },
  ],
});
