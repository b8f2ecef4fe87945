import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { cacheFileFor, checksum, compileCacheDir, jsWords, loadBundle, wasmWords } from '../../../src/cli/bin';
import { buildOnce, FIXTURES, ROOT, runCli, type CliRun } from './run';

const CLI_MAIN = path.join(ROOT, 'dist/cli-main.js');
const LINT = ['lint', '--format', 'json', '--fail-on', 'never', 'dirty/orders.yaml', 'refs/api.yaml'];

/** The cache file's header fields and V8 data. */
function parseCache(file: string): { fields: string[]; data: Buffer } {
  const buf = readFileSync(file);
  const end = buf.indexOf(10);
  return { fields: buf.toString('latin1', 0, end).trimEnd().split(' '), data: buf.subarray(end + 1) };
}

/** A cache file with these header fields and data, padded as the loader pads it. */
function cacheBytes(fields: string[], data: Buffer): Buffer {
  const header = fields.join(' ');
  return Buffer.concat([Buffer.from(header.padEnd(Math.ceil((header.length + 1) / 8) * 8 - 1) + '\n', 'latin1'), data]);
}

describe('cli: compile cache (dist/cli.js compiles dist/cli-main.js with a V8 code cache)', function () {
  this.timeout(60_000);
  let dir: string;
  let cacheDir: string;
  before(buildOnce);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rc-cc-'));
    cacheDir = path.join(dir, 'cache');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs dist/cli.js with the cache in `cacheDir` and the loader's report on stderr. */
  const run = (args: string[], env: Record<string, string> = {}): CliRun & { report: string[] } => {
    const r = runCli(args, { env: { REST_CONVENTIONS_COMPILE_CACHE_DIR: cacheDir, REST_CONVENTIONS_COMPILE_CACHE_DEBUG: '1', ...env } });
    const report = r.stderr
      .split('\n')
      .filter((l) => l.startsWith('rest-conventions compile cache: cli-main.js: '))
      .map((l) => l.slice('rest-conventions compile cache: cli-main.js: '.length).replace(/ \(.*\)$/, ''));
    return { ...r, report };
  };
  const cacheFile = () => cacheFileFor(CLI_MAIN, cacheDir);
  /** Runs `args` twice, so that the cache is written: the first run leaves a marker, the second the cache. */
  const prime = (args: string[]) => {
    assert.deepEqual(run(args).report, ['missing', 'marked']);
    assert.deepEqual(run(args).report, ['seen', 'written']);
  };
  /** What `node dist/cli-main.js ARGS` (the bundle run directly, no loader) prints. */
  const direct = (args: string[]): CliRun => {
    const env = { ...process.env };
    delete env.FORCE_COLOR;
    delete env.NO_COLOR;
    const r = spawnSync(process.execPath, [CLI_MAIN, ...args], { cwd: FIXTURES, env, encoding: 'utf8' });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  it('is marked by the first run, written by the second and accepted by the third, with the same output as without a cache', () => {
    const first = run(LINT);
    assert.deepEqual(first.report, ['missing', 'marked']);
    assert.ok(existsSync(cacheFile()), 'the marker exists');
    const marker = parseCache(cacheFile());
    assert.deepEqual(marker.fields.slice(0, 2), ['rest-conventions-compile-cache', '1']);
    assert.deepEqual([marker.fields[3], marker.data.length], ['0', 0], 'a marker has no data');

    const second = run(LINT);
    assert.deepEqual(second.report, ['seen', 'written']);
    const { fields, data } = parseCache(cacheFile());
    assert.ok(data.length > 100_000, 'the compiled lint code');
    assert.deepEqual([fields[3], fields[4]], [String(data.length), checksum(data)]);
    if (typeof process.getuid === 'function') assert.equal(statSync(cacheFile()).mode & 0o077, 0, 'readable by its owner only');

    const third = run(LINT);
    assert.deepEqual(third.report, ['accepted', 'kept']);
    const off = run(LINT, { REST_CONVENTIONS_NO_COMPILE_CACHE: '1' });
    const plain = direct(LINT);
    assert.equal(plain.code, 0);
    assert.ok(plain.stdout.length > 100);
    for (const r of [first, second, third, off]) {
      assert.equal(r.code, plain.code);
      assert.equal(r.stdout, plain.stdout);
    }
  });

  /** Rewrites the cache's header as if its run had lasted `ms`. */
  const setWriterMs = (ms: number) => {
    const { fields, data } = parseCache(cacheFile());
    writeFileSync(cacheFile(), cacheBytes([...fields.slice(0, 5), String(ms)], data));
  };

  it('is re-written by a longer run that compiled more than it holds (`--help` first must not leave lint a partial cache)', () => {
    run(['--help']);
    const help = run(['--help']);
    assert.deepEqual(help.report, ['seen', 'written']);
    assert.match(help.stderr, /cli-main\.js: written \(\d+ bytes, a \d+ ms run\)/);
    const small = parseCache(cacheFile()).data.length;
    setWriterMs(0); // lint runs longer than `--help`; made certain here, whatever the machine's load
    assert.deepEqual(run(LINT).report, ['accepted', 'written']);
    assert.ok(parseCache(cacheFile()).data.length > small * 1.2, 'the lint functions were added');
    setWriterMs(0);
    const again = run(LINT);
    assert.deepEqual(again.report, ['accepted', 'kept']);
    assert.match(again.stderr, /cli-main\.js: kept \(this run \d+ ms, the cache's 0 ms; \d+ bytes, the cache \d+\)/, 'serialized again, but nothing new');
  });

  it('is not serialized again by a run no longer than the one that wrote it', () => {
    prime(['--help']);
    setWriterMs(1e9);
    const before = readFileSync(cacheFile());
    const lint = run(LINT);
    assert.deepEqual(lint.report, ['accepted', 'kept']);
    assert.match(lint.stderr, /cli-main\.js: kept \(this run \d+ ms, the cache's 1000000000 ms\)\n/);
    assert.deepEqual(readFileSync(cacheFile()), before, 'the partial cache stays');
  });

  it('ignores a file that is not a cache, or whose data is damaged, replaces it, and the command still succeeds', () => {
    const plain = direct(LINT).stdout;
    prime(LINT);
    const good = readFileSync(cacheFile());
    const { fields, data } = parseCache(cacheFile());
    const flipped = Buffer.from(data);
    for (let i = 0; i < 64; i++) flipped[Math.floor(flipped.length / 2) + i] ^= 0x5a;
    const damaged = [
      Buffer.from('not a cache at all'),
      Buffer.alloc(0),
      good.subarray(0, good.length - 1000),
      // A well-formed header over damaged data: V8 in Node 20 does not check its data and would crash on it.
      cacheBytes(fields, flipped),
    ];
    for (const bytes of damaged) {
      writeFileSync(cacheFile(), bytes);
      const r = run(LINT);
      assert.deepEqual([r.code, r.report], [0, ['damaged', 'written']]);
      assert.equal(r.stdout, plain);
      assert.deepEqual(run(LINT).report, ['accepted', 'kept']);
    }
  });

  it('lets V8 judge data made for another script, and replaces what it rejects', () => {
    const plain = direct(LINT).stdout;
    prime(LINT);
    const { fields } = parseCache(cacheFile());
    const other = new vm.Script('function other() { return 1; } other();');
    other.runInThisContext();
    const foreign = other.createCachedData();
    writeFileSync(cacheFile(), cacheBytes([...fields.slice(0, 3), String(foreign.length), checksum(foreign), fields[5]], foreign));
    const r = run(LINT);
    assert.deepEqual([r.code, r.report], [0, ['rejected', 'written']]);
    assert.equal(r.stdout, plain);
    assert.deepEqual(run(LINT).report, ['accepted', 'kept']);
  });

  it('ignores a cache made from another build of the bundle (its identity in the header differs)', () => {
    prime(LINT);
    const { fields, data } = parseCache(cacheFile());
    writeFileSync(cacheFile(), cacheBytes([fields[0], fields[1], fields[2].replace(/^\d+/, (n) => String(Number(n) + 1)), ...fields.slice(3)], data));
    assert.deepEqual(run(LINT).report, ['stale', 'written']);
    assert.deepEqual(run(LINT).report, ['accepted', 'kept']);
  });

  it('does not trust a cache file others can write to', function () {
    if (typeof process.getuid !== 'function') this.skip();
    prime(LINT);
    chmodSync(cacheFile(), 0o666);
    assert.deepEqual(run(LINT).report, ['untrusted', 'written']);
    assert.equal(statSync(cacheFile()).mode & 0o077, 0);
    assert.deepEqual(run(LINT).report, ['accepted', 'kept']);
  });

  it('writes nothing when turned off, and never fails the command when it cannot write', () => {
    const plain = direct(LINT);
    const off = run(LINT, { REST_CONVENTIONS_NO_COMPILE_CACHE: '1' });
    assert.deepEqual([off.code, off.stdout, off.report], [plain.code, plain.stdout, ['off']]);
    assert.equal(existsSync(cacheDir), false, 'no cache folder');

    writeFileSync(cacheDir, 'a file where the cache folder should be');
    const blocked = run(LINT);
    assert.deepEqual([blocked.code, blocked.stdout], [plain.code, plain.stdout]);
    assert.equal(blocked.report[0], 'missing');
    assert.match(blocked.report[1], /^not written: /);
    const quiet = runCli(LINT, { env: { REST_CONVENTIONS_COMPILE_CACHE_DIR: cacheDir } });
    assert.deepEqual([quiet.code, quiet.stdout, quiet.stderr], [plain.code, plain.stdout, '']);
  });

  it('keeps the exit codes, stderr and the request command (a bundle of its own, required next to cli-main.js)', () => {
    for (const args of [['lint', 'dirty/orders.yaml'], ['lint', 'no/such/file.yaml'], ['nonsense'], ['--version'], ['request', '--help']]) {
      const plain = direct(args);
      for (const r of [runCli(args, { env: { REST_CONVENTIONS_COMPILE_CACHE_DIR: cacheDir } }), runCli(args, { env: { REST_CONVENTIONS_COMPILE_CACHE_DIR: cacheDir } })]) {
        assert.deepEqual([r.code, r.stdout, r.stderr], [plain.code, plain.stdout, plain.stderr], args.join(' '));
      }
    }
  });

  it('checksums in JS where there is no WebAssembly (--jitless), and both read each other\'s files', () => {
    const jitless = () => {
      const r = spawnSync(process.execPath, ['--jitless', path.join(ROOT, 'dist/cli.js'), ...LINT], {
        cwd: FIXTURES,
        env: { ...process.env, REST_CONVENTIONS_COMPILE_CACHE_DIR: cacheDir, REST_CONVENTIONS_COMPILE_CACHE_DEBUG: '1' },
        encoding: 'utf8',
      });
      return { code: r.status, stdout: r.stdout, report: r.stderr.match(/(?<=cli-main\.js: )\w+/g) };
    };
    const plain = direct(LINT).stdout;
    const first = jitless();
    assert.deepEqual([first.code, first.stdout, first.report], [0, plain, ['missing', 'marked']]);
    const second = jitless();
    assert.deepEqual([second.code, second.stdout, second.report], [0, plain, ['seen', 'written']]);
    assert.deepEqual(jitless().report, ['accepted', 'kept']);
    // V8 refuses data made under other flags, but the file passed the checksum: not `damaged`.
    assert.deepEqual(run(LINT).report, ['rejected', 'written']);
    assert.deepEqual(jitless().report, ['rejected', 'written']);
  });

  it('caches the lint workers\' bundle too, with the same output', () => {
    const args = ['lint', '--format', 'json', '--fail-on', 'never', '--workers', '2', '.'];
    const plain = direct(args);
    assert.equal(plain.code, 0);
    const first = run(args);
    const workerCache = cacheFileFor(path.join(ROOT, 'dist/lint-worker-main.js'), cacheDir);
    // A marker, or already the cache: a worker that starts after the other one marked it writes the cache.
    assert.equal(parseCache(workerCache).fields[0], 'rest-conventions-compile-cache');
    const second = run(args);
    assert.ok(parseCache(workerCache).data.length > 50_000, 'the worker cache holds the lint code');
    const third = run(args);
    for (const r of [first, second, third]) assert.deepEqual([r.code, r.stdout], [plain.code, plain.stdout]);
    assert.deepEqual(readdirSync(cacheDir).filter((f) => f.endsWith('.tmp')), [], 'no temporary files left');
  });

  it('has a worker write its cache before its answer, even when each worker gets one job and is terminated after it', () => {
    const args = ['lint', '--format', 'json', '--fail-on', 'never', '--workers', '2', 'dirty/orders.yaml', 'clean/orders.yaml'];
    const workerCache = cacheFileFor(path.join(ROOT, 'dist/lint-worker-main.js'), cacheDir);
    run(args);
    assert.ok(existsSync(workerCache), 'the marker (or already the cache)');
    run(args);
    assert.ok(parseCache(workerCache).data.length > 50_000, 'the worker cache');
  });
});

describe('cli: start-up', function () {
  this.timeout(60_000);
  before(buildOnce);

  it('loads worker_threads only when a lint starts workers (loading it costs every run 1.6 ms)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-cc-'));
    try {
      const probe = path.join(dir, 'probe.js');
      writeFileSync(probe, `process.on('exit', () => process.stderr.write('worker_threads loaded: ' + process.moduleLoadList.includes('NativeModule worker_threads') + '\\n'));`);
      const loaded = (args: string[]) => {
        const r = spawnSync(process.execPath, ['--require', probe, path.join(ROOT, 'dist/cli.js'), ...args], { cwd: FIXTURES, encoding: 'utf8' });
        return /worker_threads loaded: (\w+)/.exec(r.stderr)?.[1];
      };
      assert.equal(loaded(['--help']), 'false');
      assert.equal(loaded(['lint', 'dirty/orders.yaml', 'clean/orders.yaml']), 'false');
      assert.equal(loaded(['lint', '--workers', '2', 'dirty/orders.yaml', 'clean/orders.yaml']), 'true');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('cli: compile cache, the loader\'s functions', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rc-cc-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes its folder from the environment: off, chosen, or one per user under the temporary folder', () => {
    for (const v of ['1', 'true', 'yes']) assert.equal(compileCacheDir({ REST_CONVENTIONS_NO_COMPILE_CACHE: v, REST_CONVENTIONS_COMPILE_CACHE_DIR: dir }), undefined);
    for (const v of ['', '0', 'false']) assert.equal(compileCacheDir({ REST_CONVENTIONS_NO_COMPILE_CACHE: v, REST_CONVENTIONS_COMPILE_CACHE_DIR: dir }), dir);
    assert.equal(compileCacheDir({ REST_CONVENTIONS_COMPILE_CACHE_DIR: 'rel' }), path.resolve('rel'));
    const own = compileCacheDir({})!;
    assert.equal(path.dirname(own), tmpdir());
    assert.match(path.basename(own), typeof process.getuid === 'function' ? new RegExp(`^rest-conventions-compile-cache-${process.getuid()}$`) : /^rest-conventions-compile-cache$/);
  });

  it('names one cache file per bundle path, Node version and architecture', () => {
    const a = cacheFileFor('/x/dist/cli-main.js', dir);
    assert.equal(path.dirname(a), dir);
    assert.match(path.basename(a), new RegExp(`^cli-main-[0-9a-f]{8}-${process.version.replace(/\./g, '\\.')}-${process.arch}\\.cache$`));
    assert.notEqual(cacheFileFor('/y/dist/cli-main.js', dir), a);
    assert.equal(cacheFileFor('/x/dist/cli-main.js', dir), a);
  });

  it('runs the bundle as a CommonJS module of its own, whose relative requires resolve next to it', () => {
    writeFileSync(path.join(dir, 'helper.js'), 'module.exports = 42;');
    const bundle = path.join(dir, 'b-main.js');
    writeFileSync(
      bundle,
      'exports.answer = require("./helper.js"); exports.filename = __filename; exports.dirname = __dirname;\n' +
        'exports.cached = require.cache[__filename] === module; exports.isMain = require.main === module; exports.self = this === module.exports;',
    );
    const expected = { answer: 42, filename: bundle, dirname: dir, cached: true, isMain: false, self: true };
    const loaded = loadBundle(bundle, { cacheDir: path.join(dir, 'cache') });
    assert.deepEqual([loaded.exports, loaded.load], [expected, 'missing']);
    assert.equal(loaded.saveCache(), 'marked');
    assert.equal(loaded.saveCache(), 'off', 'saved once');
    const again = loadBundle(bundle, { cacheDir: path.join(dir, 'cache') });
    assert.deepEqual([again.exports, again.load], [expected, 'seen']);
    assert.equal(again.saveCache(), 'written');
    const off = loadBundle(bundle);
    assert.deepEqual([off.exports, off.load, off.saveCache()], [expected, 'off', 'off']);
  });

  it('tells a cache from another build of the same-sized bundle, which V8 alone would accept', () => {
    const bundle = path.join(dir, 'b-main.js');
    const cacheDir = path.join(dir, 'cache');
    writeFileSync(bundle, 'exports.value = function () { return "one"; }();');
    const first = loadBundle(bundle, { cacheDir });
    first.saveCache();
    writeFileSync(bundle, 'exports.value = function () { return "two"; }();');
    const second = loadBundle(bundle, { cacheDir });
    assert.deepEqual([second.load, (second.exports as { value: string }).value], ['stale', 'two']);
  });

  it('surfaces the bundle\'s own errors', () => {
    const bundle = path.join(dir, 'b-main.js');
    writeFileSync(bundle, 'throw new Error("from the bundle");');
    assert.throws(() => loadBundle(bundle, { cacheDir: path.join(dir, 'cache') }), /from the bundle/);
    assert.equal(require.cache[bundle], undefined, 'not left half-loaded in the module cache');
  });

  it('runs the checksum\'s word loop in WebAssembly exactly as the JS reference does', () => {
    for (const length of [0, 4, 1000, 65536, 65540, 200_003]) {
      const data = Buffer.alloc(length);
      for (let i = 0; i < length; i++) data[i] = (i * 2654435761) >>> 24;
      const n = length >>> 2;
      assert.deepEqual(wasmWords(data, n), jsWords(data, n), `${length} bytes`);
      const odd = data.subarray(1);
      assert.deepEqual(wasmWords(odd, odd.length >>> 2), jsWords(odd, odd.length >>> 2), `${length} bytes, unaligned`);
    }
  });

  it('checksums every byte of the data', () => {
    const data = Buffer.from(Array.from({ length: 1003 }, (_, i) => (i * 7) & 255));
    const sum = checksum(data);
    assert.match(sum, /^[0-9a-f]{16}$/);
    assert.equal(checksum(Buffer.from(data)), sum);
    assert.equal(checksum(Buffer.concat([Buffer.alloc(1), data]).subarray(1)), sum, 'the same at any alignment');
    for (const at of [0, 500, 1000, 1002]) {
      const other = Buffer.from(data);
      other[at] ^= 1;
      assert.notEqual(checksum(other), sum, `byte ${at}`);
    }
    assert.notEqual(checksum(data.subarray(0, 1002)), sum);
  });
});
