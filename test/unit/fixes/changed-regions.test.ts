import * as assert from 'node:assert/strict';
import { ChangedRegions } from '../../../src/core/fixes/changed-regions';
import { applyEdits } from '../../../src/core/fixes/text';

/** mulberry32: the same seed, the same rounds. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Edit = { span: { start: number; end: number }; newText: string };

/** Disjoint edits of a text, none touching another (as one round of a fix-all is). */
function round(text: string, rnd: () => number): Edit[] {
  const edits: Edit[] = [];
  let at = 0;
  while (at < text.length && edits.length < 6) {
    const start = at + Math.floor(rnd() * 8);
    const end = Math.min(text.length, start + Math.floor(rnd() * 4));
    if (start > text.length) break;
    const newText = 'xyz\n'.slice(0, Math.floor(rnd() * 5));
    edits.push({ span: { start, end }, newText });
    at = end + 1 + Math.floor(rnd() * 3);
  }
  return edits;
}

describe('ChangedRegions', () => {
  it('gives, in the original text, the edits that several rounds of edits made (2,000 seeded cases)', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const rnd = random(seed);
      const original = 'abcdefghij\nklmnopqrst\nuvwxyz0123\n'.slice(0, 5 + Math.floor(rnd() * 28));
      const regions = new ChangedRegions();
      let current = original;
      for (let r = 0, rounds = 1 + Math.floor(rnd() * 4); r < rounds; r++) {
        const edits = round(current, rnd);
        current = applyEdits(current, edits);
        regions.record(edits);
      }
      const edits = regions.edits(original, current);
      assert.equal(applyEdits(original, edits), current, `seed ${seed}`);
      for (let i = 1; i < edits.length; i++) assert.ok(edits[i - 1].span.end < edits[i].span.start, `seed ${seed}`);
    }
  });

  it('keeps apart the stretches that stay apart, and leaves out a change undone later', () => {
    const original = 'one two three four';
    const regions = new ChangedRegions();
    const first = [
      { span: { start: 0, end: 3 }, newText: 'ONE' },
      { span: { start: 14, end: 18 }, newText: 'FOUR!' },
    ];
    const once = applyEdits(original, first);
    regions.record(first);
    const second = [{ span: { start: 0, end: 3 }, newText: 'one' }];
    regions.record(second);
    const twice = applyEdits(once, second);
    assert.equal(twice, 'one two three FOUR!');
    assert.deepEqual(regions.edits(original, twice), [{ span: { start: 14, end: 18 }, newText: 'FOUR!' }]);
  });
});
