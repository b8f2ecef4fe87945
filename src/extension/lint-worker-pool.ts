import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { FixAllResult } from '../core/fixes/fix-all';
import type { Fix } from '../core/fixes/index';
import type { FixType } from '../core/fixes/contract';
import type { LintWorkerReply, LintWorkerRequest } from '../core/lint-worker-protocol';
import type { LiveResult } from '../core/diff/live';
import {
  Analyses,
  type CompareRequest,
  type EditorLintAnswer,
  type EditorLintTask,
  type LintOutcome,
  type LintRequest,
} from './worker-analyses';

/** Documents longer than this (UTF-16 code units, about 200 KB) are linted in a worker thread. */
export const WORKER_THRESHOLD = 200 * 1024;

/** How long an idle worker that holds no analysis is kept for the next large lint before it is ended. */
const IDLE_MS = 30_000;

/** How long a lint told to stop (its version went stale) may take to reach its next step before its worker is ended. */
const STOP_GRACE_MS = 10_000;

/** A finished lint job: the outcome, where it ran, and how long it took end to end. */
export interface LintRun extends LintOutcome {
  inWorker: boolean;
  totalMs: number;
}

/** Where the worker script lives and how to start it. */
export interface WorkerSpec {
  script: string;
  options?: WorkerOptions;
}

/** How a task posted to a worker ended: its answer, its crash, or the worker gone (ended on purpose, or died: `error`). */
type Settled = { answer: EditorLintAnswer } | { crash: string } | { gone: true; error?: Error };

/** A lint job in flight: its worker, its task's id there, and the flag that tells its lint to stop. */
interface Job {
  worker: LintWorker;
  id: number;
  stop: Int32Array;
}

/** One worker thread and the tasks it has not answered yet. */
class LintWorker {
  readonly thread: Worker;
  private readonly waiting = new Map<number, (s: Settled) => void>();
  private nextId = 1;
  /** The id of the last task the thread answered (it answers in order), even one nobody waits for any more. */
  answered = 0;
  ended = false;

  constructor(spec: WorkerSpec, onEnd: (w: LintWorker) => void) {
    this.thread = new Worker(spec.script, spec.options);
    // Idle, a worker keeps nothing alive (a kept or started-ahead one waits for work without holding the process).
    this.thread.unref();
    this.thread.on('message', (reply: LintWorkerReply<EditorLintAnswer>) => {
      this.answered = reply.id;
      const settle = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      settle?.('result' in reply ? { answer: reply.result } : { crash: reply.crash });
      if (this.waiting.size === 0) this.thread.unref();
    });
    this.thread.on('error', (e: Error) => this.end(e, onEnd));
    this.thread.on('exit', () => this.end(new Error('The lint worker stopped unexpectedly.'), onEnd));
  }

  /** Posts a task; the worker answers its tasks in order. */
  ask(task: EditorLintTask): Promise<Settled> {
    return this.post(task).settled;
  }

  /** Posts a task and says its id (for `drop`). */
  post(task: EditorLintTask): { id: number; settled: Promise<Settled> } {
    const id = this.nextId++;
    if (this.ended) return { id, settled: Promise.resolve({ gone: true }) };
    this.thread.ref();
    this.thread.postMessage({ id, task } satisfies LintWorkerRequest<EditorLintTask>);
    return { id, settled: new Promise((resolve) => this.waiting.set(id, resolve)) };
  }

  /** Stops waiting for a task's answer: it settles as gone now, and its answer is ignored when it comes. */
  drop(id: number): void {
    const settle = this.waiting.get(id);
    this.waiting.delete(id);
    settle?.({ gone: true });
    if (this.waiting.size === 0) this.thread.unref();
  }

  /** Ends the thread; what it had not answered settles as gone (with `error` when it died rather than was ended). */
  end(error: Error | undefined, onEnd: (w: LintWorker) => void): void {
    if (this.ended) return;
    this.ended = true;
    void this.thread.terminate();
    for (const settle of this.waiting.values()) settle({ gone: true, error });
    this.waiting.clear();
    onEnd(this);
  }
}

/**
 * The editor's lint workers: small documents are linted in-process, large ones in a worker thread so the extension
 * host never blocks on them. Whichever thread linted a document version holds its analysis (see `Analyses`), and
 * `fixes` asks it for quick fixes. At most one job runs per key (a document); starting a new one for the same key
 * drops the stale one at once (its promise resolves to `undefined`) and tells its lint to stop at its next step, so
 * the worker stays warm for the next lint (a worker is ended only when the stale lint does not stop within 10 s).
 * One worker is kept between jobs: for 30 s, or as long as it holds an analysis.
 */
export class LintWorkerPool {
  private readonly local = new Analyses();
  private readonly jobs = new Map<string, Job>();
  /** Which thread holds the analysis of which document version (no worker: this thread). */
  private readonly holders = new Map<string, { version: number; worker?: LintWorker }>();
  private kept: { worker: LintWorker; timer?: NodeJS.Timeout } | undefined;
  private disposed = false;
  private readonly onEnd = (w: LintWorker) => this.ended(w);

  constructor(
    private readonly spec: WorkerSpec,
    private readonly threshold = WORKER_THRESHOLD,
  ) {}

  /** True when a job for this text would run in a worker. */
  usesWorker(text: string): boolean {
    return text.length > this.threshold;
  }

  /**
   * Starts the worker the next large lint will use, when none is kept, so that lint does not wait for a thread to
   * start and load the linter (the worker is kept as after a job: ended when idle for a while).
   */
  prestart(): void {
    if (this.disposed || this.kept) return;
    this.release(new LintWorker(this.spec, this.onEnd));
  }

  /** True when a started worker waits for the next large lint (kept between jobs, or started ahead). */
  hasIdleWorker(): boolean {
    const kept = this.kept;
    return !!kept && !kept.worker.ended && !this.busy(kept.worker);
  }

  /** True while a worker job for this key is in flight. */
  isRunning(key: string): boolean {
    return this.jobs.has(key);
  }

  /** Lints; resolves to `undefined` when the job was cancelled (by `cancel` or a newer job for the key). */
  async run(key: string, request: LintRequest): Promise<LintRun | undefined> {
    this.cancel(key);
    this.forget(key);
    const started = performance.now();
    if (!this.usesWorker(request.text)) {
      const outcome = this.local.lint(key, request);
      if (request.version !== undefined) this.holders.set(key, { version: request.version });
      return { ...outcome, inWorker: false, totalMs: performance.now() - started };
    }
    for (let attempt = 0; ; attempt++) {
      if (this.disposed) return undefined;
      const worker = this.take();
      const stop = new Int32Array(new SharedArrayBuffer(4));
      const { id, settled: answer } = worker.post({
        kind: 'lint',
        key,
        request,
        stop: stop.buffer as SharedArrayBuffer,
      });
      const job: Job = { worker, id, stop };
      this.jobs.set(key, job);
      const settled = await answer;
      const current = this.jobs.get(key) === job;
      if (current) this.jobs.delete(key);
      if ('answer' in settled && !(settled.answer as LintOutcome).stopped && request.version !== undefined)
        this.holders.set(key, { version: request.version, worker });
      this.release(worker);
      if ('gone' in settled) {
        if (settled.error) throw settled.error;
        // Its worker was ended under it (behind a stale lint that would not stop): once more, on a new worker.
        if (current && attempt === 0) continue;
        return undefined;
      }
      if ('crash' in settled) throw new Error(settled.crash);
      const outcome = settled.answer as LintOutcome;
      return outcome.stopped ? undefined : { ...outcome, inWorker: true, totalMs: performance.now() - started };
    }
  }

  /**
   * The rule's own fixes of findings (by index in the outcome of the lint of `version`), from the analysis that lint
   * left; undefined when no thread holds it (another version was linted since, or its worker has ended).
   */
  async fixes(key: string, version: number, findings: number[]): Promise<Fix[][] | undefined> {
    const holder = this.holders.get(key);
    if (!holder || holder.version !== version) return undefined;
    if (!holder.worker) return this.local.fixes(key, version, findings);
    const settled = await holder.worker.ask({ kind: 'fixes', key, version, findings });
    return 'answer' in settled && settled.answer ? (settled.answer as Fix[][]) : undefined;
  }

  /**
   * Fixes every finding of `rules` (every fixable rule when omitted) in `version`, in the thread that holds its
   * analysis, starting from it, applying the fix `types` given (those that keep the contract by default); undefined
   * when no thread holds it.
   */
  async fixAll(
    key: string,
    version: number,
    rules?: readonly string[],
    types?: readonly FixType[],
  ): Promise<FixAllResult | undefined> {
    const holder = this.holders.get(key);
    if (!holder || holder.version !== version) return undefined;
    if (!holder.worker) return this.local.fixAll(key, version, rules, types);
    const settled = await holder.worker.ask({ kind: 'fixAll', key, version, rules, types });
    return 'answer' in settled && settled.answer ? (settled.answer as FixAllResult) : undefined;
  }

  /**
   * The breaking changes of `version` against `base`, compared in the thread that holds its analysis (a worker for
   * large documents); undefined when no thread holds it.
   */
  async compare(key: string, version: number, base: CompareRequest): Promise<LiveResult | undefined> {
    const holder = this.holders.get(key);
    if (!holder || holder.version !== version) return undefined;
    if (!holder.worker) return this.local.compare(key, version, base);
    const settled = await holder.worker.ask({ kind: 'compare', key, version, base });
    return 'answer' in settled && settled.answer ? (settled.answer as LiveResult) : undefined;
  }

  /**
   * The analysis held for `key` at version `from` (a lint of the file's text before its document was open) is now
   * that of document version `to`: quick fixes of `to` use it. False when it is not held.
   */
  adopt(key: string, from: number, to: number): boolean {
    const holder = this.holders.get(key);
    if (!holder || holder.version !== from) return false;
    this.holders.set(key, { version: to, worker: holder.worker });
    if (!holder.worker) this.local.adopt(key, from, to);
    else void holder.worker.ask({ kind: 'adopt', key, from, to });
    return true;
  }

  /** True when a worker thread (not the extension host) holds the analysis of this document version. */
  holdsInWorker(key: string, version: number): boolean {
    const holder = this.holders.get(key);
    return holder?.version === version && holder.worker !== undefined;
  }

  /** True when a thread holds the analysis of this document version. */
  holds(key: string, version: number): boolean {
    return this.holders.get(key)?.version === version;
  }

  /** Drops the analysis held for a document (it was closed, or is linted again). */
  forget(key: string): void {
    const holder = this.holders.get(key);
    this.holders.delete(key);
    this.local.forget(key);
    if (holder?.worker && !holder.worker.ended) {
      void holder.worker.ask({ kind: 'forget', key });
      if (this.kept?.worker === holder.worker) this.idleTimer();
    }
  }

  /**
   * Drops the job for this key, if one is in flight: its promise resolves to `undefined` now, and its lint stops at its
   * next step (the worker stays, warm, for the next lint); a lint that has not stopped within 10 s ends its worker.
   */
  cancel(key: string): void {
    const job = this.jobs.get(key);
    if (!job) return;
    this.jobs.delete(key);
    Atomics.store(job.stop, 0, 1);
    job.worker.drop(job.id);
    const { worker, id } = job;
    // Kept for the next run (the newer version's): it answers that run's lint once the stale one has stopped.
    this.release(worker);
    const timer = setTimeout(() => worker.answered < id && worker.end(undefined, this.onEnd), STOP_GRACE_MS);
    timer.unref();
  }

  /** Ends every worker. */
  dispose(): void {
    this.disposed = true;
    const jobs = [...this.jobs.values()];
    this.jobs.clear();
    for (const job of jobs) job.worker.end(undefined, this.onEnd);
    if (this.kept) this.kept.worker.end(undefined, this.onEnd);
  }

  /** True when the worker has a job in flight. */
  private busy(worker: LintWorker): boolean {
    for (const job of this.jobs.values()) if (job.worker === worker) return true;
    return false;
  }

  /** The kept worker (it may hold analyses: it answers their fix requests between jobs), or a new one. */
  private take(): LintWorker {
    const kept = this.kept;
    if (kept && this.hasIdleWorker()) {
      if (kept.timer) clearTimeout(kept.timer);
      kept.timer = undefined;
      return kept.worker;
    }
    return new LintWorker(this.spec, this.onEnd);
  }

  /** Keeps a worker whose job is done, ending the worker it replaces (and with it the analyses that one held). */
  private release(worker: LintWorker): void {
    if (worker.ended) return;
    if (this.disposed) {
      worker.end(undefined, this.onEnd);
      return;
    }
    const previous = this.kept?.worker;
    if (previous !== worker) {
      if (this.kept?.timer) clearTimeout(this.kept.timer);
      this.kept = { worker };
      if (previous && !this.busy(previous)) previous.end(undefined, this.onEnd);
    }
    this.idleTimer();
  }

  /** Ends the kept worker after a while unless it holds an analysis or has a job. */
  private idleTimer(): void {
    const kept = this.kept;
    if (!kept || kept.timer) return;
    const holding = [...this.holders.values()].some((h) => h.worker === kept.worker);
    if (holding || this.busy(kept.worker)) return;
    kept.timer = setTimeout(() => kept.worker.end(undefined, this.onEnd), IDLE_MS);
    kept.timer.unref();
  }

  /** A worker has ended: it holds nothing any more. */
  private ended(worker: LintWorker): void {
    for (const [key, holder] of this.holders) if (holder.worker === worker) this.holders.delete(key);
    if (this.kept?.worker === worker) {
      if (this.kept.timer) clearTimeout(this.kept.timer);
      this.kept = undefined;
    }
  }
}
