import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  constants,
  mkdirSync,
  mkdtempSync,
  openSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { cli } from './run';

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

describe('cli: mock, request and diff read specs through the file guard (issue 24, outside check)', function () {
  this.timeout(60_000);
  let top: string;
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  /** Ends a mock that a regression left serving, so the run goes on (a refusal returns at once). */
  let stop: AbortController;
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
    stop = new AbortController();
  });
  afterEach(() => {
    stop.abort();
    // A read a regression left waiting on the FIFO ends when a writer comes and goes (with no reader, the open fails).
    try {
      closeSync(openSync(path.join(repo, 'fifo.yaml'), constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // ENXIO: nobody is reading it.
    }
    rmSync(top, { recursive: true, force: true });
  });

  for (const [name, why] of [
    ['link.yaml', /it is outside .*\(it leads to .*outside\/secret\.yaml\)/],
    ['zero.yaml', /it is outside .*\(it leads to \/dev\/zero\)/],
    ['fifo.yaml', /it is not a regular file/],
  ] as const) {
    it(`refuses ${name} in mock, request and diff, as lint does`, async () => {
      const mock = await cli(['mock', '--port', '0', name], { cwd: repo, stop: stop.signal });
      assert.equal(mock.code, 2, `mock: ${mock.stdout}${mock.stderr}`);
      assert.match(mock.stderr, why);
      assert.doesNotMatch(mock.stdout, /SECRET-OUTSIDE/);
      const request = await cli(['request', name, 'GET /x'], { cwd: repo });
      assert.equal(request.code, 2, `request: ${request.stdout}${request.stderr}`);
      assert.match(request.stderr, why);
      const diff = await cli(['diff', 'api.yaml', name], { cwd: repo });
      assert.equal(diff.code, 2, `diff: ${diff.stdout}${diff.stderr}`);
      assert.match(diff.stderr, why);
      assert.doesNotMatch(diff.stdout, /SECRET-OUTSIDE/);
    });
  }

  it('request --body @FILE reads the file through the guard too', async () => {
    writeFileSync(
      path.join(repo, 'post.yaml'),
      SPEC(
        'P',
        `{/x: {post: {operationId: make, requestBody: {content: {application/json: {schema: {type: object}}}}, responses: {'201': {description: ok}}}}}`,
      ),
    );
    const res = await cli(['request', 'post.yaml', 'make', '--server', 'http://127.0.0.1:9', '--body', '@zero.yaml'], {
      cwd: repo,
    });
    assert.equal(res.code, 2, res.stdout + res.stderr);
    assert.match(res.stderr, /--body: cannot read zero\.yaml: it is outside/);
  });

  it('diff main:api.yaml takes the base from git even when a file of that name is committed', async () => {
    const paths = `{/pets: {get: {responses: {'200': {description: ok}}}}}`;
    writeFileSync(path.join(repo, 'api.yaml'), SPEC('Mine', paths));
    git('add', 'api.yaml');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '-m', 'base');
    git('branch', '-M', 'main');
    // The pull request removes the path, and commits its own copy as "main:api.yaml" to stand in for the base.
    writeFileSync(path.join(repo, 'api.yaml'), SPEC('Mine'));
    writeFileSync(path.join(repo, 'main:api.yaml'), SPEC('Mine'));
    const res = await cli(['diff', 'main:api.yaml', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 1, res.stdout + res.stderr);
    assert.match(res.stdout, /api-path-removed-without-deprecation/);
    // The file is still reachable when named as one.
    const file = await cli(['diff', './main:api.yaml', 'api.yaml'], { cwd: repo });
    assert.equal(file.code, 0, file.stdout + file.stderr);
  });
});
