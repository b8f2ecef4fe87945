import * as assert from 'node:assert/strict';
import { validateSchema } from '../../../src/core/http/conformance';
import { boundedBacktracking, stepsFor } from '../../../src/core/http/conformance/patterns';
import { exhaustiveBound } from '../../../src/core/http/conformance/backtracking-bound';
import { parseSource } from '../../../src/core/document/parse';
import { MockApi } from '../../../src/core/mock/mock-api';
import { buildModel } from '../../../src/core/openapi/build';

const deref = (v: unknown) => v;
/** 40 `a`s and a `!`: `^(a+)+$` tries every way to split the `a`s before it fails (2^40). */
const EVIL = 'a'.repeat(40) + '!';
/** A common spec pattern for a date-time: two unbounded repeats, alternations, optional parts. */
const DATE_TIME =
  '^(-?(?:[1-9][0-9]*)?[0-9]{4})-(1[0-2]|0[1-9])-(3[01]|0[1-9]|[12][0-9])T(2[0-3]|[01][0-9]):([0-5][0-9]):([0-5][0-9])(\\.[0-9]+)?(Z|[+-](?:2[0-3]|[01][0-9]):[0-5][0-9])?$';
/** Alternations side by side, and optional parts side by side: no repeated group, yet 2^40 ways to fail `EVIL`. */
const SIDE_BY_SIDE = ['^' + '(a|a)'.repeat(40) + '$', '^' + 'a?'.repeat(40) + 'a'.repeat(40) + '$'];

describe('schema validator on spec patterns that backtrack for long', () => {
  it('tells patterns that cannot backtrack for long from those that might', () => {
    for (const safe of [
      '^[a-z0-9-]+$',
      '^\\d{4}-\\d{2}-\\d{2}$',
      '^(\\+|00)[0-9]+$',
      '^[A-Z]{2}(-[A-Z]{2})?$',
      '^(ab){2}[0-9]{1,3}$',
      '^(?:https?)://\\S+$',
      '^[^()|*+]+$',
      'abc',
      // Two unbounded repeats, but what follows the first tells where it ends, and the second ends the string.
      '^[^@]+@[^@]+$',
      // A repeated group, but it ends where its `-` is: one way through each iteration.
      '^(?:[a-z0-9]+-)*[a-z0-9]+$',
      // A common date-time pattern: what follows each of its choices tells them apart, but for the year's digits.
      DATE_TIME,
      // Long bounded repeats side by side: at most 1,001 × 1,001 ways, whatever the string.
      '^a{0,1000}a{0,1000}b$',
    ])
      assert.equal(boundedBacktracking(safe), true, safe);
    for (const risky of [
      '^(a+)+$',
      '^(a|a)*$',
      '^(\\w+\\s?)*$',
      '(x+x+)+y',
      '^.*.*.*=$',
      ...SIDE_BY_SIDE,
      '^(a)\\1$',
      '^(?<x>a)\\k<x>$',
      '^((a){2,})+$',
      // `[]` is an empty class in JavaScript, not the start of one holding `]`.
      '[]|(a+)+$',
      // A group holding a quantifier repeated a fixed number of times (2^30 ways), long bounded repeats side by side.
      '^(a?){30}a{30}$',
      '[^]|(a|b)*c',
    ])
      assert.equal(boundedBacktracking(risky), false, risky);
  });

  it('bounds a date-time pattern statically: checked directly, whatever the clock', () => {
    // Its steps on a date-time are counted, not timed: 42,845, some 23,000 of them in a body's 10^9 steps.
    assert.equal(stepsFor(DATE_TIME, '2024-01-01T00:00:00.123Z'), 42_845);
    // A body whose patterns without a bound spend their time budget first (each `EVIL` runs until the watchdog stops
    // it) still has its date-times checked: they are charged steps, not time.
    const schema = {
      type: 'array',
      items: {
        type: 'object',
        properties: { evil: { type: 'string', pattern: '^(a+)+$' }, at: { type: 'string', pattern: DATE_TIME } },
      },
    };
    const body = [...Array(20).fill({ evil: EVIL }), { at: '2024-01-01T00:00:00Z' }, { at: '2024-13-01T00:00:00Z' }];
    assert.deepEqual(
      validateSchema(schema, body, { deref }).problems.map((p) => p.pointer),
      ['/21/at'],
    );
  });

  it('bounds choices side by side by their product, so such a pattern cannot stall the check', () => {
    for (const pattern of SIDE_BY_SIDE) {
      // 2^40 ways, more than a body's 10^9 steps: the string passes unchecked, is charged only the reading of the
      // bound, and a later string of another pattern is still checked.
      assert.ok(stepsFor(pattern, EVIL)! > 2 ** 40, pattern);
      const schema = {
        type: 'object',
        properties: { x: { type: 'string', pattern }, y: { type: 'string', pattern: '^b$' } },
      };
      assert.deepEqual(
        validateSchema(schema, { x: EVIL, y: 'c' }, { deref }).problems.map((p) => p.pointer),
        ['/y'],
        pattern,
      );
    }
    // A string too short to reach most of the alternations is bounded by the few it reaches, and checked.
    const pattern = SIDE_BY_SIDE[0];
    assert.equal(stepsFor(pattern, 'b'), 401);
    assert.deepEqual(validateSchema({ type: 'string', pattern }, 'b', { deref }).problems, [
      {
        pointer: '',
        message: `the string "b" does not match the pattern ${pattern}`,
        cause: `the string "b" where the pattern is ${pattern}`,
      },
    ]);
  });

  it('has no static bound for a repeated group holding a choice, nor for a backreference', () => {
    for (const pattern of ['^(a+)+$', '^(a|a)*$', '^(a)\\1$'])
      assert.equal(stepsFor(pattern, 'aa'), undefined, pattern);
    // Groups nested deeper than the reading goes: no bound (and no stack overflow); many alternatives are read.
    const deep = '(?:'.repeat(5_000) + 'a' + ')'.repeat(5_000);
    assert.equal(stepsFor(deep, 'a'), undefined);
    assert.equal(stepsFor(Array(200_000).fill('a').join('|'), 'aaa'), 53_600_000);
    // A repeated group whose alternatives start apart has no choice to backtrack into.
    assert.equal(stepsFor('^(?:a|b)*c$', 'ab'), 589);
  });

  it('checks a short string against a pattern that backtracks exponentially directly, charged its whole search', () => {
    // No static bound, but a bound on the whole search, exponential in the length: 2^18 paths of at most 43 nodes for
    // one character (6 of them the clearing of the group's capture), 64 steps a node; two characters do not fit in a body's 10^9 steps, `EVIL` is past any budget.
    const whole = exhaustiveBound('^(a+)+$')!;
    assert.equal(whole.steps(1), 2 ** 18 * 43 * 64);
    assert.ok(whole.steps(2) > 1_000_000_000);
    assert.equal(whole.steps(EVIL.length), Infinity);
    // Unanchored: tried from each start. Backreferences and lookarounds: no such bound (the watchdog decides).
    assert.equal(exhaustiveBound('(a+)+b')!.steps(1), 2 * 2 ** 18 * 41 * 64);
    for (const pattern of ['^(a)\\1$', '^(?=a)(a+)+$', '^(?<!b)(a+)+$'])
      assert.equal(exhaustiveBound(pattern), undefined, pattern);
    const schema = { type: 'string', pattern: '^(a+)+$' };
    // Undecided in time (or out of the time budget): passes (as a pattern the check cannot run).
    assert.deepEqual(validateSchema(schema, EVIL, { deref }).problems, []);
    // Under the watchdog, passes whether it matches in time or not.
    assert.deepEqual(validateSchema(schema, 'aaaa', { deref }).problems, []);
    // Run directly, whatever the clock: decided, with the pattern's own message.
    assert.deepEqual(validateSchema(schema, 'b', { deref }).problems, [
      {
        pointer: '',
        message: 'the string "b" does not match the pattern ^(a+)+$',
        cause: 'the string "b" where the pattern is ^(a+)+$',
      },
    ]);
  });

  it('keeps many such strings in one body within one time budget, and still decides a short one', () => {
    // Each `EVIL` runs until the watchdog stops it (2^40 ways, at any speed), so the body's time for such runs is
    // spent after a few, whatever the machine; the last item is short enough to run directly, charged steps.
    const schema = { type: 'array', items: { type: 'string', pattern: '^(a+)+$' } };
    const res = validateSchema(schema, [...Array(200).fill(EVIL), 'b'], { deref, max: 300 });
    assert.deepEqual(
      res.problems.map((p) => p.pointer),
      ['/200'],
    );
    // `aa` is too long to run directly (the watchdog passes it either way: it matches); `b` runs directly.
    assert.deepEqual(validateSchema(schema, ['aa', 'b'], { deref }).problems, [
      {
        pointer: '/1',
        message: 'the string "b" does not match the pattern ^(a+)+$',
        cause: 'the string "b" where the pattern is ^(a+)+$',
      },
    ]);
  });

  it('stops running even bounded patterns once a body has used its steps, the same number on any machine', () => {
    // `a*b` cannot backtrack exponentially, but takes tens of ms on 10,000 `a`s: 200 of them would take seconds. Each
    // is charged 10,001 starts × 20,004 steps (`stepsFor`), and a body has 10^9: 4 strings are checked, the rest pass.
    assert.equal(stepsFor('a*b', 'a'.repeat(10_000)), 10_001 * 20_004);
    const schema = { type: 'array', items: { type: 'string', pattern: 'a*b' } };
    const res = validateSchema(schema, Array(200).fill('a'.repeat(10_000)), { deref, max: 300 });
    assert.deepEqual(
      res.problems.map((p) => p.pointer),
      ['/0', '/1', '/2', '/3'],
    );
    assert.match(res.problems[0].message, /does not match the pattern a\*b$/);
    // Short strings cost little: a body of many is checked whole.
    const many = validateSchema(schema, [...Array(5_000).fill('aab'), 'aa'], { deref });
    assert.deepEqual(
      many.problems.map((p) => p.pointer),
      ['/5000'],
    );
  });

  it('leaves out a key pattern that might backtrack for long, with what depends on it, and keeps plain ones', () => {
    const risky = { type: 'object', patternProperties: { '^(a+)+$': { type: 'string' } }, additionalProperties: false };
    assert.deepEqual(validateSchema(risky, { [EVIL]: 1, other: 2 }, { deref }).problems, []);
    const plain = { type: 'object', patternProperties: { '^x-': { type: 'string' } }, additionalProperties: false };
    assert.deepEqual(
      validateSchema(plain, { 'x-a': 1, b: 2 }, { deref }).problems.map((p) => p.pointer),
      ['/x-a', '/b'],
    );
  });

  it('lets the mock answer a spec whose example holds such a string', () => {
    const spec = [
      'openapi: 3.0.3',
      'info: {title: t, version: "1"}',
      'servers: [{url: "http://127.0.0.1/v1"}]',
      'paths:',
      '  /pets:',
      '    get:',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content:',
      '            application/json:',
      `              schema: {type: object, properties: {name: {type: string, pattern: "^(a+)+$", example: "${EVIL}"}}}`,
      '',
    ].join('\n');
    const model = buildModel(parseSource('p.yaml', spec))!;
    const api = new MockApi(model, { log: () => undefined });
    const res = api.handle({ method: 'GET', path: '/v1/pets', query: new URLSearchParams(), headers: {} });
    assert.equal(res.status, 200);
  });
});

describe('spec patterns in a long-lived process', () => {
  it('checks a pattern whatever how many other patterns the process has seen before', () => {
    // An editor's worker lints spec after spec: once it had seen 2,000 distinct patterns, every later one was left
    // out, so whether a value broke its pattern depended on what had been linted before in that process.
    const check = (pattern: string, value: string) =>
      validateSchema({ type: 'string', pattern }, value, { deref }).problems.length;
    assert.equal(check('^first-[0-9]+$', 'first-x'), 1);
    for (let i = 0; i < 2_500; i++) assert.equal(check(`^p${i}-[a-z]+$`, `p${i}-0`), 1, `pattern ${i}`);
    // The first pattern, long since pushed out of the compiled cache, and a new one, still decide.
    assert.equal(check('^first-[0-9]+$', 'first-x'), 1);
    assert.equal(check('^first-[0-9]+$', 'first-12'), 0);
    assert.equal(check('^late-[0-9]+$', 'late-x'), 1);
  });
});
