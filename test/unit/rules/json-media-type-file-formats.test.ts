// File and document formats are file transfers (RULES.md json-media-type, "Exempt: file transfer"), cut from
// CallFire's, rev.ai's and Dataflow Kit's specs: a body in any media type that is not a way of writing the API's
// data (JSON, XML, form encoding, plain text, YAML, a vendor type, a wildcard) is a file or a
// document of its own format, and asking for JSON misreads it.
import * as assert from 'node:assert/strict';
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';
import { isFileTransferMediaType } from '../../../src/core/openapi/bodies';

describe('json-media-type: file and document formats', () => {
  it('takes every non-data format for a file transfer, and data formats, vendor types and wildcards for representations', () => {
    for (const t of [
      'application/binary',
      'application/x-subrip',
      'text/vtt',
      'text/html; charset=utf-8',
      'text/markdown',
      'application/javascript',
      'application/vnd.ms-excel',
      'application/vnd.etsi.asic-e+zip',
      'PDF',
      '.xlsx',
      // Binary serialisations (round 13: Blockfrost's CBOR transaction) go with octet-stream.
      'application/cbor',
      'application/x-protobuf',
      'application/msgpack',
    ])
      assert.equal(isFileTransferMediaType(t), true, t);
    for (const t of [
      'XML',
      'JSON',
      'text/plain',
      'application/xml',
      'text/xml',
      'application/atom+xml',
      'application/x-www-form-urlencoded',
      'application/x-yaml',
      'application/vnd.github.diff',
      'application/vnd.wupdater.apiversion',
      '*/*',
      'application/json',
      // JSON, not files: AWS's JSON protocol, and JSON streams beyond NDJSON (media-types.ts).
      'application/x-amz-json-1.1',
      'application/x-json-stream',
      'application/geo+json-seq',
    ])
      assert.equal(isFileTransferMediaType(t), false, t);
  });
});

ruleTester(jsonMediaType, {
  valid: [
    {
      name: 'truora.com: GET /v1/checks/{check_id}/pdf keys its PDF download `PDF`, a file format named instead of a media type (round 10)',
      spec: `
        openapi: 3.0.2
        info: { title: Checks API, version: 1.0.0 }
        paths:
          /v1/checks/{check_id}/pdf:
            get:
              description: Downloads the PDF in the specified language, Spanish by default.
              parameters: [{ in: path, name: check_id, required: true, schema: { type: string } }]
              responses: { '200': { description: Downloads the PDF of the check, content: { PDF: {} } } }
          /v1/checks: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
      `,
    },
    {
      name: 'motaword.com: GET /swagger serves the API’s own OpenAPI description as YAML, the format its standard allows',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /swagger:
            get:
              responses:
                '200': { description: Swagger YAML, content: { text/yaml: { schema: { type: string } } } }
          /openapi.yaml:
            get:
              responses:
                '200': { description: the description, content: { application/yaml: { schema: { type: string } } } }
      `,
    },
    {
      name: 'CallFire: an MP3 served as application/binary; rev.ai: SubRip and WebVTT captions; Dataflow Kit: POST /fetch answers the fetched HTML page',
      spec: `
        openapi: 3.0.0
        info: { title: CallFire, version: '2' }
        paths:
          /media/{id}/file:
            get: { responses: { '200': { description: ok, content: { application/binary: { schema: { type: string } } } } } }
          /jobs/{id}/captions:
            get:
              responses:
                '200': { description: ok, content: { application/x-subrip: { schema: { type: string } }, text/vtt: { schema: { type: string } } } }
          /fetch:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: ok, content: { 'text/html; charset=utf-8': { schema: { type: string } }, 'text/plain; charset=utf-8': { schema: { type: string } } } }
      `,
    },
    {
      name: 'Europeana: GET /record/v2/{collectionId}/{recordId}.rdf renders the record in RDF; its JSON is the `.json` sibling',
      spec: `
        openapi: 3.0.0
        info: { title: Europeana REST API, version: '2' }
        paths:
          /record/v2/{collectionId}/{recordId}.json:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } } }
          /record/v2/{collectionId}/{recordId}.rdf:
            get: { responses: { '200': { description: ok, content: { 'application/rdf+xml;charset=UTF-8': { schema: { type: object } } } } } }
          /record/v2/{collectionId}/{recordId}.ttl:
            get: { responses: { '200': { description: ok, content: { text/turtle: { schema: { type: object } } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Europeana-like: a `.rdf` rendering with no `.json` sibling is still a gap',
      spec: `
        openapi: 3.0.0
        info: { title: Europeana REST API, version: '2' }
        paths:
          /record/v2/{collectionId}/{recordId}.rdf:
            get: { responses: { '200': { description: ok, content: { application/rdf+xml: { schema: { type: object } } } } } }
          /a: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
          /b: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1record~1v2~1{collectionId}~1{recordId}.rdf/get/responses/200/content/application~1rdf+xml',
          range: '4:61-4:80',
          text: 'application/rdf+xml',
        },
      ],
    },
    {
      name: 'Docker: GET /_ping answers text/plain; OPA: a policy query sent as application/x-yaml; both are data JSON could carry',
      spec: `
        openapi: 3.0.0
        info: { title: Docker, version: '1.41' }
        paths:
          /_ping: { get: { responses: { '200': { description: ok, content: { text/plain: { schema: { type: string } } } } } } }
          /v1/query:
            post:
              requestBody: { content: { application/x-yaml: { schema: { type: object } } } }
              responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }
          /a: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
          /b: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1_ping/get/responses/200/content/text~1plain',
          range: '3:69-3:79',
          text: 'text/plain',
          message:
            'The 200 response of GET /_ping offers only text/plain; representations are JSON (§2.4): offer application/json or a +json media type.',
        },
        {
          pointer: '/paths/~1v1~1query/post/requestBody/content/application~1x-yaml',
          range: '6:32-6:50',
          text: 'application/x-yaml',
        },
      ],
    },
  ],
});
