import * as assert from 'node:assert/strict';
import { detectStyle } from '../../../src/core/fixes/style';
import { applyEdits, LineIndex } from '../../../src/core/fixes/text';

describe('fix text helpers', () => {
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
