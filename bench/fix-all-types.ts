/**
 * What "fix all" costs on a spec, with only the fixes that keep the contract (the default) and with every kind:
 * the whole `computeFixAll` (a fresh lint, then the rounds), median of RUNS, as wall time and as this process's CPU
 * time (user + system; the figure to compare on a shared machine, where wall time follows the others' load). Run:
 * `npx tsx bench/fix-all-types.ts SPEC [RUNS]` (results in bench/RESULTS.md).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeFixAll, type FixAllOptions } from '../src/core/fixes/fix-all';

const file = path.resolve(process.argv[2] ?? '');
const runs = Number(process.argv[3] ?? 3);
const text = readFileSync(file, 'utf8');
const uri = `file://${file}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function measure(label: string, options: FixAllOptions): void {
  const times: number[] = [];
  const cpu: number[] = [];
  let last: ReturnType<typeof computeFixAll> | undefined;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    last = computeFixAll(text, uri, undefined, options);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - t);
  }
  const edits = last?.fix?.edits.length ?? 0;
  console.log(
    `${label}: ${Math.round(median(cpu))} ms CPU, ${Math.round(median(times))} ms wall (medians of ${runs}); ${last?.before} → ${last?.after} findings, ${edits} edits`,
  );
}

console.log(`${path.basename(file)}: ${text.length} characters`);
measure('fix all, default kinds', {});
measure('fix all, compatible and contract', { types: ['compatible', 'contract'] } as FixAllOptions);
