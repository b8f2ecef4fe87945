import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizationCodeFlow, AuthorizationError } from '../../../src/extension/runner/pkce';
import { send } from '../../../src/core/http/send';

/**
 * Attack (issue 15 item 12, RFC 9207 mix-up): the loopback callback accepted an answer whatever authorization server
 * (`iss`) it named. An `iss` must now name the server signed in at.
 */
describe('runner sign-in: the iss of the answer is checked', () => {
  let server: http.Server;
  let url = '';
  const tokenCalls: string[] = [];
  before(async () => {
    server = http.createServer(async (req, res) => {
      let body = '';
      for await (const c of req) body += c;
      tokenCalls.push(body);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: 'access-1', expires_in: 60 }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  beforeEach(() => (tokenCalls.length = 0));

  /** A browser that comes back to the loopback listener with a code, the state and the given `iss`. */
  const flow = (iss: string | undefined, issuer?: string) =>
    authorizationCodeFlow({
      authorizationUrl: `${url}/authorize`,
      tokenUrl: `${url}/token`,
      clientId: 'app',
      scopes: [],
      issuer,
      send: (r, o) => send(r, o),
      openExternal: async (u) => {
        const q = new URL(u).searchParams;
        const back = new URL(q.get('redirect_uri')!);
        back.searchParams.set('code', 'the-code');
        back.searchParams.set('state', q.get('state')!);
        if (iss !== undefined) back.searchParams.set('iss', iss);
        void fetch(back).then((r) => r.text());
        return true;
      },
    });

  it('refuses an answer naming another authorization server, and exchanges no code', async () => {
    await assert.rejects(
      flow('https://evil.example'),
      (e: Error) =>
        e instanceof AuthorizationError &&
        e.message ===
          'The answer names another authorization server (iss https://evil.example) than the one signed in at: it was refused (RFC 9207).',
    );
    await assert.rejects(flow(`${url}/other`, `${url}/issuer`), AuthorizationError);
    assert.deepEqual(tokenCalls, []);
  });

  it('accepts an answer without iss, or with the server’s own', async () => {
    assert.equal((await flow(undefined)).accessToken, 'access-1');
    assert.equal((await flow(url)).accessToken, 'access-1');
    assert.equal((await flow(`${url}/issuer/`, `${url}/issuer`)).accessToken, 'access-1');
    assert.equal(tokenCalls.length, 3);
  });
});
