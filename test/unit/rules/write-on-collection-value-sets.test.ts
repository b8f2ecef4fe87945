// Round 16 of the precision review (seed 209 #80): a set of values (URLs, names) has no member to address, so a PUT
// that replaces it whole is the one way to write it.
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const notifications = (items: string) => `
        openapi: 3.0.4
        info: { title: ChangeDetection.io API, version: 0.1.4 }
        paths:
          /notifications:
            get:
              summary: Get notification URLs
              responses:
                '200':
                  description: List of notification URLs
                  content: { application/json: { schema: { $ref: '#/components/schemas/NotificationUrls' } } }
            post:
              summary: Add notification URLs
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: '#/components/schemas/NotificationUrls' } } }
              responses: { '201': { description: Notification URLs added successfully } }
            put:
              summary: Replace notification URLs
              description: Replace all notification URLs with the provided list (can be empty)
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: '#/components/schemas/NotificationUrls' } } }
              responses: { '200': { description: Notification URLs replaced successfully } }
        components:
          schemas:
            NotificationUrls:
              type: object
              properties:
                notification_urls: { type: array, items: ${items} }`;

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'changedetection.io: PUT /notifications replaces the set of notification URLs (strings, no ids) whole',
      spec: notifications('{ type: string, format: uri }'),
    },
  ],
  invalid: [
    {
      name: 'Spotify: PUT /playlists/{id}/tracks sends track URIs (strings), but its GET answers track objects: still flagged',
      spec: `
        openapi: 3.0.3
        info: { title: Spotify Web API, version: 1.0.0 }
        paths:
          /playlists/{playlist_id}/tracks:
            get:
              parameters: [{ name: playlist_id, in: path, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: Pages of tracks
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          items: { type: array, items: { type: object, properties: { track: { type: object } } } }
                          total: { type: integer }
            put:
              parameters: [{ name: playlist_id, in: path, required: true, schema: { type: string } }]
              requestBody:
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        uris: { type: array, items: { type: string } }
                        range_start: { type: integer }
              responses: { '200': { description: A snapshot ID for the playlist } }
      `,
      findings: [
        {
          pointer: '/paths/~1playlists~1{playlist_id}~1tracks/put',
          range: '16:4-16:7',
          text: 'put',
          message:
            'PUT on the collection `/playlists/{playlist_id}/tracks` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/playlists/{playlist_id}/tracks/{id}`.',
        },
      ],
      formats: ['yaml'],
    },
    {
      name: 'a PUT on the same path writing objects (members with fields) is a bulk write: still flagged',
      spec: notifications('{ type: object, properties: { id: { type: string }, url: { type: string } } }'),
      findings: [
        {
          pointer: '/paths/~1notifications/put',
          range: '16:4-16:7',
          text: 'put',
          message:
            'PUT on the collection `/notifications` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/notifications/{id}`.',
        },
      ],
      formats: ['yaml'],
    },
  ],
});
