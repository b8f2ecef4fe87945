// `npm run build && node bench/mock.mjs`: the mock server (`rest-conventions mock`) side by side with Prism
// (`@stoplight/prism-cli`, a dev dependency used only here), each in its own process:
//   1. start-up on GitHub's REST spec (13 MB of JSON from @octokit/openapi): from spawn to the "listening" line;
//   2. requests per second and p99 latency under autocannon (10 connections, MOCK_BENCH_SECONDS each, default 10)
//      for a member GET (/v1/books/ID, the first id of the server's own list) and a list GET (/v1/books?limit=10)
//      on the demo spec; Prism runs with `-v error` (logging only errors, as a user would run it for speed);
//   3. the server process's resident memory after the load (and after start-up on GitHub's spec).
// Not part of `npm run bench`. Prints a Markdown table with the load average beside it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as net from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const require = createRequire(import.meta.url);
const GITHUB = require.resolve('@octokit/openapi/generated/api.github.com.json');
const DEMO = join(root, 'examples', 'demo-api', 'openapi.yaml');
const CLI = join(root, 'dist', 'cli.js');
const PRISM = require.resolve('@stoplight/prism-cli/dist/index.js');
const SECONDS = Number(process.env.MOCK_BENCH_SECONDS ?? 10);
const START_TIMEOUT_MS = 300_000;
const LOAD_BEFORE = loadavg();
const HEADERS = { authorization: 'Bearer bench-token', accept: 'application/json' };

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves once something answers HTTP on the port (a server that prints nothing when it is ready). */
async function answering(port, deadline) {
  while (performance.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/`, { headers: HEADERS });
      await r.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error('no answer');
}

/**
 * Starts a server and resolves once it prints the line that says it listens, or, when `ready` is a port number,
 * once that port answers (or rejects on exit / time-out).
 */
function start(name, args, ready) {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop(child);
      reject(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const onData = (b) => {
      out += b.toString();
      if (ready instanceof RegExp && ready.test(out)) {
        clearTimeout(timer);
        child.stdout.removeAllListeners('data');
        child.stderr.removeAllListeners('data');
        child.stdout.resume();
        child.stderr.resume();
        resolve({ child, startMs: performance.now() - t0 });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    if (typeof ready === 'number')
      answering(ready, t0 + START_TIMEOUT_MS).then(
        () => {
          clearTimeout(timer);
          child.stdout.removeAllListeners('data');
          child.stderr.removeAllListeners('data');
          child.stdout.resume();
          child.stderr.resume();
          resolve({ child, startMs: performance.now() - t0 });
        },
        () => {},
      );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening: ${out.slice(-400)}`));
    });
  });
}

function stop(child) {
  child.removeAllListeners('exit');
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

const servers = {
  'rest-conventions mock': (spec, port) =>
    start(
      'rest-conventions mock',
      [CLI, 'mock', spec, '--port', String(port), '--quiet', '--rate-limit', '1000000000/60'],
      /Mock of .* at http/,
    ),
  'Prism 5.14 mock': (spec, port) =>
    start(
      'prism',
      [PRISM, 'mock', spec, '--port', String(port), '--host', '127.0.0.1', '--errors', 'false', '-v', 'error'],
      port,
    ),
};

async function load(url) {
  const first = await fetch(url, { headers: HEADERS });
  await first.arrayBuffer();
  const r = await autocannon({ url, connections: 10, duration: SECONDS, headers: HEADERS });
  return {
    status: first.status,
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

const rows = [];
for (const [name, run] of Object.entries(servers)) {
  const row = { name };
  try {
    const port = await freePort();
    const { child, startMs } = await run(GITHUB, port);
    row.githubStartMs = startMs;
    row.githubRss = rssMb(child.pid);
    stop(child);
  } catch (e) {
    row.githubStart = String(e.message).split('\n')[0];
  }
  const port = await freePort();
  const { child } = await run(DEMO, port);
  try {
    const list = `http://127.0.0.1:${port}/v1/books?limit=10`;
    // A member that exists: the first of the server's own list (the mock's ids are generated from its seed).
    const first = await (await fetch(list, { headers: HEADERS })).json();
    row.memberId = String(first?.data?.[0]?.id ?? '1');
    row.member = await load(`http://127.0.0.1:${port}/v1/books/${encodeURIComponent(row.memberId)}`);
    row.list = await load(list);
    row.demoRss = rssMb(child.pid);
  } finally {
    stop(child);
  }
  rows.push(row);
  console.error(`${name}: done`);
}

const f0 = (n) => (n === undefined ? '–' : Math.round(n).toLocaleString('en'));
const load1 = (l) =>
  `${f0(l.rps)} req/s, p99 ${f0(l.p99)} ms (first ${l.status}${l.non2xx ? `, ${l.non2xx} non-2xx` : ''}${l.errors ? `, ${l.errors} errors` : ''})`;
console.log(
  `Load average (1, 5, 15 min) before: ${LOAD_BEFORE.map((x) => x.toFixed(2)).join(', ')}, after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}; autocannon 10 connections × ${SECONDS} s; Node ${process.version}.`,
);
console.log('');
console.log(
  '| server | start-up, GitHub spec (13 MB JSON) | RSS after start-up | member GET | list GET | RSS after the load |',
);
console.log('|---|---:|---:|---|---|---:|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.githubStart ?? `${(r.githubStartMs / 1000).toFixed(2)} s`} | ${f0(r.githubRss)} MB | ${load1(r.member)} | ${load1(r.list)} | ${f0(r.demoRss)} MB |`,
  );
if (rows.length === 2 && rows.every((r) => r.member && r.list)) {
  const ratio = (k) => (rows[0][k].rps / rows[1][k].rps).toFixed(1);
  console.log('');
  console.log(
    `Ours against Prism: member GET ${ratio('member')}×, list GET ${ratio('list')}× (member ids: ${rows.map((r) => r.memberId).join(', ')}).`,
  );
}
