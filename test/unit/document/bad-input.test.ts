import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { MAX_ALIAS_NODES, MAX_DEPTH } from '../../../src/core/document/limits';
import { parse as yamlParse } from 'yaml';
import { lint, type LintResult } from '../../../src/core/lint';

const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'bad-input');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

/** Lints with every rule and checks that nothing threw. */
function lintAll(uri: string, text: string, load?: (uri: string) => string | undefined): LintResult {
  const res = lint({ uri, text, load });
  assert.deepEqual(res.ruleFailures, [], 'no rule may throw');
  return res;
}

const TOO_DEEP = `The document is nested deeper than ${MAX_DEPTH} levels.`;

/** A document nested `depth` levels deep in one of three shapes. */
function deep(depth: number, shape: 'block' | 'flow' | 'json'): string {
  if (shape === 'json') return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  if (shape === 'flow') return 'a: ' + '['.repeat(depth) + '1' + ']'.repeat(depth) + '\n';
  let out = '';
  for (let i = 0; i < depth; i++) out += ' '.repeat(i) + 'k:\n';
  return out + ' '.repeat(depth) + 'v: 1\n';
}

/** A deterministic stream of bytes. */
function junk(n: number, seed: number): Buffer {
  const b = Buffer.alloc(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    b[i] = s >>> 24;
  }
  return b;
}

describe('document: bad input never crashes or hangs', () => {
  it('turns broken YAML into parse-error findings at their positions', () => {
    const text = fixture('broken.yaml');
    const res = lintAll('broken.yaml', text);
    assert.ok(res.findings.length > 0);
    assert.ok(
      res.findings.every((f) => f.rule === 'parse-error' && f.span.start <= text.length && f.range.start.line <= 10),
    );
    assert.equal(res.isOpenApi, false);
  });

  it('follows cyclic $refs (direct, indirect, through files) with every rule, reporting only the broken refs', () => {
    const files: Record<string, string> = {
      'cyclic.yaml': fixture('cyclic.yaml'),
      'cyclic-other.yaml': fixture('cyclic-other.yaml'),
    };
    const res = lintAll('cyclic.yaml', files['cyclic.yaml'], (uri) => files[uri]);
    assert.equal(res.isOpenApi, true);
    const broken = res.findings
      .filter((f) => f.rule === 'unresolved-ref')
      .map((f) => `${f.uri}:${f.range.start.line + 1}`);
    assert.deepEqual(broken.sort(), [
      'cyclic-other.yaml:2',
      'cyclic.yaml:11',
      'cyclic.yaml:17',
      'cyclic.yaml:18',
      'cyclic.yaml:20',
      'cyclic.yaml:21',
      'cyclic.yaml:5',
    ]);
  });

  for (const shape of ['block', 'flow', 'json'] as const) {
    it(`reads a 50-level ${shape} document`, () => {
      const doc = parseSource(shape === 'json' ? 'd.json' : 'd.yaml', deep(50, shape));
      assert.deepEqual(doc.errors, []);
      let node = doc.root as Record<string, unknown> | unknown[];
      let levels = 0;
      while (node && typeof node === 'object') {
        assert.ok(doc.locate(node), `level ${levels} has a location`);
        node = (Array.isArray(node) ? node[0] : Object.values(node)[0]) as typeof node;
        levels++;
      }
      assert.ok(levels >= 50);
    });

    it(`stops a 10 000-level ${shape} document with a clear parse error`, () => {
      const text = deep(10_000, shape);
      const doc = parseSource(shape === 'json' ? 'd.json' : 'd.yaml', text);
      assert.deepEqual(
        doc.errors.map((e) => e.message),
        [TOO_DEEP],
      );
      const res = lintAll(shape === 'json' ? 'd.json' : 'd.yaml', text);
      assert.deepEqual(
        res.findings.map((f) => f.rule),
        ['parse-error'],
      );
    });
  }

  it('keeps the depth limit when the composer reads a deep document the fast parser hands over', () => {
    const text = 'a: !!seq ' + '['.repeat(10_000) + ']'.repeat(10_000) + '\n';
    const doc = parseSource('d.yaml', text);
    assert.deepEqual(
      doc.errors.map((e) => e.message),
      ['The document is nested too deeply to read.'],
    );
    const bad = parseSource('d.json', '['.repeat(10_000) + '}');
    assert.deepEqual(
      bad.errors.map((e) => e.message),
      [TOO_DEEP],
    );
  });

  it('reports binary junk with NUL bytes as one clear finding, and survives junk without them', () => {
    const bytes = junk(64 * 1024, 7);
    bytes[100] = 0;
    const text = bytes.toString('utf8');
    for (const uri of ['junk.yaml', 'junk.json', 'junk']) {
      const res = lintAll(uri, text);
      assert.deepEqual(
        res.findings.map((f) => [f.rule, f.message]),
        [['parse-error', 'The file contains NUL bytes: it looks binary, not YAML or JSON.']],
      );
    }
    // Past the first 8 000 characters a NUL only matters when the text does not parse anyway.
    const late = 'a: ' + 'x'.repeat(9000) + '\n' + Buffer.from(junk(2048, 3)).toString('latin1') + '\u0000';
    assert.deepEqual(
      lintAll('late.yaml', late).findings.map((f) => f.message),
      ['The file contains NUL bytes: it looks binary, not YAML or JSON.'],
    );
    for (let seed = 1; seed <= 20; seed++) {
      const noNul = Buffer.from(junk(4096, seed).map((b) => b || 1)).toString('latin1');
      const res = lintAll('junk.yaml', noNul);
      assert.ok(res.findings.every((f) => f.rule === 'parse-error'));
      lintAll('junk.json', noNul);
    }
  });

  it('ignores YAML that is not OpenAPI, and empty, comment-only, scalar and array documents', () => {
    const cases: [string, string][] = [
      ['workflow.yaml', fixture('not-openapi.yaml')],
      ['empty.yaml', ''],
      ['empty.json', ''],
      ['blank.yaml', '\n\n   \n'],
      ['bom.yaml', '\uFEFF'],
      ['comments.yaml', '# just a comment\n  # and another\n'],
      ['scalar.yaml', 'just a string\n'],
      ['number.json', '42'],
      ['array.yaml', '- openapi: 3.1.0\n- paths: {}\n'],
      ['array.json', '[{"openapi": "3.1.0"}]'],
      ['marker.yaml', '---\n...\n'],
    ];
    for (const [uri, text] of cases) {
      const res = lintAll(uri, text);
      assert.deepEqual(res.findings, [], uri);
      assert.equal(res.isOpenApi, false, uri);
    }
  });

  it('stops a "billion laughs" (aliases of aliases) with one parse error, whatever reads the document', () => {
    // Nine aliases of the level before on each of ten levels: 9^10 nodes. Before the cap the lint finished only
    // because no rule read `x-` extensions; a bomb in schemas took the structural check hours.
    const laughs = ['openapi: 3.1.0', 'info: {title: Laughs, version: "1"}', 'x-l0: &l0 [lol, lol, lol, lol, lol]'];
    for (let i = 1; i < 10; i++)
      laughs.push(
        `x-l${i}: &l${i} [${Array(9)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    laughs.push('paths:', '  /a:', '    get:', '      x-laugh: *l9', '      responses: {"200": {description: ok}}');
    // Two aliases of the level before on each of 40 levels, in the 3.0 Schema Objects the structural check reads.
    const schemas = ['openapi: 3.0.3', 'info: {title: t, version: "1"}', 'paths: {}', 'components:', '  schemas:'];
    schemas.push('    L0: &l0 {type: string}');
    for (let i = 1; i < 40; i++) schemas.push(`    L${i}: &l${i} {allOf: [*l${i - 1}, *l${i - 1}]}`);
    for (const text of [laughs, schemas].map((lines) => lines.join('\n') + '\n')) {
      for (const route of ['', 'x-tag: !!str tagged\n']) {
        const res = lintAll('laughs.yaml', route + text);
        assert.deepEqual(
          res.findings.map((f) => [f.rule, f.message]),
          [
            [
              'parse-error',
              `The document's aliases stand for more than ${MAX_ALIAS_NODES} nodes; it is not read further.`,
            ],
          ],
        );
        // At the alias that passes the cap.
        const at = res.findings[0].span!;
        assert.match((route + text).slice(at.start, at.end), /^\*l\d+$/);
      }
    }
  });

  it('lints a spec whose schemas fan out through $refs (2^40 paths through allOf) with every rule', () => {
    // Each schema combines the one before twice, in `allOf`, `oneOf` and `properties`: 40 schemas, 2^40 paths.
    const body = '{content: {application/json: {schema: {$ref: "#/components/schemas/L39"}}}}';
    const lines = [
      'openapi: 3.0.3',
      'info: {title: t, version: "1"}',
      'paths:',
      '  /pets:',
      `    get: {responses: {"200": {description: ok, ${body.slice(1)}}}`,
      `    post: {requestBody: ${body}, responses: {"201": {description: ok, ${body.slice(1)}}}`,
      '  /pets/{petId}:',
      '    parameters: [{name: petId, in: path, required: true, schema: {type: string}}]',
      `    get: {responses: {"200": {description: ok, ${body.slice(1)}}}`,
    ];
    lines.push(
      'components:',
      '  schemas:',
      '    L0: {type: object, properties: {links: {type: string}, data: {type: array}}}',
    );
    for (let i = 1; i < 40; i++) {
      const ref = `{$ref: "#/components/schemas/L${i - 1}"}`;
      lines.push(`    L${i}: {allOf: [${ref}, ${ref}], oneOf: [${ref}, ${ref}], properties: {a: ${ref}, b: ${ref}}}`);
    }
    const res = lintAll('fan-out.yaml', lines.join('\n') + '\n');
    assert.equal(res.isOpenApi, true);
  });

  it('reads a document whose aliases stand for fewer nodes than the cap as yaml does, in both routes', () => {
    const lines = ['openapi: 3.0.3', 'info: {title: t, version: "1"}', 'paths: {}', 'components:', '  schemas:'];
    lines.push('    L0: &l0 {type: string}');
    for (let i = 1; i < 12; i++) lines.push(`    L${i}: &l${i} {allOf: [*l${i - 1}, *l${i - 1}]}`);
    for (const route of ['', 'x-tag: !!str tagged\n']) {
      const text = route + lines.join('\n') + '\n';
      const res = lintAll('small.yaml', text);
      assert.deepEqual(
        res.findings.filter((f) => f.rule === 'parse-error' || f.rule === 'oas-schema'),
        [],
      );
      assert.deepEqual(parseSource('small.yaml', text).root, yamlParse(text, { maxAliasCount: -1 }));
    }
  });
});
