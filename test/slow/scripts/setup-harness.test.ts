import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../../test/integration/setup-harness.sh');

describe('setup-harness.sh (what `npm test` prints while it installs the VS Code harness)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'rc-harness-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('says what it installs, where and for how long before the silent npm install starts', () => {
    // A stand-in npm: records that it ran after the announcement, and installs nothing.
    const bin = path.join(dir, 'bin');
    const log = path.join(dir, 'npm.log');
    spawnSync('mkdir', ['-p', bin]);
    writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "npm $*" >> '${log}'\necho "(npm ran)"\n`);
    chmodSync(path.join(bin, 'npm'), 0o755);
    const harness = path.join(dir, 'harness');
    const r = spawnSync('bash', [SCRIPT, harness], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    });
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.split('\n');
    const said = lines.findIndex((l) => l.startsWith('setup-harness: installing code-server 4.100.3'));
    assert.ok(said >= 0, r.stdout);
    assert.ok(lines[said].includes(harness) && lines[said].includes('about 2 minutes once'), lines[said]);
    assert.ok(said < lines.indexOf('(npm ran)'), 'the announcement comes before npm');
    assert.match(readFileSync(log, 'utf8'), /^npm install --prefix .* code-server@4\.100\.3\n$/);
  });
});
