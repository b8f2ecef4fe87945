import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { writeJson } from '../../../src/cli/format/json';
import { runLint, type CliIo } from '../../../src/cli/lint-command';
import type { Finding } from '../../../src/core/rules/types';

/**
 * A spec of `n` member paths, every other one documenting a 404: the API's norm is met by half, so each of the others
 * is its own `not-found-response` finding (n / 2 of them), and the API-wide findings list every path as related.
 * Per-place findings of one decision are grouped (RULES.md, "Reporting"), so the noise comes from departures.
 */
function noisySpec(n: number): string {
  const paths: string[] = [];
  for (let i = 0; i < n; i++) {
    const gone = i % 2 === 0 ? ', "404": {description: gone}' : '';
    paths.push(
      `  /w${i}/{id}:\n    get:\n      parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n` +
        `      responses: {"200": {description: ok}${gone}}`,
    );
  }
  return `openapi: 3.0.3\ninfo:\n  title: Noisy\n  version: '1'\npaths:\n${paths.join('\n')}\n`;
}

/** Runs `rest-conventions lint` in this process, keeping every write to stdout apart. */
async function lintWrites(args: string[], cwd: string): Promise<{ code: number; writes: string[] }> {
  const writes: string[] = [];
  const io: CliIo = {
    cwd,
    env: {},
    stdout: { write: (s: string) => writes.push(s), isTTY: false },
    stderr: { write: () => true },
    workerFile: '',
    version: '0.0.0',
    homepage: 'https://example.com',
  };
  const code = await runLint(args, io);
  return { code, writes };
}

describe('cli: output written a chunk at a time', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rest-conventions-chunks-'));
    // About 0.98 MB of YAML: linted in the main thread (the pool starts at 1 MB), about 3 MB of JSON output, some
    // findings with thousands of related places (written a piece at a time too).
    writeFileSync(path.join(dir, 'noisy.yaml'), noisySpec(6000));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  // A corpus-wide lint prints hundreds of megabytes; one string for all of it ran into V8's longest string (2^29 − 24
  // characters) and the CLI failed after linting everything, with nothing printed.
  for (const format of ['json', 'sarif', 'text']) {
    it(`prints --format ${format} in pieces of about 64 K characters, never the whole output at once`, async () => {
      const { code, writes } = await lintWrites(['--format', format, 'noisy.yaml'], dir);
      assert.equal(code, 1);
      const total = writes.reduce((n, w) => n + w.length, 0);
      assert.ok(total > 500_000, `${total} characters`);
      assert.ok(writes.length > 5, `${writes.length} writes`);
      const longest = Math.max(...writes.map((w) => w.length));
      assert.ok(longest < 70_000, `a write of ${longest} characters`);
      const text = writes.join('');
      if (format === 'text') {
        assert.match(text, /^noisy\.yaml:\d+:\d+ \w+ [\w-]+ /);
        assert.match(text, /\n\d+ problems \(\d+ errors?, \d+ warnings?, \d+ infos?\) in 1 file\.\n$/);
      } else {
        // Pieced together, the text is the value laid out as JSON.stringify(value, null, 2) lays it out.
        const value = JSON.parse(text);
        assert.equal(text, JSON.stringify(value, null, 2) + '\n');
        const findings = format === 'json' ? value : value.runs[0].results;
        assert.ok(findings.length >= 3000, `${findings.length} findings`);
      }
    });
  }

  it('writes each string of a finding as JSON.stringify does, and [] for none', () => {
    const at = { line: 3, character: 7 };
    const finding: Finding = {
      uri: 'dir/"odd"\\name.json',
      rule: 'path-no-verbs',
      severity: 'warning',
      message: 'line\nbreak, tab\t, quote " and \u2028, emoji \ud83d\ude00, lone \ud800 surrogate, control \u0001',
      pointer: '/paths/~1a~1{b}',
      range: { start: at, end: { line: 4, character: 0 } },
      span: { start: 0, end: 1 },
    };
    const collect = (findings: Finding[]) => {
      const parts: string[] = [];
      writeJson(findings, (s) => parts.push(s));
      return parts.join('');
    };
    const plain = (f: Finding) => ({
      file: f.uri,
      rule: f.rule,
      severity: f.severity,
      message: f.message,
      pointer: f.pointer,
      range: f.range,
    });
    assert.equal(collect([finding, finding]), JSON.stringify([plain(finding), plain(finding)], null, 2) + '\n');
    assert.equal(collect([]), '[]\n');
  });
});
