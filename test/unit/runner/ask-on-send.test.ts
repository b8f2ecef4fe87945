import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { secretKey } from '../../../src/extension/runner/secrets';
import { emptyValues, SERVER_CUSTOM, type FormValues } from '../../../src/shared/form';
import { FakeHost, sharedFor } from './fake-host';

const SPEC_URI = 'file:///work/ask/openapi.yaml';
const TOKEN = 'tok-ask-on-send-51c2';

/** A loopback API that answers 200 to `Bearer TOKEN` (or to anyone on `/open`), else 401, and records what it saw. */
async function api() {
  const saw: string[] = [];
  const s = http.createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    saw.push(`${req.method} ${req.url} ${auth}`.trim());
    const ok = auth === `Bearer ${TOKEN}` || req.url === '/open';
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify({ ok }));
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    saw,
    close: () => new Promise<void>((r) => (s.closeAllConnections(), s.close(() => r()))),
  };
}

const SPEC = `openapi: 3.0.3
info: {title: Ask, version: '1'}
paths:
  /items:
    get:
      operationId: listItems
      security: [{bearer: []}]
      responses: {'200': {description: ok}, '401': {description: no}}
  /open:
    get:
      operationId: openItems
      security: [{}, {bearer: []}]
      responses: {'200': {description: ok}}
  /mtls:
    get:
      operationId: mtlsItems
      security: [{mtls: []}]
      responses: {'200': {description: ok}}
  /oidc:
    get:
      operationId: oidcItems
      security: [{oidc: []}]
      responses: {'200': {description: ok}}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
    mtls: {type: mutualTLS}
    oidc: {type: openIdConnect}
`;

describe('runner: Send asks for a missing secret', () => {
  let server: Awaited<ReturnType<typeof api>>;
  let host: FakeHost;
  let runner: RunnerDispatcher;
  const at = (over: Partial<FormValues> = {}): FormValues => ({
    ...emptyValues(),
    serverIndex: SERVER_CUSTOM,
    customServer: server.url,
    ...over,
  });
  const open = (operation: string) => {
    runner?.dispose();
    runner = new RunnerDispatcher(host, SPEC_URI, operation, sharedFor(host));
  };

  before(async () => {
    server = await api();
  });
  after(() => server.close());
  beforeEach(() => {
    server.saw.length = 0;
    host = new FakeHost();
    host.files.set(SPEC_URI, SPEC);
    open('listItems');
  });
  afterEach(() => runner.dispose());

  it('asks in the masked prompt Set secret… uses, stores the secret bound to environment × scheme × origin, and sends with it', async () => {
    host.answers = [TOKEN];
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    assert.deepEqual(host.questions, [
      {
        title: `bearer — no environment · ${server.url} — to send`,
        prompt: 'Bearer token (stored in the editor’s secret storage; never shown again)',
        password: true,
        placeHolder: undefined,
      },
    ]);
    assert.deepEqual(host.of('notice')[0], {
      type: 'notice',
      level: 'info',
      message: `Send needs a secret: bearer needs token for no environment · ${server.url}. Type it in the box at the top of the editor (Escape sends nothing).`,
    });
    assert.equal(host.secrets.map.get(secretKey(null, 'bearer', server.url)), JSON.stringify({ token: TOKEN }));
    assert.deepEqual(server.saw, [`GET /items Bearer ${TOKEN}`]);
    const { response } = host.of('response')[0];
    assert.equal(response.status, 200);
    assert.deepEqual(response.auth, { applied: ['bearer'], unmet: null });
    assert.deepEqual(host.of('auth').at(-1)!.auth, {
      environment: null,
      origin: server.url,
      stored: { bearer: ['token'] },
    });
    assert.ok(!host.everythingButSecrets().includes(TOKEN), 'the token is only in the secret store');
    await runner.receive({ type: 'send', requestId: 'r2', values: at() });
    assert.equal(host.questions.length, 1, 'the second Send asks nothing');
    assert.deepEqual(server.saw, [`GET /items Bearer ${TOKEN}`, `GET /items Bearer ${TOKEN}`]);
  });

  it('sends nothing when the prompt is cancelled, and offers Send without credentials, which then asks no more', async () => {
    host.answers = [undefined];
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    assert.deepEqual(host.of('failed'), [
      {
        type: 'failed',
        inReplyTo: { type: 'send', requestId: 'r1' },
        kind: 'cancelled',
        message: `Not sent: no token was given for bearer (no environment · ${server.url}). Send again to be asked, or send it without credentials.`,
        offer: 'sendWithoutCredentials',
      },
    ]);
    assert.equal(host.of('sending').length, 0);
    assert.deepEqual(server.saw, []);
    assert.equal(host.secrets.map.size, 0);

    await runner.receive({ type: 'send', requestId: 'r2', values: at(), withoutCredentials: true });
    const first = host.of('response')[0].response;
    assert.equal(first.status, 401);
    assert.deepEqual(first.auth, {
      applied: [],
      unmet: `you chose Send without credentials for no environment · ${server.url}; bearer needs token (Set secret… stores it)`,
    });
    await runner.receive({ type: 'send', requestId: 'r3', values: at() });
    assert.equal(host.questions.length, 1, 'after choosing to send without, Send asks no more for this server');
    assert.deepEqual(server.saw, ['GET /items', 'GET /items']);

    host.answers = [TOKEN];
    await runner.receive({ type: 'setSecret', scheme: 'bearer', values: at() });
    await runner.receive({ type: 'send', requestId: 'r4', values: at() });
    assert.deepEqual(server.saw.at(-1), `GET /items Bearer ${TOKEN}`, 'a secret set later is used');
    assert.deepEqual(host.of('response').at(-1)!.response.auth, { applied: ['bearer'], unmet: null });
  });

  it('two quick Sends with a stored token both go: reading the stored secret is no open prompt', async () => {
    host.secrets.map.set(secretKey(null, 'bearer', server.url), JSON.stringify({ token: TOKEN }));
    await Promise.all([
      runner.receive({ type: 'send', requestId: 'r1', values: at() }),
      runner.receive({ type: 'send', requestId: 'r2', values: at() }),
    ]);
    assert.deepEqual(host.questions, []);
    assert.deepEqual(host.of('notice'), [], 'no “a secret prompt is open” warning');
    assert.equal(host.of('response').find((m) => m.inReplyTo.requestId === 'r2')?.response.status, 200);
  });

  it('of two quick Sends, the later one goes even when the earlier one is ready after it', async () => {
    host.secrets.map.set(secretKey(null, 'bearer', server.url), JSON.stringify({ token: TOKEN }));
    // The first Send's read of the stored secret ends only after the second Send has gone out.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const get = host.secrets.get.bind(host.secrets);
    let reads = 0;
    host.secrets.get = async (key) => (++reads === 1 ? held.then(() => get(key)) : get(key));
    const first = runner.receive({ type: 'send', requestId: 'r1', values: at() });
    const second = runner.receive({ type: 'send', requestId: 'r2', values: at() });
    await host.next('sending', (m) => m.inReplyTo.requestId === 'r2');
    release();
    await Promise.all([first, second]);
    assert.equal(host.of('response').find((m) => m.inReplyTo.requestId === 'r2')?.response.status, 200);
    assert.ok(!host.of('sending').some((m) => m.inReplyTo.requestId === 'r1'), 'the earlier Send was not sent');
    assert.equal(
      host.of('failed').find((m) => 'requestId' in m.inReplyTo && m.inReplyTo.requestId === 'r1')?.kind,
      'cancelled',
    );
  });

  it('a Send that would ask while another Send’s prompt is open is told so, and the next Send asks again', async () => {
    let answer: (value: string | undefined) => void = () => undefined;
    const ask = host.ask.bind(host);
    host.ask = (q) => (host.questions.push(q), new Promise((r) => (answer = r)));
    const first = runner.receive({ type: 'send', requestId: 'r1', values: at() });
    await host.next('notice', (m) => m.level === 'info');
    await runner.receive({ type: 'send', requestId: 'r2', values: at() });
    assert.deepEqual(host.of('notice').at(-1), {
      type: 'notice',
      level: 'warning',
      message: 'A secret prompt is open: answer it, or press Escape to send nothing.',
    });
    answer(TOKEN);
    await first;
    assert.equal(host.of('response').find((m) => m.inReplyTo.requestId === 'r1')?.response.status, 200);
    host.ask = ask;
    host.secrets.map.clear();
    host.answers = [undefined];
    await runner.receive({ type: 'send', requestId: 'r3', values: at() });
    assert.equal(host.questions.length, 2, 'the prompt was closed: the next Send asks again');
  });

  it('keeps secrets bound to the origin they were given for: another origin of the same server asks again', async () => {
    host.answers = [TOKEN];
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    const other = `http://localhost:${server.port}`;
    host.answers = [undefined];
    await runner.receive({ type: 'send', requestId: 'r2', values: at({ customServer: other }) });
    assert.deepEqual(
      host.questions.map((q) => q.title),
      [`bearer — no environment · ${server.url} — to send`, `bearer — no environment · ${other} — to send`],
    );
    assert.equal(host.of('failed').at(-1)!.kind, 'cancelled');
    assert.deepEqual(server.saw, [`GET /items Bearer ${TOKEN}`], 'nothing went to the other origin');
    assert.equal(host.secrets.map.get(secretKey(null, 'bearer', other)), undefined);
  });

  it('asks nothing when the security is optional, and says why the call went without', async () => {
    open('openItems');
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    assert.deepEqual(host.questions, []);
    const { response } = host.of('response')[0];
    assert.equal(response.status, 200);
    assert.deepEqual(response.auth, {
      applied: [],
      unmet: `this operation’s security is optional and no secret of bearer is stored for no environment · ${server.url}, so nothing was asked (Set secret… to send with one)`,
    });
    assert.deepEqual(server.saw, ['GET /open']);
  });

  it('asks nothing for a scheme the runner cannot satisfy, and says so', async () => {
    open('mtlsItems');
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    assert.deepEqual(host.questions, []);
    assert.deepEqual(host.of('response')[0].response.auth, {
      applied: [],
      unmet: 'mtls: mutual TLS (client certificates) is not supported',
    });
  });

  it('says why a scheme needs what it needs, as the CLI does (an OpenID Connect scheme without its URL)', async () => {
    open('oidcItems');
    await runner.receive({ type: 'send', requestId: 'r1', values: at(), withoutCredentials: true });
    assert.deepEqual(host.of('response')[0].response.auth, {
      applied: [],
      unmet: `you chose Send without credentials for no environment · ${server.url}; oidc needs token (it has no \`openIdConnectUrl\`) (Set secret… stores it)`,
    });
  });

  it('in Restricted Mode sends nothing, asks for nothing and reads no secret', async () => {
    host.isTrusted = false;
    let reads = 0;
    const get = host.secrets.get.bind(host.secrets);
    host.secrets.get = (k: string) => (reads++, get(k));
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    assert.deepEqual(host.of('failed'), [
      {
        type: 'failed',
        inReplyTo: { type: 'send', requestId: 'r1' },
        kind: 'spec',
        message:
          'This workspace is not trusted, so the runner sends no requests from it, and reads or asks for no secret. Trust the workspace (Manage Workspace Trust) to send.',
      },
    ]);
    assert.deepEqual(host.questions, []);
    assert.equal(reads, 0);
    assert.deepEqual(server.saw, []);
  });

  it('refuses a malformed withoutCredentials flag', async () => {
    await runner.receive({ type: 'send', requestId: 'r1', values: at(), withoutCredentials: 'yes' });
    assert.deepEqual(host.questions, []);
    assert.deepEqual(server.saw, []);
    assert.match(host.logs.at(-1)!, /dropped a malformed message from the webview \(send\)/);
  });
});
