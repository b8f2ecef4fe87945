// example-valid keeps the results of its checks across lints in one process (check-memo.ts: the editor's worker lints
// a large spec again after every edit). Keyed by content, a kept result can never change what a lint finds, whatever
// was linted before; and what is kept stays bounded, since specs are untrusted.
import * as assert from 'node:assert/strict';
import { lint } from '../../../src/core/lint';
import {
  BoundedMemo,
  RESULT_LIMITS,
  exactText,
  keepResult,
  keptResults,
} from '../../../src/core/http/conformance/check-memo';

/**
 * Two specs alike but for the type of `Owner.id`, two `$ref`s below the example's schema: their shared bundles name
 * the same definitions the same way (`r0` Pet, `r1` Owner, `r2` Tag) and the example is the same value, so a key made
 * of the example's schema and value alone, or of definition names, would give B the result of A.
 */
const spec = (ownerId: string) => `
openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    post:
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
            example: { owner: { id: 7, tag: { label: 3 } } }
      responses:
        '201': { description: created }
components:
  schemas:
    Pet:
      type: object
      required: [name]
      properties:
        name: { type: string }
        owner: { $ref: '#/components/schemas/Owner' }
    Owner:
      type: object
      properties:
        id: { type: ${ownerId} }
        tag: { $ref: '#/components/schemas/Tag' }
    Tag:
      type: object
      properties:
        label: { type: integer }
`;

const exampleFindings = (text: string) =>
  lint({ uri: 'spec.yaml', text })
    .findings.filter((f) => f.rule === 'example-valid')
    .map((f) => ({ pointer: f.pointer, message: f.message, span: f.span, related: f.related }));

describe('example-valid keeps its checks across lints by content (check-memo.ts)', () => {
  it('lint A, lint B, lint A again: A finds the same as the first time, B its own, and A is answered from what was kept', () => {
    const a = spec('integer');
    const b = spec('string');
    const first = exampleFindings(a);
    assert.equal(first.length, 1);
    assert.match(first[0].message, /"name" is missing/);
    assert.doesNotMatch(first[0].message, /\/owner\/id/);
    const afterA = keptResults.size.entries;
    const other = exampleFindings(b);
    assert.equal(other.length, 1);
    assert.match(other[0].message, /at `\/owner\/id`, expected a string, got the number 7/);
    assert.ok(keptResults.size.entries > afterA, 'B is not answered from what A kept');
    const afterB = keptResults.size.entries;
    assert.deepEqual(exampleFindings(a), first);
    assert.equal(keptResults.size.entries, afterB, 'A again is answered from what was kept');
  });

  it('a definition changed only deep in the chain (Tag.label) is a different key', () => {
    const text = spec('integer');
    const changed = text.replace('label: { type: integer }', 'label: { type: string }');
    assert.doesNotMatch(exampleFindings(text)[0].message, /label/);
    assert.match(exampleFindings(changed)[0].message, /at `\/owner\/tag\/label`, expected a string, got the number 3/);
    assert.doesNotMatch(exampleFindings(text)[0].message, /label/);
  });

  it('values JSON would write alike are not keyed (NaN, ±Infinity, -0, BigInt, undefined)', () => {
    for (const v of [NaN, Infinity, -Infinity, -0, 10n ** 20n, undefined, [1, undefined], { a: -0 }])
      assert.equal(exactText(v), undefined, String(v));
    assert.equal(exactText({ a: [0, 'x', null, true] }), '{"a":[0,"x",null,true]}');
  });

  it('keeps at most its entries and characters, the least recently used going first', () => {
    const memo = new BoundedMemo<number>(3, 40);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    assert.equal(memo.get('a'), 1); // a is now the most recently used
    memo.set('d', 4);
    assert.equal(memo.get('b'), undefined);
    assert.deepEqual([memo.get('a'), memo.get('c'), memo.get('d')], [1, 3, 4]);
    memo.set('e', 5, 37); // 38 characters: beside a, c and d, 41 of 40, so a (the least recently used) goes
    assert.deepEqual(memo.size, { entries: 3, chars: 40 });
    assert.equal(memo.get('a'), undefined);
    assert.equal(memo.get('c'), 3);
    memo.set('f', 6, 1); // 42 characters: d goes, then e (41 are still too many)
    assert.deepEqual(memo.size, { entries: 2, chars: 3 });
    assert.deepEqual([memo.get('c'), memo.get('d'), memo.get('e'), memo.get('f')], [3, undefined, undefined, 6]);
    memo.set('huge', 0, 100); // larger than the whole memo: not kept, nothing dropped
    assert.equal(memo.get('huge'), undefined);
    assert.equal(memo.size.entries, 2);
  });

  it('the results kept stay within their limits whatever is checked', () => {
    const message = 'x'.repeat(1000);
    for (let i = 0; i < RESULT_LIMITS.entries + 500; i++)
      keepResult(`flood ${i}`, { problems: [{ pointer: '', message }], truncated: false });
    const { entries, chars } = keptResults.size;
    assert.ok(
      entries <= RESULT_LIMITS.entries && chars <= RESULT_LIMITS.chars,
      `${entries} entries, ${chars} characters`,
    );
  });
});
