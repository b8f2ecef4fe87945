import * as vscode from 'vscode';
import { looksLikeOpenApi } from '../../core/openapi/detect';
import { COMMANDS } from '../ids';
import { CODELENS_MAX_CHARS, listOperations, type OperationEntry } from './operations';
import { codeLensEnabled } from './settings';

/** "▶ Try it" above every operation of an OpenAPI document; computed once per document version. */
export class TryItCodeLenses implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly cache = new Map<string, { version: number; ops: OperationEntry[] }>();
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly subs: vscode.Disposable[];

  readonly onDidChangeCodeLenses = this.changed.event;

  constructor() {
    this.subs = [
      this.changed,
      vscode.workspace.onDidChangeConfiguration(
        (e) => e.affectsConfiguration('restConventions.runner.codeLens') && this.changed.fire(),
      ),
      vscode.workspace.onDidCloseTextDocument((d) => this.cache.delete(d.uri.toString())),
    ];
  }

  /** The operations of a document (cached per version). */
  operations(doc: vscode.TextDocument): OperationEntry[] {
    const key = doc.uri.toString();
    const hit = this.cache.get(key);
    if (hit && hit.version === doc.version) return hit.ops;
    const text = doc.getText();
    const ops = looksLikeOpenApi(text) ? listOperations(key, text) : [];
    this.cache.set(key, { version: doc.version, ops });
    return ops;
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    if (!codeLensEnabled(doc.uri) || doc.getText().length > CODELENS_MAX_CHARS) return [];
    return this.operations(doc).flatMap((op) => {
      if (op.start === undefined || op.end === undefined) return [];
      const range = new vscode.Range(doc.positionAt(op.start), doc.positionAt(op.end));
      return [
        new vscode.CodeLens(range, {
          title: '▶ Try it',
          tooltip: `Send ${op.method} ${op.path} from the runner`,
          command: COMMANDS.tryOperation,
          arguments: [doc.uri.toString(), op.key],
        }),
      ];
    });
  }

  dispose(): void {
    for (const s of this.subs) s.dispose();
  }
}
