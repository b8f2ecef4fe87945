/**
 * A spec's `pattern` read as a tree of sequences, alternations, lookarounds and repeats, each node with the
 * characters a match of it may start with, whether it may match nothing, the fewest characters it reads and the
 * capture groups it holds: what the backtracking bounds (backtracking-bound.ts) work on. The pattern is read as V8
 * reads it under the `u` flag: code points (`\uD83D\uDE00` is one), counts of any length.
 */
import { type CharSet, ANY, ANY_CHAR, END, NONE, PAIR_ESCAPE, union, atomSet, classSet, codePoint } from './char-sets';

/** One part of a pattern as the bounds read it, with what they need to know of its matches. */
export type Node = (
  | { kind: 'atom' }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[]; apart?: boolean }
  | { kind: 'look'; body: Node }
  | { kind: 'repeat'; body: Node; min: number; max: number; told?: boolean }
) & {
  /** The characters (and `END`, the end of the string) a match of it may start with. */
  first: CharSet;
  /** It may match without reading a character. */
  nullable: boolean;
  /** The fewest characters a match of it reads. */
  width: number;
  /** The capture groups it holds (itself included): V8 clears and saves them at each iteration of a repeat around. */
  captures: number;
};

/** Groups nested deeper than this are not read (the reading recurses): such a pattern has no bound. */
const MAX_DEPTH = 100;

/** A quantifier's counts, `{2}`, `{2,}`, `{2,5}`, read from where the reader is. */
const COUNTS = /\{(\d+)(,(\d*))?\}/y;
/** A braced escape, `\\p{…}` or `\\u{…}`, whole (however many digits), read from where the reader is. */
const BRACED = /\\[pPu]\{[\w=]*\}/y;
/** An escape of one character (a surrogate pair escape whole: one code point under the `u` flag). */
const ESCAPE = new RegExp(`^\\\\(${PAIR_ESCAPE}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|c[A-Za-z]|.)`, 'su');

/** A recursive-descent reader of a valid `u`-flag pattern into `Node`s; `undefined` for what it does not bound. */
class Parser {
  i = 0;
  private depth = 0;
  constructor(private readonly p: string) {}

  alternation(): Node | undefined {
    const options: Node[] = [];
    for (;;) {
      const seq = this.sequence();
      if (!seq) return undefined;
      options.push(seq);
      if (this.p[this.i] !== '|') break;
      this.i++;
    }
    if (options.length === 1) return options[0];
    const first = options.reduce((s, o) => union(s, o.first), NONE);
    const width = options.reduce((w, o) => Math.min(w, o.width), Infinity);
    const captures = sum(options.map((o) => o.captures));
    return { kind: 'alt', options, first, nullable: options.some((o) => o.nullable), width, captures };
  }

  private sequence(): Node | undefined {
    const items: Node[] = [];
    while (this.i < this.p.length && this.p[this.i] !== '|' && this.p[this.i] !== ')') {
      const atom = this.atom();
      const item = atom && this.quantified(atom);
      if (!item) return undefined;
      items.push(item);
    }
    let first = NONE;
    let nullable = true;
    for (const item of items) {
      // A lookaround may read anything (and runs in each alternative that starts with it): none are told apart.
      first = union(first, item.kind === 'look' ? ANY : item.first);
      if (!item.nullable) {
        nullable = false;
        break;
      }
    }
    const captures = sum(items.map((i) => i.captures));
    return { kind: 'seq', items, first, nullable, width: sum(items.map((i) => i.width)), captures };
  }

  private quantified(body: Node): Node | undefined {
    const c = this.p[this.i];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
      this.i++;
    } else {
      if (c !== '{') return body;
      // The counts whole, however many digits (under the `u` flag a `{` is nothing else).
      COUNTS.lastIndex = this.i;
      const m = COUNTS.exec(this.p);
      if (!m) return undefined;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.i += m[0].length;
    }
    if (this.p[this.i] === '?') this.i++; // lazy: the same ways, in another order
    const nullable = min === 0 || body.nullable;
    const width = min * body.width;
    return { kind: 'repeat', body, min, max, first: body.first, nullable, width, captures: body.captures };
  }

  private atom(): Node | undefined {
    const c = this.p[this.i];
    if (c === '(') return this.group();
    if (c === '[') {
      // A character class: to its end (in JavaScript `[]` and `[^]` are whole classes).
      const start = this.i;
      let j = this.i + 1;
      if (this.p[j] === '^') j++;
      while (j < this.p.length && this.p[j] !== ']') j += this.p[j] === '\\' ? 2 : 1;
      this.i = j + 1;
      return { kind: 'atom', first: classSet(this.p.slice(start, this.i)), nullable: false, width: 1, captures: 0 };
    }
    if (c === '^' || c === '$') {
      this.i++;
      // `$` matches only where the string ends: the one place `END` is.
      return { kind: 'atom', first: c === '$' ? END : NONE, nullable: c === '^', width: 0, captures: 0 };
    }
    if (c === '\\') {
      const next = this.p[this.i + 1] ?? '';
      if (/[1-9k]/.test(next)) return undefined; // a backreference
      BRACED.lastIndex = this.i;
      const braced = BRACED.exec(this.p);
      const escape = braced ?? ESCAPE.exec(this.p.slice(this.i, this.i + 14));
      if (!escape) return undefined;
      this.i += escape[0].length;
      if (next === 'b' || next === 'B') return { kind: 'atom', first: NONE, nullable: true, width: 0, captures: 0 };
      return { kind: 'atom', first: atomSet(escape[0]), nullable: false, width: 1, captures: 0 };
    }
    if (c === '{' || c === '}' || c === ']') return undefined; // under the `u` flag, only escaped
    // A character (a whole code point; a lone surrogate: every character) or `.`.
    const code = this.p.codePointAt(this.i) ?? 0;
    this.i += code > 0xffff ? 2 : 1;
    const one = codePoint(code);
    const first: CharSet = c === '.' || one === undefined ? ANY_CHAR : [[one, one]];
    return { kind: 'atom', first, nullable: false, width: 1, captures: 0 };
  }

  private group(): Node | undefined {
    const head = /^\((\?(:|=|!|<=|<!|<[A-Za-z_$][\w$]*>))?/.exec(this.p.slice(this.i, this.i + 200));
    if (!head || (this.p[this.i + 1] === '?' && head[1] === undefined) || this.depth >= MAX_DEPTH) return undefined;
    this.i += head[0].length;
    this.depth++;
    const body = this.alternation();
    this.depth--;
    if (!body || this.p[this.i] !== ')') return undefined;
    this.i++;
    const kind = head[2];
    if (kind === '=' || kind === '!' || kind === '<=' || kind === '<!')
      return { kind: 'look', body, first: NONE, nullable: true, width: 0, captures: body.captures };
    // A capture group (plain or named): its body, holding one more.
    if (kind !== ':') body.captures++;
    return body;
  }
}

/** The tree of `pattern` (a valid `u`-flag regular expression), or undefined for what the bounds do not read. */
export function parsePattern(pattern: string): Node | undefined {
  const parser = new Parser(pattern);
  const tree = parser.alternation();
  return tree && parser.i === pattern.length ? tree : undefined;
}

/** The sum of some numbers (widths, capture counts, costs). */
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
