// versioning: a vendor media type that names the version of the URI it is served at is that version said twice, not
// a second strategy. Cut from Clair's OpenAPI (quay/clair, seed 204 #77-#78).
import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

const clair = (notification: string) => `
  openapi: 3.1.0
  info: { title: Clair Container Analyzer, version: 1.2.0 }
  servers: [{ url: 'https://clair.example.com' }]
  paths:
    /indexer/api/v1/index_report:
      post:
        requestBody:
          content:
            application/vnd.clair.manifest.v1+json: { schema: { type: object } }
            application/json: { schema: { type: object } }
        responses:
          '201':
            description: IndexReport created
            content:
              application/vnd.clair.index_report.v1+json: { schema: { type: object } }
              application/json: { schema: { type: object } }
    /notifier/api/v1/notification/{id}:
      get:
        parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
        responses:
          '200':
            description: A paginated list of notifications
            content:
              ${notification}: { schema: { type: object } }
`;

ruleTester(versioning, {
  valid: [
    {
      name: 'Clair: per-document application/vnd.clair.*.v1+json types beside application/json agree with /v1',
      spec: clair('application/vnd.clair.notification_page.v1+json'),
    },
  ],
  invalid: [
    {
      name: 'a vendor media type naming another version than the path it is served at is a second strategy',
      spec: clair('application/vnd.clair.notification_page.v2+json'),
      findings: [
        {
          pointer:
            '/paths/~1notifier~1api~1v1~1notification~1{id}/get/responses/200/content/application~1vnd.clair.notification_page.v2+json',
          range: '23:12-23:59',
          text: 'application/vnd.clair.notification_page.v2+json',
          message:
            'The media type `application/vnd.clair.notification_page.v2+json` versions the API another way than a `/v{N}` URI prefix, which the rest of the API uses; use one strategy (§9).',
        },
      ],
    },
  ],
});
