import * as assert from 'node:assert/strict';
import type * as http from 'node:http';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import type { ApiModel } from '../../../src/core/openapi/model';
import { buildRequest, findOperation } from '../../../src/core/http/build-request';
import { authenticate } from '../../../src/core/http/auth/apply';
import { OAuthTokens } from '../../../src/core/http/auth/oauth2';
import { selectSecurity } from '../../../src/core/http/auth/select';
import { AuthError, type Credentials } from '../../../src/core/http/auth/types';
import { send } from '../../../src/core/http/send';
import { closeDispatchers } from '../../../src/core/http/dispatchers';
import { dedent } from '../helpers/lint';
import { json, readBody, startServer, type LocalServer } from './helpers/local-server';

/** A spec whose operations each need one kind of security, served from `api` with its token endpoints on `idp`. */
function spec(api: string, idp: string): ApiModel {
  const m = buildModel(
    parseSource(
      'spec.yaml',
      dedent(`
        openapi: 3.0.3
        info: {title: t, version: '1'}
        servers: [{url: '${api}'}]
        security: [{bearer: []}]
        paths:
          /bearer: {get: {operationId: bearer, responses: {'200': {description: ok}}}}
          /basic: {get: {operationId: basic, security: [{basic: []}], responses: {'200': {description: ok}}}}
          /key-header: {get: {operationId: keyHeader, security: [{keyHeader: []}], responses: {'200': {description: ok}}}}
          /key-query:
            get:
              operationId: keyQuery
              security: [{keyQuery: []}]
              parameters: [{name: q, in: query, schema: {type: string}}]
              responses: {'200': {description: ok}}
          /key-cookie: {get: {operationId: keyCookie, security: [{keyCookie: []}], responses: {'200': {description: ok}}}}
          /client: {get: {operationId: client, security: [{cc: [books.read, books.write]}], responses: {'200': {description: ok}}}}
          /password: {get: {operationId: password, security: [{pw: []}], responses: {'200': {description: ok}}}}
          /oidc: {get: {operationId: oidc, security: [{oidc: [openid]}], responses: {'200': {description: ok}}}}
          /either: {get: {operationId: either, security: [{}, {keyHeader: []}, {basic: [], keyQuery: []}], responses: {'200': {description: ok}}}}
          /public: {get: {operationId: public, security: [], responses: {'200': {description: ok}}}}
        components:
          securitySchemes:
            bearer: {type: http, scheme: bearer}
            basic: {type: http, scheme: basic}
            keyHeader: {type: apiKey, in: header, name: X-API-Key}
            keyQuery: {type: apiKey, in: query, name: api_key}
            keyCookie: {type: apiKey, in: cookie, name: key}
            cc: {type: oauth2, flows: {clientCredentials: {tokenUrl: '${idp}/token', scopes: {books.read: r, books.write: w}}}}
            pw: {type: oauth2, flows: {password: {tokenUrl: '${idp}/token', scopes: {}}}}
            oidc: {type: openIdConnect, openIdConnectUrl: '${idp}/.well-known/openid-configuration'}
            mtls: {type: mutualTLS}
      `),
    ),
  );
  assert.ok(m);
  return m;
}

/** What the API server saw of the last request. */
interface Seen {
  url?: string;
  headers?: http.IncomingHttpHeaders;
}

describe('http/auth', () => {
  let api: LocalServer;
  let idp: LocalServer;
  const seen: Seen = {};
  const tokenCalls: { auth?: string; form: Record<string, string> }[] = [];
  let nextExpiresIn = 3600;
  let m: ApiModel;

  before(async () => {
    api = await startServer((req, res) => {
      seen.url = req.url;
      seen.headers = req.headers;
      json(res, 200, { ok: true });
    });
    idp = await startServer(async (req, res) => {
      if (req.url === '/.well-known/openid-configuration')
        return json(res, 200, {
          issuer: idp.url,
          token_endpoint: '/oidc/token',
          grant_types_supported: ['client_credentials', 'refresh_token'],
        });
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      tokenCalls.push({ auth: req.headers.authorization, form });
      const basicOk = req.headers.authorization === `Basic ${Buffer.from('app:s3cret-app').toString('base64')}`;
      const bodyOk = form.client_id === 'post-only' && form.client_secret === 's3cret-post';
      if (form.grant_type === 'client_credentials' && !basicOk && !bodyOk)
        return json(res, 401, { error: 'invalid_client' });
      if (form.grant_type === 'password' && !(form.username === 'ada' && form.password === 'pw-s3cret'))
        return json(res, 400, { error: 'invalid_grant' });
      if (form.grant_type === 'refresh_token' && form.refresh_token !== 'refresh-1')
        return json(res, 400, { error: 'invalid_grant' });
      const n = tokenCalls.length;
      json(res, 200, {
        access_token: `access-${n}`,
        token_type: 'Bearer',
        expires_in: nextExpiresIn,
        refresh_token: 'refresh-1',
      });
    });
    m = spec(api.url, idp.url);
  });
  after(async () => {
    await closeDispatchers();
    await api.close();
    await idp.close();
  });
  beforeEach(() => {
    tokenCalls.length = 0;
    nextExpiresIn = 3600;
  });

  async function call(
    opId: string,
    credentials: Credentials,
    tokens = new OAuthTokens((r, o) => send(r, o)),
    schemeName?: string,
  ) {
    const op = findOperation(m, opId)!;
    const req = buildRequest(m, op, {});
    const outcome = await authenticate(m, op, req, { credentials, tokens, schemeName });
    const res = await send(req);
    assert.equal(res.status, 200);
    return { outcome, req };
  }

  it('sends a bearer token', async () => {
    const { outcome, req } = await call('bearer', { token: 'tok-123' });
    assert.deepEqual(outcome, { applied: ['bearer'] });
    assert.equal(seen.headers?.authorization, 'Bearer tok-123');
    assert.deepEqual(req.credentials, { headers: ['authorization'], query: [], cookies: [], secrets: ['tok-123'] });
  });

  it('sends HTTP basic credentials', async () => {
    await call('basic', { username: 'ada', password: 'lové:1' });
    assert.equal(seen.headers?.authorization, `Basic ${Buffer.from('ada:lové:1', 'utf8').toString('base64')}`);
  });

  it('sends an API key in a header, the query or a cookie', async () => {
    await call('keyHeader', { apiKey: 'k-1' });
    assert.equal(seen.headers?.['x-api-key'], 'k-1');
    const q = await call('keyQuery', { apiKey: 'k 2&x' });
    assert.equal(seen.url, '/key-query?api_key=k%202%26x');
    assert.deepEqual(q.req.credentials?.query, ['api_key']);
    await call('keyCookie', { apiKey: 'k-3' });
    assert.equal(seen.headers?.cookie, 'key=k-3');
  });

  it('gets a client-credentials token once, caches it, and refreshes it when it expires', async () => {
    let now = 1_000_000;
    const tokens = new OAuthTokens(
      (r, o) => send(r, o),
      () => now,
    );
    nextExpiresIn = 60;
    await call('client', { clientId: 'app', clientSecret: 's3cret-app' }, tokens);
    assert.equal(seen.headers?.authorization, 'Bearer access-1');
    assert.deepEqual(tokenCalls[0].form, { grant_type: 'client_credentials', scope: 'books.read books.write' });
    await call('client', { clientId: 'app', clientSecret: 's3cret-app' }, tokens);
    assert.equal(tokenCalls.length, 1, 'the cached token is reused');
    now += 45_000;
    await call('client', { clientId: 'app', clientSecret: 's3cret-app' }, tokens);
    assert.equal(tokenCalls.length, 2, 'a token about to expire is refreshed');
    assert.deepEqual(tokenCalls[1].form, {
      grant_type: 'refresh_token',
      scope: 'books.read books.write',
      refresh_token: 'refresh-1',
    });
    assert.equal(seen.headers?.authorization, 'Bearer access-2');
  });

  it('falls back to client credentials in the body when the endpoint refuses HTTP Basic', async () => {
    await call('client', { clientId: 'post-only', clientSecret: 's3cret-post' });
    assert.equal(tokenCalls.length, 2);
    assert.ok(tokenCalls[0].auth?.startsWith('Basic '));
    assert.equal(tokenCalls[1].auth, undefined);
    assert.equal(tokenCalls[1].form.client_secret, 's3cret-post');
  });

  it('runs the password grant, and reports a refused grant without the secret', async () => {
    await call('password', { username: 'ada', password: 'pw-s3cret' });
    assert.deepEqual(tokenCalls[0].form, { grant_type: 'password', username: 'ada', password: 'pw-s3cret' });
    const op = findOperation(m, 'password')!;
    const req = buildRequest(m, op);
    await assert.rejects(
      authenticate(m, op, req, {
        credentials: { username: 'ada', password: 'wrong-pw' },
        tokens: new OAuthTokens((r, o) => send(r, o)),
      }),
      (err: Error) =>
        err instanceof AuthError &&
        err.message === `The token endpoint ${idp.url}/token refused the password grant: HTTP 400 invalid_grant.`,
    );
  });

  it('finds the token endpoint through OpenID Connect discovery', async () => {
    const { outcome } = await call('oidc', { clientId: 'app', clientSecret: 's3cret-app' });
    assert.deepEqual(outcome, { applied: ['oidc'] });
    assert.equal(seen.headers?.authorization, 'Bearer access-1');
    assert.deepEqual(tokenCalls[0].form, { grant_type: 'client_credentials', scope: 'openid' });
  });

  it('uses a given token for OAuth 2.0 schemes without calling the token endpoint', async () => {
    await call('client', { token: 'given' });
    assert.equal(seen.headers?.authorization, 'Bearer given');
    assert.equal(tokenCalls.length, 0);
  });

  describe('choosing among alternatives', () => {
    it('takes the first alternative the credentials satisfy, anonymous last', () => {
      const op = findOperation(m, 'either')!;
      assert.deepEqual(selectSecurity(m, op, {}), { plans: [] });
      const s = selectSecurity(m, op, { apiKey: 'k', username: 'u', password: 'p' });
      assert.deepEqual('plans' in s && s.plans.map((p) => p.scheme), ['keyHeader']);
    });

    it('applies the scheme asked for, with the rest of its alternative', async () => {
      const { outcome } = await call('either', { apiKey: 'k', username: 'u', password: 'p' }, undefined, 'basic');
      assert.deepEqual(outcome, { applied: ['basic', 'keyQuery'] });
      assert.equal(seen.url, '/either?api_key=k');
    });

    it('says what is missing when nothing can be satisfied, and sends nothing', async () => {
      const { outcome } = await call('client', {});
      assert.deepEqual(outcome, {
        applied: [],
        unmet: [{ scheme: 'cc', needs: [['token'], ['clientId', 'clientSecret']] }],
      });
      assert.equal(seen.headers?.authorization, undefined);
      const op = findOperation(m, 'bearer')!;
      assert.deepEqual(selectSecurity(m, op, {}, { schemeName: 'mtls' }), {
        unmet: [{ scheme: 'mtls', needs: [], reason: 'mutual TLS (client certificates) is not supported' }],
      });
      assert.deepEqual(selectSecurity(m, op, {}, { schemeName: 'nope' }), {
        unmet: [{ scheme: 'nope', needs: [], reason: 'it is not defined in the spec' }],
      });
    });

    it('sends nothing for an operation that opts out of security', async () => {
      const { outcome } = await call('public', { token: 't' });
      assert.deepEqual(outcome, { applied: [] });
      assert.equal(seen.headers?.authorization, undefined);
    });

    it('prefers per-scheme credentials over shared ones', () => {
      const op = findOperation(m, 'keyHeader')!;
      const s = selectSecurity(m, op, { apiKey: 'shared', bySchemeName: { keyHeader: { apiKey: 'own' } } });
      assert.ok('plans' in s && s.plans[0].kind === 'apiKey' && s.plans[0].key === 'own');
    });
  });
});
