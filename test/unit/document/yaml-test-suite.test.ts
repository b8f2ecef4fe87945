import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as yamlParse, parseAllDocuments, parseDocument } from 'yaml';
import { parseSource } from '../../../src/core/document/parse';
import { ParsedSource } from '../../../src/core/document/source';
import { YAML_OPTIONS } from '../../../src/core/document/yaml-ast';
import { parseYamlFast } from '../../../src/core/document/yaml-fast';
import { compareParsers, referenceValue } from './compare';

/** One case of the official yaml-test-suite (test/fixtures/yaml-test-suite/README.md says where from). */
interface SuiteCase {
  id: string;
  name: string;
  yaml: string;
  /** The suite says the text is not valid YAML. */
  error?: true;
  /** The suite's JSON for each document, when it has one. */
  json?: string;
}

const cases: SuiteCase[] = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'fixtures', 'yaml-test-suite', 'cases.json'), 'utf8'),
);

/** Does the `yaml` package find an error anywhere in `text` (in any of its documents, or in its only one)? */
function yamlRejects(text: string): boolean {
  const docs = parseAllDocuments(text, YAML_OPTIONS);
  if (docs.some((d) => d.errors.length > 0)) return true;
  return docs.length <= 1 && parseDocument(text, YAML_OPTIONS).errors.length > 0;
}

/**
 * Where the `yaml` package itself reads a suite case otherwise than the suite says, or where this project reads
 * it otherwise on purpose. Each is checked to still be so, so the list cannot go stale.
 */
const ACCEPTED_BY_YAML = ['9JBA', 'DK4H', 'SF5V', 'SU5Z', 'X4QW', 'ZXT5'];
/** The fallback's value differs from `yaml.parse` and the suite's JSON on purpose. */
const OWN_VALUES: Record<string, string> = {
  '565N': '!!binary: the base64 text (a string, as in the file), where yaml.parse gives a Uint8Array',
  X38W: 'an alias as a key (*a :) is the scalar its anchor names, "a", as yaml reads it with mapAsMap; this case also has a collection key, which only plain yaml.parse names, and it calls the alias key "*a"',
};

describe('document: the official yaml-test-suite', () => {
  it(`holds all ${cases.length} cases, ${cases.filter((c) => c.error).length} of them errors`, () => {
    assert.equal(cases.length, 402);
    assert.equal(cases.filter((c) => c.error).length, 94);
  });

  it('the fast path reads every case it accepts as yaml does (values and locations), and accepts no error case', () => {
    const accepted: string[] = [];
    for (const c of cases) {
      const fast = new ParsedSource('t.yaml', c.yaml, 'yaml');
      if (parseYamlFast(fast) || fast.errors.length > 0) continue;
      accepted.push(c.id);
      assert.ok(!c.error, `${c.id} (${c.name}) is an error case`);
      assert.ok(!yamlRejects(c.yaml), `${c.id} (${c.name}): yaml rejects it`);
      assert.deepEqual(compareParsers(c.yaml).differences, [], `${c.id} (${c.name})`);
      if (c.json !== undefined && c.json.trim() !== '')
        assert.deepEqual(fast.root, JSON.parse(c.json), `${c.id} (${c.name}): the suite's JSON`);
    }
    // The fast path covers the block and flow YAML of OpenAPI files: about a quarter of the suite, the rest is
    // tags, directives, explicit keys, several documents and errors, which go to the composer.
    assert.ok(accepted.length >= 100, `${accepted.length} accepted`);
  });

  it('reports an error for every case the yaml package rejects, and for every error case but the ones yaml accepts', () => {
    const acceptedByYaml: string[] = [];
    for (const c of cases) {
      const rejects = yamlRejects(c.yaml);
      if (c.error && !rejects) acceptedByYaml.push(c.id);
      const doc = parseSource('t.yaml', c.yaml);
      if (rejects) assert.ok(doc.errors.length > 0, `${c.id} (${c.name})`);
      else if (parseAllDocuments(c.yaml, YAML_OPTIONS).length <= 1)
        assert.deepEqual(doc.errors, [], `${c.id} (${c.name})`);
    }
    assert.deepEqual(acceptedByYaml, ACCEPTED_BY_YAML);
  });

  it("gives yaml's value for every single-document case the yaml package accepts, through either path", () => {
    const own: string[] = [];
    for (const c of cases) {
      if (c.error || yamlRejects(c.yaml) || parseAllDocuments(c.yaml, YAML_OPTIONS).length !== 1) continue;
      let reference: unknown;
      try {
        reference = referenceValue(c.yaml);
      } catch {
        reference = undefined;
      }
      const root = parseSource('t.yaml', c.yaml).root;
      if (reference !== undefined && isEqual(root, reference)) continue;
      // A collection as a key: yaml.parse names it (without mapAsMap); a Set: the suite's JSON.
      if (reference === undefined && isEqual(root, yamlParse(c.yaml, { ...YAML_OPTIONS, maxAliasCount: -1 }))) continue;
      if (reference === undefined && c.json !== undefined && isEqual(root, JSON.parse(c.json))) continue;
      own.push(c.id);
    }
    assert.deepEqual(own, Object.keys(OWN_VALUES).sort());
  });
});

function isEqual(a: unknown, b: unknown): boolean {
  try {
    assert.deepEqual(a, b);
    return true;
  } catch {
    return false;
  }
}
