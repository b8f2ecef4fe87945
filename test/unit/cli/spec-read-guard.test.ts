import * as assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { buildOnce, ROOT } from './run';

/**
 * Issue 24, checked again from outside: `mock`, `request` and `diff` read a spec the way `lint` does (the guarded
 * file layer). They used to read it with `readFileSync`: a committed symlink out of the repository was read (the
 * mock served its title), a symlink to /dev/zero was read until memory ran out, a FIFO held them for ever. And
 * `diff main:api.yaml api.yaml` took a file a pull request commits under that very name for the base.
 */

const SPEC = (title: string, paths = '{}') => `openapi: 3.1.0
info: { title: ${title}, version: '1' }
paths: ${paths}
`;

/**
 * Runs the CLI; the kill after 20 s only ends a regression (a mock serving, a read that blocks) so the suite goes
 * on: a refusal exits at once, and no assertion is made about time.
 */
function run(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  const res = spawnSync(process.execPath, [path.join(ROOT, 'dist/cli.js'), ...args], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
  });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

describe('cli: mock, request and diff read specs through the file guard (issue 24, outside check)', function () {
  this.timeout(180_000);
  let top: string;
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  before(() => buildOnce());
  beforeEach(() => {
    top = realpathSync(mkdtempSync(path.join(tmpdir(), 'rc-specread-')));
    repo = path.join(top, 'repo');
    mkdirSync(repo);
    mkdirSync(path.join(top, 'outside'));
    writeFileSync(path.join(top, 'outside', 'secret.yaml'), SPEC('SECRET-OUTSIDE'));
    symlinkSync('../outside/secret.yaml', path.join(repo, 'link.yaml'));
    symlinkSync('/dev/zero', path.join(repo, 'zero.yaml'));
    execFileSync('mkfifo', [path.join(repo, 'fifo.yaml')]);
    writeFileSync(path.join(repo, 'api.yaml'), SPEC('Mine'));
    git('init', '-q');
  });
  afterEach(() => rmSync(top, { recursive: true, force: true }));

  for (const [name, why] of [
    ['link.yaml', /it is outside .*\(it leads to .*outside\/secret\.yaml\)/],
    ['zero.yaml', /it is outside .*\(it leads to \/dev\/zero\)/],
    ['fifo.yaml', /it is not a regular file/],
  ] as const) {
    it(`refuses ${name} in mock, request and diff, as lint does`, () => {
      const mock = run(['mock', '--port', '0', name], repo);
      assert.equal(mock.code, 2, `mock: ${mock.stdout}${mock.stderr}`);
      assert.match(mock.stderr, why);
      assert.doesNotMatch(mock.stdout, /SECRET-OUTSIDE/);
      const request = run(['request', name, 'GET /x'], repo);
      assert.equal(request.code, 2, `request: ${request.stdout}${request.stderr}`);
      assert.match(request.stderr, why);
      const diff = run(['diff', 'api.yaml', name], repo);
      assert.equal(diff.code, 2, `diff: ${diff.stdout}${diff.stderr}`);
      assert.match(diff.stderr, why);
      assert.doesNotMatch(diff.stdout, /SECRET-OUTSIDE/);
    });
  }

  it('request --body @FILE reads the file through the guard too', () => {
    writeFileSync(
      path.join(repo, 'post.yaml'),
      SPEC(
        'P',
        `{/x: {post: {operationId: make, requestBody: {content: {application/json: {schema: {type: object}}}}, responses: {'201': {description: ok}}}}}`,
      ),
    );
    const res = run(['request', 'post.yaml', 'make', '--server', 'http://127.0.0.1:9', '--body', '@zero.yaml'], repo);
    assert.equal(res.code, 2, res.stdout + res.stderr);
    assert.match(res.stderr, /--body: cannot read zero\.yaml: it is outside/);
  });

  it('diff main:api.yaml takes the base from git even when a file of that name is committed', () => {
    const paths = `{/pets: {get: {responses: {'200': {description: ok}}}}}`;
    writeFileSync(path.join(repo, 'api.yaml'), SPEC('Mine', paths));
    git('add', 'api.yaml');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '-m', 'base');
    git('branch', '-M', 'main');
    // The pull request removes the path, and commits its own copy as "main:api.yaml" to stand in for the base.
    writeFileSync(path.join(repo, 'api.yaml'), SPEC('Mine'));
    writeFileSync(path.join(repo, 'main:api.yaml'), SPEC('Mine'));
    const res = run(['diff', 'main:api.yaml', 'api.yaml'], repo);
    assert.equal(res.code, 1, res.stdout + res.stderr);
    assert.match(res.stdout, /api-path-removed-without-deprecation/);
    // The file is still reachable when named as one.
    const file = run(['diff', './main:api.yaml', 'api.yaml'], repo);
    assert.equal(file.code, 0, file.stdout + file.stderr);
  });
});
