import type * as vscode from 'vscode';

/** What asks for a lint. */
export type LintCause =
  | 'open'
  | 'edit'
  | 'save'
  | 'settings'
  | 'configuration-file'
  | 'baseline'
  | 'tab'
  | 'dependency'
  | 'quick-fix'
  | 'start'
  | 'workspace'
  | 'api';

/** Reported after each lint whose result was applied (stale and cancelled runs report nothing). */
export interface LintEvent {
  uri: vscode.Uri;
  /** The document version linted; undefined for a file linted from disk. */
  version: number | undefined;
  /** `performance.now()` in the extension host when the job started (after the debounce). */
  startedAt: number;
  inWorker: boolean;
  /** Time inside the linter, and from the start of the job (config, `$ref`s, worker) to diagnostics set. */
  lintMs: number;
  totalMs: number;
  /**
   * Of the total: finding the configuration and reading `$ref`'d files; handing over to and back from the linter; setting
   * diagnostics (for a lint ahead, from the later of its end and the document's arrival: the rest is waiting for it).
   */
  prepareMs: number;
  runMs: number;
  applyMs: number;
  findings: number;
  isOpenApi: boolean;
  /** What asked for this lint (for tests and the log: a lint nobody expected says where it came from). */
  cause: LintCause;
  /** The findings came from a lint of the file started when its tab opened, before the document arrived (same text). */
  ahead: boolean;
}
