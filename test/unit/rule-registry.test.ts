// The rule registry is generated from the rule modules (issue 25): adding a rule is its module, its doc page, its
// test and `npm run generate`; the registry keeps the catalogue's order and puts a new rule at the end of its section.
import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueOrder, registryOrder, registryText, ruleModules, type RuleModule } from '../../scripts/rule-registry';
import { RULES } from '../../src/core/rules/index';

const mod = (id: string, section: string): RuleModule => ({
  id,
  exportName: id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
  section,
});

describe('rule registry (src/core/rules/registry.generated.ts)', () => {
  const listed = [mod('a-structural', '–'), mod('b-paths', '§2.1'), mod('c-methods', '§4'), mod('d-auth', '§5')];

  it('keeps the order the registry has, whatever the modules’ file order', () => {
    const order = catalogueOrder([...listed].reverse(), ['b-paths', 'a-structural', 'd-auth', 'c-methods']);
    assert.deepEqual(
      order.map((m) => m.id),
      ['b-paths', 'a-structural', 'd-auth', 'c-methods'],
    );
  });

  it('puts a new rule at the end of its section, and drops a rule whose module is gone', () => {
    const previous = ['a-structural', 'b-paths', 'gone', 'c-methods', 'd-auth'];
    const order = catalogueOrder([...listed, mod('e-new-methods', '§4'), mod('f-new-structural', '–')], previous);
    assert.deepEqual(
      order.map((m) => m.id),
      ['a-structural', 'f-new-structural', 'b-paths', 'c-methods', 'e-new-methods', 'd-auth'],
    );
    assert.deepEqual(
      catalogueOrder(
        [mod('g-versions', '§9'), mod('h-errors', '§5, §7'), ...listed],
        registryOrder(registryText(listed)),
      ).map((m) => m.id),
      ['a-structural', 'b-paths', 'c-methods', 'd-auth', 'h-errors', 'g-versions'],
    );
  });

  it('reads back the order it writes', () => {
    assert.deepEqual(
      registryOrder(registryText(listed)),
      listed.map((m) => m.id),
    );
  });

  it('finds every rule of this repository’s catalogue, and nothing else', () => {
    const modules = ruleModules(join(__dirname, '..', '..'));
    assert.deepEqual(modules.map((m) => m.id).sort(), RULES.map((r) => r.id).sort());
  });

  describe('finds rule modules by what they export', () => {
    let root = '';
    before(() => {
      root = mkdtempSync(join(tmpdir(), 'rule-registry-'));
      mkdirSync(join(root, 'src', 'core', 'rules', 'helpers'), { recursive: true });
    });
    after(() => rmSync(root, { recursive: true, force: true }));

    const write = (file: string, text: string) => writeFileSync(join(root, 'src', 'core', 'rules', file), text);

    it('takes a module exporting a rule named by its file, and skips helpers and modules without a rule', () => {
      write('new-rule.ts', "export const newRule = { id: 'new-rule', section: '§4', check() {} };\n");
      write('helper.ts', 'export const words = new Set([1]);\n');
      write('helpers/shared.ts', "export const notARule = { id: 'shared', section: '§4', check() {} };\n");
      assert.deepEqual(ruleModules(root), [{ id: 'new-rule', exportName: 'newRule', section: '§4' }]);
    });

    it('refuses a module whose rule id is not its file name', () => {
      write('misnamed.ts', "export const misnamed = { id: 'mis-named', section: '§4', check() {} };\n");
      assert.throws(
        () => ruleModules(root),
        /src\/core\/rules\/misnamed\.ts must export one rule, with the id misnamed/,
      );
    });
  });
});
