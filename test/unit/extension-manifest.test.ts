import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMANDS, SETTINGS_SECTION } from '../../src/extension/ids';
import { SETTING_DEFAULTS } from '../../src/extension/settings-read';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('extension manifest', () => {
  it('contributes exactly the commands the extension registers, each titled under the extension category', () => {
    const contributed = (manifest.contributes.commands as { command: string; title: string; category: string }[])
      .map((c) => c.command)
      .sort();
    assert.deepEqual(contributed, Object.values(COMMANDS).sort());
    for (const c of manifest.contributes.commands) {
      assert.equal(c.category, 'REST Conventions');
      assert.ok(c.title.length > 0);
    }
  });

  it('registers every command through the ids module, never a literal id', () => {
    const files = [join(root, 'src', 'extension.ts'), ...sources(join(root, 'src', 'extension'))];
    const commandIds = Object.values(COMMANDS) as string[];
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      assert.doesNotMatch(text, /registerCommand\(\s*['"`]/, `${f} registers a command by literal id`);
      if (f.endsWith('ids.ts')) continue;
      for (const id of commandIds) assert.ok(!text.includes(id), `${f} spells out the command id ${id}; use COMMANDS`);
    }
    const code = files
      .filter((f) => !f.endsWith('ids.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const key of Object.keys(COMMANDS))
      assert.match(code, new RegExp(`\\bCOMMANDS\\.${key}\\b`), `nothing registers COMMANDS.${key}`);
  });

  it('reads every setting package.json contributes, and only those, with the default it declares', () => {
    const props = manifest.contributes.configuration.properties as Record<string, { default: unknown }>;
    const contributed = Object.keys(props).map((k) => k.slice(`${SETTINGS_SECTION}.`.length));
    assert.deepEqual(Object.keys(SETTING_DEFAULTS).sort(), contributed.sort());
    for (const [key, value] of Object.entries(SETTING_DEFAULTS))
      assert.deepEqual(value, props[`${SETTINGS_SECTION}.${key}`].default, `the default of restConventions.${key}`);
  });

  it('activates on YAML, JSON and a workspace holding a configuration file, and declares trust support', () => {
    for (const event of [
      'onLanguage:yaml',
      'onLanguage:json',
      'workspaceContains:**/.rest-conventions.{yaml,yml,json}',
    ])
      assert.ok(manifest.activationEvents.includes(event), event);
    assert.ok(!manifest.activationEvents.includes('*'), 'never activates on startup for every workspace');
    assert.equal(manifest.main, './dist/extension.js');
    assert.equal(manifest.capabilities.untrustedWorkspaces.supported, 'limited');
    assert.match(manifest.capabilities.untrustedWorkspaces.description, /Linting works in untrusted workspaces/);
    assert.equal(manifest.capabilities.virtualWorkspaces, true);
  });

  it('a workspace cannot choose what git reads while it is untrusted (restConventions.diff.base is restricted)', () => {
    // The revision is handed to git: an untrusted workspace's settings must not pick it (issue 24, outside check).
    assert.ok(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations.includes('restConventions.diff.base'));
  });

  it('builds the worker the extension starts', () => {
    const esbuild = readFileSync(join(root, 'esbuild.mjs'), 'utf8');
    assert.match(esbuild, /'lint-worker-ext': 'src\/extension\/lint-worker\.ts'/);
    assert.match(readFileSync(join(root, 'src', 'extension.ts'), 'utf8'), /'dist', 'lint-worker-ext\.js'/);
  });

  it('offers Try it and Lint workspace in the editor title and context menu of OpenAPI documents, and Try it on a key', () => {
    const key = 'restConventions.isOpenApi';
    for (const menu of ['editor/title', 'editor/context']) {
      const items = manifest.contributes.menus[menu] as { command: string; when: string }[];
      const expected =
        menu === 'editor/context'
          ? [COMMANDS.lintWorkspace, COMMANDS.tryOperationAtCursor, COMMANDS.startMockServer]
          : [COMMANDS.lintWorkspace, COMMANDS.tryOperationAtCursor];
      assert.deepEqual(items.map((i) => i.command).sort(), expected.sort(), menu);
      assert.ok(
        items.every((i) => i.when === key),
        `${menu} only for OpenAPI documents`,
      );
    }
    assert.deepEqual(manifest.contributes.keybindings, [
      {
        command: COMMANDS.tryOperationAtCursor,
        key: 'ctrl+alt+r',
        mac: 'cmd+alt+r',
        when: `editorTextFocus && ${key}`,
      },
    ]);
    assert.match(
      readFileSync(join(root, 'src', 'extension', 'ids.ts'), 'utf8'),
      new RegExp(`OPENAPI_CONTEXT_KEY = '${key.replace('.', '\\.')}'`),
    );
  });
});
