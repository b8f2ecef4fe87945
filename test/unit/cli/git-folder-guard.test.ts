import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { cli } from './run';

/**
 * Issue 24, checked again from outside: a committed symlink that stays inside the repository but leads into its
 * `.git` folder. The write through it landed on a git hook (code the next commit runs); the read on git's own files.
 * The CLI runs in this process (`cli` in ./run).
 */

/** A spec whose path key is shell code: what `--update-baseline` writes into the baseline's keys. */
const SPEC = `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /v1/x$(touch\${IFS}pwned):
    get:
      responses:
        '200': { description: ok }
`;

describe('cli: nothing is read from or written into the .git folder (issue 24, outside check)', function () {
  this.timeout(60_000);
  let repo: string;
  const HOOK = '#!/bin/sh\necho the real hook\n';
  beforeEach(() => {
    repo = realpathSync(mkdtempSync(path.join(tmpdir(), 'rc-gitdir-')));
    mkdirSync(path.join(repo, '.git', 'hooks'), { recursive: true });
    writeFileSync(path.join(repo, '.git', 'hooks', 'pre-commit'), HOOK, { mode: 0o755 });
    writeFileSync(path.join(repo, '.git', 'config'), '[core]\n\tbare = false\n');
    writeFileSync(path.join(repo, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(path.join(repo, 'api.yaml'), SPEC);
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('--update-baseline does not write through a baseline symlink onto a git hook', async () => {
    symlinkSync('.git/hooks/pre-commit', path.join(repo, '.rest-conventions-baseline.json'));
    const res = await cli(['lint', '--update-baseline', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /cannot write the baseline .*: it is in a git folder \(\.git\)/);
    assert.equal(readFileSync(path.join(repo, '.git', 'hooks', 'pre-commit'), 'utf8'), HOOK);
  });

  it('-o into .git is refused, and --fix leaves a spec symlink into .git alone', async () => {
    const res = await cli(['lint', '-o', '.git/hooks/post-checkout', 'api.yaml'], { cwd: repo });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /in a git folder/);
    symlinkSync('.git/config', path.join(repo, 'config.yaml'));
    const fix = await cli(['lint', '--fix', 'config.yaml'], { cwd: repo });
    assert.match(fix.stderr, /config\.yaml: cannot read the file: it is in a git folder/);
    assert.equal(readFileSync(path.join(repo, '.git', 'config'), 'utf8'), '[core]\n\tbare = false\n');
  });

  it('a $ref into .git is not read', async () => {
    writeFileSync(
      path.join(repo, 'refs.yaml'),
      `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /h:
    get:
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { $ref: './.git/HEAD' } } }
`,
    );
    const res = await cli(['lint', '--format', 'json', 'refs.yaml'], { cwd: repo });
    const refs = (JSON.parse(res.stdout) as { rule: string; message: string }[]).filter(
      (f) => f.rule === 'unresolved-ref',
    );
    assert.equal(refs.length, 1, res.stdout);
    assert.match(refs[0].message, /in a git folder/);
  });
});
