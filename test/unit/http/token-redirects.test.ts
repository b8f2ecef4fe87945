import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import type { ApiModel } from '../../../src/core/openapi/model';
import { buildRequest, findOperation } from '../../../src/core/http/build-request';
import { authenticate } from '../../../src/core/http/auth/apply';
import { isSafeEndpoint, OAuthTokens } from '../../../src/core/http/auth/oauth2';
import { AuthError, type Credentials } from '../../../src/core/http/auth/types';
import { send } from '../../../src/core/http/send';
import { closeDispatchers } from '../../../src/core/http/dispatchers';
import { dedent } from '../helpers/lint';
import { json, readBody, startServer, type LocalServer } from './helpers/local-server';

/**
 * Attack: a token endpoint (or a discovery document) answers 307/308 to another origin. Before the fix the password,
 * refresh token and client secret were re-posted there, and the token it returned was used against the API.
 */
describe('http/auth: token requests follow no redirects, and no body is re-sent to another origin', () => {
  let api: LocalServer;
  let idp: LocalServer;
  let attacker: LocalServer;
  const attackerSaw: string[] = [];
  const apiSaw: string[] = [];
  let idpMode: 'redirect-307' | 'redirect-308' | 'rotate' = 'redirect-307';
  let rotation = 0;
  let m: ApiModel;

  before(async () => {
    attacker = await startServer(async (req, res) => {
      attackerSaw.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''} ${await readBody(req)}`);
      json(res, 200, {
        access_token: 'attacker-token',
        token_type: 'Bearer',
        expires_in: 3600,
        token_endpoint: `${attacker.url}/token`,
      });
    });
    api = await startServer((req, res) => {
      apiSaw.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      json(res, 200, { ok: true });
    });
    idp = await startServer(async (req, res) => {
      const body = await readBody(req);
      if (idpMode !== 'rotate') {
        res.writeHead(idpMode === 'redirect-307' ? 307 : 308, { location: `${attacker.url}${req.url}` }).end();
        return;
      }
      const form = new URLSearchParams(body);
      const expected = `refresh-${rotation}`;
      if (form.get('refresh_token') !== expected) return json(res, 400, { error: 'invalid_grant' });
      rotation++;
      json(res, 200, { access_token: `access-${rotation}`, expires_in: 3600, refresh_token: `refresh-${rotation}` });
    });
    m = buildModel(
      parseSource(
        'spec.yaml',
        dedent(`
          openapi: 3.0.3
          info: {title: t, version: '1'}
          servers: [{url: '${api.url}'}]
          paths:
            /client: {get: {operationId: client, security: [{cc: []}], responses: {'200': {description: ok}}}}
            /password: {get: {operationId: password, security: [{pw: []}], responses: {'200': {description: ok}}}}
            /oidc: {get: {operationId: oidc, security: [{oidc: []}], responses: {'200': {description: ok}}}}
          components:
            securitySchemes:
              cc: {type: oauth2, flows: {clientCredentials: {tokenUrl: '${idp.url}/token', scopes: {}}}}
              pw: {type: oauth2, flows: {password: {tokenUrl: '${idp.url}/token', scopes: {}}}}
              oidc: {type: openIdConnect, openIdConnectUrl: '${idp.url}/.well-known/openid-configuration'}
        `),
      ),
    )!;
  });
  after(async () => {
    await closeDispatchers();
    await Promise.all([api.close(), idp.close(), attacker.close()]);
  });
  beforeEach(() => {
    attackerSaw.length = 0;
    apiSaw.length = 0;
  });

  async function authFails(opId: string, credentials: Credentials): Promise<AuthError> {
    const op = findOperation(m, opId)!;
    const req = buildRequest(m, op, {});
    const tokens = new OAuthTokens((r, o) => send(r, o));
    const err = await authenticate(m, op, req, { credentials, tokens }).then(
      () => assert.fail('authentication should fail'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof AuthError, String(err));
    return err;
  }

  for (const mode of ['redirect-307', 'redirect-308'] as const) {
    it(`does not re-post a password, refresh token or client secret on a ${mode.slice(-3)} to another origin`, async () => {
      idpMode = mode;
      const status = mode.slice(-3);
      const cases: [string, Credentials][] = [
        ['password', { username: 'ada', password: 'pw-s3cret-value' }],
        ['password', { refreshToken: 'refresh-s3cret-value' }],
        ['client', { clientId: 'app', clientSecret: 'client-s3cret-value' }],
      ];
      for (const [op, creds] of cases) {
        const err = await authFails(op, creds);
        assert.equal(
          err.message,
          `The token endpoint ${idp.url}/token answered with a redirect (HTTP ${status} to ${attacker.url}); requests for tokens follow no redirects, so nothing was sent there.`,
        );
      }
      assert.deepEqual(attackerSaw, []);
      assert.deepEqual(apiSaw, []);
    });
  }

  it('reads no OpenID Connect discovery document through a redirect', async () => {
    idpMode = 'redirect-307';
    const err = await authFails('oidc', { clientId: 'app', clientSecret: 'client-s3cret-value' });
    assert.match(
      err.message,
      /^The OpenID Connect discovery document .* answered with a redirect \(HTTP 307 to http:\/\/127\.0\.0\.1:\d+\); requests for tokens follow no redirects/,
    );
    assert.deepEqual(attackerSaw, []);
  });

  it('refuses a discovery document that names a token endpoint over plain http off this machine, or not http at all', async () => {
    for (const endpoint of ['http://idp.example/token', 'file:///etc/passwd', 'javascript:alert(1)']) {
      const disco = await startServer((_req, res) => json(res, 200, { token_endpoint: endpoint }));
      try {
        const tokens = new OAuthTokens((r, o) => send(r, o));
        const plan = {
          scheme: 'o',
          kind: 'oidc' as const,
          discoveryUrl: `${disco.url}/.well-known/openid-configuration`,
          scopes: [],
          creds: { clientId: 'a', clientSecret: 'b' },
        };
        await assert.rejects(
          tokens.issue(plan),
          (e: Error) =>
            e instanceof AuthError &&
            /names a token endpoint that is not https \(or http on this machine\)/.test(e.message),
        );
      } finally {
        await disco.close();
      }
    }
  });

  it('keeps following a 307 on the same origin (with the body) and a 303 anywhere (as a GET, without it)', async () => {
    const seen: string[] = [];
    const other = await startServer(async (req, res) => {
      seen.push(`other ${req.method} ${await readBody(req)}`);
      json(res, 200, {});
    });
    const server = await startServer(async (req, res) => {
      const body = await readBody(req);
      seen.push(`${req.method} ${req.url} ${body}`);
      if (req.url === '/start') res.writeHead(307, { location: '/again' }).end();
      else if (req.url === '/again') res.writeHead(303, { location: `${other.url}/done` }).end();
      else json(res, 200, {});
    });
    try {
      const res = await send({
        method: 'POST',
        url: `${server.url}/start`,
        headers: { 'content-type': 'text/plain' },
        body: new TextEncoder().encode('the-body'),
      });
      assert.equal(res.status, 200);
      assert.deepEqual(seen, ['POST /start the-body', 'POST /again the-body', 'other GET ']);
    } finally {
      await Promise.all([server.close(), other.close()]);
    }
  });

  it('answers with the redirect itself when a 307 or 308 would re-send a body to another origin', async () => {
    for (const status of [307, 308]) {
      const server = await startServer((_req, res) =>
        res.writeHead(status, { location: `${attacker.url}/steal` }).end(),
      );
      try {
        const res = await send({
          method: 'PUT',
          url: `${server.url}/x`,
          headers: { 'content-type': 'application/json' },
          body: new TextEncoder().encode('{"password":"pw-s3cret-value"}'),
        });
        assert.equal(res.status, status);
        assert.deepEqual(res.redirects, []);
      } finally {
        await server.close();
      }
    }
    assert.deepEqual(attackerSaw, []);
  });

  it('hands the rotated refresh token back to the caller and refreshes with it next time', async () => {
    idpMode = 'rotate';
    rotation = 0;
    let now = 0;
    const tokens = new OAuthTokens(
      (r, o) => send(r, o),
      () => now,
    );
    const plan = {
      scheme: 'pw',
      kind: 'oauth2-grant' as const,
      grant: 'refresh_token' as const,
      tokenUrl: `${idp.url}/token`,
      scopes: [],
      creds: { refreshToken: 'refresh-0' },
    };
    const first = await tokens.issue(plan);
    assert.deepEqual(first, { accessToken: 'access-1', expiresAt: 3_600_000, refreshToken: 'refresh-1', fresh: true });
    assert.deepEqual(await tokens.issue(plan), { ...first, fresh: false });
    now = 3_600_000;
    assert.deepEqual(await tokens.issue(plan), {
      accessToken: 'access-2',
      expiresAt: 7_200_000,
      refreshToken: 'refresh-2',
      fresh: true,
    });
  });

  it('calls the token endpoint check before posting, and posts nothing when it refuses', async () => {
    idpMode = 'rotate';
    rotation = 0;
    const tokens = new OAuthTokens((r, o) => send(r, o));
    const plan = {
      scheme: 'pw',
      kind: 'oauth2-grant' as const,
      grant: 'refresh_token' as const,
      tokenUrl: `${idp.url}/token`,
      scopes: [],
      creds: { refreshToken: 'refresh-0' },
    };
    const checked: string[] = [];
    await assert.rejects(
      tokens.issue(plan, async (scheme, url) => {
        checked.push(`${scheme} ${url}`);
        throw new AuthError('no', true);
      }),
      /^AuthError: no$/,
    );
    assert.deepEqual(checked, [`pw ${idp.url}/token`]);
    assert.equal(rotation, 0);
  });

  it('calls https and loopback http endpoints safe, nothing else', () => {
    const safe = [
      'https://idp.example/a',
      'http://127.0.0.1:8080/t',
      'http://localhost/t',
      'http://[::1]:9/t',
      'http://app.localhost/t',
    ];
    const unsafe = [
      'http://idp.example/a',
      'http://127.0.0.1.nip.io/t',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'command:workbench.action.terminal.new',
      'vscode://file/x',
      'data:text/html,x',
    ];
    assert.deepEqual(
      safe.filter((u) => isSafeEndpoint(new URL(u))),
      safe,
    );
    assert.deepEqual(
      unsafe.filter((u) => isSafeEndpoint(new URL(u))),
      [],
    );
  });
});
