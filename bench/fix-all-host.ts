/**
 * How long "fix all" keeps the VS Code extension host's thread busy on a large spec: before (the whole fix-all, a
 * fresh lint first, on the host's thread) and now (the fix-all runs in the lint worker that holds the analysis; the
 * host posts the task and reads the answer). Run: `npm run build && npx tsx bench/fix-all-host.ts SPEC [RUNS]`.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeFixAll } from '../src/core/fixes/fix-all';
import { LintWorkerPool } from '../src/extension/lint-worker-pool';

const file = path.resolve(process.argv[2] ?? '');
const runs = Number(process.argv[3] ?? 3);
const text = readFileSync(file, 'utf8');
const uri = `file://${file}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const before: number[] = [];
  let expected: string | undefined;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const result = computeFixAll(text, uri);
    before.push(performance.now() - t);
    expected = JSON.stringify(result);
  }
  // Threshold 0: the worker lints and holds this spec whatever its size (the editor sends it there above 200 KB).
  const pool = new LintWorkerPool({ script: path.resolve(__dirname, '..', 'dist', 'lint-worker-ext.js') }, 0);
  const busy: number[] = [];
  const longest: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    await pool.run('doc', { uri, text, files: [], config: { rules: {} }, version: i });
    let last = performance.now();
    let lag = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      lag = Math.max(lag, now - last - 5);
      last = now;
    }, 5);
    const elu = performance.eventLoopUtilization();
    const t = performance.now();
    const result = await pool.fixAll('doc', i);
    wall.push(performance.now() - t);
    busy.push(performance.eventLoopUtilization(elu).active);
    clearInterval(timer);
    longest.push(lag);
    if (JSON.stringify(result) !== expected) throw new Error('the worker fixed the spec differently');
  }
  pool.dispose();
  const fix = JSON.parse(expected!) as { fix?: { edits: unknown[] }; before: number; after: number };
  const ms = (x: number) => `${Math.round(x)} ms`;
  console.log(
    `${path.basename(file)}: ${text.length} characters; fix all: ${fix.before} → ${fix.after} findings, ${fix.fix?.edits.length ?? 0} edits`,
  );
  console.log(`before, on the host's thread (fresh lint + rounds): ${ms(median(before))} busy (median of ${runs})`);
  console.log(
    `now, in the worker: host busy ${ms(median(busy))}, longest host stall ${ms(median(longest))}, end to end ${ms(median(wall))} (median of ${runs})`,
  );
}

void main();
