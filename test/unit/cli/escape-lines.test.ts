import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collect } from '../../../src/cli/format/chunks';
import { writeCodeClimate } from '../../../src/cli/format/codeclimate';
import { escapeLine } from '../../../src/cli/format/escape';
import { writeJunit } from '../../../src/cli/format/junit';
import { writeSarif } from '../../../src/cli/format/sarif';
import type { Finding } from '../../../src/core/rules/types';
import { runMockCommand } from '../../../src/cli/mock-command';
import { runRequestCommand } from '../../../src/cli/request-command';
import { cli, FIXTURES } from './run';

const OSC52 = '\u001b]52;c;aGk=\u0007';
/** A file name and a configuration key that try to start workflow commands of their own. */
const FORGED = 'x\n::error file=forged.yaml::forged\n::stop-commands::abc\n';

/** Every line of the output that GitHub's runner would read as a workflow command, other than our annotations. */
function forgedCommands(text: string): string[] {
  return text.split('\n').filter((l) => /^\s*::/.test(l) && !/^::(error|warning|notice) file=[^\n]*::/.test(l));
}

/** Attacks (issue 24 items 5 and 7): fields from specs, file names and configurations forged lines and commands. */
describe('cli: every field of a line is escaped for its format', function () {
  this.timeout(60_000);
  let dir: string;
  const dirty = readFileSync(join(FIXTURES, 'dirty/orders.yaml'), 'utf8');
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'rc-lines-'));
    writeFileSync(
      join(dir, `${FORGED}.yaml`),
      dirty.replace('      summary: List orders\n', `      summary: List orders # ${OSC52}\n`),
    );
    writeFileSync(join(dir, '::stop-commands::tok.yaml'), dirty);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('escapeLine shows line breaks and controls and never starts a line with ::', () => {
    assert.equal(escapeLine(`a\nb\r\nc\u2028d${OSC52}`), 'a\\x0ab\\x0d\\x0ac\\u2028d\\x1b]52;c;aGk=\\x07');
    assert.equal(escapeLine('::error::x'), '\\x3a:error::x');
    assert.equal(escapeLine('  ::warning::x'), '  \\x3a:warning::x');
    assert.equal(escapeLine('a::b'), 'a::b');
  });

  it('SARIF, Code Climate and JUnit carry a hostile file name and message in their own encodings', () => {
    const f = {
      rule: 'path-no-verbs',
      severity: 'error',
      message: `m${FORGED}${OSC52}<&"'>`,
      uri: `${FORGED}${OSC52}.yaml`,
      pointer: '/paths',
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
    } as Finding;
    const sarif = collect((sink) =>
      writeSarif([f], { version: '0', informationUri: 'x', cwd: '/', ruleFailures: [], exitCode: 1 }, sink),
    );
    assert.ok(JSON.stringify(JSON.parse(sarif)).includes(JSON.stringify(f.message)), 'SARIF holds the message as JSON');
    const issues = JSON.parse(collect((sink) => writeCodeClimate([f], sink))) as { description: string }[];
    assert.equal(issues[0].description, `path-no-verbs: ${f.message}`);
    for (const out of [sarif, collect((sink) => writeCodeClimate([f], sink))])
      assert.ok(!/[\u0000-\u0009\u000b-\u001f]/.test(out) && forgedCommands(out).length === 0);
    const junit = collect((sink) => writeJunit([f], [f.uri], sink));
    assert.ok(!/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(junit), 'no character XML 1.0 forbids');
    assert.ok(junit.includes('&lt;&amp;&quot;&apos;&gt;') && !junit.includes(`<&"'>`));
    assert.ok(junit.includes('x&#10;::error file=forged.yaml::forged&#10;'));
    assert.deepEqual(forgedCommands(junit), []);
  });

  for (const format of ['text', 'github-actions']) {
    it(`lint --format ${format}: a file name with a newline or a leading :: forges no line and no command`, async () => {
      const run = await cli(['lint', '--format', format, '.'], { cwd: dir });
      assert.equal(run.code, 1, run.stderr);
      assert.deepEqual(forgedCommands(run.stdout + run.stderr), []);
      assert.ok(!/[\u0000-\u0008\u000b-\u001f]/.test(run.stdout + run.stderr), JSON.stringify(run.stdout));
      assert.ok(!(run.stdout + run.stderr).split('\n').some((l) => l.startsWith('::error file=forged')));
      if (format === 'text')
        assert.match(
          run.stdout,
          /^x\\x0a::error file=forged\.yaml::forged\\x0a::stop-commands::abc\\x0a\.yaml:38:20 error /m,
        );
      else assert.match(run.stdout, /^::error file=x%0A%3A%3Aerror file=forged.yaml%3A%3Aforged%0A/m);
    });
  }

  it('a configuration key with a newline and ::error is reported on one line, as no command', async () => {
    const sub = mkdtempSync(join(tmpdir(), 'rc-cfg-'));
    writeFileSync(join(sub, 'api.yaml'), dirty);
    writeFileSync(join(sub, '.rest-conventions.yaml'), `${JSON.stringify(FORGED)}: 1\n`);
    const run = await cli(['lint', '--format', 'github-actions', 'api.yaml'], { cwd: sub });
    assert.equal(run.code, 2, run.stdout + run.stderr);
    assert.match(run.stderr, /x\\x0a::error file=forged/);
    assert.deepEqual(forgedCommands(run.stdout + run.stderr), []);
    rmSync(sub, { recursive: true, force: true });
  });

  it('lint --fix-dry-run prints the diff with the spec’s escape sequences shown, and the file name escaped', async () => {
    const run = await cli(['lint', '--fix-dry-run', '.'], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.stdout.includes('summary: List orders # \\x1b]52;c;aGk=\\x07'), run.stdout);
    assert.ok(run.stdout.includes('--- "a/x\\\\x0a::error file=forged.yaml::forged\\\\x0a'), run.stdout);
    assert.ok(!/[\u0000-\u0008\u000b-\u001f]/.test(run.stdout + run.stderr));
    assert.deepEqual(forgedCommands(run.stdout + run.stderr), []);
  });

  it('request names the spec’s operations on one line when an operationId holds a newline and ::error', async () => {
    writeFileSync(
      join(dir, 'ops.yaml'),
      `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a: {get: {operationId: "a\\n::error::forged", responses: {'200': {description: ok}}}}\n`,
    );
    let stderr = '';
    const code = await runRequestCommand([join(dir, 'ops.yaml'), 'nope'], {
      cwd: dir,
      env: {},
      stdout: { write: () => true },
      stderr: { write: (s) => (stderr += s) },
    });
    assert.equal(code, 2);
    assert.match(stderr, /a\\x0a::error::forged/);
    assert.deepEqual(forgedCommands(stderr), []);
  });

  it('mock prints the spec title at start-up on one line, its escapes shown', async () => {
    writeFileSync(
      join(dir, 'titled.yaml'),
      `openapi: 3.1.0\ninfo: {title: "Pets${OSC52.replace('\u001b', '\\e').replace('\u0007', '\\a')}\\n::error::forged", version: '1'}\npaths: {}\n`,
    );
    let stdout = '';
    let stderr = '';
    const stop = new AbortController();
    const done = runMockCommand(
      ['--port', '0', '--quiet', 'titled.yaml'],
      {
        cwd: dir,
        env: {},
        stdout: { write: (s: string) => ((stdout += s), queueMicrotask(() => stop.abort())) },
        stderr: { write: (s: string) => (stderr += s) },
        workerFile: '',
        version: '0',
        homepage: '',
      },
      stop.signal,
    );
    assert.equal(await done, 0, stderr);
    assert.match(
      stdout,
      /^Mock of Pets\\x1b\]52;c;aGk=\\x07\\x0a::error::forged at http:\/\/127\.0\.0\.1:\d+ \(0 operations, seed 1\)\.\n$/,
    );
  });
});
