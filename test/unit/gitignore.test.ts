import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

describe('.gitignore', () => {
  it('ignores what the package scripts write at the top: the npm pack tarball and the .vsix', () => {
    const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    const written = [`${name}-${version}.tgz`, `${name}-${version}.vsix`];
    const r = spawnSync('git', ['check-ignore', '--no-index', '--verbose', ...written], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.deepEqual(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => l.split('\t')[1]),
      written,
      r.stderr,
    );
  });
});
