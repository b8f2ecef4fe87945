import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';
import type { LintInput } from '../../../src/core/lint';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const strategy = (s: string): Partial<LintInput> => ({
  config: { rules: { versioning: { options: { strategy: s } } } },
});

describe('rule versioning', () => {
  it('flags an API with no version at its openapi key', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      servers: [{ url: 'https://api.example.com' }]
      paths:
        /users: ${R}
    `;
    const findings = lintText(text, 'versioning');
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [{ rule: 'versioning', range: '0:0-0:7', text: 'openapi' }],
    );
    assert.equal(findings[0].pointer, '');
    assert.match(
      findings[0].message,
      /^The API has no version; version it with a `\/v\{N\}` URI prefix, a vendor media type .* or an integer `version` query parameter/,
    );
  });

  it('accepts one strategy used throughout: server prefix, path prefix, vendor media type, integer parameter', () => {
    const server = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      servers:
        - url: 'https://api.example.com/{version}'
          variables: { version: { default: v2 } }
      paths:
        /users: ${R}
    `;
    const paths = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/users: ${R}
        /v1/users/{id}: ${R}
    `;
    const header = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200': { description: ok, content: { application/vnd.acme.v1+json: { schema: { type: array } } } }
    `;
    const param = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            parameters: [{ name: version, in: query, schema: { type: integer } }]
            responses: { '200': { description: ok } }
    `;
    for (const t of [server, paths, header, param]) assert.deepEqual(lintText(t, 'versioning'), []);
    assert.deepEqual(lintText(header, 'versioning', strategy('header')), []);
    assert.deepEqual(lintText(param, 'versioning', strategy('parameter')), []);
  });

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

  it('flags mixed strategies where the minority one appears, and a non-integer version parameter at its type', () => {
    const text = `
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
        /v1/users/{id}: ${R}
    `;
    const findings = lintText(text, 'versioning');
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [
        { rule: 'versioning', range: '7:18-7:25', text: 'version' },
        { rule: 'versioning', range: '7:54-7:60', text: 'string' },
        { rule: 'versioning', range: '12:12-12:40', text: 'application/vnd.acme.v2+json' },
      ],
    );
    assert.deepEqual(
      findings.map((f) => f.pointer),
      [
        '/paths/~1v1~1users/get/parameters/0/name',
        '/paths/~1v1~1users/get/parameters/0/schema/type',
        '/paths/~1v1~1users/get/responses/200/content/application~1vnd.acme.v2+json',
      ],
    );
    assert.equal(
      findings[0].message,
      'The query parameter `version` versions the API another way than a `/v{N}` URI prefix, which the rest of the API uses; use one strategy (§9).',
    );
    assert.equal(
      findings[1].message,
      'The `version` query parameter is of type string; §9 wants an integer version (`?version=2`): give it `type: integer`.',
    );
  });

  it('requires the configured strategy', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/users: ${R}
        /v1/teams: ${R}
    `;
    const findings = lintText(text, 'versioning', strategy('header'));
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [
        { rule: 'versioning', range: '0:0-0:7', text: 'openapi' },
        { rule: 'versioning', range: '3:3-3:5', text: 'v1' },
        { rule: 'versioning', range: '4:3-4:5', text: 'v1' },
      ],
    );
    assert.match(
      findings[0].message,
      /^The configuration requires versioning with a vendor media type .*, but the API uses a `\/v\{N\}` URI prefix\.$/,
    );
    assert.match(findings[1].message, /which the configuration requires/);
    assert.deepEqual(lintText(text, 'versioning', strategy('uri')), []);
    assert.deepEqual(lintText(text, 'versioning', strategy('any')), []);
  });

  it('reads OpenAPI 2.0: basePath, produces, and the swagger key', () => {
    const base = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      host: api.example.com
      basePath: /api/v3
      paths:
        /users: ${R}
    `;
    assert.deepEqual(lintText(base, 'versioning'), []);
    const none = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      host: api.example.com
      basePath: /api
      paths:
        /users: ${R}
    `;
    assert.deepEqual(
      lintText(none, 'versioning').map((f) => brief(f, none)),
      [{ rule: 'versioning', range: '0:0-0:7', text: 'swagger' }],
    );
    const json = `{
  "swagger": "2.0",
  "info": { "title": "t", "version": "1" },
  "produces": ["application/vnd.acme.v1+json"],
  "paths": {
    "/users": { "get": { "responses": { "200": { "description": "ok" } } } },
    "/v2/teams": { "get": { "parameters": [{ "name": "version", "in": "query", "type": "integer" }], "responses": { "200": { "description": "ok" } } } }
  }
}`;
    const findings = lintText(json, 'versioning', { uri: 'spec.json' });
    assert.deepEqual(
      findings.map((f) => brief(f, json)),
      [
        { rule: 'versioning', range: '6:6-6:8', text: 'v2' },
        { rule: 'versioning', range: '6:54-6:61', text: 'version' },
      ],
    );
  });

  it('needs no version on discovery and infrastructure paths; reads versions after a prefix, api-version and version headers', () => {
    const get = "{ get: { responses: { '200': { description: ok } } } }";
    const k8s = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /apis/: ${get}
        /apis/apps/: ${get}
        /apis/apps/v1/deployments: ${get}
        /apis/resource.k8s.io/v1alpha2/resourceclaims: ${get}
        /rest/api/3/issue: ${get}
        /.well-known/openid-configuration: ${get}
        /healthz: ${get}
        /livez: ${get}
        /readyz: ${get}
        /metrics: ${get}
        /openapi/v2: ${get}
        /version: ${get}
        /orders: ${get}
    `;
    assert.deepEqual(
      lintText(k8s, 'versioning').map((f) => brief(f, k8s).text),
      ['/orders'],
    );
    const azure = `
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
    `;
    const found = lintText(azure, 'versioning');
    assert.deepEqual(
      found.map((f) => brief(f, azure).text),
      ['string'],
    );
    assert.equal(
      found[0].message,
      'The `api-version` query parameter is of type string; §9 wants an integer version (`?version=2`): name it `version` and give it `type: integer`.',
    );
    const header = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /repos:
          get:
            parameters: [{ name: X-GitHub-Api-Version, in: header, schema: { type: string } }]
            responses: { '200': { description: ok } }
    `;
    assert.deepEqual(lintText(header, 'versioning'), []);
  });
});
