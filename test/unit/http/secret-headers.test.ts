import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markSecretHeaders } from '../../../src/core/http/origin';
import { redactRequestHeaders } from '../../../src/core/http/redact';
import { send } from '../../../src/core/http/send';
import type { HttpRequest } from '../../../src/core/http/types';
import { runRequestCommand } from '../../../src/cli/request-command';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { HISTORY_KEY } from '../../../src/extension/runner/history';
import { emptyValues } from '../../../src/shared/form';
import { redactBodyFields } from '../../../src/shared/secret-names';
import { FakeHost, sharedFor } from '../runner/fake-host';
import { json, readBody, startServer, type LocalServer } from './helpers/local-server';

/**
 * Attack (issue 15 item 8): secret-looking custom headers were redacted in output but still sent to another origin on
 * a redirect; names the user knows are secret could not be declared; typed passwords stayed in the history.
 */
describe('secret header names: redacted, kept out of history and state, never sent to another origin', () => {
  let other: LocalServer;
  let api: LocalServer;
  const otherSaw: Record<string, string | string[] | undefined>[] = [];
  const apiSaw: string[] = [];

  before(async () => {
    other = await startServer((req, res) => {
      otherSaw.push(req.headers);
      json(res, 200, {});
    });
    api = await startServer(async (req, res) => {
      apiSaw.push(`${req.method} ${req.url} ${req.headers['x-company-sig'] ?? ''} ${await readBody(req)}`);
      if (req.url === '/go') res.writeHead(302, { location: `${other.url}/landed` }).end();
      else json(res, 200, {});
    });
  });
  after(async () => {
    await Promise.all([other.close(), api.close()]);
  });
  beforeEach(() => {
    otherSaw.length = 0;
    apiSaw.length = 0;
  });

  it('drops X-Auth-Token, X-Api-Key and the like on a redirect to another origin, even when nobody placed them', async () => {
    const res = await send({
      method: 'GET',
      url: `${api.url}/go`,
      headers: {
        'x-auth-token': 'tok-s3cret',
        'x-api-key': 'key-s3cret',
        'x-session-id': 'ses-s3cret',
        'x-trace': 'keep-me',
      },
    });
    assert.equal(res.status, 200);
    assert.equal(otherSaw.length, 1);
    assert.equal(otherSaw[0]['x-auth-token'], undefined);
    assert.equal(otherSaw[0]['x-api-key'], undefined);
    assert.equal(otherSaw[0]['x-session-id'], undefined);
    assert.equal(otherSaw[0]['x-trace'], 'keep-me');
  });

  it('treats a configured name as a credential: placed, redacted, dropped on another origin', async () => {
    const req: HttpRequest = {
      method: 'GET',
      url: `${api.url}/go`,
      headers: { 'x-company-sig': 'sig-s3cret-value', 'x-trace': 't' },
    };
    markSecretHeaders(req, ['X-Company-Sig']);
    assert.deepEqual(req.credentials, {
      headers: ['x-company-sig'],
      query: [],
      cookies: [],
      secrets: ['sig-s3cret-value'],
    });
    assert.deepEqual(redactRequestHeaders(req.headers, req.credentials), {
      'x-company-sig': '<redacted>',
      'x-trace': 't',
    });
    await send(req);
    assert.equal(otherSaw[0]['x-company-sig'], undefined);
    assert.equal(otherSaw[0]['x-trace'], 't');
  });

  it('replaces credential-named fields of JSON and form bodies', () => {
    assert.equal(
      redactBodyFields('{"username":"ada","password":"hunter2!","nested":{"client_secret":"cs","n":1}}', 'X'),
      '{"username":"ada","password":"X","nested":{"client_secret":"X","n":1}}',
    );
    assert.equal(redactBodyFields('{\n  "pin": 1234\n}', 'X'), '{\n  "pin": "X"\n}');
    assert.equal(
      redactBodyFields('user=ada&password=hunter2&refresh_token=r1', 'X'),
      'user=ada&password=X&refresh_token=X',
    );
    assert.equal(redactBodyFields('{"x-company-sig":"s"}', 'X', ['x-company-sig']), '{"x-company-sig":"X"}');
    assert.equal(redactBodyFields('just text with password=', 'X'), 'just text with password=');
    assert.equal(redactBodyFields('{"name":"no secrets here"}', 'X'), '{"name":"no secrets here"}');
  });

  it('the runner keeps configured and typed credentials out of the history, the views and the logs', async () => {
    const host = new FakeHost();
    host.settingsOverride = { secretHeaders: ['x-company-sig'] };
    host.files.set(
      'file:///w/openapi.yaml',
      `openapi: 3.0.3\ninfo: {title: t, version: '1'}\nservers: [{url: '${api.url}'}]\npaths:\n  /login:\n    post:\n      operationId: login\n      requestBody: {content: {application/json: {schema: {type: object}}}}\n      responses: {'200': {description: ok}}\n`,
    );
    const runner = new RunnerDispatcher(host, 'file:///w/openapi.yaml', 'login', sharedFor(host));
    try {
      await runner.receive({ type: 'ready', values: null });
      assert.deepEqual(host.of('init')[0].form.secretHeaders, ['x-company-sig']);
      const values = {
        ...emptyValues(),
        headers: [{ name: 'X-Company-Sig', value: 'sig-s3cret-value' }],
        body: '{"username":"ada","password":"hunter2-s3cret"}',
        contentType: 'application/json',
      };
      await runner.receive({ type: 'send', requestId: 'r1', values });
      assert.equal(host.of('response')[0].response.status, 200);
      assert.deepEqual(apiSaw, ['POST /login sig-s3cret-value {"username":"ada","password":"hunter2-s3cret"}']);
      const entry = (host.state.get<{ values: typeof values }[]>(HISTORY_KEY) ?? [])[0];
      assert.deepEqual(entry.values.headers, [{ name: 'X-Company-Sig', value: '<redacted>' }]);
      assert.equal(entry.values.body, '{"username":"ada","password":"<redacted>"}');
      const everything = host.everythingButSecrets();
      assert.ok(!everything.includes('sig-s3cret-value'), 'the configured header value leaked');
      assert.ok(!everything.includes('hunter2-s3cret'), 'the typed password leaked');
    } finally {
      runner.dispose();
    }
  });

  it('request redacts the names given in REST_CONVENTIONS_SECRET_HEADERS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rc-sh-'));
    try {
      writeFileSync(
        join(dir, 'openapi.yaml'),
        `openapi: 3.0.3\ninfo: {title: t, version: '1'}\nservers: [{url: '${api.url}'}]\npaths:\n  /x: {get: {operationId: x, responses: {'200': {description: ok}}}}\n`,
      );
      let stdout = '';
      const code = await runRequestCommand(
        [join(dir, 'openapi.yaml'), 'x', '--header', 'X-Company-Sig: sig-s3cret-value', '--format', 'json'],
        {
          cwd: dir,
          env: { REST_CONVENTIONS_SECRET_HEADERS: 'x-other, X-Company-Sig' },
          stdout: { write: (s) => (stdout += s) },
          stderr: { write: () => true },
        },
      );
      assert.equal(code, 0);
      assert.equal(JSON.parse(stdout).request.headers['x-company-sig'], '<redacted>');
      assert.ok(!stdout.includes('sig-s3cret-value'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
