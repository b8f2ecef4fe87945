import * as assert from 'node:assert/strict';
import { parseVerdicts } from '../../scripts/precision-check';

// `npm run precision:check` reads the verdicts of a judged round from its Markdown table (docs/precision-rounds):
// a misread number or verdict would report a RIGHT finding lost, or hide one.
describe('precision check: the verdict table of a round', () => {
  it('reads each numbered row by the header’s `#` and `verdict` columns, padded or not', () => {
    const markdown = [
      '# Verdicts, seed 999 (fixture)',
      '',
      '| #   | rule            | API   | verdict | reason                       |',
      '| --- | --------------- | ----- | ------- | ---------------------------- |',
      '| 1   | bearer-scheme   | acme  | RIGHT   | The only scheme is basic.    |',
      '| 2 | links-shape | acme | WRONG | `links` is domain data. |',
      '| 10 | path-no-verbs | other.org/v2 | NOISE | Arguable; a matter of taste. |',
      '',
      'Summary: 1 RIGHT, 1 WRONG, 1 NOISE.',
    ].join('\n');
    assert.deepEqual(
      [...parseVerdicts(markdown)],
      [
        [1, 'RIGHT'],
        [2, 'WRONG'],
        [10, 'NOISE'],
      ],
    );
  });

  it('skips rows with no number or no known verdict, and tables with no verdict column', () => {
    const markdown = [
      '| rule | count |',
      '|---|---|',
      '| 3 | 4 |',
      '',
      '| # | rule | API | verdict | reason |',
      '|---|---|---|---|---|',
      '| 3 | success-status | acme | UNSURE | not judged |',
      '| total | | | RIGHT | |',
      '| 4 | success-status | acme | RIGHT | judged |',
    ].join('\n');
    assert.deepEqual([...parseVerdicts(markdown)], [[4, 'RIGHT']]);
  });
});
