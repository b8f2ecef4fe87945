import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXERS } from '../../../src/core/fixes/index';
import { CATALOGUE } from '../../../src/core/rules';
import { conventionUrl, ruleDocUrl } from '../../../src/core/rules/docs';
import { cutText, HOVER_BUDGET, hoverMarkdown, ruleDocParts } from '../../../src/extension/hover-text';

const root = join(__dirname, '..', '..', '..');

function hoverOf(rule: string, severity: string, section: string, description: string): string {
  const parts = ruleDocParts(readFileSync(join(root, 'docs', 'rules', `${rule}.md`), 'utf8'));
  return hoverMarkdown(
    { rule, severity, section, description, url: ruleDocUrl(rule), hasFix: rule in FIXERS },
    parts,
    'REST Conventions',
  );
}

describe('rule hovers: what to do first, in under 600 characters', () => {
  it('leads every rule’s hover with how to fix it, ends with the link to its page, and stays under the budget', () => {
    for (const r of CATALOGUE) {
      const text = hoverOf(r.id, r.defaultSeverity, r.section, r.description);
      assert.ok(text.length < HOVER_BUDGET, `${r.id}: ${text.length} characters`);
      assert.ok(text.startsWith('**How to fix:** '), r.id);
      assert.ok(text.endsWith(`· [Why, examples and options](${ruleDocUrl(r.id)})`), r.id);
      const fixLine = text.split('\n\n')[0];
      assert.equal((fixLine.match(/`/g) ?? []).length % 2, 0, `${r.id}: no code span is cut open`);
    }
  });

  it('shows a short page whole, says when a quick fix does it, and names the rule, severity and section', () => {
    assert.equal(
      hoverOf('create-returns-201', 'warning', '§4', ''),
      '**How to fix:** Answer `201` for a create. If the POST does not create anything (an action, a search), it does not belong on a collection: give it a resource of its own, or turn this rule off for that line.' +
        '\n\nA quick fix does this: **Quick Fix…** (Ctrl+. or Cmd+.) on the squiggle.' +
        `\n\nREST Conventions \`create-returns-201\` · warning · [§4](${conventionUrl('§4')}) · [Why, examples and options](${ruleDocUrl('create-returns-201')})`,
    );
    const noFix = hoverMarkdown(
      {
        rule: 'x',
        severity: 'info',
        section: '–',
        description: 'Do the thing.',
        url: 'https://e.x/x.md',
        hasFix: false,
      },
      undefined,
      'RC',
    );
    assert.equal(
      noFix,
      '**How to fix:** Do the thing.\n\nRC `x` · info · [Why, examples and options](https://e.x/x.md)',
    );
  });

  it('cuts a long text after a sentence, else at a space, never inside a code span', () => {
    assert.equal(cutText('Short.\nText.', 40), 'Short. Text.');
    assert.equal(cutText('One sentence here. Another sentence that goes on and on.', 30), 'One sentence here. …');
    assert.equal(cutText('Use `a long code span that must not be cut` then more words', 30), 'Use …');
    assert.equal(cutText('Words and words, more words and words', 20), 'Words and words …');
  });
});
