import * as vscode from 'vscode';
import { computeFixAll } from '../core/fixes/fix-all';
import { disableInConfigFix, disableLineFix } from '../core/fixes/disable';
import { computeFixes, FIXERS, type ConfigFileRef, type Fix } from '../core/fixes/index';
import { lint, type LintResult } from '../core/lint';
import type { Finding } from '../core/rules/types';
import { CONFIG_FILE_NAMES } from '../core/config/options';
import { ConfigFiles } from './config-files';
import { readText } from './controller';
import { DISPLAY_NAME } from './ids';
import { loadReferencedFiles } from './ref-files';
import { refReader } from './ref-reader';

/** The code action kind of "fix everything fixable in the file" (`editor.codeActionsOnSave: { "source.fixAll.restConventions": "explicit" }`). */
export const FIX_ALL_KIND = vscode.CodeActionKind.SourceFixAll.append('restConventions');

/** The documents quick fixes and hovers are offered on. */
export const SPEC_SELECTOR: vscode.DocumentSelector = [{ language: 'yaml' }, { language: 'json' }, { language: 'jsonc' }];

/**
 * From this size (characters) on, the fixes that need a lint of the document are computed only when asked for
 * (Ctrl+. or a click on the light bulb), not each time the cursor rests on a diagnostic: the lint takes about a
 * second on GitHub's 10 MB spec and runs in the extension host. The "disable" fixes need no lint and are always offered.
 */
const LARGE_DOCUMENT = 1_000_000;

/** A lint of one document version, kept to map diagnostics back to findings and to build fixes from its model. */
interface Analysis {
  version: number;
  text: string;
  files: Map<string, string>;
  result: LintResult;
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
  return r.start.line === s.start.line && r.start.character === s.start.character && r.end.line === s.end.line && r.end.character === s.end.character;
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
 * matched to the finding of a fresh lint of the same document version (rule and exact range), and the core's
 * fixes for it become workspace edits. Also "Fix all <rule> findings in the file" (edits computed when chosen)
 * and `source.fixAll.restConventions`.
 */
export class QuickFixes implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix, FIX_ALL_KIND] };
  private readonly cache = new Map<string, Analysis>();

  async provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext, token: vscode.CancellationToken): Promise<vscode.CodeAction[]> {
    const only = context.only;
    if (only && FIX_ALL_KIND.intersects(only) && !vscode.CodeActionKind.QuickFix.intersects(only)) return this.fixAllOnRequest(document);
    const ours = context.diagnostics.filter((d) => ruleOf(d) !== undefined);
    if (ours.length === 0 || (only && !vscode.CodeActionKind.QuickFix.intersects(only))) return [];
    const explicit = context.triggerKind === vscode.CodeActionTriggerKind.Invoke;
    const fixable = ours.some((d) => ruleOf(d)! in FIXERS) && (explicit || document.getText().length < LARGE_DOCUMENT);
    const analysis = fixable ? await this.analyze(document) : undefined;
    const configFile = await this.configFileFor(document.uri);
    if (token.isCancellationRequested || (analysis && document.version !== analysis.version)) return [];
    const key = document.uri.toString();
    const byTitle = new Map<string, vscode.CodeAction>();
    const fixAllOffered = new Set<string>();
    for (const d of ours) {
      const rule = ruleOf(d)!;
      const mine = analysis?.result.findings.filter((f) => f.uri === key && f.rule === rule && sameRange(d, f)) ?? [];
      const finding = mine.find((f) => f.message === d.message) ?? mine[0];
      const model = analysis?.result.model;
      const fixes =
        analysis && finding
          ? computeFixes(analysis.text, key, finding, model, { load: (u) => analysis.files.get(u), configFile })
          : disableOnly(document, rule, d.range.start.line, configFile);
      for (const fix of fixes) {
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
      const safe = fixes.some((f) => f.fixAllSafe);
      const others = analysis?.result.findings.filter((f) => f.uri === key && f.rule === rule).length ?? 0;
      if (safe && others > 1 && !fixAllOffered.has(rule)) {
        fixAllOffered.add(rule);
        const action = new FixAllAction(`Fix all ${rule} findings in the file`, vscode.CodeActionKind.QuickFix, document, [rule]);
        action.diagnostics = [d];
        byTitle.set(action.title, action);
      }
    }
    return [...byTitle.values()];
  }

  /** Computes the edits of a "fix all" action when it is chosen (re-linting after each fix takes a while on big files). */
  resolveCodeAction(action: vscode.CodeAction): vscode.CodeAction {
    if (!(action instanceof FixAllAction) || action.edit) return action;
    const fix = this.fixAll(action.document, action.rules);
    if (fix) action.edit = toWorkspaceEdit(fix);
    return action;
  }

  private async fixAllOnRequest(document: vscode.TextDocument): Promise<vscode.CodeAction[]> {
    const files = await this.referencedFiles(document);
    const result = computeFixAll(document.getText(), document.uri.toString(), undefined, (u) => files.get(u));
    if (!result.fix) return [];
    const action = new vscode.CodeAction(`${DISPLAY_NAME}: fix all auto-fixable findings`, FIX_ALL_KIND);
    action.edit = toWorkspaceEdit(result.fix);
    return [action];
  }

  private fixAll(document: vscode.TextDocument, rules: readonly string[] | undefined): Fix | undefined {
    const analysis = this.cache.get(document.uri.toString());
    const files = analysis?.files ?? new Map<string, string>();
    return computeFixAll(document.getText(), document.uri.toString(), rules, (u) => files.get(u)).fix;
  }

  /** Lints the document version once with the rules that have fixes of their own, reusing the result until it changes. */
  private async analyze(document: vscode.TextDocument): Promise<Analysis> {
    const key = document.uri.toString();
    const cached = this.cache.get(key);
    if (cached && cached.version === document.version) return cached;
    const text = document.getText();
    const files = await this.referencedFiles(document);
    const result = lint({ uri: key, text, load: (u) => files.get(u), only: Object.keys(FIXERS) });
    const analysis = { version: document.version, text, files, result };
    this.cache.delete(key);
    this.cache.set(key, analysis);
    while (this.cache.size > 4) this.cache.delete(this.cache.keys().next().value!);
    return analysis;
  }

  private referencedFiles(document: vscode.TextDocument): Promise<Map<string, string>> {
    return loadReferencedFiles(document.uri.toString(), document.getText(), refReader(document.uri.toString()));
  }

  /** The configuration file nearest to the document, or where a new one would go (the workspace folder, else beside the file). */
  private async configFileFor(uri: vscode.Uri): Promise<ConfigFileRef | undefined> {
    if (uri.scheme === 'untitled') return undefined;
    const found = await new ConfigFiles(readText).forDocument(uri);
    if (found.uri) return { uri: found.uri.toString(), text: await readText(found.uri) };
    const dir = vscode.workspace.getWorkspaceFolder(uri)?.uri ?? vscode.Uri.joinPath(uri, '..');
    return { uri: vscode.Uri.joinPath(dir, CONFIG_FILE_NAMES[0]).toString() };
  }
}

/**
 * The "disable" fixes alone: for rules without fixes of their own, and for a diagnostic the fresh lint of this
 * document does not reproduce (one that a spec referencing this file reported on it). A syntax error cannot be
 * silenced by a comment, only turned off in the configuration.
 */
function disableOnly(document: vscode.TextDocument, rule: string, line: number, configFile: ConfigFileRef | undefined): Fix[] {
  const fixes: Fix[] = [];
  const text = document.getText();
  const key = document.uri.toString();
  const yaml = document.languageId === 'yaml' || (!/^\s*[{[]/.test(text) && !key.toLowerCase().endsWith('.json'));
  if (yaml && rule !== 'parse-error') {
    const lineFix = disableLineFix(text, key, rule, line);
    if (lineFix) fixes.push(lineFix);
  }
  const configFix = configFile && disableInConfigFix(rule, configFile);
  if (configFix) fixes.push(configFix);
  return fixes;
}

/** Registers the quick fixes on YAML and JSON documents. */
export function registerQuickFixes(): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider(SPEC_SELECTOR, new QuickFixes(), QuickFixes.metadata);
}
