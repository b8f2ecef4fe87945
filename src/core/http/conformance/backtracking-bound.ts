/**
 * A static upper bound on the work a backtracking engine (V8's) can do running a spec's `pattern` on a string of a
 * given length, so a pattern can be charged steps before it runs instead of being stopped by a clock (patterns.ts).
 *
 * The pattern is read as a tree of sequences, alternations, lookarounds and repeats (pattern-tree.ts). Every node has
 * `ways` (how many different ends a match of it from one position can have: each a path the engine may backtrack into)
 * and `cost` (the steps it takes from one position, over all its ways). A sequence runs each item once for every way of
 * the items before it, so choices side by side multiply (`(a|a)(a|a)…` is 2^k, and so is its bound). A choice counts
 * one way when what comes next tells its ways apart by the first character: alternatives that start with different
 * characters (`1[0-2]|0[1-9]`), a repeat or an optional part that what follows cannot start like (`[0-9]+` before `Z`
 * or the end). A lookaround tells nothing apart: it may read anything, and runs again at every way back into what
 * precedes it.
 * A repeat (more than once) of a group that holds a choice, and a backreference, have no such bound (the engine may
 * try every way of every iteration): `undefined`.
 */
import { type CharSet, ANY, NONE, disjoint, union } from './char-sets';
import { type Node, parsePattern, sum } from './pattern-tree';

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
  const tree = parsePattern(pattern);
  if (!tree) return undefined;
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

const most = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);

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
  const tree = parsePattern(pattern);
  if (!tree) return undefined;
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
