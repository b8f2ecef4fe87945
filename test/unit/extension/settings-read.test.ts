import * as assert from 'node:assert/strict';
import {
  codeLensFrom,
  lintSettingsFrom,
  runnerSettingsFrom,
  SETTING_DEFAULTS,
  type SettingKey,
} from '../../../src/extension/settings-read';

/** A settings source over the defaults with some values set, as VS Code's configuration answers. */
const from =
  (set: Partial<Record<SettingKey, unknown>> = {}) =>
  (key: SettingKey) =>
    key in set ? set[key] : SETTING_DEFAULTS[key];

describe('settings: the one reader of every setting', () => {
  it('reads the defaults as the documented settings', () => {
    const lint = lintSettingsFrom(from(), true);
    assert.deepEqual(
      { ...lint, rules: undefined },
      {
        enable: true,
        run: 'onType',
        rules: undefined,
        files: ['**/*.yaml', '**/*.yml', '**/*.json'],
        remoteRefs: false,
        remoteRefsPrivate: false,
        baseline: '.rest-conventions-baseline.json',
        baselineFindings: 'hint',
        diffBase: '',
        fixTypes: ['compatible'],
        problems: [],
      },
    );
    const runner = runnerSettingsFrom(from(), () => undefined, { HTTPS_PROXY: 'http://proxy:3128' });
    assert.deepEqual(runner, {
      timeoutMs: 30_000,
      largeBodyBytes: 1024 * 1024,
      maxViewBytes: 16 * 1024 * 1024,
      maxResponseBytes: 50 * 1024 * 1024,
      proxy: { env: { HTTPS_PROXY: 'http://proxy:3128' } },
      proxyStrictSSL: true,
      secretHeaders: [],
    });
    assert.equal(codeLensFrom(from()), true);
  });

  it('replaces invalid values by the default and says what was wrong', () => {
    const lint = lintSettingsFrom(
      from({ run: 'sometimes', files: ['a.yaml', 3], baseline: 7, remoteRefs: true }),
      false,
    );
    assert.equal(lint.run, 'onType');
    assert.deepEqual(lint.files, ['a.yaml']);
    assert.equal(lint.baseline, '.rest-conventions-baseline.json');
    assert.equal(lint.remoteRefs, false, 'never in an untrusted workspace');
    assert.deepEqual(lint.problems, [
      'restConventions.run: expected "onType" or "onSave", got "sometimes".',
      'restConventions.files: expected a list of glob strings.',
      'restConventions.baseline: expected a file name.',
    ]);
    const runner = runnerSettingsFrom(
      from({ 'runner.timeout': -1, 'runner.secretHeaders': [' X-Session ', 4, ''] }),
      (k) => ({ proxy: ' http://p:1 ', noProxy: ['a', 'b'], proxyStrictSSL: false })[k],
      {},
    );
    assert.equal(runner.timeoutMs, 30_000);
    assert.deepEqual(runner.secretHeaders, ['x-session']);
    assert.deepEqual(runner.proxy, { url: 'http://p:1', noProxy: 'a,b' });
    assert.equal(runner.proxyStrictSSL, false);
    assert.equal(codeLensFrom(from({ 'runner.codeLens': false })), false);
  });
});
