import * as assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { version } from '../../../package.json';
import { lint } from '../../../src/core/lint';
import { buildOnce, FIXTURES, ROOT, runCli, runJson, where } from '../../unit/cli/run';

const DIRTY = [
  'dirty/orders.yaml:5:9-5:13 warning server-url',
  'dirty/orders.yaml:8:0-8:5 info list-sort-param',
  'dirty/orders.yaml:37:19-37:29 error duplicate-operation-id',
];

describe('cli: rest-conventions lint (spawning dist/cli.js)', function () {
  this.timeout(60_000);
  before(buildOnce);

  describe('text output', () => {
    it('prints file:line:col severity rule message, 1-based, and a summary; exits 1 on an error', () => {
      const run = runCli(['lint', 'dirty/orders.yaml']);
      assert.equal(run.code, 1);
      assert.equal(run.stderr, '');
      const lines = run.stdout.split('\n');
      assert.match(lines[0], /^dirty\/orders\.yaml:6:10 warning server-url \S/);
      assert.match(lines[1], /^dirty\/orders\.yaml:9:1 info list-sort-param \S/);
      assert.equal(
        lines[2],
        'dirty/orders.yaml:38:20 error duplicate-operation-id operationId "listOrders" is already used by GET /v1/orders; every operation needs its own operationId.',
      );
      const docs = 'https://github.com/rest-conventions/rest-conventions/blob/main/docs/rules/';
      assert.deepEqual(lines.slice(3), [
        '',
        'Rule documentation:',
        `  duplicate-operation-id  ${docs}duplicate-operation-id.md`,
        `  list-sort-param         ${docs}list-sort-param.md`,
        `  server-url              ${docs}server-url.md`,
        '',
        'Conventions cited:',
        '  §4  https://github.com/rest-conventions/rest-conventions/blob/main/docs/conventions.md#s4',
        '',
        '3 problems (1 error, 1 warning, 1 info) in 1 file.',
        '',
      ]);
    });

    it('says so when a spec is clean, and exits 0', () => {
      const run = runCli(['lint', 'clean/orders.yaml', 'clean/orders.json']);
      assert.deepEqual([run.code, run.stdout, run.stderr], [0, 'No problems found in 2 files.\n', '']);
    });

    it('colours only on a terminal, or when FORCE_COLOR asks, and never with NO_COLOR', () => {
      assert.doesNotMatch(runCli(['lint', 'dirty/orders.yaml']).stdout, /\u001b\[/);
      const forced = runCli(['lint', 'dirty/orders.yaml'], { env: { FORCE_COLOR: '1' } }).stdout;
      assert.ok(forced.includes('\u001b[31merror\u001b[39m'), 'error in red');
      assert.ok(forced.includes('\u001b[33mwarning\u001b[39m'), 'warning in yellow');
      assert.doesNotMatch(runCli(['lint', 'dirty/orders.yaml'], { env: { FORCE_COLOR: '0' } }).stdout, /\u001b\[/);
      const cli = path.join(ROOT, 'dist/cli.js');
      const env = { ...process.env, FORCE_COLOR: '' };
      const tty = spawnSync('script', ['-qec', `"${process.execPath}" "${cli}" lint dirty/orders.yaml`, '/dev/null'], {
        cwd: FIXTURES,
        encoding: 'utf8',
        env,
      });
      if (tty.error) return;
      assert.ok(tty.stdout.includes('\u001b[31merror'), 'a terminal gets colour');
      const noColour = spawnSync(
        'script',
        ['-qec', `"${process.execPath}" "${cli}" lint dirty/orders.yaml`, '/dev/null'],
        { cwd: FIXTURES, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } },
      );
      assert.doesNotMatch(noColour.stdout, /\u001b\[/);
    });
  });

  describe('json output', () => {
    it('prints one array of {file, rule, severity, message, pointer, range} with 0-based ranges', () => {
      const run = runJson(['dirty/orders.yaml']);
      assert.equal(run.code, 1);
      assert.deepEqual(run.findings.map(where), DIRTY);
      assert.deepEqual(
        run.findings.map((f) => f.pointer),
        ['/servers/0/url', '/paths', '/paths/~1v1~1orders~1{orderId}/get/operationId'],
      );
      assert.deepEqual(Object.keys(run.findings[0]), ['file', 'rule', 'severity', 'message', 'pointer', 'range']);
      for (const f of run.findings) assert.ok(f.message.length > 20);
    });

    it('prints [] for a clean spec', () => {
      const run = runJson(['clean/orders.yaml']);
      assert.deepEqual([run.code, run.findings], [0, []]);
    });

    it('names a finding inside a $ref-ed file by that file, once even when two specs share it', () => {
      const run = runJson(['refs/api.yaml', 'refs/other-api.yaml']);
      assert.deepEqual(run.findings.map(where), ['refs/schemas/order.yaml:9:13-9:38 error unresolved-ref']);
      assert.equal(run.findings[0].pointer, '/Order/properties/customer/$ref');
    });
  });

  describe('--fail-on and configuration', () => {
    it('exits by the most severe finding against --fail-on', () => {
      assert.equal(runCli(['lint', '--fail-on', 'never', 'dirty/orders.yaml']).code, 0);
      assert.equal(runCli(['lint', '--fail-on=info', 'clean/orders.yaml']).code, 0);
      const infoOnly = ['--config', 'configs/info-only.yaml', 'dirty/orders.yaml'];
      assert.deepEqual(runJson(infoOnly).findings.map(where), [DIRTY[1]]);
      assert.equal(runCli(['lint', ...infoOnly]).code, 0);
      assert.equal(runCli(['lint', '--fail-on', 'warning', ...infoOnly]).code, 0);
      assert.equal(runCli(['lint', '--fail-on', 'info', ...infoOnly]).code, 1);
    });

    it('applies severities from --config', () => {
      const run = runJson(['-c', 'configs/demote.yaml', '--fail-on', 'error', 'dirty/orders.yaml']);
      assert.deepEqual(run.findings.map(where), [
        'dirty/orders.yaml:5:9-5:13 warning server-url',
        'dirty/orders.yaml:8:0-8:5 error list-sort-param',
        'dirty/orders.yaml:37:19-37:29 warning duplicate-operation-id',
      ]);
      assert.equal(run.code, 1);
    });

    it('finds the nearest .rest-conventions.yaml/.yml/.json above each file', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rc-config-'));
      try {
        mkdirSync(path.join(dir, 'a/b'), { recursive: true });
        mkdirSync(path.join(dir, 'c'), { recursive: true });
        mkdirSync(path.join(dir, 'd'), { recursive: true });
        for (const p of ['a/b/spec.yaml', 'c/spec.yaml', 'd/spec.yaml', 'top.yaml'])
          copyFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), path.join(dir, p));
        copyFileSync(path.join(FIXTURES, 'configs/info-only.yaml'), path.join(dir, '.rest-conventions.yaml'));
        writeFileSync(path.join(dir, 'c/.rest-conventions.yml'), 'rules:\n  list-sort-param: off\n');
        writeFileSync(path.join(dir, 'd/.rest-conventions.json'), '{"rules": {"server-url": "error"}}');
        const run = runJson(['.'], { cwd: dir });
        assert.deepEqual(run.findings.map(where), [
          'a/b/spec.yaml:8:0-8:5 info list-sort-param',
          'c/spec.yaml:5:9-5:13 warning server-url',
          'c/spec.yaml:37:19-37:29 error duplicate-operation-id',
          'd/spec.yaml:5:9-5:13 error server-url',
          'd/spec.yaml:8:0-8:5 info list-sort-param',
          'd/spec.yaml:37:19-37:29 error duplicate-operation-id',
          'top.yaml:8:0-8:5 info list-sort-param',
        ]);
        assert.equal(run.stderr, '');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('stops with exit 2 on a bad --config, naming file, key path and line:col', () => {
      const run = runCli(['lint', '--config', 'configs/bad.yaml', 'dirty/orders.yaml']);
      assert.equal(run.code, 2);
      assert.equal(run.stdout, '');
      assert.equal(
        run.stderr,
        'configs/bad.yaml:4:32: rules.path-no-verbs.options.verbs[2]: Expected a non-empty string; got number 42.\n' +
          'configs/bad.yaml:5:15: rules.server-url: Invalid severity "loud"; use one of off, error, warning, info.\n',
      );
    });

    it('reports a bad discovered configuration once, skips the files under it, and lints the others', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rc-badconf-'));
      try {
        mkdirSync(path.join(dir, 'bad'));
        copyFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), path.join(dir, 'bad/one.yaml'));
        copyFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), path.join(dir, 'bad/two.yaml'));
        copyFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), path.join(dir, 'good.yaml'));
        writeFileSync(path.join(dir, 'bad/.rest-conventions.yaml'), 'rules:\n  path-no-verb: off\n');
        const run = runJson(['.'], { cwd: dir });
        assert.equal(run.code, 2);
        assert.equal(
          run.stderr,
          'bad/.rest-conventions.yaml:2:3: rules.path-no-verb: Unknown rule "path-no-verb". Did you mean "path-no-verbs"?\n',
        );
        assert.deepEqual([...new Set(run.findings.map((f) => f.file))], ['good.yaml']);
        const missing = runCli(['lint', '--config', 'nope.yaml', 'good.yaml'], { cwd: dir });
        assert.equal(missing.code, 2);
        assert.match(missing.stderr, /^nope\.yaml: cannot read the configuration: /);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('paths: files, folders, globs', () => {
    it('walks folders for *.yaml, *.yml, *.json, skipping node_modules, dot-folders and non-OpenAPI files', () => {
      const run = runCli(['lint', 'tree']);
      assert.equal(run.code, 1);
      assert.equal(run.stderr, '');
      assert.ok(run.stdout.endsWith('3 problems (1 error, 1 warning, 1 info) in 3 files.\n'), run.stdout);
      assert.deepEqual([...new Set(runJson(['tree']).findings.map((f) => f.file))], ['tree/sub/c.yml']);
    });

    it('expands *, **, ? and {a,b} globs itself', () => {
      const count = (pattern: string) =>
        /in (\d+) files?\.\n$/.exec(runCli(['lint', '--fail-on', 'never', pattern]).stdout)?.[1];
      assert.equal(count('tree/**/*.{yml,json}'), '2');
      assert.equal(count('tree/*.yaml'), '1');
      assert.equal(count('tree/sub/?.*'), '2');
      assert.equal(count('**/orders.json'), '1');
      const none = runCli(['lint', 'tree/**/*.nothing']);
      assert.deepEqual([none.code, none.stderr], [2, 'No files match the pattern "tree/**/*.nothing".\n']);
    });

    it('reports a parse error in a file named outright and notes a non-OpenAPI one', () => {
      const broken = runJson(['broken/broken.yaml']);
      assert.equal(broken.code, 1);
      assert.deepEqual(
        broken.findings.map((f) => `${f.file} ${f.rule} ${f.severity}`),
        ['broken/broken.yaml parse-error error'],
      );
      const other = runCli(['lint', 'broken/not-openapi.yaml', '--allow-empty']);
      assert.equal(other.code, 0);
      assert.equal(
        other.stderr,
        'broken/not-openapi.yaml: not an OpenAPI document (no top-level `openapi` or `swagger` key); skipped.\n',
      );
    });

    it('reports a broken minified JSON spec found by a folder walk, as the editor does, and still skips other broken files', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rc-walk-broken-'));
      try {
        mkdirSync(path.join(dir, 'specs'));
        writeFileSync(
          path.join(dir, 'specs/api.json'),
          '{"info":{"title":"x","version":"1"},"openapi":"3.0.0","paths":{"/a":{"get":}}}',
        );
        writeFileSync(path.join(dir, 'specs/data.json'), '{"name": "not a spec",}');
        const run = runJson(['specs'], { cwd: dir });
        assert.equal(run.code, 1);
        assert.deepEqual(run.findings.map(where), ['specs/api.json:0:75-0:76 error parse-error']);
        assert.equal(run.findings[0].message, 'Expected a JSON value.');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('exits 2 for a missing file but still lints the others', () => {
      const run = runJson(['nope.yaml', 'dirty/orders.yaml']);
      assert.equal(run.code, 2);
      assert.equal(run.stderr, 'No such file or folder: nope.yaml\n');
      assert.deepEqual(run.findings.map(where), DIRTY);
    });

    it('refuses a file over the size limit with a clear finding instead of reading it', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rc-big-'));
      try {
        const big = path.join(dir, 'big.yaml');
        writeFileSync(big, 'openapi: 3.1.0\n');
        truncateSync(big, 65 * 1024 * 1024);
        const run = runJson(['big.yaml'], { cwd: dir });
        assert.equal(run.code, 1);
        assert.deepEqual(run.findings.map(where), ['big.yaml:0:0-0:0 error parse-error']);
        assert.equal(run.findings[0].message, 'The file is 65.0 MB, larger than the 64 MB limit, and is not linted.');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    it('lints a big JSON file with non-ASCII text as the editor lints its text, broken or not', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rc-big-json-'));
      try {
        // Findings after many non-ASCII characters, in a file over 1 MB.
        const notes = Array.from({ length: 40000 }, (_, i) => `"Menü ${i}: café, crème 🍫"`).join(',\n    ');
        const paths = [1, 2, 3]
          .map(
            (i) =>
              `    "/cafés/getMenü${i}": {"get": {"summary": "🍫 ${i}", "responses": {"200": {"description": "ok"}}}}`,
          )
          .join(',\n');
        const head = `\uFEFF{\n  "openapi": "3.0.3",\n  "info": {"title": "Cafés", "version": "1"},\n  "x-notes": [\n    ${notes}\n  ],\n  "paths": {\n`;
        const body = paths;
        for (const text of [`${head}${body}\n  }\n}\n`, `${head}${body},\n  }\n}\n`]) {
          writeFileSync(path.join(dir, 'big.json'), text);
          assert.ok(Buffer.byteLength(text) > 1 << 20);
          const run = runJson(['big.json'], { cwd: dir });
          const expected = lint({ uri: 'big.json', text }).findings;
          assert.ok(expected.length > 0);
          assert.deepEqual(
            run.findings.map((f) => [f.rule, f.message, f.range]),
            expected.map((f) => [f.rule, f.message, f.range]),
          );
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('workers', () => {
    it('gives the same findings, in the same order, over worker threads as in the main thread', () => {
      const args = ['tree', 'dirty/orders.yaml', 'refs', 'clean', 'broken/broken.yaml'];
      const main = runJson(['--workers', '0', ...args]);
      const pooled = runJson(['--workers', '2', ...args]);
      assert.equal(main.findings.length, 8);
      assert.deepEqual(pooled.findings, main.findings);
      assert.deepEqual([pooled.code, pooled.stderr], [main.code, main.stderr]);
    });
  });

  describe('usage', () => {
    it('prints help and version', () => {
      const help = runCli(['lint', '--help']);
      assert.equal(help.code, 0);
      assert.match(help.stdout, /^Usage: rest-conventions lint \[options\] PATH\.\.\./);
      assert.match(runCli(['--help']).stdout, /^Usage: rest-conventions <command>/);
      assert.deepEqual([runCli(['--version']).stdout, runCli(['--version']).code], [`${version}\n`, 0]);
    });

    it('exits 2 with a message on stderr for usage errors', () => {
      for (const args of [
        ['lint'],
        ['lint', '--format', 'xml', 'x.yaml'],
        ['lint', '--fail-on', 'fatal', 'x.yaml'],
        ['lint', '--bogus', 'x.yaml'],
        ['frobnicate'],
        [],
      ]) {
        const run = runCli(args);
        assert.equal(run.code, 2, args.join(' '));
        assert.equal(run.stdout, '');
        assert.ok(run.stderr.length > 0);
      }
      assert.match(runCli(['lint']).stderr, /^rest-conventions lint: No paths given/);
      assert.match(
        runCli(['lint', '-f', 'xml', 'x']).stderr,
        /^rest-conventions lint: --format needs one of text, json, sarif, github-actions, codeclimate, junit, not "xml"\./,
      );
    });
  });

  it('stops quietly, with the exit code of the lint, when the reader of its output goes away (| head)', () => {
    // Enough output to fill the pipe after `head` has read its one line and gone.
    const spec = path.join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');
    const res = spawnSync(
      'bash',
      [
        '-c',
        `set -o pipefail; node "${path.join(ROOT, 'dist/cli.js')}" lint --format json "${spec}" | head -c 10 >/dev/null`,
      ],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(res.stderr, '');
    assert.equal(res.status, 1);
  });

  it('keeps the bundled CLI executable with a node shebang', () => {
    assert.equal(readFileSync(path.join(ROOT, 'dist/cli.js'), 'utf8').split('\n')[0], '#!/usr/bin/env node');
  });
});
