import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { LintEvent } from '../../../src/extension/lint-events';
import { closeAll, diagnosticsMatching, extensionApi, linted, open, workspaceUri } from './helpers';

/**
 * Three operations lack the 500 three others have (one of them in a place the configuration ignores), a create
 * answers 200, and GETs lack a 404 (a rule the configuration turns off).
 */
const SPEC = `openapi: 3.1.0
info:
  title: Gadgets
  version: '1.0'
servers:
  - url: https://api.example.com/v1
paths:
  /v1/gadgets:
    post:
      requestBody:
        content:
          application/json:
            schema: { type: object }
      responses:
        '200': { description: Created. }
        '400': { description: Bad input. }
        '500': { description: Failed. }
  /v1/gadgets/{gadgetId}:
    parameters:
      - { name: gadgetId, in: path, required: true, schema: { type: string } }
    get:
      responses:
        '200': { description: One gadget. }
        '500': { description: Failed. }
    put:
      requestBody:
        content:
          application/json:
            schema: { type: object }
      responses:
        '200': { description: Replaced. }
        '400': { description: Bad input. }
        '500': { description: Failed. }
    delete:
      responses:
        '204': { description: Gone. }
    patch:
      requestBody:
        content:
          application/merge-patch+json:
            schema: { type: object }
      responses:
        '200': { description: Updated. }
        '400': { description: Bad input. }
  /v1/widgets/{widgetId}:
    parameters:
      - { name: widgetId, in: path, required: true, schema: { type: string } }
    get:
      responses:
        '200': { description: One widget. }
`;

/** SPEC after "fix all" with that configuration: two 500s shared, the create still answering 200 (the contract is kept), no 404 added. */
const FIXED = `openapi: 3.1.0
info:
  title: Gadgets
  version: '1.0'
servers:
  - url: https://api.example.com/v1
paths:
  /v1/gadgets:
    post:
      requestBody:
        content:
          application/json:
            schema: { type: object }
      responses:
        '200': { description: Created. }
        '400': { description: Bad input. }
        '500': { description: Failed. }
  /v1/gadgets/{gadgetId}:
    parameters:
      - { name: gadgetId, in: path, required: true, schema: { type: string } }
    get:
      responses:
        '200': { description: One gadget. }
        '500': { description: Failed. }
    put:
      requestBody:
        content:
          application/json:
            schema: { type: object }
      responses:
        '200': { description: Replaced. }
        '400': { description: Bad input. }
        '500': { description: Failed. }
    delete:
      responses:
        '204': { description: Gone. }
        '500':
          $ref: '#/components/responses/InternalError'
    patch:
      requestBody:
        content:
          application/merge-patch+json:
            schema: { type: object }
      responses:
        '200': { description: Updated. }
        '400': { description: Bad input. }
        '500':
          $ref: '#/components/responses/InternalError'
  /v1/widgets/{widgetId}:
    parameters:
      - { name: widgetId, in: path, required: true, schema: { type: string } }
    get:
      responses:
        '200': { description: One widget. }
components:
  responses:
    InternalError:
      description: An unexpected failure on the server.
      content:
        application/json:
          schema:
            $ref: '#/components/schemas/Error'
  schemas:
    Error:
      type: object
      required: [code, message]
      properties:
        code:
          type: string
          description: A machine-readable error code.
        message:
          type: string
          description: What went wrong, for people.
`;

/** The same text made longer than the worker threshold (200 K characters) with a long description, so a worker lints it. */
function large(text: string): string {
  const lines = Array.from(
    { length: 3000 },
    (_, i) => `    Line ${i} of a long description that makes the document large enough for the worker.`,
  );
  return text.replace("  version: '1.0'\n", `  version: '1.0'\n  description: |\n${lines.join('\n')}\n`);
}

/** Turns not-found-response off, and ignores server-error-response on /v1/widgets. */
const CONFIG = `rules:
  not-found-response: off
ignore:
  - rule: server-error-response
    path: /v1/widgets/**
`;

const folder = () => workspaceUri('fix-all');
const FIX_ALL = 'source.fixAll.restConventions';
const rulesOf = (ds: vscode.Diagnostic[]) => ds.map((d) => String(typeof d.code === 'object' ? d.code.value : d.code));

/** The document's text with the edit's changes to it applied; the document itself is left as it is. */
function withEdit(doc: vscode.TextDocument, edit: vscode.WorkspaceEdit): string {
  return edit
    .get(doc.uri)
    .map((e) => ({ start: doc.offsetAt(e.range.start), end: doc.offsetAt(e.range.end), text: e.newText }))
    .sort((a, b) => b.start - a.start)
    .reduce((text, e) => text.slice(0, e.start) + e.text + text.slice(e.end), doc.getText());
}

/** Writes a spec into the folder (with CONFIG), opens it, waits for its first lint. */
async function openSpec(name: string, text: string) {
  const api = await extensionApi();
  const uri = vscode.Uri.joinPath(folder(), name);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
  const first = linted(api, uri, 0, 120_000);
  const editor = await open(uri);
  const event = await first;
  const ds = await diagnosticsMatching(
    uri,
    (all) => rulesOf(all).includes('server-error-response'),
    `findings on ${name}`,
  );
  assert.ok(!rulesOf(ds).includes('not-found-response'), 'not-found-response is off in the configuration');
  assert.equal(rulesOf(ds).filter((r) => r === 'server-error-response').length, 2, 'one is ignored');
  return { api, uri, editor, event, ds };
}

describe('fix all from the analysis behind the diagnostics, in a real VS Code', function () {
  this.timeout(240_000);
  const editorSettings = () => vscode.workspace.getConfiguration('editor');
  before(async () => {
    await vscode.workspace.fs.writeFile(
      vscode.Uri.joinPath(folder(), '.rest-conventions.yaml'),
      new TextEncoder().encode(CONFIG),
    );
    await editorSettings().update(
      'codeActionsOnSave',
      { 'source.fixAll.restConventions': 'explicit' },
      vscode.ConfigurationTarget.Workspace,
    );
  });
  after(async () => {
    await editorSettings().update('codeActionsOnSave', undefined, vscode.ConfigurationTarget.Workspace);
    await closeAll();
    await vscode.workspace.fs.delete(folder(), { recursive: true, useTrash: false }).then(undefined, () => undefined);
  });

  for (const [size, make, inWorker] of [
    ['a small document', (t: string) => t, false],
    ['a large document linted in the worker', large, true],
  ] as const) {
    const name = (what: string) => `${what}-${inWorker ? 'large' : 'small'}.yaml`;

    it(`the one "Fix all REST Conventions problems in the file" gives the fixed text on ${size}, leaving the ignored place, without linting it again`, async () => {
      const { api, uri, editor, event, ds } = await openSpec(name('rule'), make(SPEC));
      assert.equal(event.inWorker, inWorker);
      const lints: string[] = [];
      const sub = api.onDidLint((e) => e.uri.toString() === uri.toString() && lints.push(`${e.cause} v${e.version}`));
      const d = ds.find((x) => rulesOf([x])[0] === 'server-error-response')!;
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        uri,
        d.range,
        vscode.CodeActionKind.QuickFix.value,
        50,
      );
      sub.dispose();
      const all = actions.filter((a) => a.title.startsWith('Fix all'));
      assert.deepEqual(
        all.map((a) => a.title),
        ['Fix all REST Conventions problems in the file'],
        'one "Fix all" entry, not one per rule',
      );
      assert.ok(all[0].edit, 'its edit is computed when resolved');
      assert.deepEqual(lints, [], 'the version behind the diagnostics was not linted again (what linted it is listed)');
      assert.equal(withEdit(editor.document, all[0].edit), make(FIXED));
    });

    it(`source.fixAll gives the fixed text of a version not linted yet on ${size}, linting it once where it belongs`, async () => {
      const { api, uri, editor } = await openSpec(name('source'), make(SPEC));
      const runs: LintEvent[] = [];
      const sub = api.onDidLint((e) => e.uri.toString() === uri.toString() && runs.push(e));
      assert.ok(await editor.edit((b) => b.insert(new vscode.Position(0, 0), '# edited\n')));
      const version = editor.document.version;
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        uri,
        new vscode.Range(0, 0, 0, 0),
        FIX_ALL,
      );
      sub.dispose();
      const action = actions.find((a) => a.kind?.value === FIX_ALL);
      assert.ok(action?.edit, `source.fixAll among: ${actions.map((a) => a.title).join(' | ')}`);
      assert.deepEqual(
        runs.map((e) => [e.version, e.inWorker]),
        [[version, inWorker]],
        'the edited version was linted once, where it belongs, and the fixes started from that lint',
      );
      assert.equal(withEdit(editor.document, action.edit), '# edited\n' + make(FIXED));
      // The revert command acts on the editor that has focus: this one.
      await vscode.window.showTextDocument(editor.document, { preview: false });
      await vscode.commands.executeCommand('workbench.action.files.revert');
    });
  }

  it('source.fixAll on save gives the fixed text, leaving what the configuration turns off or ignores', async () => {
    const { uri, editor } = await openSpec('save.yaml', SPEC);
    assert.ok(await editor.edit((b) => b.insert(new vscode.Position(0, 0), '# edited\n')));
    assert.ok(await editor.document.save(), 'saved');
    assert.equal(editor.document.getText(), '# edited\n' + FIXED);
    assert.equal(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)), '# edited\n' + FIXED);
  });
});
