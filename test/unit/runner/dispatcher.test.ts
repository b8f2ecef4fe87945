import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startDemoApi, type DemoApi } from '../../../examples/demo-api/server';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { ENVIRONMENT_KEY } from '../../../src/extension/runner/panel-context';
import { HISTORY_KEY } from '../../../src/extension/runner/history';
import { secretKey } from '../../../src/extension/runner/secrets';
import { emptyValues, SERVER_CUSTOM, SERVER_ENVIRONMENT, type FormValues } from '../../../src/shared/form';
import { FakeHost, sharedFor } from './fake-host';

const SPEC_URI = 'file:///work/demo/openapi.yaml';
const DEMO_SPEC = readFileSync(join(__dirname, '..', '..', '..', 'examples', 'demo-api', 'openapi.yaml'), 'utf8');
const TOKEN = 'tok-3f9a-very-secret-value';

function values(over: Partial<FormValues> = {}): FormValues {
  return { ...emptyValues(), ...over };
}

function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
      }),
    ),
  );
}

describe('runner dispatcher (host side, against the demo API)', () => {
  let api: DemoApi;
  let host: FakeHost;
  let runner: RunnerDispatcher;
  const at = (over: Partial<FormValues> = {}) => values({ serverIndex: SERVER_CUSTOM, customServer: api.url, ...over });

  before(async () => {
    api = await startDemoApi({ port: 0, token: TOKEN });
  });
  after(() => api.close());

  beforeEach(() => {
    host = new FakeHost();
    host.files.set(SPEC_URI, DEMO_SPEC);
    runner = new RunnerDispatcher(host, SPEC_URI, 'listBooks', sharedFor(host));
  });
  afterEach(() => runner.dispose());

  async function storeToken(v = at()): Promise<void> {
    host.answers = [TOKEN];
    await runner.receive({ type: 'setSecret', scheme: 'bearerAuth', values: v });
  }

  it('answers ready with the form of the operation, the history and the stored-secret status', async () => {
    await runner.receive({ type: 'ready', values: null });
    const init = host.of('init')[0];
    assert.ok(init, 'an init message');
    const f = init.form;
    assert.equal(f.operationKey, 'listBooks');
    assert.equal(f.method, 'GET');
    assert.equal(f.path, '/v1/books');
    assert.deepEqual(
      f.servers.map((s) => s.url),
      ['http://127.0.0.1:4010'],
    );
    assert.deepEqual(
      f.parameters.map((p) => `${p.id} ${p.type}${p.required ? ' required' : ''}`),
      [
        'query:limit integer',
        'query:page integer',
        'query:sort string',
        'query:status string',
        'query:authorId string',
      ],
    );
    assert.deepEqual(f.parameters.find((p) => p.name === 'status')?.enum, ['available', 'checked-out']);
    assert.equal(f.parameters.find((p) => p.name === 'limit')?.placeholder, '10');
    assert.deepEqual(f.security, {
      alternatives: [['bearerAuth']],
      schemes: [{ name: 'bearerAuth', kind: 'bearer', detail: 'HTTP bearer token' }],
      optional: false,
    });
    assert.equal(init.values, null);
    assert.deepEqual(init.auth, { environment: null, origin: 'http://127.0.0.1:4010', stored: { bearerAuth: [] } });
  });

  it('offers the declared example and a body made from the schema for a write', async () => {
    runner = new RunnerDispatcher(host, SPEC_URI, 'createBook', sharedFor(host));
    await runner.receive({ type: 'ready', values: null });
    const body = host.of('init')[0].form.body;
    assert.ok(body);
    assert.equal(body.required, true);
    assert.deepEqual(body.mediaTypes, ['application/json']);
    assert.deepEqual(
      body.choices.map((c) => c.label),
      ['Example', 'Made from the schema'],
    );
    assert.deepEqual(JSON.parse(body.choices[0].text), {
      title: 'The Lathe of Heaven',
      authorId: '1',
      year: 1971,
      status: 'available',
    });
    assert.deepEqual(Object.keys(JSON.parse(body.choices[1].text)).sort(), ['authorId', 'status', 'title']);
  });

  it('stores a token typed into a masked prompt under environment × scheme × origin, and reports only that one is stored', async () => {
    await storeToken();
    assert.deepEqual(
      host.questions.map((q) => q.password),
      [true],
    );
    assert.equal(host.secrets.map.get(secretKey(null, 'bearerAuth', api.url)), JSON.stringify({ token: TOKEN }));
    const auth = host.of('auth').at(-1)!.auth;
    assert.deepEqual(auth, { environment: null, origin: api.url, stored: { bearerAuth: ['token'] } });
    assert.ok(!host.everythingButSecrets().includes(TOKEN));
  });

  it('sends an authenticated call and answers with status, pagination and rate limits, all redacted', async () => {
    await storeToken();
    await runner.receive({ type: 'send', requestId: 'r1', values: at({ params: { 'query:limit': '2' } }) });
    const sending = host.of('sending')[0];
    assert.deepEqual(sending, {
      type: 'sending',
      inReplyTo: { type: 'send', requestId: 'r1' },
      method: 'GET',
      url: `${api.url}/v1/books?limit=2`,
    });
    const { response: r } = host.of('response')[0];
    assert.equal(r.status, 200);
    assert.equal(r.meaning, 'OK: the request succeeded and the body holds the result.');
    assert.deepEqual(r.auth, { applied: ['bearerAuth'], unmet: null });
    assert.ok(r.requestHeaders.some(([k, v]) => k === 'authorization' && v === '<redacted>'));
    assert.equal(r.body.kind, 'json');
    assert.equal(JSON.parse(r.body.text).data.length, 2);
    const total = JSON.parse(r.body.text).pagination.total as number;
    const pages = Math.ceil(total / 2);
    assert.ok(r.pagination);
    assert.equal(r.pagination.summary, `page 1 of ${pages} · 2 per page · ${total} items`);
    assert.deepEqual(r.pagination.rels, { first: 'same-origin', prev: null, next: 'same-origin', last: 'same-origin' });
    assert.ok(r.rateLimit);
    assert.equal(r.rateLimit.limit, 100);
    assert.equal(r.rateLimit.resetEncoding, 'epoch-seconds');
    assert.equal(r.rateLimit.limited, false);
    assert.deepEqual(r.conformance, []);
    assert.ok(!host.everythingButSecrets().includes(TOKEN), 'the token appears nowhere but the secret store');
  });

  it('follows the next and last page links with the same credentials', async () => {
    await storeToken();
    await runner.receive({ type: 'send', requestId: 'r1', values: at({ params: { 'query:limit': '2' } }) });
    await runner.receive({ type: 'page', requestId: 'r2', rel: 'next' });
    const second = host.of('response')[1].response;
    assert.equal(second.status, 200);
    assert.match(second.pagination!.summary, /^page 2 of /);
    assert.deepEqual(second.pagination!.rels.prev, 'same-origin');
    await runner.receive({ type: 'page', requestId: 'r3', rel: 'last' });
    const last = host.of('response')[2].response;
    assert.equal(last.pagination!.rels.next, null);
    assert.equal(last.pagination!.page, last.pagination!.pageCount);
    // The paged calls say what they went with, as the first did (the auth label is not dropped).
    assert.deepEqual(
      host.of('response').map((m) => m.response.auth),
      Array(3).fill({ applied: ['bearerAuth'], unmet: null }),
    );
    await runner.receive({ type: 'retry', requestId: 'r4' });
    assert.deepEqual(
      host.of('response')[3].response.auth,
      { applied: ['bearerAuth'], unmet: null },
      'a resent call says so too',
    );
  });

  it('refuses to follow a page link to another origin, and sends nothing', async () => {
    let hits = 0;
    const other = await listen((_q, s) => (hits++, s.end('{}')));
    const api2 = await listen((_q, s) => {
      s.writeHead(200, { 'content-type': 'application/json', link: `<${other.url}/v1/books?page=2>; rel="next"` });
      s.end(JSON.stringify({ data: [] }));
    });
    try {
      await storeToken(values({ serverIndex: SERVER_CUSTOM, customServer: api2.url }));
      await runner.receive({
        type: 'send',
        requestId: 'r1',
        values: values({ serverIndex: SERVER_CUSTOM, customServer: api2.url }),
      });
      assert.equal(host.of('response')[0].response.pagination!.rels.next, 'cross-origin');
      await runner.receive({ type: 'page', requestId: 'r2', rel: 'next' });
      const notice = host.of('notice').at(-1)!;
      assert.equal(notice.level, 'warning');
      assert.match(
        notice.message,
        /another origin \(http:\/\/127\.0\.0\.1:\d+\); the runner follows links on the request’s origin only/,
      );
      assert.equal(hits, 0);
      assert.equal(host.of('sending').length, 1);
    } finally {
      await other.close();
      await api2.close();
    }
  });

  it('reports a 429 as limited with its Retry-After, and retries the same call', async () => {
    const tight = await startDemoApi({ port: 0, token: TOKEN, rateLimit: { limit: 1, windowSeconds: 30 } });
    try {
      const v = values({ serverIndex: SERVER_CUSTOM, customServer: tight.url });
      await storeToken(v);
      await runner.receive({ type: 'send', requestId: 'r1', values: v });
      await runner.receive({ type: 'send', requestId: 'r2', values: v });
      const r = host.of('response')[1].response;
      assert.equal(r.status, 429);
      assert.ok(r.rateLimit);
      assert.equal(r.rateLimit.limited, true);
      assert.equal(r.rateLimit.remaining, 0);
      assert.ok(
        r.rateLimit.retryAfterSeconds! >= 1 && r.rateLimit.retryAfterSeconds! <= 31,
        `retry after ${r.rateLimit.retryAfterSeconds}`,
      );
      assert.match(r.rateLimit.explanation!, /^Retry-After: /);
      await runner.receive({ type: 'retry', requestId: 'r3' });
      assert.equal(host.of('response')[2].response.status, 429);
      assert.equal(host.of('sending')[2].url, `${tight.url}/v1/books`);
    } finally {
      await tight.close();
    }
  });

  it('sends without credentials when the user chose so, saying which are missing', async () => {
    await runner.receive({ type: 'send', requestId: 'r1', values: at(), withoutCredentials: true });
    const r = host.of('response')[0].response;
    assert.equal(r.status, 401);
    assert.deepEqual(r.auth, {
      applied: [],
      unmet: `you chose Send without credentials for no environment · ${api.url}; bearerAuth needs token (Set secret… stores it)`,
    });
  });

  it('names missing required parameters instead of sending', async () => {
    runner = new RunnerDispatcher(host, SPEC_URI, 'getBook', sharedFor(host));
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    assert.deepEqual(host.of('failed')[0], {
      type: 'failed',
      inReplyTo: { type: 'send', requestId: 'r1' },
      kind: 'build',
      message: 'Missing required parameter: bookId (path).',
    });
    assert.equal(host.of('sending').length, 0);
  });

  it('cancels the call in flight', async () => {
    const slow = await listen(() => undefined);
    try {
      const sent = runner.receive({
        type: 'send',
        requestId: 'slow',
        values: values({ serverIndex: SERVER_CUSTOM, customServer: slow.url }),
        withoutCredentials: true,
      });
      await host.next('sending');
      await runner.receive({ type: 'cancel', requestId: 'other' });
      await runner.receive({ type: 'cancel', requestId: 'slow' });
      await sent;
      assert.deepEqual(host.of('failed')[0], {
        type: 'failed',
        inReplyTo: { type: 'send', requestId: 'slow' },
        kind: 'cancelled',
        message: 'The request was cancelled.',
      });
      assert.equal(host.state.get<{ error: string }[]>(HISTORY_KEY)![0].error, 'The request was cancelled.');
    } finally {
      await slow.close();
    }
  });

  // The time-out of Send: test/slow/http/time-outs.test.ts (undici's timers fire ~1 s late).

  it('uses the active environment: its base_url as server, its variables in values, its secrets apart', async () => {
    host.environments = JSON.stringify({
      environments: { local: { base_url: api.url, lim: 3 }, staging: { base_url: 'https://staging.example.com' } },
    });
    await runner.receive({ type: 'selectEnvironment', name: 'local' });
    assert.equal(host.state.get(ENVIRONMENT_KEY), 'local');
    const form = host.of('form').at(-1)!.form;
    assert.deepEqual(
      [form.environments, form.environment, form.environmentBaseUrl],
      [['local', 'staging'], 'local', api.url],
    );
    const v = values({ serverIndex: SERVER_ENVIRONMENT, params: { 'query:limit': '{{lim}}' } });
    await storeToken(v);
    assert.ok(host.secrets.map.has(secretKey('local', 'bearerAuth', api.url)));
    await runner.receive({ type: 'send', requestId: 'r1', values: v });
    const r = host.of('response')[0].response;
    assert.equal(r.url, `${api.url}/v1/books?limit=3`);
    assert.equal(r.status, 200);
    await runner.receive({ type: 'selectEnvironment', name: 'staging' });
    await runner.receive({ type: 'checkAuth', values: v });
    assert.deepEqual(host.of('auth').at(-1)!.auth, {
      environment: 'staging',
      origin: 'https://staging.example.com',
      stored: { bearerAuth: [] },
    });
    await runner.receive({ type: 'selectEnvironment', name: 'nowhere' });
    assert.equal(host.of('notice').at(-1)!.message, 'There is no environment "nowhere".');
  });

  it('ignores secret-looking variables in the committed environments file, with a warning', async () => {
    host.environments = JSON.stringify({ environments: { local: { base_url: api.url, api_token: 'x' } } });
    await runner.receive({ type: 'ready', values: null });
    assert.match(host.of('notice')[0].message, /"local\.api_token" looks like a secret and is ignored/);
  });

  it('keeps the last 50 calls in workspace state, redacted, and clears them', async () => {
    await storeToken();
    const v = at({ headers: [{ name: 'X-Api-Key', value: 'typed-key-123' }], params: { 'query:authorId': TOKEN } });
    await runner.receive({ type: 'send', requestId: 'r1', values: v });
    const stored = JSON.stringify(host.state.get(HISTORY_KEY));
    assert.ok(!stored.includes(TOKEN) && !stored.includes('typed-key-123'), stored);
    const items = host.of('history').at(-1)!.items;
    assert.equal(items.length, 1);
    assert.equal(items[0].status, 200);
    assert.equal(items[0].operationKey, 'listBooks');
    for (let i = 0; i < 52; i++)
      await host.state.update(
        HISTORY_KEY,
        [
          { ...(host.state.get<object[]>(HISTORY_KEY)![0] as object), id: `h${i}` },
          ...host.state.get<object[]>(HISTORY_KEY)!,
        ].slice(0, 60),
      );
    await runner.receive({ type: 'send', requestId: 'r2', values: at() });
    assert.equal(host.state.get<unknown[]>(HISTORY_KEY)!.length, 50);
    await runner.receive({ type: 'clearHistory' });
    assert.equal(host.state.get(HISTORY_KEY), undefined);
    assert.deepEqual(host.of('history').at(-1)!.items, []);
  });

  it('reopens a call of the history: here with restore, elsewhere in the other operation’s panel', async () => {
    await runner.receive({
      type: 'send',
      requestId: 'r1',
      values: at({ params: { 'query:page': '2' } }),
      withoutCredentials: true,
    });
    const id = host.of('history').at(-1)!.items[0].id;
    await runner.receive({ type: 'reopen', id });
    assert.equal(host.of('restore')[0].values.params['query:page'], '2');
    const other = new RunnerDispatcher(host, SPEC_URI, 'getBook', sharedFor(host));
    await other.receive({ type: 'reopen', id });
    assert.deepEqual(
      host.openedOperations.map((o) => [o.specUri, o.operationKey]),
      [[SPEC_URI, 'listBooks']],
    );
    other.dispose();
  });

  it('copies the last call as cURL with $ENV placeholders, and with the token only after a confirmation', async () => {
    await storeToken();
    await runner.receive({ type: 'copyCurl', includeSecrets: false });
    assert.equal(host.of('notice').at(-1)!.message, 'Send a request first.');
    await runner.receive({ type: 'send', requestId: 'r1', values: at({ params: { 'query:limit': '2' } }) });
    await runner.receive({ type: 'copyCurl', includeSecrets: false });
    assert.equal(
      host.clipboard,
      [
        `curl -X GET '${api.url}/v1/books?limit=2'`,
        `-H 'accept: application/json'`,
        `-H 'authorization: Bearer '"$REST_CONVENTIONS_TOKEN"`,
        '--compressed',
      ].join(' \\\n  ') + '\n',
    );
    host.clipboard = '';
    host.confirmAnswer = false;
    await runner.receive({ type: 'copyCurl', includeSecrets: true });
    assert.equal(host.clipboard, '');
    host.confirmAnswer = true;
    await runner.receive({ type: 'copyCurl', includeSecrets: true });
    assert.ok(host.clipboard.includes(`'authorization: Bearer ${TOKEN}'`));
  });

  it('saves the last call as a .http file with the token from the environment', async () => {
    await storeToken();
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    await runner.receive({ type: 'saveHttp' });
    assert.deepEqual(host.saved, [
      {
        name: 'listBooks.http',
        text: `# listBooks — openapi.yaml\n# Secrets come from the environment: REST_CONVENTIONS_TOKEN\n\nGET ${api.url}/v1/books HTTP/1.1\naccept: application/json\nauthorization: Bearer {{$processEnv REST_CONVENTIONS_TOKEN}}\n`,
      },
    ]);
  });

  it('opens the whole body in an editor', async () => {
    await storeToken();
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    await runner.receive({ type: 'openBody' });
    assert.equal(host.opened[0].language, 'json');
    assert.ok(Array.isArray(JSON.parse(host.opened[0].content).data));
  });

  it('posts the form again when the spec changes, and a spec error when the operation is gone', async () => {
    await runner.receive({ type: 'ready', values: null });
    host.files.set(SPEC_URI, DEMO_SPEC.replace('summary: List books, a page at a time', 'summary: Every book'));
    await runner.refresh();
    assert.equal(host.of('form')[0].form.summary, 'Every book');
    host.files.set(SPEC_URI, DEMO_SPEC.replace('operationId: listBooks', 'operationId: allBooks'));
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    assert.deepEqual(host.of('failed')[0], {
      type: 'failed',
      inReplyTo: { type: 'send', requestId: 'r1' },
      kind: 'spec',
      message: 'listBooks is no longer an operation of openapi.yaml.',
    });
  });

  it('drops malformed and hostile messages without acting on them', async () => {
    const hostile: unknown[] = [
      null,
      'send',
      42,
      [],
      {},
      { type: 'launchMissiles' },
      { type: 'toString' },
      { type: '__proto__' },
      { type: 'send', requestId: 'r1' },
      { type: 'send', requestId: 'r 1', values: at() },
      { type: 'send', requestId: 'x'.repeat(65), values: at() },
      { type: 'send', requestId: 'r1', values: { ...at(), extra: 1 } },
      { type: 'send', requestId: 'r1', values: { ...at(), serverIndex: 1.5 } },
      { type: 'send', requestId: 'r1', values: { ...at(), serverIndex: -4 } },
      { type: 'send', requestId: 'r1', values: { ...at(), params: JSON.parse('{"__proto__": {"polluted": "yes"}}') } },
      { type: 'send', requestId: 'r1', values: { ...at(), params: { 'query:limit': 5 } } },
      { type: 'send', requestId: 'r1', values: { ...at(), headers: [{ name: 'a', value: 'b', more: 1 }] } },
      { type: 'send', requestId: 'r1', values: { ...at(), body: 'x'.repeat(8 * 1024 * 1024 + 1) } },
      { type: 'send', requestId: 'r1', values: { ...at(), insecure: 'yes' } },
      { type: 'send', requestId: 'r1', values: at(), url: 'http://evil.example/' },
      { type: 'page', requestId: 'r1', rel: 'self' },
      { type: 'page', requestId: 'r1', rel: 'next', url: 'http://evil.example/' },
      { type: 'setSecret', scheme: '', values: at() },
      { type: 'setSecret', scheme: 'a\nb', values: at() },
      { type: 'copyCurl', includeSecrets: 'true' },
      { type: 'reopen', id: '../../etc' },
      { type: 'selectEnvironment' },
    ];
    for (const m of hostile) await runner.receive(m);
    assert.deepEqual(host.posted, []);
    assert.equal(
      host.logs.filter((l) => l.startsWith('warn Runner: dropped a malformed message')).length,
      hostile.length,
    );
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('answers well-formed requests it cannot serve with a notice, sending nothing', async () => {
    await runner.receive({ type: 'page', requestId: 'r1', rel: 'next' });
    await runner.receive({ type: 'retry', requestId: 'r1' });
    await runner.receive({ type: 'setSecret', scheme: 'otherScheme', values: at() });
    await runner.receive({ type: 'reopen', id: 'nope' });
    await runner.receive({ type: 'saveHttp' });
    await runner.receive({ type: 'openBody' });
    await runner.receive({ type: 'send', requestId: 'r1', values: at({ security: 'otherScheme' }) });
    assert.deepEqual(
      host.posted.map((m) =>
        m.type === 'notice' ? m.message : m.type === 'failed' ? `failed ${m.kind}: ${m.message}` : m.type,
      ),
      [
        'The last response gives no next page.',
        'Send a request first.',
        'otherScheme is not a security scheme of this operation.',
        'That call is no longer in the history.',
        'Send a request first.',
        'There is no response body to open.',
        'failed auth: otherScheme is not a security scheme of this operation.',
      ],
    );
    assert.equal(host.secrets.map.size, 0);
  });

  it('goes through the editor’s proxy (http.proxy), with the credentials', async () => {
    const seen: string[] = [];
    const proxy = await listen((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`);
      const up = http.request(req.url!, { method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      req.pipe(up);
    });
    try {
      host.settingsOverride = { proxy: { url: proxy.url } };
      await storeToken();
      await runner.receive({ type: 'send', requestId: 'r1', values: at() });
      assert.equal(host.of('response')[0].response.status, 200);
      assert.deepEqual(seen, [`GET ${api.url}/v1/books Bearer ${TOKEN}`]);
    } finally {
      await proxy.close();
    }
  });

  it('sends nothing from an untrusted workspace', async () => {
    host.isTrusted = false;
    await runner.receive({ type: 'send', requestId: 'r1', values: at() });
    assert.deepEqual(host.of('failed')[0], {
      type: 'failed',
      inReplyTo: { type: 'send', requestId: 'r1' },
      kind: 'spec',
      message:
        'This workspace is not trusted, so the runner sends no requests from it, and reads or asks for no secret. Trust the workspace (Manage Workspace Trust) to send.',
    });
    assert.equal(host.of('sending').length, 0);
  });

  it('forgets a scheme’s secrets', async () => {
    await storeToken();
    await runner.receive({ type: 'clearSecret', scheme: 'bearerAuth', values: at() });
    assert.equal(host.secrets.map.size, 0);
    assert.deepEqual(host.of('auth').at(-1)!.auth.stored, { bearerAuth: [] });
  });

  it('starts from values given when opened (a reopened call), over the ones the webview saved', async () => {
    const given = at({ params: { 'query:page': '4' } });
    runner = new RunnerDispatcher(host, SPEC_URI, 'listBooks', sharedFor(host), given);
    await runner.receive({ type: 'ready', values: at() });
    assert.deepEqual(host.of('init')[0].values, given);
  });
});
