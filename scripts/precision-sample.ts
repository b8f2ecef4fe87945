// Draws the seeded, rule-stratified sample of findings on the 13 real-world specs of `npm run realworld` that
// docs/precision-review.md judges by hand: every rule that fired at least twice, then the rest of the 60 by
// the rules' shares of all findings. Usage: npx tsx scripts/precision-sample.ts [--seed N] [--size N]
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Finding } from '../src/core/rules/types';
import { lintSpec, SPECS } from './realworld';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seed = flag('--seed', 14);
const size = flag('--size', 60);

/** mulberry32: a small seeded generator, so the sample is the same on every machine. */
function random(s: number): () => number {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(seed);
const all: { spec: string; file: string; f: Finding }[] = [];
for (const s of SPECS) for (const f of lintSpec(s.name, s.file).findings) all.push({ spec: s.name, file: s.file, f });
const byRule = new Map<string, typeof all>();
for (const x of all) byRule.set(x.f.rule, [...(byRule.get(x.f.rule) ?? []), x]);
const rules = [...byRule.keys()].sort();
const take = new Map(rules.map((r) => [r, Math.min(2, byRule.get(r)!.length)]));
let left = size - [...take.values()].reduce((a, b) => a + b, 0);
// The rest by share of all findings (largest remainders), never more than a rule has.
while (left > 0) {
  const best = rules
    .filter((r) => take.get(r)! < byRule.get(r)!.length)
    .sort((a, b) => byRule.get(b)!.length / (take.get(b)! + 1) - byRule.get(a)!.length / (take.get(a)! + 1))[0];
  if (!best) break;
  take.set(best, take.get(best)! + 1);
  left--;
}
const root = path.resolve(__dirname, '..');
const texts = new Map<string, string[]>();
let n = 0;
for (const rule of rules) {
  const pool = [...byRule.get(rule)!];
  for (let k = 0; k < take.get(rule)!; k++) {
    const { spec, file, f } = pool.splice(Math.floor(rand() * pool.length), 1)[0];
    let lines = texts.get(file);
    if (!lines) texts.set(file, (lines = readFileSync(path.join(root, file), 'utf8').split('\n')));
    const line = lines[f.range.start.line] ?? '';
    const excerpt =
      line.length > 160
        ? line.slice(Math.max(0, f.range.start.character - 60), f.range.start.character + 100)
        : line.trim();
    n++;
    console.log(
      `#${n} ${rule} · ${spec} · ${f.pointer} · line ${f.range.start.line + 1}${f.related ? ` · ${f.related.length} related` : ''}`,
    );
    console.log(`  ${f.message}`);
    console.log(`  > ${excerpt}`);
  }
}
