import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { RestConventionsApi } from '../../../src/extension';
import type { BreakingEvent } from '../../../src/extension/breaking-changes';
import { BREAKING_SOURCE } from '../../../src/extension/ids';
import { brief, closeAll, extensionApi, linted, nextEvent, open, workspaceUri } from './helpers';

const SPEC = `openapi: 3.1.0
info: {title: Shop, version: 1.0.0}
paths:
  /orders:
    get:
      responses:
        '200': {description: the orders}
    post:
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                item: {type: string}
      responses:
        '201': {description: created}
`;

/** SPEC with many more paths: over the size the lint sends to its worker (about 200 KB), so it is compared there. */
const LARGE_SPEC =
  SPEC +
  Array.from(
    { length: 2500 },
    (_, i) => `  /things${i}:\n    get:\n      responses:\n        '200': {description: thing number ${i}}\n`,
  ).join('');

const breaking = (uri: vscode.Uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === BREAKING_SOURCE);

/** Waits for a comparison of `uri` with its base that satisfies the predicate. */
function compared(api: RestConventionsApi, uri: vscode.Uri, ok: (e: BreakingEvent) => boolean, what: string) {
  return nextEvent(api.onDidCompareWithBase, (e) => e.uri.toString() === uri.toString() && ok(e), what, 60_000);
}

describe('breaking changes against the git base', () => {
  const folder = workspaceUri('breaking-repo');
  const spec = vscode.Uri.joinPath(folder, 'api.yaml');
  const fresh = vscode.Uri.joinPath(folder, 'new.yaml');
  const large = vscode.Uri.joinPath(folder, 'large.yaml');
  let api: RestConventionsApi;

  before(async function () {
    try {
      execFileSync('git', ['--version']);
    } catch {
      this.skip(); // no git on this machine: nothing to compare with
    }
    api = await extensionApi();
    fs.mkdirSync(folder.fsPath, { recursive: true });
    fs.writeFileSync(spec.fsPath, SPEC);
    fs.writeFileSync(large.fsPath, LARGE_SPEC);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: folder.fsPath });
    git('init', '-q', '-b', 'main');
    git('add', 'api.yaml', 'large.yaml');
    git('commit', '-q', '-m', 'the published API');
    fs.writeFileSync(fresh.fsPath, SPEC);
    // The harness turns git off for the other suites; this one needs it, and the nested repository found.
    const config = vscode.workspace.getConfiguration('git');
    await config.update('autoRepositoryDetection', true, vscode.ConfigurationTarget.Workspace);
    await config.update('enabled', true, vscode.ConfigurationTarget.Workspace);
  });

  after(async () => {
    // The edits made here are never saved: revert them, so no editor keeps (or writes back) this suite's spec and
    // "Lint workspace" in the suites after this one finds only the fixture's specs.
    for (const doc of vscode.workspace.textDocuments) {
      if (!doc.isDirty || !doc.uri.fsPath.startsWith(folder.fsPath)) continue;
      await vscode.window.showTextDocument(doc);
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
    await closeAll();
    const config = vscode.workspace.getConfiguration('git');
    await config.update('enabled', undefined, vscode.ConfigurationTarget.Workspace);
    await config.update('autoRepositoryDetection', undefined, vscode.ConfigurationTarget.Workspace);
    fs.rmSync(folder.fsPath, { recursive: true, force: true, maxRetries: 5 });
    assert.ok(!fs.existsSync(folder.fsPath), 'the repository this suite made is gone');
  });

  it('shows a removed operation as it is typed, on the path it was removed from, with the base version in a hover and a fix that restores it deprecated', async () => {
    const ready = compared(api, spec, (e) => e.reason === undefined, 'a comparison of api.yaml with its merge-base');
    const editor = await open(spec);
    assert.equal((await ready).changes, 0, 'the committed spec has no breaking change');
    assert.deepEqual(breaking(spec), []);

    const post = editor.document.getText().indexOf('    post:');
    const edit = new vscode.WorkspaceEdit();
    edit.delete(spec, new vscode.Range(editor.document.positionAt(post), editor.document.positionAt(SPEC.length)));
    const shown = nextEvent(
      vscode.languages.onDidChangeDiagnostics,
      (e) =>
        e.uris.some((u) => u.toString() === spec.toString()) &&
        breaking(spec).some((d) => brief(d).startsWith('api-removed-without-deprecation')),
      'the breaking-change diagnostic of the removed POST',
      60_000,
    );
    assert.ok(await vscode.workspace.applyEdit(edit));
    await shown;
    const ds = breaking(spec);
    assert.deepEqual(ds.map(brief).sort(), [
      'api-major-version-not-bumped Error 1:29-1:34',
      'api-removed-without-deprecation Error 3:2-3:9',
    ]);
    const removed = ds.find((d) => brief(d).startsWith('api-removed'))!;
    assert.match(removed.message, /`POST \/orders` was removed without being deprecated first/);

    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      spec,
      removed.range.start.translate(0, 1),
    );
    const text = hovers
      .flatMap((h) => h.contents)
      .map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))
      .join('\n');
    assert.match(text, /In the base/);
    assert.match(text, /```yaml\npost:\n {2}requestBody:/);

    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      spec,
      removed.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const restore = actions.find((a) => a.title === 'Restore `POST /orders` as deprecated (its clients keep working)');
    assert.ok(restore?.edit, JSON.stringify(actions.map((a) => a.title)));
    const clean = nextEvent(
      vscode.languages.onDidChangeDiagnostics,
      (e) => e.uris.some((u) => u.toString() === spec.toString()) && breaking(spec).length === 0,
      'no breaking change once the operation is restored as deprecated',
      60_000,
    );
    assert.ok(await vscode.workspace.applyEdit(restore.edit));
    await clean;
    assert.match(editor.document.getText(), /\n {4}post:\n(.*\n)* {6}deprecated: true\n/);
  });

  it('compares a spec the lint worker holds in that worker, and shows its breaking change', async () => {
    const ready = compared(api, large, (e) => e.reason === undefined, 'a comparison of large.yaml with its merge-base');
    const editor = await open(large);
    assert.ok(editor.document.getText().length > 220_000);
    assert.equal((await ready).changes, 0, 'the committed spec has no breaking change');
    const post = editor.document.getText().indexOf('    post:');
    const end = editor.document.getText().indexOf('  /things0:');
    const edit = new vscode.WorkspaceEdit();
    edit.delete(large, new vscode.Range(editor.document.positionAt(post), editor.document.positionAt(end)));
    const lint = linted(api, large, editor.document.version + 1, 60_000);
    const shown = compared(api, large, (e) => e.changes > 0, 'the breaking change of the removed POST');
    assert.ok(await vscode.workspace.applyEdit(edit));
    assert.equal((await lint).inWorker, true, 'the edit was linted, and so is compared, in the worker');
    await shown;
    assert.deepEqual(breaking(large).map(brief).sort(), [
      'api-major-version-not-bumped Error 1:29-1:34',
      'api-removed-without-deprecation Error 3:2-3:9',
    ]);
  });

  it('is silent on a spec the base does not have, and says why in the status bar', async () => {
    const why = compared(api, fresh, (e) => e.reason !== undefined, 'a comparison of new.yaml');
    await open(fresh);
    const e = await why;
    assert.match(e.reason ?? '', /^the file is not in merge-base with main \([0-9a-f]{7}\)$/);
    assert.equal(e.changes, 0);
    assert.deepEqual(breaking(fresh), []);
  });
});
