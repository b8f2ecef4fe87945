// `npm run build && node bench/mock-cpu.mjs [REQUESTS] [--prism]`: the mock server's CPU time per request, which a
// loaded machine inflates far less than it does requests per second (bench/mock.mjs). It starts
// `rest-conventions mock` (dist/cli.js) on the demo spec (and Prism with `-v error` with --prism), sends 3,000
// warm-up requests and then REQUESTS (default 20,000) over 10 keep-alive connections, once for a list GET
// (/v1/books?limit=10) and once for a member GET (the first id of the list), and prints the server process's user +
// system CPU time (from /proc, Linux, 10 ms ticks) divided by the requests. The client's own CPU is not counted.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as http from 'node:http';
import { createRequire } from 'node:module';
import * as net from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const DEMO = join(root, 'examples', 'demo-api', 'openapi.yaml');
const N = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 20_000);
const HEADERS = { authorization: 'Bearer bench-token', accept: 'application/json' };
const TICK_US = 1_000_000 / 100; // USER_HZ is 100 on Linux

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

/** User + system CPU ticks of a process so far (fields 14 and 15 of /proc/PID/stat). */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function get(port, path, agent) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: HEADERS, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      })
      .on('error', reject);
  });
}

async function many(port, path, n, agent) {
  let left = n;
  let last;
  const worker = async () => {
    while (left-- > 0) last = await get(port, path, agent);
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return last;
}

async function waitForPort(port) {
  for (let i = 0; i < 3000; i++) {
    try {
      return await get(port, '/v1/books', undefined);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('the server did not answer');
}

async function measure(name, args) {
  const port = await freePort();
  const child = spawn(process.execPath, args(port), { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForPort(port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const list = '/v1/books?limit=10';
    const id = JSON.parse((await get(port, list, agent)).text)?.data?.[0]?.id ?? '1';
    const out = [];
    for (const [what, path] of [
      ['list GET', list],
      ['member GET', `/v1/books/${encodeURIComponent(id)}`],
    ]) {
      await many(port, path, 3000, agent);
      const before = cpuTicks(child.pid);
      const last = await many(port, path, N, agent);
      const us = ((cpuTicks(child.pid) - before) * TICK_US) / N;
      out.push(`${what} ${us.toFixed(1)} µs (status ${last.status})`);
    }
    agent.destroy();
    console.log(`${name}: ${out.join(', ')}`);
  } finally {
    child.kill('SIGKILL');
  }
}

console.log(
  `CPU per request over ${N.toLocaleString('en')} requests after 3,000 warm-ups; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}; Node ${process.version}.`,
);
await measure('rest-conventions mock', (port) => [
  join(root, 'dist', 'cli.js'),
  'mock',
  DEMO,
  '--port',
  String(port),
  '--quiet',
  '--rate-limit',
  '1000000000/60',
]);
if (process.argv.includes('--prism'))
  await measure('Prism 5.14 mock -v error', (port) => [
    require.resolve('@stoplight/prism-cli/dist/index.js'),
    'mock',
    DEMO,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--errors',
    'false',
    '-v',
    'error',
  ]);
