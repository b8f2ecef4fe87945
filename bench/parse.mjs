// Parse-only micro benchmark: parseSource (and the yaml package for reference) on GitHub's spec as YAML and JSON.
// Usage: node bench/parse.mjs [--runs N] [--baseline]   (--baseline also times yaml's parseDocument, Lexer and parse)
import { readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { ensureGithubYaml, GITHUB_JSON } from './make-github-yaml.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const baseline = args.includes('--baseline');

const out = join(here, '.work', 'parse-bundle.cjs');
mkdirSync(dirname(out), { recursive: true });
await esbuild.build({
  entryPoints: [join(here, '..', 'src', 'core', 'document', 'parse.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: out,
  logLevel: 'warning',
});
const { parseSource } = require(out);
const yaml = require('yaml');

const inputs = [
  { name: 'github.yaml', uri: 'github.yaml', text: readFileSync(ensureGithubYaml(), 'utf8') },
  { name: 'github.json', uri: 'github.json', text: readFileSync(GITHUB_JSON, 'utf8') },
];

function time(fn) {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

function report(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`${label.padEnd(34)} first ${samples[0].toFixed(0).padStart(5)} ms   median ${median.toFixed(0).padStart(5)} ms   min ${sorted[0].toFixed(0).padStart(5)} ms`);
}

for (const input of inputs) {
  console.log(`${input.name}: ${(input.text.length / 1e6).toFixed(1)} M chars`);
  const cases = [['parseSource', () => {
    const d = parseSource(input.uri, input.text);
    if (d.errors.length) throw new Error(`${input.name}: ${d.errors[0].message}`);
  }]];
  if (baseline) {
    if (input.uri.endsWith('.json')) cases.push(['JSON.parse', () => JSON.parse(input.text)]);
    cases.push(['yaml Lexer', () => { let n = 0; for (const _ of new yaml.Lexer().lex(input.text)) n++; }]);
    cases.push(['yaml parse', () => yaml.parse(input.text)]);
    cases.push(['yaml parseDocument', () => yaml.parseDocument(input.text)]);
  }
  for (const [label, fn] of cases) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(time(fn));
    report(`  ${label}`, samples);
  }
}
const mem = process.memoryUsage();
console.log(`rss ${(mem.rss / 1e6).toFixed(0)} MB, heap used ${(mem.heapUsed / 1e6).toFixed(0)} MB`);
