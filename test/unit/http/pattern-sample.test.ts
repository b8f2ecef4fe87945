import * as assert from 'node:assert/strict';
import { sampleFromSchema } from '../../../src/core/http/example-body';
import { patternSample } from '../../../src/core/http/pattern-sample';

// Strings made for a schema's `pattern` (the mock's generated members, the runner's sample bodies): what the mock's
// self-check reported most on public specs (AWS's ARNs, ids, phone numbers) was a string missing its pattern.

describe('http/pattern-sample: a string that matches a pattern, without building a regular expression from it', () => {
  it('matches the patterns public specs use', () => {
    for (const p of [
      String.raw`^[1-9][0-9]*-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([0-1][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]+)?Z$`,
      String.raw`^\+?[1-9]\d{1,14}$`,
      String.raw`arn:[a-z\d-]+:kinesisvideo:[a-z0-9-]+:[0-9]+:[a-z]+/[a-zA-Z0-9_.-]+/[0-9]+`,
      String.raw`^arn:.{16,1024}$`,
      String.raw`^i-[0-9a-fA-F]{8,}$`,
      String.raw`^$|^[A-Z]{2,2}$`,
      String.raw`[\w\-\.\+]+/[\w\-\.\+]+(,[\w\-\.\+]+/[\w\-\.\+]+)*`,
      String.raw`^[a-zA-Z_0-9]+:(//)?([^/]+)/?([^*]*)$`,
      String.raw`^(?<year>\d{4})-[^\s]+\u0041\x42$`,
      String.raw`^[\W]\S[\]\-]$`,
    ]) {
      const s = patternSample(p);
      assert.ok(s !== undefined && new RegExp(p, 'u').test(s), `${p} → ${JSON.stringify(s)}`);
    }
  });

  it('repeats more to reach minLength, and gives up past maxLength', () => {
    assert.equal(patternSample('^[a-z]+$', 5, 10), 'aaaaa');
    assert.equal(patternSample('^[a-z]{2}$', 5, 10), undefined);
    assert.equal(patternSample('^[a-z]{20}$', 0, 10), undefined);
  });

  it('leaves what it does not follow, and stays bounded', () => {
    for (const p of [
      String.raw`(?=a)b`,
      String.raw`(a)\1`,
      String.raw`\p{L}+`,
      '((a{100}){100}){100}',
      '[z-a]',
      '(a',
      'a{2,1}',
    ])
      assert.equal(patternSample(p), undefined, p);
    assert.equal(patternSample('a'.repeat(3000)), undefined);
  });

  it('matches every one of 3,000 seeded patterns made of the parts it follows', () => {
    let seed = 11;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const atoms = [
      'a',
      'Z',
      '\\.',
      '\\d',
      '\\w',
      '\\s',
      '\\D',
      '\\W',
      '\\S',
      '.',
      '[a-f0-9]',
      '[^/]',
      '[^a-z]',
      '-',
      '[\\-+]',
      ':',
    ];
    const quantifiers = ['', '', '*', '+', '?', '{2}', '{1,3}', '{2,}', '*?'];
    const piece = (depth: number): string => {
      if (depth < 2 && next(5) === 0) {
        const branches = Array.from({ length: 1 + next(3) }, () => seq(depth + 1));
        return `(${next(2) ? '?:' : ''}${branches.join('|')})${quantifiers[next(quantifiers.length)]}`;
      }
      return atoms[next(atoms.length)] + quantifiers[next(quantifiers.length)];
    };
    const seq = (depth: number) => Array.from({ length: 1 + next(4) }, () => piece(depth)).join('');
    for (let t = 0; t < 3000; t++) {
      const p = `^${seq(0)}$`;
      const min = next(4) === 0 ? next(12) : 0;
      const s = patternSample(p, min);
      if (s === undefined) continue;
      assert.ok(new RegExp(p, 'u').test(s) && s.length >= min, `${p} (minLength ${min}) → ${JSON.stringify(s)}`);
    }
  });

  it('is what the sampler gives a string with a pattern, unless it misses the format', () => {
    const identity = (v: unknown) => v;
    assert.equal(sampleFromSchema({ type: 'string', pattern: '^i-[0-9a-f]{8,}$' }, identity), 'i-00000000');
    assert.equal(sampleFromSchema({ type: 'string', pattern: '^[0-9]{4}$', minLength: 4 }, identity), '0000');
    const uuid = sampleFromSchema({ type: 'string', format: 'uuid', pattern: '^[a-z]+$' }, identity);
    assert.match(String(uuid), /^[0-9a-f-]{36}$/, 'the format’s own sample');
  });
});
