// Times the phases of linting one file in a fresh process, as the CLI does them: read the text, parse
// (parseSource), lint (lintDocument: model, every rule, each finding placed and given its range, sorted),
// output (`--format json`), as process CPU milliseconds (GC helper threads included). The first run is the cold
// one the CLI pays; later runs of the same text are warm (what the editor pays per edit).
// Usage: npx tsx bench/lint-phases.ts FILE [RUNS] [--rules]
//   --rules: model and each rule's checks timed apart instead (reports counted, not placed), and the slowest rules
//   (cold, and the median of the warm runs).
import { readFileSync } from 'node:fs';
import { formatJson } from '../src/cli/format/json';
import { parseSource } from '../src/core/document/parse';
import { lintDocument } from '../src/core/lint';
import { buildModel } from '../src/core/openapi/build';
import { RULES } from '../src/core/rules/index';

const args = process.argv.slice(2).filter((a) => a !== '--rules');
const file = args[0];
const runs = Number(args[1] ?? 1);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const t0 = cpu();
// The text, as the CLI reads it.
const text = readFileSync(file, 'utf8');
console.log(`read    ${(cpu() - t0).toFixed(0).padStart(5)} ms`);
const perRule = process.argv.includes('--rules');
const phases: Record<string, number[]> = perRule
  ? { parse: [], model: [], checks: [] }
  : { parse: [], lint: [], output: [] };
const byRule = new Map<string, number[]>();
for (let run = 0; run < runs; run++) {
  const a = cpu();
  const doc = parseSource(file, text);
  const b = cpu();
  phases.parse.push(b - a);
  if (perRule) {
    // Each rule's own checks, cold, with its reports collected but not placed (placing is batched in lintDocument).
    const model = buildModel(doc);
    if (!model) throw new Error(`${file} is not an OpenAPI document`);
    const c = cpu();
    let reports = 0;
    for (const rule of RULES) {
      const s = cpu();
      rule.check({ model, options: {}, report: () => void reports++ });
      const ms = cpu() - s;
      byRule.set(rule.id, [...(byRule.get(rule.id) ?? []), ms]);
    }
    phases.model.push(c - b);
    phases.checks.push(cpu() - c);
    if (run === 0) console.log(`(${reports} reports)`);
    continue;
  }
  // What the CLI runs: model, every rule, each finding placed and given its range, sorted.
  const res = lintDocument(doc, {});
  if (!res.isOpenApi) throw new Error(`${file} is not an OpenAPI document`);
  const c = cpu();
  const out = formatJson(res.findings);
  phases.lint.push(c - b);
  phases.output.push(cpu() - c);
  if (run === 0) console.log(`(${res.findings.length} findings, ${out.length} characters of JSON)`);
}
for (const [name, v] of Object.entries(phases)) {
  const warm = v.slice(1).sort((x, y) => x - y);
  const tail = warm.length ? `   warm min ${warm[0].toFixed(1)} median ${warm[warm.length >> 1].toFixed(1)} ms` : '';
  console.log(`${name.padEnd(7)} ${v[0].toFixed(0).padStart(5)} ms cold${tail}`);
}
if (perRule) {
  const median = (v: number[]) => {
    const warm = v.slice(1).sort((x, y) => x - y);
    return warm.length ? warm[warm.length >> 1] : v[0];
  };
  console.log('  cold ms  warm median ms  rule (slowest warm first)');
  for (const [id, v] of [...byRule].sort((x, y) => median(y[1]) - median(x[1])).slice(0, 12))
    console.log(`  ${v[0].toFixed(1).padStart(7)}  ${median(v).toFixed(1).padStart(14)}  ${id}`);
}
