// Draws the seeded, rule-stratified sample of findings on the 13 real-world specs of `npm run realworld` that
// docs/precision-review.md judges by hand: every rule that fired at least twice, then the rest of the 60 by
// the rules' shares of all findings. Usage: npx tsx scripts/precision-sample.ts [--seed N] [--size N]
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Finding } from '../src/core/rules/types';
import { lintSpec, SPECS } from './realworld';
import { random, stratifiedDraw } from './sampling';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seed = flag('--seed', 14);
const size = flag('--size', 60);

const rand = random(seed);
const all: { spec: string; file: string; f: Finding }[] = [];
for (const s of SPECS) for (const f of lintSpec(s.name, s.file).findings) all.push({ spec: s.name, file: s.file, f });
const { drawn } = stratifiedDraw(all, (x) => x.f.rule, size, rand);
const root = path.resolve(__dirname, '..');
const texts = new Map<string, string[]>();
let n = 0;
for (const {
  rule,
  item: { spec, file, f },
} of drawn) {
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
