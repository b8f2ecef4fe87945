import * as assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { startDemoApi, type DemoApi } from '../../../examples/demo-api/server';
import type { PostedMessage } from '../../../src/extension/runner/panel';
import { emptyValues, SERVER_CUSTOM, SERVER_ENVIRONMENT, type FormValues } from '../../../src/shared/form';
import type { HostToWebview } from '../../../src/shared/protocol';
import type { RestConventionsApi } from '../../../src/extension';
import { COMMANDS } from '../../../src/extension/ids';
import { closeAll, extensionApi, nextEvent, open, screenshot, workspaceUri } from './helpers';

type Of<T extends HostToWebview['type']> = Extract<HostToWebview, { type: T }>;

/** Everything a file tree holds, as text, for a secret search (binary files included byte for byte). */
function grepTree(dir: string, needle: string, out: string[] = []): string[] {
  let entries: fs.Dirent[] = [];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) grepTree(p, needle, out);
    else if (e.isFile()) {
      try {
        if (fs.statSync(p).size < 64 * 1024 * 1024 && fs.readFileSync(p).includes(needle)) out.push(p);
      } catch {
        // a file that went away
      }
    }
  }
  return out;
}

describe('request runner', () => {
  const spec = workspaceUri('specs', 'runner-demo.yaml');
  const envDir = workspaceUri('.rest-conventions');
  const token = `it-token-${randomBytes(12).toString('hex')}`;
  let api: RestConventionsApi;
  let demo: DemoApi;
  const posted: PostedMessage[] = [];
  let sub: vscode.Disposable | undefined;

  /** The next message the runner posts of a type (for listBooks), already posted ones after `from` included. */
  function next<T extends HostToWebview['type']>(
    type: T,
    pred: (m: Of<T>) => boolean = () => true,
    what: string = type,
    timeoutMs = 30_000,
  ): Promise<Of<T>> {
    const hit = posted.find((p) => p.message.type === type && pred(p.message as Of<T>));
    if (hit) return Promise.resolve(hit.message as Of<T>);
    return nextEvent(
      api.runner.onDidPost!,
      (p) => p.message.type === type && pred(p.message as Of<T>),
      `the runner to post ${what}`,
      timeoutMs,
    ).then((p) => p.message as Of<T>);
  }

  const deliver = (message: unknown) => api.runner.deliver!(spec.toString(), 'listBooks', message);
  const values = (over: Partial<FormValues> = {}): FormValues => ({
    ...emptyValues(),
    serverIndex: SERVER_ENVIRONMENT,
    ...over,
  });

  before(async () => {
    api = await extensionApi();
    demo = await startDemoApi({ port: 0, token });
    const repo = vscode.extensions.getExtension('rest-conventions.rest-conventions')!.extensionPath;
    const demoSpec = fs.readFileSync(path.join(repo, 'examples', 'demo-api', 'openapi.yaml'), 'utf8');
    await vscode.workspace.fs.writeFile(spec, new TextEncoder().encode(demoSpec));
    await vscode.workspace.fs.writeFile(
      vscode.Uri.joinPath(envDir, 'environments.json'),
      new TextEncoder().encode(JSON.stringify({ environments: { it: { base_url: demo.url } } }, null, 2)),
    );
    sub = api.runner.onDidPost!((p) => posted.push(p));
  });

  after(async () => {
    sub?.dispose();
    await closeAll();
    await vscode.workspace.fs.delete(spec).then(undefined, () => undefined);
    await vscode.workspace.fs.delete(envDir, { recursive: true }).then(undefined, () => undefined);
    await demo?.close();
  });

  it('puts “▶ Try it” above every operation, and the CodeLens opens the runner whose webview loads', async () => {
    const editor = await open(spec);
    const lenses = (
      await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', spec)
    ).filter((l) => l.command?.title === '▶ Try it');
    assert.equal(lenses.length, 12);
    const lens = lenses.find((l) => l.command!.arguments?.[1] === 'listBooks');
    assert.ok(lens, 'a lens for listBooks');
    assert.equal(editor.document.getText(lens.range), 'get');
    assert.equal(editor.document.lineAt(lens.range.start.line + 1).text.trim(), 'operationId: listBooks');
    await vscode.commands.executeCommand(lens.command!.command, ...(lens.command!.arguments ?? []));
    const init = await next('init', undefined, 'init (the webview sent ready)');
    assert.equal(init.form.operationKey, 'listBooks');
    assert.deepEqual(init.form.environments, ['it']);
    assert.deepEqual(api.runner.panels(), [{ specUri: spec.toString(), operationKey: 'listBooks' }]);
  });

  it('takes the token in a masked input box and keeps it in the secret storage', async () => {
    await deliver({ type: 'selectEnvironment', name: 'it' });
    const form = await next('form', (m) => m.form.environment === 'it', 'the form for environment it');
    assert.equal(form.form.environmentBaseUrl, demo.url);
    const asked = nextEvent(api.runner.onDidAsk!, (q) => q !== undefined, 'the secret prompt');
    const stored = deliver({ type: 'setSecret', scheme: 'bearerAuth', values: values() });
    const question = await asked;
    assert.equal(question?.password, true);
    assert.ok(api.runner.typeIntoPrompt!(token));
    await screenshot('runner-secret-prompt', '.quick-input-widget');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await stored;
    const auth = await next(
      'auth',
      (m) => (m.auth.stored.bearerAuth ?? []).includes('token'),
      'the stored-token status',
    );
    assert.deepEqual(auth.auth, { environment: 'it', origin: demo.url, stored: { bearerAuth: ['token'] } });
  });

  it('sends the call and shows the response with its pagination and rate limits; pages on', async () => {
    await deliver({ type: 'send', requestId: 'it1', values: values({ params: { 'query:limit': '2' } }) });
    const { response: r } = await next('response', (m) => m.inReplyTo.requestId === 'it1', 'the response of it1');
    assert.equal(r.status, 200);
    assert.deepEqual(r.auth, { applied: ['bearerAuth'], unmet: null });
    assert.equal(r.pagination?.summary, 'page 1 of 6 · 2 per page · 12 items');
    assert.equal(r.rateLimit?.limit, 100);
    assert.equal(r.rateLimit?.resetEncoding, 'epoch-seconds');
    await deliver({ type: 'page', requestId: 'it2', rel: 'next' });
    const second = await next('response', (m) => m.inReplyTo.requestId === 'it2', 'the response of it2');
    assert.equal(second.response.pagination?.summary, 'page 2 of 6 · 2 per page · 12 items');
    await vscode.commands.executeCommand('workbench.action.closePanel');
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    await vscode.commands.executeCommand('workbench.action.joinAllGroups');
    api.runner.open(spec.toString(), 'listBooks');
    await screenshot('runner-response', 'iframe.webview.ready');
  });

  it('two quick Sends with a stored token both go, with no “secret prompt is open” warning', async () => {
    const from = posted.length;
    await Promise.all([
      deliver({ type: 'send', requestId: 'quick1', values: values() }),
      deliver({ type: 'send', requestId: 'quick2', values: values() }),
    ]);
    const { response: r } = await next('response', (m) => m.inReplyTo.requestId === 'quick2', 'the response of quick2');
    assert.equal(r.status, 200);
    assert.deepEqual(
      posted.slice(from).filter((p) => p.message.type === 'notice'),
      [],
      'no notice: no prompt was open',
    );
  });

  it('Send asks for a missing secret in the masked input box: Escape sends nothing, a typed token is stored for that server and sent', async () => {
    const second = await startDemoApi({ port: 0, token });
    try {
      const v = values({ serverIndex: SERVER_CUSTOM, customServer: second.url });
      let asked = nextEvent(api.runner.onDidAsk!, (q) => q !== undefined, 'the prompt of Send');
      const cancelled = deliver({ type: 'send', requestId: 'ask1', values: v });
      const question = await asked;
      assert.deepEqual([question?.title, question?.password], [`bearerAuth — it · ${second.url} — to send`, true]);
      await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      await cancelled;
      const failed = await next(
        'failed',
        (m) => 'requestId' in m.inReplyTo && m.inReplyTo.requestId === 'ask1',
        'the call not sent',
      );
      assert.deepEqual(failed, {
        type: 'failed',
        inReplyTo: { type: 'send', requestId: 'ask1' },
        kind: 'cancelled',
        message: `Not sent: no token was given for bearerAuth (it · ${second.url}). Send again to be asked, or send it without credentials.`,
        offer: 'sendWithoutCredentials',
      });
      assert.ok(
        !posted.some((p) => p.message.type === 'sending' && p.message.inReplyTo.requestId === 'ask1'),
        'nothing sent',
      );

      asked = nextEvent(api.runner.onDidAsk!, (q) => q !== undefined, 'the prompt of the second Send');
      const sent = deliver({ type: 'send', requestId: 'ask2', values: v });
      await asked;
      assert.ok(api.runner.typeIntoPrompt!(token));
      await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      await sent;
      const { response: r } = await next('response', (m) => m.inReplyTo.requestId === 'ask2', 'the response of ask2');
      assert.equal(r.status, 200);
      assert.deepEqual(r.auth, { applied: ['bearerAuth'], unmet: null });
      const auth = await next('auth', (m) => m.auth.origin === second.url, 'the status of the second server');
      assert.deepEqual(auth.auth, {
        environment: 'it',
        origin: second.url,
        stored: { bearerAuth: ['token'] },
      });
    } finally {
      await second.close();
    }
  });

  it('“Try an operation…” lists the spec’s operations and opens the one picked', async () => {
    await closeAll();
    await open(spec);
    assert.deepEqual(api.runner.panels(), []);
    const started = nextEvent(
      api.runner.onDidPost!,
      (p) => p.message.type === 'init',
      'the picked operation’s runner to start',
      20_000,
    );
    const picking = vscode.commands.executeCommand(COMMANDS.pickOperation);
    let done = false;
    void started.then(
      () => (done = true),
      () => (done = true),
    );
    // The quick pick fills after the spec is read: accept its first item (GET /v1/books) once it shows.
    const deadline = Date.now() + 20_000;
    while (!done && Date.now() < deadline) {
      await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      await Promise.race([started, new Promise((r) => setTimeout(r, 200))]).catch(() => undefined);
    }
    const init = (await started).message as Of<'init'>;
    await picking;
    assert.equal(init.form.operationKey, 'listBooks');
    assert.deepEqual(api.runner.panels(), [{ specUri: spec.toString(), operationKey: 'listBooks' }]);
  });

  it('“Try the operation at the cursor” opens the runner of the operation the cursor is in', async () => {
    await closeAll();
    const editor = await open(spec);
    const at = editor.document.positionAt(editor.document.getText().indexOf('operationId: listBooks'));
    editor.selection = new vscode.Selection(at, at);
    const started = nextEvent(
      api.runner.onDidPost!,
      (p) => p.message.type === 'init',
      'the runner of the operation at the cursor to start',
      20_000,
    );
    await vscode.commands.executeCommand(COMMANDS.tryOperationAtCursor);
    const init = (await started).message as Of<'init'>;
    assert.equal(init.form.operationKey, 'listBooks');
    assert.deepEqual(api.runner.panels(), [{ specUri: spec.toString(), operationKey: 'listBooks' }]);
  });

  it('keeps the token out of settings, workspace state, history and logs', async () => {
    const config = JSON.stringify([
      vscode.workspace.getConfiguration('restConventions'),
      vscode.workspace.getConfiguration('http'),
    ]);
    assert.ok(!config.includes(token), 'not in the settings');
    const state = JSON.stringify(api.runner.workspaceState!());
    assert.ok(state.includes('"restConventions.runner.history"'), 'the history is in the workspace state');
    assert.ok(!state.includes(token), 'not in the workspace state nor the history');
    assert.ok(!JSON.stringify(posted).includes(token), 'never posted to the webview');
    const logs = path.dirname(api.runner.logUri.fsPath);
    assert.ok(fs.existsSync(logs), `the log folder ${logs} exists`);
    assert.deepEqual(grepTree(logs, token), [], 'not in the logs');
    const userData = path.resolve(logs, '..', '..', '..', '..');
    if (fs.existsSync(path.join(userData, 'User')))
      assert.deepEqual(
        grepTree(path.join(userData, 'User'), token),
        [],
        'not in the user data (settings, state databases)',
      );
    assert.deepEqual(grepTree(workspaceUri().fsPath, token), [], 'not in the workspace folder');
  });
});
