// Parameters in a row that are no ids (precision round 19, seeds 215 #45, 216 #53): evcc's setter takes an energy
// and a time, values no collection holds; Mender's configuration download is a link the server signs, which clients
// follow and never compose. Ids in a row (Lichess' `{studyId}/{chapterId}`, Trieve's `{group_id}/{page}`) still fire,
// and so does a value after an id (OnSched's `{holidayId}/{closed}`, seed 126 #58), told as a value.
import { ruleTester } from '../helpers/rule-tester';
import { pathHierarchy } from '../../../src/core/rules/path-hierarchy';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const param = (name: string, schema: string, where = 'path') =>
  `{ name: ${name}, in: ${where}, required: true, schema: ${schema} }`;

ruleTester(pathHierarchy, {
  valid: [
    {
      name: 'evcc: {energy} (kWh, a number) and {timestamp} (date-time) are the values a plan is set to, not ids',
      spec: `
        openapi: 3.1.0
        info: { title: evcc, version: 0.2.0 }
        paths:
          /loadpoints/{id}/plan/energy/{energy}/{timestamp}:
            post:
              parameters:
                - ${param('id', '{ type: integer, minimum: 1 }')}
                - ${param('energy', "{ $ref: '#/components/schemas/Energy' }")}
                - ${param('timestamp', '{ type: string, format: date-time }')}
              responses: { '200': { description: Success } }
          /loadpoints/{id}/plan/static/preview/energy/{energy}/{timestamp}:
            get:
              parameters:
                - ${param('id', '{ type: integer }')}
                - ${param('energy', '{ type: number }')}
                - ${param('timestamp', '{ type: string, format: date-time }')}
              responses: { '200': { description: Success } }
        components:
          schemas:
            Energy: { description: Energy in kWh, type: number, minimum: 0 }
      `,
    },
    {
      name: 'Mender: a download link signed by required x-men-signature and x-men-expire query parameters',
      spec: `
        openapi: 3.0.1
        info: { title: Mender API, version: '1' }
        paths:
          /api/devices/v1/deployments/download/configuration/{deployment_id}/{device_type}/{device_id}:
            get:
              parameters:
                - ${param('deployment_id', '{ type: string }')}
                - ${param('device_type', '{ type: string }')}
                - ${param('device_id', '{ type: string }')}
                - ${param('x-men-expire', '{ type: string, format: date-time }', 'query')}
                - ${param('x-men-signature', '{ type: string }', 'query')}
              responses: { '200': { description: ok } }
      `,
    },
  ],
  invalid: [
    {
      name: "Lichess and Trieve: ids, and an integer page, in a row still fire; so do a row whose signature is optional and OnSched's flag after an id",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /api/study/{studyId}/{chapterId}:
            get:
              parameters:
                - ${param('studyId', '{ type: string }')}
                - ${param('chapterId', '{ type: string }')}
              responses: { '200': { description: ok } }
          /api/chunk_group/{group_id}/{page}:
            get:
              parameters:
                - ${param('group_id', '{ type: string, format: uuid }')}
                - ${param('page', '{ type: integer }')}
              responses: { '200': { description: ok } }
          /files/{bucket}/{name}:
            get:
              parameters:
                - ${param('bucket', '{ type: string }')}
                - ${param('name', '{ type: string }')}
                - { name: signature, in: query, required: false, schema: { type: string } }
              responses: { '200': { description: ok } }
          /locations/{id}/holidays/{holidayId}/{closed}:
            put:
              parameters:
                - ${param('id', '{ type: string }')}
                - ${param('holidayId', '{ type: integer }')}
                - ${param('closed', '{ type: boolean }')}
              responses: { '200': { description: ok } }
          /users/{id}/posts/{postId}: ${R}
          /users/{id}/likes/{likeId}: ${R}
          /teams/{id}/members/{memberId}: ${R}
          /teams/{id}/games/{gameId}: ${R}
          /teams/{id}/boards/{boardId}: ${R}
          /teams/{id}/cards/{cardId}: ${R}
          /users/{id}/notes/{noteId}: ${R}
          /users/{id}/tags/{tagId}: ${R}
      `,
      findings: [
        { pointer: '/paths/~1api~1study~1{studyId}~1{chapterId}', range: '3:23-3:34', text: '{chapterId}' },
        { pointer: '/paths/~1api~1chunk_group~1{group_id}~1{page}', range: '9:30-9:36', text: '{page}' },
        { pointer: '/paths/~1files~1{bucket}~1{name}', range: '15:18-15:24', text: '{name}' },
        {
          pointer: '/paths/~1locations~1{id}~1holidays~1{holidayId}~1{closed}',
          range: '22:39-22:47',
          text: '{closed}',
          message:
            '`{closed}` follows the parameter `{holidayId}` directly and carries a value, not an id: send it in the query or the body.',
        },
      ],
    },
  ],
});
