import { Script, createContext } from 'node:vm';
import { format as cfFormats } from '@cfworker/json-schema';

/**
 * A spec's `pattern` is an ECMAScript regular expression, and V8 runs it by backtracking: `^(a+)+$` on 34 `a`s and a
 * `!` takes minutes, and a mock, a `request` or the runner checking a string against it stalled with it; even `a*b`
 * takes 80 ms on a string of 10,000 `a`s, and a body may hold thousands. So every pattern is checked as a format,
 * and the pattern checks of one body share a budget (`startPatternBudget`), past which strings pass unchecked: plain
 * patterns run directly, each charged the steps it may take at most (`stepsFor`), so how many strings are checked
 * does not depend on the machine; a pattern that might backtrack for long (`boundedBacktracking`) runs under a time
 * limit per string instead (`vm`'s watchdog interrupts a regular expression, and nothing else can; it costs about
 * 80 µs a call, so plain patterns do not use it), and those runs share a time budget, the one bound a run that
 * only a clock can stop can have. A string that cannot be decided in time passes.
 */

/** The format name prefix under which a pattern is checked (validate.ts says it as a pattern). */
export const PATTERN_FORMAT = 'x-rc-pattern:';

/** A `{n,m}` repeat this long counts as unbounded. */
const LONG_REPEAT = 100;

/** How long one risky pattern may take on one string. */
const TIME_LIMIT_MS = 50;

/** Distinct patterns registered at most (past it a pattern is left out). */
const MAX_PATTERNS = 2000;

const context = createContext({ re: /(?:)/u, s: '' });
const test = new Script('re.test(s)');
const registered = new Map<string, RegExp>();

/**
 * True when a pattern cannot take more than about quadratic time: no repeated group that holds a quantifier, an
 * alternation or a backreference (where backtracking explodes), and at most one unbounded quantifier in all. It
 * errs on the side of "no": those run under the time limit, with the same result.
 */
export function boundedBacktracking(pattern: string): boolean {
  // For each open group: whether it holds a quantifier or an alternation so far.
  const groups: { risky: boolean }[] = [];
  let unbounded = 0;
  let lastGroupRisky = false;
  let lastWasGroup = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    let quantifier: 'bounded' | 'repeat' | undefined;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return false; // a backreference
      i++;
      lastWasGroup = false;
      continue;
    }
    if (c === '[') {
      // A character class: skip to its end (in JavaScript `[]` and `[^]` are whole classes).
      let j = i + 1;
      if (pattern[j] === '^') j++;
      while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
      i = j;
      lastWasGroup = false;
      continue;
    }
    if (c === '(') {
      groups.push({ risky: false });
      lastWasGroup = false;
      // `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?<name>`: the `?` is not a quantifier.
      if (pattern[i + 1] === '?') {
        const named = /^\(\?<[A-Za-z_$][\w$]*>/.exec(pattern.slice(i));
        i += named ? named[0].length - 1 : pattern[i + 2] === '<' ? 3 : 2;
      }
      continue;
    }
    if (c === ')') {
      const g = groups.pop();
      lastGroupRisky = g?.risky ?? false;
      lastWasGroup = true;
      continue;
    }
    if (c === '|') {
      if (groups.length > 0) groups[groups.length - 1].risky = true;
      lastWasGroup = false;
      continue;
    }
    if (c === '*' || c === '+') quantifier = 'repeat';
    else if (c === '?') quantifier = 'bounded';
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (m) {
        // `{n}` repeats n times, `{n,}` without end, `{n,m}` up to m: a group repeated more than once may explode,
        // and a long bounded repeat backtracks as much as an unbounded one.
        const max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
        quantifier = max <= 1 ? 'bounded' : 'repeat';
        if (max >= LONG_REPEAT) unbounded++;
        i += m[0].length - 1;
      }
    }
    if (quantifier === undefined) {
      lastWasGroup = false;
      continue;
    }
    if (c === '*' || c === '+') unbounded++;
    if (pattern[i + 1] === '?') i++; // lazy
    if (quantifier === 'repeat' && lastWasGroup && lastGroupRisky) return false;
    // A quantifier inside a group makes the group risky to repeat.
    if (groups.length > 0) groups[groups.length - 1].risky = true;
    lastWasGroup = false;
  }
  return unbounded <= 1;
}

/** The format that checks `pattern` (see above), or undefined when too many are registered already. */
export function patternFormat(pattern: string): string | undefined {
  const name = PATTERN_FORMAT + pattern;
  if (registered.has(pattern)) return name;
  if (registered.size >= MAX_PATTERNS) return undefined;
  const re = new RegExp(pattern, 'u');
  registered.set(pattern, re);
  cfFormats[name] = boundedBacktracking(pattern) ? (s: string) => matches(re, s) : (s: string) => matchesInTime(re, s);
  return name;
}

/** Steps the plain pattern checks of one body may still take (see `startPatternBudget`). */
let stepsLeft = Infinity;
/** Time the pattern checks under the watchdog of one body may still take (see `startPatternBudget`). */
let budgetMs = Infinity;

/**
 * Gives one check (one value against one schema) its budget for pattern checks, so many strings do not add up: the
 * steps of plain patterns (`stepsFor`), and the time of the runs under the watchdog.
 */
export function startPatternBudget(steps: number, ms: number): void {
  stepsLeft = steps;
  budgetMs = ms;
}

/**
 * The steps a plain pattern may take on `s` at most, up to a constant: tried from each of its starts, a pattern with
 * at most one unbounded repeat (`boundedBacktracking`) reads on for the rest of the string, once per part of the
 * pattern. `a*b` on 10,000 `a`s: about 10^8 (some tens of ms).
 */
export function stepsFor(pattern: string, s: string): number {
  return (s.length + 1) * (s.length + pattern.length);
}

/**
 * Whether `s` matches, run directly (a pattern that cannot backtrack for long); true, unchecked, once a string's
 * steps do not fit in what the body has left (and for every string after it).
 */
function matches(re: RegExp, s: string): boolean {
  const steps = stepsFor(re.source, s);
  if (steps > stepsLeft) {
    stepsLeft = 0;
    return true;
  }
  stepsLeft -= steps;
  return re.test(s);
}

/** Whether `s` matches, under the time limit; true when it cannot tell in time (or the budget is spent). */
function matchesInTime(re: RegExp, s: string): boolean {
  const limit = Math.floor(Math.min(TIME_LIMIT_MS, budgetMs));
  if (limit < 1) return true;
  context.re = re;
  context.s = s;
  const started = performance.now();
  try {
    return test.runInContext(context, { timeout: limit }) === true;
  } catch {
    return true;
  } finally {
    context.s = '';
    budgetMs -= performance.now() - started;
  }
}
