import * as assert from 'node:assert/strict';
import { serveLintWorker, type LintWorkerRequest, type WorkerPort } from '../../../src/core/lint-worker-protocol';

/**
 * The CLI's pool hands a worker its next job while the current one runs and takes the replies in order; a worker
 * whose handler reads files (async) must not answer the second job first. Found by the slow suite: `--workers 2`
 * on a folder and a second path hung, the pool dropping the reply it did not expect.
 */
describe('lint worker: one task at a time, replies in the order the tasks came', () => {
  it('answers a later task that finishes first only after the earlier one', async () => {
    let deliver: ((m: LintWorkerRequest<string>) => void) | undefined;
    const replies: unknown[] = [];
    let replied: () => void = () => undefined;
    const port: WorkerPort<string> = {
      on: (_event, listener) => (deliver = listener),
      postMessage: (m) => {
        replies.push(m);
        replied();
      },
    };
    const release = new Map<string, () => void>();
    const started: string[] = [];
    serveLintWorker(port, async (task: string) => {
      started.push(task);
      await new Promise<void>((r) => release.set(task, r));
      if (task === 'bad') throw new Error('broken');
      return task.toUpperCase();
    });
    deliver!({ id: 1, task: 'first' });
    deliver!({ id: 2, task: 'bad' });
    deliver!({ id: 3, task: 'third' });
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(started, ['first'], 'the second waits for the first');
    const two = new Promise<void>((r) => (replied = r));
    release.get('first')!();
    await two;
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(started, ['first', 'bad']);
    const three = new Promise<void>((r) => (replied = r));
    release.get('bad')!();
    await three;
    await new Promise((r) => setImmediate(r));
    const four = new Promise<void>((r) => (replied = r));
    release.get('third')!();
    await four;
    assert.deepEqual(
      replies.map((m) => {
        const r = m as { id: number; result?: string; crash?: string };
        return `${r.id} ${r.result ?? r.crash?.split('\n')[0]}`;
      }),
      ['1 FIRST', '2 Error: broken', '3 THIRD'],
    );
  });
});
