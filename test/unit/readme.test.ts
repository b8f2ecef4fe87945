import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../../src/core/rules';
import { commandsTable, renderReadme, rulesTable, settingsTable } from '../../scripts/readme-tables';

const root = join(__dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The text of a `## Heading` section, up to the next heading of the same level. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, `README.md has a "## ${title}" section`);
  const next = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
}

describe('README', () => {
  it('links every rule of the catalogue to its page, and each page exists', () => {
    const rules = section('Rules');
    for (const r of CATALOGUE) {
      assert.ok(rules.includes(`[\`${r.id}\`](docs/rules/${r.id}.md)`), `${r.id} is in the rules table`);
      assert.ok(existsSync(join(root, 'docs', 'rules', `${r.id}.md`)), `docs/rules/${r.id}.md exists`);
    }
  });

  it('points only at files and images that exist, and its images are PNG screenshots', () => {
    const targets = [...readme.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1])
      .filter((t) => !/^[a-z]+:/.test(t));
    assert.ok(targets.length > 0);
    for (const t of targets) assert.ok(existsSync(join(root, t)), `${t} exists`);
    const images = [...readme.matchAll(/!\[[^\]]+\]\(([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(images.length >= 5, 'screenshots of the Problems panel, a hover, a quick fix and the runner');
    for (const img of images) {
      assert.match(img, /^docs\/images\/[a-z0-9-]+\.png$/);
      assert.deepEqual([...readFileSync(join(root, img)).subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47], `${img} is a PNG`);
    }
    assert.ok(
      images.some((i) => /dark/.test(i)) && images.some((i) => !/dark|high-contrast/.test(i)),
      'light and dark themes are shown',
    );
  });

  it('keeps the set-up commands, the main-job command and the CLI lint command', () => {
    const setup = section('Set-up');
    assert.match(setup, /```sh\nnpm ci\nnpm test\n```/);
    assert.match(setup, /```sh\nnpm run demo\n```/);
    assert.match(setup, /npx rest-conventions lint /);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    for (const script of ['demo', 'build', 'test']) assert.ok(manifest.scripts[script], `npm run ${script} exists`);
  });

  it('lists every snippet prefix, and the manifest offers them while typing in YAML', () => {
    const snippets = section('Snippets');
    const yaml = JSON.parse(readFileSync(join(root, 'snippets', 'openapi-yaml.json'), 'utf8')) as Record<
      string,
      { prefix: string }
    >;
    const json = JSON.parse(readFileSync(join(root, 'snippets', 'openapi-json.json'), 'utf8')) as Record<
      string,
      { prefix: string }
    >;
    for (const [name, s] of [...Object.entries(yaml), ...Object.entries(json)])
      assert.ok(snippets.includes(`| \`${s.prefix}\` | ${name} |`), `${s.prefix} is listed`);
    // A prefix typed in YAML is a plain scalar, a string token: suggestions there must be on for snippets to show.
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    assert.deepEqual(manifest.contributes.configurationDefaults['[yaml]']['editor.quickSuggestions'], {
      other: 'on',
      comments: 'off',
      strings: 'on',
    });
  });

  it('shows CI set-ups (the action with annotations and SARIF, GitLab, pre-commit), and the security and privacy facts', () => {
    const ci = readme.slice(readme.indexOf('\n### In CI\n'), readme.indexOf('\n## Security and privacy\n'));
    assert.ok(ci.length > 100, 'README.md has an "### In CI" section');
    assert.match(ci, /uses: rest-conventions\/rest-conventions@v\d/);
    assert.match(ci, /upload-sarif: true/);
    assert.match(ci, /security-events: write/);
    assert.match(ci, /--format codeclimate/);
    assert.match(ci, /id: rest-conventions/);
    const privacy = section('Security and privacy');
    assert.match(privacy, /SecretStorage/);
    assert.match(privacy, /No telemetry/);
  });

  it('compares with Spectral, Redocly, REST Client and Thunder Client, citing only figures that bench/RESULTS.md holds', () => {
    const compared = section('Compared with other tools');
    for (const peer of ['Spectral', 'Redocly', 'REST Client', 'Thunder Client'])
      assert.ok(compared.includes(peer), peer);
    const figures = [...compared.matchAll(/\d+(?:\.\d+)?\s?(?:ms|s|MB|×|x)\b/g)].map((m) => m[0]);
    if (figures.length === 0) return;
    const results = readFileSync(join(root, 'bench', 'RESULTS.md'), 'utf8');
    for (const f of figures) assert.ok(results.includes(f), `"${f}" appears in bench/RESULTS.md`);
  });
});

describe('README table generators', () => {
  it('render a rule row with its link, section, severity and description', () => {
    const table = rulesTable([
      { id: 'demo-rule', section: '§4', defaultSeverity: 'warning', description: 'Flags a | pipe.' },
    ]);
    assert.equal(
      table,
      '| Rule | § | Default | What it flags |\n|---|---|---|---|\n| [`demo-rule`](docs/rules/demo-rule.md) | §4 | warning | Flags a \\| pipe. |',
    );
  });

  it('render settings with their enum meanings, and commands hidden from the palette', () => {
    const manifest = {
      contributes: {
        commands: [
          { command: 'x.a', title: 'Do A', category: 'X' },
          { command: 'x.b', title: 'Do B' },
        ],
        menus: { commandPalette: [{ command: 'x.b', when: 'false' }] },
        configuration: {
          properties: {
            'x.mode': {
              type: 'string',
              default: 'fast',
              enum: ['fast', 'slow'],
              enumDescriptions: ['Quick.', 'Careful.'],
              description: 'How.',
            },
          },
        },
      },
    };
    assert.equal(
      settingsTable(manifest).split('\n')[2],
      '| `x.mode` | string | `"fast"` | How. Values: `"fast"`: Quick; `"slow"`: Careful. |',
    );
    assert.deepEqual(commandsTable(manifest).split('\n').slice(2), [
      '| X: Do A | `x.a` |',
      '| Do B (not in the Command Palette) | `x.b` |',
    ]);
  });

  it('refuse a README without the markers', () => {
    assert.throws(() => renderReadme('# nothing here\n', { rules: '' }), /lacks the markers <!-- rules:start -->/);
  });
});
