import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parseDiffArgs } from '../../../src/cli/diff-command';
import { markdownText } from '../../../src/cli/format/markdown';
import { splitCodeSpans } from '../../../src/core/diff/code-span';
import { cli as inProcess } from './run';

/** Runs `rest-conventions ARGS` in this process, in `cwd`. */
const cli = (args: string[], cwd: string) => inProcess(args, { cwd });

const SPEC = (required: string, extra = '') => `openapi: 3.1.0
info: {title: t, version: 1.0.0}
paths:
  /jobs:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: 'schemas.yaml#/Job'}
${extra}`;
const SCHEMAS = (props: string) => `Job:
  type: object
  required: [id]
  properties:
${props}`;

describe('cli: rest-conventions diff', () => {
  let dir: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rc-diff-'));
    writeFileSync(path.join(dir, 'api.yaml'), SPEC('id'));
    writeFileSync(path.join(dir, 'schemas.yaml'), SCHEMAS('    id: {type: string}\n    state: {type: string}\n'));
    git('init', '-q');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '--allow-empty', '-m', 'empty');
    git('add', '.');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '-m', 'v1');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('compares each spec with its version at --base REF, $refs read from that revision, and names the base files REF:path', async () => {
    writeFileSync(path.join(dir, 'schemas.yaml'), SCHEMAS('    id: {type: string}\n'));
    const run = await cli(['diff', '--base', 'HEAD', '--format', 'json', 'api.yaml'], dir);
    assert.equal(run.code, 0, 'a warning does not fail under --fail-on error');
    const findings = JSON.parse(run.stdout) as {
      file: string;
      rule: string;
      severity: string;
      pointer: string;
      message: string;
    }[];
    const removed = findings.find((f) => f.rule === 'response-optional-property-removed');
    assert.ok(removed, run.stdout);
    assert.equal(removed.file, 'HEAD:schemas.yaml');
    assert.equal(removed.severity, 'warning');
    // The pointer exists in the file named (the component the change is in), the operation in the message.
    assert.equal(removed.pointer, '/Job/properties/state');
    assert.match(removed.message, /^`GET \/jobs`: /);
  });

  it('reads REV:path on either side and a file on the other; exits 0 when nothing changed', async () => {
    const same = await cli(['diff', 'HEAD:api.yaml', 'api.yaml'], dir);
    assert.equal(same.code, 0, same.stderr);
    assert.match(same.stdout, /No problems found in 1 file/);
    writeFileSync(path.join(dir, 'api.yaml'), SPEC('id').replace("'200'", "'201'"));
    const changed = await cli(['diff', 'HEAD~1:api.yaml', 'api.yaml'], dir);
    assert.equal(changed.code, 2, 'the file did not exist at HEAD~1');
    assert.match(changed.stderr, /HEAD~1:api\.yaml: cannot read it from git/);
    const status = await cli(['diff', '--fail-on', 'never', 'HEAD:api.yaml', 'api.yaml'], dir);
    assert.equal(status.code, 0);
    assert.match(status.stdout, /error response-success-status-removed/);
  });

  it('notes a spec that is not in the --base revision, a new one, without failing', async () => {
    writeFileSync(path.join(dir, 'new.yaml'), SPEC('id'));
    const run = await cli(['diff', '--base', 'HEAD', 'new.yaml', 'api.yaml'], dir);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /new\.yaml: not in HEAD, a new spec; nothing to compare/);
    assert.match(run.stdout, /No problems found in 1 file/);
  });

  it('with --base, takes folders and globs as lint does, skips files that are not OpenAPI, and reads names after -- as files', async () => {
    mkdirSync(path.join(dir, 'specs'));
    writeFileSync(path.join(dir, 'specs', 'jobs.yaml'), SPEC('id'));
    writeFileSync(path.join(dir, 'ci.yaml'), 'stages: [test]\n');
    writeFileSync(path.join(dir, '--output=x.yaml'), SPEC('id'));
    git('add', '.');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '-m', 'v2');
    writeFileSync(path.join(dir, 'specs', 'jobs.yaml'), SPEC('id').replace("'200'", "'201'"));
    writeFileSync(path.join(dir, '--output=x.yaml'), SPEC('id').replace('/jobs', '/tasks'));
    const run = await cli(
      ['diff', '--base', 'HEAD', '-f', 'json', '--', 'specs', 'ci.yaml', '*.yaml', '--output=x.yaml'],
      dir,
    );
    assert.equal(run.code, 1, run.stderr);
    const findings = JSON.parse(run.stdout) as { file: string; rule: string }[];
    const changes = [...new Set(findings.map((f) => `${f.file} ${f.rule}`))].sort();
    assert.deepEqual(changes, [
      '--output=x.yaml api-major-version-not-bumped',
      '--output=x.yaml endpoint-added',
      'HEAD:--output=x.yaml api-path-removed-without-deprecation',
      'HEAD:specs/jobs.yaml response-success-status-removed',
      'specs/jobs.yaml api-major-version-not-bumped',
      'specs/jobs.yaml response-success-status-added',
    ]);
    assert.match(run.stderr, /ci\.yaml: not an OpenAPI document .*; skipped\./);
    const none = await cli(['diff', '--base', 'HEAD', '--', '*.json'], dir);
    assert.equal(none.code, 2);
    assert.match(none.stderr, /No files match the pattern "\*\.json"/);
  });

  it('refuses revision names that git would read as options, and wrong formats', async () => {
    for (const args of [['--base=--output=/tmp/x', 'api.yaml'], ['--format', 'html', 'a', 'b'], ['only-one']]) {
      const run = await cli(['diff', ...args], dir);
      assert.equal(run.code, 2, args.join(' '));
    }
    assert.equal(typeof parseDiffArgs(['-x', 'a', 'b']), 'string');
    const run = await cli(['diff', '-f', 'json', '--', '-oops:api.yaml', 'api.yaml'], dir);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /not a revision name/);
  });

  it('takes severities per change id from the changes of .rest-conventions.yaml, and rejects unknown ids', async () => {
    writeFileSync(path.join(dir, 'schemas.yaml'), SCHEMAS('    id: {type: string}\n'));
    writeFileSync(path.join(dir, '.rest-conventions.yaml'), 'changes:\n  response-optional-property-removed: error\n');
    const run = await cli(['diff', '--base', 'HEAD', '-f', 'json', 'api.yaml'], dir);
    const findings = JSON.parse(run.stdout) as { rule: string; severity: string }[];
    assert.equal(findings.find((f) => f.rule === 'response-optional-property-removed')?.severity, 'error');
    writeFileSync(path.join(dir, '.rest-conventions.yaml'), 'changes:\n  response-property-gone: off\n');
    const bad = await cli(['diff', '--base', 'HEAD', 'api.yaml'], dir);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /Unknown change "response-property-gone"/);
  });

  it('writes a markdown changelog in which spec text cannot be markup', async () => {
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(
      path.join(dir, 'schemas.yaml'),
      SCHEMAS('    id: {type: string}\n    "<img src=x onerror=alert(1)>@team [x](http://e.vil)": {type: integer}\n'),
    );
    const run = await cli(['diff', '--base', 'HEAD', '--format', 'markdown', 'api.yaml'], dir);
    assert.match(run.stdout, /^## API changes in `api\.yaml`/);
    assert.match(run.stdout, /### Changes that may break some clients \(1\)/);
    assert.match(run.stdout, /### Other changes \(1\)/);
    // Inside a code span the name is as it is (no markup there); outside, nothing of it is markup.
    assert.ok(run.stdout.includes('`<img src=x onerror=alert(1)>@team [x](http://e.vil)`'), run.stdout);
    for (const part of splitCodeSpans(run.stdout.replace(/^- \[`[a-z-]+`\]\([^)]*\) /gm, '')))
      if ('text' in part) assert.doesNotMatch(part.text, /(?<!\\)<img|\]\(http:\/\/e|@team/);
    assert.equal(markdownText('a|b <c> @d'), 'a\\|b \\<c\\> @\u200bd');
  });

  it('a missing file is an error on stderr alone, never "No problems found in 0 files"', async () => {
    for (const format of ['text', 'markdown', 'json']) {
      const run = await cli(['diff', '-f', format, 'api.yaml', 'missing.yaml'], dir);
      assert.equal(run.code, 2);
      assert.match(run.stderr, /missing\.yaml/);
      assert.equal(run.stdout, '', format);
    }
  });

  it('says why a side cannot be compared', async () => {
    writeFileSync(path.join(dir, 'other.yaml'), 'just: yaml\n');
    const run = await cli(['diff', 'api.yaml', 'other.yaml'], dir);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /other\.yaml: not an OpenAPI document/);
  });
});
