import { parentPort } from 'node:worker_threads';
import { lintFile } from './lint-file';
import type { WorkerReply, WorkerRequest } from './pool';

/**
 * Lints the files the pool sends, one at a time, and answers each with its result or the error that stopped it.
 * Called by the loader dist/lint-worker.js (src/cli/bin.ts), which compiles this bundle with a code cache and
 * passes `saveCache`: called once the first job is linted, when the lint code is compiled, and before its answer,
 * since the pool terminates its workers as soon as the last answer is in (they never see an exit).
 */
export function run(saveCache?: () => void): void {
  parentPort?.on('message', ({ id, job }: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      reply = { id, result: lintFile(job) };
    } catch (e) {
      reply = { id, crash: e instanceof Error ? e.stack ?? e.message : String(e) };
    }
    saveCache?.();
    saveCache = undefined;
    parentPort!.postMessage(reply);
  });
}

// Started as a worker directly (dist/lint-worker-main.js), it answers by itself.
if (require.main === module) run();
