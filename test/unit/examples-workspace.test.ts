import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../../src/core/config/parse';
import { lint } from '../../src/core/lint';
import { parseEnvironments } from '../../src/extension/runner/environments';

const root = join(__dirname, '..', '..');
const ws = join(root, 'examples', 'workspace');
const read = (...p: string[]) => readFileSync(join(ws, ...p), 'utf8');

/** The workspace's own configuration, as the editor and the CLI would apply it. */
function workspaceConfig() {
  const parsed = parseConfig('.rest-conventions.yaml', read('.rest-conventions.yaml'));
  assert.deepEqual(parsed.problems, []);
  return parsed.config;
}

/** How many findings each rule gives on a spec of the workspace. */
function countsByRule(file: string): Record<string, number> {
  const res = lint({ uri: file, text: read('specs', file), config: workspaceConfig() });
  assert.deepEqual(res.ruleFailures, []);
  const counts: Record<string, number> = {};
  for (const f of res.findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return counts;
}

describe('the demo workspace (examples/workspace)', () => {
  it('carries the demo API spec unchanged as its conventional spec', () => {
    assert.equal(
      read('specs', 'library.yaml'),
      readFileSync(join(root, 'examples', 'demo-api', 'openapi.yaml'), 'utf8'),
      'copy examples/demo-api/openapi.yaml to examples/workspace/specs/library.yaml',
    );
  });

  it('has a conventional spec that lints clean under its configuration', () => {
    assert.deepEqual(countsByRule('library.yaml'), {});
  });

  it('has a draft that shows the typical mistakes its description lists', () => {
    assert.deepEqual(countsByRule('shop-draft.yaml'), {
      'server-url': 1,
      'path-no-verbs': 2,
      'list-pagination-params': 1,
      'list-sort-param': 1,
      'auth-error-responses': 1,
      'bad-request-response': 1,
      'not-found-response': 1,
      'server-error-response': 1,
      'path-collection-plural': 1,
      'create-returns-201': 1,
      'json-media-type': 1,
      'no-body-on-get-delete': 1,
      'api-key-in-query': 1,
    });
  });

  it('has a local environment pointing at the demo API, with no secret in it', () => {
    const envs = parseEnvironments(read('.rest-conventions', 'environments.json'));
    assert.deepEqual(envs.problems, []);
    assert.deepEqual([...envs.byName.keys()], ['local']);
    const baseUrl = envs.byName.get('local')!.get('base_url');
    assert.equal(baseUrl, 'http://127.0.0.1:4010');
    assert.match(
      read('specs', 'library.yaml'),
      new RegExp(`servers:\\n {2}- url: ${baseUrl!.replace(/\./g, '\\.')}\\n`),
    );
  });

  it('names in its guide only files it holds', () => {
    const guide = read('README.md');
    for (const [, file] of guide.matchAll(/`((?:specs\/|\.rest-conventions)[\w./-]*)`/g))
      assert.ok(existsSync(join(ws, file)), `${file} exists`);
  });
});
