import type { Finding, Severity } from '../../core/rules/types';
import { ruleDocUrl } from '../../core/rules/docs';
import { ChunkedWriter, type Sink } from './chunks';
import { escapeControls } from './escape';

/** Characters Markdown (GitHub's) would read as markup or HTML; backticks stay, as the messages' code spans. */
const MARKUP = /[\\*_[\]<>#|~!{}()+=-]/g;

/**
 * Text from specs made inert in a Markdown comment: control characters shown, line breaks flattened, markup
 * characters backslash-escaped, `&` as an entity and `@` kept from mentioning anyone. Inside a code span a backslash
 * stays visible, which is harmless: no character of the text can open a link, an image or an HTML tag.
 */
export function markdownText(text: string): string {
  return escapeControls(text)
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(MARKUP, (c) => `\\${c}`)
    .replace(/@/g, '@\u200b');
}

const SECTIONS: { severity: Severity; title: string }[] = [
  { severity: 'error', title: 'Breaking changes' },
  { severity: 'warning', title: 'Changes that may break some clients' },
  { severity: 'info', title: 'Other changes' },
];

/** The most findings listed per section; a pull-request comment has a size limit (65 536 characters on GitHub). */
const MAX_PER_SECTION = 200;

/**
 * A changelog for a pull-request comment: a summary line, then the breaking changes, those that may break some
 * clients and the others, each a bullet with the change id (linked to its documentation), the message and the place.
 */
export function writeMarkdown(findings: readonly Finding[], compared: readonly string[], sink: Sink): void {
  const out = new ChunkedWriter(sink);
  const count = (s: Severity) => findings.filter((f) => f.severity === s).length;
  const specs = compared.map((c) => `\`${markdownText(c).replace(/`/g, "'")}\``).join(', ');
  out.write(`## API changes${specs ? ` in ${specs}` : ''}\n\n`);
  if (findings.length === 0) {
    out.write('No changes that clients can see.\n');
    out.flush();
    return;
  }
  out.write(
    `**${count('error')}** breaking, **${count('warning')}** that may break some clients, **${count('info')}** other.\n`,
  );
  for (const { severity, title } of SECTIONS) {
    const list = findings.filter((f) => f.severity === severity);
    if (list.length === 0) continue;
    out.write(`\n### ${title} (${list.length})\n\n`);
    for (const f of list.slice(0, MAX_PER_SECTION)) {
      const where = `${markdownText(f.uri)}:${f.range.start.line + 1}`;
      out.write(`- [\`${f.rule}\`](${ruleDocUrl(f.rule)}) ${markdownText(f.message)} (${where})\n`);
    }
    if (list.length > MAX_PER_SECTION) out.write(`- … and ${list.length - MAX_PER_SECTION} more\n`);
  }
  out.flush();
}
