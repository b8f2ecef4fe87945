import * as vscode from 'vscode';
import { FIXERS } from '../core/fixes/index';
import { ruleInfo } from '../core/rules/index';
import { ruleDocUrl } from '../core/rules/docs';
import { hoverMarkdown, ruleDocParts, type RuleDocParts } from './hover-text';
import { SPEC_SELECTOR } from './code-actions';
import { DISPLAY_NAME } from './ids';

const SEVERITY_NAMES: Record<number, string> = {
  [vscode.DiagnosticSeverity.Error]: 'error',
  [vscode.DiagnosticSeverity.Warning]: 'warning',
  [vscode.DiagnosticSeverity.Information]: 'info',
  [vscode.DiagnosticSeverity.Hint]: 'hint',
};

function ruleOf(d: vscode.Diagnostic): string | undefined {
  if (d.source !== DISPLAY_NAME) return undefined;
  const code = typeof d.code === 'object' ? d.code.value : d.code;
  return code === undefined ? undefined : String(code);
}

/**
 * Hovers on the extension's diagnostics: for each rule underlined at the position, how to fix it (from the rule
 * pages shipped in the extension, `docs/rules/<id>.md`), in under 600 characters, with a link to the whole page.
 */
export class RuleHovers implements vscode.HoverProvider {
  private readonly pages = new Map<string, Promise<RuleDocParts | undefined>>();

  constructor(private readonly extensionUri: vscode.Uri) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const here = vscode.languages
      .getDiagnostics(document.uri)
      .filter((d) => ruleOf(d) !== undefined && d.range.contains(position));
    if (here.length === 0) return undefined;
    const seen = new Set<string>();
    const contents: vscode.MarkdownString[] = [];
    let range = here[0].range;
    for (const d of here) {
      const rule = ruleOf(d)!;
      if (seen.has(rule)) continue;
      seen.add(rule);
      range = range.intersection(d.range) ?? range;
      contents.push(this.render(rule, SEVERITY_NAMES[d.severity], await this.page(rule)));
    }
    return new vscode.Hover(contents, range);
  }

  /** What to do first (the page's "How to fix"), whether a quick fix does it, and a link to the rest of the page. */
  private render(rule: string, severity: string, parts: RuleDocParts | undefined): vscode.MarkdownString {
    const info = ruleInfo(rule);
    const url = ruleDocUrl(rule);
    const md = new vscode.MarkdownString(undefined, true);
    md.baseUri = vscode.Uri.parse(url);
    md.appendMarkdown(
      hoverMarkdown(
        { rule, severity, section: info?.section, description: info?.description, url, hasFix: rule in FIXERS },
        parts,
        DISPLAY_NAME,
      ),
    );
    return md;
  }

  private page(rule: string): Promise<RuleDocParts | undefined> {
    let p = this.pages.get(rule);
    if (!p) {
      const uri = vscode.Uri.joinPath(this.extensionUri, 'docs', 'rules', `${rule}.md`);
      p = Promise.resolve(vscode.workspace.fs.readFile(uri)).then(
        (bytes) => ruleDocParts(new TextDecoder().decode(bytes)),
        () => undefined,
      );
      this.pages.set(rule, p);
    }
    return p;
  }
}

/** Registers the rule hovers on YAML and JSON documents. */
export function registerHovers(extensionUri: vscode.Uri): vscode.Disposable {
  return vscode.languages.registerHoverProvider(SPEC_SELECTOR, new RuleHovers(extensionUri));
}
