import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { recordTables } from '../../bench/results.mjs';

describe('npm run bench: bench/RESULTS.md is written only with --write', () => {
  let dir: string;
  let file: string;
  const before = '# Benchmarks\n\nIntro.\n\n<!-- bench:start -->\nold table\n<!-- bench:end -->\n\n## Editor\n\nkept\n';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rc-bench-'));
    file = path.join(dir, 'RESULTS.md');
    writeFileSync(file, before);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves the tracked file alone without --write, and says how to record', () => {
    const said = recordTables(file, ['new table'], false);
    assert.equal(readFileSync(file, 'utf8'), before);
    assert.equal(said, `${file} is unchanged: run \`npm run bench -- --write\` to record these figures there.`);
  });

  it('replaces only what is between the markers with --write', () => {
    assert.equal(recordTables(file, ['new table', 'row'], true), `Recorded in ${file}.`);
    assert.equal(
      readFileSync(file, 'utf8'),
      '# Benchmarks\n\nIntro.\n\n<!-- bench:start -->\nnew table\nrow\n<!-- bench:end -->\n\n## Editor\n\nkept\n',
    );
  });
});
