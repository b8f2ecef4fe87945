import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runLint, type CliIo } from '../../../src/cli/lint-command';
import { lint } from '../../../src/core/lint';

/** Runs `rest-conventions lint` in this process; stdout and stderr as text. */
async function cli(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    cwd,
    env: {},
    stdout: { write: (s: string) => (stdout += s), isTTY: false },
    stderr: { write: (s: string) => (stderr += s) },
    workerFile: '',
    version: '0.0.0',
    homepage: 'https://example.com',
  };
  const code = await runLint(args, io);
  return { code, stdout, stderr };
}

/** Three operations, none documenting a server error: one API-level server-error-response finding. */
const SPEC = `openapi: 3.1.0
info: { title: T, version: '1' }
servers: [{ url: 'https://api.example.com/v1' }]
paths:
  /v1/things:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array } } } }
  /v1/things/{id}:
    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: object } } } }
        '404': { description: no }
    delete:
      responses:
        '204': { description: gone }
        '404': { description: no }
`;

describe('cli: baselines and fixes', function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rest-conventions-baseline-'));
    writeFileSync(path.join(dir, 'api.yaml'), SPEC);
    writeFileSync(
      path.join(dir, '.rest-conventions.yaml'),
      'rules:\n  security-defined: off\n  list-pagination-params: off\n  list-sort-param: off\n',
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('records findings in a baseline keyed by file, rule and pointer, and then reports only new ones', async () => {
    const first = await cli(['--format', 'json', '--fail-on', 'warning', 'api.yaml'], dir);
    assert.equal(first.code, 1);
    const before = JSON.parse(first.stdout) as { rule: string; pointer: string }[];
    assert.ok(before.some((f) => f.rule === 'server-error-response' && f.pointer === '/paths'));

    const update = await cli(['--update-baseline', 'api.yaml'], dir);
    assert.equal(update.code, 0);
    assert.match(
      update.stderr,
      new RegExp(`^Recorded ${before.length} findings? in the baseline \\.rest-conventions-baseline\\.json\\.`),
    );
    const baseline = JSON.parse(readFileSync(path.join(dir, '.rest-conventions-baseline.json'), 'utf8'));
    assert.equal(baseline.version, 1);
    assert.ok(
      baseline.findings.some(
        (e: object) =>
          JSON.stringify(e) ===
          JSON.stringify({ file: 'api.yaml', rule: 'server-error-response', pointer: '/paths', count: 1 }),
      ),
    );
    assert.ok(
      baseline.findings.every((e: object) => !('line' in e)),
      'no lines: edits elsewhere keep entries valid',
    );

    // Lines move (a comment on top); the baselined findings stay out; exit 0.
    writeFileSync(path.join(dir, 'api.yaml'), `# moved down\n\n${SPEC}`);
    const quiet = await cli(
      ['--baseline', '.rest-conventions-baseline.json', '--fail-on', 'warning', '--format', 'json', 'api.yaml'],
      dir,
    );
    assert.deepEqual([quiet.code, JSON.parse(quiet.stdout)], [0, []]);
    assert.match(
      quiet.stderr,
      new RegExp(
        `${before.length} (finding is|findings are) in the baseline .rest-conventions-baseline.json and not reported`,
      ),
    );

    // A new problem is reported and fails the run.
    writeFileSync(path.join(dir, 'api.yaml'), SPEC.replace('/v1/things/{id}:', '/v1/getThings/{id}:'));
    const fresh = await cli(
      ['--baseline', '.rest-conventions-baseline.json', '--fail-on', 'warning', '--format', 'json', 'api.yaml'],
      dir,
    );
    assert.equal(fresh.code, 1);
    assert.ok((JSON.parse(fresh.stdout) as { rule: string }[]).some((f) => f.rule === 'path-no-verbs'));
  });

  it('refuses a missing or malformed baseline with exit 2', async () => {
    const missing = await cli(['--baseline', 'nope.json', 'api.yaml'], dir);
    assert.equal(missing.code, 2);
    assert.match(
      missing.stderr,
      /cannot use the baseline nope\.json: no such file \(create it with --update-baseline\)/,
    );
    writeFileSync(path.join(dir, 'bad.json'), '{"version": 2}');
    const bad = await cli(['--baseline', 'bad.json', 'api.yaml'], dir);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /cannot use the baseline bad\.json: expected \{"version": 1, "findings": \[\.\.\.\]\}/);
  });

  it('--fix-dry-run prints a unified diff and writes nothing; --fix writes it, and the file re-lints without the finding and gains none', async () => {
    const before = lint({ uri: 'api.yaml', text: SPEC }).findings;
    const dry = await cli(['--fix-dry-run', 'api.yaml'], dir);
    assert.equal(dry.code, 0);
    assert.equal(readFileSync(path.join(dir, 'api.yaml'), 'utf8'), SPEC, 'nothing written');
    assert.match(dry.stdout, /^--- a\/api\.yaml\n\+\+\+ b\/api\.yaml\n@@ -\d+,\d+ \+\d+,\d+ @@\n/);
    assert.equal(
      dry.stdout.match(/^\+ +\$ref: '#\/components\/responses\/InternalError'$/gm)?.length,
      3,
      'one $ref per operation listed',
    );
    assert.match(dry.stderr, /would be fixed in 1 file \(nothing was written\)/);

    const fixed = await cli(['--fix', '--format', 'json', 'api.yaml'], dir);
    const text = readFileSync(path.join(dir, 'api.yaml'), 'utf8');
    assert.notEqual(text, SPEC);
    assert.match(fixed.stderr, /^Fixed \d+ findings? in 1 file\./);
    const after = lint({ uri: 'api.yaml', text }).findings;
    assert.deepEqual(
      after.filter((f) => f.rule === 'server-error-response'),
      [],
    );
    const count = (fs: typeof before) =>
      fs.reduce((m, f) => m.set(f.rule, (m.get(f.rule) ?? 0) + 1), new Map<string, number>());
    for (const [rule, n] of count(after))
      assert.ok(n <= (count(before).get(rule) ?? 0), `${rule}: ${count(before).get(rule) ?? 0} → ${n}`);
    assert.deepEqual(
      JSON.parse(fixed.stdout)
        .map((f: { rule: string }) => f.rule)
        .filter((r: string) => r === 'server-error-response'),
      [],
    );
  });

  it('rejects --fix on standard input and --fix with --update-baseline', async () => {
    assert.equal((await cli(['--fix', '-'], dir)).code, 2);
    assert.equal((await cli(['--fix', '--update-baseline', 'api.yaml'], dir)).code, 2);
  });

  it('--fix keeps a 200 create; --fix-type contract answers 201; an unknown type is a usage error', async () => {
    const create = SPEC.replace(
      '  /v1/things/{id}:',
      [
        '    post:',
        '      requestBody: { content: { application/json: { schema: { type: object } } } }',
        "      responses: { '200': { description: made }, '400': { description: bad }, '404': { description: no } }",
        '  /v1/things/{id}:',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'api.yaml'), create);
    const kept = await cli(['--fix-dry-run', 'api.yaml'], dir);
    assert.equal(kept.code, 0, kept.stderr);
    assert.doesNotMatch(kept.stdout, /'201'/);
    assert.match(kept.stdout, /InternalError/, 'the documenting fix is still made');
    const contract = await cli(['--fix-dry-run', '--fix-type', 'contract', 'api.yaml'], dir);
    assert.match(contract.stdout, /^\+ +responses: \{ '201': \{ description: made \}/m);
    assert.doesNotMatch(contract.stdout, /InternalError/, 'only the contract fixes');
    const both = await cli(['--fix-dry-run', '--fix-type=compatible,contract', 'api.yaml'], dir);
    assert.match(both.stdout, /'201'/);
    assert.match(both.stdout, /InternalError/);
    const bad = await cli(['--fix', '--fix-type', 'breaking', 'api.yaml'], dir);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--fix-type needs compatible or contract \(or both, comma-separated\), not "breaking"\./);
    assert.equal((await cli(['--fix-type', 'contract', 'api.yaml'], dir)).code, 2, 'without --fix');
  });
});
