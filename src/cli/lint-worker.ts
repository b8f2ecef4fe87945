import { parentPort } from 'node:worker_threads';
import { lintFile } from './lint-file';
import type { WorkerReply, WorkerRequest } from './pool';

/** The CLI's lint worker thread (dist/lint-worker.js): lints the files the pool sends, one at a time, and answers each with its result or the error that stopped it. */
parentPort?.on('message', ({ id, job }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, result: lintFile(job) };
  } catch (e) {
    reply = { id, crash: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage(reply);
});
