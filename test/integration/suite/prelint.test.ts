import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { brief, closeAll, extensionApi, linted, nextEvent, ours, workspaceUri } from './helpers';

/** A spec of about 2 MB (linted in a worker) with findings on every path: `/getThingN` names a verb. */
function largeSpec(paths: number, eol: (i: number) => string = () => '\n'): string {
  const lines = ['openapi: 3.0.3', 'info: { title: Large, version: "1" }', 'paths:'];
  for (let i = 0; i < paths; i++)
    lines.push(
      `  /getThing${i}:`,
      '    get:',
      `      operationId: get-thing-${i}`,
      `      description: ${'Returns one thing. '.repeat(3)}`,
      '      responses:',
      "        '200': { description: ok }",
    );
  return lines.map((l, i) => l + eol(i)).join('');
}

/**
 * Opens a file as a user does (`vscode.open`: the tab first, the text later) and resolves with the first lint of it,
 * saying whether its tab reached the extension before its document did.
 */
async function openAsUser(uri: vscode.Uri) {
  const api = await extensionApi();
  const key = uri.toString();
  const order: string[] = [];
  const subs = [
    vscode.window.tabGroups.onDidChangeTabs((e) => {
      if (e.opened.some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === key))
        order.push('tab');
    }),
    vscode.workspace.onDidOpenTextDocument((d) => d.uri.toString() === key && order.push('document')),
  ];
  const first = linted(api, uri, 1, 120_000);
  await vscode.commands.executeCommand('vscode.open', uri, { preview: false });
  const event = await first;
  for (const s of subs) s.dispose();
  const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
  assert.ok(doc, 'the document arrived');
  return { api, event, doc, tabFirst: order[0] === 'tab' };
}

/** The diagnostics of a lint of the document's own text (asked for now, as the API's `lintDocument` does). */
async function relintedFromDocument(doc: vscode.TextDocument): Promise<string[]> {
  const api = await extensionApi();
  const again = nextEvent(
    api.onDidLint,
    (e) => e.uri.toString() === doc.uri.toString() && e.cause === 'api',
    'a lint of the document',
    120_000,
  );
  await api.lintDocument(doc);
  assert.equal((await again).ahead, false);
  return ours(doc.uri).map(brief);
}

describe('a spec whose tab opens before its text arrives', function () {
  this.timeout(300_000);
  const created: vscode.Uri[] = [];
  afterEach(closeAll);
  after(async () => {
    for (const uri of created) await vscode.workspace.fs.delete(uri).then(undefined, () => undefined);
  });

  async function write(name: string, text: string): Promise<vscode.Uri> {
    const uri = workspaceUri('specs', 'prelint', name);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    created.push(uri);
    return uri;
  }

  it('is linted from its file, and the document shows the findings a lint of its own text gives', async () => {
    const uri = await write('large.yaml', largeSpec(8000));
    const { event, doc, tabFirst } = await openAsUser(uri);
    assert.ok(tabFirst, 'the tab reached the extension before the document (how VS Code opens a large file)');
    assert.equal(event.ahead, true, 'the findings came from the lint started when the tab opened');
    assert.equal(event.version, doc.version);
    const shown = ours(uri).map(brief);
    assert.ok(
      shown.some((d) => d.startsWith('path-no-verbs ')),
      'the verb in each path is reported',
    );
    assert.deepEqual(shown, await relintedFromDocument(doc));
  });

  it('is linted from the document when its text differs from the file (VS Code made its line ends one kind)', async () => {
    // One CRLF among LF line ends: VS Code's document has LF throughout, so the file's text is not the document's.
    const text = largeSpec(8000, (i) => (i === 5 ? '\r\n' : '\n'));
    const uri = await write('mixed-eol.yaml', text);
    const { event, doc } = await openAsUser(uri);
    assert.notEqual(doc.getText(), text);
    assert.equal(event.ahead, false, 'the lint of the file was not used');
    assert.deepEqual(
      ours(uri).map(brief),
      await relintedFromDocument(doc),
      'the diagnostics are those of the document’s text',
    );
  });
});
