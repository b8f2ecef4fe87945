// `npm run bench -- --editor [--write]`: the editor's latency on GitHub's spec in a real VS Code (code-server in
// headless chromium, as the integration suite runs; test/integration/setup-harness.sh installs it). Opens the spec as
// YAML and as JSON, times open → first diagnostics and five edits → diagnostics (bench/editor-host.ts, inside the
// extension host), prints the table with where the time went, and writes it into bench/RESULTS.md with --write.
// REST_CONVENTIONS_HARNESS: where code-server is installed (default .vscode-test/harness).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import * as path from 'node:path';
import { build } from 'esbuild';
import { runInCodeServer } from '../test/integration/code-server';
import type { EditorResults, EditorSample } from './editor-host';
import { ensureGithubYaml, GITHUB_JSON } from './make-github-yaml.mjs';
import { recordTables } from './results.mjs';

const repo = path.resolve(__dirname, '..');
const write = process.argv.includes('--write');
/** Open as a user does (`vscode.open`: the tab first, the text later) and print when the tab and the document came. */
const asUser = process.argv.includes('--as-user');

async function main(): Promise<number> {
  const build1 = spawnSync('node', [path.join(repo, 'esbuild.mjs')], { stdio: 'inherit', cwd: repo });
  if (build1.status !== 0) throw new Error('the build failed');
  const out = path.join(repo, 'out', 'bench-editor');
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(__dirname, 'editor-host.ts')],
    outfile: path.join(out, 'editor-host.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['vscode'],
    logLevel: 'warning',
  });
  const root = fs.mkdtempSync(path.join(tmpdir(), 'rest-conventions-bench-'));
  const workspace = path.join(root, 'workspace');
  fs.mkdirSync(workspace);
  const yaml = path.join(workspace, 'api.github.com.yaml');
  const json = path.join(workspace, 'api.github.com.json');
  fs.copyFileSync(ensureGithubYaml(), yaml);
  fs.copyFileSync(GITHUB_JSON, json);
  const resultFile = path.join(root, 'results.json');
  const harness = path.resolve(repo, process.env.REST_CONVENTIONS_HARNESS ?? path.join('.vscode-test', 'harness'));
  const setup = spawnSync('bash', [path.join(repo, 'test', 'integration', 'setup-harness.sh'), harness], {
    stdio: 'inherit',
  });
  if (setup.status !== 0) throw new Error('setup-harness.sh failed');
  const load = loadavg()[0];
  const startedAt = new Date();
  try {
    const code = await runInCodeServer({
      codeServer: path.join(harness, 'node_modules', '.bin', 'code-server'),
      extensionDevelopmentPath: repo,
      extensionTestsPath: path.join(out, 'editor-host.js'),
      workspace,
      env: {
        REST_CONVENTIONS_BENCH_OUT: resultFile,
        REST_CONVENTIONS_BENCH_SPECS: `${yaml}\n${json}`,
        ...(asUser ? { REST_CONVENTIONS_BENCH_OPEN_AS_USER: '1' } : {}),
      },
      screenshotDir: path.join(root, 'screenshots'),
      timeoutMs: 1_800_000,
    });
    if (code !== 0) return code;
    const results = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as EditorResults;
    const lines = table(results, startedAt, load, loadavg()[0]);
    console.log(lines.join('\n'));
    const block = asUser ? 'bench-editor-as-user' : 'bench-editor';
    console.error(recordTables(path.join(__dirname, 'RESULTS.md'), lines, write, block));
    return 0;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${Math.round(n)} ms`;
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;
const median = (xs: number[]) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length % 2 ? a[(a.length - 1) / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
};

/** The median sample of a list, by time to diagnostics (the phases are that sample's own). */
function medianSample(xs: EditorSample[]): EditorSample {
  const m = median(xs.map((x) => x.toDiagnosticsMs));
  return xs.reduce((best, x) => (Math.abs(x.toDiagnosticsMs - m) < Math.abs(best.toDiagnosticsMs - m) ? x : best));
}

function table(r: EditorResults, at: Date, loadBefore: number, loadAfter: number): string[] {
  const lines = [
    `Run on ${at.toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version} (the bench) in code-server 4.100.3 (VS Code 1.100.3), load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end; command: \`npm run bench -- --editor${asUser ? ' --as-user' : ''}\`.`,
    'Times are the extension host’s, from the action (open the file; type one line) to the diagnostics set; an edit’s include the 300 ms pause the editor waits for typing to stop. The phases: waiting (that pause, and the start of the job), configuration and `$ref` reading, the worker’s round trip (the text there, the findings back) beside the lint inside the worker, and setting the diagnostics. Edits: the median of five (that edit’s phases).',
    '',
    '| spec | size | action | to diagnostics | waiting | config + `$ref`s | worker round trip | lint in worker | set diagnostics | findings |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const spec of r.specs) {
    const name = `GitHub REST (${spec.file.endsWith('.json') ? 'JSON' : 'YAML'})`;
    const size = `${(spec.bytes / 1e6).toFixed(2)} MB`;
    const row = (action: string, x: EditorSample) =>
      `| ${name} | ${size} | ${action} | **${s(x.toDiagnosticsMs)}** | ${ms(x.waitMs)} | ${ms(x.prepareMs)} | ${ms(x.runMs - x.lintMs)} | ${ms(x.lintMs)} | ${ms(x.applyMs)} | ${x.findings} |`;
    lines.push(row(asUser ? 'open (`vscode.open`) → first diagnostics' : 'open → first diagnostics', spec.open));
    lines.push(row('edit → diagnostics (median)', medianSample(spec.edits)));
  }
  lines.push('');
  for (const spec of r.specs)
    lines.push(
      `${path.basename(spec.file)}: the editor opened in ${ms(spec.openEditorMs)} (tab in the extension host at ${ms(spec.tabMs)}, document at ${ms(spec.documentMs)}; first lint ${spec.open.ahead ? 'started from the file when the tab opened' : 'of the document'}); edits to diagnostics, in order: ${spec.edits.map((e) => s(e.toDiagnosticsMs)).join(', ')}.`,
    );
  return lines;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  },
);
