import * as vscode from 'vscode';
import { DISPLAY_NAME } from './ids';
import { plural } from '../shared/phrasing';

/** The state of the active editor's document as far as linting goes. */
export type StatusState =
  { kind: 'hidden' } | { kind: 'linting' } | { kind: 'counts'; errors: number; warnings: number; infos: number };

/** Counts a document's diagnostics by severity (hints count as infos). */
export function countDiagnostics(diagnostics: readonly vscode.Diagnostic[]): {
  errors: number;
  warnings: number;
  infos: number;
} {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const d of diagnostics) {
    if (d.severity === vscode.DiagnosticSeverity.Error) errors++;
    else if (d.severity === vscode.DiagnosticSeverity.Warning) warnings++;
    else infos++;
  }
  return { errors, warnings, infos };
}

/** The status bar item shown on OpenAPI files: problem counts, or "linting…" while a large file is linted. */
export class LintStatus implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private readonly emitter = new vscode.EventEmitter<StatusState>();
  private state: StatusState = { kind: 'hidden' };

  /** Fires when what the item shows changes. */
  readonly onDidChange = this.emitter.event;

  constructor() {
    this.item = vscode.window.createStatusBarItem('restConventions.status', vscode.StatusBarAlignment.Left, 50);
    this.item.name = DISPLAY_NAME;
    this.item.command = 'workbench.actions.view.problems';
  }

  /** What the item shows now (for tests and the API). */
  get current(): StatusState {
    return this.state;
  }

  show(state: StatusState): void {
    const changed = JSON.stringify(state) !== JSON.stringify(this.state);
    this.state = state;
    if (changed) this.emitter.fire(state);
    if (state.kind === 'hidden') {
      this.item.hide();
      return;
    }
    if (state.kind === 'linting') {
      this.item.text = '$(sync~spin) REST: linting…';
      this.item.tooltip = `${DISPLAY_NAME}: linting this large document in the background`;
    } else {
      const { errors, warnings, infos } = state;
      this.item.text = `REST $(error) ${errors} $(warning) ${warnings} $(info) ${infos}`;
      this.item.tooltip = `${DISPLAY_NAME}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(infos, 'info', 'info')} in this document. Click to open Problems.`;
    }
    this.item.show();
  }

  dispose(): void {
    this.emitter.dispose();
    this.item.dispose();
  }
}
