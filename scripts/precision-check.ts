// Does a change lose a judged RIGHT finding? For each judged seed it re-lints the APIs of the seed's sample with the
// current code, exactly as `npm run precision` lints them (scripts/precision-apis.ts), and says of every judged
// finding whether the same rule still reports at the same pointer (STILL), reports it as a related place of a grouped
// finding (GROUPED: still told, inside the group), or not at all (GONE). Only a RIGHT finding GONE counts as lost.
// Where the files come from:
// - the sample: `/work/review/seed-N/sample.json` (the judged sample as the reviewer saw it, read-only) when that
//   folder is there, else `.tmp/precision/seed-N/sample.json` (what `npm run precision -- --seed N` wrote);
// - the verdicts: `docs/precision-rounds/seed-N.md`, the table of the round (`| # | rule | API | verdict | reason |`).
// Seeds from 201 on read the GitHub pool: bring it first with `npm run precision:pool`.
// Usage: npm run precision:check -- --seed N [--seed M …]
// Prints one line per judged finding and `RIGHT lost: K`; exits 1 when K > 0, 2 on a usage or input error.
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { escapeLine } from '../src/cli/format/escape';
import type { Finding } from '../src/core/rules/types';
import { apiFile, lintApi } from './precision-apis';

const root = path.resolve(__dirname, '..');

/** The verdicts of a judged round. */
export type Verdict = 'RIGHT' | 'WRONG' | 'NOISE';

const VERDICTS = new Set<string>(['RIGHT', 'WRONG', 'NOISE']);

/**
 * The verdict of each judged finding, by its number, read from a round's table in Markdown (docs/precision-rounds):
 * the columns are found by the header's `#` and `verdict` cells; a row whose number or verdict is not one is skipped.
 */
export function parseVerdicts(markdown: string): Map<number, Verdict> {
  const out = new Map<number, Verdict>();
  let number = -1;
  let verdict = -1;
  for (const line of markdown.split('\n')) {
    if (!line.trimStart().startsWith('|')) continue;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
    if (number < 0) {
      number = cells.indexOf('#');
      verdict = cells.findIndex((c) => c.toLowerCase() === 'verdict');
      if (verdict < 0) number = -1;
      continue;
    }
    const n = Number(cells[number]);
    const v = cells[verdict];
    if (Number.isInteger(n) && n > 0 && VERDICTS.has(v)) out.set(n, v as Verdict);
  }
  return out;
}

/** Where the current code tells a judged finding: at its own pointer, as a related place of a grouped finding, or not. */
export type JudgedState = 'STILL' | 'GROUPED' | 'GONE';

/** The `rule pointer` keys of what a lint reports: where its findings stand, and the related places they group. */
export interface ReportedKeys {
  own: Set<string>;
  related: Set<string>;
}

/** The keys of a lint's findings, by their own pointers and by their related places. */
export function reportedKeys(findings: readonly Pick<Finding, 'rule' | 'pointer' | 'related'>[]): ReportedKeys {
  const own = new Set(findings.map((f) => `${f.rule} ${f.pointer}`));
  const related = new Set(findings.flatMap((f) => (f.related ?? []).map((r) => `${f.rule} ${r.pointer}`)));
  return { own, related };
}

/** Where `rule` at `pointer` is told now (the same rule: a place another rule reports is not this finding). */
export function judgedState(keys: ReportedKeys, rule: string, pointer: string): JudgedState {
  const key = `${rule} ${pointer}`;
  return keys.own.has(key) ? 'STILL' : keys.related.has(key) ? 'GROUPED' : 'GONE';
}

/** One drawn finding of a sample (sample.json's `sample`), as much of it as the check reads. */
interface Drawn {
  n: number;
  api: string;
  rule: string;
  pointer: string;
}

/** The sample of a seed: the judged one in /work/review when there, else the one `npm run precision` wrote. */
function sampleFile(seed: number): string {
  const judged = path.join('/work/review', `seed-${seed}`, 'sample.json');
  return existsSync(judged) ? judged : path.join(root, '.tmp', 'precision', `seed-${seed}`, 'sample.json');
}

function fail(message: string): never {
  console.error(escapeLine(message));
  process.exit(2);
}

function main(): void {
  const { values } = parseArgs({ options: { seed: { type: 'string', multiple: true } } });
  const seeds = (values.seed ?? []).map(Number);
  if (seeds.length === 0 || !seeds.every((s) => Number.isInteger(s) && s > 0))
    fail('usage: npm run precision:check -- --seed N [--seed M …] (judged seeds)');
  /** Per API name: the `rule pointer` keys the current code reports. */
  const reported = new Map<string, ReportedKeys>();
  let lost = 0;
  for (const seed of seeds) {
    const verdictsFile = path.join(root, 'docs', 'precision-rounds', `seed-${seed}.md`);
    const samples = sampleFile(seed);
    if (!existsSync(verdictsFile)) fail(`seed ${seed}: no verdicts at ${path.relative(root, verdictsFile)}`);
    if (!existsSync(samples))
      fail(`seed ${seed}: no sample at ${samples}: run \`npm run precision -- --seed ${seed}\``);
    const verdicts = parseVerdicts(readFileSync(verdictsFile, 'utf8'));
    const sample = (JSON.parse(readFileSync(samples, 'utf8')) as { sample: Drawn[] }).sample;
    for (const d of sample) {
      const verdict = verdicts.get(d.n);
      if (!verdict) continue;
      let keys = reported.get(d.api);
      if (!keys) {
        const file = apiFile(d.api);
        if (!file || !existsSync(file)) fail(`seed ${seed} #${d.n}: no spec for ${d.api}`);
        keys = reportedKeys(lintApi(file).findings);
        reported.set(d.api, keys);
      }
      const state = judgedState(keys, d.rule, d.pointer);
      if (verdict === 'RIGHT' && state === 'GONE') lost++;
      console.log(escapeLine(`seed ${seed} #${d.n} ${verdict} ${state} ${d.rule} ${d.api} ${d.pointer || '/'}`));
    }
  }
  console.log(`RIGHT lost: ${lost}`);
  if (lost > 0) process.exitCode = 1;
}

if (require.main === module) main();
