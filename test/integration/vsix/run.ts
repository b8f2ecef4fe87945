import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { build } from 'esbuild';
import { runInCodeServer } from '../code-server';

/**
 * The packaged extension in a real VS Code (`npm run test:vsix`): builds the .vsix with `npm run package` (or
 * takes REST_CONVENTIONS_VSIX), installs it with `code-server --install-extension` into a scratch extensions
 * folder, and runs the tests beside this file against the installed copy, on a scratch copy of
 * examples/workspace. The installed folder is handed to the workbench as the extension under test, so
 * what runs is exactly what the .vsix unpacked to. Same variables as the main runner (REST_CONVENTIONS_HARNESS,
 * REST_CONVENTIONS_IT_GREP, _VERBOSE, _TIMEOUT, _SCREENSHOTS); figures go to test-results/vsix-metrics.json.
 */
async function main(): Promise<number> {
  const repo = path.resolve(__dirname, '..', '..', '..');
  const vsix = process.env.REST_CONVENTIONS_VSIX ? path.resolve(process.env.REST_CONVENTIONS_VSIX) : await packaged();
  const harness = path.resolve(repo, process.env.REST_CONVENTIONS_HARNESS ?? path.join('.vscode-test', 'harness'));
  const setup = spawnSync('bash', [path.join(repo, 'test', 'integration', 'setup-harness.sh'), harness], {
    stdio: 'inherit',
  });
  if (setup.status !== 0) throw new Error('setup-harness.sh failed');
  const codeServer = path.join(harness, 'node_modules', '.bin', 'code-server');

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-conventions-vsix-it-'));
  try {
    const extensions = path.join(tmp, 'extensions');
    const install = spawnSync(
      codeServer,
      ['--extensions-dir', extensions, '--user-data-dir', path.join(tmp, 'user-data'), '--install-extension', vsix],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          EXTENSIONS_GALLERY: '{}',
          XDG_CONFIG_HOME: path.join(tmp, 'xdg', 'config'),
          XDG_DATA_HOME: path.join(tmp, 'xdg', 'data'),
          XDG_CACHE_HOME: path.join(tmp, 'xdg', 'cache'),
        },
      },
    );
    if (install.status !== 0) throw new Error(`--install-extension failed:\n${install.stdout}${install.stderr}`);
    const { publisher, name, version } = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
    const installed = path.join(extensions, `${publisher}.${name}-${version}`);
    if (!fs.existsSync(path.join(installed, 'package.json')))
      throw new Error(`the .vsix did not install to ${installed}: ${install.stdout}`);
    console.log(`installed ${path.basename(vsix)} (${fs.statSync(vsix).size} bytes) into ${installed}`);

    const out = path.join(repo, 'out', 'integration-vsix');
    await bundleSuite(repo, out);
    const workspace = path.join(tmp, 'workspace');
    fs.cpSync(path.join(repo, 'examples', 'workspace'), workspace, { recursive: true });
    const results = path.join(repo, 'test-results');
    fs.mkdirSync(results, { recursive: true });
    const env: Record<string, string> = {
      REST_CONVENTIONS_IT_INSTALLED: installed,
      REST_CONVENTIONS_IT_VSIX_BYTES: String(fs.statSync(vsix).size),
      REST_CONVENTIONS_IT_METRICS: path.join(results, 'vsix-metrics.json'),
    };
    if (process.env.REST_CONVENTIONS_IT_GREP) env.REST_CONVENTIONS_IT_GREP = process.env.REST_CONVENTIONS_IT_GREP;
    return await runInCodeServer({
      codeServer,
      extensionDevelopmentPath: installed,
      extensionTestsPath: path.join(out, 'index.js'),
      workspace,
      env,
      screenshotDir: path.resolve(
        repo,
        process.env.REST_CONVENTIONS_IT_SCREENSHOTS ?? path.join('test-results', 'screenshots'),
      ),
      timeoutMs: 1000 * Number(process.env.REST_CONVENTIONS_IT_TIMEOUT ?? 600),
      verbose: process.env.REST_CONVENTIONS_IT_VERBOSE === '1',
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Builds the .vsix the way `npm run package` does. */
async function packaged(): Promise<string> {
  const { packageExtension } = await import('../../../scripts/package.mjs');
  return (await packageExtension()).packagePath;
}

/** Bundles the suite's mocha entry and the tests beside this file into one flat folder (`vscode` and mocha stay external). */
async function bundleSuite(repo: string, out: string): Promise<void> {
  const tests = fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.ts'));
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: [
      path.join(repo, 'test', 'integration', 'suite', 'index.ts'),
      ...tests.map((f) => path.join(__dirname, f)),
    ],
    entryNames: '[name]',
    outdir: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'inline',
    external: ['vscode', 'mocha'],
    logLevel: 'warning',
  });
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  },
);
