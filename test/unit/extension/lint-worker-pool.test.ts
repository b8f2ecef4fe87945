import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BroadcastChannel } from 'node:worker_threads';
import { join } from 'node:path';
import { liveChanges } from '../../../src/core/diff/live';
import { computeFixAll } from '../../../src/core/fixes/fix-all';
import { applyEdits } from '../../../src/core/fixes/text';
import { LintWorkerPool } from '../../../src/extension/lint-worker-pool';
import { Analyses, type LintOutcome, type LintRequest } from '../../../src/extension/worker-analyses';
import { buildOnce, ROOT } from '../cli/run';

/** The worker as the extension starts it: the bundle dist/lint-worker-ext.js (built once per test run; starting workers from the TypeScript sources would compile them again in each one). */
const worker = { script: join(ROOT, 'dist', 'lint-worker-ext.js') };

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
  return {
    uri: 'file:///spec.yaml',
    text,
    files: [],
    config: { rules: { 'duplicate-operation-id': { severity: 'warning' } } },
  };
}

/** A spec with many operations: slow enough to lint that a second request arrives while it runs. */
function bigSpec(paths: number): string {
  const lines = ['openapi: 3.1.0', 'info: { title: t, version: "1" }', 'paths:'];
  for (let i = 0; i < paths; i++)
    lines.push(
      `  /things${i}:`,
      '    get:',
      `      operationId: op${i}`,
      '      responses: { "200": { description: ok } }',
    );
  return lines.join('\n') + '\n';
}

function brief(run: {
  findings: {
    rule: string;
    severity: string;
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
  }[];
}) {
  return run.findings
    .filter((f) => f.rule === 'duplicate-operation-id')
    .map(
      (f) =>
        `${f.severity} ${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`,
    );
}

/**
 * The extension's worker behind a script that counts its starts (in shared memory) and says when one starts (on a
 * broadcast channel), so that tests see which lints a started worker served.
 */
function countingWorker() {
  const dir = mkdtempSync(join(tmpdir(), 'lint-worker-'));
  const script = join(dir, 'counting-worker.js');
  writeFileSync(
    script,
    [
      "const { workerData, BroadcastChannel } = require('node:worker_threads');",
      'Atomics.add(new Int32Array(workerData.starts), 0, 1);',
      'const told = new BroadcastChannel(workerData.channel);',
      "told.postMessage('started');",
      'told.close();',
      `require(${JSON.stringify(worker.script)});`,
    ].join('\n'),
  );
  const starts = new SharedArrayBuffer(4);
  const channel = `lint-worker-starts-${process.pid}-${dir}`;
  const heard = new BroadcastChannel(channel);
  heard.unref();
  const started = new Promise((resolve) => (heard.onmessage = resolve));
  return {
    spec: { script, options: { workerData: { starts, channel } } },
    started,
    starts: () => Atomics.load(new Int32Array(starts), 0),
    dispose: () => {
      heard.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('extension: the lint worker told to stop', () => {
  it('stops a lint whose flag is set, answers that it stopped, and holds nothing for its version', () => {
    const analyses = new Analyses();
    const stop = new SharedArrayBuffer(4);
    Atomics.store(new Int32Array(stop), 0, 1);
    const answer = analyses.handle({ kind: 'lint', key: 'doc', request: { ...request(SPEC), version: 1 }, stop });
    assert.deepEqual(
      { ...(answer as LintOutcome), lintMs: 0 },
      {
        findings: [],
        isOpenApi: false,
        ruleFailures: [],
        lintMs: 0,
        stopped: true,
      },
    );
    assert.equal(analyses.fixes('doc', 1, [0]), undefined);
    const clear = analyses.handle({ kind: 'lint', key: 'doc', request: request(SPEC), stop: new SharedArrayBuffer(4) });
    assert.deepEqual(brief(clear as LintOutcome), ['warning 9:19-9:23'], 'a flag left clear changes nothing');
  });
});

describe('extension: LintWorkerPool', function () {
  this.timeout(60_000);
  before(buildOnce);
  let pool: LintWorkerPool;
  afterEach(() => pool.dispose());

  it('lints a small document in-process', async () => {
    pool = new LintWorkerPool(worker);
    const run = await pool.run('a', request(SPEC));
    assert.ok(run);
    assert.equal(run.inWorker, false);
    assert.deepEqual(brief(run), ['warning 9:19-9:23']);
  });

  it('lints a large document in a worker, with the same findings', async () => {
    pool = new LintWorkerPool(worker, 100);
    assert.equal(pool.usesWorker(SPEC), true);
    const run = await pool.run('a', request(SPEC));
    assert.ok(run);
    assert.equal(run.inWorker, true);
    assert.deepEqual(brief(run), ['warning 9:19-9:23']);
    assert.equal(pool.isRunning('a'), false);
    const again = await pool.run('a', request(SPEC));
    assert.deepEqual(again && brief(again), ['warning 9:19-9:23'], 'the idle worker is reused');
  });

  it('drops a stale run when a newer one for the same document starts, and its worker stops it and lints the newer one', async () => {
    const counting = countingWorker();
    pool = new LintWorkerPool(counting.spec, 100);
    const stale = pool.run('doc', { ...request(bigSpec(20_000)), version: 1 });
    assert.equal(pool.isRunning('doc'), true);
    const fresh = pool.run('doc', { ...request(SPEC), version: 2 });
    assert.equal(await stale, undefined);
    const run = await fresh;
    assert.ok(run?.inWorker);
    assert.deepEqual(brief(run), ['warning 9:19-9:23']);
    assert.equal(pool.holds('doc', 1), false, 'the stale version holds nothing');
    assert.equal(pool.holds('doc', 2), true);
    assert.equal(counting.starts(), 1, 'the worker was kept (warm), not ended and replaced');
    counting.dispose();
  });

  it('cancels on request, and runs different documents side by side', async () => {
    pool = new LintWorkerPool(worker, 100);
    const cancelled = pool.run('x', request(bigSpec(20_000)));
    const other = pool.run('y', request(SPEC));
    pool.cancel('x');
    assert.equal(await cancelled, undefined);
    const run = await other;
    assert.ok(run?.inWorker);
    assert.equal(pool.isRunning('x') || pool.isRunning('y'), false);
  });

  it('starts a worker ahead that the first large lint then uses, and starts no second one', async () => {
    const counting = countingWorker();
    pool = new LintWorkerPool(counting.spec, 100);
    assert.equal(pool.hasIdleWorker(), false);
    pool.prestart();
    pool.prestart();
    assert.equal(pool.hasIdleWorker(), true);
    await counting.started;
    assert.equal(counting.starts(), 1, 'the worker started before any lint was asked for');
    const run = await pool.run('a', request(SPEC));
    assert.ok(run?.inWorker);
    assert.deepEqual(brief(run), ['warning 9:19-9:23']);
    const again = await pool.run('a', request(SPEC));
    assert.deepEqual(again && brief(again), ['warning 9:19-9:23']);
    assert.equal(counting.starts(), 1, 'both lints ran in the worker started ahead');
    counting.dispose();
  });

  it('starts nothing ahead once disposed', () => {
    pool = new LintWorkerPool(worker, 100);
    pool.dispose();
    pool.prestart();
    assert.equal(pool.hasIdleWorker(), false);
  });

  it('rejects when the worker cannot start', async () => {
    pool = new LintWorkerPool({ script: join(__dirname, 'no-such-worker.js') }, 100);
    await assert.rejects(pool.run('a', request(SPEC)), /Cannot find module|no-such-worker/);
  });
});

/** A spec whose POST answers 200: `create-returns-201` fires, and its rule fix answers 201 instead. */
const CREATE_SPEC = [
  'openapi: 3.1.0',
  'info: { title: t, version: "1" }',
  'paths:',
  '  /orders:',
  '    post:',
  '      operationId: createOrder',
  '      requestBody: { content: { application/json: { schema: { type: object } } } }',
  '      responses:',
  "        '200': { description: ok }",
  // A member below makes /orders a collection (RULES.md v3: a POST alone makes a computation, not a create).
  '  /orders/{id}: {}',
  '',
].join('\n');

describe('extension: LintWorkerPool holds each document version’s analysis for quick fixes', function () {
  this.timeout(60_000);
  before(buildOnce);
  let pool: LintWorkerPool;
  afterEach(() => pool.dispose());

  const createRequest = (version: number): LintRequest => ({
    uri: 'file:///spec.yaml',
    text: CREATE_SPEC,
    files: [],
    config: { rules: {} },
    version,
  });
  const titles = (fixes: { title: string }[][] | undefined) => fixes?.map((list) => list.map((f) => f.title));

  for (const [where, threshold] of [
    ['in-process', undefined],
    ['in the worker', 100],
  ] as const) {
    it(`builds a finding's rule fixes from the analysis of its version, ${where}, and from no other version`, async () => {
      pool = new LintWorkerPool(worker, threshold);
      const run = await pool.run('doc', createRequest(3));
      assert.ok(run);
      assert.equal(run.inWorker, threshold !== undefined);
      const i = run.findings.findIndex((f) => f.rule === 'create-returns-201');
      assert.ok(i >= 0);
      assert.equal(pool.holds('doc', 3), true);
      assert.deepEqual(titles(await pool.fixes('doc', 3, [i])), [
        ['Answer 201 Created instead of 200: changes the contract, breaks existing clients'],
      ]);
      // Another version is not answered from this analysis (nor linted for it).
      assert.equal(await pool.fixes('doc', 4, [i]), undefined);
      pool.forget('doc');
      assert.equal(pool.holds('doc', 3), false);
      assert.equal(await pool.fixes('doc', 3, [i]), undefined);
    });
  }

  /** Two GETs lack the 500 a third has, a create answers 200, and a GET lacks a 404 (turned off in the configuration). */
  const FIX_SPEC = [
    'openapi: 3.1.0',
    "info: { title: t, version: '1' }",
    'paths:',
    '  /orders:',
    '    post:',
    '      requestBody: { content: { application/json: { schema: { type: object } } } }',
    "      responses: { '200': { description: ok }, '400': { description: bad }, '500': { description: failed } }",
    '  /orders/{id}:',
    '    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
    '    get:',
    "      responses: { '200': { description: ok } }",
    '    delete:',
    "      responses: { '204': { description: gone } }",
    '',
  ].join('\n');
  const fixRequest = (version: number): LintRequest => ({
    ...createRequest(version),
    text: FIX_SPEC,
    config: { rules: { 'not-found-response': { severity: 'off' } } },
  });

  for (const [where, threshold] of [
    ['in-process', undefined],
    ['in the worker', 100],
  ] as const) {
    it(`fixes all from the analysis of a version with its configuration, ${where}, and from no other version`, async () => {
      pool = new LintWorkerPool(worker, threshold);
      const req = fixRequest(7);
      assert.ok(await pool.run('doc', req));
      const kept = await pool.fixAll('doc', 7);
      assert.deepEqual(kept, computeFixAll(FIX_SPEC, req.uri, undefined, { config: req.config }));
      assert.ok(kept?.fix);
      assert.match(applyEdits(FIX_SPEC, kept.fix.edits), /'200': \{ description: ok \}/, 'the contract is kept');
      const types = ['compatible', 'contract'] as const;
      const all = await pool.fixAll('doc', 7, undefined, types);
      assert.deepEqual(all, computeFixAll(FIX_SPEC, req.uri, undefined, { config: req.config, types }));
      assert.ok(all?.fix);
      const out = applyEdits(FIX_SPEC, all.fix.edits);
      assert.match(out, /'201': \{ description: ok \}/);
      assert.equal(out.match(/\$ref: '#\/components\/responses\/InternalError'/g)?.length, 2);
      assert.doesNotMatch(out, /NotFound|'404'/, 'not-found-response is off in the configuration');
      const one = await pool.fixAll('doc', 7, ['create-returns-201'], types);
      assert.equal(one?.fix?.title, 'Fix all create-returns-201 findings in the file');
      assert.deepEqual(
        one.fix.edits.map((e) => e.newText),
        ["'201'"],
      );
      assert.equal(await pool.fixAll('doc', 8), undefined);
      pool.forget('doc');
      assert.equal(await pool.fixAll('doc', 7), undefined);
    });
  }

  for (const [where, threshold] of [
    ['in-process', undefined],
    ['in the worker', 100],
  ] as const) {
    it(`compares a version with its base where its analysis is held, ${where}, as liveChanges does, and no other version`, async () => {
      pool = new LintWorkerPool(worker, threshold);
      const req = fixRequest(5);
      assert.ok(await pool.run('doc', req));
      assert.equal(pool.holdsInWorker('doc', 5), threshold !== undefined);
      // The base's create answered 201; the revision's answers 200.
      const baseText = FIX_SPEC.replace("'200': { description: ok }, '400'", "'201': { description: ok }, '400'");
      const base = { text: baseText, files: [] as [string, string][], severities: {} };
      const got = await pool.compare('doc', 5, base);
      const expected = liveChanges({ uri: req.uri, text: baseText }, { uri: req.uri, text: FIX_SPEC });
      assert.deepEqual(got, expected);
      assert.ok(got?.changes.some((c) => c.finding.rule === 'response-success-status-removed'));
      const quiet = await pool.compare('doc', 5, { ...base, severities: { 'response-success-status-removed': 'off' } });
      assert.ok(!quiet?.changes.some((c) => c.finding.rule === 'response-success-status-removed'));
      assert.equal(await pool.compare('doc', 6, base), undefined);
    });
  }

  for (const [where, threshold] of [
    ['in-process', undefined],
    ['in the worker', 100],
  ] as const) {
    it(`hands the analysis of a file linted ahead of its document to the document's version, ${where}`, async () => {
      pool = new LintWorkerPool(worker, threshold);
      const run = await pool.run('doc', createRequest(0));
      assert.ok(run);
      const i = run.findings.findIndex((f) => f.rule === 'create-returns-201');
      assert.equal(pool.adopt('doc', 1, 2), false, 'only the version held is handed on');
      assert.equal(pool.adopt('doc', 0, 1), true);
      assert.equal(pool.holds('doc', 0), false);
      assert.equal(pool.holds('doc', 1), true);
      assert.deepEqual(titles(await pool.fixes('doc', 1, [i])), [
        ['Answer 201 Created instead of 200: changes the contract, breaks existing clients'],
      ]);
      assert.equal(await pool.fixes('doc', 0, [i]), undefined);
    });
  }

  it('holds nothing for a text linted without a version (a file read from disk)', async () => {
    pool = new LintWorkerPool(worker, 100);
    const { version: _, ...fromDisk } = createRequest(1);
    assert.ok(await pool.run('doc', fromDisk));
    assert.equal(await pool.fixes('doc', 1, [0]), undefined);
  });

  it('forgets the analyses a worker held once it ends, and answers again after the next lint', async () => {
    pool = new LintWorkerPool(worker, 100);
    const run = await pool.run('doc', createRequest(1));
    const i = run!.findings.findIndex((f) => f.rule === 'create-returns-201');
    // Two large lints side by side: the first on the kept worker (the one holding 'doc'), the second on a new one.
    const big = { ...createRequest(1), text: bigSpec(20_000) };
    const onKept = pool.run('x', { ...big, uri: 'file:///x.yaml' });
    const onNew = pool.run('y', { ...big, uri: 'file:///y.yaml' });
    // Both dropped: the second worker, kept last, replaces the first, which ends.
    pool.cancel('x');
    pool.cancel('y');
    assert.deepEqual([await onKept, await onNew], [undefined, undefined]);
    assert.equal(pool.holds('doc', 1), false);
    assert.equal(await pool.fixes('doc', 1, [i]), undefined);
    assert.ok(await pool.run('doc', createRequest(2)));
    assert.deepEqual(titles(await pool.fixes('doc', 2, [i])), [
      ['Answer 201 Created instead of 200: changes the contract, breaks existing clients'],
    ]);
  });
});
