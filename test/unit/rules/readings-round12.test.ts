// Readings cut from the specs of precision round 12 (seeds 201-203, APIs from their makers' GitHub repositories): a
// bare noun-verb POSTed to run it and read for its progress is an action (Overseerr's `/settings/plex/sync`); a
// rendition of its parent (HAProxy's `/stats/native`) and the mass noun `activity` behind the thing it happens on
// (Lithic's `account_activity`) name no collection; a log answered as text is served text (Harbor); a form that
// carries a file is an upload (Vikunja); a PUT on a collection that takes and answers one member is an upsert
// (Discord's `PUT /lobbies`).
import { ruleTester } from '../helpers/rule-tester';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";
const OBJ = "{ '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";

/** Overseerr: GET reads the scan's progress (`total` beside `libraries`), POST starts or cancels it. */
const OVERSEERR = `
  openapi: 3.0.2
  info: { title: Overseerr API, version: 1.0.0 }
  paths:
    /settings/plex:
      get: { responses: ${OBJ} }
    /settings/plex/sync:
      get:
        summary: Get status of full Plex library scan
        responses:
          '200':
            description: Status of Plex scan
            content:
              application/json:
                schema:
                  type: object
                  properties:
                    running: { type: boolean }
                    progress: { type: number }
                    total: { type: number }
                    libraries: { type: array, items: { type: object } }
      post:
        summary: Start full Plex library scan
        requestBody:
          content:
            application/json:
              schema: { type: object, properties: { cancel: { type: boolean }, start: { type: boolean } } }
        responses: ${OBJ}
`;

ruleTester(createReturns201, {
  valid: [{ name: 'Overseerr: POST /settings/plex/sync starts a library scan, an action, no create', spec: OVERSEERR }],
  invalid: [],
});

ruleTester(createReturns201, {
  valid: [],
  invalid: [
    {
      name: 'Sonarr: GET /release answers an array of releases, so /release is a noun and its POST a create',
      spec: `
        openapi: 3.0.4
        info: { title: Sonarr, version: '5' }
        paths:
          /api/v5/release:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: ${OBJ}
      `,
      findings: [{ pointer: '/paths/~1api~1v5~1release/post/responses/200', range: '7:19-7:24', text: "'200'" }],
    },
  ],
});

ruleTester(listPaginationParams, {
  valid: [{ name: 'Overseerr: GET /settings/plex/sync reads the scan progress, no list to page', spec: OVERSEERR }],
  invalid: [],
});

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'HAProxy: /services/haproxy/stats/native is the stats in their native format, never "natives"',
      spec: `
        swagger: '2.0'
        info: { title: HAProxy Data Plane API, version: '2.0' }
        paths:
          /services/haproxy/stats/native:
            get: { produces: [application/json], responses: { '200': { description: ok, schema: { type: array, items: { type: object } } } } }
      `,
    },
    {
      name: 'Lithic: /v1/account_activity is the mass noun (all that happened on accounts), never "account_activities"',
      spec: `
        openapi: 3.1.0
        info: { title: Lithic Developer API, version: 1.0.0 }
        paths:
          /v1/account_activity: ${LIST}
          /v1/account_activity/{transaction_token}:
            get:
              parameters: [{ name: transaction_token, in: path, required: true, schema: { type: string } }]
              responses: ${OBJ}
      `,
    },
  ],
  invalid: [],
});

/** A Harbor job log: GET answering `type: string` as text/plain. */
const harborLog = (path: string, operationId: string) => `
          ${path}:
            get:
              operationId: ${operationId}
              produces: [text/plain]
              parameters: [{ name: id, in: path, required: true, type: string }]
              responses: { '200': { description: Get job log successfully., schema: { type: string } } }`;

ruleTester(jsonMediaType, {
  valid: [
    {
      name: 'Harbor: a job log, a task log and a retention task log answered as text/plain are served text',
      spec: `
        swagger: '2.0'
        info: { title: Harbor API, version: '2.0' }
        produces: [application/json]
        paths:${harborLog('/jobservice/jobs/{id}/log', 'actionGetJobLog')}${harborLog('/preheat/tasks/{id}/logs', 'GetPreheatLog')}${harborLog('/retentions/tasks/{id}', 'getRetentionTaskLog')}
          /projects:
            get: { responses: { '200': { description: ok, schema: { type: array, items: { type: object } } } } }
      `,
    },
    {
      name: 'Vikunja: a formData string described as "The TickTick backup csv file." is a file upload, no JSON gap',
      spec: `
        swagger: '2.0'
        info: { title: Vikunja API, version: v1 }
        paths:
          /migration/ticktick/migrate:
            put:
              consumes: [application/x-www-form-urlencoded]
              produces: [application/json]
              parameters: [{ type: string, description: The TickTick backup csv file., name: import, in: formData, required: true }]
              responses: { '200': { description: ok, schema: { type: object } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Vikunja-like: a form field described as "The file name" is a name, and the form stays judged',
      spec: `
        swagger: '2.0'
        info: { title: Vikunja API, version: v1 }
        paths:
          /migration/ticktick/migrate:
            put:
              consumes: [application/x-www-form-urlencoded]
              parameters: [{ type: string, description: The file name., name: import, in: formData, required: true }]
              responses: { '200': { description: ok, schema: { type: object } } }
      `,
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths', message: /application\/x-www-form-urlencoded/ }],
    },
  ],
});

/** Discord's lobbies: PUT `/lobbies` (worded by `write`, its body `body`) beside `/lobbies/{lobby_id}`. */
const discord = (write: string, body = '{ secret: { type: string }, idle_timeout_seconds: { type: integer } }') => `
  openapi: 3.1.0
  info: { title: Discord HTTP API (Preview), version: '10' }
  paths:
    /lobbies:
      put:
        ${write}
        requestBody:
          content:
            application/json:
              schema: { type: object, properties: ${body}, required: [secret] }
        responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/LobbyResponse' } } } } }
    /lobbies/{lobby_id}:
      parameters: [{ name: lobby_id, in: path, required: true, schema: { type: string } }]
      get: { responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/LobbyResponse' } } } } } }
      delete: { responses: { '204': { description: gone } } }
  components:
    schemas:
      LobbyResponse: { type: object, properties: { id: { type: string }, secret: { type: string } } }
`;

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'Discord: PUT /lobbies, create_or_join_lobby, sets one lobby by the secret in its body: an upsert',
      spec: discord('operationId: create_or_join_lobby'),
    },
  ],
  invalid: [
    {
      name: 'Xero-like: a PUT that only creates one member on the collection is still a write on the collection',
      spec: discord('summary: Creates a new lobby'),
      findings: [{ pointer: '/paths/~1lobbies/put', range: '4:4-4:7', text: 'put' }],
    },
    {
      name: 'Qdrant-like: an upsert whose body lists members (`points: [...]`) is a batch, a write on the collection',
      spec: discord(
        'operationId: upsert_points',
        '{ secret: { type: string }, points: { type: array, items: { type: object } } }',
      ),
      findings: [{ pointer: '/paths/~1lobbies/put', range: '4:4-4:7', text: 'put' }],
    },
  ],
});
