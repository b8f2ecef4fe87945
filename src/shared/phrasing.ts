/*
 * How messages list things and count them, on the platform's Intl (British English: no comma before the last
 * `and`/`or`, as every message is written). Every layer words lists and counts here.
 */

const AND = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const OR = new Intl.ListFormat('en-GB', { type: 'disjunction' });
const PLURAL = new Intl.PluralRules('en-GB');

/** `a`, `a and b`, `a, b and c` (`''` for none). */
export function andList(items: readonly string[]): string {
  return AND.format(items);
}

/** `a`, `a or b`, `a, b or c` (`''` for none). */
export function orList(items: readonly string[]): string {
  return OR.format(items);
}

/** The word for a count: `one` for 1, `many` (by default `one` + `s`) otherwise. */
export function wordFor(n: number, one: string, many = `${one}s`): string {
  return PLURAL.select(n) === 'one' ? one : many;
}

/** A count and its word: `1 item`, `3 items`, `2 properties`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${wordFor(n, one, many)}`;
}
