import * as assert from 'node:assert/strict';
import { ParsedSource } from '../../../src/core/document/source';
import type { Position } from '../../../src/core/document/types';

/** Line and character of `offset` counted one character at a time: `\n`, `\r\n` and a lone `\r` each end a line. */
function slowPosition(text: string, offset: number): Position {
  const o = Math.max(0, Math.min(offset, text.length));
  let line = 0;
  let start = 0;
  for (let i = 0; i < o; i++) {
    const c = text[i];
    if (c === '\r' && text[i + 1] === '\n') {
      if (i + 1 >= o) break;
      i++;
    }
    if (c === '\n' || c === '\r') {
      line++;
      start = i + 1;
    }
  }
  return { line, character: o - start };
}

function positions(text: string): Position[] {
  const doc = new ParsedSource('t.yaml', text, 'yaml');
  const out: Position[] = [];
  for (let o = -1; o <= text.length + 1; o++) out.push(doc.positionAt(o));
  return out;
}

describe('SourceDocument positions', () => {
  it('counts lines ended by \\n, \\r\\n and a lone \\r', () => {
    const doc = new ParsedSource('t.yaml', 'a\nbc\r\nd\re\n', 'yaml');
    assert.deepEqual(
      [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11].map((o) => doc.positionAt(o)),
      [
        { line: 0, character: 0 },
        { line: 0, character: 1 },
        { line: 1, character: 0 },
        { line: 1, character: 2 },
        { line: 1, character: 3 },
        { line: 2, character: 0 },
        { line: 2, character: 1 },
        { line: 3, character: 0 },
        { line: 3, character: 1 },
        { line: 4, character: 0 },
        { line: 4, character: 0 },
      ],
    );
    assert.deepEqual(doc.rangeOf({ start: 2, end: 7 }), {
      start: { line: 1, character: 0 },
      end: { line: 2, character: 1 },
    });
  });

  it('clamps offsets outside the text and handles an empty text', () => {
    const doc = new ParsedSource('t.yaml', 'ab\ncd', 'yaml');
    assert.deepEqual(doc.positionAt(-5), { line: 0, character: 0 });
    assert.deepEqual(doc.positionAt(99), { line: 1, character: 2 });
    assert.deepEqual(new ParsedSource('t.yaml', '', 'yaml').positionAt(3), { line: 0, character: 0 });
  });

  it('agrees with a character-by-character count on texts with every kind of line end', () => {
    const pieces = ['a', 'bc', ' ', '\n', '\r\n', '\r', 'é', '😀', '\n\n', '\r\r'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 200; n++) {
      let text = '';
      const len = next() % 30;
      for (let i = 0; i < len; i++) text += pieces[next() % pieces.length];
      const expected: Position[] = [];
      for (let o = -1; o <= text.length + 1; o++) expected.push(slowPosition(text, o));
      assert.deepEqual(positions(text), expected, JSON.stringify(text));
    }
  });
});
