import { changeInfo } from '../diff/catalogue';

/** Where each rule's documentation lives: `docs/rules/<id>.md` in the repository. */
export const RULE_DOCS_BASE = 'https://github.com/rest-conventions/rest-conventions/blob/main/docs/rules/';

/** Where the conventions the rules and their messages cite (`§4`, `§2.4`) are written out: `docs/conventions.md`. */
export const CONVENTIONS_URL = 'https://github.com/rest-conventions/rest-conventions/blob/main/docs/conventions.md';

/** The numbered points of the sections of docs/conventions.md that have them (its `s2-1` … anchors). */
const POINTS: Readonly<Record<string, number>> = { '2': 5, '5': 4, '8': 2 };

/** A § reference: `§4` or `§2.4` (a fixed pattern, never built from input). */
const SECTION_REF = /§([1-9])(?:\.(\d{1,2}))?/g;

/** The page listing every change id of `rest-conventions diff` (docs/diff-changes.md), one anchor per id. */
const CHANGE_DOCS = 'https://github.com/rest-conventions/rest-conventions/blob/main/docs/diff-changes.md#';

/**
 * The documentation URL of a rule (or of a change id of `rest-conventions diff`, whose findings go through the same
 * formatters), used by the CLI's output, SARIF and the editor's diagnostic links.
 */
export function ruleDocUrl(id: string): string {
  if (changeInfo(id)) return `${CHANGE_DOCS}${encodeURIComponent(id)}`;
  return `${RULE_DOCS_BASE}${encodeURIComponent(id)}.md`;
}

/**
 * The URL of a section of the conventions (`§2.4` → `…/conventions.md#s2-4`, `§4` → `#s4`); a point the page does not
 * number links to its section. `undefined` for anything that is not a § reference.
 */
export function conventionUrl(section: string): string | undefined {
  SECTION_REF.lastIndex = 0;
  const m = SECTION_REF.exec(section);
  if (!m || m.index !== 0 || m[0].length !== section.length) return undefined;
  const point =
    m[2] !== undefined && Number(m[2]) >= 1 && Number(m[2]) <= (POINTS[m[1]] ?? 0) ? `-${Number(m[2])}` : '';
  return `${CONVENTIONS_URL}#s${m[1]}${point}`;
}

/** The § references in a text (`§4`, `§2.4`), each once, in the order they first appear. */
export function citedSections(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(SECTION_REF), (m) => m[0]))];
}

/** A text with each § reference replaced by what `link` makes of it and its URL (a markdown link, say). */
export function linkSections(text: string, link: (section: string, url: string) => string): string {
  return text.replace(SECTION_REF, (ref) => link(ref, conventionUrl(ref)!));
}
