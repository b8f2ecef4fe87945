import * as assert from 'node:assert/strict';
import { detectStyle } from '../../../src/core/fixes/style';
import { applyEdits, diffLines, LineIndex } from '../../../src/core/fixes/text';

describe('fix text helpers', () => {
  it('diffs by lines into edits that rebuild the new text, with any line breaks', () => {
    const cases: [string, string][] = [
      ['a\nb\nc\n', 'a\nx\nb\nc\ny\n'],
      ['a\r\nb\r\n', 'a\r\nb\r\nc\r\n'],
      ['a\nb', 'a\nb\nc'],
      ['', 'x\n'],
      ['x\n', ''],
      ['a\nb\nc\nd\ne\n', 'a\nc\nd2\ne\nf\n'],
    ];
    for (const [a, b] of cases) assert.equal(applyEdits(a, diffLines(a, b)), b, JSON.stringify([a, b]));
    assert.deepEqual(diffLines('a\nb\nc\nd\n', 'a\nx\nb\nc\ny\nd\n'), [
      { span: { start: 2, end: 2 }, newText: 'x\n' },
      { span: { start: 6, end: 6 }, newText: 'y\n' },
    ]);
    for (let seed = 1; seed < 400; seed++) {
      let s = seed;
      const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
      const lines = (n: number) => Array.from({ length: n }, () => `${Math.floor(rnd() * 4)}\n`).join('');
      const a = lines(Math.floor(rnd() * 10));
      const b = lines(Math.floor(rnd() * 10));
      assert.equal(applyEdits(a, diffLines(a, b)), b);
    }
  });

  it('applies edits at one offset in the order given, and refuses overlaps', () => {
    assert.equal(
      applyEdits('ab', [
        { span: { start: 1, end: 1 }, newText: 'x' },
        { span: { start: 1, end: 1 }, newText: 'y' },
      ]),
      'axyb',
    );
    assert.throws(() =>
      applyEdits('abc', [
        { span: { start: 0, end: 2 }, newText: '' },
        { span: { start: 1, end: 3 }, newText: '' },
      ]),
    );
  });

  it('maps offsets to lines and characters across CRLF', () => {
    const index = new LineIndex('ab\r\ncd\nef');
    assert.deepEqual(index.position(5), { line: 1, character: 1 });
    assert.deepEqual(index.range({ start: 8, end: 9 }), {
      start: { line: 2, character: 1 },
      end: { line: 2, character: 2 },
    });
  });

  it("reads a file's style: indentation, quotes, line breaks, sequences, flow spacing", () => {
    const yaml = 'a:\r\n    b:\r\n        "200":\r\n            $ref: "#/x"\r\n    list:\r\n    -   x: {y: 1}\r\n';
    assert.deepEqual(detectStyle(yaml, 'yaml'), {
      format: 'yaml',
      eol: '\r\n',
      unit: '    ',
      statusQuote: '"',
      quote: '"',
      seqIndent: false,
      flowSpace: false,
      itemOffset: 4,
    });
    assert.deepEqual(detectStyle("a:\n  200:\n    d: { x: 'y' }\n  l:\n    - q\n", 'yaml'), {
      format: 'yaml',
      eol: '\n',
      unit: '  ',
      statusQuote: '',
      quote: "'",
      seqIndent: true,
      flowSpace: true,
      itemOffset: 2,
    });
    assert.equal(detectStyle('{\n\t"a": 1\n}', 'json').unit, '\t');
    assert.equal(detectStyle('{"a":1}', 'json').unit, '');
  });
});
