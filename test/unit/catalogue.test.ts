import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@cfworker/json-schema';
import { configSchema, currentInput, docsIndex, generatedFiles } from '../../scripts/generate';
import type { RuleInfo } from '../../src/core/rules/types';

const root = join(__dirname, '..', '..');

/** A catalogue of two made-up rules, one with options, and one former id. */
const demo = {
  catalogue: [
    { id: 'demo-plain', defaultSeverity: 'error', section: '–', description: 'Flags a | pipe.' },
    {
      id: 'demo-options',
      defaultSeverity: 'info',
      section: '§4',
      description: 'Takes options.',
      options: {
        words: { type: 'string[]', description: 'Words.' },
        mode: { type: 'enum', values: ['a', 'b'], default: 'a', description: 'Mode.' },
      },
    },
  ] satisfies RuleInfo[],
  aliases: { 'demo-old': ['demo-plain', 'demo-options'] },
  severities: ['off', 'error', 'warning', 'info'],
};

function valid(value: unknown): boolean {
  return new Validator(configSchema(demo) as object, '7', false).validate(value).valid;
}

describe('catalogue: files generated from the rules (npm run generate rewrites them)', () => {
  for (const [file, text] of Object.entries(generatedFiles(root, currentInput()))) {
    it(`${file} is in sync with the catalogue`, () => {
      assert.equal(readFileSync(join(root, file), 'utf8'), text);
    });
  }

  it('describes each rule by its default severity, section and description', () => {
    const rules = (configSchema(demo).properties as any).rules;
    assert.equal(rules.properties['demo-plain'].description, 'Default: error. Flags a | pipe.');
    assert.equal(rules.properties['demo-options'].description, 'Default: info (§4). Takes options.');
    assert.equal(
      rules.patternProperties['^demo-old$'].description,
      'Former name (rules version 1) of demo-plain and demo-options together; still accepted.',
    );
  });

  it('accepts exactly the options a rule declares, with their shapes', () => {
    assert.equal(
      valid({ rules: { 'demo-options': { severity: 'warning', options: { words: ['x'], mode: 'b' } } } }),
      true,
    );
    assert.equal(valid({ rules: { 'demo-options': { options: { mode: 'c' } } } }), false);
    assert.equal(valid({ rules: { 'demo-options': { options: { words: [''] } } } }), false);
    assert.equal(valid({ rules: { 'demo-options': { options: { other: 1 } } } }), false);
    assert.equal(valid({ rules: { 'demo-plain': { options: { words: ['x'] } } } }), false);
    assert.equal(valid({ rules: { 'demo-plain': 'off', 'demo-old': 'warning' } }), true);
    assert.equal(valid({ rules: { 'demo-unknown': 'off' } }), false);
  });

  it('indexes every rule page with its options, escaping pipes, and lists the former ids', () => {
    const index = docsIndex(demo);
    assert.ok(index.includes('| [`demo-plain`](demo-plain.md) | – | error | – | Flags a \\| pipe. |'));
    assert.ok(index.includes('| [`demo-options`](demo-options.md) | §4 | info | `words`, `mode` | Takes options. |'));
    assert.ok(index.includes('- `demo-old`: [`demo-plain`](demo-plain.md) and [`demo-options`](demo-options.md)'));
  });
});
