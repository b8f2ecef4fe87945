import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ROOT } from './run';

/**
 * Attack (issue 24 item 6), the GitHub Action's side: its step (scripts/action.sh) must pass the `paths` input after
 * `--`, so a path named like an option is a path. The npm install is replaced by a stand-in that puts a recording
 * `rest-conventions` where the step looks for it; the real install is run by the packaging suite.
 */
describe('the GitHub Action passes its paths after --', () => {
  let work: string;
  before(() => {
    work = mkdtempSync(path.join(tmpdir(), 'rc-action-'));
    const bin = path.join(work, 'bin');
    mkdirSync(bin);
    // The recording CLI: one argument a line, then <end>.
    const recorder = path.join(work, 'recorder');
    writeFileSync(recorder, `#!/usr/bin/env bash\nprintf '%s\\n' "$@" '<end>' >> '${work}/calls'\n`);
    chmodSync(recorder, 0o755);
    // `npm install --prefix DIR …`: puts the recorder at DIR/node_modules/.bin/rest-conventions.
    writeFileSync(
      path.join(bin, 'npm'),
      `#!/usr/bin/env bash\nwhile [ "$1" != "--prefix" ]; do shift; done\nmkdir -p "$2/node_modules/.bin"\ncp '${recorder}' "$2/node_modules/.bin/rest-conventions"\n`,
    );
    chmodSync(path.join(bin, 'npm'), 0o755);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('lints `--output=package.json` and `--config=off.yaml` as paths, for annotations and for SARIF', () => {
    const run = spawnSync('bash', [path.join(ROOT, 'scripts/action.sh')], {
      encoding: 'utf8',
      env: {
        PATH: `${path.join(work, 'bin')}:${process.env.PATH}`,
        RC_PATHS: '--output=package.json --config=off.yaml',
        RC_ACTION_PATH: ROOT,
        RC_TEMP: work,
        RC_SARIF: path.join(work, 'out.sarif'),
        GITHUB_OUTPUT: path.join(work, 'outputs'),
      },
    });
    assert.equal(run.status, 0, run.stderr);
    const calls = readFileSync(path.join(work, 'calls'), 'utf8').split('\n<end>\n').filter(Boolean);
    assert.equal(calls.length, 2);
    for (const call of calls) {
      const args = call.split('\n');
      const end = args.indexOf('--');
      assert.ok(end > 0, call);
      assert.deepEqual(args.slice(end + 1), ['--output=package.json', '--config=off.yaml']);
    }
  });

  it('compares with the base given as one `--base=REV` argument, the paths after --, and writes the changelog asked for', () => {
    rmSync(path.join(work, 'calls'), { force: true });
    const run = spawnSync('bash', [path.join(ROOT, 'scripts/action.sh')], {
      encoding: 'utf8',
      env: {
        PATH: `${path.join(work, 'bin')}:${process.env.PATH}`,
        RC_PATHS: 'specs --output=package.json',
        RC_BASE: '--output=owned',
        RC_FAIL_ON: 'warning',
        RC_CHANGELOG: path.join(work, 'changes.md'),
        RC_ACTION_PATH: ROOT,
        RC_TEMP: work,
        GITHUB_OUTPUT: path.join(work, 'outputs'),
      },
    });
    assert.equal(run.status, 0, run.stderr);
    const calls = readFileSync(path.join(work, 'calls'), 'utf8')
      .split('\n<end>\n')
      .filter(Boolean)
      .map((c) => c.split('\n'));
    assert.deepEqual(
      calls.map((c) => c.slice(0, c.indexOf('--'))),
      [
        ['lint', '--format', 'github-actions', '--fail-on', 'warning'],
        ['diff', '--base=--output=owned', '--format', 'github-actions', '--fail-on', 'warning'],
        [
          'diff',
          '--base=--output=owned',
          '--format',
          'markdown',
          '--fail-on',
          'never',
          '-o',
          path.join(work, 'changes.md'),
        ],
      ],
    );
    for (const c of calls) assert.deepEqual(c.slice(c.indexOf('--') + 1), ['specs', '--output=package.json']);
    const outputs = readFileSync(path.join(work, 'outputs'), 'utf8');
    assert.match(outputs, /^diff-exit-code=0$/m);
    assert.ok(outputs.includes(`changelog=${path.join(work, 'changes.md')}\n`));
  });

  it('fails with the worse exit code of the lint and the comparison', () => {
    rmSync(path.join(work, 'calls'), { force: true });
    // A CLI that fails the comparison only (a git error: 2) while the lint passes.
    const failing = path.join(work, 'failing');
    writeFileSync(failing, `#!/usr/bin/env bash\n[ "$1" = diff ] && exit 2\nexit 0\n`);
    chmodSync(failing, 0o755);
    const bin = path.join(work, 'bin-failing');
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      path.join(bin, 'npm'),
      `#!/usr/bin/env bash\nwhile [ "$1" != "--prefix" ]; do shift; done\nmkdir -p "$2/node_modules/.bin"\ncp '${failing}' "$2/node_modules/.bin/rest-conventions"\n`,
    );
    chmodSync(path.join(bin, 'npm'), 0o755);
    const temp = path.join(work, 'temp-failing');
    mkdirSync(temp, { recursive: true });
    const run = spawnSync('bash', [path.join(ROOT, 'scripts/action.sh')], {
      encoding: 'utf8',
      env: {
        PATH: `${bin}:${process.env.PATH}`,
        RC_PATHS: 'api.yaml',
        RC_BASE: 'origin/main',
        RC_ACTION_PATH: ROOT,
        RC_TEMP: temp,
        GITHUB_OUTPUT: path.join(temp, 'outputs'),
      },
    });
    assert.equal(run.status, 2);
    const outputs = readFileSync(path.join(temp, 'outputs'), 'utf8');
    assert.match(outputs, /^exit-code=0$/m);
    assert.match(outputs, /^diff-exit-code=2$/m);
  });
});
