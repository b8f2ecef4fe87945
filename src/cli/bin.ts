/**
 * The CLI's start-up loader, bundled twice: as dist/cli.js (the `bin`) and as dist/lint-worker.js (the lint
 * worker threads' entry). Each copy starts the bundle named after itself plus `-main` (dist/cli-main.js,
 * dist/lint-worker-main.js): it compiles the bundle with a V8 code cache kept under the temporary folder, runs it
 * like a CommonJS module and calls its `run()` export.
 *
 * Node 20 has no `module.enableCompileCache()` (Node 22), and compiling the ~0.5 MB CLI bundle, with the functions
 * a lint compiles lazily, costs every run: with the cache a 100 KB lint takes about 10 ms less CPU, and each lint
 * worker about 12 ms less. The first run from a bundle's path only leaves a marker (serializing and writing the
 * cache costs that run about 8 ms, which one-off runs, as in CI, would never win back); the second writes the
 * cache, as does any run that found it stale, damaged or refused by V8: the main thread on exit, a worker after
 * its first job. A cache holds only the functions its run compiled, so a `--help` run first would leave lint a
 * partial cache: a run that lasts at least 1.5 times as long as the one that wrote the cache serializes again and
 * re-writes the cache if it grew by 1/32 (serializing costs 2–3 ms, so runs no longer than the writer's, the
 * usual case, skip it).
 *
 * A cache can never change what a run does: each file records the identity of the bundle it was made from
 * (size, modification and change times, inode) and a checksum of its V8 data, since V8 in Node 20 checks neither
 * the source (only its length) nor the data (a damaged cache crashes the process); anything that does not match
 * is ignored and replaced. Reading or writing it never fails the command. The identity is read from the bundle's
 * stat, not hashed from its text: loading `crypto` alone costs 3 ms.
 *
 * REST_CONVENTIONS_NO_COMPILE_CACHE=1 turns it off; REST_CONVENTIONS_COMPILE_CACHE_DIR picks the folder;
 * REST_CONVENTIONS_COMPILE_CACHE_DEBUG=1 reports on stderr what happened to each cache.
 */
// `import x = require()`, not `import * as x`: esbuild wraps the latter in a copy of every export (a getter each),
// about 1 ms of start-up for these five modules.
import fs = require('node:fs');
import Module = require('node:module');
import os = require('node:os');
import path = require('node:path');
import vm = require('node:vm');

/** What became of a bundle's cache when it was loaded. */
export type CacheLoad =
  /** Turned off, or there is no folder to keep it in. */
  | 'off'
  /** No cache file yet: this is the first run from here. */
  | 'missing'
  /** Only the first run's marker: this run writes the cache. */
  | 'seen'
  /** Made from another build of the bundle (or another file at its path). */
  | 'stale'
  /** Not a cache file, cut short, or its data fails the checksum. */
  | 'damaged'
  /** Owned by another user, or writable by others: not trusted. */
  | 'untrusted'
  /** V8 refused the data (another V8 version or other flags). */
  | 'rejected'
  /** V8 used the data. */
  | 'accepted';

/** What `saveCache()` did. */
export type CacheSave = 'off' | 'marked' | 'written' | 'kept' | 'failed';

/** A bundle compiled and run by `loadBundle`. */
export interface LoadedBundle {
  /** The bundle module's `module.exports`. */
  exports: unknown;
  /** The cache file, unless the cache is off. */
  cacheFile?: string;
  load: CacheLoad;
  /**
   * Writes the marker when there was no cache file; the cache when there was a marker or no usable cache, or when
   * this run, 1.5 times as long as the cache's, compiled at least 1/32 more than it holds. Atomically (a temporary
   * file renamed over it); never throws.
   */
  saveCache(): CacheSave;
}

/** How to load a bundle. */
export interface LoadOptions {
  /** The cache folder; no cache without one. */
  cacheDir?: string;
  /** Told what happened to the cache (REST_CONVENTIONS_COMPILE_CACHE_DEBUG). */
  log?: (message: string) => void;
}

const MAGIC = 'rest-conventions-compile-cache 1';
/** How much longer than the cache's run a run must last before it checks whether it compiled more. */
const LONGER = 1.5;
/** How much more a run must have compiled (as a share of the cache) before the cache is re-written. */
const GROWTH = 1 / 32;

/** The cache folder the environment asks for, or undefined when the cache is turned off. */
export function compileCacheDir(env: NodeJS.ProcessEnv): string | undefined {
  const off = env.REST_CONVENTIONS_NO_COMPILE_CACHE;
  if (off !== undefined && off !== '' && off !== '0' && off !== 'false') return undefined;
  if (env.REST_CONVENTIONS_COMPILE_CACHE_DIR) return path.resolve(env.REST_CONVENTIONS_COMPILE_CACHE_DIR);
  // One folder per user: a folder another user made (or can write to) is never shared.
  const uid = typeof process.getuid === 'function' ? `-${process.getuid()}` : '';
  return path.join(os.tmpdir(), `rest-conventions-compile-cache${uid}`);
}

/** The cache file of a bundle: one per bundle path, Node version and architecture. */
export function cacheFileFor(bundle: string, cacheDir: string): string {
  return path.join(cacheDir, `${path.basename(bundle, '.js')}-${fnv1a(bundle)}-${process.version}-${process.arch}.cache`);
}

/**
 * Compiles `bundle` (a CommonJS file) with the code cache in `opts.cacheDir` and runs it as a module of its own:
 * `module`, `exports`, `require`, `__filename` and `__dirname` are the bundle's, so its relative requires and
 * `__dirname` paths resolve next to it. Errors of the bundle itself propagate; the cache's never do.
 */
export function loadBundle(bundle: string, opts: LoadOptions = {}): LoadedBundle {
  const started = performance.now();
  const { source, identity } = readBundle(bundle);
  const cacheFile = opts.cacheDir === undefined ? undefined : cacheFileFor(bundle, opts.cacheDir);
  const cached = cacheFile === undefined ? { load: 'off' as const } : readCache(cacheFile, identity);
  // A run that will not write the cache compiles the bundle as Node's own loader does, which is 2 ms faster.
  let script: vm.Script | undefined;
  let fn: BundleFunction;
  if (cached.load === 'off' || cached.load === 'missing') {
    fn = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: bundle }) as BundleFunction;
  } else {
    script = new vm.Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n});`, { filename: bundle, cachedData: cached.data });
    fn = script.runInThisContext() as BundleFunction;
  }
  const load: CacheLoad = cached.data === undefined ? cached.load : script!.cachedDataRejected ? 'rejected' : 'accepted';
  const name = path.basename(bundle);
  opts.log?.(`${name}: ${load}${cacheFile ? ` (${cacheFile})` : ''}`);

  const dir = path.dirname(bundle);
  const mod = new Module(bundle, module);
  mod.filename = bundle;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dir);
  const cache = (Module as unknown as { _cache: Record<string, NodeModule> })._cache;
  cache[bundle] = mod;
  try {
    fn.call(mod.exports, mod.exports, Module.createRequire(bundle), mod, bundle, dir);
  } catch (e) {
    delete cache[bundle];
    throw e;
  }
  mod.loaded = true;

  let saved = false;
  return {
    exports: mod.exports,
    cacheFile,
    load,
    saveCache(): CacheSave {
      if (cacheFile === undefined || saved) return 'off';
      saved = true;
      const ms = Math.round(performance.now() - started);
      try {
        if (script === undefined) {
          writeCache(cacheFile, identity, Buffer.alloc(0), ms);
          opts.log?.(`${name}: marked`);
          return 'marked';
        }
        if (load === 'accepted' && ms < cached.ms! * LONGER) {
          opts.log?.(`${name}: kept (this run ${ms} ms, the cache's ${cached.ms} ms)`);
          return 'kept';
        }
        const data = script.createCachedData();
        if (load === 'accepted' && data.length < cached.data!.length * (1 + GROWTH)) {
          opts.log?.(`${name}: kept (this run ${ms} ms, the cache's ${cached.ms} ms; ${data.length} bytes, the cache ${cached.data!.length})`);
          return 'kept';
        }
        writeCache(cacheFile, identity, data, ms);
        opts.log?.(`${name}: written (${data.length} bytes, a ${ms} ms run)`);
        return 'written';
      } catch (e) {
        opts.log?.(`${name}: not written: ${e instanceof Error ? e.message : String(e)}`);
        return 'failed';
      }
    },
  };
}

/** A CommonJS module's code wrapped as a function. */
type BundleFunction = (exports: unknown, require: NodeJS.Require, module: NodeModule, filename: string, dirname: string) => void;

/** The bundle's text and what identifies this build of it: size, modification and change times, inode, device. */
function readBundle(bundle: string): { source: string; identity: string } {
  const fd = fs.openSync(bundle, 'r');
  try {
    const st = fs.fstatSync(fd, { bigint: true });
    const buf = Buffer.allocUnsafe(Number(st.size));
    let n = 0;
    while (n < buf.length) {
      const got = fs.readSync(fd, buf, n, buf.length - n, n);
      if (got === 0) break;
      n += got;
    }
    return { source: buf.toString('utf8', 0, n), identity: `${st.size}:${st.mtimeNs}:${st.ctimeNs}:${st.ino}:${st.dev}` };
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The cache file's V8 data and how long the run that wrote it lasted, when the file is ours, made from this build
 * of the bundle and whole. The file is a header line (`MAGIC identity length checksum ms`, padded with spaces to a
 * multiple of 8 bytes so the data stays aligned) followed by the data; a marker has no data.
 */
function readCache(cacheFile: string, identity: string): { load: CacheLoad; data?: Buffer; ms?: number } {
  let file: Buffer;
  try {
    const fd = fs.openSync(cacheFile, 'r');
    try {
      const st = fs.fstatSync(fd);
      if (!st.isFile()) return { load: 'damaged' };
      if (typeof process.getuid === 'function' && (st.uid !== process.getuid() || (st.mode & 0o022) !== 0)) return { load: 'untrusted' };
      file = Buffer.allocUnsafe(st.size);
      let n = 0;
      while (n < file.length) {
        const got = fs.readSync(fd, file, n, file.length - n, n);
        if (got === 0) return { load: 'damaged' };
        n += got;
      }
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return { load: 'missing' };
  }
  const end = file.indexOf(10);
  if (end < 0 || end > 1024) return { load: 'damaged' };
  const fields = file.toString('latin1', 0, end).trimEnd().split(' ');
  if (fields.length !== 6 || `${fields[0]} ${fields[1]}` !== MAGIC || !/^\d+$/.test(fields[5])) return { load: 'damaged' };
  if (fields[2] !== identity) return { load: 'stale' };
  const data = file.subarray(end + 1);
  if (String(data.length) !== fields[3] || checksum(data) !== fields[4]) return { load: 'damaged' };
  if (data.length === 0) return { load: 'seen' };
  // Whole and ours: V8 has the last word (accepted or rejected).
  return { load: 'accepted', data, ms: Number(fields[5]) };
}

/** Writes the cache file through a temporary file renamed over it, so a reader never sees half a file. */
function writeCache(cacheFile: string, identity: string, data: Buffer, ms: number): void {
  let header = `${MAGIC} ${identity} ${data.length} ${checksum(data)} ${ms}`;
  header = header.padEnd(Math.ceil((header.length + 1) / 8) * 8 - 1) + '\n';
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true, mode: 0o700 });
  const tmp = `${cacheFile}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    fs.writeFileSync(tmp, Buffer.concat([Buffer.from(header, 'latin1'), data]), { mode: 0o600 });
    fs.renameSync(tmp, cacheFile);
  } catch (e) {
    try {
      fs.unlinkSync(tmp);
    } catch {
      // nothing was written
    }
    throw e;
  }
}

/**
 * 64 bits of checksum over the data, as 16 hex digits: two 32-bit multiplicative hashes of its little-endian
 * words (a = (a ^ w) * 0x01000193; b = ((b ^ w) * 0x85ebca6b) ^ (b >>> 13)), then of the tail bytes and length.
 * The word loop runs as WebAssembly when it can: a fresh process runs the same loop in JS interpreted, 3–7 ms
 * over a 350 KB cache against about 1 ms (compiling the module included).
 */
export function checksum(data: Uint8Array): string {
  const n = data.length >>> 2;
  const [a0, b0] = (n >= 4096 && wasmWords(data, n)) || jsWords(data, n);
  let a = a0;
  let b = b0;
  for (let i = n * 4; i < data.length; i++) {
    a = Math.imul(a ^ data[i], 0x01000193);
    b = Math.imul(b ^ data[i], 0x85ebca6b) ^ (b >>> 13);
  }
  a = Math.imul(a ^ data.length, 0x01000193);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The word loop of `checksum` in JS: the reference, and the fallback without WebAssembly (`--jitless`). */
export function jsWords(data: Uint8Array, n: number): [number, number] {
  const view = new DataView(data.buffer, data.byteOffset, n * 4);
  let a = 0x811c9dc5 | 0;
  let b = 0x9e3779b9 | 0;
  for (let i = 0; i < n; i++) {
    const w = view.getInt32(i * 4, true);
    a = Math.imul(a ^ w, 0x01000193);
    b = Math.imul(b ^ w, 0x85ebca6b) ^ (b >>> 13);
  }
  return [a, b];
}

/**
 * The word loop of `checksum` as a WebAssembly function `sum(n)` over the first n words of its memory, returning
 * b << 32 | a. Its text:
 *
 *   (module (memory (export "mem") 1)
 *     (func (export "sum") (param $n i32) (result i64) (local $i i32) (local $a i32) (local $b i32) (local $w i32) (local $end i32)
 *       (local.set $a (i32.const 0x811c9dc5)) (local.set $b (i32.const 0x9e3779b9))
 *       (local.set $end (i32.shl (local.get $n) (i32.const 2)))
 *       (block $done (loop $next
 *         (br_if $done (i32.ge_u (local.get $i) (local.get $end)))
 *         (local.set $w (i32.load (local.get $i)))
 *         (local.set $a (i32.mul (i32.xor (local.get $a) (local.get $w)) (i32.const 0x01000193)))
 *         (local.set $b (i32.xor (i32.mul (i32.xor (local.get $b) (local.get $w)) (i32.const 0x85ebca6b)) (i32.shr_u (local.get $b) (i32.const 13))))
 *         (local.set $i (i32.add (local.get $i) (i32.const 4)))
 *         (br $next)))
 *       (i64.or (i64.extend_i32_u (local.get $a)) (i64.shl (i64.extend_i32_u (local.get $b)) (i64.const 32)))))
 */
const SUM_WASM =
  'AGFzbQEAAAABBgFgAX8BfgMCAQAFAwEAAQcNAgNtZW0CAANzdW0AAAplAWMBBX9BxbvyiHghAkG5893xeSEDIABBAnQhBQJAA0AgASAFTw0BIAEoAgAhBCACIARzQZODgAhsIQIgAyAEc0HrlK+veGwgA0ENdnMhAyABQQRqIQEMAAsLIAKtIAOtQiCGhAs=';

/** The little of the WebAssembly API used here (the project's `lib` has no WebAssembly types). */
interface Wasm {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: unknown };
}
let sumWasm: { mem: { buffer: ArrayBuffer; grow(pages: number): number }; sum(n: number): bigint } | null | undefined;

/** The word loop run by the WebAssembly function; undefined without WebAssembly. */
export function wasmWords(data: Uint8Array, n: number): [number, number] | undefined {
  if (sumWasm === undefined) {
    try {
      const wasm = (globalThis as { WebAssembly?: Wasm }).WebAssembly!;
      sumWasm = new wasm.Instance(new wasm.Module(Buffer.from(SUM_WASM, 'base64'))).exports as typeof sumWasm;
    } catch {
      sumWasm = null;
    }
  }
  if (!sumWasm) return undefined;
  const { mem } = sumWasm;
  const pages = Math.ceil((n * 4) / 65536) - mem.buffer.byteLength / 65536;
  if (pages > 0) mem.grow(pages);
  new Uint8Array(mem.buffer).set(data.subarray(0, n * 4));
  const r = sumWasm.sum(n);
  return [Number(BigInt.asIntN(32, r)), Number(BigInt.asIntN(32, r >> 32n))];
}

/** FNV-1a of a string, as 8 hex digits (names a bundle path's cache file). */
function fnv1a(s: string): string {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Starts the bundle this loader stands for: dist/X.js runs dist/X-main.js and calls its `run(saveCache)`. The
 * cache is saved when the process (or worker) exits, or earlier if the bundle calls `saveCache`: a lint worker
 * does after its first job, since the pool terminates its workers rather than letting them exit.
 */
function start(self: string): void {
  const env = process.env;
  const bundle = path.join(path.dirname(self), `${path.basename(self, '.js')}-main.js`);
  const log = env.REST_CONVENTIONS_COMPILE_CACHE_DEBUG ? (m: string) => process.stderr.write(`rest-conventions compile cache: ${m}\n`) : undefined;
  const loaded = loadBundle(bundle, { cacheDir: compileCacheDir(env), log });
  const saveCache = () => void loaded.saveCache();
  if (loaded.cacheFile !== undefined) process.once('exit', saveCache);
  (loaded.exports as { run(saveCache: () => void): void }).run(saveCache);
}

if (require.main === module) start(__filename);
