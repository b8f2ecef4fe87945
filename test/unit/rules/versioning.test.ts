import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';
import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const HEADER = `
  openapi: 3.1.0
  info: { title: t, version: '1' }
  paths:
    /users:
      get:
        responses:
          '200': { description: ok, content: { application/vnd.acme.v1+json: { schema: { type: array } } } }
`;
const PARAM = `
  openapi: 3.1.0
  info: { title: t, version: '1' }
  paths:
    /users:
      get:
        parameters: [{ name: version, in: query, schema: { type: integer } }]
        responses: { '200': { description: ok } }
`;
const PREFIXED = `
  openapi: 3.1.0
  info: { title: t, version: '1' }
  paths:
    /v1/users: ${R}
    /v1/teams: ${R}
`;

ruleTester(versioning, {
  valid: [
    {
      name: 'accepts one strategy used throughout: a server prefix',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        servers:
          - url: 'https://api.example.com/{version}'
            variables: { version: { default: v2 } }
        paths:
          /users: ${R}
      `,
    },
    {
      name: 'accepts one strategy used throughout: a path prefix',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /v1/users: ${R}
          /v1/users/{id}: ${R}
      `,
    },
    { name: 'accepts one strategy used throughout: a vendor media type', spec: HEADER },
    {
      name: 'accepts a vendor media type when the configuration requires it',
      spec: HEADER,
      options: { strategy: 'header' },
    },
    { name: 'accepts one strategy used throughout: an integer parameter', spec: PARAM },
    {
      name: 'accepts an integer parameter when the configuration requires it',
      spec: PARAM,
      options: { strategy: 'parameter' },
    },
    { name: 'accepts a path prefix when the configuration requires it', spec: PREFIXED, options: { strategy: 'uri' } },
    {
      name: 'accepts a path prefix when the configuration takes any strategy',
      spec: PREFIXED,
      options: { strategy: 'any' },
    },
    {
      name: 'reads OpenAPI 2.0 basePath',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        host: api.example.com
        basePath: /api/v3
        paths:
          /users: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'reads a version header as versioning: one info finding naming it, never "no version" (v3)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /repos:
            get:
              parameters: [{ name: X-GitHub-Api-Version, in: header, schema: { type: string } }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1repos/get/parameters/0/name',
          range: '5:27-5:47',
          text: 'X-GitHub-Api-Version',
          severity: 'info',
          message: /^The API is versioned with a version request header, the `X-GitHub-Api-Version` request header\./,
        },
      ],
    },
    {
      name: 'flags an API with no version at its openapi key',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.example.com' }]
        paths:
          /users: ${R}
      `,
      findings: [
        {
          pointer: '',
          range: '0:0-0:7',
          text: 'openapi',
          message:
            /^The API has no version; version it with a `\/v\{N\}` URI prefix, a vendor media type .* or an integer `version` query parameter/,
        },
      ],
    },
    {
      name: 'flags mixed strategies where the minority one appears, and a non-integer version parameter at its type',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.example.com' }]
        paths:
          /v1/users:
            get:
              parameters:
                - { name: version, in: query, schema: { type: string } }
              responses:
                '200':
                  description: ok
                  content:
                    application/vnd.acme.v2+json: { schema: { type: array } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1users/get/parameters/0/name',
          range: '7:18-7:25',
          text: 'version',
          message:
            'The query parameter `version` versions the API another way than a `/v{N}` URI prefix, which the rest of the API uses; use one strategy (§9).',
        },
        {
          pointer: '/paths/~1v1~1users/get/parameters/0/schema/type',
          range: '7:54-7:60',
          text: 'string',
          message:
            'The `version` query parameter is of type string; §9 wants an integer version (`?version=2`): give it `type: integer`.',
        },
        {
          pointer: '/paths/~1v1~1users/get/responses/200/content/application~1vnd.acme.v2+json',
          range: '12:12-12:40',
          text: 'application/vnd.acme.v2+json',
        },
      ],
    },
    {
      name: 'requires the configured strategy',
      options: { strategy: 'header' },
      spec: PREFIXED,
      findings: [
        {
          pointer: '',
          range: '0:0-0:7',
          text: 'openapi',
          message:
            /^The configuration requires versioning with a vendor media type .*, but the API uses a `\/v\{N\}` URI prefix\.$/,
        },
        // Rules v3: one finding per distinct sign, its other places related.
        {
          pointer: '/paths/~1v1~1users',
          range: '3:3-3:5',
          text: 'v1',
          message: /which the configuration requires; use one strategy \(§9\)\. The same appears in 1 other place/,
          related: [{ pointer: '/paths/~1v1~1teams', range: '4:3-4:5', text: 'v1', message: '/v1/teams' }],
        },
      ],
    },
    {
      name: 'reads OpenAPI 2.0: flags no version at the swagger key',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        host: api.example.com
        basePath: /api
        paths:
          /users: ${R}
      `,
      findings: [{ pointer: '', range: '0:0-0:7', text: 'swagger' }],
    },
    {
      name: 'reads OpenAPI 2.0 produces: a path prefix and a version parameter are the minority strategies',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        produces: [application/vnd.acme.v1+json]
        paths:
          /users: { get: { parameters: [{ name: version, in: query, type: integer }], responses: { '200': { description: ok } } } }
          /v2/teams:
            get:
              parameters: [{ name: version, in: query, type: integer }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/parameters/0/name',
          range: '4:40-4:47',
          text: 'version',
          related: [
            {
              pointer: '/paths/~1v2~1teams/get/parameters/0/name',
              range: '7:27-7:34',
              text: 'version',
              message: 'GET /v2/teams',
            },
          ],
        },
        { pointer: '/paths/~1v2~1teams', range: '5:3-5:5', text: 'v2' },
      ],
    },
    {
      name: 'needs no version on discovery and infrastructure paths, and reads versions after a prefix',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /apis/: ${R}
          /apis/apps/: ${R}
          /apis/apps/v1/deployments: ${R}
          /apis/resource.k8s.io/v1alpha2/resourceclaims: ${R}
          /rest/api/3/issue: ${R}
          /.well-known/openid-configuration: ${R}
          /healthz: ${R}
          /livez: ${R}
          /readyz: ${R}
          /metrics: ${R}
          /openapi/v2: ${R}
          /version: ${R}
          /orders: ${R}
      `,
      findings: [
        { pointer: '/paths/~1rest~1api~13~1issue', range: '7:12-7:13', text: '3', severity: 'info' },
        { pointer: '/paths/~1orders', range: '15:2-15:9', text: '/orders' },
      ],
    },
    {
      name: 'reads api-version as the version parameter and asks for an integer `version`',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /vms:
            get:
              parameters: [{ $ref: '#/components/parameters/ApiVersion' }]
              responses: { '200': { description: ok } }
          /disks:
            get:
              parameters: [{ $ref: '#/components/parameters/ApiVersion' }]
              responses: { '200': { description: ok } }
        components:
          parameters:
            ApiVersion: { name: api-version, in: query, required: true, schema: { type: string } }
      `,
      findings: [
        {
          pointer: '/paths/~1vms/get/parameters/0/schema/type',
          range: '13:80-13:86',
          text: 'string',
          message:
            'The `api-version` query parameter is of type string; §9 wants an integer version (`?version=2`): name it `version` and give it `type: integer`.',
        },
      ],
    },
  ],
});

describe('rule versioning: its doc page', () => {
  it('flags a path without the prefix the other paths have, at the whole key', () => {
    const { failing, passing } = docExamples('versioning');
    const findings = lintText(failing, 'versioning');
    assert.deepEqual(
      findings.map((f) => brief(f, failing)),
      [{ rule: 'versioning', range: '8:2-8:9', text: '/orders' }],
    );
    assert.equal(findings[0].pointer, '/paths/~1orders');
    assert.equal(
      findings[0].message,
      '`/orders` has no version prefix while other paths have one (e.g. `/v1/users`); put every path under the same `/v{N}` prefix.',
    );
    assert.deepEqual(lintText(passing, 'versioning'), []);
  });
});
