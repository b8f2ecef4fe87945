import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { runInCodeServer } from './code-server';
import { prepareFolders } from './workspace';

/**
 * Runs the integration suite in a real VS Code. Two routes, same suite:
 *   - REST_CONVENTIONS_VSCODE=desktop: @vscode/test-electron downloads VS Code (needs internet and a display);
 *   - otherwise (CI, these machines): code-server installed by setup-harness.sh, opened in headless chromium.
 * Other variables: REST_CONVENTIONS_IT_TIMEOUT (seconds, default 900), REST_CONVENTIONS_IT_VERBOSE=1 (workbench
 * console), REST_CONVENTIONS_IT_GREP (mocha --grep), REST_CONVENTIONS_IT_SCREENSHOTS (folder for screenshots, default
 * test-results/screenshots), REST_CONVENTIONS_HARNESS (where code-server is installed, default .vscode-test/harness).
 */
async function main(): Promise<number> {
  const repo = path.resolve(__dirname, '..', '..');
  const out = path.join(repo, 'out', 'integration');
  if (!fs.existsSync(path.join(repo, 'dist', 'extension.js')))
    throw new Error('dist/extension.js is missing: run `npm run build` first.');
  await bundleSuite(repo, out);

  const folders = prepareFolders(repo, path.join(repo, '.vscode-test', 'cache'));
  const results = path.join(repo, 'test-results');
  fs.mkdirSync(results, { recursive: true });
  const metrics = path.join(results, 'vscode-metrics.json');
  fs.rmSync(metrics, { force: true });
  const env: Record<string, string> = {
    REST_CONVENTIONS_IT_GENERATED: folders.generated,
    REST_CONVENTIONS_IT_METRICS: metrics,
  };
  if (process.env.REST_CONVENTIONS_IT_GREP) env.REST_CONVENTIONS_IT_GREP = process.env.REST_CONVENTIONS_IT_GREP;
  const extensionTestsPath = path.join(out, 'suite', 'index.js');
  const timeoutMs = 1000 * Number(process.env.REST_CONVENTIONS_IT_TIMEOUT ?? 900);
  try {
    if (process.env.REST_CONVENTIONS_VSCODE === 'desktop') {
      const { runTests } = await import('@vscode/test-electron');
      return await runTests({
        extensionDevelopmentPath: repo,
        extensionTestsPath,
        extensionTestsEnv: env,
        launchArgs: [folders.workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome'],
      });
    }
    const harness = path.resolve(repo, process.env.REST_CONVENTIONS_HARNESS ?? path.join('.vscode-test', 'harness'));
    const setup = spawnSync('bash', [path.join(__dirname, 'setup-harness.sh'), harness], { stdio: 'inherit' });
    if (setup.status !== 0) throw new Error('setup-harness.sh failed');
    return await runInCodeServer({
      codeServer: path.join(harness, 'node_modules', '.bin', 'code-server'),
      extensionDevelopmentPath: repo,
      extensionTestsPath,
      workspace: folders.workspace,
      env,
      screenshotDir: path.resolve(
        repo,
        process.env.REST_CONVENTIONS_IT_SCREENSHOTS ?? path.join('test-results', 'screenshots'),
      ),
      timeoutMs,
      verbose: process.env.REST_CONVENTIONS_IT_VERBOSE === '1',
    });
  } finally {
    fs.rmSync(folders.root, { recursive: true, force: true });
  }
}

/** Bundles the mocha entry and each test file for the extension host (`vscode` and mocha stay external). */
async function bundleSuite(repo: string, out: string): Promise<void> {
  const suite = path.join(repo, 'test', 'integration', 'suite');
  const entries = fs.readdirSync(suite).filter((f) => f === 'index.ts' || f.endsWith('.test.ts'));
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: entries.map((f) => path.join(suite, f)),
    outdir: path.join(out, 'suite'),
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
