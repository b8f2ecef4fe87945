import type { Finding, Severity } from '../../core/rules/types';
import { codeSpan, splitCodeSpans } from '../../core/diff/code-span';
import { ruleDocUrl } from '../../core/rules/docs';
import { ChunkedWriter, type Sink } from './chunks';
import { escapeControls } from './escape';

/** Characters Markdown (GitHub's) would read as markup or HTML, backticks included (they would open a code span). */
const MARKUP = /[\\`*_[\]<>#|~!{}()+=-]/g;

/** Control characters shown, line breaks flattened: text that stays on its line. */
function oneLine(text: string): string {
  return escapeControls(text).replace(/[\r\n\t]+/g, ' ');
}

/**
 * Text from specs made inert in a Markdown comment, outside code spans: control characters shown, line breaks
 * flattened, markup characters backslash-escaped, `&` as an entity and `@` kept from mentioning anyone.
 */
export function markdownText(text: string): string {
  return oneLine(text)
    .replace(/&/g, '&amp;')
    .replace(MARKUP, (c) => `\\${c}`)
    .replace(/@/g, '@\u200b');
}

/**
 * A message made inert in a Markdown comment: its code spans (names quoted with `codeSpan`, each fenced longer than
 * any backtick run inside) kept as spans, their text as it is (nothing inside a code span is markup, so nothing is
 * escaped there: `` `a_b` `` shows `a_b`); the text between them as `markdownText` makes it.
 */
export function markdownMessage(message: string): string {
  return splitCodeSpans(message)
    .map((p) => ('code' in p ? `${p.fence}${oneLine(p.code)}${p.fence}` : markdownText(p.text)))
    .join('');
}

const SECTIONS: { severity: Severity; title: string }[] = [
  { severity: 'error', title: 'Breaking changes' },
  { severity: 'warning', title: 'Changes that may break some clients' },
  { severity: 'info', title: 'Other changes' },
];

/** The most characters GitHub takes in a pull-request comment (its API refuses longer bodies). */
export const GITHUB_COMMENT_MAX = 65_536;

/** Room kept for the closing note that says what was left out (it is about 200 characters). */
const NOTE_ROOM = 400;

/**
 * A changelog for a pull-request comment: a summary line, then the breaking changes, those that may break some
 * clients and the others, each a bullet with the change id (linked to its documentation), the message and the place.
 * It stays within GitHub's comment size: bullets are listed in that order while they fit, and a closing note says
 * how many were left out and how to get them all.
 */
export function writeMarkdown(findings: readonly Finding[], compared: readonly string[], sink: Sink): void {
  const out = new ChunkedWriter(sink);
  let used = 0;
  const write = (text: string) => {
    used += text.length;
    out.write(text);
  };
  const count = (s: Severity) => findings.filter((f) => f.severity === s).length;
  const specs = compared.map((c) => codeSpan(oneLine(c))).join(', ');
  write(`## API changes${specs ? ` in ${specs}` : ''}\n\n`);
  if (findings.length === 0) {
    write('No changes that clients can see.\n');
    out.flush();
    return;
  }
  write(
    `**${count('error')}** breaking, **${count('warning')}** that may break some clients, **${count('info')}** other.\n`,
  );
  const room = GITHUB_COMMENT_MAX - NOTE_ROOM;
  let left = 0;
  for (const { severity, title } of SECTIONS) {
    const list = findings.filter((f) => f.severity === severity);
    if (list.length === 0) continue;
    const heading = `\n### ${title} (${list.length})\n\n`;
    if (used + heading.length > room) {
      left += list.length;
      continue;
    }
    write(heading);
    let listed = 0;
    for (const f of list) {
      const where = `${markdownText(f.uri)}:${f.range.start.line + 1}`;
      const bullet = `- [\`${f.rule}\`](${ruleDocUrl(f.rule)}) ${markdownMessage(f.message)} (${where})\n`;
      if (used + bullet.length > room) break;
      write(bullet);
      listed++;
    }
    if (listed < list.length) {
      left += list.length - listed;
      write(`- … and ${list.length - listed} more\n`);
    }
  }
  if (left > 0)
    write(
      `\n${left} of the ${findings.length} changes are not listed, to fit a pull-request comment ` +
        `(${GITHUB_COMMENT_MAX} characters on GitHub). \`rest-conventions diff --format json\` (or \`text\`) lists them all.\n`,
    );
  out.flush();
}
