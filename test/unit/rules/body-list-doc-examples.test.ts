import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { lint } from '../../../src/core/lint';

const docsDir = path.resolve(__dirname, '../../../docs/rules');

/** The rules whose documented examples this file checks. */
const IDS = [
  'json-media-type',
  'links-shape',
  'no-body-on-get-delete',
  'body-required',
  'list-response-shape',
  'member-response-object',
  'create-returns-201',
  'success-status',
  'no-content-body',
  'list-pagination-params',
  'list-sort-param',
  'pagination-wrapper-shape',
];

/** The first YAML block under a `## ` heading. */
function example(md: string, title: string): string {
  const m = new RegExp(`\\n## ${title}\\n[\\s\\S]*?\`\`\`ya?ml\\n([\\s\\S]*?)\\n\`\`\``).exec(md);
  assert.ok(m, `a yaml block under "${title}"`);
  return m[1] + '\n';
}

describe('docs/rules examples do what they say (body, status and list rules)', () => {
  for (const id of IDS) {
    it(id, () => {
      const md = readFileSync(path.join(docsDir, `${id}.md`), 'utf8').replace(/\r\n/g, '\n');
      const failing = lint({ uri: `${id}-failing.yaml`, text: example(md, 'Failing example'), only: [id] });
      const passing = lint({ uri: `${id}-passing.yaml`, text: example(md, 'Passing example'), only: [id] });
      assert.deepEqual([...failing.ruleFailures, ...passing.ruleFailures], []);
      assert.ok(failing.findings.length > 0, 'the failing example is flagged');
      assert.ok(failing.findings.every((f) => f.rule === id));
      assert.deepEqual(passing.findings, [], 'the passing example is clean');
    });
  }
});
