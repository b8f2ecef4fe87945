import * as vscode from 'vscode';
import { formatConfigProblem } from '../core/config/parse';
import type { FileConfig } from './config-files';
import { DISPLAY_NAME } from './ids';

/**
 * Shows what is wrong with configuration: a configuration file's problems as its diagnostics, and each problem
 * message (of a configuration file or of the settings) once in the log.
 */
export class ConfigProblems {
  private readonly reported = new Set<string>();

  constructor(
    private readonly diagnostics: vscode.DiagnosticCollection,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  /** Sets a configuration file's diagnostics from its problems (none: cleared) and logs the new ones. */
  report(fc: FileConfig): void {
    if (!fc.uri) return;
    const diagnostics = fc.problems.map((p) => {
      const d = new vscode.Diagnostic(
        new vscode.Range(p.range.start.line, p.range.start.character, p.range.end.line, p.range.end.character),
        p.message,
        vscode.DiagnosticSeverity.Error,
      );
      d.source = DISPLAY_NAME;
      return d;
    });
    this.diagnostics.set(fc.uri, diagnostics);
    this.logOnce(fc.problems.map(formatConfigProblem), 'error');
  }

  /** A configuration file was deleted: its diagnostics go. */
  delete(file: vscode.Uri): void {
    this.diagnostics.delete(file);
  }

  /** Logs each message at `level` the first time it is seen. */
  logOnce(messages: readonly string[], level: 'warn' | 'error'): void {
    for (const m of messages) {
      if (this.reported.has(m)) continue;
      this.reported.add(m);
      this.log[level](m);
    }
  }
}
