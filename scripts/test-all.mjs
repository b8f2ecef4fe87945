// `npm test`: every suite, one after another, and a summary of all of them at the end. A failing suite does not
// stop the ones after it (only what cannot run without it is skipped, with the reason), so one run shows every
// failure. The browser and VS Code suites first make sure the system packages are there (scripts/system-deps.sh).
//   npm test                    every suite
//   npm test -- unit webview    only the suites named (types, lint, build, unit, slow, grammar, webview, integration, vsix, packaging)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};

/** A suite: its name, the command that runs it, and the steps it cannot run without. */
const SUITES = [
  { name: 'types', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'], needs: ['build'] },
  ...(scripts['test:slow'] ? [{ name: 'slow', command: ['npm', 'run', 'test:slow'], needs: ['build'] }] : []),
  { name: 'grammar', command: ['npm', 'run', 'test:grammar'] },
  { name: 'system packages', command: ['bash', 'scripts/system-deps.sh'], internal: true },
  { name: 'webview', command: ['npm', 'run', 'test:webview'], needs: ['system packages'] },
  { name: 'integration', command: ['npm', 'run', 'test:integration'], needs: ['system packages'] },
  { name: 'vsix', command: ['npm', 'run', 'test:vsix'], needs: ['system packages'] },
  { name: 'packaging', command: ['npm', 'run', 'test:packaging'], needs: ['system packages'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !SUITES.some((s) => s.name === w));
if (unknown.length > 0) {
  console.error(
    `npm test: no suite named ${unknown.join(', ')}; the suites are ${SUITES.filter((s) => !s.internal)
      .map((s) => s.name)
      .join(', ')}.`,
  );
  process.exit(2);
}
const selected = SUITES.filter(
  (s) =>
    wanted.length === 0 ||
    wanted.includes(s.name) ||
    (s.internal && SUITES.some((t) => wanted.includes(t.name) && t.needs?.includes(s.name))),
);

/** @type {{ name: string, outcome: 'passed' | 'FAILED' | 'not run', seconds: number, note: string }[]} */
const results = [];
const failed = new Set();
for (const suite of selected) {
  const blocker = suite.needs?.find((n) => failed.has(n));
  if (blocker) {
    failed.add(suite.name);
    results.push({ name: suite.name, outcome: 'not run', seconds: 0, note: `${blocker} failed` });
    continue;
  }
  console.log(`\n━━ ${suite.name}: ${suite.command.join(' ')}`);
  const started = process.hrtime.bigint();
  const r = spawnSync(suite.command[0], suite.command.slice(1), { cwd: root, stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = r.status === 0;
  if (!ok) failed.add(suite.name);
  const note = ok
    ? ''
    : r.error
      ? r.error.message
      : r.signal
        ? `killed by ${r.signal}`
        : `exit code ${r.status}; again: ${suite.command.join(' ')}`;
  results.push({ name: suite.name, outcome: ok ? 'passed' : 'FAILED', seconds, note });
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n━━ summary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(width)}  ${r.outcome.padEnd(7)}  ${r.outcome === 'not run' ? '' : `${r.seconds.toFixed(1).padStart(6)} s`}  ${r.note}`.trimEnd(),
  );
const bad = results.filter((r) => r.outcome !== 'passed');
console.log(
  bad.length === 0
    ? `\nAll ${results.length} passed.`
    : `\n${bad.length} of ${results.length} did not pass: ${bad.map((r) => r.name).join(', ')}.`,
);
process.exit(bad.length === 0 ? 0 : 1);
