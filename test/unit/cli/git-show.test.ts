import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gitLoader, gitShow, isRevisionName } from '../../../src/node/git-show';

describe('node: reading specs from git (git-show.ts)', () => {
  let ROOT: string;
  before(() => {
    ROOT = mkdtempSync(path.join(tmpdir(), 'rc-git-'));
    writeFileSync(path.join(ROOT, 'package.json'), '{"name": "rest-conventions"}\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, stdio: 'pipe' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '-m', 'one');
  });
  after(() => rmSync(ROOT, { recursive: true, force: true }));

  it('takes only revision names git cannot read as options or as several lines', () => {
    for (const ok of ['main', 'HEAD~1', 'origin/main', 'v1.2.3', 'a1b2c3d']) assert.equal(isRevisionName(ok), true, ok);
    for (const bad of ['', '-p', '--output=/tmp/x', 'main\nHEAD', 'a\u0000b', 'x'.repeat(257)])
      assert.equal(isRevisionName(bad), false, JSON.stringify(bad));
    assert.throws(() => gitShow('--upload-pack=touch /tmp/pwned', 'package.json', ROOT), /not a revision name/);
  });

  it('reads a $ref from the same revision, and never an absolute path or a URL', () => {
    const load = gitLoader('HEAD', ROOT);
    assert.match(load('package.json') ?? '', /"name": "rest-conventions"/);
    assert.equal(load('/etc/passwd'), undefined);
    assert.equal(load('https://example.com/spec.yaml'), undefined);
    assert.equal(load('file:///etc/passwd'), undefined);
    assert.throws(() => load('no/such/file.yaml'), /GitReadError|does not exist|exists on disk|path/);
  });
});
