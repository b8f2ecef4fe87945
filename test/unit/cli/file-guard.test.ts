import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { cli } from './run';

/**
 * Issue 24 items 1, 3 and 8 (configuration): what a cloned repository can make `lint` read and write. Every case runs
 * the CLI (in this process, `cli` in ./run) on real files in a temporary "repository" (a folder with `.git`) beside an "outside"
 * folder: symlinks that leave it, FIFOs, /dev/zero, sparse files larger than every cap.
 */

/** A spec with one API-level finding that `--fix` repairs (no 5XX response). */
const SPEC = `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array } } } }
`;

describe('cli: every read and write goes through the file guard (issue 24 items 1, 3, 8)', function () {
  this.timeout(60_000);
  let top: string;
  let repo: string;
  let outside: string;
  beforeEach(() => {
    top = realpathSync(mkdtempSync(path.join(tmpdir(), 'rc-guard-')));
    repo = path.join(top, 'repo');
    outside = path.join(top, 'outside');
    mkdirSync(path.join(repo, '.git'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(path.join(repo, 'api.yaml'), SPEC);
  });
  afterEach(() => {
    fifos.splice(0).forEach(release);
    rmSync(top, { recursive: true, force: true });
  });

  /** The FIFOs this case made; a guard that regressed would leave a read of one waiting for a writer. */
  const fifos: string[] = [];
  const mkfifo = (p: string) => {
    execFileSync('mkfifo', [p]);
    fifos.push(p);
  };

  it('--update-baseline does not write through a committed baseline symlink that leaves the repository', async () => {
    const victim = path.join(outside, '.bashrc');
    writeFileSync(victim, 'echo hello\n');
    symlinkSync(victim, path.join(repo, '.rest-conventions-baseline.json'));
    const res = await cli(['lint', '--update-baseline', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stderr);
    assert.match(
      res.stderr,
      /cannot write the baseline \.rest-conventions-baseline\.json: it is outside .*it leads to/,
    );
    assert.equal(readFileSync(victim, 'utf8'), 'echo hello\n');
  });

  it('--update-baseline writes a plain baseline, and through a symlink that stays inside', async () => {
    mkdirSync(path.join(repo, 'ci'));
    writeFileSync(path.join(repo, 'ci', 'baseline.json'), '');
    symlinkSync(path.join(repo, 'ci', 'baseline.json'), path.join(repo, '.rest-conventions-baseline.json'));
    const res = await cli(['lint', '--update-baseline', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 0, res.stderr);
    assert.match(readFileSync(path.join(repo, 'ci', 'baseline.json'), 'utf8'), /"rule": ?"server-error-response"/);
    assert.ok(lstatSync(path.join(repo, '.rest-conventions-baseline.json')).isSymbolicLink());
  });

  it('--update-baseline does not write through a dangling symlink (a file it would create outside)', async () => {
    symlinkSync(path.join(outside, 'new-file'), path.join(repo, '.rest-conventions-baseline.json'));
    const res = await cli(['lint', '--update-baseline', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stderr);
    assert.equal(existsSync(path.join(outside, 'new-file')), false);
  });

  it('--fix does not rewrite a spec outside the repository that a committed symlink points to', async () => {
    const victim = path.join(outside, 'other.yaml');
    writeFileSync(victim, SPEC);
    symlinkSync(victim, path.join(repo, 'linked.yaml'));
    const res = await cli(['lint', '--fix', 'linked.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /linked\.yaml: cannot read the file: it is outside/);
    assert.equal(readFileSync(victim, 'utf8'), SPEC);
  });

  it('--fix does not write through a hard link (its other name may be outside the repository)', async () => {
    // Issue 24, outside check: the write opened the file in place, so an outside file's second name was rewritten.
    const victim = path.join(outside, 'victim.yaml');
    writeFileSync(victim, SPEC);
    linkSync(victim, path.join(repo, 'hard.yaml'));
    const res = await cli(['lint', '--fix', 'hard.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stdout + res.stderr);
    assert.match(res.stderr, /hard\.yaml.*it has other hard links/);
    assert.equal(readFileSync(victim, 'utf8'), SPEC);
  });

  it('--fix still rewrites a spec inside the repository', async () => {
    const res = await cli(['lint', '--fix', 'api.yaml'], { cwd: repo });
    assert.match(res.stderr, /Fixed \d+ findings? in 1 file/);
    assert.notEqual(readFileSync(path.join(repo, 'api.yaml'), 'utf8'), SPEC);
  });

  for (const [what, make] of [
    ['a /dev/zero symlink', (p: string) => symlinkSync('/dev/zero', p)],
    ['a FIFO', (p: string) => mkfifo(p)],
  ] as const) {
    it(`--fix-dry-run refuses ${what} named as a spec, reading nothing`, async () => {
      make(path.join(repo, 'evil.yaml'));
      const res = await cli(['lint', '--fix-dry-run', 'evil.yaml'], { cwd: repo });
      assert.equal(res.code, 2, res.stderr);
      assert.match(res.stderr, /evil\.yaml: cannot read the file: it is (outside|not a regular file)/);
    });

    it(`--baseline refuses ${what}`, async () => {
      make(path.join(repo, 'base.json'));
      const res = await cli(['lint', '--baseline', 'base.json', 'api.yaml'], { cwd: repo });
      assert.equal(res.code, 2, res.stderr);
      assert.match(res.stderr, /cannot use the baseline base\.json: it is (outside|not a regular file)/);
    });

    it(`a configuration that is ${what} is refused, not read`, async () => {
      make(path.join(repo, '.rest-conventions.yaml'));
      const res = await cli(['lint', 'api.yaml'], { cwd: repo });
      assert.equal(res.code, 2, res.stderr);
      assert.match(
        res.stderr,
        /\.rest-conventions\.yaml: cannot read the configuration: it is (outside|not a regular file)/,
      );
    });

    it(`-o refuses to write to ${what}`, async () => {
      make(path.join(repo, 'report.json'));
      const res = await cli(['lint', '-f', 'json', '-o', 'report.json', 'api.yaml'], { cwd: repo });
      assert.equal(res.code, 2, res.stderr);
      assert.match(res.stderr, /cannot write report\.json: it is (outside|not a regular file)/);
    });
  }

  it('--fix-dry-run and --baseline refuse files over the size limit without reading them (sparse files)', async () => {
    const big = path.join(repo, 'big.yaml');
    writeFileSync(big, SPEC);
    truncateSync(big, 196 * 1024 * 1024);
    const fix = await cli(['lint', '--fix-dry-run', 'big.yaml'], { cwd: repo });
    assert.match(fix.stderr, /0 findings would be fixed in 0 files/);
    const base = path.join(repo, 'base.json');
    writeFileSync(base, '{"version": 1, "findings": [');
    truncateSync(base, 196 * 1024 * 1024);
    const res = await cli(['lint', '--baseline', 'base.json', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2);
    assert.match(res.stderr, /cannot use the baseline base\.json: it is larger than the 64 MB limit/);
  });

  it('a 600 MB configuration is refused before it is read', async () => {
    const config = path.join(repo, '.rest-conventions.yaml');
    writeFileSync(config, 'rules: {}\n');
    truncateSync(config, 600 * 1024 * 1024);
    const res = await cli(['lint', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2);
    assert.match(
      res.stderr,
      /\.rest-conventions\.yaml: cannot read the configuration: it is larger than the 1 MB limit/,
    );
  });

  it('a configuration symlink leading out of the repository is not read, and nothing of it is echoed', async () => {
    const secret = path.join(outside, 'secret.yaml');
    writeFileSync(secret, 'rules: { TOKEN-abc123: off }\n');
    symlinkSync(secret, path.join(repo, '.rest-conventions.yaml'));
    const res = await cli(['lint', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2);
    assert.match(res.stderr, /cannot read the configuration: it is outside/);
    assert.doesNotMatch(res.stderr + res.stdout, /TOKEN-abc123/);
  });

  it('a configuration in the folder above the repository does not apply', async () => {
    writeFileSync(path.join(top, '.rest-conventions.yaml'), 'rules: { server-error-response: off }\n');
    const res = await cli(['lint', '-f', 'json', 'api.yaml'], { cwd: repo });
    const rules = (r: { stdout: string }) => (JSON.parse(r.stdout) as { rule: string }[]).map((f) => f.rule);
    assert.ok(rules(res).includes('server-error-response'), res.stdout);
    // Inside the repository, one still applies.
    writeFileSync(path.join(repo, '.rest-conventions.yaml'), 'rules: { server-error-response: off }\n');
    assert.ok(!rules(await cli(['lint', '-f', 'json', 'api.yaml'], { cwd: repo })).includes('server-error-response'));
  });

  it('-o does not write through a committed symlink that leaves the repository, and writes a plain path', async () => {
    const victim = path.join(outside, 'package.json');
    writeFileSync(victim, '{}\n');
    symlinkSync(victim, path.join(repo, 'report.json'));
    const res = await cli(['lint', '-f', 'json', '-o', 'report.json', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /cannot write report\.json: it is outside/);
    assert.equal(readFileSync(victim, 'utf8'), '{}\n');
    const named = path.join(outside, 'report.json');
    assert.equal((await cli(['lint', '-f', 'json', '-o', named, 'api.yaml'], { cwd: repo })).code, 1);
    assert.match(readFileSync(named, 'utf8'), /server-error-response/);
  });

  it('-o does not write into a committed folder symlink that leaves the repository', async () => {
    symlinkSync(outside, path.join(repo, 'out'));
    const res = await cli(['lint', '-f', 'json', '-o', 'out/report.json', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stderr);
    assert.equal(existsSync(path.join(outside, 'report.json')), false);
  });

  it('--remote-refs reads the spec itself through the guard (a FIFO named as a spec is not opened for reading)', async () => {
    mkfifo(path.join(repo, 'evil.yaml'));
    const res = await cli(['lint', '--remote-refs', 'evil.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /evil\.yaml: cannot read the file: it is not a regular file/);
  });
});

/**
 * Opens the FIFO for writing and closes it again, so a read the CLI left waiting on it (only a guard that regressed
 * opens one) sees the end of the file and the test run can end; with no reader waiting the open fails, as it should.
 */
function release(fifo: string): void {
  try {
    closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
  } catch {
    // ENXIO: nobody is reading it.
  }
}
