import * as assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { FIXTURES, ROOT } from '../unit/cli/run';

/** True when the `pre-commit` tool is on PATH (scripts/system-deps.sh installs Debian's package). */
function havePreCommit(): boolean {
  return spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
}

describe('the pre-commit hook (.pre-commit-hooks.yaml), run by pre-commit itself', function () {
  // pre-commit installs the hook the way it installs any node hook: the repository's dependencies, `npm pack`
  // (whose prepack builds the CLI) and a global install of the tarball into its own environment.
  this.timeout(900_000);
  let work: string;

  before(function () {
    if (!havePreCommit()) {
      console.warn(
        '    pre-commit is not installed: `bash scripts/system-deps.sh` (or `apt-get install pre-commit`) installs it',
      );
      this.skip();
    }
    work = mkdtempSync(path.join(tmpdir(), 'rc-pre-commit-'));
  });

  after(() => work && rmSync(work, { recursive: true, force: true }));

  it('fails a commit of a spec with an error, lists its findings, and passes a clean spec and a file that is not OpenAPI', () => {
    const repo = path.join(work, 'repo');
    execFileSync('git', ['init', '-q', repo]);
    copyFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), path.join(repo, 'orders.yaml'));
    copyFileSync(path.join(FIXTURES, 'clean/orders.yaml'), path.join(repo, 'clean.yaml'));
    writeFileSync(path.join(repo, 'ci.yaml'), 'stages: [test]\n');
    execFileSync('git', ['add', '.'], { cwd: repo });
    // The hook at the repository's HEAD, installed once and run three times (try-repo would install it per run).
    const rev = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    writeFileSync(
      path.join(repo, '.pre-commit-config.yaml'),
      `repos:\n  - repo: ${ROOT}\n    rev: ${rev}\n    hooks:\n      - id: rest-conventions\n`,
    );
    const env = { ...process.env, PRE_COMMIT_HOME: path.join(work, 'cache'), NO_COLOR: '1' };
    const run = (file: string) =>
      spawnSync('pre-commit', ['run', 'rest-conventions', '--files', file], { cwd: repo, encoding: 'utf8', env });
    const dirty = run('orders.yaml');
    assert.equal(dirty.status, 1, dirty.stdout + dirty.stderr);
    assert.match(dirty.stdout, /REST Conventions\.+Failed/);
    assert.match(dirty.stdout, /orders\.yaml:38:20 error duplicate-operation-id /);
    const clean = run('clean.yaml');
    assert.equal(clean.status, 0, clean.stdout + clean.stderr);
    assert.match(clean.stdout, /REST Conventions\.+Passed/);
    const other = run('ci.yaml');
    assert.equal(other.status, 0, other.stdout + other.stderr);
  });

  it('fails a commit whose staged spec breaks the clients of its version at HEAD, and passes the rest (rest-conventions-diff)', () => {
    const repo = path.join(work, 'diff-repo');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo });
    execFileSync('git', ['init', '-q', repo]);
    const spec = readFileSync(path.join(FIXTURES, 'clean/orders.yaml'), 'utf8');
    writeFileSync(path.join(repo, 'orders.yaml'), spec);
    writeFileSync(path.join(repo, 'ci.yaml'), 'stages: [test]\n');
    git('add', '.');
    const rev = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    writeFileSync(
      path.join(repo, '.pre-commit-config.yaml'),
      `repos:\n  - repo: ${ROOT}\n    rev: ${rev}\n    hooks:\n      - id: rest-conventions-diff\n`,
    );
    const env = { ...process.env, PRE_COMMIT_HOME: path.join(work, 'cache'), NO_COLOR: '1' };
    const run = (...files: string[]) =>
      spawnSync('pre-commit', ['run', 'rest-conventions-diff', '--files', ...files], {
        cwd: repo,
        encoding: 'utf8',
        env,
      });
    // The repository's first commit: no base yet, so nothing to compare; it passes.
    const first = run('orders.yaml', 'ci.yaml');
    assert.equal(first.status, 0, first.stdout + first.stderr);
    assert.match(first.stdout, /REST Conventions \(breaking changes\)\.+Passed/);
    git('commit', '-q', '-m', 'published');
    // A described change and a file that is not OpenAPI pass; a spec new since HEAD is noted and passes.
    writeFileSync(path.join(repo, 'orders.yaml'), spec.replace(/description: (.*)/, 'description: $1 (reworded)'));
    writeFileSync(path.join(repo, 'new.yaml'), spec);
    git('add', '.');
    const fine = run('orders.yaml', 'ci.yaml', 'new.yaml');
    assert.equal(fine.status, 0, fine.stdout + fine.stderr);
    assert.match(fine.stdout, /REST Conventions \(breaking changes\)\.+Passed/);
    // The first path removed: its clients break.
    const from = spec.indexOf('\n  /', spec.indexOf('paths:'));
    const to = spec.indexOf('\n  /', from + 1);
    assert.ok(from > 0 && to > from);
    writeFileSync(path.join(repo, 'orders.yaml'), spec.slice(0, from) + spec.slice(to));
    git('add', 'orders.yaml');
    const broken = run('orders.yaml');
    assert.equal(broken.status, 1, broken.stdout + broken.stderr);
    assert.match(broken.stdout, /REST Conventions \(breaking changes\)\.+Failed/);
    assert.match(broken.stdout, / error api-path-removed-without-deprecation /);
  });
});
