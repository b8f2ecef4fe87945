import { execFileSync, spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { main } from '../../../src/cli/main';

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

/**
 * Runs `rest-conventions ARGS` in this process (`main` with the working directory, environment, streams and standard
 * input injected) and gathers what it writes: the same decisions as `runCli` without starting Node and loading the
 * bundle for each case (150–250 ms each). For what the process itself does (its exit, its output to pipes, its
 * signals) use `runCli`. The environment holds only what is given, and stdout is no terminal, so there is no colour.
 * `stop` ends a `mock` that serves (where the process would be killed).
 */
export async function cli(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string>; stdin?: string; stop?: AbortSignal } = {},
): Promise<CliRun & { code: number }> {
  let stdout = '';
  let stderr = '';
  const { stdin } = opts;
  const code = await main(
    args,
    {
      cwd: opts.cwd ?? FIXTURES,
      env: { ...opts.env },
      stdout: { write: (s: string) => (stdout += s) },
      stderr: { write: (s: string) => (stderr += s) },
      workerFile: path.join(ROOT, 'dist/lint-worker.js'),
      version: '0.0.0',
      homepage: 'https://example.com/',
      ...(stdin !== undefined ? { readStdin: () => Promise.resolve(stdin) } : {}),
    },
    opts.stop,
  );
  return { code, stdout, stderr };
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
