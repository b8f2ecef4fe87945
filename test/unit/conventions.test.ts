import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatText, PLAIN } from '../../src/cli/format/text';
import type { Finding } from '../../src/core/rules/types';
import { citedSections, conventionUrl, CONVENTIONS_URL, ruleDocUrl } from '../../src/core/rules/docs';
import { CATALOGUE } from '../../src/core/rules/index';
import { hoverMarkdown } from '../../src/extension/hover-text';

const root = join(__dirname, '..', '..');
const page = readFileSync(join(root, 'docs', 'conventions.md'), 'utf8');
/** The anchors docs/conventions.md defines (`<a id="s2-4"></a>`). */
const anchors = new Set(Array.from(page.matchAll(/<a id="([\w-]+)"><\/a>/g), (m) => m[1]));

describe('docs/conventions.md: the § the rules and their messages cite', () => {
  it('has §1 to §9, each a heading under its anchor', () => {
    for (let n = 1; n <= 9; n++) {
      assert.ok(anchors.has(`s${n}`), `anchor s${n}`);
      assert.match(page, new RegExp(`<a id="s${n}"></a>\\n\\n## §${n} `), `§${n} heading`);
    }
  });

  it('links each § a rule names, a rule page mentions or a rule message cites to an anchor the page has', () => {
    const sources = readdirSync(join(root, 'src', 'core', 'rules'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(join(root, 'src', 'core', 'rules', f), 'utf8'));
    const pages = readdirSync(join(root, 'docs', 'rules')).map((f) =>
      readFileSync(join(root, 'docs', 'rules', f), 'utf8'),
    );
    const cited = new Set([...CATALOGUE.map((r) => r.section), ...sources, ...pages].flatMap(citedSections));
    assert.ok(cited.has('§2.4') && cited.has('§4') && cited.has('§8'), [...cited].join(' '));
    for (const ref of cited) {
      const url = conventionUrl(ref) ?? '';
      assert.ok(url.startsWith(`${CONVENTIONS_URL}#`), `${ref} → ${url}`);
      assert.ok(anchors.has(url.split('#')[1]), `${ref}: docs/conventions.md has #${url.split('#')[1]}`);
    }
  });

  it('finds § references by a fixed pattern: a numbered point, else its section; nothing else is one', () => {
    assert.equal(conventionUrl('§2.4'), `${CONVENTIONS_URL}#s2-4`);
    assert.equal(conventionUrl('§4'), `${CONVENTIONS_URL}#s4`);
    assert.equal(conventionUrl('§4.2'), `${CONVENTIONS_URL}#s4`, '§4 numbers no points');
    assert.equal(conventionUrl('§2.9'), `${CONVENTIONS_URL}#s2`, '§2 has five points');
    for (const not of ['§0', '§10', 'x§4', '§4 ', '4', '§'] as const) assert.equal(conventionUrl(not), undefined, not);
    assert.deepEqual(citedSections('JSON (§2.4); see §4, §2.4 and §5, §7.'), ['§2.4', '§4', '§5', '§7']);
  });

  it('the CLI lists the § its messages cite with their links, after the rule pages', () => {
    const at = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
    const findings = [
      { rule: 'list-sort-param', severity: 'info', message: 'lists take `sort` (§4).', uri: 'a.yaml', range: at },
      {
        rule: 'json-media-type',
        severity: 'warning',
        message: 'representations are JSON (§2.4).',
        uri: 'a.yaml',
        range: at,
      },
    ] as Finding[];
    const lines = formatText(findings, 1, PLAIN).split('\n');
    const from = lines.indexOf('Conventions cited:');
    assert.ok(from > lines.indexOf('Rule documentation:'), lines.join('\n'));
    assert.deepEqual(lines.slice(from, from + 4), [
      'Conventions cited:',
      `  §2.4  ${CONVENTIONS_URL}#s2-4`,
      `  §4    ${CONVENTIONS_URL}#s4`,
      '',
    ]);
    const none = formatText([{ ...findings[0], message: 'no reference' }], 1, PLAIN);
    assert.ok(!none.includes('Conventions cited'), none);
  });

  it('a hover links its rule’s § to the page', () => {
    const md = hoverMarkdown(
      {
        rule: 'auth-error-responses',
        severity: 'warning',
        section: '§5, §7',
        url: ruleDocUrl('auth-error-responses'),
        hasFix: false,
      },
      { howToFix: 'Add them.' },
      'REST Conventions',
    );
    assert.ok(md.includes(`· [§5](${CONVENTIONS_URL}#s5), [§7](${CONVENTIONS_URL}#s7) ·`), md);
  });
});
