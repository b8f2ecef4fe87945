// Files and raw contents, cut from the specs of precision rounds 7 and 9 (seeds 118, 121): a file a web server serves
// as it is (PeerTube's `/static/…`, Google Home's `/NOTICE.html.gz`) and a stored thing's raw bytes (Apigee Registry's
// `:getContents`) are no JSON representations, need no API version and name no collection.
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';
import { versioning } from '../../../src/core/rules/versioning';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const JSON_OK = "{ '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";
const FILE = '{ name: filename, in: path, required: true, schema: { type: string } }';
const PEERTUBE = `
  openapi: 3.0.0
  info: { title: PeerTube, version: 4.0.0 }
  servers: [{ url: 'https://peertube2.cpy.re' }]
  paths:
    /api/v1/videos: { get: { responses: ${JSON_OK} } }
    /api/v1/abuses: { get: { responses: ${JSON_OK} } }
    /static/webseed/{filename}:
      get: { parameters: [${FILE}], responses: { '200': { description: ok } } }
    /static/streaming-playlists/hls/private/{filename}:
      get: { parameters: [${FILE}], responses: { '200': { description: ok } } }
`;

ruleTester(jsonMediaType, {
  valid: [
    {
      name: 'Apigee Registry: :getContents answers the stored bytes as */* (maybe gzipped), a download',
      spec: `
        openapi: 3.0.3
        info: { title: Apigee Registry API, version: 0.0.1 }
        paths:
          /v1/projects/{project}/apis/{api}/specs/{spec}:getContents:
            get:
              operationId: Registry_GetApiSpecContents
              responses: { '200': { description: OK, content: { '*/*': {} } } }
          /v1/projects/{project}/apis/{api}/specs/{spec}:
            get: { responses: ${JSON_OK} }
      `,
    },
    {
      name: 'Google Home: /NOTICE.html.gz is a static HTML file, served as it is',
      spec: `
        openapi: 3.0.0
        info: { title: Google Home Local API, version: '1.0' }
        paths:
          /NOTICE.html.gz:
            get:
              operationId: LegalNotice
              responses: { '200': { description: '', content: { text/plain: { schema: { type: string } } } } }
          /eureka_info: { get: { responses: ${JSON_OK} } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Google Home: /eureka_info answering text/plain is data, asked for JSON',
      spec: `
        openapi: 3.0.0
        info: { title: Google Home Local API, version: '1.0' }
        paths:
          /eureka_info:
            get: { responses: { '200': { description: '', content: { text/plain: { schema: { type: string } } } } } }
          /offer: { get: { responses: ${JSON_OK} } }
          /configured_networks: { get: { responses: ${JSON_OK} } }
      `,
      findings: [
        {
          pointer: '/paths/~1eureka_info/get/responses/200/content/text~1plain',
          range: '4:61-4:71',
          text: 'text/plain',
        },
      ],
    },
    {
      name: 'World Time API: /ip.txt is the /ip answer as text, a representation format, not a served file',
      spec: `
        openapi: 3.0.0
        info: { title: World Time API, version: '20210108' }
        paths:
          /ip.txt:
            get: { responses: { '200': { description: ok, content: { text/plain: { schema: { type: string } } } } } }
          /ip: { get: { responses: ${JSON_OK} } }
          /timezone: { get: { responses: ${JSON_OK} } }
      `,
      findings: [
        { pointer: '/paths/~1ip.txt/get/responses/200/content/text~1plain', range: '4:61-4:71', text: 'text/plain' },
      ],
    },
  ],
});

ruleTester(versioning, {
  valid: [
    {
      name: 'PeerTube: /static/* file routes (HLS playlists, WebTorrent seeds) embedded in players need no API version',
      spec: PEERTUBE,
    },
  ],
  invalid: [],
});

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'PeerTube: webseed in /static/webseed/{filename} names a file tree, not a collection',
      spec: PEERTUBE,
    },
  ],
  invalid: [],
});
