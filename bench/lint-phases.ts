// Times the phases of linting one file in a fresh process: read, parse, model, rules (with placing each finding),
// output (`--format json`), as process CPU milliseconds (GC helper threads included). The first run is the cold
// one the CLI pays; later runs of the same text are warm (what the editor pays per edit).
// Usage: npx tsx bench/lint-phases.ts FILE [RUNS] [--rules]   (--rules: the slowest rules of the cold run)
import { readFileSync } from 'node:fs';
import { formatJson } from '../src/cli/format/json';
import { parseSource } from '../src/core/document/parse';
import type { SourceDocument } from '../src/core/document/types';
import { compareFindings } from '../src/core/lint';
import { placeTarget } from '../src/core/locate';
import { buildModel } from '../src/core/openapi/build';
import { RULES } from '../src/core/rules/index';
import type { Finding } from '../src/core/rules/types';
import { isSuppressed, readSuppressions, type Suppressions } from '../src/core/suppressions';

const args = process.argv.slice(2).filter((a) => a !== '--rules');
const file = args[0];
const runs = Number(args[1] ?? 1);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const t0 = cpu();
const text = readFileSync(file, 'utf8');
console.log(`read    ${(cpu() - t0).toFixed(0).padStart(5)} ms`);
const phases: Record<string, number[]> = { parse: [], model: [], rules: [], output: [] };
const byRule: [string, number][] = [];
for (let run = 0; run < runs; run++) {
  const a = cpu();
  const doc = parseSource(file, text);
  const b = cpu();
  const model = buildModel(doc);
  if (!model) throw new Error(`${file} is not an OpenAPI document`);
  const c = cpu();
  // The same placing as lintDocument: the target's file and span, its range, YAML suppression comments.
  const findings: Finding[] = [];
  const suppressions = new Map<SourceDocument, Suppressions>();
  for (const rule of RULES) {
    const s = cpu();
    rule.check({
      model,
      options: {},
      report: (r) => {
        const placed = placeTarget(model.resolver, r.at) ?? { doc, span: { start: 0, end: 0 } };
        const range = placed.doc.rangeOf(placed.span);
        if (placed.doc.format === 'yaml') {
          let sup = suppressions.get(placed.doc);
          if (!sup) suppressions.set(placed.doc, (sup = readSuppressions(placed.doc.text)));
          if (isSuppressed(sup, rule.id, range.start.line)) return;
        }
        findings.push({ uri: placed.doc.uri, rule: rule.id, severity: rule.defaultSeverity, message: r.message, pointer: r.pointer, range, span: placed.span });
      },
    });
    if (run === 0) byRule.push([rule.id, cpu() - s]);
  }
  findings.sort(compareFindings);
  const d = cpu();
  const out = formatJson(findings);
  const e = cpu();
  phases.parse.push(b - a);
  phases.model.push(c - b);
  phases.rules.push(d - c);
  phases.output.push(e - d);
  if (run === 0) console.log(`(${findings.length} findings, ${out.length} characters of JSON)`);
}
for (const [name, v] of Object.entries(phases)) {
  const warm = v.slice(1).sort((x, y) => x - y);
  const tail = warm.length ? `   warm min ${warm[0].toFixed(1)} median ${warm[warm.length >> 1].toFixed(1)} ms` : '';
  console.log(`${name.padEnd(7)} ${v[0].toFixed(0).padStart(5)} ms cold${tail}`);
}
if (process.argv.includes('--rules')) {
  for (const [id, ms] of byRule.sort((x, y) => y[1] - x[1]).slice(0, 10)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${id}`);
}
