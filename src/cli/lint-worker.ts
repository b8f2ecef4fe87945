import { parentPort } from 'node:worker_threads';
import { lintFile } from './lint-file';
import type { WorkerReply, WorkerRequest } from './pool';

/**
 * Lints the files the pool sends, one at a time, and answers each with its result or the error that stopped it.
 * Called by the loader dist/lint-worker.js (src/cli/bin.ts), which compiles this bundle with a code cache and
 * passes `saveCache`: called after the first job, when the lint code is compiled (the pool terminates its
 * workers, so they never see an exit).
 */
export function run(saveCache?: () => void): void {
  parentPort?.on('message', ({ id, job }: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      reply = { id, result: lintFile(job) };
    } catch (e) {
      reply = { id, crash: e instanceof Error ? e.stack ?? e.message : String(e) };
    }
    parentPort!.postMessage(reply);
    saveCache?.();
    saveCache = undefined;
  });
}

// Started as a worker directly (dist/lint-worker-main.js), it answers by itself.
if (require.main === module) run();
