import { Worker, type WorkerOptions } from 'node:worker_threads';
import { runLint, type LintOutcome, type LintRequest, type WorkerReply } from './lint-protocol';

/** Documents longer than this (UTF-16 code units, about 200 KB) are linted in a worker thread. */
export const WORKER_THRESHOLD = 200 * 1024;

/** How long an idle worker is kept for the next large lint before it is ended. */
const IDLE_MS = 30_000;

/** A finished lint job: the outcome, where it ran, and how long it took end to end. */
export interface LintRun extends LintOutcome {
  inWorker: boolean;
  totalMs: number;
}

interface Job {
  worker: Worker;
  id: number;
  settle: (run: LintRun | undefined, error?: Error) => void;
}

/** Where the worker script lives and how to start it. */
export interface WorkerSpec {
  script: string;
  options?: WorkerOptions;
}

/**
 * Runs lint jobs: small documents in-process, large ones in a worker thread so the extension host never
 * blocks on them. At most one job runs per key (a document); starting a new one for the same key ends the
 * stale one at once (its worker is terminated and its promise resolves to `undefined`).
 */
export class LintRunner {
  private readonly jobs = new Map<string, Job>();
  private idle: { worker: Worker; timer: NodeJS.Timeout } | undefined;
  private nextId = 1;
  private disposed = false;

  constructor(
    private readonly spec: WorkerSpec,
    private readonly threshold = WORKER_THRESHOLD,
  ) {}

  /** True when a job for this text would run in a worker. */
  usesWorker(text: string): boolean {
    return text.length > this.threshold;
  }

  /** True while a worker job for this key is in flight. */
  isRunning(key: string): boolean {
    return this.jobs.has(key);
  }

  /** Lints; resolves to `undefined` when the job was cancelled (by `cancel` or a newer job for the key). */
  run(key: string, request: LintRequest): Promise<LintRun | undefined> {
    this.cancel(key);
    const started = performance.now();
    if (!this.usesWorker(request.text)) {
      const outcome = runLint(request);
      return Promise.resolve({ ...outcome, inWorker: false, totalMs: performance.now() - started });
    }
    if (this.disposed) return Promise.resolve(undefined);
    return new Promise<LintRun | undefined>((resolve, reject) => {
      const worker = this.takeWorker();
      const id = this.nextId++;
      const job: Job = {
        worker,
        id,
        settle: (run, error) => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
          if (this.jobs.get(key) === job) this.jobs.delete(key);
          if (error) reject(error);
          else resolve(run && { ...run, totalMs: performance.now() - started });
        },
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply.id !== id) return;
        this.release(worker);
        if (reply.ok) job.settle({ ...reply.outcome, inWorker: true, totalMs: 0 });
        else job.settle(undefined, new Error(reply.error));
      };
      const onError = (e: Error) => {
        void worker.terminate();
        job.settle(undefined, e);
      };
      const onExit = () => job.settle(undefined, new Error('The lint worker stopped unexpectedly.'));
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      this.jobs.set(key, job);
      worker.postMessage({ id, request });
    });
  }

  /** Ends the job for this key, if one is in flight; its promise resolves to `undefined`. */
  cancel(key: string): void {
    const job = this.jobs.get(key);
    if (!job) return;
    this.jobs.delete(key);
    job.settle(undefined);
    void job.worker.terminate();
    // The next run (the newer edit, after its debounce) then finds a worker that has already started.
    if (!this.idle && !this.disposed) this.release(new Worker(this.spec.script, this.spec.options));
  }

  /** Ends every worker. */
  dispose(): void {
    this.disposed = true;
    for (const key of [...this.jobs.keys()]) this.cancel(key);
    if (this.idle) {
      clearTimeout(this.idle.timer);
      void this.idle.worker.terminate();
      this.idle = undefined;
    }
  }

  private takeWorker(): Worker {
    if (this.idle) {
      const { worker, timer } = this.idle;
      clearTimeout(timer);
      this.idle = undefined;
      worker.ref();
      return worker;
    }
    return new Worker(this.spec.script, this.spec.options);
  }

  private release(worker: Worker): void {
    if (this.disposed || this.idle) {
      void worker.terminate();
      return;
    }
    const timer = setTimeout(() => {
      if (this.idle?.worker === worker) this.idle = undefined;
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    worker.unref();
    this.idle = { worker, timer };
  }
}
