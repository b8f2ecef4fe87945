import * as assert from 'node:assert/strict';
import { lint } from '../../../src/core/lint';
import { CATALOGUE } from '../../../src/core/rules/index';
import { docExamples } from '../helpers/doc-examples';

describe('docs/rules examples do what they say', () => {
  for (const { id } of CATALOGUE) {
    it(id, () => {
      const { failing, passing } = docExamples(id);
      const failed = lint({ uri: `${id}-failing.yaml`, text: failing + '\n', only: [id] });
      const passed = lint({ uri: `${id}-passing.yaml`, text: passing + '\n', only: [id] });
      assert.deepEqual([...failed.ruleFailures, ...passed.ruleFailures], []);
      assert.ok(failed.findings.length > 0, 'the failing example is flagged');
      assert.ok(failed.findings.every((f) => f.rule === id));
      assert.deepEqual(passed.findings, [], 'the passing example is clean');
    });
  }
});
