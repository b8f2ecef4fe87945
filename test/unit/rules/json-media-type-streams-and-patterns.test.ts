// Round 19 (seeds 215 #21, 216 #27 #28), cut from real specs: a response its description calls streamed is a stream,
// not a representation (Cosmos Server's image pull); creates that each answer 200 in YAML beside 201 in JSON are one
// decision (Testkube), told once.
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';

/** A JSON read and write, so the API's norm is JSON and each body without it is judged on its own. */
const JSON_OPS = `
    /api/images:
      get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }
      post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '201': { description: ok, content: { application/json: { schema: { type: object } } } } } }
    /api/volumes:
      get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }
    /api/networks:
      get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }`;

/** Cosmos Server's pull, whose 200 is described by `description` and offers `text/plain` of a string. */
const cosmos = (description: string) => `
  openapi: 3.0.0
  info: { title: Cosmos Server API, version: 0.22.34 }
  paths:${JSON_OPS}
    /api/images/pull:
      get:
        summary: Pull a Docker image from a registry
        parameters: [{ name: imageName, in: query, required: true, schema: { type: string } }]
        responses:
          '200':
            description: ${description}
            content:
              text/plain:
                schema: { type: string }
`;

/** Testkube's creates: each answers 201 with the JSON it made and 200 with its YAML. */
const create = (path: string) => `
    ${path}:
      post:
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses:
          '200': { description: ok, content: { text/yaml: { schema: { type: string } } } }
          '201': { description: created, content: { application/json: { schema: { type: object } } } }`;

/** Testkube, cut down: three creates beside the JSON reads. */
const testkube = `
  openapi: 3.0.1
  info: { title: Testkube API, version: 1.0.0 }
  paths:${JSON_OPS}${create('/webhooks')}${create('/templates')}${create('/executors')}
`;

ruleTester(jsonMediaType, {
  valid: [
    { name: 'Cosmos Server: a "Streamed pull output" as text/plain is a stream', spec: cosmos('Streamed pull output') },
  ],
  invalid: [
    {
      name: 'a text/plain answer not said to stream is still judged',
      spec: cosmos('Pull output'),
      findings: [
        {
          pointer: '/paths/~1api~1images~1pull/get/responses/200/content/text~1plain',
          range: '18:12-18:22',
          text: 'text/plain',
          message: /^The 200 response of GET \/api\/images\/pull offers only text\/plain;/,
        },
      ],
    },
    {
      name: 'Testkube: creates answering 200 in YAML beside 201 in JSON are one decision, told once',
      spec: testkube,
      findings: [
        {
          pointer: '/paths/~1webhooks/post/responses/200/content/text~1yaml',
          range: '14:45-14:54',
          text: 'text/yaml',
          message:
            'The 200 response of POST /webhooks offers only text/yaml; representations are JSON (§2.4): offer application/json or a +json media type. The same on 2 other operations that answer JSON at another success status (listed as related): one decision.',
          related: [
            {
              pointer: '/paths/~1templates/post/responses/200/content/text~1yaml',
              range: '20:45-20:54',
              text: 'text/yaml',
              message: 'POST /templates',
            },
            {
              pointer: '/paths/~1executors/post/responses/200/content/text~1yaml',
              range: '26:45-26:54',
              text: 'text/yaml',
              message: 'POST /executors',
            },
          ],
        },
      ],
    },
  ],
});
