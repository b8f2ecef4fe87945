import * as vscode from 'vscode';
import { ruleDocUrl } from '../core/rules/docs';
import type { Finding, Severity } from '../core/rules/types';
import { DISPLAY_NAME } from './ids';

const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

/** A finding as VS Code shows it: exact range, source, rule id linking to the rule's documentation. */
export function toDiagnostic(f: Finding, baselined = false): vscode.Diagnostic {
  const r = f.range;
  const message = baselined ? `${f.message} (in the baseline)` : f.message;
  const d = new vscode.Diagnostic(
    new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character),
    message,
    baselined ? vscode.DiagnosticSeverity.Hint : SEVERITY[f.severity],
  );
  d.source = DISPLAY_NAME;
  d.code = { value: f.rule, target: vscode.Uri.parse(ruleDocUrl(f.rule)) };
  if (f.related && f.related.length > 0) {
    d.relatedInformation = f.related.slice(0, MAX_RELATED).map((x) => {
      const at = new vscode.Range(x.range.start.line, x.range.start.character, x.range.end.line, x.range.end.character);
      return new vscode.DiagnosticRelatedInformation(
        new vscode.Location(vscode.Uri.parse(x.uri), at),
        x.message ?? x.pointer,
      );
    });
  }
  return d;
}

/** Related places shown under a diagnostic: the first hundred are enough to follow the pattern (the CLI lists all). */
const MAX_RELATED = 100;

/** Diagnostics per file, each file's list keyed by the file it was found in. */
export type DiagnosticsByFile = Map<string, { uri: vscode.Uri; diagnostics: vscode.Diagnostic[] }>;

/** Groups findings by the file they are in (a `$ref`'d file gets its own); `hinted` ones (baselined) become hints. */
export function groupFindings(findings: readonly Finding[], hinted?: ReadonlySet<Finding>): DiagnosticsByFile {
  const out: DiagnosticsByFile = new Map();
  const byRaw = new Map<string, { uri: vscode.Uri; diagnostics: vscode.Diagnostic[] }>();
  for (const f of findings) {
    let entry = byRaw.get(f.uri);
    if (!entry) {
      const uri = vscode.Uri.parse(f.uri);
      const key = uri.toString();
      entry = out.get(key) ?? { uri, diagnostics: [] };
      out.set(key, entry);
      byRaw.set(f.uri, entry);
    }
    entry.diagnostics.push(toDiagnostic(f, hinted?.has(f) === true));
  }
  return out;
}

/**
 * Owns the diagnostic collection. Each linted root document contributes diagnostics to itself and to the
 * files it references; a file shows the union of every root's contributions, so two specs sharing a
 * components file do not overwrite each other.
 */
export class DiagnosticStore implements vscode.Disposable {
  private readonly byRoot = new Map<string, DiagnosticsByFile>();

  constructor(private readonly collection: vscode.DiagnosticCollection) {}

  /** Replaces what a root document contributes. */
  setRoot(root: vscode.Uri, byFile: DiagnosticsByFile): void {
    const key = root.toString();
    const touched = new Map<string, vscode.Uri>([[key, root]]);
    for (const [k, v] of this.byRoot.get(key) ?? []) touched.set(k, v.uri);
    for (const [k, v] of byFile) touched.set(k, v.uri);
    this.byRoot.set(key, byFile);
    this.refresh(touched);
  }

  /** Forgets a root document's contributions. */
  removeRoot(root: vscode.Uri): void {
    const key = root.toString();
    const prev = this.byRoot.get(key);
    if (!prev) return;
    this.byRoot.delete(key);
    const touched = new Map<string, vscode.Uri>();
    for (const [k, v] of prev) touched.set(k, v.uri);
    this.refresh(touched);
  }

  /** Clears a file: what it reported (on itself and on the files it references) and what other roots reported on it. */
  clearFile(uri: vscode.Uri): void {
    const key = uri.toString();
    const own = this.byRoot.get(key);
    this.byRoot.delete(key);
    for (const contributions of this.byRoot.values()) contributions.delete(key);
    this.collection.delete(uri);
    if (!own) return;
    const touched = new Map<string, vscode.Uri>();
    for (const [k, v] of own) if (k !== key) touched.set(k, v.uri);
    this.refresh(touched);
  }

  /** Clears everything. */
  clear(): void {
    this.byRoot.clear();
    this.collection.clear();
  }

  /** The diagnostics currently shown on a file. */
  get(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.collection.get(uri) ?? [];
  }

  dispose(): void {
    this.collection.dispose();
  }

  private refresh(files: Map<string, vscode.Uri>): void {
    for (const [key, uri] of files) {
      const seen = new Set<string>();
      const all: vscode.Diagnostic[] = [];
      for (const contributions of this.byRoot.values()) {
        for (const d of contributions.get(key)?.diagnostics ?? []) {
          const id = `${d.range.start.line}:${d.range.start.character}:${d.range.end.line}:${d.range.end.character}:${codeOf(d)}:${d.message}`;
          if (seen.has(id)) continue;
          seen.add(id);
          all.push(d);
        }
      }
      if (all.length > 0) this.collection.set(uri, all);
      else this.collection.delete(uri);
    }
  }
}

function codeOf(d: vscode.Diagnostic): string {
  return typeof d.code === 'object' ? String(d.code.value) : String(d.code ?? '');
}
