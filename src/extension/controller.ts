import * as vscode from 'vscode';
import { ConfigFiles } from './config-files';
import { ConfigProblems } from './config-problems';
import { notOpenApi, worthLinting } from '../core/files/front';
import { BaselineFiles } from './baseline';
import { DiagnosticStore, groupFindings } from './diagnostics';
import { documentText } from './document-text';
import { HeldAnalyses, type DocumentAnalysis } from './held-analyses';
import type { LintCause, LintEvent } from './lint-events';
import { LintJobs, type ComputedLint } from './lint-job';
import { isLintTarget } from './lint-targets';
import type { LintRun, LintWorkerPool } from './lint-worker-pool';
import { isInTab, openDocument, tabUri } from './open-documents';
import { Prelints, PRELINT_VERSION } from './prelints';
import { readTabFile } from './tab-file';
import { affectsSettings, readSettings, type Settings } from './settings';
import { countDiagnostics, type LintStatus } from './status';

/** How long typing must pause before a document is linted again. */
export const DEBOUNCE_MS = 300;

/** What the controller is built from. */
export interface ControllerParts {
  /** The lint worker pool (not the request runner): lints documents and holds their analyses. */
  lintWorkers: LintWorkerPool;
  store: DiagnosticStore;
  configDiagnostics: vscode.DiagnosticCollection;
  status: LintStatus;
  log: vscode.LogOutputChannel;
  /** The configuration files that apply to documents (shared with the breaking-changes view, refreshed here). */
  configFiles: ConfigFiles;
}

/**
 * Decides what to lint and when: documents on open, on edit (debounced) and on save, re-lints on settings
 * and configuration-file changes, and keeps the diagnostics, the status item and the `$ref` dependencies
 * up to date. A newer edit drops (and, in a worker, stops) the run of an older version.
 */
export class LintController implements vscode.Disposable {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly generation = new Map<string, number>();
  private readonly dependencies = new Map<string, Set<string>>();
  private readonly linted = new Set<string>();
  private readonly busy = new Map<string, number>();
  /** Documents still loaded whose diagnostics were cleared because their last tab closed. */
  private readonly untabbed = new Set<string>();
  /** Lints of files started when their tab opened, until their documents arrive. */
  private readonly prelints = new Prelints<ComputedLint>();
  private readonly baselines: BaselineFiles;
  private readonly analyses: HeldAnalyses;
  private readonly problems: ConfigProblems;
  private readonly jobs: LintJobs;
  private readonly emitter = new vscode.EventEmitter<LintEvent>();
  private readonly disposables: vscode.Disposable[] = [this.emitter];

  /** Fires after each applied lint. */
  readonly onDidLint = this.emitter.event;

  constructor(private readonly parts: ControllerParts) {
    this.baselines = new BaselineFiles(parts.log);
    this.analyses = new HeldAnalyses(parts.lintWorkers);
    this.problems = new ConfigProblems(parts.configDiagnostics, parts.log);
    this.jobs = new LintJobs({ ...parts, problems: this.problems });
  }

  /** Subscribes to editor events and lints the documents already open (after activation returns). */
  start(): void {
    const ws = vscode.workspace;
    const specWatcher = ws.createFileSystemWatcher('**/*.{yaml,yml,json}');
    const configWatcher = ws.createFileSystemWatcher('**/.rest-conventions.{yaml,yml,json}');
    this.disposables.push(
      specWatcher,
      configWatcher,
      ws.onDidOpenTextDocument((doc) => this.request(doc, 'open')),
      ws.onDidChangeTextDocument((e) => this.onEdit(e)),
      ws.onDidSaveTextDocument((doc) => this.onSave(doc)),
      ws.onDidCloseTextDocument((doc) => {
        this.untabbed.delete(doc.uri.toString());
        this.onGone(doc.uri);
      }),
      ws.onDidChangeConfiguration((e) => affectsSettings(e) && this.relintOpen('settings')),
      vscode.window.onDidChangeActiveTextEditor(() => this.updateStatus()),
      vscode.window.tabGroups.onDidChangeTabs((e) => this.onTabs(e)),
      vscode.languages.onDidChangeDiagnostics((e) => this.onDiagnostics(e)),
      specWatcher.onDidChange((uri) => this.onBaselineChanged(uri) || this.onFileChanged(uri)),
      specWatcher.onDidCreate((uri) => this.onBaselineChanged(uri, true) || this.onFileChanged(uri)),
      specWatcher.onDidDelete((uri) => this.onBaselineChanged(uri) || this.onFileDeleted(uri)),
      configWatcher.onDidChange((uri) => this.onConfigChanged(uri)),
      configWatcher.onDidCreate((uri) => this.onConfigChanged(uri)),
      configWatcher.onDidDelete((uri) => this.onConfigChanged(uri, true)),
    );
    const initial = setTimeout(() => this.relintOpen('start'), 0);
    this.disposables.push({ dispose: () => clearTimeout(initial) });
  }

  /**
   * Lints a document now if it is one to lint; clears it otherwise (a document whose tabs were all closed is
   * left alone until it is shown again). Resolves when done (or superseded).
   */
  async request(doc: vscode.TextDocument, cause: LintCause): Promise<void> {
    if (this.untabbed.has(doc.uri.toString())) return;
    if (ConfigFiles.isConfigFile(doc.uri) && doc.uri.scheme !== 'untitled') {
      this.problems.report(await this.parts.configFiles.load(doc.uri));
      return;
    }
    const settings = readSettings(doc.uri);
    this.problems.logOnce(settings.problems, 'warn');
    if (!isLintTarget(doc, settings)) {
      this.forget(doc.uri);
      return;
    }
    const key = doc.uri.toString();
    this.clearTimer(key);
    await this.lintSource(doc.uri, documentText(doc), settings, doc.version, cause, () => !doc.isClosed);
  }

  /**
   * Lints a file's text (an open document's or one read from disk, for "Lint workspace") and shows the
   * diagnostics. Resolves to the run, or `undefined` when it was superseded or the text is not OpenAPI.
   */
  lintSource(
    uri: vscode.Uri,
    text: string,
    settings: Settings,
    version: number | undefined,
    cause: LintCause,
    alive: () => boolean = () => true,
  ): Promise<LintRun | undefined> {
    const job = this.lintNow(uri, text, settings, version, cause, alive);
    if (version !== undefined) this.analyses.track(uri.toString(), version, job);
    return job;
  }

  private async lintNow(
    uri: vscode.Uri,
    text: string,
    settings: Settings,
    version: number | undefined,
    cause: LintCause,
    alive: () => boolean,
  ): Promise<LintRun | undefined> {
    const key = uri.toString();
    const gen = this.bump(key);
    const current = () => this.generation.get(key) === gen && alive();
    if (!worthLinting(text, false)) {
      this.prelints.cancel(key);
      this.forget(uri);
      return undefined;
    }
    // The same text linted from the file when its tab opened, before the document reached the extension.
    const ahead = version === undefined ? undefined : await this.prelints.take(key, text);
    const took = performance.now();
    if (!current()) return undefined;
    const computed = ahead ?? (await this.compute(uri, text, settings, version, current, gen));
    if (!computed || !current()) return undefined;
    if (ahead && version !== undefined) this.parts.lintWorkers.adopt(key, PRELINT_VERSION, version);
    const { run, started, prepared } = computed;
    // A lint ahead may have ended before the document arrived: its diagnostics are set from then on.
    const ran = Math.max(computed.ran, took);
    this.dependencies.set(key, new Set(computed.files.map((k) => vscode.Uri.parse(k).toString())));
    for (const f of run.ruleFailures) this.parts.log.error(`Rule ${f.rule} failed on ${uri.fsPath || key}: ${f.error}`);
    if (notOpenApi(run, text, false)) this.forget(uri);
    else {
      const view = await this.baselines.view(uri, run.findings, settings);
      if (!current()) return undefined;
      this.parts.store.setRoot(uri, groupFindings(view.shown, view.hinted));
      this.linted.add(key);
      if (version !== undefined) this.analyses.apply(key, version, run.findings);
    }
    const done = performance.now();
    this.emitter.fire({
      uri,
      version,
      startedAt: started,
      inWorker: run.inWorker,
      lintMs: run.lintMs,
      totalMs: done - started,
      prepareMs: prepared - started,
      runMs: computed.ran - prepared,
      applyMs: done - ran,
      findings: run.findings.length,
      isOpenApi: run.isOpenApi,
      cause,
      ahead: ahead !== undefined,
    });
    this.updateStatus();
    return run;
  }

  /** A lint job for a document (`LintJobs.compute`) whose run in a worker shows "linting" while generation `gen` is current. */
  private compute(
    uri: vscode.Uri,
    text: string,
    settings: Settings,
    version: number | undefined,
    current: () => boolean,
    gen: number,
  ): Promise<ComputedLint | undefined> {
    const key = uri.toString();
    return this.jobs.compute(uri, text, settings, version, current, () => {
      this.setBusy(key, gen);
      return () => {
        if (this.busy.get(key) === gen) this.setBusy(key, undefined);
      };
    });
  }

  /**
   * A tab opened on a file whose document has not arrived (VS Code reads a large file and hands it to the extension
   * seconds later): lints the file's text now, read through the guard and only when VS Code opens it without asking,
   * so that a document arriving with the same text shows that lint's findings at once. Only large files (linted in a
   * worker) are worth it; nothing is shown for a file whose document never arrives.
   */
  private prelint(uri: vscode.Uri): void {
    const key = uri.toString();
    if (uri.scheme !== 'file' || openDocument(key) || !vscode.workspace.getWorkspaceFolder(uri)) return;
    const settings = readSettings(uri);
    if (!isLintTarget({ uri, languageId: '' }, settings)) return;
    const workers = this.parts.lintWorkers;
    this.prelints.start(
      key,
      () => readTabFile(uri),
      (text, alive) =>
        workers.usesWorker(text) && worthLinting(text, false)
          ? this.jobs.compute(uri, text, settings, PRELINT_VERSION, alive)
          : Promise.resolve(undefined),
    );
  }

  /**
   * The analysis of the document's current version (see `HeldAnalyses.of`); `lintIfMissing`: when there is none and
   * none is under way, the document is linted now (as on open).
   */
  analysisOf(doc: vscode.TextDocument, lintIfMissing: boolean): Promise<DocumentAnalysis | undefined> {
    return this.analyses.of(doc, lintIfMissing ? () => this.request(doc, 'quick-fix') : undefined);
  }

  /** Re-lints every open document (settings or configuration changed). */
  relintOpen(cause: LintCause): void {
    if (!readSettings().enable) this.parts.store.clear();
    for (const doc of vscode.workspace.textDocuments) void this.request(doc, cause);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const d of this.disposables) d.dispose();
  }

  /**
   * A save lints the version saved unless its lint was applied or is under way: an editor that saves on its own (VS
   * Code for the Web saves after a delay by default) then does not lint each version twice.
   */
  private onSave(doc: vscode.TextDocument): void {
    if (ConfigFiles.isConfigFile(doc.uri)) this.onConfigChanged(doc.uri);
    else if (!this.analyses.covers(doc.uri.toString(), doc.version)) void this.request(doc, 'save');
  }

  private onEdit(e: vscode.TextDocumentChangeEvent): void {
    if (e.contentChanges.length === 0) return;
    const key = e.document.uri.toString();
    this.bump(key);
    this.parts.lintWorkers.cancel(key);
    const onType = readSettings(e.document.uri).run === 'onType';
    if (onType) this.debounce(e.document);
    for (const root of this.dependents(key)) {
      const doc = openDocument(root);
      if (doc && onType) this.debounce(doc);
    }
  }

  private debounce(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    this.clearTimer(key);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        if (!doc.isClosed) void this.request(doc, 'edit');
      }, DEBOUNCE_MS),
    );
  }

  private onGone(uri: vscode.Uri): void {
    const key = uri.toString();
    this.clearTimer(key);
    this.bump(key);
    this.prelints.cancel(key);
    this.parts.lintWorkers.cancel(key);
    this.analyses.forget(key);
    this.dependencies.delete(key);
    this.linted.delete(key);
    this.parts.store.clearFile(uri);
    this.updateStatus();
  }

  /**
   * Closing the last tab of a file clears its diagnostics even when the document stays loaded (VS Code keeps
   * documents that extensions opened alive for a while); reopening a tab of a still-loaded document lints it.
   */
  private onTabs(e: vscode.TabChangeEvent): void {
    for (const tab of e.closed) {
      const uri = tabUri(tab);
      if (!uri || isInTab(uri)) continue;
      this.onGone(uri);
      if (openDocument(uri.toString())) this.untabbed.add(uri.toString());
    }
    for (const tab of e.opened) {
      const uri = tabUri(tab);
      const key = uri?.toString();
      const doc = key && this.untabbed.delete(key) ? openDocument(key) : undefined;
      if (doc) void this.request(doc, 'tab');
      else if (uri) this.prelint(uri);
    }
  }

  private onFileChanged(uri: vscode.Uri): void {
    for (const root of this.dependents(uri.toString())) {
      const doc = openDocument(root);
      if (doc && !openDocument(uri.toString())) void this.request(doc, 'dependency');
    }
  }

  private onFileDeleted(uri: vscode.Uri): void {
    this.onGone(uri);
    this.onFileChanged(uri);
  }

  /**
   * A configuration file was saved, created, changed on disk or deleted: check it, and re-lint what is open when the
   * configuration that applies anywhere changed (the watcher also reports a file just written with the text already
   * read, and a save in the editor arrives twice: as the save and from the watcher).
   */
  private onConfigChanged(file: vscode.Uri, deleted = false): void {
    if (deleted) this.problems.delete(file);
    void this.parts.configFiles.refresh().then((changed) => {
      if (!deleted) void this.parts.configFiles.load(file).then((fc) => this.problems.report(fc));
      if (changed) this.relintOpen('configuration-file');
    });
  }

  /** A baseline file changed (or one may have appeared): read it again and re-lint what is open. True when it was one. */
  private onBaselineChanged(uri: vscode.Uri, created = false): boolean {
    const named = uri.path.endsWith(`/${readSettings(uri).baseline.replace(/^\.\//, '')}`);
    if (!this.baselines.isLoaded(uri) && !(created && named)) return false;
    this.baselines.invalidate();
    this.relintOpen('baseline');
    return true;
  }

  private onDiagnostics(e: vscode.DiagnosticChangeEvent): void {
    const active = vscode.window.activeTextEditor?.document.uri.toString();
    if (active && e.uris.some((u) => u.toString() === active)) this.updateStatus();
  }

  private updateStatus(): void {
    const doc = vscode.window.activeTextEditor?.document;
    const key = doc?.uri.toString();
    if (!doc || !key) this.parts.status.show({ kind: 'hidden' });
    else if (this.busy.has(key)) this.parts.status.show({ kind: 'linting' });
    else if (this.linted.has(key))
      this.parts.status.show({ kind: 'counts', ...countDiagnostics(this.parts.store.get(doc.uri)) });
    else this.parts.status.show({ kind: 'hidden' });
  }

  private setBusy(key: string, gen: number | undefined): void {
    if (gen === undefined) this.busy.delete(key);
    else this.busy.set(key, gen);
    this.updateStatus();
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    this.analyses.forget(key);
    this.dependencies.delete(key);
    if (this.linted.delete(key)) this.parts.store.removeRoot(uri);
    this.updateStatus();
  }

  private dependents(fileKey: string): string[] {
    const out: string[] = [];
    for (const [root, deps] of this.dependencies) if (deps.has(fileKey)) out.push(root);
    return out;
  }

  private bump(key: string): number {
    const gen = (this.generation.get(key) ?? 0) + 1;
    this.generation.set(key, gen);
    return gen;
  }

  private clearTimer(key: string): void {
    const t = this.timers.get(key);
    if (t) clearTimeout(t);
    this.timers.delete(key);
  }
}
