import * as assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { pkcePair } from '../../../src/extension/runner/pkce';
import { secretKey } from '../../../src/extension/runner/secrets';
import { emptyValues } from '../../../src/shared/form';
import { FakeHost, sharedFor } from './fake-host';

const SPEC_URI = 'file:///work/oauth/openapi.yaml';

/** An authorization server and API in one: /authorize, /token (PKCE checked), /me (bearer). */
async function oauthServer(opts: { expiresIn: number }) {
  const log: string[] = [];
  let challenge = '';
  let redirectUri = '';
  let issued = 0;
  const valid = new Set<string>();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      log.push(
        `authorize ${q.get('response_type')} ${q.get('client_id')} ${q.get('scope')} ${q.get('code_challenge_method')}`,
      );
      challenge = q.get('code_challenge') ?? '';
      redirectUri = q.get('redirect_uri') ?? '';
      res
        .writeHead(302, { location: `${redirectUri}?code=the-code&state=${encodeURIComponent(q.get('state') ?? '')}` })
        .end();
      return;
    }
    if (url.pathname === '/token') {
      let body = '';
      for await (const c of req) body += c;
      const f = new URLSearchParams(body);
      const grant = f.get('grant_type');
      log.push(`token ${grant}`);
      const ok =
        grant === 'authorization_code'
          ? f.get('code') === 'the-code' &&
            f.get('redirect_uri') === redirectUri &&
            createHash('sha256')
              .update(f.get('code_verifier') ?? '')
              .digest('base64url') === challenge
          : grant === 'refresh_token' && f.get('refresh_token') === 'refresh-1';
      if (!ok) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      const token = `access-${++issued}-abcdef`;
      valid.add(token);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          access_token: token,
          token_type: 'Bearer',
          expires_in: opts.expiresIn,
          refresh_token: 'refresh-1',
        }),
      );
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    log.push(`me ${bearer ?? 'anonymous'}`);
    res.writeHead(bearer && valid.has(bearer) ? 200 : 401, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, log, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };
}

function spec(url: string): string {
  return `openapi: 3.0.3
info: {title: OAuth, version: '1'}
servers: [{url: '${url}'}]
paths:
  /me:
    get:
      operationId: me
      security: [{oauth: [read]}]
      responses: {'200': {description: ok}}
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        authorizationCode: {authorizationUrl: /authorize, tokenUrl: /token, scopes: {read: Read}}
`;
}

/**
 * A browser that follows the authorization server's redirect to the loopback listener. With `strays`, requests with a
 * forged state, with none, and a forged error reach the listener first (their statuses are collected), then the real
 * answer.
 */
function browser(strays?: number[]) {
  return async (url: string) => {
    const first = await fetch(url, { redirect: 'manual' });
    const location = first.headers.get('location')!;
    if (strays)
      for (const forged of [
        location.replace(/state=[^&]+/, 'state=forged'),
        location.replace(/&?state=[^&]+/, ''),
        `${location.split('?')[0]}?error=access_denied&state=forged`,
      ])
        strays.push((await fetch(forged)).status);
    await (await fetch(location)).text();
  };
}

describe('runner sign-in: OAuth 2.0 authorization code with PKCE over a loopback redirect', () => {
  it('makes an S256 verifier/challenge pair', () => {
    const { verifier, challenge } = pkcePair();
    assert.match(verifier, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(challenge, createHash('sha256').update(verifier).digest('base64url'));
  });

  it('signs in through the browser, stores the tokens, sends with them and refreshes the expired one', async () => {
    const as = await oauthServer({ expiresIn: 3600 });
    const host = new FakeHost();
    host.files.set(SPEC_URI, spec(as.url));
    host.browser = browser();
    const runner = new RunnerDispatcher(host, SPEC_URI, 'me', sharedFor(host));
    try {
      host.answers = ['my-client', ''];
      await runner.receive({ type: 'authorize', scheme: 'oauth', values: emptyValues() });
      assert.equal(
        host.of('notice').at(-1)!.message,
        `Signed in: oauth has an access token and a refresh token for no environment · ${as.url}.`,
      );
      assert.deepEqual(
        host.questions.map((q) => [q.prompt.split(' ')[0], q.password]),
        [
          ['Client', false],
          ['Client', true],
        ],
      );
      const redirect = new URL(new URL(host.external[0]).searchParams.get('redirect_uri')!);
      assert.equal(redirect.hostname, '127.0.0.1');
      const stored = JSON.parse(host.secrets.map.get(secretKey(null, 'oauth', as.url))!);
      assert.equal(stored.token, 'access-1-abcdef');
      assert.equal(stored.refreshToken, 'refresh-1');
      assert.equal(stored.clientId, 'my-client');
      assert.deepEqual(host.of('auth').at(-1)!.auth.stored, { oauth: ['token', 'clientId', 'refreshToken'] });

      await runner.receive({ type: 'send', requestId: 'r1', values: emptyValues() });
      assert.equal(host.of('response')[0].response.status, 200);
      // The access token expires (as if its second had passed): the next Send refreshes it first.
      const key = secretKey(null, 'oauth', as.url);
      host.secrets.map.set(
        key,
        JSON.stringify({ ...JSON.parse(host.secrets.map.get(key)!), expiresAt: Date.now() - 1 }),
      );
      await runner.receive({ type: 'send', requestId: 'r2', values: emptyValues() });
      assert.equal(host.of('response')[1].response.status, 200);
      assert.deepEqual(as.log, [
        'authorize code my-client read S256',
        'token authorization_code',
        'me access-1-abcdef',
        'token refresh_token',
        'me access-2-abcdef',
      ]);
      const leaks = host.everythingButSecrets();
      for (const s of ['access-1-abcdef', 'access-2-abcdef', 'refresh-1']) assert.ok(!leaks.includes(s), `${s} leaked`);
    } finally {
      runner.dispose();
      await as.close();
    }
  });

  it('sends the browser to the listener through the forwarded address of a remote set-up (asExternalUri), and exchanges the code with it', async () => {
    const as = await oauthServer({ expiresIn: 3600 });
    // A port-forwarding proxy as code-server has one: /proxy/PORT/rest reaches 127.0.0.1:PORT/rest.
    const forwarded: string[] = [];
    const proxy = http.createServer((req, res) => {
      const m = /^\/proxy\/(\d+)(\/.*)$/.exec(req.url ?? '');
      if (!m) return void res.writeHead(404).end();
      forwarded.push(m[2].split('?')[0]);
      const upstream = http.request(
        { host: '127.0.0.1', port: Number(m[1]), path: m[2], method: req.method, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const proxyBase = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const host = new FakeHost();
    host.files.set(SPEC_URI, spec(as.url));
    host.forward = (local) => {
      const u = new URL(local);
      return `${proxyBase}/proxy/${u.port}${u.pathname}`;
    };
    host.browser = browser();
    const runner = new RunnerDispatcher(host, SPEC_URI, 'me', sharedFor(host));
    try {
      host.answers = ['my-client', ''];
      await runner.receive({ type: 'authorize', scheme: 'oauth', values: emptyValues() });
      assert.equal(
        host.of('notice').at(-1)!.message,
        `Signed in: oauth has an access token and a refresh token for no environment · ${as.url}.`,
      );
      const redirect = new URL(new URL(host.external[0]).searchParams.get('redirect_uri')!);
      assert.equal(redirect.origin, proxyBase, 'the browser is sent to the forwarded address');
      assert.match(redirect.pathname, /^\/proxy\/\d+\/callback$/);
      assert.deepEqual(forwarded, ['/callback'], 'the answer reached the listener through the proxy');
      assert.deepEqual(
        as.log,
        ['authorize code my-client read S256', 'token authorization_code'],
        'the token endpoint accepted the same redirect URI',
      );
    } finally {
      runner.dispose();
      await as.close();
      proxy.closeAllConnections();
      await new Promise<void>((r) => proxy.close(() => r()));
    }
  });

  // Attack (issue 24 item 8): a stray callback with a wrong state ended the sign-in in progress.
  it('ignores answers whose state does not match and keeps waiting for its own', async () => {
    const as = await oauthServer({ expiresIn: 3600 });
    const host = new FakeHost();
    host.files.set(SPEC_URI, spec(as.url));
    const strays: number[] = [];
    host.browser = browser(strays);
    const runner = new RunnerDispatcher(host, SPEC_URI, 'me', sharedFor(host));
    try {
      host.answers = ['my-client', ''];
      await runner.receive({ type: 'authorize', scheme: 'oauth', values: emptyValues() });
      assert.deepEqual(strays, [400, 400, 400], 'each stray answer refused');
      assert.equal(
        host.of('notice').at(-1)!.message,
        `Signed in: oauth has an access token and a refresh token for no environment · ${as.url}.`,
      );
      assert.ok(host.secrets.map.has(secretKey(null, 'oauth', as.url)), 'the tokens are stored');
      assert.deepEqual(as.log, ['authorize code my-client read S256', 'token authorization_code']);
    } finally {
      runner.dispose();
      await as.close();
    }
  });

  it('offers the browser sign-in among the ways of Set secret… for an OAuth scheme', async () => {
    const as = await oauthServer({ expiresIn: 3600 });
    const host = new FakeHost();
    host.files.set(SPEC_URI, spec(as.url));
    host.browser = browser();
    const runner = new RunnerDispatcher(host, SPEC_URI, 'me', sharedFor(host));
    try {
      host.choices = ['authorizationCode'];
      host.answers = ['my-client', 'client-secret-value'];
      await runner.receive({ type: 'setSecret', scheme: 'oauth', values: emptyValues() });
      const stored = JSON.parse(host.secrets.map.get(secretKey(null, 'oauth', as.url))!);
      assert.equal(stored.clientSecret, 'client-secret-value');
      assert.ok(!host.everythingButSecrets().includes('client-secret-value'));
    } finally {
      runner.dispose();
      await as.close();
    }
  });
});
