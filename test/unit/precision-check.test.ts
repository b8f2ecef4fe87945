import * as assert from 'node:assert/strict';
import { judgedState, parseVerdicts, reportedKeys } from '../../scripts/precision-check';

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

// A RIGHT finding that a later change groups (told once, with this place related) is still told: not lost.
describe('precision check: where a judged finding is told now', () => {
  const keys = reportedKeys([
    {
      rule: 'path-param-undeclared',
      pointer: '/paths/~1a~1{b}',
      related: [{ pointer: '/paths/~1a~1{b}/parameters/0' }],
    },
    { rule: 'bad-request-response', pointer: '/paths/~1c/get' },
  ] as never);

  it('says STILL at its own pointer, GROUPED as a related place of the same rule, GONE otherwise', () => {
    assert.equal(judgedState(keys, 'bad-request-response', '/paths/~1c/get'), 'STILL');
    assert.equal(judgedState(keys, 'path-param-undeclared', '/paths/~1a~1{b}/parameters/0'), 'GROUPED');
    assert.equal(judgedState(keys, 'path-param-undeclared', '/paths/~1c/get'), 'GONE');
  });

  it('does not count another rule’s related place as the finding', () => {
    assert.equal(judgedState(keys, 'not-found-response', '/paths/~1a~1{b}/parameters/0'), 'GONE');
  });
});
