// Checks `rest-conventions diff` from outside, on spec pairs the project never wrote: the pairs of oasdiff's
// checker tests (data/checker/*.yaml in a checkout of https://github.com/oasdiff/oasdiff), with the change id each
// test expects. For every test that opens a base and a revision and expects an id our catalogue shares, it says
// whether the diff reports that id, and whether at a breaking severity when oasdiff's is ERR or WARN.
//   npx tsx scripts/diff-oasdiff.ts PATH/TO/oasdiff [--list]
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { changeInfo } from '../src/core/diff/catalogue';
import { diffSpecs } from '../src/core/diff/index';

const repo = process.argv[2];
if (!repo) {
  console.error('usage: npx tsx scripts/diff-oasdiff.ts PATH/TO/oasdiff [--list]');
  process.exit(2);
}
const checkerDir = path.join(repo, 'checker');
const goFiles = readdirSync(checkerDir).filter((f) => f.endsWith('.go'));

// The id strings of oasdiff's Go constants (`RequestParameterRemovedId = "request-parameter-removed"`).
const idOf = new Map<string, string>();
for (const f of goFiles.filter((g) => !g.endsWith('_test.go')))
  for (const m of readFileSync(path.join(checkerDir, f), 'utf8').matchAll(/\b(\w+Id)\s*=\s*"([a-z0-9-]+)"/g))
    idOf.set(m[1], m[2]);

// oasdiff's default level of each id (rules.go: `newBackwardCompatibilityRule(RequestParameterRemovedId, WARN, …)`).
const levelOf = new Map<string, string>();
for (const m of readFileSync(path.join(checkerDir, 'rules.go'), 'utf8').matchAll(
  /newBackwardCompatibilityRule\((\w+Id),\s*(ERR|WARN|INFO)/g,
)) {
  const id = idOf.get(m[1]);
  if (id) levelOf.set(id, m[2]);
}

interface Case {
  test: string;
  base: string;
  revision: string;
  id: string;
  level: string;
}

const cases: Case[] = [];
for (const f of goFiles.filter((g) => g.endsWith('_test.go'))) {
  const text = readFileSync(path.join(checkerDir, f), 'utf8');
  for (const body of text.split(/\nfunc (?=Test)/).slice(1)) {
    const opened = [...body.matchAll(/open\("\.\.\/(data\/checker\/[^"]+\.ya?ml)"\)/g)].map((m) => m[1]);
    // Tests that change a loaded spec in Go code (`s2.Spec.Paths… = …`) do not hold their pair in the files.
    if (opened.length !== 2 || /require\.Empty\(t, errs\)/.test(body) || /\bs[12]\.Spec\./.test(body)) continue;
    const ids = [
      ...new Set([...body.matchAll(/checker\.(\w+Id)\b/g)].map((m) => idOf.get(m[1])).filter((x): x is string => !!x)),
    ];
    for (const id of ids)
      if (changeInfo(id))
        cases.push({
          test: `${f}: ${body.slice(0, body.indexOf('('))}`,
          base: opened[0],
          revision: opened[1],
          id,
          level: levelOf.get(id) ?? '?',
        });
  }
}

const read = (rel: string) => {
  const abs = path.join(repo, rel);
  return {
    uri: rel,
    text: readFileSync(abs, 'utf8'),
    load: (uri: string) => {
      try {
        return readFileSync(path.join(repo, uri), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
};
let found = 0;
let breakingExpected = 0;
let breakingFound = 0;
const misses: string[] = [];
for (const c of cases) {
  const r = diffSpecs(read(c.base), read(c.revision), { today: '2026-01-01' });
  const hit = r.findings.filter((f) => f.rule === c.id);
  if (hit.length > 0) found++;
  const breaking = c.level === 'ERR' || c.level === 'WARN';
  if (breaking) {
    breakingExpected++;
    if (hit.some((f) => f.severity !== 'info')) breakingFound++;
  }
  if (hit.length === 0)
    misses.push(
      `${c.test}: ${c.id} (${c.level}) ${r.problems.join('; ')}got ${[...new Set(r.findings.map((f) => f.rule))].join(', ') || 'nothing'}`,
    );
}
console.log(`oasdiff checker tests with an id we share: ${cases.length}`);
console.log(`  the id reported: ${found} (${((found / cases.length) * 100).toFixed(1)}%)`);
console.log(
  `  oasdiff ERR/WARN: ${breakingExpected}; reported as error or warning: ${breakingFound} (${((breakingFound / breakingExpected) * 100).toFixed(1)}%)`,
);
if (process.argv.includes('--list')) for (const m of misses) console.log(`  missed ${m}`);
