import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  realpathSync,
  rmSync,
  symlinkSync,
  ftruncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DEFAULT_CONFIG } from '../../../src/core/config/types';
import { MAX_FILE_BYTES } from '../../../src/core/document/limits';
import { lintFile, type LintJob } from '../../../src/cli/lint-file';
import { refRoots } from '../../../src/node/repo-roots';
import { GuardedFiles } from '../../../src/core/files/guard';
import { nodeFiles } from '../../../src/node/node-files';
import { resolveUri } from '../../../src/core/document/refs';
import { cli } from './run';

/** A spec whose one response schema is `$ref`'d from `target`. */
/** The guard lint reads `$ref`'d files through, with these roots (none: anywhere, as --allow-outside-refs). */
function guard(roots: string[]): GuardedFiles {
  return new GuardedFiles(nodeFiles, { roots, outsideHint: '; --allow-outside-refs follows it' });
}

function spec(target: string): string {
  return `openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200':
          description: ok
          content: {application/json: {schema: {$ref: '${target}'}}}
`;
}

/** The unresolved-ref messages of linting `file` (relative to `cwd`). */
async function unresolved(cwd: string, file: string, allowOutsideRefs = false): Promise<string[]> {
  const job: LintJob = {
    file,
    abs: path.resolve(cwd, file),
    config: DEFAULT_CONFIG,
    quiet: false,
    cwd,
    ...(allowOutsideRefs ? { allowOutsideRefs } : {}),
  };
  const res = await lintFile(job);
  assert.equal(res.ioError, undefined);
  return res.findings.filter((f) => f.rule === 'unresolved-ref').map((f) => f.message);
}

/**
 * Attacks of issue 15 items 4 and 11: `$ref: file:///dev/zero` (or a committed symlink to it) read forever; `$ref`s
 * followed out of the repository; relative refs of `lint ../api/openapi.yaml` resolved against the wrong folder.
 */
describe('cli: $ref files are read only inside bounds, only regular files, only up to the size cap', () => {
  let root: string;
  let repo: string;
  let outside: string;

  before(() => {
    root = realpathSync(mkdtempSync(path.join(tmpdir(), 'rc-refs-')));
    repo = path.join(root, 'repo');
    outside = path.join(root, 'outside');
    for (const d of [
      path.join(repo, '.git'),
      path.join(repo, 'api'),
      path.join(repo, 'common'),
      path.join(repo, 'cli', 'api'),
      outside,
    ])
      mkdirSync(d, { recursive: true });
    writeFileSync(
      path.join(repo, 'common', 'errors.yaml'),
      'Error: {type: object, properties: {message: {type: string}}}\n',
    );
    writeFileSync(path.join(repo, 'api', 'schemas.yaml'), 'Thing: {type: object}\n');
    writeFileSync(path.join(repo, 'cli', 'api', 'schemas.yaml'), 'Decoy: {type: object}\n');
    writeFileSync(path.join(outside, 'secret.yaml'), 'Secret: {type: object}\n');
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('lints a spec with $ref: file:///dev/zero at once (it used to read 4 GB in 35 s), reading nothing', async () => {
    writeFileSync(path.join(repo, 'api', 'zero.yaml'), spec('file:///dev/zero#/X'));
    // `file:` URIs are not reported by unresolved-ref (absolute URIs are not files next to the spec); the lint ends.
    assert.deepEqual(await unresolved(path.join(repo, 'api'), 'zero.yaml'), []);
    assert.deepEqual(await unresolved(path.join(repo, 'api'), 'zero.yaml', true), []);
    await assert.rejects(
      guard([repo]).readText('/dev/zero'),
      /^FileRefusal: it is outside .*; --allow-outside-refs follows it$/,
    );
    await assert.rejects(guard([]).readText('/dev/zero'), /^FileRefusal: it is not a regular file$/);
  });

  it('reports a committed symlink to /dev/zero, and a FIFO, without reading them', async () => {
    symlinkSync('/dev/zero', path.join(repo, 'api', 'linked.yaml'));
    writeFileSync(path.join(repo, 'api', 'link.yaml'), spec('linked.yaml#/X'));
    assert.match(
      (await unresolved(path.join(repo, 'api'), 'link.yaml', true))[0],
      /cannot be read or parsed \(it is not a regular file\)/,
    );
    assert.match(
      (await unresolved(path.join(repo, 'api'), 'link.yaml'))[0],
      /cannot be read or parsed \(it is outside .* \(it leads to \/dev\/zero\); --allow-outside-refs follows it\)/,
    );
    execFileSync('mkfifo', [path.join(repo, 'api', 'fifo.yaml')]);
    writeFileSync(path.join(repo, 'api', 'pipe.yaml'), spec('fifo.yaml#/X'));
    assert.match(
      (await unresolved(path.join(repo, 'api'), 'pipe.yaml'))[0],
      /cannot be read or parsed \(it is not a regular file\)/,
    );
  });

  it('reports a file over the size cap without reading it', async () => {
    const fd = openSync(path.join(repo, 'api', 'huge.yaml'), 'w');
    ftruncateSync(fd, MAX_FILE_BYTES + 1);
    closeSync(fd);
    writeFileSync(path.join(repo, 'api', 'big.yaml'), spec('huge.yaml#/X'));
    assert.match(
      (await unresolved(path.join(repo, 'api'), 'big.yaml'))[0],
      /cannot be read or parsed \(it is larger than the 64 MB limit\)/,
    );
  });

  it('follows ../ refs inside the repository, refuses them out of it unless --allow-outside-refs', async () => {
    writeFileSync(path.join(repo, 'api', 'inside.yaml'), spec('../common/errors.yaml#/Error'));
    assert.deepEqual(await unresolved(path.join(repo, 'api'), 'inside.yaml'), []);
    writeFileSync(path.join(repo, 'api', 'escape.yaml'), spec('../../outside/secret.yaml#/Secret'));
    assert.deepEqual(await unresolved(path.join(repo, 'api'), 'escape.yaml'), [
      `The reference "../../outside/secret.yaml#/Secret" cannot be followed: the file "../../outside/secret.yaml" cannot be read or parsed (it is outside ${repo}; --allow-outside-refs follows it); point it at something that exists.`,
    ]);
    assert.deepEqual(await unresolved(path.join(repo, 'api'), 'escape.yaml', true), []);
  });

  it('checks where a symlink leads, not where it sits', async () => {
    symlinkSync(path.join(outside, 'secret.yaml'), path.join(repo, 'api', 'innocent.yaml'));
    writeFileSync(path.join(repo, 'api', 'sym.yaml'), spec('innocent.yaml#/Secret'));
    assert.match(
      (await unresolved(path.join(repo, 'api'), 'sym.yaml'))[0],
      /\(it is outside .* \(it leads to .*outside\/secret\.yaml\); --allow-outside-refs follows it\)/,
    );
    symlinkSync(path.join(repo, 'common', 'errors.yaml'), path.join(repo, 'api', 'errors-link.yaml'));
    writeFileSync(path.join(repo, 'api', 'sym-in.yaml'), spec('errors-link.yaml#/Error'));
    assert.deepEqual(await unresolved(path.join(repo, 'api'), 'sym-in.yaml'), []);
  });

  it('bounds a spec outside any repository to its own folder and the working directory', async () => {
    const lone = path.join(outside, 'lone');
    mkdirSync(lone);
    assert.deepEqual(refRoots(repo, path.join(lone, 'openapi.yaml')), [repo, lone]);
    assert.deepEqual(refRoots(path.join(repo, 'cli'), path.join(repo, 'api', 'openapi.yaml')), [repo]);
    await assert.rejects(guard([lone]).readText(path.join(outside, 'secret.yaml')), /it is outside/);
    assert.equal(await guard([outside]).readText(path.join(outside, 'secret.yaml')), 'Secret: {type: object}\n');
  });

  it('joins relative refs to a relative base keeping its leading ..', () => {
    assert.equal(resolveUri('../api/openapi.yaml', 'schemas.yaml'), '../api/schemas.yaml');
    assert.equal(resolveUri('../../api/openapi.yaml', '../common/e.yaml'), '../../common/e.yaml');
    assert.equal(resolveUri('openapi.yaml', '../x.yaml'), '../x.yaml');
    assert.equal(resolveUri('specs/openapi.yaml', './a/../b.yaml'), 'specs/b.yaml');
    assert.equal(resolveUri('/a/b.yaml', '../../../x.yaml'), '/x.yaml');
    assert.equal(resolveUri('a/b.yaml', 'my%20file.yaml'), 'a/my file.yaml');
    assert.equal(resolveUri('C:\\api\\openapi.yaml', '..\\common\\e.yaml'), 'C:/common/e.yaml');
    assert.equal(resolveUri('file:///api/openapi.yaml', '../c.yaml'), 'file:///c.yaml');
  });

  it('lint ../api/openapi.yaml resolves relative refs against the spec’s real folder (not a decoy under the cwd)', async () => {
    writeFileSync(path.join(repo, 'api', 'openapi.yaml'), spec('schemas.yaml#/Thing'));
    const ok = await cli(['lint', '--format', 'json', '../api/openapi.yaml'], { cwd: path.join(repo, 'cli') });
    assert.deepEqual(
      JSON.parse(ok.stdout).filter((f: { rule: string }) => f.rule === 'unresolved-ref'),
      [],
      ok.stderr,
    );
    writeFileSync(path.join(repo, 'api', 'decoy.yaml'), spec('schemas.yaml#/Decoy'));
    const decoy = await cli(['lint', '--format', 'json', '../api/decoy.yaml'], { cwd: path.join(repo, 'cli') });
    assert.deepEqual(
      JSON.parse(decoy.stdout)
        .filter((f: { rule: string }) => f.rule === 'unresolved-ref')
        .map((f: { message: string }) => f.message),
      [
        'The reference "schemas.yaml#/Decoy" cannot be followed: "schemas.yaml" has nothing at "#/Decoy"; point it at something that exists.',
      ],
    );
  });
});
