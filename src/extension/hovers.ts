import * as vscode from 'vscode';
import { ruleInfo } from '../core/rules/index';
import { ruleDocUrl } from '../core/rules/docs';
import { SPEC_SELECTOR } from './code-actions';
import { DISPLAY_NAME } from './ids';

/** The parts of a rule's page (`docs/rules/<id>.md`) a hover shows. */
export interface RuleDocParts {
  whatItFlags?: string;
  howToFix?: string;
}

/** The text under each `## ` heading of a rule page, by heading. */
export function ruleDocSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = markdown.replace(/\r\n?/g, '\n').split(/^## +/m).slice(1);
  for (const part of parts) {
    const nl = part.indexOf('\n');
    const title = (nl < 0 ? part : part.slice(0, nl)).trim();
    sections.set(title, nl < 0 ? '' : part.slice(nl + 1).trim());
  }
  return sections;
}

/** "What it flags" and "How to fix" of a rule page. */
export function ruleDocParts(markdown: string): RuleDocParts {
  const s = ruleDocSections(markdown);
  return { whatItFlags: s.get('What it flags'), howToFix: s.get('How to fix') };
}

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
 * Hovers on the extension's diagnostics: for each rule underlined at the position, what it flags and how to fix
 * it, read from the rule pages shipped in the extension (`docs/rules/<id>.md`), with a link to the page.
 */
export class RuleHovers implements vscode.HoverProvider {
  private readonly pages = new Map<string, Promise<RuleDocParts | undefined>>();

  constructor(private readonly extensionUri: vscode.Uri) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const here = vscode.languages.getDiagnostics(document.uri).filter((d) => ruleOf(d) !== undefined && d.range.contains(position));
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

  /** The rule's name, severity and section, what it flags, how to fix it, and the link to its page. */
  private render(rule: string, severity: string, parts: RuleDocParts | undefined): vscode.MarkdownString {
    const info = ruleInfo(rule);
    const url = ruleDocUrl(rule);
    const md = new vscode.MarkdownString(undefined, true);
    md.baseUri = vscode.Uri.parse(url);
    md.appendMarkdown(`**${DISPLAY_NAME}: \`${rule}\`** · ${severity}${info && info.section !== '–' ? ` · ${info.section}` : ''}\n\n`);
    const what = parts?.whatItFlags ?? info?.description;
    if (what) md.appendMarkdown(`${what}\n\n`);
    if (parts?.howToFix) md.appendMarkdown(`**How to fix.** ${parts.howToFix}\n\n`);
    md.appendMarkdown(`[Rule documentation](${url})`);
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
