import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gitRefRead, gitShow, isCommit, isGitRef, isRevisionName } from '../../../src/node/git-show';

const GIT_ID = ['-c', 'user.email=t@example.com', '-c', 'user.name=t'];

describe('node: reading specs from git (git-show.ts)', () => {
  let ROOT: string;
  before(() => {
    ROOT = mkdtempSync(path.join(tmpdir(), 'rc-git-'));
    writeFileSync(path.join(ROOT, 'package.json'), '{"name": "rest-conventions"}\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, stdio: 'pipe' });
    git('init', '-q');
    git('add', '.');
    git(...GIT_ID, 'commit', '-q', '-m', 'one');
  });
  after(() => rmSync(ROOT, { recursive: true, force: true }));

  it('takes only revision names git cannot read as options or as several lines', async () => {
    for (const ok of ['main', 'HEAD~1', 'origin/main', 'v1.2.3', 'a1b2c3d']) assert.equal(isRevisionName(ok), true, ok);
    for (const bad of ['', '-p', '--output=/tmp/x', 'main\nHEAD', 'a\u0000b', 'x'.repeat(257)])
      assert.equal(isRevisionName(bad), false, JSON.stringify(bad));
    await assert.rejects(gitShow('--upload-pack=touch /tmp/pwned', 'package.json', ROOT), /not a revision name/);
    assert.equal(isCommit('--output=x', ROOT), false);
    assert.equal(isCommit('HEAD', ROOT), true);
    assert.equal(isCommit('no-such-branch', ROOT), false);
  });

  it('reads a $ref from the same revision, and never an absolute path or a URL', async () => {
    const read = gitRefRead('HEAD', ROOT);
    assert.match((await read('package.json')) ?? '', /"name": "rest-conventions"/);
    for (const uri of ['/etc/passwd', 'https://example.com/spec.yaml', 'file:///etc/passwd']) {
      assert.equal(isGitRef(uri), false, uri);
      await assert.rejects(read(uri), /not a relative path/);
    }
    assert.equal(isGitRef('schemas/a.yaml'), true);
    await assert.rejects(read('no/such/file.yaml'), /does not exist in/);
    await assert.rejects(read('../outside.yaml'), /outside repository/);
  });

  it('reads a blob as it is: no textconv, no filter (their programs are never run)', async function () {
    this.timeout(30_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-git-attr-'));
    const marker = path.join(dir, 'ran');
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
      git('init', '-q');
      writeFileSync(path.join(dir, '.gitattributes'), '*.yaml diff=evil filter=evil\n');
      writeFileSync(path.join(dir, 'api.yaml'), 'openapi: 3.1.0\n');
      git('add', '.');
      git(...GIT_ID, 'commit', '-q', '-m', 'one');
      git('config', 'diff.evil.textconv', `touch ${marker}; cat`);
      git('config', 'filter.evil.smudge', `touch ${marker}; cat`);
      git('config', 'core.pager', `touch ${marker}; cat`);
      assert.equal(await gitShow('HEAD', 'api.yaml', dir), 'openapi: 3.1.0\n');
      assert.equal(existsSync(marker), false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("never runs a partial clone's lazy fetch (its remote's upload-pack is a command from .git/config)", async function () {
    this.timeout(60_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-git-lazy-'));
    const marker = path.join(dir, 'ran');
    try {
      const server = path.join(dir, 'server');
      const clone = path.join(dir, 'clone');
      mkdirSync(server);
      const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe' });
      git(server, 'init', '-q');
      git(server, 'config', 'uploadpack.allowFilter', 'true');
      writeFileSync(path.join(server, 'api.yaml'), 'openapi: 3.0.0\n');
      git(server, 'add', '.');
      git(server, ...GIT_ID, 'commit', '-q', '-m', 'one');
      writeFileSync(path.join(server, 'api.yaml'), 'openapi: 3.1.0\n');
      git(server, ...GIT_ID, 'commit', '-q', '-am', 'two');
      git(dir, 'clone', '-q', '--filter=blob:none', `file://${server}`, clone);
      git(clone, 'config', 'remote.origin.uploadpack', `touch ${marker}; git-upload-pack`);
      git(clone, 'config', 'protocol.file.allow', 'always');
      // HEAD~1's blob was never fetched: reading it would ask the promisor remote.
      await assert.rejects(gitShow('HEAD~1', 'api.yaml', clone), /could not fetch|unable to read|not a valid/);
      assert.equal(existsSync(marker), false, 'the upload-pack command of .git/config ran');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
