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

/**
 * Answers every task that arrives on `port` with `handle`'s result (awaited when it is a promise: the CLI's worker
 * reads its files first), or with the error it threw, one task at a time and in the order they came: the CLI's pool
 * hands a worker its next job while the current one runs and takes the replies in order.
 */
export function serveLintWorker<Task, Result>(
  port: WorkerPort<Task>,
  handle: (task: Task) => Result | Promise<Result>,
): void {
  let previous: Promise<void> = Promise.resolve();
  port.on('message', ({ id, task }: LintWorkerRequest<Task>) => {
    previous = previous.then(async () => {
      let reply: LintWorkerReply<Result>;
      try {
        reply = { id, result: await handle(task) };
      } catch (e) {
        reply = { id, crash: e instanceof Error ? (e.stack ?? e.message) : String(e) };
      }
      port.postMessage(reply);
    });
  });
}
