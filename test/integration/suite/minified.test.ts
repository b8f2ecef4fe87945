import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { parse } from 'yaml';
import { COMMANDS } from '../../../src/extension/ids';
import { closeAll, nextEvent, open, workspaceUri } from './helpers';

describe('a minified JSON spec (every operation on line 1)', () => {
  const spec = workspaceUri('specs', 'minified-demo.json');

  before(async () => {
    const repo = vscode.extensions.getExtension('rest-conventions.rest-conventions')!.extensionPath;
    const demo = parse(fs.readFileSync(path.join(repo, 'examples', 'demo-api', 'openapi.yaml'), 'utf8'));
    await vscode.workspace.fs.writeFile(spec, new TextEncoder().encode(JSON.stringify(demo)));
  });

  after(async () => {
    await closeAll();
    await vscode.workspace.fs.delete(spec).then(undefined, () => undefined);
  });

  const lenses = async () =>
    (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', spec)).map((l) => ({
      line: l.range.start.line,
      title: l.command?.title,
      command: l.command?.command,
    }));

  it('offers one picker lens and one "Format this spec" lens instead of a lens per operation; formatting brings them back', async () => {
    const editor = await open(spec);
    assert.equal(editor.document.lineCount, 1);
    assert.deepEqual(await lenses(), [
      { line: 0, title: '▶ Try an operation… (12 operations)', command: COMMANDS.pickOperation },
      { line: 0, title: 'Format this spec', command: 'editor.action.formatDocument' },
    ]);
    const changed = nextEvent(
      vscode.workspace.onDidChangeTextDocument,
      (e) => e.document.uri.toString() === spec.toString() && e.document.lineCount > 1,
      'the spec to be formatted',
      60_000,
    );
    await vscode.commands.executeCommand('editor.action.formatDocument');
    await changed;
    const after = await lenses();
    assert.equal(after.length, 12);
    assert.ok(
      after.every((l) => l.title === '▶ Try it' && l.command === COMMANDS.tryOperation),
      JSON.stringify(after),
    );
  });
});
