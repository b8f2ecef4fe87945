import * as vscode from 'vscode';
import { looksLikeOpenApi } from '../../core/openapi/detect';
import { documentText } from '../document-text';
import { COMMANDS } from '../ids';
import { CODELENS_MAX_CHARS, type OperationEntry } from './operations';
import type { SpecAnalyses } from './spec';
import { codeLensEnabled } from '../settings';

/** More "▶ Try it" lenses than this on one line (a minified spec) become one picker lens instead. */
const MAX_LENSES_PER_LINE = 3;

/** True when some line would carry more than MAX_LENSES_PER_LINE operations' lenses (minified JSON, one long line). */
function crowded(doc: vscode.TextDocument, ops: readonly OperationEntry[]): boolean {
  const perLine = new Map<number, number>();
  for (const op of ops) {
    if (op.start === undefined) continue;
    const line = doc.positionAt(op.start).line;
    const n = (perLine.get(line) ?? 0) + 1;
    if (n > MAX_LENSES_PER_LINE) return true;
    perLine.set(line, n);
  }
  return false;
}

/**
 * The lenses of a crowded spec, on its first line: one that opens the operation picker and, for JSON, one that
 * formats the document (the editor's own formatter), after which every operation gets its own lens again.
 */
function crowdedLenses(doc: vscode.TextDocument, count: number): vscode.CodeLens[] {
  const top = new vscode.Range(0, 0, 0, 0);
  const lenses = [
    new vscode.CodeLens(top, {
      title: `▶ Try an operation… (${count} operations)`,
      tooltip: 'This spec has many operations per line: pick one to open in the runner',
      command: COMMANDS.pickOperation,
    }),
  ];
  if (doc.languageId === 'json' || doc.languageId === 'jsonc')
    lenses.push(
      new vscode.CodeLens(top, {
        title: 'Format this spec',
        tooltip:
          'Spread the document over lines, so each operation gets its own ▶ Try it and each finding its own line',
        command: 'editor.action.formatDocument',
      }),
    );
  return lenses;
}

/** "▶ Try it" above every operation of an OpenAPI document, from the spec's one analysis per document version. */
export class TryItCodeLenses implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly subs: vscode.Disposable[];

  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly specs: SpecAnalyses) {
    this.subs = [
      this.changed,
      vscode.workspace.onDidChangeConfiguration(
        (e) => e.affectsConfiguration('restConventions.runner.codeLens') && this.changed.fire(),
      ),
    ];
  }

  /** The operations of a document (from its analysis, made once per version). */
  async operations(doc: vscode.TextDocument): Promise<OperationEntry[]> {
    const text = documentText(doc);
    return looksLikeOpenApi(text) ? (await this.specs.of(doc.uri.toString(), text)).operations : [];
  }

  async provideCodeLenses(doc: vscode.TextDocument): Promise<vscode.CodeLens[]> {
    if (!codeLensEnabled(doc.uri) || documentText(doc).length > CODELENS_MAX_CHARS) return [];
    const ops = await this.operations(doc);
    if (crowded(doc, ops)) return crowdedLenses(doc, ops.length);
    return ops.flatMap((op) => {
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
