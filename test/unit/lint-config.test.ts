import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(__dirname, '..', '..');

/** One ESLint for every case, so `eslint.config.mjs` and its plugins are loaded once. */
let eslint: ESLint | undefined;

/** Where and by which rule `eslint.config.mjs` reports `code` written at `file` (each line and rule once). */
async function lintAt(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return [...new Set(result.messages.map((m) => `${m.line}:${m.ruleId}`))];
}

describe('eslint.config.mjs: the layer boundaries', () => {
  it('keeps vscode, fs, path and the upper layers out of src/core', async () => {
    const code = [
      "import * as vscode from 'vscode';",
      "import { readFileSync } from 'node:fs';",
      "import * as path from 'path';",
      "import { lintCommand } from '../cli/lint-command';",
      "import { activate } from '../../extension';",
      "import { x } from '../webview/dom';",
      "import { parseSource } from './document/parse';",
      'export const used = [vscode, readFileSync, path, lintCommand, activate, x, parseSource];',
    ].join('\n');
    assert.deepEqual(await lintAt('src/core/probe.ts', code), [
      '1:no-restricted-imports',
      '2:no-restricted-imports',
      '3:no-restricted-imports',
      '4:no-restricted-imports',
      '5:no-restricted-imports',
      '6:no-restricted-imports',
    ]);
  });

  it('lets src/webview import only src/shared and its own modules', async () => {
    const code = [
      "import type { HostToWebview } from '../shared/protocol';",
      "import { h } from './dom';",
      "import { lint } from '../core/lint';",
      "import { parse } from 'yaml';",
      "import * as vscode from 'vscode';",
      'export const used: unknown[] = [h, lint, parse, vscode, null as unknown as HostToWebview];',
    ].join('\n');
    assert.deepEqual(await lintAt('src/webview/probe.ts', code), [
      '3:no-restricted-imports',
      '4:no-restricted-imports',
      '5:no-restricted-imports',
    ]);
  });

  it('lets src/extension import vscode and src/core', async () => {
    const code =
      "import * as vscode from 'vscode';\nimport { lint } from '../core/lint';\nexport const used = [vscode, lint];\n";
    assert.deepEqual(await lintAt('src/extension/probe.ts', code), []);
  });
});
