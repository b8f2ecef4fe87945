/**
 * The messages between a lint worker thread and the thread that hands it work: one envelope for the CLI's pool
 * (src/cli/pool.ts: a task is a file to read and lint) and the editor's (src/extension/lint-worker-pool.ts: a task
 * is a document's text to lint, or a question about the analysis the worker holds). Pure types and a dispatcher;
 * the callers bring `worker_threads`.
 */

/** A task handed to a lint worker, with the id its reply carries. */
export interface LintWorkerRequest<Task> {
  id: number;
  task: Task;
}

/** A lint worker's reply: the task's result, or the internal error that stopped it (a stack when there is one). */
export type LintWorkerReply<Result> = { id: number; result: Result } | { id: number; crash: string };

/** The side of a message port a worker answers on (`parentPort`). */
export interface WorkerPort<Task> {
  on(event: 'message', listener: (message: LintWorkerRequest<Task>) => void): unknown;
  postMessage(message: unknown): void;
}

/** Answers every task that arrives on `port` with `handle`'s result, or with the error it threw. */
export function serveLintWorker<Task, Result>(port: WorkerPort<Task>, handle: (task: Task) => Result): void {
  port.on('message', ({ id, task }: LintWorkerRequest<Task>) => {
    let reply: LintWorkerReply<Result>;
    try {
      reply = { id, result: handle(task) };
    } catch (e) {
      reply = { id, crash: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply);
  });
}
