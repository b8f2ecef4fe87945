import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CATALOGUE } from '../../src/core/rules/index';
import { linkSections } from '../../src/core/rules/docs';

const docsDir = path.resolve(__dirname, '../../docs/rules');

/** The `## ` headings of a markdown text, in order, ignoring those inside code blocks. */
function headings(md: string): string[] {
  let fenced = false;
  const out: string[] = [];
  for (const line of md.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced && line.startsWith('## ')) out.push(line.slice(3).trim());
  }
  return out;
}

/** The text under one `## ` heading, up to the next one. */
function section(md: string, title: string): string {
  const start = md.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const rest = md.slice(start + title.length + 5);
  const next = rest.search(/\n## /);
  return next < 0 ? rest : rest.slice(0, next);
}

describe('docs/rules: one page per catalogue rule, on the template', () => {
  for (const rule of CATALOGUE) {
    it(rule.id, () => {
      const file = path.join(docsDir, `${rule.id}.md`);
      assert.ok(existsSync(file), `docs/rules/${rule.id}.md is missing`);
      const md = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
      const lines = md.split('\n');
      assert.equal(lines[0], `# ${rule.id}`);
      const meta = lines.find((l) => l.startsWith('**Severity:**'));
      assert.ok(meta, 'a **Severity:** line');
      assert.match(meta, new RegExp(`^\\*\\*Severity:\\*\\* ${rule.defaultSeverity} · \\*\\*Convention:\\*\\* `));
      const linked = linkSections(rule.section, (ref, url) => `[${ref}](../conventions.md#${url.split('#')[1]})`);
      assert.ok(meta.includes(`**Convention:** ${linked}`), `the Convention names and links ${rule.section}: ${meta}`);

      const options = Object.keys(rule.options ?? {});
      const expected = [
        'What it flags',
        'Why',
        'Failing example',
        'Passing example',
        'How to fix',
        ...(options.length ? ['Options'] : []),
        'Turning it off',
      ];
      assert.deepEqual(headings(md), expected);
      for (const title of expected) assert.ok(section(md, title).trim().length > 0, `"${title}" has content`);
      assert.match(section(md, 'Failing example'), /```ya?ml\n[\s\S]+?\n```/);
      assert.match(section(md, 'Passing example'), /```ya?ml\n[\s\S]+?\n```/);
      for (const o of options) assert.ok(section(md, 'Options').includes(o), `option ${o} is documented`);
      const off = section(md, 'Turning it off');
      assert.ok(off.includes('.rest-conventions.yaml'), 'names .rest-conventions.yaml');
      assert.match(off, new RegExp(`rules:\\s*\\n\\s+${rule.id}: off`), 'shows the config snippet');
      assert.ok(off.includes(`# rest-conventions-disable-next-line ${rule.id}`), 'shows the inline comment');
    });
  }
});
