import * as assert from 'node:assert/strict';
import { lint } from '../../src/core/lint';
import { RULES } from '../../src/core/rules/index';

/** A spec with findings of several rules (a verb in a path, a singular collection, a POST answering 200). */
const SPEC = [
  'openapi: 3.0.3',
  'info: {title: t, version: "1"}',
  'paths:',
  '  /getOrder:',
  '    post:',
  '      responses:',
  '        "200": {description: ok}',
  '',
].join('\n');

describe('lint: stopping a lint between steps', () => {
  it('gives exactly the findings of a lint without `stop` while `stop` stays false, asking before each rule', () => {
    let asked = 0;
    const plain = lint({ uri: 'spec.yaml', text: SPEC });
    const watched = lint({ uri: 'spec.yaml', text: SPEC, stop: () => (asked++, false) });
    assert.ok(plain.findings.length > 2);
    assert.deepEqual(watched.findings, plain.findings);
    assert.equal(watched.stopped, undefined);
    // After the parse, after the model, and before each rule.
    assert.equal(asked, RULES.length + 2);
  });

  for (const at of [1, 2, 3, 10]) {
    it(`stops at step ${at} with nothing in the result`, () => {
      let asked = 0;
      const res = lint({ uri: 'spec.yaml', text: SPEC, stop: () => ++asked >= at });
      assert.equal(asked, at, 'no step runs after stop says true');
      assert.deepEqual(res, { findings: [], isOpenApi: false, ruleFailures: [], stopped: true });
    });
  }
});
