import * as assert from 'node:assert/strict';
import { applyBaseline, formatBaseline, makeBaseline, parseBaseline } from '../../src/core/baseline';
import type { Finding } from '../../src/core/rules/types';

const zero = { line: 0, character: 0 };
const finding = (uri: string, rule: string, pointer: string, line = 0): Finding => ({
  uri,
  rule,
  severity: 'warning',
  message: `${rule} at ${pointer}`,
  pointer,
  range: { start: { line, character: 0 }, end: zero },
  span: { start: line, end: line },
});

describe('baselines', () => {
  const a401 = finding('api.yaml', 'auth-error-responses', '/paths/~1a/get/responses', 3);
  const a403 = finding('api.yaml', 'auth-error-responses', '/paths/~1a/get/responses', 3);
  const verb = finding('other/api.yaml', 'path-no-verbs', '/paths/~1getA', 9);

  it('counts findings per file, rule and pointer, sorted, one entry a line', () => {
    const b = makeBaseline([verb, a401, a403], (f) => f.uri);
    assert.deepEqual(b.findings, [
      { file: 'api.yaml', rule: 'auth-error-responses', pointer: '/paths/~1a/get/responses', count: 2 },
      { file: 'other/api.yaml', rule: 'path-no-verbs', pointer: '/paths/~1getA', count: 1 },
    ]);
    const text = formatBaseline(b);
    assert.equal(
      text.split('\n').length,
      8,
      'braces, version, findings, two entries, bracket, brace, final line break',
    );
    assert.deepEqual(parseBaseline(text), b);
    assert.equal(formatBaseline(makeBaseline([], (f) => f.uri)), '{\n  "version": 1,\n  "findings": []\n}\n');
  });

  it('accepts up to `count` findings at a place, whatever their lines; the rest are new', () => {
    const b = makeBaseline([a401], (f) => f.uri);
    const moved = { ...a403, range: { start: { line: 40, character: 2 }, end: zero } };
    const split = applyBaseline([moved, a401, verb], b, (f) => f.uri);
    assert.deepEqual(split.baselined, [moved]);
    assert.deepEqual(split.fresh, [a401, verb]);
  });

  it('says what is wrong with a file that is not a baseline', () => {
    assert.match(parseBaseline('{') as string, /^not JSON/);
    assert.equal(parseBaseline('[]'), 'expected {"version": 1, "findings": [...]}');
    assert.equal(
      parseBaseline('{"version": 1, "findings": [{"file": "a", "rule": "r"}]}'),
      'findings[0] is not {file, rule, pointer, count}',
    );
    assert.deepEqual(parseBaseline('{"version": 1, "findings": [{"file": "a", "rule": "r", "pointer": ""}]}'), {
      version: 1,
      findings: [{ file: 'a', rule: 'r', pointer: '', count: 1 }],
    });
  });
});
