import * as assert from 'node:assert/strict';
import { openLimitBytes, Prelints } from '../../../src/extension/prelints';

const MB = 1024 * 1024;

/** A promise and the function that settles it, so a test decides when a read or a lint finishes. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Prelints (lints of a file started when its tab opened)', () => {
  it('gives the result to a document with the same text, once', async () => {
    const table = new Prelints<string>();
    const linted: string[] = [];
    table.start(
      'k',
      async () => 'spec text',
      async (text) => {
        linted.push(text);
        return `findings of ${text}`;
      },
    );
    assert.equal(table.has('k'), true);
    assert.equal(await table.take('k', 'spec text'), 'findings of spec text');
    assert.deepEqual(linted, ['spec text']);
    assert.equal(await table.take('k', 'spec text'), undefined);
    assert.equal(table.has('k'), false);
  });

  it('gives nothing to a document whose text differs (unsaved edits), and the lint is no longer wanted', async () => {
    const table = new Prelints<string>();
    const lint = deferred<string>();
    let alive: (() => boolean) | undefined;
    const started = deferred<void>();
    table.start(
      'k',
      async () => 'on disk',
      (_text, isAlive) => {
        alive = isAlive;
        started.resolve();
        return lint.promise;
      },
    );
    await started.promise;
    assert.equal(alive?.(), true);
    assert.equal(await table.take('k', 'on disk, edited'), undefined);
    assert.equal(alive?.(), false);
    assert.equal(table.has('k'), false);
  });

  it('keeps the lint wanted after a document with the same text took it while it ran', async () => {
    const table = new Prelints<string>();
    const lint = deferred<string>();
    const started = deferred<() => boolean>();
    table.start(
      'k',
      async () => 'text',
      (_text, alive) => {
        started.resolve(alive);
        return lint.promise;
      },
    );
    const alive = await started.promise;
    const taken = table.take('k', 'text');
    await new Promise((r) => setImmediate(r));
    assert.equal(alive(), true);
    lint.resolve('done');
    assert.equal(await taken, 'done');
  });

  it('does not lint when the tab closed while the file was read', async () => {
    const table = new Prelints<string>();
    const read = deferred<string | undefined>();
    let linted = false;
    table.start(
      'k',
      () => read.promise,
      async () => {
        linted = true;
        return 'x';
      },
    );
    table.cancel('k');
    read.resolve('text');
    await new Promise((r) => setImmediate(r));
    assert.equal(linted, false);
    assert.equal(await table.take('k', 'text'), undefined);
  });

  it('a closed tab stops a running lint (alive turns false) and its result goes to nobody', async () => {
    const table = new Prelints<string>();
    const started = deferred<() => boolean>();
    table.start(
      'k',
      async () => 'text',
      (_text, alive) => {
        started.resolve(alive);
        return Promise.resolve('late');
      },
    );
    const alive = await started.promise;
    table.cancel('k');
    assert.equal(alive(), false);
    assert.equal(await table.take('k', 'text'), undefined);
  });

  it('waits for a file still being read before comparing, and leaves a file that is not to be read', async () => {
    const table = new Prelints<string>();
    const read = deferred<string | undefined>();
    table.start(
      'k',
      () => read.promise,
      async (text) => `lint of ${text}`,
    );
    const taken = table.take('k', 'text');
    read.resolve('text');
    assert.equal(await taken, 'lint of text');
    table.start(
      'j',
      async () => undefined,
      async () => 'x',
    );
    await new Promise((r) => setImmediate(r));
    assert.equal(table.has('j'), false);
  });

  it('starts one lint per file at a time', async () => {
    const table = new Prelints<string>();
    let lints = 0;
    const lint = async () => `lint ${++lints}`;
    table.start('k', async () => 'text', lint);
    table.start('k', async () => 'text', lint);
    assert.equal(await table.take('k', 'text'), 'lint 1');
    assert.equal(lints, 1);
  });
});

describe('openLimitBytes (the largest file VS Code opens without asking)', () => {
  it("is the setting's megabytes when set", () => {
    assert.equal(openLimitBytes(1024, 'remote'), 1024 * MB);
    assert.equal(openLimitBytes(2.5, 'desktop'), 2.5 * MB);
  });

  it("is VS Code's default for where the files are otherwise", () => {
    assert.equal(openLimitBytes(undefined, 'remote'), 10 * MB);
    assert.equal(openLimitBytes(undefined, 'web'), 50 * MB);
    assert.equal(openLimitBytes(undefined, 'desktop'), 1024 * MB);
    assert.equal(openLimitBytes('20', 'remote'), 10 * MB);
    assert.equal(openLimitBytes(-1, 'remote'), 10 * MB);
  });
});
