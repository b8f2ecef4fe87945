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
});
