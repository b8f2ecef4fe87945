import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Validator } from '@cfworker/json-schema';
import { parse as parseYaml } from 'yaml';
import { SEVERITY_SETTINGS } from '../../../src/core/config/options';
import { parseConfig } from '../../../src/core/config/parse';
import { CATALOGUE, ruleInfo } from '../../../src/core/rules/index';

const root = path.resolve(__dirname, '../../..');
const schema = JSON.parse(readFileSync(path.join(root, 'schemas/rest-conventions.schema.json'), 'utf8'));
const rulesMd = path.resolve(root, '../shared/RULES.md');
const fixtures = path.join(root, 'test/fixtures/config');
const schemaRules: Record<string, { $ref?: string; oneOf?: { properties?: { options?: { properties?: object } } }[] }> =
  schema.properties.rules.properties;

/** The option names and shapes the schema offers for one rule. */
function schemaOptions(id: string): Record<string, unknown> {
  const entry = schemaRules[id];
  if (entry.$ref) return {};
  const props = entry.oneOf?.[1]?.properties?.options?.properties ?? {};
  return Object.fromEntries(
    Object.entries(props).map(([k, v]) => [k, 'enum' in v ? { enum: v.enum } : { type: v.type, items: v.items }]),
  );
}

function validate(file: string): boolean {
  const text = readFileSync(path.join(fixtures, file), 'utf8');
  const value = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  return new Validator(schema, '7', false).validate(value).valid;
}

describe('config: JSON schema of .rest-conventions.yaml', () => {
  it('lists exactly the rule ids of RULES.md, and structural rules of the catalogue that RULES.md does not list yet', function () {
    if (!existsSync(rulesMd)) this.skip();
    const ids = [...readFileSync(rulesMd, 'utf8').matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
    assert.equal(ids.length > 25, true, 'RULES.md table read');
    const structural = CATALOGUE.filter((r) => r.section === '–' && !ids.includes(r.id)).map((r) => r.id);
    assert.deepEqual(Object.keys(schemaRules).sort(), [...ids, ...structural].sort());
  });

  it('lists every rule of the catalogue', () => {
    const missing = CATALOGUE.map((r) => r.id).filter((id) => !(id in schemaRules));
    assert.deepEqual(missing, []);
  });

  it('offers the same options as the validator, with the same shapes', () => {
    for (const id of Object.keys(schemaRules)) {
      const expected = Object.fromEntries(
        Object.entries(ruleInfo(id)?.options ?? {}).map(([k, spec]) => [
          k,
          spec.type === 'enum' ? { enum: spec.values } : { type: 'array', items: { type: 'string', minLength: 1 } },
        ]),
      );
      assert.deepEqual(schemaOptions(id), expected, id);
    }
    for (const r of CATALOGUE) if (r.options) assert.ok(r.id in schemaRules, `${r.id} has options but no schema entry`);
  });

  it('offers the same severities as the validator', () => {
    assert.deepEqual(schema.definitions.severity.enum, [...SEVERITY_SETTINGS]);
  });

  it('accepts the valid fixtures and rejects the invalid ones, as parseConfig does', () => {
    const files = readdirSync(fixtures).filter((f) => /\.rest-conventions\.(yaml|json)$/.test(f));
    assert.equal(files.length >= 8, true);
    for (const file of files) {
      const problems = parseConfig(file, readFileSync(path.join(fixtures, file), 'utf8')).problems;
      const valid = file.startsWith('full.');
      assert.equal(validate(file), valid, `schema on ${file}`);
      assert.equal(
        problems.length === 0,
        valid,
        `parseConfig on ${file}: ${problems.map((p) => p.message).join('; ')}`,
      );
    }
  });
});
