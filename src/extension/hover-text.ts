import { linkSections } from '../core/rules/docs';
/** The most characters a rule hover's markdown may have: enough to say what to do, the rest is behind the link. */
export const HOVER_BUDGET = 600;

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

/** What a hover says about one rule. */
export interface HoverFacts {
  rule: string;
  severity: string;
  /** The convention's section (`§4`), or `–`. */
  section?: string;
  /** The rule's one-sentence description, when its page has no "How to fix". */
  description?: string;
  url: string;
  /** The rule offers a quick fix of its own (besides disabling it). */
  hasFix: boolean;
}

/**
 * Text cut to at most `max` characters, never inside a code span: after a sentence (`.` or `;`) that ends in the
 * second half, else at a space, with ` …`.
 */
export function cutText(text: string, max: number): string {
  const flat = text.replace(/\s*\n\s*/g, ' ').trim();
  if (flat.length <= max) return flat;
  const limit = max - 2;
  let inCode = false;
  let sentence = -1;
  let word = -1;
  for (let i = 0; i < limit && i < flat.length; i++) {
    const c = flat[i];
    if (c === '`') inCode = !inCode;
    if (inCode || flat[i + 1] !== ' ') continue;
    if (c === '.' || c === ';') sentence = i + 1;
    word = i + 1;
  }
  const cut = sentence >= limit / 2 ? sentence : word > 0 ? word : 0;
  return `${flat.slice(0, cut).replace(/[,;:]$/, '')} …`;
}

/**
 * A rule hover's markdown, what to do first: the page's "How to fix" (cut to fit), whether a quick fix does it,
 * then the rule, its severity and section and a link to the page that has the rest (what it flags, why,
 * examples, options). Always under HOVER_BUDGET characters.
 */
export function hoverMarkdown(f: HoverFacts, parts: RuleDocParts | undefined, displayName: string): string {
  const fix = f.hasFix ? '\n\nA quick fix does this: **Quick Fix…** (Ctrl+. or Cmd+.) on the squiggle.' : '';
  const section = f.section && f.section !== '–' ? ` · ${linkSections(f.section, (s, url) => `[${s}](${url})`)}` : '';
  const footer = `\n\n${displayName} \`${f.rule}\` · ${f.severity}${section} · [Why, examples and options](${f.url})`;
  const lead = '**How to fix:** ';
  const body = parts?.howToFix ?? f.description ?? '';
  const room = HOVER_BUDGET - 1 - lead.length - fix.length - footer.length;
  return `${lead}${cutText(body, room)}${fix}${footer}`;
}
