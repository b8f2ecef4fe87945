import * as assert from 'node:assert/strict';
import { markdownMessage } from '../../../src/cli/format/markdown';
import { writeGithubActions } from '../../../src/cli/format/github-actions';
import { PLAIN, writeText } from '../../../src/cli/format/text';
import { codeSpan, splitCodeSpans } from '../../../src/core/diff/code-span';
import { diffSpecs } from '../../../src/core/diff/index';
import { writeMarkdown } from '../../../src/cli/format/markdown';

const spec = (props: string) => `openapi: 3.1.0
info: {title: t, version: 1.0.0}
paths:
  /jobs:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  id: {type: integer}
${props}`;

/** The outputs of one comparison, each gathered whole. */
function outputs(base: string, rev: string): { markdown: string; text: string; github: string } {
  const { findings, problems } = diffSpecs({ uri: 'api.yaml', text: base }, { uri: 'api.yaml', text: rev });
  assert.deepEqual(problems, []);
  let markdown = '';
  let text = '';
  let github = '';
  writeMarkdown(findings, ['api.yaml'], (s) => void (markdown += s));
  writeText(findings, 1, PLAIN, (s) => void (text += s));
  writeGithubActions(findings, (s) => void (github += s));
  return { markdown, text, github };
}

describe('diff: code spans in the markdown changelog', () => {
  it('shows a name in a code span as it is, with no escaping backslash (`a_b`, not `a\\_b`)', () => {
    const { markdown } = outputs(spec('                  a_b: {type: string}\n'), spec(''));
    assert.match(markdown, /property `a_b` was removed/);
    assert.doesNotMatch(markdown, /a\\_b/);
  });

  it('fences a name holding backticks and markup longer than its runs, so nothing in it is markup or leaves the span', () => {
    const name = 'x`` <img src=x onerror=alert(1)> [l](http://e.vil) @team`';
    const { markdown, text, github } = outputs(
      spec(
        `                  ${JSON.stringify(name)}: {type: string}\n                  "k\\u001b]52;c;aGk=\\u0007": {type: string}\n`,
      ),
      spec(''),
    );
    // The name's span: three backticks (one more than its longest run), padded, its text untouched inside.
    assert.ok(markdown.includes(`property \`\`\` ${name} \`\`\` was removed`), markdown);
    // Everything outside code spans is inert, the control characters shown in the span, never sent.
    const bullets = markdown.split('\n').filter((l) => l.startsWith('- '));
    assert.equal(bullets.length, 2, markdown);
    const messages = bullets.map((l) => l.replace(/^- \[`[a-z-]+`\]\([^)]*\) /, ''));
    for (const part of splitCodeSpans(messages.join('\n')))
      if ('text' in part) assert.doesNotMatch(part.text, /(?<!\\)[<[]|@team/);
    assert.ok(markdown.includes('`k\\x1b]52;c;aGk=\\x07`'), markdown);
    // The terminal and the GitHub annotations keep showing control characters, never sending them.
    for (const out of [markdown, text, github]) assert.doesNotMatch(out, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    assert.match(text, /k\\x1b\]52;c;aGk=\\x07/);
    assert.match(github, /k\\x1b\]52;c;aGk=\\x07/);
  });

  it('codeSpan fences and pads what it must; splitCodeSpans reads spans as CommonMark does', () => {
    assert.equal(codeSpan('a_b'), '`a_b`');
    assert.equal(codeSpan('a`b'), '``a`b``');
    assert.equal(codeSpan('`a'), '`` `a ``');
    assert.equal(codeSpan(''), '`  `');
    assert.deepEqual(splitCodeSpans('a `b` c ``d`e`` `f'), [
      { text: 'a ' },
      { code: 'b', fence: '`' },
      { text: ' c ' },
      { code: 'd`e', fence: '``' },
      { text: ' `f' },
    ]);
    // Outside spans markup and a lone backtick are escaped; inside, nothing.
    assert.equal(markdownMessage('a_b `c_d` `e'), 'a\\_b `c_d` \\`e');
  });
});
