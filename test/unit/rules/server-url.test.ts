import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';

describe('rule server-url', () => {
  const spec = `
    openapi: 3.0.3
    info: { title: t, version: '1' }
    servers:
      - url: https://api.example.com/v1
      - url: http://api.example.com/v1
      - url: http://localhost:8080
      - url: /v1
      - url: '{protocol}://{host}/v1'
        variables:
          protocol: { default: http }
          host: { default: api.example.com }
      - url: 'http://127.0.0.1:3000'
      - url: api.example.com
      - url: '{scheme}://{region}.example.com'
        variables:
          scheme: { default: https, enum: [https] }
          region: { default: eu }
    paths:
      /users:
        servers:
          - url: http://files.example.com
        get: { responses: { '200': { description: ok } } }
  `;

  it('flags relative URLs and plain http to non-local hosts at the narrowest place', () => {
    const findings = lintText(spec, 'server-url');
    assert.deepEqual(findings.map((f) => brief(f, spec)), [
      { rule: 'server-url', range: '4:9-4:13', text: 'http' },
      { rule: 'server-url', range: '6:9-6:12', text: '/v1' },
      { rule: 'server-url', range: '9:27-9:31', text: 'http' },
      { rule: 'server-url', range: '12:9-12:24', text: 'api.example.com' },
      { rule: 'server-url', range: '20:13-20:17', text: 'http' },
    ]);
    assert.deepEqual(findings.map((f) => f.pointer), [
      '/servers/1/url', '/servers/3/url', '/servers/4/variables/protocol/default', '/servers/6/url', '/paths/~1users/servers/0/url',
    ]);
    assert.equal(findings[0].message, 'The server URL `http://api.example.com/v1` uses plain `http`; use `https` (plain http is only fine for localhost).');
    assert.equal(findings[1].message, 'The server URL `/v1` is not absolute; give `{protocol}://{domain}/{path}`, e.g. `https://api.example.com/v1`.');
    assert.match(findings[2].message, /`http:\/\/api\.example\.com\/v1` uses plain `http`/);
  });

  it('suggests the https form of a scheme-relative URL (//host)', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      servers:
        - url: //kubernetes.local
      paths: {}
    `;
    const findings = lintText(text, 'server-url');
    assert.deepEqual(findings.map((f) => brief(f, text)), [{ rule: 'server-url', range: '3:9-3:27', text: '//kubernetes.local' }]);
    assert.equal(findings[0].message, 'The server URL `//kubernetes.local` has no protocol; give `{protocol}://{domain}/{path}`, e.g. `https://kubernetes.local`.');
  });

  it('does not judge a URL whose scheme and host come from a variable without a default', () => {
    const text = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      servers:
        - url: '{Endpoint}/vision/v2.1'
      paths: {}
    `;
    assert.deepEqual(lintText(text, 'server-url'), []);
  });

  it('flags a document without servers at its openapi key, or the empty list', () => {
    const none = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths: {}
    `;
    assert.deepEqual(lintText(none, 'server-url').map((f) => brief(f, none)), [{ rule: 'server-url', range: '0:0-0:7', text: 'openapi' }]);
    assert.equal(lintText(none, 'server-url')[0].pointer, '');
    const empty = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      servers: []
      paths: {}
    `;
    assert.deepEqual(lintText(empty, 'server-url').map((f) => brief(f, empty)), [{ rule: 'server-url', range: '2:0-2:7', text: 'servers' }]);
  });

  it('reads OpenAPI 2.0 host, schemes and basePath', () => {
    const noHost = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths: {}
    `;
    assert.deepEqual(lintText(noHost, 'server-url').map((f) => brief(f, noHost)), [{ rule: 'server-url', range: '0:0-0:7', text: 'swagger' }]);
    const bad = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      host: https://api.example.com
      basePath: v1
      schemes: [https, http]
      paths: {}
    `;
    const findings = lintText(bad, 'server-url');
    assert.deepEqual(findings.map((f) => brief(f, bad)), [
      { rule: 'server-url', range: '2:6-2:29', text: 'https://api.example.com' },
      { rule: 'server-url', range: '3:10-3:12', text: 'v1' },
      { rule: 'server-url', range: '4:17-4:21', text: 'http' },
    ]);
    assert.deepEqual(findings.map((f) => f.pointer), ['/host', '/basePath', '/schemes/1']);
    const local = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      host: localhost:8080
      schemes: [http]
      paths: {}
    `;
    assert.deepEqual(lintText(local, 'server-url'), []);
  });

  it('reads OpenAPI 2.0 JSON', () => {
    const json = `{
  "swagger": "2.0",
  "info": { "title": "t", "version": "1" },
  "host": "api.example.com",
  "basePath": "/v1",
  "schemes": ["http"],
  "paths": {}
}`;
    assert.deepEqual(lintText(json, 'server-url', { uri: 'spec.json' }).map((f) => brief(f, json)), [{ rule: 'server-url', range: '5:15-5:19', text: 'http' }]);
  });

  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('server-url');
    assert.deepEqual(lintText(failing, 'server-url').map((f) => brief(f, failing).text), ['http', '/v1']);
    assert.deepEqual(lintText(passing, 'server-url'), []);
  });
});
