import * as assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { buildOnce, ROOT, runCli } from './run';

const SPEC = `openapi: 3.1.0
info: {title: t, version: 1.0.0}
paths:
  /jobs:
    get:
      responses:
        '200': {description: ok}
`;

/**
 * A base that has no commit yet (the repository's first commit for the pre-commit hook, a branch's first push for the
 * Action) passes with a note on one line; a base git does not know is a clear error.
 */
describe('cli: rest-conventions diff --base with no base yet', () => {
  let dir: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, stdio: 'pipe' });

  before(() => buildOnce());
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rc-diff-no-base-'));
    git('init', '-q');
    writeFileSync(path.join(dir, 'api.yaml'), SPEC);
    git('add', '.');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes the first commit (HEAD has no commit yet) with one line that says there is nothing to compare', () => {
    for (const base of ['HEAD', '@']) {
      const run = runCli(['diff', '--base', base, '--', 'api.yaml'], { cwd: dir });
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, '');
      assert.equal(run.stderr.trimEnd().split('\n').length, 1, run.stderr);
      assert.match(run.stderr, /no commit yet; nothing to compare/);
    }
  });

  it("passes git's null commit (a branch's first push: GitHub's `before`), with JSON that lists nothing", () => {
    git('commit', '-q', '-m', 'v1');
    const run = runCli(['diff', `--base=${'0'.repeat(40)}`, '-f', 'json', '--', 'api.yaml'], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), []);
    assert.match(run.stderr, /no commit yet; nothing to compare/);
  });

  it('fails with a clear error, once, when the base is no commit git knows', () => {
    git('commit', '-q', '-m', 'v1');
    writeFileSync(path.join(dir, 'other.yaml'), SPEC);
    const run = runCli(['diff', '--base', 'origin/mian', '--', 'api.yaml', 'other.yaml'], { cwd: dir });
    assert.equal(run.code, 2);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, 'rest-conventions diff: --base origin/mian: no such commit in this git repository.\n');
    // Before the first commit, a branch other than HEAD's is no commit either: an error, not "nothing to compare".
    rmSync(path.join(dir, '.git'), { recursive: true, force: true });
    git('init', '-q');
    const other = runCli(['diff', '--base', 'main-typo', '--', 'api.yaml'], { cwd: dir });
    assert.equal(other.code, 2, other.stderr);
  });

  it("the Action's step passes a first push (base: github.event.before, all zeros) and says why", () => {
    git('commit', '-q', '-m', 'v1');
    const work = mkdtempSync(path.join(tmpdir(), 'rc-action-no-base-'));
    try {
      // `npm install --prefix DIR …` stands in for the install: DIR/node_modules/.bin/rest-conventions runs this build.
      const bin = path.join(work, 'bin');
      mkdirSync(bin);
      const cli = path.join(work, 'cli');
      writeFileSync(cli, `#!/usr/bin/env bash\nexec '${process.execPath}' '${path.join(ROOT, 'dist/cli.js')}' "$@"\n`);
      chmodSync(cli, 0o755);
      writeFileSync(
        path.join(bin, 'npm'),
        `#!/usr/bin/env bash\nwhile [ "$1" != "--prefix" ]; do shift; done\nmkdir -p "$2/node_modules/.bin"\ncp '${cli}' "$2/node_modules/.bin/rest-conventions"\n`,
      );
      chmodSync(path.join(bin, 'npm'), 0o755);
      const run = spawnSync('bash', [path.join(ROOT, 'scripts/action.sh')], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          PATH: `${bin}:${process.env.PATH}`,
          RC_PATHS: 'api.yaml',
          RC_BASE: '0'.repeat(40),
          RC_FAIL_ON: 'never',
          RC_CHANGELOG: path.join(work, 'changes.md'),
          RC_ACTION_PATH: ROOT,
          RC_TEMP: work,
          GITHUB_OUTPUT: path.join(work, 'outputs'),
        },
      });
      assert.equal(run.status, 0, run.stdout + run.stderr);
      assert.match(run.stderr, /no commit yet; nothing to compare/);
      assert.match(readFileSync(path.join(work, 'outputs'), 'utf8'), /^diff-exit-code=0$/m);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
