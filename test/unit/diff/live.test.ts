import { strict as assert } from 'node:assert';
import {
  LIVE_MAX_CHARS,
  tooLargeToCompareLive,
  defaultBranch,
  excerptAt,
  fencedBlock,
  liveChanges,
  parseBaseSetting,
  EXCERPT_MAX_LINES,
} from '../../../src/core/diff/live';
import { applyEdits } from '../../../src/core/fixes/text';
import type { Finding } from '../../../src/core/rules/types';
import { parse } from 'yaml';

const at = (f: Finding) =>
  `${f.rule} ${f.severity} ${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`;

const BASE = `openapi: 3.1.0
info: {title: t, version: 1.0.0}
paths:
  /users:
    get:
      responses:
        '200': {description: ok}
    post:
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                name: {type: string}
      responses:
        '201': {description: created}
  /orders:
    get:
      responses:
        '200': {description: ok}
`;

const URI = 'file:///w/api.yaml';
const live = (rev: string, base = BASE) => liveChanges({ uri: URI, text: base }, { uri: URI, text: rev });

describe('diff in the editor (core)', () => {
  it('places a removed operation on its path key in the open document, with the base operation as excerpt', () => {
    const rev = BASE.replace(/ {4}post:[\s\S]*?'201': \{description: created\}\n/, '');
    const r = live(rev);
    assert.deepEqual(
      r.changes.map((c) => at(c.finding)),
      ['api-removed-without-deprecation error 3:2-3:8', 'api-major-version-not-bumped error 1:26-1:31'],
    );
    const c = r.changes[0];
    assert.equal(c.finding.uri, URI);
    assert.equal(c.finding.related, undefined, 'no related place in the base (it is not the open document)');
    assert.equal(
      c.baseExcerpt,
      `post:
  requestBody:
    content:
      application/json:
        schema:
          type: object
          properties:
            name: {type: string}
  responses:
    '201': {description: created}`,
    );
    assert.equal(r.baseFormat, 'yaml');
  });

  it('offers to restore a removed operation as deprecated, which leaves a spec that breaks nobody', () => {
    const rev = BASE.replace(/ {4}post:[\s\S]*?'201': \{description: created\}\n/, '');
    const [removed] = live(rev).changes;
    assert.deepEqual(
      removed.fixes.map((f) => f.title),
      ['Restore `POST /users` as deprecated (its clients keep working)'],
    );
    const fixed = applyEdits(rev, removed.fixes[0].edits);
    assert.match(fixed, /\n {4}post:\n(.*\n)* {6}deprecated: true\n {2}\/orders:/);
    assert.deepEqual(live(fixed).changes, []);
    const json = (text: string) => JSON.stringify(parse(text), null, 2);
    const [fromJson] = liveChanges({ uri: URI, text: BASE }, { uri: 'file:///w/api.json', text: json(rev) }).changes;
    assert.deepEqual(
      liveChanges(
        { uri: URI, text: BASE },
        { uri: 'file:///w/api.json', text: applyEdits(json(rev), fromJson.fixes[0].edits) },
      ).changes,
      [],
    );
  });

  it('offers no fix where there is no client-safe form of the change', () => {
    const rev = BASE.replace(/ {2}\/orders:[\s\S]*$/, '');
    assert.deepEqual(
      live(rev).changes.map((c) => c.fixes),
      [[], []],
    );
  });

  it('places a removed path on the nearest key the revision still has (`paths`)', () => {
    const rev = BASE.replace(/ {2}\/orders:[\s\S]*$/, '');
    const r = live(rev);
    assert.deepEqual(
      r.changes.map((c) => at(c.finding)),
      ['api-path-removed-without-deprecation error 2:0-2:5', 'api-major-version-not-bumped error 1:26-1:31'],
    );
    assert.equal(r.changes[0].finding.pointer, '/paths');
    assert.equal(r.changes[0].baseExcerpt, `/orders:\n  get:\n    responses:\n      '200': {description: ok}`);
  });

  it('keeps a change the revision has where it is, with the base element as excerpt', () => {
    const rev = BASE.replace(
      '              properties:\n',
      '              required: [name]\n              properties:\n',
    ).replace('version: 1.0.0', 'version: 2.0.0');
    const r = live(rev);
    assert.deepEqual(
      r.changes.map((c) => at(c.finding)),
      ['request-property-became-required error 15:16-15:20'],
    );
    assert.equal(r.changes[0].baseExcerpt, 'name: {type: string}');
    const [fix] = r.changes[0].fixes;
    assert.equal(fix.title, 'Make `name` optional (clients that do not send it keep working)');
    assert.deepEqual(live(applyEdits(rev, fix.edits)).changes, []);
  });

  it('makes a new required property optional in a shared component, keeping the others required', () => {
    const base = BASE.replace(
      /schema:\n {14}type: object\n {14}properties:\n {16}name: \{type: string\}\n/,
      "schema: {$ref: '#/components/schemas/New'}\n",
    ).concat(
      'components:\n  schemas:\n    New:\n      type: object\n      required: [name]\n      properties:\n        name: {type: string}\n',
    );
    const rev = base
      .replace('required: [name]', 'required: [name, sku]')
      .replace('        name: {type: string}\n', '        name: {type: string}\n        sku: {type: string}\n')
      .replace('version: 1.0.0', 'version: 2.0.0');
    const [added] = live(rev, base).changes;
    assert.equal(added.finding.rule, 'new-required-request-property');
    // Its pointer is where the property is written in the open document (the component), as its range.
    assert.equal(added.finding.pointer, '/components/schemas/New/properties/sku');
    const fixed = applyEdits(rev, added.fixes[0].edits);
    assert.match(fixed, /required: \[name\]\n/);
    assert.deepEqual(live(fixed, base).changes, []);
  });

  it('shows only what breaks or may break clients (no `info`: an added operation breaks nobody)', () => {
    const rev = BASE.replace(
      '  /orders:\n',
      "  /orders:\n    delete:\n      responses:\n        '204': {description: gone}\n",
    );
    assert.deepEqual(live(rev).changes, []);
    assert.deepEqual(live(BASE).changes, []);
  });

  it('says which side cannot be compared', () => {
    const broken = live('openapi: 3.1.0\npaths: [', BASE);
    assert.equal(broken.baseProblem, undefined);
    assert.match(broken.revisionProblem ?? '', /api\.yaml:/);
    const notApi = live(BASE, 'just: yaml\n');
    assert.match(notApi.baseProblem ?? '', /not an OpenAPI document/);
    assert.equal(notApi.revisionProblem, undefined);
  });

  it('honours the configured severities (`off` hides a change)', () => {
    const rev = BASE.replace(/ {2}\/orders:[\s\S]*$/, '');
    const r = liveChanges(
      { uri: URI, text: BASE },
      { uri: URI, text: rev },
      { severities: { 'api-path-removed-without-deprecation': 'off', 'api-major-version-not-bumped': 'off' } },
    );
    assert.deepEqual(r.changes, []);
  });
});

describe('the base the editor compares with', () => {
  it('reads the setting: empty for the merge-base, else a revision name', () => {
    assert.deepEqual(parseBaseSetting(''), { kind: 'merge-base' });
    assert.deepEqual(parseBaseSetting('  '), { kind: 'merge-base' });
    assert.deepEqual(parseBaseSetting(undefined), { kind: 'merge-base' });
    assert.deepEqual(parseBaseSetting('HEAD'), { kind: 'ref', ref: 'HEAD' });
    assert.deepEqual(parseBaseSetting('origin/main'), { kind: 'ref', ref: 'origin/main' });
    assert.deepEqual(parseBaseSetting('v1.2.0'), { kind: 'ref', ref: 'v1.2.0' });
  });

  it('refuses what git would read as an option or more than one name', () => {
    for (const bad of ['--output=/tmp/x', '-p', 'main two', 'a\nb', 'x\u0000', 42, 'r'.repeat(257)])
      assert.equal(parseBaseSetting(bad).kind, 'invalid', JSON.stringify(bad));
  });

  it('takes the default branch from the known branches, remote first', () => {
    assert.equal(defaultBranch(['feature', 'main', 'origin/main']), 'origin/main');
    assert.equal(defaultBranch(['feature', 'master']), 'master');
    assert.equal(defaultBranch(['main', 'master']), 'main');
    assert.equal(defaultBranch(['feature', 'develop']), undefined);
  });
});

describe('the base excerpt', () => {
  it('takes the element from its line and the lines indented below it', () => {
    const text = 'a:\n  b:\n    c: 1\n\n    d: 2\n  e: 3\n';
    assert.equal(excerptAt(text, text.indexOf('b:')), 'b:\n  c: 1\n  d: 2');
    assert.equal(excerptAt(text, text.indexOf('e:')), 'e: 3');
  });

  it('takes a pretty-printed JSON element up to its closing bracket', () => {
    const text = '{\n  "paths": {\n    "/a": {\n      "get": {}\n    },\n    "/b": {}\n  }\n}';
    assert.equal(excerptAt(text, text.indexOf('"/a"')), '"/a": {\n  "get": {}\n},');
  });

  it('is bounded in lines and characters', () => {
    const long = 'root:\n' + Array.from({ length: 50 }, (_, i) => `  k${i}: v`).join('\n');
    const lines = excerptAt(long, 0).split('\n');
    assert.equal(lines.length, EXCERPT_MAX_LINES + 1);
    assert.equal(lines.at(-1), '…');
    const minified = `{"a":"${'x'.repeat(5000)}"}`;
    assert.ok(excerptAt(minified, 1).length <= 802);
  });

  it('is fenced so that no backticks inside can close the block', () => {
    assert.equal(fencedBlock('a: 1', 'yaml'), '```yaml\na: 1\n```');
    assert.equal(fencedBlock('d: "````x"', 'yaml'), '`````yaml\nd: "````x"\n`````');
  });

  it('leaves specs over 2 MB to the command line, saying so, so the extension host is never blocked for seconds', () => {
    assert.equal(tooLargeToCompareLive(1_000_000, LIVE_MAX_CHARS), undefined);
    const reason = tooLargeToCompareLive(100, 12_400_000);
    assert.match(
      reason ?? '',
      /12\.4 MB\) is larger than the 2\.0 MB compared as you type; run `rest-conventions diff --base/,
    );
  });
});
