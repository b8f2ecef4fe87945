import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CATALOGUE } from '../../../src/core/rules/index';
import { buildOnce, FIXTURES, ROOT, runCli, runJson, where } from '../../unit/cli/run';

/** Runs the CLI with `input` on standard input. */
function runWithStdin(args: string[], input: string): { code: number | null; stdout: string; stderr: string } {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'dist/cli.js'), ...args], {
    cwd: FIXTURES,
    input,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '', NO_COLOR: '1' },
  });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

describe('cli: CI formats and conventions', function () {
  this.timeout(60_000);
  before(buildOnce);

  it('--format github-actions prints one workflow command per finding, escaped, with a notice for info', () => {
    const run = runCli(['lint', '--format', 'github-actions', 'dirty/orders.yaml']);
    assert.equal(run.code, 1);
    const lines = run.stdout.trimEnd().split('\n');
    assert.equal(lines.length, 3);
    assert.match(
      lines[0],
      /^::warning file=dirty\/orders\.yaml,line=6,col=10,endLine=6,endColumn=\d+,title=server-url \(REST Conventions\)::\S/,
    );
    assert.match(
      lines[1],
      /^::notice file=dirty\/orders\.yaml,line=9,col=1,endLine=9,endColumn=\d+,title=list-sort-param \(REST Conventions\)::/,
    );
    assert.match(
      lines[2],
      /^::error file=dirty\/orders\.yaml,line=38,col=20,endLine=38,endColumn=30,title=duplicate-operation-id \(REST Conventions\)::operationId "listOrders" is already used/,
    );
    assert.ok(lines.every((l) => !l.slice(2).includes('\n')));
  });

  it('--format codeclimate writes GitLab Code Quality issues with fingerprints that do not depend on the line', () => {
    const run = runCli(['lint', '--format', 'codeclimate', 'dirty/orders.yaml']);
    assert.equal(run.code, 1);
    const issues = JSON.parse(run.stdout) as {
      check_name: string;
      severity: string;
      fingerprint: string;
      location: { path: string; positions: { begin: { line: number } } };
    }[];
    assert.deepEqual(
      issues.map((i) => `${i.location.path}:${i.location.positions.begin.line} ${i.severity} ${i.check_name}`),
      [
        'dirty/orders.yaml:6 minor server-url',
        'dirty/orders.yaml:9 info list-sort-param',
        'dirty/orders.yaml:38 major duplicate-operation-id',
      ],
    );
    assert.ok(issues.every((i) => /^[0-9a-f]{32}$/.test(i.fingerprint)));
    assert.equal(new Set(issues.map((i) => i.fingerprint)).size, 3);
    const text = readFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), 'utf8');
    const shifted = runWithStdin(
      ['lint', '--format', 'codeclimate', '-', '--stdin-filename', 'dirty/orders.yaml'],
      `# a comment line\n${text}`,
    );
    const moved = JSON.parse(shifted.stdout) as typeof issues;
    assert.deepEqual(
      moved.map((i) => i.fingerprint),
      issues.map((i) => i.fingerprint),
      'the same findings one line lower keep their fingerprints',
    );
    assert.deepEqual(
      moved.map((i) => i.location.positions.begin.line),
      [7, 10, 39],
    );
  });

  it('--format junit writes one suite per file, a failing case per finding and a passing case for a clean file', () => {
    const run = runCli(['lint', '--format', 'junit', 'dirty/orders.yaml', 'clean/orders.yaml']);
    assert.equal(run.code, 1);
    assert.match(
      run.stdout,
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="rest-conventions" tests="4" failures="3">\n/,
    );
    assert.match(run.stdout, /<testsuite name="dirty\/orders\.yaml" tests="3" failures="3" errors="0">/);
    assert.match(
      run.stdout,
      /<testcase classname="dirty\/orders\.yaml" name="duplicate-operation-id \/paths\/~1v1~1orders~1\{orderId\}\/get\/operationId">\n {6}<failure type="error" message="operationId &quot;listOrders&quot; is already used/,
    );
    assert.match(
      run.stdout,
      /<testsuite name="clean\/orders\.yaml" tests="1" failures="0" errors="0">\n {4}<testcase classname="clean\/orders\.yaml" name="REST conventions"\/>/,
    );
    assert.equal((run.stdout.match(/<testcase /g) ?? []).length, 4);
  });

  it('-o writes the report to a file, uncoloured, and prints nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-out-'));
    try {
      const file = path.join(dir, 'report.sarif');
      const run = runCli(['lint', '-f', 'sarif', '-o', file, 'dirty/orders.yaml'], { env: { FORCE_COLOR: '1' } });
      assert.deepEqual([run.code, run.stdout, run.stderr], [1, '', '']);
      assert.equal(JSON.parse(readFileSync(file, 'utf8')).runs[0].results.length, 3);
      const text = path.join(dir, 'report.txt');
      runCli(['lint', '--output', text, 'dirty/orders.yaml'], { env: { FORCE_COLOR: '1' } });
      assert.doesNotMatch(readFileSync(text, 'utf8'), /\u001b\[/);
      const bad = runCli(['lint', '-o', path.join(dir, 'no/such/dir/x.json'), 'dirty/orders.yaml']);
      assert.equal(bad.code, 2);
      assert.match(bad.stderr, /^rest-conventions lint: cannot write .*x\.json: no such file\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--quiet reports errors only and counts only them for the exit code', () => {
    const run = runJson(['--quiet', 'dirty/orders.yaml']);
    assert.equal(run.code, 1);
    assert.deepEqual(run.findings.map(where), ['dirty/orders.yaml:37:19-37:29 error duplicate-operation-id']);
    const warnings = runJson(['-q', '--fail-on', 'warning', 'clean/orders.yaml']);
    assert.deepEqual([warnings.code, warnings.findings], [0, []]);
  });

  it('lints standard input with - as --stdin-filename names it, or as <stdin>', () => {
    const text = readFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), 'utf8');
    const named = runWithStdin(['lint', '--format', 'json', '-', '--stdin-filename', 'dirty/orders.yaml'], text);
    assert.equal(named.code, 1);
    assert.deepEqual(
      (JSON.parse(named.stdout) as { file: string; rule: string }[]).map((f) => `${f.file} ${f.rule}`),
      ['dirty/orders.yaml server-url', 'dirty/orders.yaml list-sort-param', 'dirty/orders.yaml duplicate-operation-id'],
    );
    const anonymous = runWithStdin(['lint', '-'], text);
    assert.equal(anonymous.code, 1);
    assert.match(anonymous.stdout, /^<stdin>:6:10 warning server-url /);
    const json = runWithStdin(
      ['lint', '-f', 'json', '-', '--stdin-filename', 'api.json'],
      '{"openapi": "3.1.0", "paths": ',
    );
    assert.deepEqual(
      (JSON.parse(json.stdout) as { file: string; rule: string }[]).map((f) => `${f.file} ${f.rule}`),
      ['api.json parse-error'],
    );
    assert.match(
      runCli(['lint', '--stdin-filename', 'x.yaml', 'clean/orders.yaml']).stderr,
      /--stdin-filename needs - among the paths/,
    );
  });

  it('exits 2 when no OpenAPI document was found, unless --allow-empty', () => {
    const none = runCli(['lint', 'broken/not-openapi.yaml']);
    assert.equal(none.code, 2);
    assert.match(
      none.stderr,
      /none of the file found is an OpenAPI document|none of the files? found is an OpenAPI document/,
    );
    assert.match(none.stderr, /--allow-empty/);
    const glob = runCli(['lint', 'tree/notes.yaml', 'tree/readme.md']);
    assert.equal(glob.code, 2);
    const allowed = runCli(['lint', '--allow-empty', 'broken/not-openapi.yaml']);
    assert.equal(allowed.code, 0);
  });

  it('SARIF: executionSuccessful follows the exit code, and every rule has full description, help URI and level', () => {
    const ok = JSON.parse(runCli(['lint', '-f', 'sarif', 'dirty/orders.yaml']).stdout);
    assert.equal(ok.runs[0].invocations[0].executionSuccessful, true);
    assert.equal(ok.runs[0].invocations[0].exitCode, 1);
    const failed = runCli(['lint', '-f', 'sarif', 'nope.yaml', 'dirty/orders.yaml']);
    assert.equal(failed.code, 2);
    const log = JSON.parse(failed.stdout);
    assert.equal(log.runs[0].invocations[0].executionSuccessful, false);
    assert.equal(log.runs[0].invocations[0].exitCode, 2);
    const rules = log.runs[0].tool.driver.rules as {
      id: string;
      shortDescription: { text: string };
      fullDescription: { text: string };
      helpUri: string;
      defaultConfiguration: { level: string };
    }[];
    assert.deepEqual(
      rules.map((r) => r.id),
      CATALOGUE.map((r) => r.id),
    );
    for (const r of rules) {
      assert.ok(r.shortDescription.text.length > 10, r.id);
      assert.ok(r.fullDescription.text.length > r.shortDescription.text.length, r.id);
      assert.match(r.helpUri, new RegExp(`/docs/rules/${r.id}\\.md$`));
      assert.ok(['error', 'warning', 'note'].includes(r.defaultConfiguration.level), r.id);
    }
  });
});
