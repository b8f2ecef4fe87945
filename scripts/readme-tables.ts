// The generated tables of README.md: the rules (from CATALOGUE), the settings and the commands (from package.json).
// Each sits between `<!-- NAME:start -->` and `<!-- NAME:end -->`; `npm run generate` (scripts/generate.ts) writes them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleInfo } from '../src/core/rules/types';

/** The parts of package.json the tables read. */
export interface ManifestForTables {
  contributes: {
    commands?: { command: string; title: string; category?: string }[];
    configuration?: { properties: Record<string, SettingSchema> };
    menus?: { commandPalette?: { command: string; when?: string }[] };
  };
}

/** One contributed setting. */
interface SettingSchema {
  type?: string | string[];
  default?: unknown;
  enum?: unknown[];
  enumDescriptions?: string[];
  description?: string;
  markdownDescription?: string;
}

/** A table cell: one line, with pipes escaped. */
export function cell(text: string): string {
  return text
    .replace(/\r?\n+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function code(value: unknown): string {
  const text = JSON.stringify(value);
  return '`' + (text.length > 60 ? `${text.slice(0, 57)}…` : text) + '`';
}

/** The rules: id linking to its page, section, default severity and what it flags. */
export function rulesTable(catalogue: readonly RuleInfo[]): string {
  const rows = catalogue.map(
    (r) =>
      `| [\`${r.id}\`](docs/rules/${r.id}.md) | ${cell(r.section)} | ${r.defaultSeverity} | ${cell(r.description)} |`,
  );
  return ['| Rule | § | Default | What it flags |', '|---|---|---|---|', ...rows].join('\n');
}

/** The settings: key, type, default and description (with the meaning of each enum value). */
export function settingsTable(manifest: ManifestForTables): string {
  const props = manifest.contributes.configuration?.properties ?? {};
  const rows = Object.entries(props).map(([key, s]) => {
    let text = s.markdownDescription ?? s.description ?? '';
    if (s.enum) {
      const values = s.enum.map(
        (v, i) => `${code(v)}${s.enumDescriptions?.[i] ? `: ${s.enumDescriptions[i].replace(/\.$/, '')}` : ''}`,
      );
      text += ` Values: ${values.join('; ')}.`;
    }
    const type = Array.isArray(s.type) ? s.type.join(' \\| ') : (s.type ?? '');
    return `| \`${key}\` | ${type} | ${code(s.default)} | ${cell(text)} |`;
  });
  return ['| Setting | Type | Default | Description |', '|---|---|---|---|', ...rows].join('\n');
}

/** The commands: the title shown in the Command Palette (or where else they appear) and the id. */
export function commandsTable(manifest: ManifestForTables): string {
  const hidden = new Set(
    (manifest.contributes.menus?.commandPalette ?? []).filter((m) => m.when === 'false').map((m) => m.command),
  );
  const rows = (manifest.contributes.commands ?? []).map((c) => {
    const title = c.category ? `${c.category}: ${c.title}` : c.title;
    return `| ${cell(title)}${hidden.has(c.command) ? ' (not in the Command Palette)' : ''} | \`${c.command}\` |`;
  });
  return ['| Command | Id |', '|---|---|', ...rows].join('\n');
}

/** README text with each marked section replaced; throws when a marker pair is missing. */
export function renderReadme(readme: string, tables: Record<string, string>): string {
  let out = readme;
  for (const [name, table] of Object.entries(tables)) {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const a = out.indexOf(start);
    const b = out.indexOf(end);
    if (a < 0 || b < a) throw new Error(`README.md lacks the markers ${start} … ${end}`);
    out = `${out.slice(0, a + start.length)}\n${table}\n${out.slice(b)}`;
  }
  return out;
}

/** The tables of this repository. */
export function currentTables(root: string, catalogue: readonly RuleInfo[]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as ManifestForTables;
  return { rules: rulesTable(catalogue), settings: settingsTable(manifest), commands: commandsTable(manifest) };
}
