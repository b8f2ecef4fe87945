// Parse-only micro benchmark on GitHub's REST spec as YAML (10 MB) and JSON (13 MB).
// Each case runs in fresh processes (a "cold" first parse, what the CLI pays) and repeatedly in one process
// ("warm", what the editor pays); wall and CPU time are both shown because a busy machine inflates wall time.
// Usage: node bench/parse.mjs [--runs N] [--baseline]   (--baseline adds yaml's parseDocument)
import { readFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ensureGithubYaml, GITHUB_JSON } from './make-github-yaml.mjs';

const here = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);
const bundle = join(dirname(here), '.work', 'parse-bundle.cjs');
const args = process.argv.slice(2);

/** One measured operation on one text: wall and CPU milliseconds. */
function measure(name, file, repeat) {
  const { parseSource } = require(bundle);
  const yaml = require('yaml');
  const text = readFileSync(file, 'utf8');
  const ops = {
    parseSource: () => {
      const doc = parseSource(file, text);
      if (doc.errors.length) throw new Error(doc.errors[0].message);
    },
    'JSON.parse': () => JSON.parse(text),
    'yaml Lexer': () => {
      for (const _ of new yaml.Lexer().lex(text));
    },
    'yaml parseDocument': () => yaml.parseDocument(text),
  };
  const out = [];
  for (let i = 0; i < repeat; i++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    ops[name]();
    const wall = Number(process.hrtime.bigint() - t0) / 1e6;
    const c = process.cpuUsage(c0);
    out.push({ wall, cpu: (c.user + c.system) / 1000 });
  }
  return out;
}

if (args[0] === '--child') {
  const [, name, file, repeat] = args;
  process.stdout.write(
    JSON.stringify({ samples: measure(name, file, Number(repeat)), rss: process.memoryUsage().rss }),
  );
  process.exit(0);
}

const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const esbuild = await import('esbuild');
mkdirSync(dirname(bundle), { recursive: true });
await esbuild.build({
  entryPoints: [join(dirname(here), '..', 'src', 'core', 'document', 'parse.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: bundle,
  logLevel: 'warning',
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const child = (name, file, repeat) =>
  JSON.parse(
    execFileSync(process.execPath, [here, '--child', name, file, String(repeat)], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    }),
  );
const inputs = [
  ['github.yaml', ensureGithubYaml(), ['parseSource', 'yaml Lexer']],
  ['github.json', GITHUB_JSON, ['parseSource', 'JSON.parse']],
];
if (args.includes('--baseline')) for (const input of inputs) input[2].push('yaml parseDocument');

console.log(`node ${process.version}, ${runs} runs; times in ms (median), wall / cpu`);
for (const [label, file, cases] of inputs) {
  console.log(`${label} (${(readFileSync(file, 'utf8').length / 1e6).toFixed(1)} M chars)`);
  for (const name of cases) {
    const cold = [];
    let rss = 0;
    for (let i = 0; i < runs; i++) {
      const r = child(name, file, 1);
      cold.push(r.samples[0]);
      rss = Math.max(rss, r.rss);
    }
    const warm = child(name, file, runs + 2).samples.slice(2);
    const fmt = (s) =>
      `${median(s.map((x) => x.wall))
        .toFixed(0)
        .padStart(5)} / ${median(s.map((x) => x.cpu))
        .toFixed(0)
        .padStart(5)}`;
    console.log(`  ${name.padEnd(20)} cold ${fmt(cold)}   warm ${fmt(warm)}   peak rss ${(rss / 1e6).toFixed(0)} MB`);
  }
}
