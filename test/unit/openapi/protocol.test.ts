import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { dedent } from '../helpers/lint';

/** The paths of an inline spec that are protocol-defined endpoints. */
function protocolOf(yaml: string): string[] {
  const model = buildModel(parseSource('spec.yaml', dedent(yaml)))!;
  return model.paths.filter((p) => p.protocol).map((p) => p.path);
}

const OK = "{ post: { responses: { '200': { description: ok } } } }";

describe('openapi/protocol', () => {
  it('marks OAuth 2.0 / OpenID Connect endpoints under an OAuth segment, .well-known, SCIM, health probes and the API’s own description', () => {
    assert.deepEqual(
      protocolOf(`
        openapi: 3.0.0
        info: { title: Mastodon, version: '1' }
        paths:
          /oauth/token: ${OK}
          /oauth/revoke: ${OK}
          /connect/userinfo: ${OK}
          /.well-known/openid-configuration: ${OK}
          /scim/v2/Users: ${OK}
          /healthz: ${OK}
          /accounts/{id}/revoke: ${OK}
          /swagger: { get: { responses: { '200': { description: ok } } } }
          /api/v1/openapi.json: { get: { responses: { '200': { description: ok } } } }
          /swagger/{name}: { get: { responses: { '200': { description: ok } } } }
          /users/{id}/token: ${OK}
      `),
      [
        '/oauth/token',
        '/oauth/revoke',
        '/connect/userinfo',
        '/.well-known/openid-configuration',
        '/scim/v2/Users',
        '/healthz',
        '/swagger',
        '/api/v1/openapi.json',
      ],
    );
  });

  it('marks an OAuth word at a security scheme URL or taking grant_type; not a token create beside /tokens', () => {
    assert.deepEqual(
      protocolOf(`
        openapi: 3.0.2
        info: { title: Box, version: 2.0.0 }
        paths:
          /token: ${OK}
          /authorize: { get: { responses: { '200': { description: ok } } } }
          /edge-config/{id}/token: ${OK}
          /edge-config/{id}/tokens: { get: { responses: { '200': { description: ok } } } }
          /sessions/token:
            post:
              requestBody: { content: { application/x-www-form-urlencoded: { schema: { properties: { grant_type: { type: string } } } } } }
              responses: { '200': { description: ok } }
        components:
          securitySchemes:
            OAuth2:
              type: oauth2
              flows:
                authorizationCode:
                  authorizationUrl: https://account.box.com/api/oauth2/authorize
                  tokenUrl: https://api.box.com/oauth2/token
                  scopes: {}
      `),
      ['/token', '/authorize', '/sessions/token'],
    );
  });

  it('marks an OAuth 2.0 device authorization endpoint by its form request with a client_id (Oxide), not a device resource', () => {
    const form = (props: string) =>
      `{ post: { requestBody: { content: { application/x-www-form-urlencoded: { schema: { properties: { ${props} } } } } }, responses: { default: { description: '' } } } }`;
    assert.deepEqual(
      protocolOf(`
        openapi: 3.0.3
        info: { title: Oxide Region API, version: 2026081901.0.0 }
        paths:
          /device/auth: ${form('client_id: { type: string }, ttl_seconds: { type: integer }')}
          /login/device/code: ${form('client_id: { type: string }, scope: { type: string }')}
          /device/token: ${form('grant_type: { type: string }, device_code: { type: string }, client_id: { type: string }')}
          /devices/{id}/register: ${form('client_id: { type: string }')}
          /devices: ${form('name: { type: string }')}
          /device/auth2: { post: { requestBody: { content: { application/json: { schema: { properties: { client_id: { type: string } } } } } }, responses: { '200': { description: ok } } } }
      `),
      ['/device/auth', '/login/device/code', '/device/token'],
    );
  });

  it('marks OpenID Connect session, logout and client registration endpoints on an authorization server (authentiq.io), not elsewhere', () => {
    const spec = (tokenUrl: string) => `
        openapi: 3.0.0
        info: { title: Authentiq Connect, version: '1' }
        servers: [{ url: 'https://connect.authentiq.io' }]
        paths:
          /authorize: { get: { responses: { '200': { description: ok } } } }
          /client: ${OK}
          /client/{client_id}: { get: { responses: { '200': { description: ok } } } }
          /token: ${OK}
          /userinfo: { get: { responses: { '200': { description: ok } } } }
          /{client_id}/iframe: { get: { responses: { '200': { description: ok } } } }
          /session/end_session: { get: { responses: { '200': { description: ok } } } }
        components:
          securitySchemes:
            oauth_code:
              type: oauth2
              flows:
                authorizationCode: { authorizationUrl: 'https://connect.authentiq.io/authorize', tokenUrl: '${tokenUrl}', scopes: {} }
      `;
    assert.deepEqual(protocolOf(spec('https://connect.authentiq.io/token')), [
      '/authorize',
      '/client',
      '/client/{client_id}',
      '/token',
      '/userinfo',
      '/{client_id}/iframe',
      '/session/end_session',
    ]);
    // Tokens from another server's /oauth/…: not this API's own; its clients are its own resources.
    assert.deepEqual(
      protocolOf(
        spec('https://auth.example.com/oauth/token').replace(
          'connect.authentiq.io/authorize',
          'auth.example.com/oauth/authorize',
        ),
      ),
      ['/authorize', '/token', '/userinfo', '/session/end_session'],
    );
  });
});
