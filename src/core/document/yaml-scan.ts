import { blockScalarValue, doubleQuotedValue, singleQuotedValue, unfoldLines } from './yaml-scalars';
import { trimSpanEnd } from './yaml-ast';
import { isEmptyCode, isFlowIndicator } from './yaml-chars';

/** Thrown when the text leaves the YAML subset the fast parser handles; the full composer takes over. */
export class Unsupported extends Error {
  constructor(
    readonly at: number,
    reason: string,
  ) {
    super(`${reason} (offset ${at})`);
  }
}

/** `nextLine` result: the next content line is a `---` or `...` document marker. */
export const DOC_MARKER = -2;
/** `nextLine` result: no content is left. */
export const END = -1;

/** How a plain scalar's first line stopped. */
export const enum PlainStop {
  Eol,
  Comment,
  Key,
}

/**
 * Line and scalar scanning for the fast YAML parser. Positions are UTF-16 offsets; `pos` is the cursor.
 * Every method either consumes well-formed input exactly as the `yaml` package reads it, or throws
 * `Unsupported` so that the slow path decides (and reports any error with its own positions).
 */
export class YamlScanner {
  pos = 0;
  /** Indent of the content line at `pos` after `nextLine`, or END / DOC_MARKER. */
  lineIndent = END;
  /** Span of the value the last parse call produced. */
  vs = 0;
  ve = 0;
  protected readonly len: number;

  constructor(readonly text: string) {
    this.len = text.length;
  }

  protected bail(reason: string, at = this.pos): never {
    throw new Unsupported(at, reason);
  }

  /** From a line start: skips blank and comment lines, leaves `pos` on the first content character. */
  nextLine(): number {
    const t = this.text;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      let i = p;
      while (t.charCodeAt(i) === 32) i++;
      const c = t.charCodeAt(i);
      if (c === 10) p = i + 1;
      else if (c === 13) p = i + 2;
      else if (c === 35) {
        const nl = t.indexOf('\n', i);
        p = nl < 0 ? len : nl + 1;
      } else if (c === 9) this.bail('a tab in indentation', i);
      else if (i >= len) p = len;
      else {
        this.pos = i;
        if (i === p && (c === 45 || c === 46) && this.isDocMarker(i)) return DOC_MARKER;
        return i - p;
      }
    }
    this.pos = len;
    return END;
  }

  protected isDocMarker(i: number): boolean {
    const t = this.text;
    const c = t.charCodeAt(i);
    return t.charCodeAt(i + 1) === c && t.charCodeAt(i + 2) === c && isEmptyCode(t.charCodeAt(i + 3));
  }

  /** After a node: allows spaces and a comment, then moves past the line break (or to the end). */
  endOfLine(): void {
    const t = this.text;
    let p = this.pos;
    let c = t.charCodeAt(p);
    while (c === 32 || c === 9) c = t.charCodeAt(++p);
    if (c === 35) {
      const prev = t.charCodeAt(p - 1);
      if (prev !== 32 && prev !== 9) this.bail('a comment without a space before it', p);
      const nl = t.indexOf('\n', p);
      this.pos = nl < 0 ? this.len : nl + 1;
      return;
    }
    if (c === 10) this.pos = p + 1;
    else if (c === 13) this.pos = p + 2;
    else if (p >= this.len) this.pos = p;
    else this.bail('unexpected text after a value', p);
  }

  /** `endOfLine` then `nextLine`, recording the next line's indent. */
  finishLine(): void {
    this.endOfLine();
    this.lineIndent = this.nextLine();
  }

  /** Skips spaces and tabs on the current line; returns the new position. */
  protected skipInline(p: number): number {
    const t = this.text;
    let c = t.charCodeAt(p);
    while (c === 32 || c === 9) c = t.charCodeAt(++p);
    return p;
  }

  /** The column of an offset. */
  protected columnOf(p: number): number {
    return p - (this.text.lastIndexOf('\n', p - 1) + 1);
  }

  /** Reads an anchor or alias name after `&`/`*` at `p`; leaves `pos` after it. */
  protected readName(p: number): string {
    const t = this.text;
    let i = p + 1;
    for (;;) {
      const c = t.charCodeAt(i);
      if (isEmptyCode(c) || isFlowIndicator(c)) break;
      i++;
    }
    const name = t.slice(p + 1, i);
    if (name === '' || name.endsWith(':')) this.bail('an unusual anchor or alias name', p);
    this.pos = i;
    return name;
  }

  /**
   * Scans one line of a block plain scalar from `p`. Sets `ve` to the end of its text and `pos` to where it
   * stopped (the line break, the space before `#`, or the `:` of a key).
   */
  protected plainLine(p: number): PlainStop {
    const t = this.text;
    let end = p;
    let i = p;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === 58) {
        if (isEmptyCode(t.charCodeAt(i + 1))) {
          this.ve = end;
          this.pos = i;
          return PlainStop.Key;
        }
        end = ++i;
      } else if (c === 32 || c === 9) {
        if (t.charCodeAt(i + 1) === 35) {
          this.ve = end;
          this.pos = i;
          return PlainStop.Comment;
        }
        i++;
      } else if (c === 10 || c === 13 || c !== c) {
        this.ve = end;
        this.pos = i;
        return PlainStop.Eol;
      } else {
        end = ++i;
      }
    }
  }

  /**
   * A block plain scalar value starting at `p` whose first line ended at a line break: follows continuation
   * lines indented more than `n`. Returns the raw value (folded when it spans lines); sets `vs`/`ve`.
   */
  protected plainMultiline(p: number, n: number): string {
    const t = this.text;
    let end = this.ve;
    let lineEnd = this.pos;
    let multi = false;
    for (;;) {
      if (lineEnd >= this.len) break;
      let q = lineEnd + (t.charCodeAt(lineEnd) === 13 ? 2 : 1);
      let k = 0;
      let c = t.charCodeAt(q);
      while (c === 32) c = t.charCodeAt(q + ++k);
      if (c === 9) this.bail('a tab in indentation', q + k);
      if (c === 10 || c === 13) {
        lineEnd = q + k;
        continue;
      }
      if (c !== c || k <= n || c === 35) break;
      q += k;
      const stop = this.plainLine(q);
      if (stop === PlainStop.Key) this.bail('a multi-line implicit key', q);
      multi = true;
      end = this.ve;
      lineEnd = this.pos;
      if (stop === PlainStop.Comment) break;
    }
    return this.takePlain(p, end, multi);
  }

  /**
   * A quoted scalar at `pos` (`"` or `'`); lines inside must be indented more than `n`. Returns the value,
   * sets `vs`/`ve` and moves `pos` after the closing quote. `singleLine` bails on line breaks (keys).
   */
  protected quoted(n: number, singleLine: boolean): string {
    const t = this.text;
    const start = this.pos;
    const dq = t.charCodeAt(start) === 34;
    let p = start + 1;
    let simple = true;
    for (;;) {
      const c = t.charCodeAt(p);
      if (dq && c === 34) break;
      if (!dq && c === 39) {
        if (t.charCodeAt(p + 1) !== 39) break;
        simple = false;
        p += 2;
      } else if (dq && c === 92) {
        simple = false;
        const e = t.charCodeAt(p + 1);
        if (e === 10 || e === 13) p += 1;
        else p += 2;
      } else if (c === 10 || c === 13) {
        if (singleLine) this.bail('a multi-line key', p);
        simple = false;
        p = this.continuation(p, n);
      } else if (c !== c) {
        this.bail('an unterminated quoted scalar', start);
      } else {
        p++;
      }
    }
    const end = p + 1;
    this.vs = start;
    this.ve = end;
    this.pos = end;
    if (simple) return t.slice(start + 1, p);
    const source = t.slice(start, end);
    if (!dq) return singleQuotedValue(source);
    const v = doubleQuotedValue(source);
    if (v === undefined) this.bail('an invalid escape', start);
    return v;
  }

  /** At a line break inside a quoted scalar: checks that the next line continues it, returns its start. */
  private continuation(p: number, n: number): number {
    const t = this.text;
    const q = p + (t.charCodeAt(p) === 13 ? 2 : 1);
    let k = 0;
    let c = t.charCodeAt(q);
    while (c === 32) c = t.charCodeAt(q + ++k);
    if (c === 10 || c === 13) return q + k;
    if (c === 9 || c !== c || k <= n) this.bail('a quoted scalar line that is not indented enough', q);
    if (n < 0 && k === 0 && this.isDocMarker(q)) this.bail('a document marker inside a quoted scalar', q);
    return q + k;
  }

  /**
   * A block scalar (`|` or `>`) at `pos` inside a collection indented `n`. Returns the value, sets `vs`/`ve`,
   * leaves `pos` at the start of the first line after it.
   */
  protected blockScalar(n: number): string {
    const t = this.text;
    const start = this.pos;
    const literal = t.charCodeAt(start) === 124;
    let p = start + 1;
    let chomp = '';
    let explicit = 0;
    let c = t.charCodeAt(p);
    for (;;) {
      if ((c === 45 || c === 43) && chomp === '') chomp = c === 45 ? '-' : '+';
      else if (c >= 49 && c <= 57 && explicit === 0) explicit = c - 48;
      else break;
      c = t.charCodeAt(++p);
    }
    if (!isEmptyCode(c) || n < 0) this.bail('an unusual block scalar header', p);
    this.pos = p;
    this.endOfLine();
    const contentStart = this.pos;
    let q = contentStart;
    let contentIndent = -1;
    let end = q;
    while (q < this.len) {
      let k = 0;
      c = t.charCodeAt(q);
      while (c === 32) c = t.charCodeAt(q + ++k);
      if (c === 10 || c === 13) {
        q += k + (c === 13 ? 2 : 1);
        continue;
      }
      if (c !== c) {
        q = this.len;
        break;
      }
      const least = contentIndent < 0 ? n + 1 : contentIndent;
      if (k < least) {
        if (c === 9) this.bail('a tab in block scalar indentation', q + k);
        break;
      }
      if (contentIndent < 0) {
        if (explicit > 0 && k < n + explicit) this.bail('a block scalar less indented than its indicator says', q);
        contentIndent = explicit > 0 ? n + explicit : k;
      }
      const nl = t.indexOf('\n', q + k);
      q = nl < 0 ? this.len : nl + 1;
      end = q;
    }
    const stop = q;
    const value = blockScalarValue(t.slice(contentStart, stop), literal, chomp, n, explicit);
    if (value === undefined) this.bail('a block scalar with more-indented leading blank lines', contentStart);
    this.vs = start;
    this.ve = trimSpanEnd(t, start, contentIndent < 0 ? contentStart : end);
    this.pos = stop;
    return value;
  }

  /**
   * A flow plain scalar at `pos` (inside `[]`/`{}`): stops at `,[]{}`, `: `, ` #`, or a line that does not
   * continue it (continuation lines are indented more than `n`; keys must stay on one line). Returns its
   * value's text (folded when it spans lines), sets `vs`/`ve`/`pos`.
   */
  protected flowPlain(n: number, isKey: boolean): string {
    const t = this.text;
    const start = this.pos;
    let end = start;
    let multi = false;
    let i = start;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === 58) {
        const d = t.charCodeAt(i + 1);
        if (isEmptyCode(d)) break;
        if (isFlowIndicator(d)) this.bail('a flow key followed directly by a collection', i);
        end = ++i;
      } else if (c === 32 || c === 9) {
        if (t.charCodeAt(i + 1) === 35) break;
        i++;
      } else if (c === 10 || c === 13) {
        const next = this.flowContinuation(i, n);
        if (next < 0) break;
        if (isKey) this.bail('a multi-line flow key', start);
        multi = true;
        i = next;
      } else if (c !== c || isFlowIndicator(c)) {
        break;
      } else {
        end = ++i;
      }
    }
    return this.takePlain(start, end, multi);
  }

  /** A plain scalar's value from `start` to `end` (folded when it spans lines); sets `vs`/`ve` and `pos` to its end. */
  private takePlain(start: number, end: number, multi: boolean): string {
    const t = this.text.slice(start, end);
    this.vs = start;
    this.ve = end;
    this.pos = end;
    return multi ? unfoldLines(t) : t;
  }

  /** At a line break after flow plain text: the offset where the next line continues it, or -1. */
  private flowContinuation(p: number, n: number): number {
    const t = this.text;
    for (;;) {
      const q = p + (t.charCodeAt(p) === 13 ? 2 : 1);
      let k = 0;
      let c = t.charCodeAt(q);
      while (c === 32) c = t.charCodeAt(q + ++k);
      if (c === 10 || c === 13) {
        p = q + k;
        continue;
      }
      if (c === 9) this.bail('a tab in indentation', q + k);
      if (c !== c || c === 35 || isFlowIndicator(c) || k <= n) return -1;
      if (k === 0 && this.isDocMarker(q)) return -1;
      if (c === 58 && isEmptyCode(t.charCodeAt(q + k + 1))) return -1;
      return q + k;
    }
  }
}
