import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { baselineLocation, DEFAULT_BASELINE } from '../../../src/core/files/front';

/** The baseline's place and keys are decided once (core), for the CLI's paths and the editor's URI paths alike. */
describe('core: where the baseline is and how it names files (baselineLocation)', () => {
  it('takes the default name when none is given, and resolves a relative name against the root', () => {
    const cli = baselineLocation(undefined, '/repo', path.posix);
    assert.equal(cli.shown, DEFAULT_BASELINE);
    assert.equal(cli.file, `/repo/${DEFAULT_BASELINE}`);
    const named = baselineLocation('ci/base.json', '/repo', path.posix);
    assert.equal(named.shown, 'ci/base.json');
    assert.equal(named.file, '/repo/ci/base.json');
    assert.equal(baselineLocation('/etc/base.json', '/repo', path.posix).file, '/etc/base.json');
  });

  it('names a file relative to the baseline’s folder with / separators, on either path syntax', () => {
    const posix = baselineLocation('ci/base.json', '/repo', path.posix);
    assert.equal(posix.fileOf('/repo/api/openapi.yaml'), '../api/openapi.yaml');
    assert.equal(posix.fileOf('/repo/ci/openapi.yaml'), 'openapi.yaml');
    const win = baselineLocation('ci\\base.json', 'C:\\repo', path.win32);
    assert.equal(win.file, 'C:\\repo\\ci\\base.json');
    assert.equal(win.fileOf('C:\\repo\\api\\openapi.yaml'), '../api/openapi.yaml');
  });
});
