/**
 * A string that matches a schema's `pattern`, made by walking the pattern (no regular expression is built from it):
 * literals, `.`, classes (`[a-z0-9_]`, `[^/]`, `\d`, `\w`, `\s`), groups, alternation (the first branch) and
 * quantifiers (their least count, more when `minLength` asks). Lookarounds, backreferences and Unicode properties
 * are not followed: the answer is then undefined, and the caller keeps its plain sample. Bounded: a pattern of at
 * most MAX_PATTERN characters, a result of at most MAX_RESULT.
 */

const MAX_PATTERN = 2_000;
const MAX_RESULT = 4_096;
/** How many times the unbounded or ranged quantifiers may be asked to repeat beyond their least count. */
const EXTRAS = [0, 1, 2, 4, 8, 16, 64, 256];

type Node =
  | { kind: 'text'; chars: string }
  | { kind: 'class'; negated: boolean; ranges: [number, number][] }
  | { kind: 'group'; branches: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

class Unsupported extends Error {}

/** `.`: any character; `a`, or a picked letter or digit. */
const DOT: Node = { kind: 'text', chars: 'a' };

/** Ranges of the shorthand classes: `\d`, `\w`, `\s` and their negations (as the complement's first candidates). */
const DIGIT: [number, number][] = [[48, 57]];
const WORD: [number, number][] = [
  [97, 122],
  [65, 90],
  [48, 57],
  [95, 95],
];
const SPACE: [number, number][] = [
  [32, 32],
  [9, 10],
  [13, 13],
];
/** Characters tried, in order, for a negated class or a negated shorthand. */
const CANDIDATES = 'aA0_-x.:/ Z9';

class PatternReader {
  private i = 0;
  constructor(private readonly p: string) {}

  parse(): Node[][] {
    const branches = this.alternation();
    if (this.i < this.p.length) throw new Unsupported();
    return branches;
  }

  private alternation(): Node[][] {
    const branches: Node[][] = [this.sequence()];
    while (this.p[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    return branches;
  }

  private sequence(): Node[] {
    const out: Node[] = [];
    while (this.i < this.p.length && this.p[this.i] !== '|' && this.p[this.i] !== ')') {
      const atom = this.atom();
      if (atom) out.push(this.quantified(atom));
    }
    return out;
  }

  private quantified(node: Node): Node {
    const c = this.p[this.i];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{' && this.p[this.i + 1] >= '0' && this.p[this.i + 1] <= '9') {
      const close = this.p.indexOf('}', this.i);
      if (close < 0) throw new Unsupported();
      const [a, b] = this.p.slice(this.i + 1, close).split(',');
      min = Number(a);
      max = b === undefined ? min : b.trim() === '' ? Infinity : Number(b);
      if (!Number.isInteger(min) || !(Number.isInteger(max) || max === Infinity) || max < min) throw new Unsupported();
      this.i = close + 1;
    } else return node;
    if (this.p[this.i] === '?') this.i++; // lazy: the same strings match
    return { kind: 'repeat', node, min, max };
  }

  private atom(): Node | undefined {
    const c = this.p[this.i++];
    if (c === '^' || c === '$') return undefined;
    if (c === '.') return DOT;
    if (c === '[') return this.charClass();
    if (c === '(') {
      if (this.p[this.i] === '?') {
        if (this.p[this.i + 1] === ':') this.i += 2;
        else if (this.p[this.i + 1] === '<' && this.p[this.i + 2] !== '=' && this.p[this.i + 2] !== '!') {
          const close = this.p.indexOf('>', this.i);
          if (close < 0) throw new Unsupported();
          this.i = close + 1;
        } else throw new Unsupported(); // lookahead, lookbehind, flags
      }
      const branches = this.alternation();
      if (this.p[this.i++] !== ')') throw new Unsupported();
      return { kind: 'group', branches };
    }
    if (c === '\\') return this.escape(false);
    if (c === '*' || c === '+' || c === '?' || c === ')') throw new Unsupported();
    return { kind: 'text', chars: c };
  }

  /** An escape after `\`: a class node, or a literal; in a class only literals and shorthand ranges make sense. */
  private escape(inClass: boolean): Node {
    const c = this.p[this.i++];
    if (c === undefined) throw new Unsupported();
    const shorthand: Record<string, [boolean, [number, number][]]> = {
      d: [false, DIGIT],
      D: [true, DIGIT],
      w: [false, WORD],
      W: [true, WORD],
      s: [false, SPACE],
      S: [true, SPACE],
    };
    if (shorthand[c]) return { kind: 'class', negated: shorthand[c][0], ranges: shorthand[c][1] };
    if (!inClass && (c === 'b' || c === 'B')) return { kind: 'text', chars: '' };
    if (c >= '1' && c <= '9') throw new Unsupported(); // a backreference
    if (c === 'p' || c === 'P' || c === 'k' || c === 'c') throw new Unsupported();
    const controls: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };
    if (controls[c]) return { kind: 'text', chars: controls[c] };
    if (c === 'u' || c === 'x') {
      const len = c === 'u' ? 4 : 2;
      const hex = this.p.slice(this.i, this.i + len);
      if (hex.length !== len || [...hex].some((h) => !'0123456789abcdefABCDEF'.includes(h))) throw new Unsupported();
      this.i += len;
      return { kind: 'text', chars: String.fromCharCode(parseInt(hex, 16)) };
    }
    return { kind: 'text', chars: c };
  }

  private charClass(): Node {
    const negated = this.p[this.i] === '^';
    if (negated) this.i++;
    const ranges: [number, number][] = [];
    const excluded: [number, number][] = [];
    let first = true;
    while (this.i < this.p.length && (this.p[this.i] !== ']' || first)) {
      first = false;
      let lo: number;
      if (this.p[this.i] === '\\') {
        this.i++;
        const e = this.escape(true);
        if (e.kind === 'class') {
          (e.negated ? excluded : ranges).push(...e.ranges);
          continue;
        }
        lo = (e as { chars: string }).chars.charCodeAt(0);
      } else lo = this.p.charCodeAt(this.i++);
      if (this.p[this.i] === '-' && this.p[this.i + 1] !== ']' && this.i + 1 < this.p.length) {
        this.i++;
        let hi: number;
        if (this.p[this.i] === '\\') {
          this.i++;
          const e = this.escape(true);
          if (e.kind !== 'text') throw new Unsupported();
          hi = e.chars.charCodeAt(0);
        } else hi = this.p.charCodeAt(this.i++);
        if (hi < lo) throw new Unsupported();
        ranges.push([lo, hi]);
      } else ranges.push([lo, lo]);
    }
    if (this.p[this.i++] !== ']') throw new Unsupported();
    // A negated shorthand inside a class (`[\S]`, `[^\W]`) is written as what it leaves out.
    if (excluded.length > 0) {
      if (negated || ranges.length > 0) throw new Unsupported();
      return { kind: 'class', negated: true, ranges: excluded };
    }
    return { kind: 'class', negated, ranges };
  }
}

function inRanges(code: number, ranges: readonly [number, number][]): boolean {
  return ranges.some(([lo, hi]) => code >= lo && code <= hi);
}

/** Picks one of `n` choices (a seeded source), or always the first when not given. */
type Pick = (n: number) => number;

/** One character of a class: the first it allows, or one picked among them. */
function classChar(node: { negated: boolean; ranges: [number, number][] }, pick: Pick | undefined): string | undefined {
  if (node.negated) {
    const allowed = [...CANDIDATES].filter((c) => !inRanges(c.charCodeAt(0), node.ranges));
    return allowed.length === 0 ? undefined : allowed[pick ? pick(allowed.length) : 0];
  }
  if (node.ranges.length === 0) return undefined;
  const [lo, hi] = node.ranges[pick ? pick(node.ranges.length) : 0];
  return String.fromCharCode(pick ? lo + pick(Math.min(hi - lo + 1, 0x10000)) : lo);
}

/** The text of a node, each quantifier repeated its least count plus `extra` (within its most). */
function write(nodes: readonly Node[], extra: number, out: string[], size: { n: number }, pick?: Pick): void {
  for (const node of nodes) {
    if (size.n > MAX_RESULT) throw new Unsupported();
    if (node.kind === 'text') {
      const chars = node === DOT && pick ? 'abcdefghijklmnopqrstuvwxyz0123456789'[pick(36)] : node.chars;
      out.push(chars);
      size.n += chars.length;
    } else if (node.kind === 'class') {
      const ch = classChar(node, pick);
      if (ch === undefined) throw new Unsupported();
      out.push(ch);
      size.n++;
    } else if (node.kind === 'group') write(node.branches[0], extra, out, size, pick);
    else {
      const count = Math.min(node.max, node.min + extra);
      for (let k = 0; k < count; k++) write([node.node], extra, out, size, pick);
    }
  }
}

/**
 * A string matching `pattern` within the lengths given, or undefined when the pattern is beyond this walker. With
 * `pick` (a seeded source of choices), each class character is picked among those allowed, so that ids made this
 * way differ (`^[a-f0-9]{32}$`); without it the string is always the same.
 */
export function patternSample(
  pattern: string,
  minLength = 0,
  maxLength = Infinity,
  pick?: (n: number) => number,
): string | undefined {
  if (pattern.length > MAX_PATTERN) return undefined;
  let branches: Node[][];
  try {
    branches = new PatternReader(pattern).parse();
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
  for (const extra of EXTRAS) {
    const out: string[] = [];
    try {
      write(branches[0], extra, out, { n: 0 }, pick);
    } catch (e) {
      if (e instanceof Unsupported) return undefined;
      throw e;
    }
    const text = out.join('');
    if (text.length > maxLength) return undefined;
    if (text.length >= minLength) return text;
  }
  return undefined;
}
