import { Script, createContext } from 'node:vm';
import { format as cfFormats } from '@cfworker/json-schema';
import { type BacktrackingBound, backtrackingBound, exhaustiveBound } from './backtracking-bound';

/**
 * A spec's `pattern` is an ECMAScript regular expression, and V8 runs it by backtracking: `^(a+)+$` on 34 `a`s and a
 * `!` takes minutes, and a mock, a `request` or the runner checking a string against it stalled with it; even `a*b`
 * takes 80 ms on a string of 10,000 `a`s, and a body may hold thousands. So every pattern is checked as a format,
 * and the pattern checks of one body share a budget (`startPatternBudget`). A pattern with a static bound on its
 * backtracking (backtracking-bound.ts: no repeated group holding a choice, no backreference) is charged the steps it
 * may take at most on each string before it runs (`stepsFor`), and a string that does not fit in what the body has
 * left passes unchecked: which strings are checked depends on the spec and the body only, never on the machine or
 * the clock. Only a pattern without such a bound runs under a time limit per string (`vm`'s watchdog interrupts a
 * regular expression, and nothing else can; it costs about 80 µs a call), those runs sharing a time budget, the one
 * bound a run that only a clock can stop can have; a string it cannot decide in time passes. But a string short
 * enough that even the whole search of such a pattern fits in what the body has left (`exhaustiveBound`, exponential in
 * the length; not for backreferences and lookarounds) runs directly, charged it: decided whatever the clock.
 */

/** The format name prefix under which a pattern is checked (validate.ts says it as a pattern). */
export const PATTERN_FORMAT = 'x-rc-pattern:';

/** Patterns are not run on longer strings (validate.ts leaves out the patterns of a value that holds one). */
export const MAX_PATTERN_INPUT = 10_000;

/**
 * What a key pattern (run by the validator itself, outside the budget: bundle.ts) may take at most on a string of
 * `MAX_PATTERN_INPUT` characters: about what a pattern with one unbounded repeat takes (`a*b`: 2 × 10^8, `f.*o`:
 * 4 × 10^8), and no more than the steps of a whole body (validate.ts).
 */
const KEY_STEPS = 1_000_000_000;

/** How long one risky pattern may take on one string. */
const TIME_LIMIT_MS = 50;

/** Compiled patterns kept at most (the least recently used is dropped past it, and compiled again when asked). */
const MAX_COMPILED = 2000;

const context = createContext({ re: /(?:)/u, s: '' });
const test = new Script('re.test(s)');

/** A compiled pattern: its expression, its static bound if it has one, and the check the validator runs. */
interface Compiled {
  re: RegExp;
  bound: BacktrackingBound | undefined;
  check: (s: string) => boolean;
}
/** Compiled patterns, least recently used first (a Map keeps insertion order). */
const compiled = new Map<string, Compiled>();

/**
 * The compiled pattern, from the cache or compiled now. What it decides depends on the pattern only, so a process that
 * has seen many patterns (an editor's worker, linting spec after spec) decides as a fresh one does.
 */
function compiledOf(pattern: string): Compiled | undefined {
  const known = compiled.get(pattern);
  if (known) {
    compiled.delete(pattern);
    compiled.set(pattern, known);
    return known;
  }
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  const bound = backtrackingBound(pattern);
  const whole = bound ? undefined : exhaustiveBound(pattern);
  const check = bound
    ? (s: string) => matches(re, bound, s)
    : (s: string) => matchesShort(re, whole, s) ?? matchesInTime(re, s);
  const made = { re, bound, check };
  compiled.set(pattern, made);
  if (compiled.size > MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
  return made;
}

/**
 * The validator looks a format's check up by name in @cfworker's one `format` map when it validates, and a cached
 * validator may run long after its schema was read: so the checks of pattern formats are not entries of that map (a
 * bounded set of entries would have to leave some out, and which depended on the process's history) but are answered
 * by name from the map's prototype, compiling the pattern again if the cache dropped it.
 */
Object.setPrototypeOf(
  cfFormats,
  new Proxy(Object.getPrototypeOf(cfFormats) as object, {
    get(target, name, receiver) {
      if (typeof name === 'string' && name.startsWith(PATTERN_FORMAT)) {
        return compiledOf(name.slice(PATTERN_FORMAT.length))?.check;
      }
      return Reflect.get(target, name, receiver);
    },
  }),
);

/**
 * True when a pattern cannot take more than about quadratic time: it has a static bound (backtracking-bound.ts), and
 * on the longest string a pattern runs on, the bound is no more than one unbounded repeat takes. Patterns without are
 * left out where nothing can budget them (key patterns).
 */
export function boundedBacktracking(pattern: string): boolean {
  return (boundOf(pattern)?.steps(MAX_PATTERN_INPUT) ?? Infinity) <= KEY_STEPS;
}

/** The bound of a pattern, read once while it is cached. */
function boundOf(pattern: string): BacktrackingBound | undefined {
  const known = compiled.get(pattern);
  return known ? known.bound : backtrackingBound(pattern);
}

/** The format that checks `pattern` (see above). */
export function patternFormat(pattern: string): string {
  return PATTERN_FORMAT + pattern;
}

/** Steps the bounded pattern checks of one body may still take (see `startPatternBudget`). */
let stepsLeft = Infinity;
/** Time the pattern checks under the watchdog of one body may still take (see `startPatternBudget`). */
let budgetMs = Infinity;

/**
 * Gives one check (one value against one schema) its budget for pattern checks, so many strings do not add up: the
 * steps of bounded patterns (`stepsFor`), and the time of the runs under the watchdog.
 */
export function startPatternBudget(steps: number, ms: number): void {
  stepsLeft = steps;
  budgetMs = ms;
  byClock = false;
}

/** Whether a string of the current check passed because the clock ran out (`matchesInTime`), not by its match. */
let byClock = false;

/** True when the clock decided a pattern check since `startPatternBudget`: the same check may go otherwise next time. */
export function decidedByClock(): boolean {
  return byClock;
}

/** The steps `pattern` may take on `s` at most (backtracking-bound.ts), or undefined when it has no static bound. */
export function stepsFor(pattern: string, s: string): number | undefined {
  return boundOf(pattern)?.steps(s.length);
}

/** Steps charged for each character of a pattern whose bound is worked out on a string that then does not run. */
const READ_STEPS = 64;

/**
 * Whether `s` matches, run directly (a pattern with a static bound); true, unchecked, when its steps on `s` do not fit
 * in what the body has left (it is charged only the reading of its bound then: later, shorter strings may still fit).
 */
function matches(re: RegExp, bound: BacktrackingBound, s: string): boolean {
  const steps = bound.steps(s.length);
  if (steps > stepsLeft) {
    stepsLeft = Math.max(0, stepsLeft - READ_STEPS * re.source.length);
    return true;
  }
  stepsLeft -= steps;
  return re.test(s);
}

/**
 * Whether `s` matches, run directly, for a pattern without a static bound: when its whole search on `s`
 * (`exhaustiveBound`, exponential in the length) fits in what the body has left, as a bounded pattern is charged;
 * undefined (the watchdog decides) when it does not fit, or the pattern has backreferences or lookarounds.
 */
function matchesShort(re: RegExp, whole: BacktrackingBound | undefined, s: string): boolean | undefined {
  const steps = whole?.steps(s.length) ?? Infinity;
  if (steps > stepsLeft) return undefined;
  stepsLeft -= steps;
  return re.test(s);
}

/** Whether `s` matches, under the time limit; true when it cannot tell in time (or the budget is spent). */
function matchesInTime(re: RegExp, s: string): boolean {
  const limit = Math.floor(Math.min(TIME_LIMIT_MS, budgetMs));
  if (limit < 1) {
    byClock = true;
    return true;
  }
  context.re = re;
  context.s = s;
  const started = performance.now();
  try {
    return test.runInContext(context, { timeout: limit }) === true;
  } catch {
    byClock = true;
    return true;
  } finally {
    context.s = '';
    budgetMs -= performance.now() - started;
  }
}
