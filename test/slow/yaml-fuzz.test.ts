import * as assert from 'node:assert/strict';
import { parse as yamlParse, parseDocument } from 'yaml';
import { parseSource } from '../../src/core/document/parse';
import { YAML_OPTIONS } from '../../src/core/document/yaml-ast';
import { compareParsers } from '../unit/document/compare';
import { YamlGen } from '../unit/document/yaml-gen';

/** How many documents to generate, and from which seed (YAML_FUZZ_COUNT, YAML_FUZZ_SEED to explore further). */
const COUNT = Number(process.env.YAML_FUZZ_COUNT ?? 20_000);
const FIRST_SEED = Number(process.env.YAML_FUZZ_SEED ?? 0);

/** yaml's first error on `text`: the composer's, or what yaml.parse throws while building values (an unresolved alias, a merge of a scalar). */
function yamlRejects(text: string): string | undefined {
  const errors = parseDocument(text, YAML_OPTIONS).errors;
  if (errors.length > 0) return errors[0].message.split('\n')[0];
  try {
    yamlParse(text, { ...YAML_OPTIONS, maxAliasCount: -1 });
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('slow: the YAML fast path against the yaml package on generated documents', () => {
  it(`agrees on ${COUNT} seeded documents: what the fast path accepts has yaml's value and locations, what yaml rejects gets an error`, function () {
    this.timeout(0);
    const failures: string[] = [];
    let accepted = 0;
    let rejectedByYaml = 0;
    for (let seed = FIRST_SEED; seed < FIRST_SEED + COUNT && failures.length < 10; seed++) {
      const text = new YamlGen(seed).document();
      const result = compareParsers(text);
      if (!result.bailed) {
        accepted++;
        if (result.differences.length > 0)
          failures.push(`seed ${seed}: ${result.differences.slice(0, 3).join('; ')}\n    ${JSON.stringify(text)}`);
        continue;
      }
      // Handed to the composer: an error exactly when yaml finds one.
      const yamlError = yamlRejects(text);
      if (yamlError) rejectedByYaml++;
      const ours = parseSource('t.yaml', text).errors;
      if (ours.length > 0 !== (yamlError !== undefined)) {
        failures.push(
          `seed ${seed}: yaml: ${yamlError ?? 'no error'}; parseSource: ${ours.map((e) => e.message).join('; ') || 'no error'}\n    ${JSON.stringify(text)}`,
        );
      }
    }
    assert.deepEqual(failures, []);
    // The generator must keep reaching both sides: documents in the fast path's subset and broken ones.
    assert.ok(accepted > COUNT * 0.15, `${accepted} of ${COUNT} in the fast path's subset`);
    assert.ok(rejectedByYaml > COUNT * 0.1, `${rejectedByYaml} of ${COUNT} rejected by yaml`);
  });
});
