import * as assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parse } from 'yaml';
import { parseLintArgs } from '../../../src/cli/args';
import { parseDiffArgs } from '../../../src/cli/diff-command';
import { parseMockArgs } from '../../../src/cli/mock-command';
import { parseRequestArgs } from '../../../src/cli/request-args';
import { buildOnce, FIXTURES, ROOT, runCli } from './run';

/** The hook of .pre-commit-hooks.yaml. */
interface Hook {
  entry: string;
  args?: string[];
}

/** The command line pre-commit runs for staged files: the entry's words, the hook's `args`, then the file names. */
function hookCommand(files: string[]): string[] {
  const [hook] = parse(readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
  const [bin, ...words] = hook.entry.split(/\s+/);
  assert.equal(bin, 'rest-conventions');
  return [...words, ...(hook.args ?? []), ...files];
}

/** Attack (issue 24 item 6): committed files named like options were obeyed by the pre-commit hook. */
describe('cli: file names that look like options', function () {
  this.timeout(60_000);
  let repo: string;
  const PACKAGE = '{"name": "victim", "scripts": {}}\n';
  before(() => {
    buildOnce();
    repo = mkdtempSync(path.join(tmpdir(), 'rc-dash-'));
    writeFileSync(path.join(repo, 'package.json'), PACKAGE);
    const spec = parse(readFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), 'utf8')) as unknown;
    writeFileSync(path.join(repo, '--output=package.json'), JSON.stringify(spec, null, 2));
    copyFileSync(path.join(FIXTURES, 'dirty/orders.yaml'), path.join(repo, '--config=off.yaml'));
    writeFileSync(path.join(repo, 'off.yaml'), 'rules:\n  duplicate-operation-id: off\n');
  });
  after(() => rmSync(repo, { recursive: true, force: true }));

  it('the hook lints `--output=package.json` and `--config=off.yaml` as files and writes nothing', () => {
    const run = runCli(hookCommand(['--output=package.json', '--config=off.yaml']), { cwd: repo });
    assert.equal(run.code, 1, run.stderr);
    assert.equal(readFileSync(path.join(repo, 'package.json'), 'utf8'), PACKAGE, 'package.json untouched');
    assert.match(run.stdout, /^--output=package\.json:\d+:\d+ error duplicate-operation-id /m);
    assert.match(run.stdout, /^--config=off\.yaml:38:20 error duplicate-operation-id /m);
  });

  it('every command takes `--` as the end of its options', () => {
    const lint = parseLintArgs(['-q', '--', '--output=x.json', '-']);
    assert.ok(typeof lint !== 'string');
    assert.deepEqual([lint.paths, lint.output, lint.quiet], [['--output=x.json', '-'], undefined, true]);
    const request = parseRequestArgs(['--format', 'json', '--', '--spec.yaml', '--op']);
    assert.ok(typeof request !== 'string');
    assert.deepEqual([request.spec, request.operation, request.format], ['--spec.yaml', '--op', 'json']);
    const mock = parseMockArgs(['-p', '0', '--', '--port=1.yaml']);
    assert.ok(typeof mock !== 'string');
    assert.deepEqual([mock.spec, mock.port], ['--port=1.yaml', 0]);
    // The breaking-changes hook's command line: its entry, its args, then the staged names.
    const hooks = parse(readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as (Hook & { id: string })[];
    const hook = hooks.find((h) => h.id === 'rest-conventions-diff');
    assert.ok(hook);
    const words = [...hook.entry.split(/\s+/).slice(2), ...(hook.args ?? []), '--output=x.yaml', '--base=-p'];
    const diff = parseDiffArgs(words);
    assert.ok(typeof diff !== 'string', String(diff));
    assert.deepEqual([diff.base, diff.output, diff.specs], ['HEAD', undefined, ['--output=x.yaml', '--base=-p']]);
  });

  it('keeps the documented spellings and messages', () => {
    assert.equal(parseLintArgs(['--bogus', 'a.yaml']), 'Unknown option --bogus.');
    assert.equal(
      parseLintArgs(['a.yaml', '--format']),
      '--format needs one of text, json, sarif, github-actions, codeclimate, junit.',
    );
    assert.equal(parseLintArgs(['--quiet=yes', 'a.yaml']), '--quiet takes no value.');
    assert.equal(parseRequestArgs(['s.yaml', 'op', '--server']), '--server needs a value.');
    assert.equal(parseRequestArgs(['s.yaml', 'op', '-x']), 'unknown option "-x".');
    assert.equal(parseMockArgs(['a.yaml', 'b.yaml']), 'Give one spec.');
    assert.equal(parseMockArgs(['--port=70000', 'a.yaml']), '--port needs a whole number from 0 to 65535.');
  });
});
