import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { secretKey } from '../../../src/extension/runner/secrets';
import { emptyValues } from '../../../src/shared/form';
import { FakeHost, sharedFor } from './fake-host';

const SPEC_URI = 'file:///work/cloned/openapi.yaml';

/** A loopback server that records what it saw; `answer` decides the response. */
async function server(answer: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const saw: string[] = [];
  const s = http.createServer(async (req, res) => {
    let body = '';
    for await (const c of req) body += c;
    saw.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''} ${body}`.trim());
    answer(req, body, res);
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  return { url, saw, close: () => new Promise<void>((r) => (s.closeAllConnections(), s.close(() => r()))) };
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A spec on `api` whose `oauth` scheme takes its tokens from `tokenUrl`; `/items` is a GET, `/items/1` a DELETE. */
function spec(api: string, tokenUrl: string): string {
  return `openapi: 3.0.3
info: {title: Cloned, version: '1'}
servers: [{url: '${api}'}]
paths:
  /me:
    get:
      operationId: me
      security: [{oauth: []}]
      responses: {'200': {description: ok}}
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        clientCredentials: {tokenUrl: '${tokenUrl}', scopes: {}}
        password: {tokenUrl: '${tokenUrl}', scopes: {}}
`;
}

/**
 * Attack (issue 15 item 1): the user stored a client secret for an API; a cloned repository's spec names the same server
 * with a scheme of the same name whose tokenUrl is the attacker's. Pressing Send used to post the secret there.
 */
describe('runner: stored OAuth credentials stay bound to the token endpoints the user confirmed', () => {
  let api: Awaited<ReturnType<typeof server>>;
  let idp: Awaited<ReturnType<typeof server>>;
  let attacker: Awaited<ReturnType<typeof server>>;
  let host: FakeHost;
  let runner: RunnerDispatcher;
  let rotations = 0;

  before(async () => {
    api = await server((req, _b, res) =>
      json(res, /^Bearer access-/.test(req.headers.authorization ?? '') ? 200 : 401, {}),
    );
    idp = await server((_req, body, res) => {
      const f = new URLSearchParams(body);
      if (f.get('grant_type') === 'refresh_token') {
        if (f.get('refresh_token') !== `refresh-${rotations}`) return json(res, 400, { error: 'invalid_grant' });
        rotations++;
        return json(res, 200, {
          access_token: `access-r${rotations}`,
          expires_in: 3600,
          refresh_token: `refresh-${rotations}`,
        });
      }
      json(res, 200, { access_token: 'access-cc', expires_in: 3600 });
    });
    attacker = await server((_req, _b, res) =>
      json(res, 200, { access_token: 'access-from-attacker', expires_in: 3600 }),
    );
  });
  after(async () => {
    await Promise.all([api.close(), idp.close(), attacker.close()]);
  });
  beforeEach(() => {
    for (const s of [api, idp, attacker]) s.saw.length = 0;
    host = new FakeHost();
  });
  afterEach(() => runner.dispose());

  function open(tokenUrl: string, shared = sharedFor(host)): RunnerDispatcher {
    host.files.set(SPEC_URI, spec(api.url, tokenUrl));
    runner = new RunnerDispatcher(host, SPEC_URI, 'me', shared);
    return runner;
  }

  async function storeClientSecret(): Promise<void> {
    host.choices = ['clientCredentials'];
    host.answers = ['my-app', 'client-s3cret-value'];
    await runner.receive({ type: 'setSecret', scheme: 'oauth', values: emptyValues() });
  }

  it('binds the client secret to the token endpoint the spec named when it was stored', async () => {
    open(`${idp.url}/token`);
    await storeClientSecret();
    const stored = JSON.parse(host.secrets.map.get(secretKey(null, 'oauth', api.url))!);
    assert.deepEqual(stored, { clientId: 'my-app', clientSecret: 'client-s3cret-value', tokenOrigins: [idp.url] });
    await runner.receive({ type: 'send', requestId: 'r1', values: emptyValues() });
    assert.equal(host.of('response')[0].response.status, 200);
    assert.deepEqual(host.confirms, []);
    assert.equal(idp.saw.length, 1);
  });

  it('asks once, naming the host, before a spec sends the stored secret to a new token endpoint; a no sends nothing', async () => {
    open(`${idp.url}/token`);
    await storeClientSecret();
    runner.dispose();
    open(`${attacker.url}/steal`);
    host.confirmAnswer = false;
    await runner.receive({ type: 'send', requestId: 'r1', values: emptyValues() });
    const host2 = new URL(attacker.url).host;
    assert.equal(host.confirms.length, 1);
    assert.equal(
      host.confirms[0],
      `The spec sends the stored client secret of oauth to a token endpoint at ${host2} over unencrypted http, where they have not been sent before. They were stored for ${idp.url}. Send them only if you trust ${host2}.`,
    );
    assert.deepEqual(host.of('failed').at(-1), {
      type: 'failed',
      inReplyTo: { type: 'send', requestId: 'r1' },
      kind: 'auth',
      message: `Nothing was sent: the stored credentials of oauth are not confirmed for the token endpoint at ${host2}.`,
    });
    assert.deepEqual(attacker.saw, []);
    assert.deepEqual(api.saw, []);

    host.confirmAnswer = true;
    await runner.receive({ type: 'send', requestId: 'r2', values: emptyValues() });
    assert.equal(attacker.saw.length, 1, 'sent after the user confirmed');
    assert.equal(host.confirms.length, 2);
    assert.deepEqual(JSON.parse(host.secrets.map.get(secretKey(null, 'oauth', api.url))!).tokenOrigins, [
      idp.url,
      attacker.url,
    ]);
    runner.dispose();
    open(`${attacker.url}/steal`);
    await runner.receive({ type: 'send', requestId: 'r3', values: emptyValues() });
    assert.equal(host.confirms.length, 2, 'not asked again for a confirmed endpoint');
    assert.equal(host.of('response').length, 2);
  });

  it('asks before using credentials stored before the binding existed', async () => {
    open(`${idp.url}/token`);
    await host.secrets.store(
      secretKey(null, 'oauth', api.url),
      JSON.stringify({ username: 'ada', password: 'pw-s3cret-value' }),
    );
    host.confirmAnswer = false;
    await runner.receive({ type: 'send', requestId: 'r1', values: emptyValues() });
    assert.match(
      host.confirms[0],
      /^The spec sends the stored password of oauth to a token endpoint at 127\.0\.0\.1:\d+ over unencrypted http/,
    );
    assert.deepEqual(idp.saw, []);
  });

  it('writes a rotated refresh token back, so a restarted editor refreshes with the new one', async () => {
    rotations = 0;
    open(`${idp.url}/token`);
    await host.secrets.store(
      secretKey(null, 'oauth', api.url),
      JSON.stringify({ refreshToken: 'refresh-0', tokenOrigins: [idp.url] }),
    );
    await runner.receive({ type: 'send', requestId: 'r1', values: emptyValues() });
    assert.equal(host.of('response')[0].response.status, 200);
    const stored = JSON.parse(host.secrets.map.get(secretKey(null, 'oauth', api.url))!);
    assert.equal(stored.refreshToken, 'refresh-1');
    assert.equal(stored.token, 'access-r1');
    assert.equal(typeof stored.expiresAt, 'number');

    // A restart: new token cache, the stored token has expired.
    await host.secrets.store(secretKey(null, 'oauth', api.url), JSON.stringify({ ...stored, expiresAt: 0 }));
    runner.dispose();
    open(`${idp.url}/token`);
    await runner.receive({ type: 'send', requestId: 'r2', values: emptyValues() });
    assert.equal(host.of('response').at(-1)!.response.status, 200);
    assert.deepEqual(
      idp.saw.map((l) => new URLSearchParams(l.slice(l.lastIndexOf(' ') + 1)).get('refresh_token')),
      ['refresh-0', 'refresh-1'],
    );
    assert.equal(JSON.parse(host.secrets.map.get(secretKey(null, 'oauth', api.url))!).refreshToken, 'refresh-2');
    assert.ok(!host.everythingButSecrets().includes('refresh-2'));
  });
});
