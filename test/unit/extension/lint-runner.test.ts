import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { LintRunner } from '../../../src/extension/lint-runner';
import type { LintRequest } from '../../../src/extension/lint-protocol';

const script = join(__dirname, '..', '..', '..', 'src', 'extension', 'lint-worker.ts');
/** The worker entry run from source: an eval'd bootstrap that registers tsx, then loads it. */
const worker = { script: `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(script)});`, options: { eval: true } };

const SPEC = [
  'openapi: 3.1.0',
  'info: { title: t, version: "1" }',
  'paths:',
  '  /a:',
  '    get:',
  '      operationId: same',
  '      responses: { "200": { description: ok } }',
  '  /b:',
  '    get:',
  '      operationId: same',
  '      responses: { "200": { description: ok } }',
  '',
].join('\n');

function request(text: string): LintRequest {
  return { uri: 'file:///spec.yaml', text, files: [], config: { rules: { 'duplicate-operation-id': { severity: 'warning' } } } };
}

/** A spec with many operations: slow enough to lint that a second request arrives while it runs. */
function bigSpec(paths: number): string {
  const lines = ['openapi: 3.1.0', 'info: { title: t, version: "1" }', 'paths:'];
  for (let i = 0; i < paths; i++) lines.push(`  /things${i}:`, '    get:', `      operationId: op${i}`, '      responses: { "200": { description: ok } }');
  return lines.join('\n') + '\n';
}

function brief(run: { findings: { rule: string; severity: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }[] }) {
  return run.findings.filter((f) => f.rule === 'duplicate-operation-id').map((f) => `${f.severity} ${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`);
}

describe('extension: LintRunner', function () {
  this.timeout(60_000);
  let runner: LintRunner;
  afterEach(() => runner.dispose());

  it('lints a small document in-process', async () => {
    runner = new LintRunner(worker);
    const run = await runner.run('a', request(SPEC));
    assert.ok(run);
    assert.equal(run.inWorker, false);
    assert.deepEqual(brief(run), ['warning 9:19-9:23']);
  });

  it('lints a large document in a worker, with the same findings', async () => {
    runner = new LintRunner(worker, 100);
    assert.equal(runner.usesWorker(SPEC), true);
    const run = await runner.run('a', request(SPEC));
    assert.ok(run);
    assert.equal(run.inWorker, true);
    assert.deepEqual(brief(run), ['warning 9:19-9:23']);
    assert.equal(runner.isRunning('a'), false);
    const again = await runner.run('a', request(SPEC));
    assert.deepEqual(again && brief(again), ['warning 9:19-9:23'], 'the idle worker is reused');
  });

  it('drops a stale run when a newer one for the same document starts, and ends its worker', async () => {
    runner = new LintRunner(worker, 100);
    const stale = runner.run('doc', request(bigSpec(20_000)));
    assert.equal(runner.isRunning('doc'), true);
    const fresh = runner.run('doc', request(SPEC));
    assert.equal(await stale, undefined);
    const run = await fresh;
    assert.ok(run);
    assert.deepEqual(brief(run), ['warning 9:19-9:23']);
  });

  it('cancels on request, and runs different documents side by side', async () => {
    runner = new LintRunner(worker, 100);
    const cancelled = runner.run('x', request(bigSpec(20_000)));
    const other = runner.run('y', request(SPEC));
    runner.cancel('x');
    assert.equal(await cancelled, undefined);
    const run = await other;
    assert.ok(run?.inWorker);
    assert.equal(runner.isRunning('x') || runner.isRunning('y'), false);
  });

  it('rejects when the worker cannot start', async () => {
    runner = new LintRunner({ script: join(__dirname, 'no-such-worker.js') }, 100);
    await assert.rejects(runner.run('a', request(SPEC)), /Cannot find module|no-such-worker/);
  });
});
