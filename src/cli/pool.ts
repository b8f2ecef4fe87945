import type { Worker } from 'node:worker_threads';
import type { FileResult, LintJob } from './lint-file';

/** What the pool hands a worker: one job with an id to match the answer. */
export interface WorkerRequest {
  id: number;
  job: LintJob;
}

/** What a worker answers: the file's result, or the internal error that stopped it. */
export type WorkerReply = { id: number; result: FileResult } | { id: number; crash: string };

/** How one job ended in the pool. */
export type Outcome =
  | { kind: 'done'; result: FileResult; /** From handing the job to a worker to its answer. */ ms: number }
  | { kind: 'crash'; error: string }
  | { kind: 'timeout'; ms: number };

interface Slot {
  worker: Worker;
  busy?: { id: number; started: number; resolve: (o: Outcome) => void; timer?: NodeJS.Timeout };
}

/**
 * A fixed set of lint workers: one job per worker at a time, a worker that runs past the time-out or dies
 * is terminated and replaced, and its job counts as a time-out or a crash.
 */
export class LintPool {
  private readonly slots: Slot[] = [];
  private readonly queue: { job: LintJob; timeoutMs?: number; resolve: (o: Outcome) => void }[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly workerFile: string,
    size: number,
    private readonly timeoutMs?: number,
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
    slot.worker.on('message', (reply: WorkerReply) => {
      const busy = slot.busy;
      if (!busy || busy.id !== reply.id) return;
      const ms = performance.now() - busy.started;
      this.finish(slot, 'result' in reply ? { kind: 'done', result: reply.result, ms } : { kind: 'crash', error: reply.crash });
    });
    slot.worker.on('error', (e) => this.replace(slot, { kind: 'crash', error: e instanceof Error ? e.stack ?? e.message : String(e) }));
    slot.worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) this.replace(slot, { kind: 'crash', error: `the worker exited with code ${code}` });
    });
    slot.worker.unref();
    return slot;
  }

  private pump(): void {
    if (this.slots.length === 0 && this.queue.length > 0 && !this.closed) this.slots.push(this.spawn());
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      const { job, timeoutMs, resolve } = this.queue.shift()!;
      const id = this.nextId++;
      slot.busy = { id, started: performance.now(), resolve };
      if (timeoutMs !== undefined) {
        slot.busy.timer = setTimeout(() => this.replace(slot, { kind: 'timeout', ms: timeoutMs }), timeoutMs);
      }
      slot.worker.ref();
      slot.worker.postMessage({ id, job } satisfies WorkerRequest);
    }
  }

  private finish(slot: Slot, outcome: Outcome): void {
    const busy = slot.busy;
    slot.busy = undefined;
    if (busy?.timer) clearTimeout(busy.timer);
    slot.worker.unref();
    busy?.resolve(outcome);
    this.pump();
  }

  /**
   * Ends a worker that hung or died and answers its job with `outcome`. A busy worker is replaced at once;
   * one that died idle is replaced only when a job needs it, so a worker that cannot start never spins.
   */
  private replace(slot: Slot, outcome: Outcome): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    const busy = slot.busy;
    slot.busy = undefined;
    if (busy?.timer) clearTimeout(busy.timer);
    this.slots.splice(i, 1);
    void slot.worker.terminate();
    if (busy && !this.closed) this.slots.push(this.spawn());
    busy?.resolve(outcome);
    this.pump();
  }
}
