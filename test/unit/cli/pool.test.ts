import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DEFAULT_CONFIG } from '../../../src/core/config/types';
import { main } from '../../../src/cli/main';
import type { CliIo } from '../../../src/cli/lint-command';
import type { LintJob } from '../../../src/cli/lint-file';
import { LintPool, type PoolTimers } from '../../../src/cli/pool';
import { FIXTURES } from './run';

/** A stand-in worker: answers by file name, or hangs, exits or throws on purpose. */
const FAKE_WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, task: job }) => {
  if (job.file.endsWith('hang.yaml')) for (;;) {}
  if (job.file.endsWith('exit.yaml')) process.exit(3);
  if (job.file.endsWith('throw.yaml')) throw new Error('boom in the worker');
  if (job.file.endsWith('crash.yaml')) return parentPort.postMessage({ id, crash: 'Error: caught crash' });
  const ruleFailures = job.file.endsWith('failing.yaml') ? [{ rule: 'links-shape', error: 'TypeError: cannot read x\\n    at check' }] : [];
  parentPort.postMessage({ id, result: { file: job.file, findings: [], isOpenApi: true, ruleFailures } });
});
`;

/** A clock whose time-outs fire only when the test fires them, so no test waits for one or races it. */
class ManualTimers implements PoolTimers {
  private readonly armed = new Map<object, { callback: () => void; ms: number }>();
  private waiting: (() => void)[] = [];

  set(callback: () => void, ms: number): unknown {
    const handle = {};
    this.armed.set(handle, { callback, ms });
    for (const wake of this.waiting.splice(0)) wake();
    return handle;
  }

  clear(handle: unknown): void {
    this.armed.delete(handle as object);
  }

  /** Fires the first time-out of `ms` armed, once there is one. */
  async fire(ms: number): Promise<void> {
    for (;;) {
      const hit = [...this.armed].find(([, t]) => t.ms === ms);
      if (hit) {
        this.armed.delete(hit[0]);
        hit[1].callback();
        return;
      }
      await new Promise<void>((wake) => this.waiting.push(wake));
    }
  }
}

describe('cli: worker pool', function () {
  this.timeout(30_000);
  let dir: string;
  let worker: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rc-pool-'));
    worker = path.join(dir, 'fake-worker.js');
    writeFileSync(worker, FAKE_WORKER);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const job = (file: string): LintJob => ({
    file,
    abs: path.join(dir, file),
    config: DEFAULT_CONFIG,
    quiet: false,
    cwd: dir,
  });

  it("terminates a worker that runs past the time-out (the pool's or the job's), counts a time-out, and goes on with a fresh worker", async () => {
    const timers = new ManualTimers();
    const pool = new LintPool(worker, 1, 1500, timers);
    try {
      const both = Promise.all([pool.run(job('hang.yaml')), pool.run(job('ok.yaml'))]);
      await timers.fire(1500);
      const [hung, next] = await both;
      assert.deepEqual(hung, { kind: 'timeout', ms: 1500 });
      assert.equal(next.kind, 'done');
      assert.equal(next.kind === 'done' && next.result.file, 'ok.yaml');
      const again = pool.run(job('hang.yaml'), 150);
      await timers.fire(150);
      assert.deepEqual(await again, { kind: 'timeout', ms: 150 });
    } finally {
      await pool.close();
    }
  });

  it('hands each worker its next job while it works on one, while more are queued than there are workers', async () => {
    // This worker answers its first job only once it holds a second one (so a pool that waits for each answer
    // before handing the next job times out here, whatever the machine's load), then answers the jobs it holds one
    // after another, each with how many jobs it had been handed by then.
    const counting = path.join(dir, 'counting-worker.js');
    writeFileSync(
      counting,
      `const { parentPort } = require('node:worker_threads');
      let handed = 0;
      let working = false;
      const todo = [];
      const work = () => {
        if (working || todo.length === 0 || handed < 2) return;
        working = true;
        setImmediate(() => {
          const { id, task: job } = todo.shift();
          parentPort.postMessage({ id, result: { file: job.file + '@' + handed, findings: [], isOpenApi: true, ruleFailures: [] } });
          working = false;
          work();
        });
      };
      parentPort.on('message', (m) => {
        handed++;
        todo.push(m);
        work();
      });`,
    );
    const pool = new LintPool(counting, 1, 5000);
    try {
      const outcomes = await Promise.all(['a', 'b', 'c', 'd'].map((f) => pool.run(job(f))));
      const answers = outcomes.map((o) => (o.kind === 'done' ? o.result.file : o.kind));
      // b was handed with a, before a was answered; every job was answered, in order.
      assert.equal(answers[0], 'a@2');
      assert.deepEqual(
        answers.map((a) => a.split('@')[0]),
        ['a', 'b', 'c', 'd'],
      );
      // The last job goes out only when the worker is free (one queued for one worker): nothing is held with it.
      assert.equal(answers[3], 'd@4');
    } finally {
      await pool.close();
    }
  });

  it('queues again the job a worker held when it hangs, and runs it on the fresh worker', async () => {
    const timers = new ManualTimers();
    const pool = new LintPool(worker, 1, 800, timers);
    try {
      const all = Promise.all(['hang.yaml', 'a.yaml', 'b.yaml', 'c.yaml'].map((f) => pool.run(job(f))));
      await timers.fire(800);
      const outcomes = await all;
      assert.deepEqual(outcomes[0], { kind: 'timeout', ms: 800 });
      assert.deepEqual(
        outcomes.slice(1).map((o) => o.kind === 'done' && o.result.file),
        ['a.yaml', 'b.yaml', 'c.yaml'],
      );
    } finally {
      await pool.close();
    }
  });

  it('counts a worker that exits or throws as a crash and replaces it', async () => {
    const pool = new LintPool(worker, 2, 5000);
    try {
      const outcomes = await Promise.all(
        ['exit.yaml', 'throw.yaml', 'crash.yaml', 'a.yaml', 'b.yaml', 'c.yaml'].map((f) => pool.run(job(f))),
      );
      assert.deepEqual(outcomes[0], { kind: 'crash', error: 'the worker exited with code 3' });
      assert.equal(outcomes[1].kind, 'crash');
      assert.match(outcomes[1].kind === 'crash' ? outcomes[1].error : '', /boom in the worker/);
      assert.deepEqual(outcomes[2], { kind: 'crash', error: 'Error: caught crash' });
      assert.deepEqual(
        outcomes.slice(3).map((o) => o.kind === 'done' && o.result.file),
        ['a.yaml', 'b.yaml', 'c.yaml'],
      );
    } finally {
      await pool.close();
    }
  });

  it('answers every job with a crash when the worker cannot even start, without spinning', async () => {
    const pool = new LintPool(path.join(dir, 'missing-worker.js'), 2);
    try {
      const outcomes = await Promise.all([pool.run(job('a.yaml')), pool.run(job('b.yaml'))]);
      assert.deepEqual(
        outcomes.map((o) => o.kind),
        ['crash', 'crash'],
      );
    } finally {
      await pool.close();
    }
  });

  it('lint reports rule failures on stderr without failing, and a crashed file with exit 2', async () => {
    for (const f of ['failing.yaml', 'crash.yaml', 'fine.yaml']) writeFileSync(path.join(dir, f), 'openapi: 3.1.0\n');
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      cwd: dir,
      env: {},
      stdout: { write: (s: string) => out.push(s) },
      stderr: { write: (s: string) => err.push(s) },
      workerFile: worker,
      version: '0.0.0',
      homepage: 'https://example.com/',
    };
    assert.equal(await main(['lint', '--workers', '1', 'failing.yaml', 'fine.yaml'], io), 0);
    assert.deepEqual(err, [
      'failing.yaml: rule links-shape failed (an internal error; its findings are missing): TypeError: cannot read x\n',
    ]);
    assert.deepEqual(out, ['No problems found in 2 files.\n']);
    err.length = 0;
    assert.equal(await main(['lint', '--workers', '1', 'crash.yaml', 'fine.yaml'], io), 2);
    assert.deepEqual(err, ['crash.yaml: not linted, the linter failed (please report this): Error: caught crash\n']);
  });

  it('lints in the main thread with --workers 0', async () => {
    const out: string[] = [];
    const io: CliIo = {
      cwd: FIXTURES,
      env: {},
      stdout: { write: (s: string) => out.push(s) },
      stderr: { write: () => undefined },
      workerFile: worker,
      version: '0',
      homepage: '',
    };
    assert.equal(
      await main(['lint', '--workers', '0', '--format', 'json', 'clean/orders.yaml', 'dirty/orders.yaml'], io),
      1,
    );
    assert.equal(JSON.parse(out.join('')).length, 3);
  });
});
