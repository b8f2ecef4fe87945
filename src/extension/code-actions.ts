import * as vscode from 'vscode';
import { detectFormat } from '../core/document/parse';
import { disableInConfigFix, disableLineFix } from '../core/fixes/disable';
import { FIXERS, type ConfigFileRef, type Fix } from '../core/fixes/index';
import type { Finding } from '../core/rules/types';
import { CONFIG_FILE_NAMES } from '../core/config/options';
import { ConfigFiles } from './config-files';
import type { DocumentAnalysis } from './held-analyses';
import { readText } from './open-documents';
import { readSettings } from './settings';
import { COMMANDS, DISPLAY_NAME } from './ids';

/** The code action kind of "fix everything fixable in the file" (`editor.codeActionsOnSave: { "source.fixAll.restConventions": "explicit" }`). */
export const FIX_ALL_KIND = vscode.CodeActionKind.SourceFixAll.append('restConventions');

/** The documents quick fixes and hovers are offered on. */
export const SPEC_SELECTOR: vscode.DocumentSelector = [
  { language: 'yaml' },
  { language: 'json' },
  { language: 'jsonc' },
];

/** Where quick fixes get the analysis of a document version (the lint controller). */
export interface AnalysisSource {
  analysisOf(doc: vscode.TextDocument, lintIfMissing: boolean): Promise<DocumentAnalysis | undefined>;
}

/** A "fix all of this kind" action whose edits are computed when it is chosen. */
class FixAllAction extends vscode.CodeAction {
  constructor(
    title: string,
    kind: vscode.CodeActionKind,
    readonly document: vscode.TextDocument,
    readonly rules: readonly string[] | undefined,
  ) {
    super(title, kind);
  }
}

function ruleOf(d: vscode.Diagnostic): string | undefined {
  if (d.source !== DISPLAY_NAME) return undefined;
  const code = typeof d.code === 'object' ? d.code.value : d.code;
  return code === undefined ? undefined : String(code);
}

function sameRange(d: vscode.Diagnostic, f: Finding): boolean {
  const r = d.range;
  const s = f.range;
  return (
    r.start.line === s.start.line &&
    r.start.character === s.start.character &&
    r.end.line === s.end.line &&
    r.end.character === s.end.character
  );
}

/** A core edit list as a workspace edit: files to create first, then the text edits. */
export function toWorkspaceEdit(fix: Fix): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  for (const e of fix.edits) {
    const uri = vscode.Uri.parse(e.uri);
    if (e.create) edit.createFile(uri, { ignoreIfExists: true });
    const r = e.range;
    edit.replace(uri, new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character), e.newText);
  }
  return edit;
}

/**
 * Quick fixes for the extension's diagnostics: each diagnostic (source "REST Conventions", code = rule id) is
 * matched to its finding in the analysis of the same document version, the one lint behind the diagnostics (rule
 * and exact range), and the rule's fixes for it, built from that analysis where it is held (in the lint worker for
 * large documents), become workspace edits. Then one "Fix all REST Conventions problems in the file" (edits computed
 * when chosen) and one "Disable <rule>…" per rule (asks where when chosen), so a line with many findings keeps a short
 * menu. Also `source.fixAll.restConventions`, computed where that analysis is held and starting from it.
 */
export class QuickFixes implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix, FIX_ALL_KIND],
  };

  constructor(private readonly analyses: AnalysisSource) {}

  async provideCodeActions(
    document: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
    token: vscode.CancellationToken,
  ): Promise<vscode.CodeAction[]> {
    const only = context.only;
    if (only && FIX_ALL_KIND.intersects(only) && !vscode.CodeActionKind.QuickFix.intersects(only))
      return this.fixAllOnRequest(document, token);
    const ours = context.diagnostics.filter((d) => ruleOf(d) !== undefined);
    if (ours.length === 0 || (only && !vscode.CodeActionKind.QuickFix.intersects(only))) return [];
    // Asked outright (Ctrl+.), a document version nobody has linted yet is linted now; when the cursor merely rests
    // on a diagnostic, only an analysis held or under way is used.
    const explicit = context.triggerKind === vscode.CodeActionTriggerKind.Invoke;
    const fixable = ours.some((d) => ruleOf(d)! in FIXERS);
    const analysis = fixable ? await this.analyses.analysisOf(document, explicit) : undefined;
    if (token.isCancellationRequested || (analysis && document.version !== analysis.version)) return [];
    const key = document.uri.toString();
    // Each diagnostic's finding in the analysis (by index), and the rule's fixes of those, asked for all at once.
    const indices = ours.map((d) => {
      const rule = ruleOf(d)!;
      if (!analysis || !(rule in FIXERS)) return -1;
      const mine = analysis.findings.flatMap((f, i) =>
        f.uri === key && f.rule === rule && sameRange(d, f) ? [i] : [],
      );
      return mine.find((i) => analysis.findings[i].message === d.message) ?? mine[0] ?? -1;
    });
    const wanted = indices.filter((i) => i >= 0);
    const ruleFixLists = analysis && wanted.length > 0 ? await analysis.fixes(wanted) : undefined;
    if (token.isCancellationRequested) return [];
    const byTitle = new Map<string, vscode.CodeAction>();
    const disables = new Map<string, vscode.CodeAction>();
    let fixAll: vscode.CodeAction | undefined;
    const fixableInFile = analysis?.findings.filter((f) => f.uri === key && f.rule in FIXERS).length ?? 0;
    for (const [n, d] of ours.entries()) {
      const rule = ruleOf(d)!;
      const own = indices[n] >= 0 ? (ruleFixLists?.[wanted.indexOf(indices[n])] ?? []) : [];
      for (const fix of own) {
        const seen = byTitle.get(fix.title);
        if (seen) {
          seen.diagnostics = [...(seen.diagnostics ?? []), d];
          continue;
        }
        const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
        action.diagnostics = [d];
        action.isPreferred = fix.isPreferred;
        action.edit = toWorkspaceEdit(fix);
        byTitle.set(fix.title, action);
      }
      // One "Fix all" for the file, whatever rule it is offered from (its edits are computed when chosen).
      if (!fixAll && own.some((f) => f.fixAllSafe) && fixableInFile > 1) {
        fixAll = new FixAllAction(
          `Fix all ${DISPLAY_NAME} problems in the file`,
          vscode.CodeActionKind.QuickFix,
          document,
          undefined,
        );
        fixAll.diagnostics = [d];
      }
      // One "Disable <rule>…" per rule: it asks where (this line, or the configuration file) when chosen.
      const disable = disables.get(rule);
      if (disable) disable.diagnostics = [...(disable.diagnostics ?? []), d];
      else {
        const action = new vscode.CodeAction(`Disable ${rule}…`, vscode.CodeActionKind.QuickFix);
        action.diagnostics = [d];
        action.command = {
          title: `Disable ${rule}…`,
          command: COMMANDS.disableRule,
          arguments: [document.uri.toString(), rule, d.range.start.line],
        };
        disables.set(rule, action);
      }
    }
    if (fixAll) byTitle.set(fixAll.title, fixAll);
    for (const [, action] of disables) byTitle.set(action.title, action);
    return [...byTitle.values()];
  }

  /** Computes the edits of a "fix all" action when it is chosen (re-linting after each round takes a while on big files). */
  async resolveCodeAction(action: vscode.CodeAction, token: vscode.CancellationToken): Promise<vscode.CodeAction> {
    if (!(action instanceof FixAllAction) || action.edit) return action;
    const fix = await this.fixAll(action.document, action.rules, token);
    if (fix) action.edit = toWorkspaceEdit(fix);
    return action;
  }

  private async fixAllOnRequest(
    document: vscode.TextDocument,
    token: vscode.CancellationToken,
  ): Promise<vscode.CodeAction[]> {
    const fix = await this.fixAll(document, undefined, token);
    if (!fix) return [];
    const action = new vscode.CodeAction(`${DISPLAY_NAME}: fix all auto-fixable findings`, FIX_ALL_KIND);
    action.edit = toWorkspaceEdit(fix);
    return [action];
  }

  /**
   * Every finding of `rules` (every fixable rule when omitted) fixed, from the analysis of the document's current
   * version where it is held (in the lint worker for large documents; a version not linted yet is linted first, once,
   * where it belongs) with the document's configuration and `$ref`'d files, applying the fix types the
   * `restConventions.fixTypes` setting names (by default only the fixes that keep the contract). Nothing when cancelled, or when the
   * document changed meanwhile: an edit of an older version is never applied.
   */
  private async fixAll(
    document: vscode.TextDocument,
    rules: readonly string[] | undefined,
    token: vscode.CancellationToken,
  ): Promise<Fix | undefined> {
    const analysis = await this.analyses.analysisOf(document, true);
    if (!analysis || token.isCancellationRequested) return undefined;
    const result = await analysis.fixAll(rules, readSettings(document.uri).fixTypes);
    if (token.isCancellationRequested || document.version !== analysis.version) return undefined;
    return result?.fix;
  }
}

/** The configuration file nearest to the document, or where a new one would go (the workspace folder, else beside the file). */
async function configFileFor(uri: vscode.Uri): Promise<ConfigFileRef | undefined> {
  if (uri.scheme === 'untitled') return undefined;
  const found = await new ConfigFiles().forDocument(uri);
  // A configuration the guard would not read (a symlink out of the workspace folder, a FIFO) gets no edit either.
  if (found.unreadable !== undefined) return undefined;
  if (found.uri) return { uri: found.uri.toString(), text: await readText(found.uri) };
  const dir = vscode.workspace.getWorkspaceFolder(uri)?.uri ?? vscode.Uri.joinPath(uri, '..');
  return { uri: vscode.Uri.joinPath(dir, CONFIG_FILE_NAMES[0]).toString() };
}

/**
 * The ways to disable a rule for a finding: "Disable <rule> for this line" (YAML) and "Disable <rule> in
 * .rest-conventions.yaml". A syntax error cannot be silenced by a comment, only turned off in the configuration.
 */
function disableFixes(
  document: vscode.TextDocument,
  rule: string,
  line: number,
  configFile: ConfigFileRef | undefined,
): { where: DisableWhere; fix: Fix }[] {
  const fixes: { where: DisableWhere; fix: Fix }[] = [];
  const text = document.getText();
  const key = document.uri.toString();
  const yaml = document.languageId === 'yaml' || detectFormat(key, text) === 'yaml';
  if (yaml && rule !== 'parse-error') {
    const lineFix = disableLineFix(text, key, rule, line);
    if (lineFix) fixes.push({ where: 'line', fix: lineFix });
  }
  const configFix = configFile && disableInConfigFix(rule, configFile);
  if (configFix) fixes.push({ where: 'config', fix: configFix });
  return fixes;
}

/** Where "Disable <rule>…" turns a rule off: a comment above the line, or the configuration file. */
type DisableWhere = 'line' | 'config';

/**
 * "Disable <rule>…" chosen: asks where (a comment above the finding's line, or the configuration file) and applies
 * that edit; with one way only, applies it at once; `where` answers the question beforehand. Resolves to whether an
 * edit was applied.
 */
export async function disableRule(uri: unknown, rule: unknown, line: unknown, where?: unknown): Promise<boolean> {
  if (typeof uri !== 'string' || typeof rule !== 'string' || typeof line !== 'number') return false;
  const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
  if (!document || line < 0 || line >= document.lineCount) return false;
  const ways = disableFixes(document, rule, line, await configFileFor(document.uri));
  const chosen =
    where === 'line' || where === 'config'
      ? ways.find((w) => w.where === where)
      : ways.length > 1
        ? await vscode.window.showQuickPick(
            ways.map((w) => ({ label: w.fix.title, ...w })),
            { title: `Disable ${rule}`, placeHolder: 'Where to turn it off' },
          )
        : ways[0];
  return chosen ? vscode.workspace.applyEdit(toWorkspaceEdit(chosen.fix)) : false;
}

/** Registers the quick fixes on YAML and JSON documents, built from the analyses `analyses` holds. */
export function registerQuickFixes(analyses: AnalysisSource): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider(SPEC_SELECTOR, new QuickFixes(analyses), QuickFixes.metadata);
}
