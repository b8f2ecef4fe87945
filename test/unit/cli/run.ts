import { execFileSync, spawnSync } from 'node:child_process';
import * as path from 'node:path';

/** The repository root. */
export const ROOT = path.resolve(__dirname, '../../..');
/** The CLI fixtures folder, the working directory of most CLI tests. */
export const FIXTURES = path.join(ROOT, 'test/fixtures/cli');
const CLI = path.join(ROOT, 'dist/cli.js');

let built = false;

/** Builds the bundles (dist/cli.js, the lint worker's) once per test run. */
export function buildOnce(): void {
  if (built) return;
  execFileSync(process.execPath, ['esbuild.mjs'], { cwd: ROOT, stdio: 'pipe' });
  built = true;
}

/** What one CLI run gave. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node dist/cli.js ARGS` in `cwd` with colour settings removed from the environment unless given. */
export function runCli(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): CliRun {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  const res = spawnSync(process.execPath, [CLI, ...args], {
    cwd: opts.cwd ?? FIXTURES,
    env: { ...env, ...opts.env },
    encoding: 'utf8',
  });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** `--format json` output parsed. */
export function runJson(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string> } = {},
): CliRun & { findings: JsonOut[] } {
  const run = runCli(['lint', '--format', 'json', ...args], opts);
  return { ...run, findings: JSON.parse(run.stdout) as JsonOut[] };
}

/** One finding of `--format json`. */
export interface JsonOut {
  file: string;
  rule: string;
  severity: string;
  message: string;
  pointer: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

/** A finding reduced to `file:line:col-line:col severity rule` (0-based, as in the JSON). */
export function where(f: JsonOut): string {
  const r = f.range;
  return `${f.file}:${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character} ${f.severity} ${f.rule}`;
}
