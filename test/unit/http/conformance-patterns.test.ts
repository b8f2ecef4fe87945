import * as assert from 'node:assert/strict';
import { validateSchema } from '../../../src/core/http/conformance';
import { boundedBacktracking, stepsFor } from '../../../src/core/http/conformance/patterns';
import { parseSource } from '../../../src/core/document/parse';
import { MockApi } from '../../../src/core/mock/mock-api';
import { buildModel } from '../../../src/core/openapi/build';

const deref = (v: unknown) => v;
/** 40 `a`s and a `!`: `^(a+)+$` tries every way to split the `a`s before it fails (2^40). */
const EVIL = 'a'.repeat(40) + '!';

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
    ])
      assert.equal(boundedBacktracking(safe), true, safe);
    for (const risky of [
      '^(a+)+$',
      '^(a|a)*$',
      '^(\\w+\\s?)*$',
      '(x+x+)+y',
      '^(?:[a-z0-9]+-)*[a-z0-9]+$',
      '^.*.*.*=$',
      '^(a)\\1$',
      '^(?<x>a)\\k<x>$',
      '^((a){2,})+$',
      '^[^@]+@[^@]+$',
      // `[]` is an empty class in JavaScript, not the start of one holding `]`.
      '[]|(a+)+$',
      // A group holding a quantifier repeated a fixed number of times (2^30 ways), long bounded repeats side by side.
      '^(a?){30}a{30}$',
      '^a{0,1000}a{0,1000}b$',
      '[^]|(a|b)*c',
    ])
      assert.equal(boundedBacktracking(risky), false, risky);
  });

  it('checks a string against a pattern that backtracks exponentially, within its time limit', () => {
    const schema = { type: 'string', pattern: '^(a+)+$' };
    // Undecided in time: passes (as a pattern the check cannot run).
    assert.deepEqual(validateSchema(schema, EVIL, { deref }).problems, []);
    // Decided quickly either way, with the pattern's own message.
    assert.deepEqual(validateSchema(schema, 'aaaa', { deref }).problems, []);
    assert.deepEqual(validateSchema(schema, 'b', { deref }).problems, [
      {
        pointer: '',
        message: 'the string "b" does not match the pattern ^(a+)+$',
        cause: 'the string "b" where the pattern is ^(a+)+$',
      },
    ]);
  });

  it('keeps many such strings in one body within one time budget', () => {
    // Each of them runs until the watchdog stops it (2^40 ways, at any speed), so the body's time for such runs is
    // spent after a few, whatever the machine.
    const schema = { type: 'array', items: { type: 'string', pattern: '^(a+)+$' } };
    const res = validateSchema(schema, [...Array(200).fill(EVIL), 'b'], { deref, max: 300 });
    // The budget ran out before the last item: it is not reported either.
    assert.deepEqual(res.problems, []);
    assert.deepEqual(validateSchema(schema, ['aa', 'b'], { deref }).problems, [
      {
        pointer: '/1',
        message: 'the string "b" does not match the pattern ^(a+)+$',
        cause: 'the string "b" where the pattern is ^(a+)+$',
      },
    ]);
  });

  it('stops running even plain patterns once a body has used its steps, the same number on any machine', () => {
    // `a*b` cannot backtrack exponentially, but takes tens of ms on 10,000 `a`s: 200 of them would take seconds. Each
    // is charged 10,001 × 10,003 steps (`stepsFor`), and a body has 500,000,000: 4 strings are checked, the rest pass.
    assert.equal(stepsFor('a*b', 'a'.repeat(10_000)), 10_001 * 10_003);
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
