import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { PostedMessage } from '../../../src/extension/runner/panel';
import { emptyValues, SERVER_MOCK } from '../../../src/shared/form';
import type { HostToWebview } from '../../../src/shared/protocol';
import type { RestConventionsApi } from '../../../src/extension';
import { COMMANDS } from '../../../src/extension/ids';
import { closeAll, extensionApi, nextEvent, open, screenshot, workspaceUri } from './helpers';

type Of<T extends HostToWebview['type']> = Extract<HostToWebview, { type: T }>;

describe('mock server', () => {
  const spec = workspaceUri('specs', 'mock-demo.yaml');
  let api: RestConventionsApi;
  const posted: PostedMessage[] = [];
  let sub: vscode.Disposable | undefined;

  function next<T extends HostToWebview['type']>(
    type: T,
    pred: (m: Of<T>) => boolean = () => true,
    what: string = type,
  ): Promise<Of<T>> {
    const hit = posted.find((p) => p.message.type === type && pred(p.message as Of<T>));
    if (hit) return Promise.resolve(hit.message as Of<T>);
    return nextEvent(
      api.runner.onDidPost!,
      (p) => p.message.type === type && pred(p.message as Of<T>),
      `the runner to post ${what}`,
    ).then((p) => p.message as Of<T>);
  }
  const deliver = (message: unknown) => api.runner.deliver!(spec.toString(), 'listBooks', message);

  before(async () => {
    api = await extensionApi();
    const repo = vscode.extensions.getExtension('rest-conventions.rest-conventions')!.extensionPath;
    const demoSpec = fs.readFileSync(path.join(repo, 'examples', 'demo-api', 'openapi.yaml'), 'utf8');
    await vscode.workspace.fs.writeFile(spec, new TextEncoder().encode(demoSpec));
    sub = api.runner.onDidPost!((p) => posted.push(p));
  });

  after(async () => {
    sub?.dispose();
    await vscode.commands.executeCommand(COMMANDS.stopMockServer, spec.toString());
    await closeAll();
    await vscode.workspace.fs.delete(spec).then(undefined, () => undefined);
  });

  it('starts from the command, once per spec, and the runner sends to it: pagination and rate limits in the response; the status item stops it', async () => {
    await open(spec);
    const url = await vscode.commands.executeCommand<string>(COMMANDS.startMockServer);
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(
      await vscode.commands.executeCommand<string>(COMMANDS.startMockServer),
      url,
      'a second start gives the same server',
    );
    assert.deepEqual(api.mockServers(), [{ specUri: spec.toString(), url }]);

    api.runner.open(spec.toString(), 'listBooks');
    const init = await next('init', undefined, 'init (the webview sent ready)');
    assert.equal(init.form.mockUrl, url, 'the runner opens on the mock already running');
    const values = { ...emptyValues(), serverIndex: SERVER_MOCK };
    const asked = nextEvent(api.runner.onDidAsk!, (q) => q !== undefined, 'the secret prompt');
    const stored = deliver({ type: 'setSecret', scheme: 'bearerAuth', values });
    await asked;
    assert.ok(api.runner.typeIntoPrompt!('mock-token'));
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await stored;
    await next(
      'auth',
      (m) => m.auth.origin === url && (m.auth.stored.bearerAuth ?? []).includes('token'),
      'the token stored for the mock',
    );

    await deliver({ type: 'send', requestId: 'mock1', values: { ...values, params: { 'query:limit': '2' } } });
    const { response: r } = await next('response', (m) => m.inReplyTo.requestId === 'mock1', 'the response of mock1');
    assert.equal(r.status, 200);
    assert.ok(r.url.startsWith(`${url}/v1/books?`), r.url);
    assert.deepEqual(r.auth, { applied: ['bearerAuth'], unmet: null });
    assert.equal(r.pagination?.summary, 'page 1 of 2 · 2 per page · 3 items');
    assert.equal(r.rateLimit?.limit, 100);
    assert.equal(r.rateLimit?.remaining, 99);
    await vscode.commands.executeCommand('workbench.action.closePanel');
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    await vscode.commands.executeCommand('workbench.action.joinAllGroups');
    api.runner.open(spec.toString(), 'listBooks');
    await screenshot('runner-mock', 'iframe.webview.ready');

    await vscode.commands.executeCommand(COMMANDS.stopMockServer, spec.toString());
    assert.deepEqual(api.mockServers(), []);
  });
});
