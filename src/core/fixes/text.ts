import type { Position, Range, Span } from '../document/types';
import { lastAtMost } from '../../shared/sorted-search';

/** A replacement inside one text: `span` becomes `newText`. */
export interface TextEdit {
  span: Span;
  newText: string;
}

/** The offset where the line holding `offset` starts. */
export function lineStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

/** The offset of the line break ending the line that holds `offset` (the text's length on the last line). */
export function lineEnd(text: string, offset: number): number {
  let i = offset;
  while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

/** The offset just after the line break ending the line that holds `offset`. */
export function nextLineStart(text: string, offset: number): number {
  const end = lineEnd(text, offset);
  if (text[end] === '\r' && text[end + 1] === '\n') return end + 2;
  return end < text.length ? end + 1 : end;
}

/** How far `offset` is from the start of its line. */
export function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** True when only spaces and tabs lie between the start of the line and `offset`. */
export function startsLine(text: string, offset: number): boolean {
  return /^[ \t]*$/.test(text.slice(lineStart(text, offset), offset));
}

/** Applies non-overlapping edits (offsets into `text`); edits at the same offset keep their order. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = edits.map((e, i) => ({ e, i })).sort((a, b) => a.e.span.start - b.e.span.start || a.i - b.i);
  let out = '';
  let at = 0;
  for (const { e } of sorted) {
    if (e.span.start < at) throw new Error('Overlapping edits');
    out += text.slice(at, e.span.start) + e.newText;
    at = e.span.end;
  }
  return out + text.slice(at);
}

/** Converts offsets into 0-based line/character positions of one text. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      }
    }
  }

  position(offset: number): Position {
    const line = lastAtMost(this.starts, this.starts.length, offset);
    return { line, character: offset - this.starts[line] };
  }

  range(span: Span): Range {
    return { start: this.position(span.start), end: this.position(span.end) };
  }
}
