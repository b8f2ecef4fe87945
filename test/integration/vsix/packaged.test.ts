import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { parseConfig } from '../../../src/core/config/parse';
import { lint } from '../../../src/core/lint';
import { COMMANDS } from '../../../src/extension/ids';
import {
  briefOf,
  closeAll,
  diagnosticsMatching,
  extensionApi,
  linted,
  nextEvent,
  open,
  ours,
  recordMetric,
  screenshot,
  workspaceUri,
} from '../suite/helpers';

/** Every file under a folder, relative to it. */
function filesUnder(dir: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]));
}

describe('the packaged .vsix in a real VS Code', () => {
  after(closeAll);

  it('is the copy that --install-extension unpacked, holding only runtime files', () => {
    const installed = process.env.REST_CONVENTIONS_IT_INSTALLED;
    assert.ok(installed, 'REST_CONVENTIONS_IT_INSTALLED is set by the vsix runner');
    const ext = vscode.extensions.getExtension('rest-conventions.rest-conventions');
    assert.ok(ext, 'the extension is loaded');
    assert.equal(ext.extensionUri.fsPath, installed);
    const files = filesUnder(installed);
    assert.ok(
      files.includes(path.join('dist', 'extension.js')) && files.includes(path.join('dist', 'lint-worker-ext.js')),
    );
    assert.deepEqual(
      files.filter((f) => /^(src|test|node_modules|examples)\b|\.map$|\.ts$/.test(f)),
      [],
    );
    recordMetric('vsix size', Number(process.env.REST_CONVENTIONS_IT_VSIX_BYTES), 'bytes');
  });

  it('activates from the package', async () => {
    const api = await extensionApi();
    // The time is recorded, not asserted: speed is measured by the benchmarks, so a loaded machine cannot fail this.
    assert.ok(api.activationMs > 0, `activation took ${api.activationMs} ms`);
    recordMetric('activation (packaged)', Math.round(api.activationMs * 10) / 10, 'ms');
  });

  it('hands other extensions no test hook in production (issue 15: no driving panels, typing into prompts, reading state)', async () => {
    const api = await extensionApi();
    assert.equal(typeof api.runner.open, 'function');
    assert.deepEqual(
      (['deliver', 'typeIntoPrompt', 'workspaceState', 'onDidPost', 'onDidAsk'] as const).filter(
        (h) => api.runner[h] !== undefined,
      ),
      [],
    );
  });

  it('lints the draft spec of the demo workspace with exact ranges', async () => {
    const uri = workspaceUri('specs', 'shop-draft.yaml');
    await open(uri);
    const rules = ['no-body-on-get-delete', 'path-no-verbs', 'server-url', 'api-key-in-query'];
    const ds = await diagnosticsMatching(
      uri,
      (d) => rules.every((r) => briefOf(d, r).length > 0),
      `${rules.join(', ')} on shop-draft.yaml`,
    );
    assert.deepEqual(briefOf(ds, ...rules).sort(), [
      'api-key-in-query Warning 95:10-95:15',
      'no-body-on-get-delete Error 69:6-69:17',
      'path-no-verbs Warning 13:3-13:14',
      'path-no-verbs Warning 79:19-79:25',
      'server-url Warning 9:9-9:13',
    ]);
    // Every finding the linter gives under the workspace's configuration, however many the rules of the day make.
    const config = parseConfig(
      '.rest-conventions.yaml',
      new TextDecoder().decode(await vscode.workspace.fs.readFile(workspaceUri('.rest-conventions.yaml'))),
    ).config;
    const expected = lint({
      uri: uri.toString(),
      text: (await vscode.workspace.openTextDocument(uri)).getText(),
      config,
    }).findings;
    assert.equal(
      ds.length,
      expected.length,
      `the packaged extension shows what the linter finds (${expected.map((f) => f.rule).join(', ')})`,
    );
    assert.equal(
      vscode.window.activeTextEditor?.document.getText(ds.find((d) => briefOf([d], 'path-no-verbs').length)!.range),
      'getProducts',
    );
  });

  it('finds nothing in the conventional spec of the demo API', async () => {
    const api = await extensionApi();
    const uri = workspaceUri('specs', 'library.yaml');
    const done = linted(api, uri);
    await open(uri);
    const event = await done;
    assert.equal(event.isOpenApi, true);
    assert.deepEqual(
      ours(uri).map((d) => d.message),
      [],
    );
  });

  it('registers every command the packaged manifest contributes', async () => {
    const ext = vscode.extensions.getExtension('rest-conventions.rest-conventions')!;
    const contributed = (ext.packageJSON.contributes.commands as { command: string }[]).map((c) => c.command);
    assert.ok(contributed.length >= Object.keys(COMMANDS).length);
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.deepEqual(
      contributed.filter((c) => !registered.has(c)),
      [],
    );
  });

  it('offers ▶ Try it above every operation of the demo API spec and opens the runner from it', async () => {
    const uri = workspaceUri('specs', 'library.yaml');
    await open(uri);
    const lenses =
      (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)) ?? [];
    const tries = lenses.filter((l) => l.command?.command === COMMANDS.tryOperation);
    assert.deepEqual(
      tries.map((l) => l.command!.arguments?.[1]),
      [
        'listBooks',
        'createBook',
        'getBook',
        'replaceBook',
        'updateBook',
        'deleteBook',
        'listAuthors',
        'createAuthor',
        'getAuthor',
        'replaceAuthor',
        'updateAuthor',
        'deleteAuthor',
      ],
    );
    const isRunner = (t: vscode.Tab) =>
      t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('restConventions.runner');
    const runnerTabs = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter(isRunner);
    const opened =
      runnerTabs().length > 0
        ? Promise.resolve()
        : nextEvent(vscode.window.tabGroups.onDidChangeTabs, () => runnerTabs().length > 0, 'the runner panel');
    await vscode.commands.executeCommand(COMMANDS.tryOperation, ...(tries[0].command!.arguments ?? []));
    await opened;
    assert.equal(runnerTabs().length, 1);
    assert.match(runnerTabs()[0].label, /listBooks|GET \/v1\/books/);
  });

  it('opens its Get started walkthrough', async function () {
    // The tab API keeps the label of the walkthrough the Welcome editor first showed, so the tab is found by its
    // kind and the content is checked in the workbench itself.
    const walkthroughs = () =>
      vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.label.startsWith('Walkthrough: '));
    const opened =
      walkthroughs().length > 0
        ? Promise.resolve()
        : nextEvent(vscode.window.tabGroups.onDidChangeTabs, () => walkthroughs().length > 0, 'a walkthrough tab');
    await vscode.commands.executeCommand(
      'workbench.action.openWalkthrough',
      'rest-conventions.rest-conventions#getStarted',
      false,
    );
    await opened;
    assert.equal(walkthroughs().length, 1);
    if (!(await screenshot('walkthrough', '.getting-started-step.expanded :text("Open an OpenAPI spec")'))) this.skip();
  });

  it('opens a new conventional spec from the skeleton snippet, and it lints clean', async () => {
    const api = await extensionApi();
    const editor = (await vscode.commands.executeCommand(COMMANDS.newSpec)) as vscode.TextEditor;
    assert.equal(editor, vscode.window.activeTextEditor);
    const doc = editor.document;
    assert.equal(doc.languageId, 'yaml');
    assert.ok(doc.isUntitled);
    assert.match(doc.getText(), /^openapi: 3\.1\.0\ninfo:\n {2}title: Example API\n/);
    assert.match(doc.getText(), /\$ref: '#\/components\/schemas\/Error'/);
    const done = linted(api, doc.uri);
    await api.lintDocument(doc);
    assert.equal((await done).isOpenApi, true);
    assert.deepEqual(
      ours(doc.uri).map((d) => d.message),
      [],
    );
  });
});
