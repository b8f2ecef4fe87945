import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { listAnswers, logged, type RecordedAnswer } from './list-answer-cases';

// Issue 27.7: list GETs were made cheaper (shapes and layouts kept per spec version, fewer copies). Their answers
// must not change: these are the bytes the mock sent before that work (commit 901d965), headers in order.

const RECORDED = path.resolve(__dirname, '../../fixtures/mock/list-answers.json');

describe('mock: list answers are unchanged byte for byte (issue 27.7)', () => {
  const recorded = JSON.parse(readFileSync(RECORDED, 'utf8')) as Record<string, RecordedAnswer[]>;
  const now = listAnswers();

  for (const spec of Object.keys(recorded))
    it(`answers the recorded requests on the ${spec} spec as before`, () => {
      assert.equal(now[spec].length, recorded[spec].length);
      for (const [i, was] of recorded[spec].entries()) assert.deepEqual(now[spec][i], was, was.request);
    });

  it('records list pages, not only errors', () => {
    const pages = Object.values(recorded)
      .flat()
      .filter((a) => a.status === 200 && a.body?.startsWith('{'));
    assert.ok(pages.length >= 8, `${pages.length} list pages`);
  });

  it('finds nothing wrong with its own answers', () => {
    assert.deepEqual(logged, []);
  });
});
