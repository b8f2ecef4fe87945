import * as assert from 'node:assert/strict';
import { uniqueFindings } from '../../../src/cli/lint-command';
import { compareFindings } from '../../../src/core/lint';
import type { Finding } from '../../../src/core/rules/types';

function finding(uri: string, start: number, rule: string, message: string): Finding {
  const zero = { line: 0, character: start };
  return {
    uri,
    rule,
    severity: 'warning',
    message,
    pointer: '',
    range: { start: zero, end: zero },
    span: { start, end: start + 1 },
  };
}

/** What the CLI did before: a key per finding, the first of each key kept. */
function byKey(lists: Finding[][]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of lists.flat()) {
    const key = `${f.uri}\0${f.rule}\0${f.span.start}\0${f.span.end}\0${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}

describe('uniqueFindings', () => {
  it('drops a repeat inside one sorted list and keeps other messages at the same place', () => {
    const a = finding('a.yaml', 1, 'r', 'one');
    const b = finding('a.yaml', 1, 'r', 'two');
    const list = [a, b, finding('a.yaml', 1, 'r', 'one'), finding('a.yaml', 2, 'r', 'one')];
    assert.deepEqual(uniqueFindings([list]), [a, b, list[3]]);
  });

  it('reports a file that two lists share once', () => {
    const shared1 = finding('common.yaml', 5, 'r', 'm');
    const shared2 = finding('common.yaml', 5, 'r', 'm');
    const own = finding('b.yaml', 5, 'r', 'm');
    assert.deepEqual(
      uniqueFindings([
        [shared1, finding('a.yaml', 1, 'r', 'm')],
        [own, shared2],
      ]).length,
      3,
    );
    assert.ok(!uniqueFindings([[shared1], [shared2]]).includes(shared2));
  });

  it('finds repeats that are not neighbours in a list that is not sorted', () => {
    const list = [finding('a.yaml', 3, 'r', 'm'), finding('a.yaml', 1, 'r', 'm'), finding('a.yaml', 3, 'r', 'm')];
    assert.deepEqual(uniqueFindings([list]), list.slice(0, 2));
  });

  it('keeps exactly what a key per finding keeps, in the same order, on random lists', () => {
    let seed = 7;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let round = 0; round < 200; round++) {
      const lists: Finding[][] = [];
      for (let l = 0; l < 1 + rand(3); l++) {
        const list: Finding[] = [];
        for (let i = 0; i < rand(30); i++)
          list.push(
            finding(['a.yaml', 'b.yaml', 'c.yaml'][rand(3)], rand(5), ['r', 's'][rand(2)], ['m', 'n', 'o'][rand(3)]),
          );
        if (rand(4) > 0) list.sort(compareFindings);
        lists.push(list);
      }
      assert.deepEqual(uniqueFindings(lists), byKey(lists), `round ${round}`);
    }
  });
});
