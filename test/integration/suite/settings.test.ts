import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  briefOf,
  closeAll,
  diagnosticsMatching,
  extensionApi,
  linted,
  open,
  ours,
  setSetting,
  workspaceUri,
} from './helpers';

const rule = (ds: vscode.Diagnostic[], id: string) => briefOf(ds, id);

describe('settings and .rest-conventions.yaml', () => {
  const spec = workspaceUri('specs', 'orders.yaml');
  const configFile = workspaceUri('.rest-conventions.yaml');
  let originalConfig: Uint8Array;

  before(async () => {
    originalConfig = await vscode.workspace.fs.readFile(configFile);
    await open(spec);
    await diagnosticsMatching(
      spec,
      (ds) => rule(ds, 'duplicate-operation-id').length === 1,
      'diagnostics on orders.yaml',
    );
  });

  after(async () => {
    await setSetting('rules', undefined);
    await setSetting('enable', undefined);
    await setSetting('run', undefined);
    await vscode.workspace.fs.writeFile(configFile, originalConfig);
    await closeAll();
  });

  it('turns a rule off from the settings, and back on', async () => {
    await setSetting('rules', { 'duplicate-operation-id': 'off' });
    await diagnosticsMatching(
      spec,
      (ds) => rule(ds, 'duplicate-operation-id').length === 0 && ds.length > 0,
      'duplicate-operation-id gone',
    );
    await setSetting('rules', { 'duplicate-operation-id': 'info' });
    const ds = await diagnosticsMatching(
      spec,
      (d) =>
        rule(d, 'duplicate-operation-id').length === 1 && rule(d, 'duplicate-operation-id')[0].includes('Information'),
      'duplicate-operation-id as info',
    );
    assert.deepEqual(rule(ds, 'duplicate-operation-id'), ['duplicate-operation-id Information 19:19-19:29']);
    await setSetting('rules', undefined);
    await diagnosticsMatching(
      spec,
      (d) => rule(d, 'duplicate-operation-id')[0]?.includes('Error') ?? false,
      'duplicate-operation-id back to error',
    );
  });

  it('lets .rest-conventions.yaml win over the settings', async () => {
    const api = await extensionApi();
    const done = linted(api, spec);
    await setSetting('rules', { 'path-no-verbs': 'off' });
    await done;
    assert.deepEqual(rule(ours(spec), 'path-no-verbs'), ['path-no-verbs Information 11:20-11:26']);
    await setSetting('rules', undefined);
  });

  it('re-lints open documents when .rest-conventions.yaml changes', async () => {
    await vscode.workspace.fs.writeFile(configFile, new TextEncoder().encode('rules:\n  path-no-verbs: error\n'));
    const ds = await diagnosticsMatching(
      spec,
      (d) => rule(d, 'path-no-verbs')[0]?.includes('Error') ?? false,
      'path-no-verbs as error',
    );
    assert.deepEqual(rule(ds, 'path-no-verbs'), ['path-no-verbs Error 11:20-11:26']);
    await vscode.workspace.fs.writeFile(configFile, originalConfig);
    await diagnosticsMatching(
      spec,
      (d) => rule(d, 'path-no-verbs')[0]?.includes('Information') ?? false,
      'path-no-verbs back to info',
    );
  });

  it('reports a broken .rest-conventions.yaml on that file', async () => {
    await vscode.workspace.fs.writeFile(configFile, new TextEncoder().encode('rules:\n  path-no-verb: error\n'));
    const ds = await diagnosticsMatching(configFile, (d) => d.length > 0, 'a problem on .rest-conventions.yaml');
    assert.equal(ds.length, 1);
    assert.match(ds[0].message, /Unknown rule "path-no-verb"\. Did you mean "path-no-verbs"\?/);
    assert.deepEqual(
      [ds[0].range.start.line, ds[0].range.start.character, ds[0].range.end.line, ds[0].range.end.character],
      [1, 2, 1, 14],
    );
    await vscode.workspace.fs.writeFile(configFile, originalConfig);
    await diagnosticsMatching(configFile, (d) => d.length === 0, 'the problem gone');
  });

  it('applies a .rest-conventions.yaml edited and saved in the editor', async () => {
    const editor = await open(configFile);
    const whole = () => new vscode.Range(0, 0, editor.document.lineCount, 0);
    assert.ok(
      await editor.edit((b) => b.replace(whole(), 'rules:\n  path-no-verbs: off\n  duplicate-operation-id: nope\n')),
    );
    assert.ok(await editor.document.save());
    const problems = await diagnosticsMatching(
      configFile,
      (d) => d.length > 0,
      'the bad severity reported on .rest-conventions.yaml',
    );
    assert.deepEqual(
      problems.map((d) => [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]),
      [[2, 26, 2, 30]],
    );
    await diagnosticsMatching(
      spec,
      (d) => rule(d, 'path-no-verbs').length === 0 && rule(d, 'duplicate-operation-id').length === 1,
      'path-no-verbs off on orders.yaml',
    );
    assert.ok(await editor.edit((b) => b.replace(whole(), new TextDecoder().decode(originalConfig))));
    assert.ok(await editor.document.save());
    await diagnosticsMatching(configFile, (d) => d.length === 0, 'the problem gone');
    await diagnosticsMatching(spec, (d) => rule(d, 'path-no-verbs').length === 1, 'path-no-verbs back on orders.yaml');
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it('lints only on save when run is onSave', async () => {
    const api = await extensionApi();
    await setSetting('run', 'onSave');
    const editor = await open(spec);
    assert.ok(await editor.edit((b) => b.replace(new vscode.Range(19, 19, 19, 29), 'cancelOrder')));
    const version = editor.document.version;
    const saved = linted(api, spec, version);
    assert.ok(await editor.document.save());
    const event = await saved;
    assert.equal(event.version, version);
    assert.deepEqual(rule(ours(spec), 'duplicate-operation-id'), []);
    assert.ok(await editor.edit((b) => b.replace(new vscode.Range(19, 19, 19, 30), 'listOrders')));
    const restored = linted(api, spec, editor.document.version);
    assert.ok(await editor.document.save());
    await restored;
    assert.deepEqual(rule(ours(spec), 'duplicate-operation-id'), ['duplicate-operation-id Error 19:19-19:29']);
    await setSetting('run', undefined);
  });

  it('clears everything when disabled, and lints again when enabled', async () => {
    await setSetting('enable', false);
    await diagnosticsMatching(spec, (d) => d.length === 0, 'diagnostics cleared when disabled');
    await setSetting('enable', undefined);
    await diagnosticsMatching(
      spec,
      (d) => rule(d, 'duplicate-operation-id').length === 1,
      'diagnostics back when enabled',
    );
  });
});
