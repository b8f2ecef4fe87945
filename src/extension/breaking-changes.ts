import * as vscode from 'vscode';
import { fencedBlock, liveChanges, parseBaseSetting, tooLargeToCompareLive, type LiveResult } from '../core/diff/live';
import type { Fix } from '../core/fixes/types';
import type { ConfigFiles } from './config-files';
import type { LintEvent } from './lint-events';
import { toDiagnostic } from './diagnostics';
import { documentText } from './document-text';
import { GitBase } from './git-base';
import type { LintWorkerPool } from './lint-worker-pool';
import { BREAKING_SOURCE, DISPLAY_NAME } from './ids';
import { openDocument } from './open-documents';
import { loadReferencedFiles } from './ref-files';
import { refReader } from './ref-reader';
import { readSettings } from './settings';
import { SPEC_SELECTOR, toWorkspaceEdit } from './code-actions';

/** What a breaking-change diagnostic carries beside it: the base's version of the element (for the hover), its fixes. */
interface BaseExcerpt {
  diagnostic: vscode.Diagnostic;
  range: vscode.Range;
  excerpt?: string;
  format: 'yaml' | 'json';
  label: string;
  fixes: Fix[];
  /** The document version the fixes' edits are for. */
  version: number;
}

/** The outcome of one comparison of an open document with its base (for tests and the status item). */
export interface BreakingEvent {
  uri: vscode.Uri;
  version: number;
  /** Breaking changes shown; 0 when there is no base (then `reason` says why). */
  changes: number;
  reason?: string;
}

/**
 * Breaking changes of each open OpenAPI document against its git base, as diagnostics of their own source. Runs after
 * each lint the controller applies (so it follows the lint's debounce and its on-type/on-save setting), reads the
 * base through the git extension (cached until HEAD moves) and compares with `liveChanges` from core, in the thread
 * that holds the lint's analysis of that version: the lint worker for large specs, so the extension host stays free.
 */
export class BreakingChanges implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('rest-conventions-breaking');
  private readonly git = new GitBase();
  private readonly excerpts = new Map<string, BaseExcerpt[]>();
  private readonly reasons = new Map<string, string>();
  private readonly generation = new Map<string, number>();
  private readonly item = vscode.window.createStatusBarItem(
    'restConventions.breaking',
    vscode.StatusBarAlignment.Left,
    49,
  );
  private readonly emitter = new vscode.EventEmitter<BreakingEvent>();
  private readonly disposables: vscode.Disposable[];

  /** Fires after each comparison whose result was applied. */
  readonly onDidCompare = this.emitter.event;

  /**
   * `configFiles`: the lint controller's, which it refreshes on every configuration event and then re-lints; each
   * comparison follows a lint, so it reads what that lint read.
   */
  constructor(
    onDidLint: vscode.Event<LintEvent>,
    private readonly lintWorkers: LintWorkerPool,
    private readonly configFiles: ConfigFiles,
  ) {
    this.item.name = `${DISPLAY_NAME}: breaking changes`;
    this.disposables = [
      this.collection,
      this.git,
      this.item,
      this.emitter,
      onDidLint((e) => this.onLinted(e)),
      this.git.onDidChange(() => this.compareAll()),
      vscode.workspace.onDidCloseTextDocument((doc) => this.clear(doc.uri)),
      vscode.window.onDidChangeActiveTextEditor(() => this.updateStatus()),
      vscode.languages.registerHoverProvider(SPEC_SELECTOR, { provideHover: (doc, pos) => this.hover(doc, pos) }),
      vscode.languages.registerCodeActionsProvider(
        SPEC_SELECTOR,
        { provideCodeActions: (doc, _range, ctx) => this.codeActions(doc, ctx) },
        { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] },
      ),
    ];
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  private onLinted(e: LintEvent): void {
    const doc = openDocument(e.uri.toString());
    if (!doc || e.version === undefined || doc.version !== e.version) return;
    if (!e.isOpenApi) this.clear(doc.uri);
    else void this.compare(doc);
  }

  /** Compares again every document compared before (a repository opened, HEAD moved). */
  private compareAll(): void {
    for (const key of this.generation.keys()) {
      const doc = openDocument(key);
      if (doc) void this.compare(doc);
    }
  }

  private async compare(doc: vscode.TextDocument): Promise<void> {
    const key = doc.uri.toString();
    const gen = (this.generation.get(key) ?? 0) + 1;
    this.generation.set(key, gen);
    const version = doc.version;
    const current = () => this.generation.get(key) === gen && !doc.isClosed && doc.version === version;
    const settings = readSettings(doc.uri);
    const base = await this.git.read(doc.uri, parseBaseSetting(settings.diffBase));
    if (!current()) return;
    if ('reason' in base) {
      this.apply(doc, [], [], base.reason);
      return;
    }
    const text = documentText(doc);
    // In the extension host (a version no worker holds), only as much as it can compare without stalling.
    const tooLarge = this.lintWorkers.holdsInWorker(key, version)
      ? undefined
      : tooLargeToCompareLive(base.text.length, text.length);
    if (tooLarge !== undefined) {
      this.apply(doc, [], [], tooLarge);
      return;
    }
    const choice = parseBaseSetting(settings.diffBase);
    const [fileConfig, baseFiles] = await Promise.all([
      this.configFiles.forDocument(doc.uri),
      // The base's `$ref`'d files from the same revision and repository, the open spec's as the lint reads them.
      loadReferencedFiles(key, base.text, async (uri) => {
        const u = vscode.Uri.parse(uri, true);
        if (u.scheme !== 'file' || !inside(u, base.root)) return undefined;
        const read = await this.git.read(u, choice);
        return 'text' in read ? read.text : undefined;
      }),
    ]);
    if (!current()) return;
    const severities = fileConfig.config.changes ?? {};
    // The lint's analysis of this version is held where it ran: the revision is read there as the lint read it.
    let result: LiveResult | undefined = await this.lintWorkers.compare(key, version, {
      text: base.text,
      files: [...baseFiles.texts],
      severities,
    });
    if (!current()) return;
    if (!result) {
      if (tooLargeToCompareLive(base.text.length, text.length) !== undefined) return; // the next lint compares it
      const revFiles = await loadReferencedFiles(key, text, refReader(key));
      if (!current()) return;
      result = liveChanges(
        { uri: key, text: base.text, load: (uri) => baseFiles.texts.get(uri) },
        { uri: key, text, load: (uri) => revFiles.texts.get(uri) },
        { severities },
      );
    }
    // A revision that does not parse is the lint's to report; a base that does not is explained in the status bar.
    if (result.baseProblem !== undefined) {
      this.apply(doc, [], [], `the version in ${base.label} cannot be compared`);
      return;
    }
    const diagnostics: vscode.Diagnostic[] = [];
    const excerpts: BaseExcerpt[] = [];
    for (const c of result.changes) {
      const d = toDiagnostic(c.finding);
      d.source = BREAKING_SOURCE;
      diagnostics.push(d);
      excerpts.push({
        diagnostic: d,
        range: d.range,
        ...(c.baseExcerpt !== undefined ? { excerpt: c.baseExcerpt } : {}),
        format: result.baseFormat,
        label: base.label,
        fixes: c.fixes,
        version,
      });
    }
    this.apply(doc, diagnostics, excerpts, undefined);
  }

  private apply(
    doc: vscode.TextDocument,
    diagnostics: vscode.Diagnostic[],
    excerpts: BaseExcerpt[],
    reason: string | undefined,
  ): void {
    const key = doc.uri.toString();
    this.collection.set(doc.uri, diagnostics);
    this.excerpts.set(key, excerpts);
    if (reason === undefined) this.reasons.delete(key);
    else this.reasons.set(key, reason);
    this.updateStatus();
    this.emitter.fire({
      uri: doc.uri,
      version: doc.version,
      changes: diagnostics.length,
      ...(reason ? { reason } : {}),
    });
  }

  private clear(uri: vscode.Uri): void {
    const key = uri.toString();
    this.generation.delete(key);
    this.git.forget(uri);
    this.excerpts.delete(key);
    this.reasons.delete(key);
    this.collection.delete(uri);
    this.updateStatus();
  }

  /** One explanation in the status bar when the active spec is not compared; nothing otherwise. */
  private updateStatus(): void {
    const active = vscode.window.activeTextEditor?.document.uri.toString();
    const reason = active ? this.reasons.get(active) : undefined;
    if (reason === undefined) {
      this.item.hide();
      return;
    }
    this.item.text = '$(git-compare) REST: no base';
    this.item.tooltip = `${DISPLAY_NAME}: breaking changes are not shown: ${reason}.`;
    this.item.show();
  }

  /** The client-safe forms of the breaking changes in the context (restore a removed operation as deprecated). */
  private codeActions(doc: vscode.TextDocument, ctx: vscode.CodeActionContext): vscode.CodeAction[] {
    const asked = ctx.diagnostics.filter((d) => d.source === BREAKING_SOURCE);
    const same = (a: vscode.Diagnostic, b: vscode.Diagnostic) =>
      a === b || (a.range.isEqual(b.range) && a.message === b.message);
    const out: vscode.CodeAction[] = [];
    for (const x of this.excerpts.get(doc.uri.toString()) ?? []) {
      if (!asked.some((d) => same(d, x.diagnostic)) || x.version !== doc.version) continue;
      for (const fix of x.fixes) {
        const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
        action.diagnostics = [x.diagnostic];
        action.isPreferred = fix.isPreferred === true;
        action.edit = toWorkspaceEdit(fix);
        out.push(action);
      }
    }
    return out;
  }

  private hover(doc: vscode.TextDocument, pos: vscode.Position): vscode.Hover | undefined {
    const here = (this.excerpts.get(doc.uri.toString()) ?? []).filter(
      (x): x is BaseExcerpt & { excerpt: string } => x.excerpt !== undefined && x.range.contains(pos),
    );
    if (here.length === 0) return undefined;
    const seen = new Set<string>();
    const md = new vscode.MarkdownString();
    for (const x of here) {
      if (seen.has(x.excerpt)) continue;
      seen.add(x.excerpt);
      md.appendMarkdown('**In the base** (');
      md.appendText(x.label);
      md.appendMarkdown('):\n\n');
      md.appendMarkdown(`${fencedBlock(x.excerpt, x.format)}\n\n`);
    }
    return new vscode.Hover(md, here[0].range);
  }
}

/** True when `uri` is inside the folder `root` (the repository a base was read from). */
function inside(uri: vscode.Uri, root: vscode.Uri): boolean {
  const base = root.path.endsWith('/') ? root.path : `${root.path}/`;
  return uri.scheme === root.scheme && uri.authority === root.authority && uri.path.startsWith(base);
}
