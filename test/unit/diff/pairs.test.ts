import { strict as assert } from 'node:assert';
import { diffSpecs } from '../../../src/core/diff/index';
import { changeInfo } from '../../../src/core/diff/catalogue';
import type { Finding } from '../../../src/core/rules/types';
import { loadPairs, type Pair } from './pairs';
import { getAtPointer, splitPointer } from '../../../src/core/document/pointer';
import { parseSource } from '../../../src/core/document/parse';

const TODAY = '2026-01-01';

function run(pair: Pair): Finding[] {
  const result = diffSpecs(pair.base, pair.revision, { today: TODAY });
  assert.deepEqual(result.problems, [], `${pair.name}: both sides read`);
  return result.findings;
}

const breaks = (f: Finding) => f.severity === 'error' || f.severity === 'warning';

/** Found: reported, with the row's severity for generated pairs, else at error or warning for a breaking pair. */
function found(pair: Pair, findings: readonly Finding[], id: string): boolean {
  return findings.some(
    (f) => f.rule === id && (pair.severity ? f.severity === pair.severity : pair.kind !== 'breaking' || breaks(f)),
  );
}

describe('diff: the spec pairs of test/fixtures/diff', () => {
  const pairs = loadPairs();

  it('has at least 150 pairs, 30 of them refactors, and expects only ids of the catalogue', () => {
    assert.ok(pairs.length >= 150, `${pairs.length} pairs`);
    assert.ok(pairs.filter((p) => p.kind === 'refactor').length >= 30);
    for (const p of pairs)
      for (const id of [...p.expect, ...p.absent]) assert.ok(changeInfo(id), `${p.name}: ${id} is in the catalogue`);
  });

  it('finds at least 95% of the breaking changes', () => {
    const breaking = pairs.filter((p) => p.kind === 'breaking');
    let expected = 0;
    const missed: string[] = [];
    for (const p of breaking) {
      const findings = run(p);
      for (const id of p.expect) {
        expected++;
        if (!found(p, findings, id))
          missed.push(
            `${p.name}: ${id} (got ${findings.map((f) => `${f.rule}/${f.severity}`).join(', ') || 'nothing'})`,
          );
      }
    }
    const recall = (expected - missed.length) / expected;
    assert.ok(expected >= 100, `${expected} breaking changes expected`);
    assert.ok(recall >= 0.95, `recall ${(recall * 100).toFixed(1)}% of ${expected}; missed:\n${missed.join('\n')}`);
  });

  describe('refactors: no error, no warning', () => {
    for (const p of pairs.filter((x) => x.kind === 'refactor')) {
      it(p.name, () => {
        const bad = run(p).filter(breaks);
        assert.deepEqual(
          bad.map((f) => `${f.rule}: ${f.message}`),
          [],
        );
      });
    }
  });

  describe('compatible changes: reported as info, no error, no warning', () => {
    for (const p of pairs.filter((x) => x.kind === 'compatible')) {
      it(p.name, () => {
        const findings = run(p);
        assert.deepEqual(
          findings.filter(breaks).map((f) => `${f.rule}: ${f.message}`),
          [],
        );
        for (const id of p.expect)
          assert.ok(found(p, findings, id), `${id} in ${findings.map((f) => f.rule).join(', ')}`);
      });
    }
  });

  describe('what must not be reported, the messages, and the places', () => {
    for (const p of pairs.filter((x) => x.absent.length > 0 || x.message !== undefined)) {
      it(p.name, () => {
        const findings = run(p);
        for (const id of p.absent) assert.ok(!findings.some((f) => f.rule === id), `${id} is not reported`);
        if (p.message !== undefined) {
          const first = findings.find((f) => f.rule === p.expect[0]);
          assert.ok(first?.message.includes(p.message), `"${first?.message}" says "${p.message}"`);
        }
      });
    }
    it('places every finding of every pair inside its file, in the revision or in the base', () => {
      for (const p of pairs) {
        const texts = new Map([
          [p.base.uri, p.base.text],
          [p.revision.uri, p.revision.text],
        ]);
        for (const f of run(p)) {
          if (!texts.has(f.uri)) continue; // a $ref'd file
          const lines = texts.get(f.uri)!.split('\n').length;
          assert.ok(
            f.range.start.line < lines && f.span.end >= f.span.start,
            `${p.name}: ${f.rule} at ${f.range.start.line}`,
          );
          assert.ok(f.pointer.startsWith('/'), `${p.name}: ${f.rule} has a pointer`);
          // Its pointer, and each related place's, exists in the file it names (not a logical path through $refs).
          for (const x of [f, ...(f.related ?? [])]) {
            const text = texts.get(x.uri);
            if (text === undefined) continue;
            const root = parseSource(x.uri, text).root;
            assert.notEqual(
              getAtPointer(root, splitPointer(x.pointer)),
              undefined,
              `${p.name}: ${f.rule} ${x.uri}#${x.pointer}`,
            );
          }
        }
      }
    });
  });
});
