import type { Position, Range, Span } from '../document/types';

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
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: offset - this.starts[lo] };
  }

  range(span: Span): Range {
    return { start: this.position(span.start), end: this.position(span.end) };
  }
}

/** Splits a text into lines that keep their line breaks. */
function splitLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

/**
 * The edits that turn `before` into `after`, one per run of changed lines (a Myers diff over lines), so an
 * editor keeps its markers, folding and cursor in the untouched parts.
 */
export function diffLines(before: string, after: string): TextEdit[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops = myers(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  const offsets = [0];
  for (const line of a) offsets.push(offsets[offsets.length - 1] + line.length);
  const edits: TextEdit[] = [];
  let i = 0;
  let j = 0;
  let k = 0;
  while (k < ops.length) {
    if (ops[k] === '=') {
      i++;
      j++;
      k++;
      continue;
    }
    const from = i;
    let inserted = '';
    while (k < ops.length && ops[k] !== '=') {
      if (ops[k] === '-') i++;
      else inserted += b[head + j++];
      k++;
    }
    edits.push({ span: { start: offsets[head + from], end: offsets[head + i] }, newText: inserted });
  }
  return edits;
}

/** The shortest edit script from `a` to `b`: '=' keep, '-' delete from a, '+' insert from b. */
function myers(a: readonly string[], b: readonly string[]): ('=' | '-' | '+')[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const v = new Int32Array(2 * max + 2);
  const trace: Int32Array[] = [];
  let found = max === 0;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[max + k - 1] < v[max + k + 1]) ? v[max + k + 1] : v[max + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[max + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  const ops: ('=' | '-' | '+')[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0 && (x > 0 || y > 0); d--) {
    const vd = trace[d];
    const k = x - y;
    const prevK = k === -d || (k !== d && vd[max + k - 1] < vd[max + k + 1]) ? k + 1 : k - 1;
    const prevX = vd[max + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push('=');
      x--;
      y--;
    }
    if (d === 0) break;
    ops.push(x === prevX ? '+' : '-');
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}
