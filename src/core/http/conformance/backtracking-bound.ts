/**
 * A static upper bound on the work a backtracking engine (V8's) can do running a spec's `pattern` on a string of a
 * given length, so a pattern can be charged steps before it runs instead of being stopped by a clock (patterns.ts).
 *
 * The pattern is read as a tree of sequences, alternations, lookarounds and repeats. Every node has `ways` (how many
 * different ends a match of it from one position can have: each a path the engine may backtrack into) and `cost` (the
 * steps it takes from one position, over all its ways). A sequence runs each item once for every way of the items
 * before it, so choices side by side multiply (`(a|a)(a|a)…` is 2^k, and so is its bound). A choice counts one way
 * when what comes next tells its ways apart by the first character: alternatives that start with different characters
 * (`1[0-2]|0[1-9]`), a repeat or an optional part that what follows cannot start like (`[0-9]+` before `Z` or the end).
 * A lookaround tells nothing apart: it may read anything, and runs again at every way back into what precedes it. The
 * pattern is read as V8 reads it under the `u` flag: code points (`\uD83D\uDE00` is one), counts of any length.
 * A repeat (more than once) of a group that holds a choice, and a backreference, have no such bound (the engine may
 * try every way of every iteration): `undefined`.
 */
import {
  type CharSet,
  ANY,
  ANY_CHAR,
  END,
  NONE,
  PAIR_ESCAPE,
  disjoint,
  union,
  atomSet,
  classSet,
  codePoint,
} from './char-sets';

type Node = (
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

/** What one node may take from one position: its ways out, and the steps over all of them. */
interface Work {
  ways: number;
  cost: number;
}

/**
 * Steps charged for each alternative tried, each iteration of a repeat of a group and each lookaround: the engine
 * saves and restores its state there, tens of times the cost of matching one character in a greedy loop of a character
 * class (measured: `^(a|a)(a|a)…$` against `a*b`).
 */
const CHOICE = 64;
/** Steps charged for each iteration of a counted repeat of a character (`a{0,1000}`): V8 keeps a counter there. */
const COUNTED = 4;
/**
 * Steps charged for each capture group in the body of a repeat, at each iteration: V8 clears its registers and saves
 * them for backtracking (measured: `^(?:()()…a)*$`, 500 captures, on 10,000 `a`s and a `!`: 15 to 24 ns each).
 */
const CAPTURE = 64;

/** A pattern's bound. */
export interface BacktrackingBound {
  /** The steps the pattern may take at most on a string of `length` characters, tried from every start it may take. */
  steps(length: number): number;
}

/** The bound of `pattern` (a valid `u`-flag regular expression), or undefined when it has none. */
export function backtrackingBound(pattern: string): BacktrackingBound | undefined {
  const parser = new Parser(pattern);
  const tree = parser.alternation();
  if (!tree || parser.i !== pattern.length) return undefined;
  tell(tree, ANY);
  if (!repeatsNoChoice(tree)) return undefined;
  // V8 tries a pattern that begins with `^` (outside an alternation) from the start only.
  const anchored = tree.kind === 'seq' && pattern.startsWith('^');
  return {
    steps(length: number): number {
      const work = evaluate(tree, length);
      const steps = work ? (anchored ? 1 : length + 1) * (work.cost + work.ways) : Infinity;
      return Number.isFinite(steps) ? steps : Infinity;
    },
  };
}

/**
 * Marks the choices that what follows tells apart by its first character (`follow`: what may come after `node`):
 * alternatives that start apart, and repeats whose body cannot start like what follows.
 */
function tell(node: Node, follow: CharSet): void {
  switch (node.kind) {
    case 'atom':
      return;
    case 'look':
      return tell(node.body, ANY);
    case 'seq': {
      let next = follow;
      for (let i = node.items.length - 1; i >= 0; i--) {
        const item = node.items[i];
        tell(item, next);
        // A lookaround may read anything, and runs again at each way back into what comes before it.
        next = item.kind === 'look' ? ANY : item.nullable ? union(item.first, next) : item.first;
      }
      return;
    }
    case 'alt':
      for (const option of node.options) tell(option, follow);
      node.apart = startApart(node.options);
      return;
    case 'repeat':
      tell(node.body, union(node.body.first, follow));
      // Every count but the one where the body stops matching is followed by a character the body starts with.
      node.told = !node.body.nullable && disjoint(node.body.first, follow);
  }
}

/** The work of `node` on a string of `n` characters (after `tell`). */
function evaluate(node: Node, n: number): Work | undefined {
  switch (node.kind) {
    case 'atom':
      return { ways: 1, cost: 1 };
    case 'look': {
      // Lookarounds are atomic in ECMAScript: the engine never backtracks into them, so one way out.
      const body = evaluate(node.body, n);
      return body && { ways: 1, cost: body.cost + CHOICE };
    }
    case 'seq': {
      let ways = 1;
      let cost = 0;
      let read = 0;
      for (const item of node.items) {
        // A path that reaches this item has read at least `read` characters: past the string's length, none does.
        if (read > n) break;
        read += item.width;
        const w = evaluate(item, n);
        if (!w) return undefined;
        cost += ways * w.cost;
        ways *= w.ways;
      }
      return { ways, cost };
    }
    case 'alt': {
      const works: Work[] = [];
      for (const option of node.options) {
        const w = evaluate(option, n);
        if (!w) return undefined;
        works.push(w);
      }
      const tries = node.options.length * (CHOICE + 1);
      // Alternatives that start apart: at most one reads past its first character.
      const ways = works.map((w) => w.ways);
      const costs = works.map((w) => w.cost);
      if (node.apart) return { ways: most(ways), cost: tries + most(costs) };
      return { ways: sum(ways), cost: tries + sum(costs) };
    }
    case 'repeat': {
      const body = evaluate(node.body, n);
      if (!body || node.max === 0) return body && { ways: 1, cost: 1 };
      if (body.ways > 1) {
        // A group with choices inside, repeated: only as an optional part (`(…)?`) does it stay bounded.
        if (node.max > 1) return undefined;
        const cost = body.cost + CHOICE + 1 + CAPTURE * node.body.captures;
        return { ways: body.ways + (node.min === 0 && !node.told ? 1 : 0), cost };
      }
      // No more iterations than characters (V8 ends an iteration that matched nothing), but for the minimum.
      const most = Math.min(node.max, node.body.nullable ? Math.max(n, node.min) : n);
      const step =
        (node.body.kind !== 'atom' ? CHOICE : node.max === Infinity ? 1 : COUNTED) + CAPTURE * node.body.captures;
      const ways = node.told ? 1 : Math.max(1, most - node.min + 1);
      return { ways, cost: (most + 1) * (body.cost + step) };
    }
  }
}

/** No repeat (more than once) of a part that has a choice (after `tell`). */
function repeatsNoChoice(node: Node): boolean {
  switch (node.kind) {
    case 'atom':
      return true;
    case 'look':
      return repeatsNoChoice(node.body);
    case 'seq':
      return node.items.every(repeatsNoChoice);
    case 'alt':
      return node.options.every(repeatsNoChoice);
    case 'repeat':
      return repeatsNoChoice(node.body) && (node.max <= 1 || !hasChoice(node.body));
  }
}

/** Whether a part may have more than one way out, for some string (after `tell`). */
function hasChoice(node: Node): boolean {
  switch (node.kind) {
    case 'atom':
    case 'look':
      return false;
    case 'seq':
      return node.items.some(hasChoice);
    case 'alt':
      return node.apart !== true || node.options.some(hasChoice);
    case 'repeat':
      return hasChoice(node.body) || (node.told !== true && node.max > node.min);
  }
}

/** No two alternatives may start with the same character, and none may be empty. */
function startApart(options: Node[]): boolean {
  let seen = NONE;
  for (const o of options) {
    if (o.nullable || !disjoint(o.first, seen)) return false;
    seen = union(seen, o.first);
  }
  return true;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const most = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);

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

/**
 * A bound on the whole search for a pattern without a static bound (patterns.ts runs a short string on it directly):
 * exponential in the string's length, so only for strings short enough that even the worst case is small. Sound for
 * a pattern without backreferences and lookarounds (both: `undefined`), by counting the engine's backtracking tree:
 * - Along one path of the tree the position never goes back, so the path falls into at most `n + 1` gaps, each
 *   between two characters read, where the position stays put.
 * - In one gap, one run of a repeat `x{m,M}` (one instance: entered once per iteration of the repeats around it)
 *   holds at most `max(m, 1) + 1` iterations: an iteration that ends where it began fails (ECMAScript's RepeatMatcher;
 *   V8 fails or leaves the loop there, either way no further iteration) unless the repeat is still short of its
 *   minimum, so besides the iterations below the minimum there is at most the one going on when the gap began and the
 *   last one. A part inside repeats is so entered at most the product of those over the repeats around it (`runs`),
 *   and a repeat decides (iterate or stop) at most once more than it iterates.
 * - A path thus passes at most `(n + 1) × Σ entries` nodes, and its choices are at most `(n + 1) ×` those of one gap,
 *   each with at most its alternatives (2 for a repeat): the tree has at most `2^(log2 of that product) ×` path
 *   length nodes, each charged `CHOICE` steps, and an unanchored pattern is tried from each of `n + 1` starts.
 */
export function exhaustiveBound(pattern: string): BacktrackingBound | undefined {
  const parser = new Parser(pattern);
  const tree = parser.alternation();
  if (!tree || parser.i !== pattern.length) return undefined;
  const gap = { nodes: 0, bits: 0 };
  if (!countGap(tree, 1, gap)) return undefined;
  const anchored = tree.kind === 'seq' && pattern.startsWith('^');
  return {
    steps(length: number): number {
      const bits = (length + 1) * gap.bits;
      // Past 2^60 no string fits in any budget (and an overflow is no number): no need to work the number out.
      if (!(bits <= 60)) return Infinity;
      const nodes = 2 ** bits * ((length + 1) * gap.nodes + 1);
      return (anchored ? 1 : length + 1) * nodes * CHOICE;
    },
  };
}

/** Adds the nodes and choices (in bits) one gap may pass in `node`, entered `runs` times; false at a lookaround. */
function countGap(node: Node, runs: number, gap: { nodes: number; bits: number }): boolean {
  switch (node.kind) {
    case 'atom':
      gap.nodes += runs;
      return true;
    case 'look':
      return false;
    case 'seq':
      gap.nodes += runs;
      return node.items.every((item) => countGap(item, runs, gap));
    case 'alt':
      gap.nodes += runs;
      gap.bits += runs * Math.ceil(Math.log2(node.options.length));
      return node.options.every((option) => countGap(option, runs, gap));
    case 'repeat': {
      const iterations = Math.max(Math.min(node.min, 2 ** 31), 1) + 1;
      // Each iteration also clears and saves the body's captures (`CAPTURE` steps each, a node is `CHOICE`).
      gap.nodes += runs * (iterations + 1) * (1 + Math.ceil((CAPTURE * node.body.captures) / CHOICE));
      gap.bits += runs * (iterations + 1);
      return countGap(node.body, runs * iterations, gap);
    }
  }
}
