import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { secretKey } from '../../../src/extension/runner/secrets';
import { UNTRUSTED_SIGN_IN } from '../../../src/extension/runner/sign-in';
import { emptyValues } from '../../../src/shared/form';
import { FakeHost, sharedFor } from './fake-host';

const SPEC_URI = 'file:///work/untrusted/openapi.yaml';

async function server(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const saw: string[] = [];
  const s = http.createServer((req, res) => {
    saw.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`.trim());
    answer(req, res);
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  return { url, saw, close: () => new Promise<void>((r) => (s.closeAllConnections(), s.close(() => r()))) };
}

function spec(api: string, authorizationUrl = '/authorize'): string {
  return `openapi: 3.0.3
info: {title: Paging, version: '1'}
servers: [{url: '${api}'}]
paths:
  /items:
    delete:
      operationId: deleteItems
      security: [{bearer: []}]
      responses: {'200': {description: deleted}}
  /me:
    get:
      operationId: me
      security: [{oauth: []}]
      responses: {'200': {description: ok}}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
    oauth:
      type: oauth2
      flows:
        authorizationCode: {authorizationUrl: '${authorizationUrl}', tokenUrl: /token, scopes: {}}
`;
}

describe('runner: paging only after GET/HEAD, Restricted Mode, and the URLs sign-in opens', () => {
  let api: Awaited<ReturnType<typeof server>>;
  let host: FakeHost;
  let runner: RunnerDispatcher | undefined;

  before(async () => {
    api = await server((req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json', link: `<${api.url}/items?page=2>; rel="next"` })
        .end('[]');
    });
  });
  after(() => api.close());
  beforeEach(() => {
    api.saw.length = 0;
    host = new FakeHost();
  });
  afterEach(() => runner?.dispose());

  it('does not follow a "next" link after a DELETE, so it never sends a second DELETE with the token', async () => {
    host.files.set(SPEC_URI, spec(api.url));
    runner = new RunnerDispatcher(host, SPEC_URI, 'deleteItems', sharedFor(host));
    await host.secrets.store(secretKey(null, 'bearer', api.url), JSON.stringify({ token: 'tok-s3cret-value' }));
    await runner.receive({ type: 'send', requestId: 'r1', values: emptyValues() });
    assert.equal(host.of('response')[0].response.status, 200);
    await runner.receive({ type: 'page', requestId: 'r2', rel: 'next' });
    assert.deepEqual(host.of('notice').at(-1), {
      type: 'notice',
      level: 'warning',
      message:
        'The last call was a DELETE; the runner follows page links after GET and HEAD only, so it never repeats a DELETE.',
    });
    assert.deepEqual(api.saw, ['DELETE /items Bearer tok-s3cret-value']);
  });

  it('reads no secret in Restricted Mode, not even to say which are stored', async () => {
    host.files.set(SPEC_URI, spec(api.url));
    host.isTrusted = false;
    await host.secrets.store(secretKey(null, 'bearer', api.url), JSON.stringify({ token: 'tok-s3cret-value' }));
    let reads = 0;
    const get = host.secrets.get.bind(host.secrets);
    host.secrets.get = async (k: string) => (reads++, get(k));
    runner = new RunnerDispatcher(host, SPEC_URI, 'deleteItems', sharedFor(host));
    await runner.receive({ type: 'ready', values: null });
    await runner.receive({ type: 'checkAuth', values: emptyValues() });
    await runner.receive({ type: 'send', requestId: 'r1', values: emptyValues() });
    assert.deepEqual(host.of('init')[0].auth.stored, { bearer: [] });
    assert.deepEqual(host.of('auth')[0].auth.stored, { bearer: [] });
    assert.equal(host.of('failed')[0].kind, 'spec');
    assert.equal(reads, 0);
    assert.deepEqual(api.saw, []);
  });

  it('signs in nowhere in Restricted Mode, also through Set secret…', async () => {
    host.files.set(SPEC_URI, spec(api.url));
    host.isTrusted = false;
    runner = new RunnerDispatcher(host, SPEC_URI, 'me', sharedFor(host));
    host.choices = ['authorizationCode'];
    host.answers = ['my-client', ''];
    await runner.receive({ type: 'setSecret', scheme: 'oauth', values: emptyValues() });
    assert.deepEqual(host.of('notice').at(-1), { type: 'notice', level: 'warning', message: UNTRUSTED_SIGN_IN });
    await runner.receive({ type: 'authorize', scheme: 'oauth', values: emptyValues() });
    assert.deepEqual(host.of('notice').at(-1), { type: 'notice', level: 'warning', message: UNTRUSTED_SIGN_IN });
    assert.deepEqual(host.external, []);
    assert.deepEqual(api.saw, []);
    assert.equal(host.secrets.map.size, 0);
  });

  for (const bad of [
    'javascript:alert(1)',
    'file:///etc/passwd',
    'command:workbench.action.terminal.new',
    'vscode://vscode.git/clone?url=x',
    'http://idp.example/authorize',
  ]) {
    it(`does not open the authorization URL ${bad}`, async () => {
      host.files.set(SPEC_URI, spec(api.url, bad));
      runner = new RunnerDispatcher(host, SPEC_URI, 'me', sharedFor(host));
      host.answers = ['my-client', ''];
      await runner.receive({ type: 'authorize', scheme: 'oauth', values: emptyValues() });
      assert.deepEqual(host.of('notice').at(-1), {
        type: 'notice',
        level: 'error',
        message: `oauth: the authorizationUrl ${bad} is not https (or http on this machine), so the runner does not open it.`,
      });
      assert.deepEqual(host.external, []);
    });
  }
});
