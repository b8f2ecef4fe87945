import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { COMMANDS } from '../../../src/extension/ids';
import { conventionUrl, ruleDocUrl } from '../../../src/core/rules/docs';
import { briefOf, closeAll, diagnosticsMatching, extensionApi, open, ours, screenshot, workspaceUri } from './helpers';

/** A spec written by the test into the scratch workspace, with one breach per fix exercised here. */
const SPEC = `openapi: 3.1.0
info:
  title: Widgets
  version: '1.0'
servers:
  - url: https://api.example.com/v1
security:
  - bearerAuth: []
paths:
  /v1/widgets:
    get:
      summary: List widgets
      parameters:
        - name: limit
          in: query
          schema: { type: integer }
        - name: page
          in: query
          schema: { type: integer }
      responses:
        '200':
          description: A page of widgets.
          content:
            application/json:
              schema: { type: array, items: { type: object } }
        '401': { $ref: '#/components/responses/Unauthorized' }
        '403': { $ref: '#/components/responses/Forbidden' }
    post:
      summary: Create a widget
      requestBody:
        content:
          application/json:
            schema: { type: object }
      responses:
        '200':
          description: The new widget.
          content:
            application/json:
              schema: { type: object }
        '401': { $ref: '#/components/responses/Unauthorized' }
        '403': { $ref: '#/components/responses/Forbidden' }
  /v1/widgets/{widgetId}:
    parameters:
      - name: widgetId
        in: path
        required: true
        schema: { type: string }
    get:
      responses:
        '200':
          description: One widget.
          content:
            application/json:
              schema: { type: object }
        '401': { $ref: '#/components/responses/Unauthorized' }
        '403': { $ref: '#/components/responses/Forbidden' }
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer }
  responses:
    Unauthorized: { description: No credentials. }
    Forbidden: { description: Not allowed. }
`;

const folder = () => workspaceUri('fixes');
const has = (rule: string) => (ds: vscode.Diagnostic[]) => briefOf(ds, rule).length > 0;
const lacks = (rule: string) => (ds: vscode.Diagnostic[]) => briefOf(ds, rule).length === 0;

function codeOf(d: vscode.Diagnostic): string {
  return String(typeof d.code === 'object' ? d.code.value : d.code);
}

/** Writes a fresh copy of the spec (and an empty configuration beside it), opens it and waits for its diagnostics. */
/** The rules `error-responses` was split into (rules version 2). */
const ERROR_RULES = ['bad-request-response', 'not-found-response', 'server-error-response'];

async function freshSpec(
  name: string,
  until: string,
  text = SPEC,
): Promise<{ uri: vscode.Uri; editor: vscode.TextEditor; ds: vscode.Diagnostic[] }> {
  await extensionApi();
  const uri = vscode.Uri.joinPath(folder(), name);
  await vscode.workspace.fs.writeFile(
    vscode.Uri.joinPath(folder(), '.rest-conventions.yaml'),
    new TextEncoder().encode('# quick-fix tests\nrules:\n  versioning: warning\n'),
  );
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
  const editor = await open(uri);
  const ds = await diagnosticsMatching(uri, has(until), `${until} on ${name}`);
  return { uri, editor, ds };
}

/** The quick fixes VS Code's own command gets from the providers for a diagnostic (resolving up to 50 of them). */
async function quickFixes(
  uri: vscode.Uri,
  d: vscode.Diagnostic,
  kind = vscode.CodeActionKind.QuickFix.value,
): Promise<vscode.CodeAction[]> {
  const actions = await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>(
    'vscode.executeCodeActionProvider',
    uri,
    d.range,
    kind,
    50,
  );
  return actions.filter((a): a is vscode.CodeAction => 'title' in a && (a as vscode.CodeAction).edit !== undefined);
}

/**
 * Chooses the one "Disable <rule>…" entry of a diagnostic's menu and answers its question (where) beforehand, as the
 * quick pick would; resolves once the edit is applied.
 */
async function disableFrom(uri: vscode.Uri, d: vscode.Diagnostic, where: 'line' | 'config'): Promise<void> {
  const rule = codeOf(d);
  const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
    'vscode.executeCodeActionProvider',
    uri,
    d.range,
    vscode.CodeActionKind.QuickFix.value,
    50,
  );
  const mine = actions.filter((a) => a.title.startsWith(`Disable ${rule}`));
  assert.deepEqual(
    mine.map((a) => a.title),
    [`Disable ${rule}…`],
  );
  const command = mine[0].command!;
  assert.equal(command.command, COMMANDS.disableRule);
  assert.equal(await vscode.commands.executeCommand(command.command, ...(command.arguments ?? []), where), true);
}

async function applyFix(uri: vscode.Uri, d: vscode.Diagnostic, title: string | RegExp): Promise<void> {
  const actions = await quickFixes(uri, d);
  const action = actions.find((a) => (typeof title === 'string' ? a.title === title : title.test(a.title)));
  assert.ok(action?.edit, `a quick fix "${title}" among: ${actions.map((a) => a.title).join(' | ')}`);
  assert.ok(await vscode.workspace.applyEdit(action.edit), 'the edit applies');
}

describe('quick fixes and hovers in a real VS Code', () => {
  after(async () => {
    await closeAll();
    await vscode.workspace.fs.delete(folder(), { recursive: true, useTrash: false }).then(undefined, () => undefined);
  });

  it('applies a quick fix that changes the contract, its title saying so, and the diagnostic goes away', async () => {
    const { uri, editor, ds } = await freshSpec('create.yaml', 'create-returns-201');
    const d = ds.find((x) => codeOf(x) === 'create-returns-201')!;
    assert.equal(editor.document.getText(d.range), "'200'");
    await applyFix(
      uri,
      d,
      /^Answer 201 Created instead of 200: changes the contract, (breaks `v\d+`|breaks existing) clients/,
    );
    await diagnosticsMatching(uri, lacks('create-returns-201'), 'create-returns-201 gone');
    assert.equal(editor.document.lineAt(d.range.start.line).text, "        '201':");
  });

  it("adds a missing error response the whole API lacks as one shared component, $ref'd from each operation", async () => {
    const { uri, editor, ds } = await freshSpec('errors.yaml', 'not-found-response');
    const d = ds.find((x) => codeOf(x) === 'not-found-response')!;
    assert.equal(editor.document.getText(d.range), 'paths', 'an API-level finding sits on the paths key');
    assert.ok((d.relatedInformation ?? []).length >= 1, 'the operations it covers are related');
    await applyFix(uri, d, /^Add a shared 404 response to the 1 operation listed$/);
    await diagnosticsMatching(uri, lacks('not-found-response'), 'not-found-response gone');
    const text = editor.document.getText();
    assert.match(text, /\n {8}'404':\n {10}\$ref: '#\/components\/responses\/NotFound'\n/);
    assert.match(text, /\n {4}NotFound:\n {6}description: The resource does not exist\.\n/);
  });

  it('fixes every finding of a kind in the file at once', async () => {
    const twoMissing = [
      'openapi: 3.1.0',
      "info: { title: T, version: '1' }",
      'servers: [{ url: https://api.example.com/v1 }]',
      'paths:',
      ...['a', 'b', 'c', 'd'].flatMap((p, i) => [
        `  /v1/${p}:`,
        '    get:',
        `      responses: { '200': { description: ok }${i < 2 ? ", '500': { description: failed }" : ''} }`,
      ]),
      '',
    ].join('\n');
    const { uri, ds } = await freshSpec('fix-all.yaml', 'server-error-response', twoMissing);
    assert.equal(
      ds.filter((x) => codeOf(x) === 'server-error-response').length,
      2,
      "two operations depart from the API's norm",
    );
    const d = ds.find((x) => codeOf(x) === 'server-error-response')!;
    await applyFix(uri, d, 'Fix all REST Conventions problems in the file');
    await diagnosticsMatching(uri, lacks('server-error-response'), 'every server-error-response gone');
  });

  it('fixes everything fixable on request (source.fixAll.restConventions), keeping the contract', async () => {
    const { uri, ds } = await freshSpec('source-fix-all.yaml', 'create-returns-201');
    assert.ok(has('list-sort-param')(ds) && has('server-error-response')(ds));
    const all = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      uri,
      new vscode.Range(0, 0, 0, 0),
      'source.fixAll.restConventions',
    );
    const action = all.find((a) => a.kind?.value === 'source.fixAll.restConventions');
    assert.ok(action?.edit);
    assert.ok(await vscode.workspace.applyEdit(action.edit));
    await diagnosticsMatching(
      uri,
      (x) => ['list-sort-param', ...ERROR_RULES].every((r) => lacks(r)(x)) && has('create-returns-201')(x),
      'the fixable findings gone, the 200 create kept (a contract fix)',
    );
  });

  it('silences a finding with a suppression comment above its line', async () => {
    const { uri, editor, ds } = await freshSpec('disable.yaml', 'list-sort-param');
    const d = ds.find((x) => codeOf(x) === 'list-sort-param')!;
    const line = d.range.start.line;
    await disableFrom(uri, d, 'line');
    await diagnosticsMatching(uri, lacks('list-sort-param'), 'list-sort-param silenced');
    // The API lists nothing with `sort`: one API-level finding, on the paths key, silenced above it.
    assert.equal(editor.document.lineAt(line).text, '# rest-conventions-disable-next-line list-sort-param');
    assert.equal(editor.document.lineAt(line + 1).text, 'paths:');
  });

  it('keeps the menu short on a line with many findings: one "Disable <rule>…" per rule and one "Fix all"', async () => {
    const { uri, ds } = await freshSpec('menu.yaml', 'create-returns-201');
    const line = ds.find((x) => codeOf(x) === 'list-sort-param')!.range.start.line;
    const here = ds.filter((x) => x.range.start.line === line);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      uri,
      new vscode.Range(line, 0, line, 1000),
      vscode.CodeActionKind.QuickFix.value,
    );
    const rules = [...new Set(here.map(codeOf))].sort();
    assert.ok(rules.length > 1, `several rules on line ${line}: ${rules.join(', ')}`);
    assert.deepEqual(
      actions
        .filter((a) => a.title.startsWith('Disable '))
        .map((a) => a.title)
        .sort(),
      rules.map((r) => `Disable ${r}…`),
    );
    assert.ok(actions.filter((a) => a.title.startsWith('Fix all')).length <= 1);
  });

  it('turns a rule off in the nearest .rest-conventions.yaml', async () => {
    const { uri, ds } = await freshSpec('config.yaml', 'list-sort-param');
    const d = ds.find((x) => codeOf(x) === 'list-sort-param')!;
    await disableFrom(uri, d, 'config');
    const config = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder(), '.rest-conventions.yaml'));
    assert.equal(config.getText(), '# quick-fix tests\nrules:\n  versioning: warning\n  list-sort-param: off\n');
    if (config.isDirty) await config.save();
    await diagnosticsMatching(uri, lacks('list-sort-param'), 'list-sort-param off by configuration');
  });

  it('offers snippet prefixes while typing in YAML, and creates what rest-collection references in one fix', async () => {
    const quick = vscode.workspace
      .getConfiguration('editor', { languageId: 'yaml' })
      .get<Record<string, string>>('quickSuggestions');
    assert.equal(quick?.strings, 'on', 'suggestions inside plain scalars, where a typed prefix is');
    await extensionApi();
    const uri = vscode.Uri.joinPath(folder(), 'snippet.yaml');
    const head =
      "openapi: 3.1.0\ninfo: { title: Things, version: '1.0' }\nservers:\n  - url: https://api.example.com/v1\npaths:\n  rest-coll";
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(head));
    const editor = await open(uri);
    const end = editor.document.positionAt(head.length);
    const items = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      uri,
      end,
    );
    const item = items.items.find((i) => (typeof i.label === 'string' ? i.label : i.label.label) === 'rest-collection');
    assert.ok(item, `rest-collection among ${items.items.length} suggestions`);
    const body =
      item.insertText instanceof vscode.SnippetString
        ? item.insertText
        : new vscode.SnippetString(String(item.insertText));
    assert.ok(await editor.insertSnippet(body, new vscode.Range(end.translate(0, -'rest-coll'.length), end)));
    const ds = await diagnosticsMatching(uri, has('unresolved-ref'), 'unresolved-ref after the snippet');
    await applyFix(
      uri,
      ds.find((d) => codeOf(d) === 'unresolved-ref')!,
      /^Create all \d+ missing components this document references$/,
    );
    await diagnosticsMatching(uri, lacks('unresolved-ref'), 'no unresolved-ref once the components are created');
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('leads the hover with how to fix it, in under 600 characters, the details behind a link', async () => {
    const { uri, ds } = await freshSpec('hover.yaml', 'create-returns-201');
    const d = ds.find((x) => codeOf(x) === 'create-returns-201')!;
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      d.range.start.translate(0, 1),
    );
    const ours = hovers
      .flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value)))
      .filter((t) => t.includes('create-returns-201'));
    assert.equal(ours.length, 1);
    const text = ours[0];
    assert.match(text, /^\*\*How to fix:\*\* Answer `201` for a create\./);
    assert.match(text, /A quick fix does this/);
    assert.ok(
      text.endsWith(
        `REST Conventions \`create-returns-201\` · warning · [§4](${conventionUrl('§4')}) · [Why, examples and options](${ruleDocUrl('create-returns-201')})`,
      ),
      text,
    );
    assert.ok(text.length < 600, `${text.length} characters`);
    const away = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      new vscode.Position(1, 2),
    );
    assert.ok(
      !away.some((h) =>
        h.contents.some((c) => (typeof c === 'string' ? c : c.value).includes('[Why, examples and options]')),
      ),
      'no hover away from diagnostics',
    );
  });

  it('takes screenshots of the quick-fix menu and of a hover', async function () {
    const { editor, ds } = await freshSpec('screenshots.yaml', 'create-returns-201');
    const place = (d: vscode.Diagnostic) => {
      const at = d.range.start.translate(0, 1);
      editor.selection = new vscode.Selection(at, at);
      editor.revealRange(d.range, vscode.TextEditorRevealType.InCenter);
    };
    await vscode.window.showTextDocument(editor.document, { preview: false });
    place(ds.find((x) => codeOf(x) === 'create-returns-201')!);
    await vscode.commands.executeCommand('editor.action.quickFix');
    if (!(await screenshot('quick-fix-menu', '.action-widget .monaco-list-row'))) this.skip();
    await vscode.commands.executeCommand('hideCodeActionWidget');
    place(ds.find((x) => codeOf(x) === 'create-returns-201')!);
    await vscode.commands.executeCommand('editor.action.showHover');
    await screenshot('hover', '.monaco-hover .rendered-markdown');
    assert.ok(ours(editor.document.uri).length > 0);
  });
});
