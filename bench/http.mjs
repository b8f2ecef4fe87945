// `node bench/http.mjs`: the request engine's cost. (1) Overhead per call of `send()` over a bare undici request
// (same keep-alive agent type, body read and JSON parsed) to a local server, calls alternated; (2) memory while
// streaming a 50 MB response, measured in a separate client process against a server in this one.
import * as http from 'node:http';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const work = join(here, '.work');
const engineFile = join(work, 'http-engine.cjs');
const MB = 1024 * 1024;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function bundleEngine() {
  mkdirSync(work, { recursive: true });
  await esbuild.build({
    stdin: {
      contents:
        "export { send } from './src/core/http/send'; export { closeDispatchers } from './src/core/http/dispatchers';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['undici'],
    outfile: engineFile,
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(engineFile).href)).default;
}

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

async function overhead(engine, calls) {
  const { request, Agent } = await import('undici');
  const body = JSON.stringify({
    data: Array.from({ length: 5 }, (_, i) => ({ id: i, name: `item ${i}` })),
    pagination: { page: 1, limit: 5, total: 50 },
  });
  const { server, url } = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  const agent = new Agent();
  const bare = async () => {
    const r = await request(`${url}/items?page=1`, { dispatcher: agent, headers: { accept: 'application/json' } });
    await r.body.json();
  };
  const ours = () =>
    engine.send({ method: 'GET', url: `${url}/items?page=1`, headers: { accept: 'application/json' } });
  for (let i = 0; i < 500; i++) {
    await bare();
    await ours();
  }
  const tBare = [];
  const tOurs = [];
  for (let i = 0; i < calls; i++) {
    const order = i % 2 ? [bare, ours] : [ours, bare];
    for (const f of order) {
      const t0 = performance.now();
      await f();
      (f === bare ? tBare : tOurs).push(performance.now() - t0);
    }
  }
  await agent.close();
  server.closeAllConnections();
  server.close();
  const diffs = tOurs.map((t, i) => t - tBare[i]);
  return {
    calls,
    bareMedianMs: median(tBare),
    oursMedianMs: median(tOurs),
    overheadMedianMs: median(tOurs) - median(tBare),
    pairedOverheadMedianMs: median(diffs),
    bareP95Ms: pct(tBare, 95),
    oursP95Ms: pct(tOurs, 95),
  };
}

/** Runs in the client process: sends once, sampling memory every millisecond. */
async function clientMemory(url) {
  const engine = (await import(pathToFileURL(engineFile).href)).default;
  await engine.send({ method: 'GET', url: `${url}?size=1024`, headers: {} });
  globalThis.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakBuffers = base.arrayBuffers + base.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakBuffers = Math.max(peakBuffers, m.arrayBuffers + m.heapUsed);
  };
  const timer = setInterval(sample, 1);
  const t0 = performance.now();
  const res = await engine.send({ method: 'GET', url, headers: {} });
  const ms = performance.now() - t0;
  sample();
  clearInterval(timer);
  process.stdout.write(
    JSON.stringify({
      bytes: res.bytes,
      truncated: res.truncated,
      ms,
      rssGrowthMB: (peakRss - base.rss) / MB,
      heapAndBuffersGrowthMB: (peakBuffers - base.arrayBuffers - base.heapUsed) / MB,
    }),
  );
  await engine.closeDispatchers();
  process.exit(0);
}

async function memory(withLength) {
  const total = 50 * MB;
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  const { server, url } = await listen((req, res) => {
    const size = Number(new URL(req.url, 'http://x').searchParams.get('size') ?? total);
    res.writeHead(
      200,
      withLength
        ? { 'content-type': 'application/octet-stream', 'content-length': size }
        : { 'content-type': 'application/octet-stream' },
    );
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = size - sent >= chunk.length ? chunk : chunk.subarray(0, size - sent);
        sent += piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  });
  const out = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', fileURLToPath(import.meta.url), '--client-memory', `${url}/big`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(text)) : reject(new Error(`client exited ${code}`))));
  });
  server.closeAllConnections();
  server.close();
  return { bodyMB: total / MB, contentLength: withLength, ...out };
}

if (process.argv[2] === '--client-memory') {
  await clientMemory(process.argv[3]);
} else {
  const engine = await bundleEngine();
  const calls = Number(process.env.HTTP_BENCH_CALLS ?? 5000);
  const o = await overhead(engine, calls);
  await engine.closeDispatchers();
  const m1 = await memory(true);
  const m2 = await memory(false);
  const f = (n) => n.toFixed(3);
  console.log(`## Request engine (bench/http.mjs, Node ${process.version})\n`);
  console.log(
    '| per call, local server, keep-alive | bare undici | send() | overhead (median) | paired overhead (median) |',
  );
  console.log('|---|---|---|---|---|');
  console.log(
    `| ${o.calls} calls each, alternated | ${f(o.bareMedianMs)} ms (p95 ${f(o.bareP95Ms)}) | ${f(o.oursMedianMs)} ms (p95 ${f(o.oursP95Ms)}) | ${f(o.overheadMedianMs)} ms | ${f(o.pairedOverheadMedianMs)} ms |`,
  );
  console.log('\n| streaming a 50 MB response | time | RSS growth | heap + buffers growth | ratio to body |');
  console.log('|---|---|---|---|---|');
  for (const m of [m1, m2])
    console.log(
      `| ${m.contentLength ? 'with Content-Length' : 'chunked'} | ${Math.round(m.ms)} ms | ${m.rssGrowthMB.toFixed(1)} MB | ${m.heapAndBuffersGrowthMB.toFixed(1)} MB | ${(Math.max(m.rssGrowthMB, m.heapAndBuffersGrowthMB) / m.bodyMB).toFixed(2)}× |`,
    );
  console.log('\n' + JSON.stringify({ overhead: o, memory: [m1, m2] }));
}
