import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'bearer-scheme';

function run(spec: string) {
  return lintText(spec, RULE).map((f) => ({ ...brief(f, spec), pointer: f.pointer }));
}

function v3(schemes: string): string {
  return `
    openapi: 3.1.0
    info: { title: t, version: '1' }
    security: [{ main: [] }]
    paths: {}
    components:
      securitySchemes:
${schemes}
  `;
}

describe('rule bearer-scheme', () => {
  it('flags schemes where none sends a bearer token, at securitySchemes', () => {
    const spec = v3(`
        main: { type: apiKey, in: header, name: X-API-Key }
        basicAuth: { type: http, scheme: basic }`);
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '5:2-5:17', text: 'securitySchemes' }]);
    assert.equal(found[0].severity, 'info');
    assert.equal(found[0].pointer, '/components/securitySchemes');
    assert.match(found[0].message, /main \(apiKey\), basicAuth \(http basic\)/);
    assert.match(found[0].message, /scheme: bearer/);
  });

  it('flags mutualTLS alone', () => {
    const spec = v3(`
        main: { type: mutualTLS }`);
    assert.deepEqual(run(spec), [{ rule: RULE, range: '5:2-5:17', text: 'securitySchemes', pointer: '/components/securitySchemes' }]);
  });

  for (const [name, scheme] of [
    ['http bearer (any case)', `{ type: http, scheme: Bearer, bearerFormat: JWT }`],
    ['OAuth 2.0', `{ type: oauth2, flows: { clientCredentials: { tokenUrl: 'https://example.com/token', scopes: {} } } }`],
    ['OpenID Connect', `{ type: openIdConnect, openIdConnectUrl: 'https://example.com/.well-known/openid-configuration' }`],
  ] as const) {
    it(`stays quiet when one scheme is ${name}`, () => {
      const spec = v3(`
        key: { type: apiKey, in: header, name: X-API-Key }
        main: ${scheme}`);
      assert.deepEqual(run(spec), []);
    });
  }

  it('stays quiet when no scheme is defined (security-defined reports that)', () => {
    assert.deepEqual(run(`openapi: 3.0.3\ninfo: { title: t, version: '1' }\npaths: {}\n`), []);
  });

  it('flags 2.0 basic and query-key schemes at securityDefinitions', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      securityDefinitions:
        basic: { type: basic }
        key: { type: apiKey, in: query, name: key }
      paths: {}
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '2:0-2:19', text: 'securityDefinitions' }]);
    assert.match(found[0].message, /oauth2 scheme, or an apiKey scheme named `Authorization`/);
  });

  it('accepts a 2.0 apiKey in the Authorization header (2.0 has no bearer type) and 2.0 oauth2', () => {
    for (const scheme of ['{ type: apiKey, in: header, name: authorization }', '{ type: oauth2, flow: implicit, authorizationUrl: "https://example.com/auth", scopes: {} }']) {
      const spec = `
        swagger: '2.0'
        info: { title: t, version: '1' }
        securityDefinitions:
          token: ${scheme}
        paths: {}
      `;
      assert.deepEqual(run(spec), [], scheme);
    }
  });

  it('does not accept an apiKey named Authorization in 3.x, where http bearer exists', () => {
    const spec = v3(`
        main: { type: apiKey, in: header, name: Authorization }`);
    assert.equal(run(spec).length, 1);
  });
});
