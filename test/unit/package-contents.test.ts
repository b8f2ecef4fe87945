import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { CATALOGUE } from '../../src/core/rules';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
type PackageScript = typeof import('../../scripts/package.mjs');

/** What may be in the .vsix: what runs (bundles, media, snippets, grammars, rule pages, schemas) and what the marketplace shows. */
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^CHANGELOG\.md$/,
  /^LICENSE$/,
  /^dist\/(extension|lint-worker-ext)\.js$/,
  /^dist\/webview\/[\w-]+\.(js|css)$/,
  /^media\/[\w/.-]+\.(png|svg|css|md|json)$/,
  /^snippets\/[\w-]+\.json$/,
  /^syntaxes\/[\w.-]+\.tmLanguage\.json$/,
  /^docs\/rules\/[a-z0-9-]+\.md$/,
  /^docs\/conventions\.md$/,
  /^schemas\/[\w.-]+\.json$/,
];

/** Never in the package, whatever .vscodeignore says. */
const FORBIDDEN = [
  /^src\//,
  /^test\//,
  /(^|\/)fixtures\//,
  /(^|\/)node_modules\//,
  /\.map$/,
  /\.tsx?$/,
  /^examples\//,
  /^bench\//,
  /^scripts\//,
  /^\.vscode-test\//,
  /^out\//,
  /^dist\/cli(-main)?\.js$/,
  /^dist\/lint-worker(-main)?\.js$/,
  /^dist\/request-command\.js$/,
];

/** Files the manifest points at: each must be packaged, or the installed extension breaks. */
function referencedByManifest(): string[] {
  const c = manifest.contributes;
  const rel = (p: string) => p.replace(/^\.\//, '');
  const files = [rel(manifest.main), manifest.icon];
  for (const g of c.grammars ?? []) files.push(rel(g.path));
  for (const s of c.snippets ?? []) files.push(rel(s.path));
  for (const j of c.jsonValidation ?? []) if (!/^https?:/.test(j.url)) files.push(rel(j.url));
  for (const w of c.walkthroughs ?? []) {
    for (const step of w.steps) {
      const m = step.media ?? {};
      for (const p of [m.markdown, m.svg, typeof m.image === 'string' ? m.image : undefined]) if (p) files.push(rel(p));
      if (m.image && typeof m.image === 'object')
        for (const p of Object.values(m.image) as string[]) files.push(rel(p));
    }
  }
  return [...new Set(files)];
}

describe('the .vsix contents', function () {
  this.timeout(60_000);
  let files: string[] = [];

  before(async function () {
    assert.ok(
      existsSync(join(root, 'dist', 'extension.js')),
      'dist/extension.js is missing: run `npm run build` first',
    );
    const pkg: PackageScript = await import('../../scripts/package.mjs');
    files = await pkg.listPackaged(root);
  });

  it('hold only files of the allowed kinds, and nothing from sources, tests, fixtures, node_modules or maps', () => {
    const unexpected = files.filter((f) => !ALLOWED.some((re) => re.test(f)));
    assert.deepEqual(unexpected, [], 'files vsce would package that are not runtime files');
    const forbidden = files.filter((f) => FORBIDDEN.some((re) => re.test(f)));
    assert.deepEqual(forbidden, []);
  });

  it('hold the bundles, the marketplace pages and every file the manifest points at', () => {
    for (const f of [
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
      'dist/extension.js',
      'dist/lint-worker-ext.js',
      ...referencedByManifest(),
    ]) {
      assert.ok(files.includes(f), `${f} is packaged`);
    }
    if (existsSync(join(root, 'src', 'webview', 'main.ts')))
      assert.ok(files.includes('dist/webview/runner.js'), 'the runner webview bundle is packaged');
  });

  it('hold the documentation page of every rule (hovers and links read them)', () => {
    for (const r of CATALOGUE) assert.ok(files.includes(`docs/rules/${r.id}.md`), `docs/rules/${r.id}.md is packaged`);
  });

  it('hold the conventions page the rule pages and the § references link to', () => {
    assert.ok(files.includes('docs/conventions.md'), 'docs/conventions.md is packaged');
  });

  it('fit the size budget even with the unminified development bundles', async () => {
    const pkg: PackageScript = await import('../../scripts/package.mjs');
    // A zip entry is its deflated bytes plus about 100 bytes of headers; the package adds two small XML files.
    const estimate = files.reduce(
      (n, f) => n + deflateRawSync(readFileSync(join(root, f))).length + 100 + 2 * f.length,
      4096,
    );
    assert.ok(estimate <= pkg.BUDGET_BYTES, `an estimated ${estimate} bytes, over the ${pkg.BUDGET_BYTES}-byte budget`);
  });

  it('are chosen by the roots that .vscodeignore lets back in', async () => {
    const pkg: PackageScript = await import('../../scripts/package.mjs');
    assert.deepEqual(
      pkg.packagedRoots(
        '**\n# a comment\n!package.json\n!dist/extension.js\n!dist/webview/*.js\n!/media/**\n!*.md\nsrc/**\n',
      ),
      ['dist', 'media', 'package.json'],
    );
    const roots = pkg.packagedRoots(readFileSync(join(root, '.vscodeignore'), 'utf8'));
    for (const f of files) assert.ok(roots.includes(f.split('/')[0]), `${f} lies under a packaged root`);
  });
});

describe('the marketplace manifest', () => {
  it('names the extension, its publisher, version, licence and repository', () => {
    for (const key of ['name', 'displayName', 'description', 'version', 'publisher'])
      assert.ok(typeof manifest[key] === 'string' && manifest[key].length > 0, key);
    assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
    assert.equal(manifest.license, 'MIT');
    assert.match(readFileSync(join(root, 'LICENSE'), 'utf8'), /^MIT License/);
    assert.match(manifest.repository.url, /^https:\/\/github\.com\/[\w-]+\/[\w-]+\.git$/);
    assert.match(manifest.engines.vscode, /^\^1\.\d+\.\d+$/);
  });

  it('has a 128×128 PNG icon and a gallery banner', () => {
    const png = readFileSync(join(root, manifest.icon));
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.toString('ascii', 12, 16), 'IHDR');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [128, 128]);
    assert.match(manifest.galleryBanner.color, /^#[0-9A-Fa-f]{6}$/);
    assert.ok(['dark', 'light'].includes(manifest.galleryBanner.theme));
  });

  it('is listed under Linters, Snippets and Testing with at most 30 keywords', () => {
    assert.deepEqual([...manifest.categories].sort(), ['Linters', 'Snippets', 'Testing']);
    assert.ok(manifest.keywords.length > 0 && manifest.keywords.length <= 30);
    for (const k of ['openapi', 'swagger', 'rest', 'lint']) assert.ok(manifest.keywords.includes(k), k);
  });

  it('declares what works in untrusted and virtual workspaces', () => {
    const { untrustedWorkspaces, virtualWorkspaces } = manifest.capabilities;
    assert.ok([true, 'limited'].includes(untrustedWorkspaces.supported));
    if (untrustedWorkspaces.supported === 'limited') assert.ok(untrustedWorkspaces.description.length > 0);
    assert.ok(virtualWorkspaces === true || typeof virtualWorkspaces === 'object');
  });

  it('builds production bundles before vsce packages or publishes, and has the package and demo scripts', () => {
    assert.equal(manifest.scripts['vscode:prepublish'], 'node esbuild.mjs --production');
    assert.equal(manifest.scripts.package, 'node scripts/package.mjs');
    assert.equal(manifest.scripts.demo, 'tsx scripts/demo.ts');
  });

  it('has a walkthrough whose steps have their media and link only to commands that exist', () => {
    const contributed = new Set((manifest.contributes.commands as { command: string }[]).map((c) => c.command));
    const [walkthrough] = manifest.contributes.walkthroughs;
    assert.deepEqual(
      walkthrough.steps.map((s: { id: string }) => s.id),
      ['openSpec', 'fixProblem', 'tryRequest', 'tryMock'],
    );
    for (const step of walkthrough.steps) {
      const markdown = readFileSync(join(root, step.media.markdown), 'utf8');
      for (const text of [step.description, markdown]) {
        for (const [, id] of text.matchAll(/\(command:([\w.]+)/g)) {
          assert.ok(
            contributed.has(id) || id.startsWith('workbench.'),
            `${step.id} links to the unknown command ${id}`,
          );
        }
      }
      for (const ev of step.completionEvents ?? []) {
        const cmd = /^onCommand:(.+)$/.exec(ev)?.[1];
        if (cmd)
          assert.ok(
            contributed.has(cmd) || cmd.startsWith('workbench.'),
            `${step.id} completes on the unknown command ${cmd}`,
          );
      }
    }
  });
});
