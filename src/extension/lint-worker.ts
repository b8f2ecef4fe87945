import { parentPort } from 'node:worker_threads';
import { runLint, type WorkerReply, type WorkerRequest } from './lint-protocol';

/** Worker-thread entry (bundled as dist/lint-worker-ext.js): lints large documents off the extension host's main thread. */
parentPort?.on('message', (msg: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id: msg.id, ok: true, outcome: runLint(msg.request) };
  } catch (e) {
    reply = { id: msg.id, ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort?.postMessage(reply);
});
