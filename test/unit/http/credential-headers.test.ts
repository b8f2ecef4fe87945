import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRequestCommand } from '../../../src/cli/request-command';
import { send } from '../../../src/core/http/send';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { HISTORY_KEY } from '../../../src/extension/runner/history';
import { emptyValues } from '../../../src/shared/form';
import { isSecretHeader } from '../../../src/shared/secret-names';
import { FakeHost, sharedFor } from '../runner/fake-host';
import { json, startServer, type LocalServer } from './helpers/local-server';

/** A spec whose API key header has a name like no credential, declared but left to the user to type. */
const spec = (url: string) =>
  `openapi: 3.0.3\ninfo: {title: t, version: '1'}\nservers: [{url: '${url}'}]\npaths:\n  /go:\n    get:\n      operationId: go\n      security: []\n      responses: {'200': {description: ok}}\ncomponents:\n  securitySchemes:\n    access: {type: apiKey, in: header, name: X-Company-Access}\n`;

/**
 * Attack (issue 24 item 8): credential-like headers outside the documented name list (`Ocp-Apim-Subscription-Key`,
 * `X-Hub-Signature`) and a header the spec declares as an API key followed a 307 to another origin, were printed,
 * and stayed in the runner's history.
 */
describe('credential headers: named like one or declared as an API key by the spec (real servers on 127.0.0.1)', () => {
  let other: LocalServer;
  let api: LocalServer;
  const otherSaw: Record<string, string | string[] | undefined>[] = [];
  const apiSaw: Record<string, string | string[] | undefined>[] = [];
  before(async () => {
    other = await startServer((req, res) => {
      otherSaw.push(req.headers);
      json(res, 200, {});
    });
    api = await startServer((req, res) => {
      apiSaw.push(req.headers);
      if (req.url === '/go') res.writeHead(307, { location: `${other.url}/landed` }).end();
      else json(res, 200, {});
    });
  });
  after(() => Promise.all([other.close(), api.close()]));
  beforeEach(() => {
    otherSaw.length = 0;
    apiSaw.length = 0;
  });

  const TYPED = {
    'Ocp-Apim-Subscription-Key': 'sub-s3cret-1',
    'X-Hub-Signature-256': 'sha256=sig-s3cret-2',
    'X-Custom-Key': 'key-s3cret-3',
    'X-Vendor-Token': 'tok-s3cret-4',
    'Authorization-Extra': 'aut-s3cret-5',
    'X-Company-Access': 'acc-s3cret-6',
  };

  it('names `*-Key`, `*-Token`, `*-Signature`, `*Subscription-Key` and `Authorization*` as credentials, not others', () => {
    for (const name of Object.keys(TYPED).filter((n) => n !== 'X-Company-Access'))
      assert.ok(isSecretHeader(name), name);
    for (const name of ['X-Trace', 'Accept', 'Content-Type', 'X-Company-Access', 'X-Keyring-Id', 'Idempotency-Key'])
      assert.ok(!isSecretHeader(name), name);
  });

  it('send drops every header named like a credential on a 307 to another origin', async () => {
    const res = await send({ method: 'GET', url: `${api.url}/go`, headers: { ...TYPED, 'x-trace': 'keep-me' } });
    assert.equal(res.status, 200);
    assert.equal(otherSaw.length, 1);
    for (const name of Object.keys(TYPED).filter((n) => n !== 'X-Company-Access'))
      assert.equal(otherSaw[0][name.toLowerCase()], undefined, name);
    assert.equal(otherSaw[0]['x-trace'], 'keep-me');
  });

  it('request drops and redacts them, and the header the spec declares as an API key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rc-cred-'));
    try {
      writeFileSync(join(dir, 'openapi.yaml'), spec(api.url));
      let stdout = '';
      const headers = Object.entries(TYPED).flatMap(([k, v]) => ['--header', `${k}: ${v}`]);
      const code = await runRequestCommand([join(dir, 'openapi.yaml'), 'go', ...headers, '--format', 'json'], {
        cwd: dir,
        env: {},
        stdout: { write: (s) => (stdout += s) },
        stderr: { write: () => true },
      });
      assert.equal(code, 0);
      assert.equal(apiSaw[0]['x-company-access'], 'acc-s3cret-6', 'sent to the API itself');
      assert.equal(otherSaw.length, 1);
      for (const name of Object.keys(TYPED)) assert.equal(otherSaw[0][name.toLowerCase()], undefined, name);
      for (const value of Object.values(TYPED)) assert.ok(!stdout.includes(value), value);
      assert.equal(JSON.parse(stdout).request.headers['x-company-access'], '<redacted>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the runner keeps them out of the history and the webview state', async () => {
    const host = new FakeHost();
    host.files.set('file:///w/openapi.yaml', spec(api.url));
    const runner = new RunnerDispatcher(host, 'file:///w/openapi.yaml', 'go', sharedFor(host));
    try {
      await runner.receive({ type: 'ready', values: null });
      assert.deepEqual(host.of('init')[0].form.secretHeaders, ['x-company-access']);
      const values = { ...emptyValues(), headers: Object.entries(TYPED).map(([name, value]) => ({ name, value })) };
      await runner.receive({ type: 'send', requestId: 'r1', values });
      assert.equal(host.of('response')[0].response.status, 200);
      assert.equal(otherSaw.length, 1);
      for (const name of Object.keys(TYPED)) assert.equal(otherSaw[0][name.toLowerCase()], undefined, name);
      const entry = (host.state.get<{ values: typeof values }[]>(HISTORY_KEY) ?? [])[0];
      assert.deepEqual(
        entry.values.headers.map((h) => h.value),
        Object.keys(TYPED).map(() => '<redacted>'),
      );
      const everything = host.everythingButSecrets();
      for (const value of Object.values(TYPED)) assert.ok(!everything.includes(value), value);
    } finally {
      runner.dispose();
    }
  });
});
