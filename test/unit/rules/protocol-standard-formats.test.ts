// Endpoints whose format another standard fixes (RULES.md "protocol-defined endpoints"), cut from the specs of the
// blind round 13 (seeds 204–206): Prometheus exposition (LocalAI), OPDS feeds (Kavita), OpenRosa (ODK Central), a
// JSON Web Key Set (KubeSphere), WebFinger's JRD (Casdoor), a CBOR transaction (Blockfrost), OCI manifest media
// types (zot), a proxy's pass-through (Karmada) and a WebSocket handshake (Together). No convention reshapes them;
// the same shapes outside the standard are still flagged.
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listSortParam } from '../../../src/core/rules/list-sort-param';
import { linksShape } from '../../../src/core/rules/links-shape';
import { versioning } from '../../../src/core/rules/versioning';
import { badRequestResponse } from '../../../src/core/rules/bad-request-response';

/** LocalAI, cut down: `/metrics` is Prometheus' scrape endpoint (`produces: text/plain`); `/stats` is the API's own. */
function localai(path: string): string {
  return `
    swagger: '2.0'
    info: { title: LocalAI API, version: 2.0.0 }
    paths:
      /v1/models:
        get: { produces: [application/json], responses: { '200': { description: ok, schema: { type: object } } } }
      /v1/backends:
        get: { produces: [application/json], responses: { '200': { description: ok, schema: { type: object } } } }
      ${path}:
        get:
          produces: [text/plain]
          summary: Prometheus metrics endpoint
          responses: { '200': { description: Prometheus metrics, schema: { type: string } } }
  `;
}

/** ODK Central, cut down: an OpenRosa endpoint answers XML; `header` adds the `X-OpenRosa-Version` the standard requires. */
function odk(header: boolean): string {
  return `
    openapi: 3.0.1
    info: { title: ODK Central API, version: '1' }
    paths:
      /v1/projects:
        get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
      /v1/projects/{projectId}/datasets/{name}/integrity:
        get:
          summary: OpenRosa Dataset Integrity API
          parameters:
            - { name: projectId, in: path, required: true, schema: { type: number } }
            - { name: name, in: path, required: true, schema: { type: string } }${header ? '\n            - { name: X-OpenRosa-Version, in: header, schema: { type: string } }' : ''}
          responses: { '200': { description: OK, content: { text/xml: { schema: { type: string } } } } }
      /v1/users:
        get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
  `;
}

/** Blockfrost, cut down: POST /tx/submit takes a transaction serialised in CBOR. */
const blockfrost = `
  openapi: 3.0.3
  info: { title: Blockfrost.io ~ API Documentation, version: 0.1.91 }
  paths:
    /tx/submit:
      post:
        requestBody:
          required: true
          content: { application/cbor: { schema: { type: string, description: The transaction to submit, serialized in CBOR. } } }
        responses: { '200': { description: ok, content: { application/json: { schema: { type: string } } } } }
    /utils/txs/evaluate:
      post:
        requestBody: { content: { application/cbor: { schema: { type: string } } } }
        responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }
`;

/** Karmada, cut down: the cluster proxy forwards whatever its target answers (any media type). */
function karmada(prefix: string): string {
  return `
    swagger: '2.0'
    info: { title: Karmada OpenAPI, version: unversioned }
    paths:
      /apis/cluster.karmada.io/v1alpha1/clusters/{name}/${prefix}/{path}:
        parameters:
          - { name: name, in: path, required: true, type: string }
          - { name: path, in: path, required: true, type: string }
        get:
          produces: ['*/*']
          responses: { '200': { description: OK, schema: { type: string } } }
  `;
}

ruleTester(jsonMediaType, {
  valid: [
    { name: 'localai: GET /metrics answers Prometheus’ text exposition format', spec: localai('/metrics') },
    { name: 'odk-central: an OpenRosa endpoint (X-OpenRosa-Version) answers XML by its standard', spec: odk(true) },
    { name: 'blockfrost: a CBOR-serialised transaction is a binary wire format, like octet-stream', spec: blockfrost },
    { name: 'karmada: …/proxy/{path} forwards whatever the cluster answers', spec: karmada('proxy') },
  ],
  invalid: [
    {
      name: 'localai: the API’s own /stats in plain text is still no JSON',
      spec: localai('/stats'),
      findings: [{ pointer: '/paths/~1stats/get/produces/0', range: '9:17-9:27', text: 'text/plain' }],
    },
    {
      name: 'odk-central: the same XML answer without OpenRosa’s header is the API’s own',
      spec: odk(false),
      findings: [
        {
          pointer:
            '/paths/~1v1~1projects~1{projectId}~1datasets~1{name}~1integrity/get/responses/200/content/text~1xml',
          range: '11:56-11:64',
          text: 'text/xml',
        },
      ],
    },
  ],
});

/** Kavita, cut down: its OPDS catalogue (Atom feeds, bodies undocumented) beside the API's own lists. */
function kavita(segment: string): string {
  return `
    openapi: 3.0.1
    info: { title: Kavita, version: 3.1.0 }
    paths:
      /api/${segment}/{apiKey}/reading-list:
        get:
          parameters:
            - { name: apiKey, in: path, required: true, schema: { type: string } }
            - { name: pageNumber, in: query, schema: { type: integer } }
          responses: { '200': { description: OK } }
      /api/${segment}/{apiKey}/reading-list/{readingListId}:
        get:
          parameters:
            - { name: apiKey, in: path, required: true, schema: { type: string } }
            - { name: readingListId, in: path, required: true, schema: { type: integer } }
          responses: { '200': { description: OK } }
  `;
}

/** KubeSphere, cut down: `/oauth/keys` answers the JSON Web Key Set `{keys: […]}` (RFC 7517). */
function kubesphere(prefix: string): string {
  return `
    swagger: '2.0'
    info: { title: KS API, version: v4.1.1 }
    paths:
      ${prefix}/keys:
        get:
          summary: JSON Web Key Set
          produces: [application/json]
          responses:
            '200':
              description: ok
              schema:
                required: [keys]
                properties: { keys: { type: array, items: { type: object, properties: { kid: { type: string } } } } }
      ${prefix}/keys/{kid}:
        get:
          parameters: [{ name: kid, in: path, required: true, type: string }]
          responses: { '200': { description: ok, schema: { type: object } } }
  `;
}

ruleTester(listResponseShape, {
  valid: [
    { name: 'kavita: an OPDS catalogue feed (Atom) is the standard’s, not a JSON list', spec: kavita('Opds') },
    { name: 'kubesphere: /oauth/keys is the JSON Web Key Set RFC 7517 fixes', spec: kubesphere('/oauth') },
  ],
  invalid: [
    {
      name: 'kubesphere: the same `{keys: […]}` outside OAuth is the API’s own list',
      spec: kubesphere('/api'),
      findings: [{ pointer: '/paths/~1api~1keys/get/responses/200/schema', range: '10:10-10:16', text: 'schema' }],
    },
  ],
});

ruleTester(listSortParam, {
  valid: [
    { name: 'karmada: a proxy’s GET answers whatever the cluster does, no list', spec: karmada('proxy') },
    { name: 'kavita: an OPDS feed is ordered by its standard', spec: kavita('Opds') },
  ],
  invalid: [
    {
      name: 'kavita: the same list outside OPDS is the API’s own',
      spec: kavita('Library'),
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths' }],
    },
    {
      name: 'netbird: /api/events/proxy lists the proxy’s events, a list like any other',
      spec: `
        openapi: 3.0.1
        info: { title: NetBird REST API, version: 0.0.1 }
        paths:
          /api/events/proxy:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }
      `,
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths' }],
    },
  ],
});

/** Casdoor, cut down: `object.WebFinger` is a JSON Resource Descriptor (RFC 7033: `rel` required, `href` optional). */
function casdoor(subject: string): string {
  return `
    swagger: '2.0'
    info: { title: Casdoor RESTful API, version: 1.503.0 }
    paths:
      /.well-known/webfinger:
        get:
          parameters: [{ in: query, name: resource, required: true, type: string }]
          responses: { '200': { description: '', schema: { $ref: '#/definitions/object.WebFinger' } } }
    definitions:
      object.WebFinger:
        type: object
        properties:
          aliases: { type: array, items: { type: string } }
          links: { type: array, items: { $ref: '#/definitions/object.WebFingerLink' } }
          properties: { type: object }
          ${subject}: { type: string }
      object.WebFingerLink:
        type: object
        properties: { href: { type: string }, rel: { type: string } }
  `;
}

ruleTester(linksShape, {
  valid: [{ name: 'casdoor: WebFinger’s JRD links are RFC 7033’s', spec: casdoor('subject') }],
  invalid: [
    {
      name: 'casdoor: the same links in an object that is no JRD (no `subject`) are the API’s own',
      spec: casdoor('name'),
      findings: [{ pointer: '/definitions/object.WebFinger/properties/links', range: '12:6-12:11', text: 'links' }],
    },
  ],
});

/** zot, cut down: the OCI Distribution API, whose manifest media types version a content format. */
function zot(media: string): string {
  return `
    swagger: '2.0'
    info: { title: Open Container Initiative Distribution Specification, version: v1.1.1 }
    paths:
      /v2/{name}/manifests/{reference}:
        get:
          produces: [${media}]
          parameters:
            - { type: string, name: name, in: path, required: true }
            - { type: string, name: reference, in: path, required: true }
          responses: { '200': { description: OK, schema: { type: object } } }
      /v2/_catalog:
        get: { produces: [application/json], responses: { '200': { description: OK, schema: { type: object } } } }
  `;
}

ruleTester(versioning, {
  valid: [
    {
      name: 'zot: application/vnd.oci.image.manifest.v1+json versions the manifest format, not the API',
      spec: zot('application/vnd.oci.image.manifest.v1+json'),
    },
    {
      name: 'a Docker registry: application/vnd.docker.distribution.manifest.v2+json',
      spec: zot('application/vnd.docker.distribution.manifest.v2+json'),
    },
  ],
  invalid: [
    {
      name: 'a vendor media type of the API’s own still versions the API',
      spec: zot('application/vnd.acme.v1+json'),
      findings: [
        {
          pointer: '/paths/~1v2~1{name}~1manifests~1{reference}/get/produces/0',
          range: '5:17-5:45',
          text: 'application/vnd.acme.v1+json',
        },
      ],
    },
  ],
});

/** Together, cut down: GET /audio/speech/websocket upgrades (101) and sends its errors over the socket. */
function together(upgrade: boolean): string {
  const ok = upgrade
    ? "'101': { description: Switching Protocols - WebSocket connection established successfully. }"
    : "'200': { description: ok, content: { application/json: { schema: { type: object } } } }";
  return `
    openapi: 3.1.0
    info: { title: Together APIs, version: 2.0.0 }
    paths:
      /audio/speech:
        post:
          requestBody: { content: { application/json: { schema: { type: object } } } }
          responses:
            '200': { description: ok, content: { application/json: { schema: { type: object } } } }
            '400': { description: bad }
      /audio/voices:
        get:
          parameters: [{ in: query, name: model, schema: { type: string } }]
          responses:
            '200': { description: ok, content: { application/json: { schema: { type: object } } } }
            '400': { description: bad }
      /audio/speech/${upgrade ? 'websocket' : 'stream'}:
        get:
          summary: Real-time text-to-speech${upgrade ? ' via WebSocket' : ''}
          parameters:
            - { in: query, name: voice, schema: { type: string } }
            - { in: query, name: max_partial_length, schema: { type: integer } }
          responses: { ${ok} }
  `;
}

ruleTester(badRequestResponse, {
  valid: [{ name: 'together: a WebSocket handshake’s errors are the socket’s', spec: together(true) }],
  invalid: [
    {
      name: 'together: an ordinary GET with query parameters still documents its 400',
      spec: together(false),
      findings: [{ pointer: '/paths/~1audio~1speech~1stream/get/responses', range: '21:6-21:15', text: 'responses' }],
    },
  ],
});
