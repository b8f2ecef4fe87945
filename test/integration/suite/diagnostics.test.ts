import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { ruleDocUrl } from '../../../src/core/rules/docs';
import { COMMANDS } from '../../../src/extension/ids';
import {
  brief,
  briefOf,
  closeAll,
  diagnosticsMatching,
  extensionApi,
  linted,
  open,
  ours,
  recordMetric,
  screenshot,
  workspaceUri,
} from './helpers';

const has = (rule: string) => (ds: vscode.Diagnostic[]) => briefOf(ds, rule).length > 0;
const lacks = (rule: string) => (ds: vscode.Diagnostic[]) => briefOf(ds, rule).length === 0;

describe('diagnostics in a real VS Code', () => {
  after(closeAll);

  it('activates and records how long it took', async () => {
    const api = await extensionApi();
    // The time is recorded, not asserted: speed is measured by the benchmarks, so a loaded machine cannot fail this.
    assert.ok(api.activationMs > 0, `activation took ${api.activationMs} ms`);
    recordMetric('activation', Math.round(api.activationMs * 10) / 10, 'ms');
  });

  it('shows findings on open with exact ranges, mapped severities, source and a link to the rule page', async () => {
    const uri = workspaceUri('specs', 'orders.yaml');
    await open(uri);
    const ds = await diagnosticsMatching(
      uri,
      (d) => has('duplicate-operation-id')(d) && has('path-no-verbs')(d),
      'duplicate-operation-id and path-no-verbs on orders.yaml',
    );
    assert.deepEqual(briefOf(ds, 'duplicate-operation-id', 'path-no-verbs'), [
      // `.rest-conventions.yaml` in the workspace turns path-no-verbs down to info
      'path-no-verbs Information 11:20-11:26',
      'duplicate-operation-id Error 19:19-19:29',
    ]);
    const dup = ds.find((d) => brief(d).startsWith('duplicate-operation-id'))!;
    assert.equal(dup.source, 'REST Conventions');
    assert.match(dup.message, /operationId "listOrders" is already used by GET \/orders/);
    assert.deepEqual(dup.code, {
      value: 'duplicate-operation-id',
      target: vscode.Uri.parse(ruleDocUrl('duplicate-operation-id')),
    });
    const doc = vscode.window.activeTextEditor!.document;
    assert.equal(doc.getText(dup.range), 'listOrders');
  });

  it('shows the problem counts of the active OpenAPI file in the status bar', async () => {
    const api = await extensionApi();
    const uri = workspaceUri('specs', 'orders.yaml');
    await open(uri);
    const ds = await diagnosticsMatching(uri, has('duplicate-operation-id'), 'diagnostics on orders.yaml');
    const count = (s: vscode.DiagnosticSeverity) => ds.filter((d) => d.severity === s).length;
    assert.deepEqual(api.status(), {
      kind: 'counts',
      errors: count(vscode.DiagnosticSeverity.Error),
      warnings: count(vscode.DiagnosticSeverity.Warning),
      infos: count(vscode.DiagnosticSeverity.Information),
    });
  });

  it('takes a screenshot of the Problems panel', async function () {
    const uri = workspaceUri('specs', 'orders.yaml');
    await open(uri);
    await diagnosticsMatching(uri, has('duplicate-operation-id'), 'diagnostics on orders.yaml');
    await vscode.commands.executeCommand('workbench.actions.view.problems');
    const taken = await screenshot('problems-panel', '.markers-panel .monaco-list-row');
    if (!taken) this.skip();
  });

  it('honours a suppression comment', async () => {
    const api = await extensionApi();
    const uri = workspaceUri('specs', 'suppressed.yaml');
    const done = linted(api, uri);
    await open(uri);
    const event = await done;
    assert.equal(event.isOpenApi, true);
    assert.ok(event.findings > 0, 'the other rules still report');
    assert.deepEqual(briefOf(ours(uri), 'duplicate-operation-id'), []);
  });

  it('shows findings in a $ref’d file on that file', async () => {
    const api = await extensionApi();
    const root = workspaceUri('specs', 'split', 'api.yaml');
    const referenced = workspaceUri('specs', 'split', 'paths', 'item.yaml');
    const done = linted(api, root);
    await open(root);
    await done;
    const ds = await diagnosticsMatching(
      referenced,
      has('duplicate-operation-id'),
      'duplicate-operation-id on paths/item.yaml',
    );
    assert.deepEqual(briefOf(ds, 'duplicate-operation-id'), ['duplicate-operation-id Error 7:15-7:24']);
    assert.deepEqual(briefOf(ours(root), 'duplicate-operation-id'), []);
  });

  it('reads no $ref’d file outside the workspace folders, and no device (issue 15)', async () => {
    const api = await extensionApi();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-outside-'));
    fs.writeFileSync(path.join(outside, 'secret.yaml'), 'Secret: {type: object}\n');
    const spec = workspaceUri('specs', 'escaping-refs.yaml');
    const link = workspaceUri('specs', 'zero-link.yaml');
    const rel = path.relative(path.dirname(spec.fsPath), path.join(outside, 'secret.yaml')).split(path.sep).join('/');
    try {
      fs.symlinkSync('/dev/zero', link.fsPath);
      fs.writeFileSync(
        spec.fsPath,
        `openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200': {description: ok, content: {application/json: {schema: {$ref: '${rel}#/Secret'}}}}\n        '404': {description: no, content: {application/json: {schema: {$ref: 'zero-link.yaml#/X'}}}}\n`,
      );
      const done = linted(api, spec);
      await open(spec);
      await done;
      const ds = await diagnosticsMatching(
        spec,
        (all) => briefOf(all, 'unresolved-ref').length === 2,
        'two unresolved-ref findings on escaping-refs.yaml',
      );
      const ranges = briefOf(ds, 'unresolved-ref').map((b) => b.replace(/^\S+ \S+ /, ''));
      assert.deepEqual(ranges.sort(), [`6:78-6:${78 + rel.length + '#/Secret'.length}`, '7:78-7:95'].sort());
    } finally {
      await closeAll();
      fs.rmSync(spec.fsPath, { force: true });
      fs.rmSync(link.fsPath, { force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('re-lints a spec when a file it references is edited, reading the unsaved text', async () => {
    const api = await extensionApi();
    const root = workspaceUri('specs', 'split', 'api.yaml');
    const referenced = workspaceUri('specs', 'split', 'paths', 'item.yaml');
    await open(root);
    const editor = await open(referenced);
    await diagnosticsMatching(referenced, has('duplicate-operation-id'), 'duplicate-operation-id on paths/item.yaml');
    assert.equal(editor.document.lineAt(7).text, '  operationId: listItems');
    const relinted = linted(api, root, 1);
    assert.ok(await editor.edit((b) => b.replace(new vscode.Range(7, 15, 7, 24), 'getItem')));
    await relinted;
    await diagnosticsMatching(
      referenced,
      lacks('duplicate-operation-id'),
      'the duplicate id gone from paths/item.yaml',
    );
    // Back to the text on disk through the same editor, then saved so no dirty editor is left behind. (The
    // workbench's revert command acts on whatever editor or list has focus, which a loaded workbench may not have
    // moved yet: it once reverted nothing and left the edit for the next test.)
    assert.ok(await editor.edit((b) => b.replace(new vscode.Range(7, 15, 7, 22), 'listItems')));
    assert.ok(await editor.document.save());
    await diagnosticsMatching(
      referenced,
      has('duplicate-operation-id'),
      'the duplicate id back after the edit is undone',
    );
  });

  it('does not lint a version again when it is saved after its lint', async () => {
    const api = await extensionApi();
    const uri = workspaceUri('specs', 'saved-once.yaml');
    const text =
      "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /getThings:\n    get:\n      responses: {'200': {description: ok}}\n";
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    try {
      const first = linted(api, uri, 1);
      const editor = await open(uri);
      await first;
      const edited = linted(api, uri, editor.document.version + 1);
      assert.ok(await editor.edit((b) => b.insert(new vscode.Position(0, 0), '# edited\n')));
      await edited;
      const lints: string[] = [];
      const sub = api.onDidLint((e) => e.uri.toString() === uri.toString() && lints.push(`${e.cause} v${e.version}`));
      assert.ok(await editor.document.save(), 'saved');
      // A lint the save started is awaited by a quick-fix request (it waits for a lint of this version under way).
      await vscode.commands.executeCommand('vscode.executeCodeActionProvider', uri, new vscode.Range(3, 2, 3, 2));
      sub.dispose();
      assert.deepEqual(lints, [], 'the saved version was linted once, after the edit');
    } finally {
      await closeAll();
      await vscode.workspace.fs.delete(uri).then(undefined, () => undefined);
    }
  });

  it('lints JSON specs too', async () => {
    const uri = workspaceUri('specs', 'json', 'pets.json');
    await open(uri);
    const ds = await diagnosticsMatching(uri, has('duplicate-operation-id'), 'duplicate-operation-id on pets.json');
    assert.deepEqual(briefOf(ds, 'duplicate-operation-id'), ['duplicate-operation-id Error 13:23-13:33']);
    assert.equal(
      vscode.window.activeTextEditor!.document.getText(ds.find((d) => brief(d).startsWith('duplicate'))!.range),
      '"listPets"',
    );
  });

  it('leaves files that are not OpenAPI alone', async () => {
    const api = await extensionApi();
    const uri = workspaceUri('notes', 'not-openapi.yaml');
    const editor = await open(uri);
    await api.lintDocument(editor.document);
    assert.deepEqual(ours(uri), []);
    assert.deepEqual(api.status(), { kind: 'hidden' });
  });

  it('re-lints on edit (debounced) and clears fixed problems', async () => {
    const api = await extensionApi();
    const uri = workspaceUri('specs', 'orders.yaml');
    const editor = await open(uri);
    await diagnosticsMatching(uri, has('duplicate-operation-id'), 'the duplicate id on orders.yaml');
    const line = editor.document.lineAt(19);
    assert.equal(line.text, '      operationId: listOrders');
    const edited = editor.document.version + 1;
    const done = linted(api, uri, edited);
    assert.ok(await editor.edit((b) => b.replace(new vscode.Range(19, 19, 19, 29), 'cancelOrder')));
    const started = Date.now();
    const event = await done;
    await diagnosticsMatching(uri, lacks('duplicate-operation-id'), 'the duplicate id gone');
    recordMetric('edit-to-diagnostics-small-fixture', Date.now() - started, 'ms (including the 300 ms debounce)');
    assert.equal(event.version, edited);
    assert.equal(event.inWorker, false);
    assert.ok(await editor.edit((b) => b.replace(new vscode.Range(19, 19, 19, 30), 'listOrders')));
    const back = await diagnosticsMatching(uri, has('duplicate-operation-id'), 'the duplicate id back');
    assert.deepEqual(briefOf(back, 'duplicate-operation-id'), ['duplicate-operation-id Error 19:19-19:29']);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('clears a file’s diagnostics when it is closed', async () => {
    const uri = workspaceUri('specs', 'orders.yaml');
    await open(uri);
    await diagnosticsMatching(uri, has('duplicate-operation-id'), 'diagnostics on orders.yaml');
    await closeAll();
    await diagnosticsMatching(uri, (ds) => ds.length === 0, 'orders.yaml diagnostics cleared on close');
    const api = await extensionApi();
    const stillLoaded = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (stillLoaded) {
      await api.lintDocument(stillLoaded);
      assert.deepEqual(ours(uri), [], 'a closed document stays clear while VS Code keeps it loaded');
    }
    await open(uri);
    await diagnosticsMatching(uri, has('duplicate-operation-id'), 'orders.yaml linted again when reopened');
    await closeAll();
    await diagnosticsMatching(uri, (ds) => ds.length === 0, 'orders.yaml diagnostics cleared on the second close');
  });

  it('clears a file’s diagnostics when it is deleted', async () => {
    const uri = workspaceUri('specs', 'to-delete.yaml');
    const source = await vscode.workspace.fs.readFile(workspaceUri('specs', 'orders.yaml'));
    await vscode.workspace.fs.writeFile(uri, source);
    await vscode.commands.executeCommand(COMMANDS.lintWorkspace);
    await diagnosticsMatching(uri, has('duplicate-operation-id'), 'diagnostics on to-delete.yaml');
    await vscode.workspace.fs.delete(uri);
    await diagnosticsMatching(uri, (ds) => ds.length === 0, 'to-delete.yaml diagnostics cleared on delete');
  });

  it('lints every spec in the workspace on command, filling the Problems panel', async () => {
    await closeAll();
    const summary = (await vscode.commands.executeCommand(COMMANDS.lintWorkspace)) as {
      specs: number;
      scanned: number;
      errors: number;
    };
    assert.equal(summary.specs, 5, 'orders, suppressed, split/api, json/pets and workspace-only');
    assert.ok(summary.scanned >= 6);
    const only = workspaceUri('specs', 'workspace-only.yaml');
    assert.deepEqual(briefOf(ours(only), 'duplicate-operation-id'), ['duplicate-operation-id Error 19:19-19:29']);
    assert.deepEqual(briefOf(ours(workspaceUri('specs', 'split', 'paths', 'item.yaml')), 'duplicate-operation-id'), [
      'duplicate-operation-id Error 7:15-7:24',
    ]);
    assert.deepEqual(ours(workspaceUri('notes', 'not-openapi.yaml')), []);
  });
});
