import * as assert from 'node:assert/strict';
import { boundedBacktracking, stepsFor } from '../../../src/core/http/conformance/patterns';
import { exhaustiveBound } from '../../../src/core/http/conformance/backtracking-bound';

/** `^X(?=[^]*[^]*z)…`: a lookahead that takes O(n²) steps wherever it is tried on a string without `z`. */
const SLOW_LOOK = '(?=[^]*[^]*z)';

// Counterexamples of a second reading of backtracking-bound.ts (SECURITY.md row 22): each took seconds to minutes while
// its bound said it was cheap. Asserted on the bound (what a string is charged, or that the pattern goes to the
// watchdog), never on a time.
describe('backtracking bound of spec patterns: constructs it once under-counted', () => {
  it('reads a surrogate pair escape as the one code point it stands for under the `u` flag', () => {
    // `\uD83D\uDE00` is 😀 (U+1F600), the same as the other alternative: `(x|x)+`, 2^n ways on n 😀s and a `!`.
    for (const pattern of [
      '^(?:\\uD83D\\uDE00|\\u{1F600})+$',
      '^(?:\\uD83D\\uDE00|😀)+$',
      '^(?:[\\uD83D\\uDE00]|\\u{1F600})+$',
      '^(?:\\u{D83D}\\u{DE00}|😀)+$',
    ])
      assert.equal(stepsFor(pattern, '😀'.repeat(25) + '!'), undefined, pattern);
    // A class or alternation that tells its options apart by whole code points still does.
    for (const pattern of ['^(?:\\uD83D\\uDE00|a)+$', '^(?:😀|a)+$', '^[\\uD83D\\uDE00-\\uD83D\\uDE4F]+!$'])
      assert.equal(boundedBacktracking(pattern), true, pattern);
  });

  it('reads a counted repeat however many digits its counts have', () => {
    // `{0…01,}` is `{1,}`: `(a+)+`, exponential.
    const padded = '^(?:a+){' + '0'.repeat(40) + '1,}$';
    assert.equal(boundedBacktracking(padded), false);
    assert.equal(stepsFor(padded, 'a'.repeat(26) + '!'), undefined);
    // `{0…020000}` is 20,000 iterations of an optional part: its whole search on one character is past any budget.
    const long = '^(?:[^]?){' + '0'.repeat(36) + '20000}(?:b|b)*c';
    assert.equal(exhaustiveBound(long)?.steps(1) ?? Infinity, Infinity);
    // A code point escape however many digits: `\u{0…041}` is one `A`, not a repeat of 41 (whose width would leave
    // the 30 optional `a`s after it, 2^30 ways, uncounted on a shorter string).
    const escaped = '^\\u{' + '0'.repeat(100) + '41}' + 'a?'.repeat(30) + 'a'.repeat(30) + '$';
    assert.ok(stepsFor(escaped, 'A' + 'a'.repeat(30) + '!')! >= 2 ** 30);
    // A nullable body runs its minimum of iterations however short the string.
    assert.ok(stepsFor('^(?:\\b){100000000}$', '')! >= 100_000_000);
  });

  it('charges a lookaround after a repeat at every count the repeat gives back', () => {
    // `a*` gives back each of its n `a`s, and the lookahead runs (O(n²)) at each: O(n³).
    const n = 3000;
    const pattern = '^a*' + SLOW_LOOK + 'b';
    assert.ok(stepsFor(pattern, 'a'.repeat(n))! >= n ** 3, pattern);
    assert.equal(boundedBacktracking(pattern), false);
    // Alternatives that start with a lookaround each run it, even when what follows tells them apart.
    const one = stepsFor('^(?:' + SLOW_LOOK + 'a)$', 'a'.repeat(n))!;
    const three = stepsFor('^(?:' + SLOW_LOOK + 'a|' + SLOW_LOOK + 'b|' + SLOW_LOOK + 'c)$', 'a'.repeat(n))!;
    assert.ok(three >= 3 * one, `${three} < 3 × ${one}`);
  });

  it('charges the capture groups V8 saves and clears at each step', () => {
    // 500 empty captures in a repeated group: each iteration and each give-back touches all of them (it took 240 ms,
    // so at the ≤ 1 ns a step the budget assumes, at least 2.4 × 10^8 steps).
    const pattern = '^(?:' + '()'.repeat(500) + 'a)*$';
    assert.ok(stepsFor(pattern, 'a'.repeat(10_000) + '!')! >= 240_000_000);
    // Without captures, the same steps as before.
    assert.equal(stepsFor('a*b', 'a'.repeat(10_000)), 10_001 * 20_004);
  });
});
