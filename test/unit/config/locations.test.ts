import * as assert from 'node:assert/strict';
import { matchesPathGlob } from '../../../src/core/config/locations';
import { formatConfigProblem, parseConfig } from '../../../src/core/config/parse';
import { lint } from '../../../src/core/lint';

/** A JSON spec (no comments possible) with a verb in one path and an unsecured public endpoint. */
const SPEC = JSON.stringify(
  {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/v1/getUsers': { get: { responses: { '200': { description: 'ok' } } } },
      '/v1/internal/reindex': { post: { responses: { '202': { description: 'ok' } } } },
      '/v1/internal/jobs/{id}': {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  },
  null,
  2,
);

function findings(configText: string, only: string[]) {
  const parsed = parseConfig('.rest-conventions.yaml', configText);
  assert.deepEqual(parsed.problems.map(formatConfigProblem), []);
  return lint({ uri: 'spec.json', text: SPEC, config: parsed.config, only }).findings.map(
    (f) => `${f.rule} ${f.severity} ${f.pointer}`,
  );
}

describe('config: ignore and per-path overrides', () => {
  const verbs = ['path-no-verbs'];

  it('matches API path globs: * within a segment, ** across segments (and the path itself), ? one character', () => {
    assert.ok(matchesPathGlob('/v1/internal/jobs/{id}', '/v1/internal/**'));
    assert.ok(matchesPathGlob('/v1/internal', '/v1/internal/**'));
    assert.ok(matchesPathGlob('/v1/users', '/v?/users'));
    assert.ok(matchesPathGlob('/v1/users/{id}/posts', '/**/posts'));
    assert.ok(!matchesPathGlob('/v1/internal/jobs/{id}', '/v1/internal/*'));
    assert.ok(!matchesPathGlob('/v1/internally', '/v1/internal/**'));
    assert.ok(matchesPathGlob('/v1/a.b', '/v1/a.b') && !matchesPathGlob('/v1/axb', '/v1/a.b'), 'a dot is a dot');
  });

  it('matches a hostile glob (`**a` repeated, 47 bytes) correctly on a bounded path, without backtracking', () => {
    const glob = `/${'**a'.repeat(15)}/x`.slice(0, 47);
    assert.equal(glob.length, 47);
    const path = `/${'a'.repeat(60)}b`;
    assert.equal(matchesPathGlob(path, glob), false);
    assert.equal(matchesPathGlob(`/${'a'.repeat(15)}/x`, `/${'**a'.repeat(15)}/x`), true);
    assert.ok(matchesPathGlob('/xa/ya/za', '/**a**a**a') && !matchesPathGlob('/xa/ya/zb', '/**a**a**a'));
    const config = `ignore:\n  - { rule: '*', path: '${glob}' }\n`;
    assert.deepEqual(findings(config, verbs).length, 2, 'the configuration is read and linting completes');
    const long = parseConfig('.rest-conventions.yaml', `ignore:\n  - { rule: '*', path: '/${'*a'.repeat(128)}' }\n`);
    assert.deepEqual(long.problems.map(formatConfigProblem), [
      `.rest-conventions.yaml:2:24: ignore[0].path: An API path glob starts with / (e.g. /internal/** or /users/*) and has at most 256 characters.`,
    ]);
  });

  it('ignores a finding by rule and JSON pointer (the place or anything inside it)', () => {
    const all = findings('', verbs);
    assert.deepEqual(all, [
      'path-no-verbs warning /paths/~1v1~1getUsers',
      'path-no-verbs warning /paths/~1v1~1internal~1reindex',
    ]);
    assert.deepEqual(findings('ignore:\n  - { rule: path-no-verbs, pointer: /paths/~1v1~1getUsers }\n', verbs), [
      all[1],
    ]);
    assert.deepEqual(findings("ignore:\n  - { rule: '*', pointer: /paths }\n", verbs), []);
    assert.deepEqual(
      findings('ignore:\n  - { rule: server-url, pointer: /paths/~1v1~1getUsers }\n', verbs),
      all,
      'another rule stays',
    );
    assert.deepEqual(
      findings('ignore:\n  - { rule: path-no-verbs, pointer: /paths/~1v1~1get }\n', verbs),
      all,
      'a pointer is not a text prefix',
    );
  });

  it('ignores by API path glob, and a former rule id stands for its rules', () => {
    assert.deepEqual(findings('ignore:\n  - { rule: path-no-verbs, path: /v1/internal/** }\n', verbs), [
      'path-no-verbs warning /paths/~1v1~1getUsers',
    ]);
    const errors = ['not-found-response'];
    const jobs = findings('', errors);
    assert.equal(jobs.length, 1);
    assert.deepEqual(
      findings('ignore:\n  - { rule: error-responses, path: /v1/internal/** }\n', errors).length,
      1,
      'the API-level finding is at /paths, on no API path',
    );
  });

  it('sets severities per API path; the last matching override wins, and off drops the findings', () => {
    const config = `
overrides:
  - paths: [/v1/internal/**]
    rules: { path-no-verbs: info }
  - paths: [/v1/getUsers]
    rules: { path-no-verbs: off }
`;
    assert.deepEqual(findings(config, verbs), ['path-no-verbs info /paths/~1v1~1internal~1reindex']);
  });

  it('turns a rule that is off for the file on for some paths only', () => {
    const config =
      'rules:\n  path-no-verbs: off\noverrides:\n  - paths: [/v1/internal/**]\n    rules: { path-no-verbs: error }\n';
    assert.deepEqual(findings(config, verbs), ['path-no-verbs error /paths/~1v1~1internal~1reindex']);
  });

  it('reports bad entries with their place and keeps the good ones', () => {
    const text = `ignore:
  - { rule: path-no-verbs }
  - { rule: no-such-rule, path: /x }
  - { rule: path-no-verbs, pointer: paths/x }
  - { rule: path-no-verbs, path: /v1/getUsers, extra: 1 }
  - { rule: path-no-verbs, path: /v1/getUsers }
overrides:
  - { paths: [], rules: { path-no-verbs: off } }
  - { paths: [/a], rules: { path-no-verbs: { severity: off } } }
  - { paths: [/b], rules: { path-no-verbs: loud } }
`;
    const parsed = parseConfig('.rest-conventions.yaml', text);
    assert.deepEqual(parsed.problems.map(formatConfigProblem), [
      '.rest-conventions.yaml:2:5: ignore[0]: Give either `pointer` (a JSON pointer such as /paths/~1users/get) or `path` (an API path glob such as /internal/**), not both or neither.',
      '.rest-conventions.yaml:3:13: ignore[1].rule: Expected a rule id or `*`; got "no-such-rule".',
      '.rest-conventions.yaml:4:37: ignore[2].pointer: A JSON pointer starts with / (e.g. /paths/~1users/get), or is empty for the whole document.',
      '.rest-conventions.yaml:5:48: ignore[3].extra: Unknown key "extra"; an ignore entry has `rule` and either `pointer` or `path`.',
      '.rest-conventions.yaml:8:14: overrides[0].paths: Expected a non-empty list of API path globs, each starting with / (e.g. /internal/**), of at most 256 characters.',
      '.rest-conventions.yaml:9:44: overrides[1].rules.path-no-verbs: Invalid severity {"severity":"off"}; use one of off, error, warning, info (options cannot vary by path).',
      '.rest-conventions.yaml:10:44: overrides[2].rules.path-no-verbs: Invalid severity "loud"; use one of off, error, warning, info (options cannot vary by path).',
    ]);
    assert.deepEqual(parsed.config.ignore, [{ rule: 'path-no-verbs', path: '/v1/getUsers' }]);
    assert.equal(parsed.config.overrides, undefined);
  });
});
