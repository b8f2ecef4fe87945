import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { POOL_DIR, poolEntries, poolFile } from '../../scripts/precision-pool';

// The GitHub pool of the precision loop pins every spec; a bad entry would make a seed's sample differ from machine
// to machine, or let a manifest edit write outside the pool's folder.
describe('precision pool manifest', () => {
  const entries = poolEntries();

  it('pins each spec by repository, full commit and SHA-256, once', () => {
    const seen = new Set<string>();
    for (const e of entries) {
      assert.match(e.repo, /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/, e.repo);
      assert.match(e.commit, /^[0-9a-f]{40}$/, `${e.repo} ${e.path}`);
      assert.match(e.sha256, /^[0-9a-f]{64}$/, `${e.repo} ${e.path}`);
      assert.ok(Number.isInteger(e.batch) && e.batch >= 1, `${e.repo} ${e.path}: batch`);
      const key = `${e.repo}:${e.path}`;
      assert.ok(!seen.has(key), `${key} twice`);
      seen.add(key);
    }
  });

  it('gives each provider one batch, and batches in the order they were appended', () => {
    const batchOf = new Map<string, number>();
    let last = 0;
    for (const e of entries) {
      assert.ok(e.batch >= last, `${e.repo}: batch ${e.batch} listed after batch ${last}`);
      last = e.batch;
      assert.equal(batchOf.get(e.provider) ?? e.batch, e.batch, `${e.provider} in two batches`);
      batchOf.set(e.provider, e.batch);
    }
  });

  it('keeps every file inside the pool folder, and refuses a path that leaves it', () => {
    for (const e of entries) {
      assert.ok(poolFile(e).startsWith(POOL_DIR + path.sep));
      for (const [p, sha] of Object.entries(e.refs ?? {})) {
        assert.ok(poolFile(e, p).startsWith(POOL_DIR + path.sep), `${e.repo} ${p}`);
        assert.match(sha, /^[0-9a-f]{64}$/, `${e.repo} ${p}`);
      }
    }
    assert.throws(() => poolFile(entries[0], '../../x'), /leaves the pool's folder/);
    const escaping = { ...entries[0], path: '../../../etc/passwd' };
    assert.throws(() => poolFile(escaping), /leaves the pool's folder/);
  });
});
