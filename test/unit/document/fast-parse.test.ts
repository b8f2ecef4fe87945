import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { ParsedSource } from '../../../src/core/document/source';
import { parseYamlFast } from '../../../src/core/document/yaml-fast';
import { compareParsers, slowParse } from './compare';
import { TRICKY_YAML } from './yaml-fixtures';

/** `[start,end] text` of each entry of the container at `pointer` in a parsed document. */
function entries(text: string, pointer: string[]): string[] {
  const doc = parseSource('t.yaml', text);
  assert.deepEqual(doc.errors, []);
  let node: unknown = doc.root;
  for (const t of pointer) node = (node as Record<string, unknown>)[t];
  const loc = doc.locate(node as object)!;
  const show = (s: { start: number; end: number }) =>
    `${s.start}-${s.end} ${JSON.stringify(text.slice(s.start, s.end))}`;
  const out = [`span ${show(loc.span)}`];
  for (const [k, e] of loc.keys ?? []) out.push(`${k}: ${show(e.key)} => ${show(e.value)}`);
  for (const s of loc.items ?? []) out.push(`item ${show(s)}`);
  return out;
}

describe('document: fast YAML parser', () => {
  for (const [name, text] of Object.entries(TRICKY_YAML)) {
    it(`reads ${name} exactly as the yaml composer does`, () => {
      const result = compareParsers(text);
      assert.equal(result.bailed, undefined, 'the fast parser handles it');
      assert.deepEqual(result.differences, []);
    });
  }

  it('gives container ranges that end at their last value, and empty values a place after the indicator', () => {
    const text = 'a:\n  b: 1  # note\n  c:\n    - x\n    -\n\n# trailing\nd: |\n  text\n\ne:\n';
    assert.deepEqual(entries(text, []), [
      'span 0-64 "a:\\n  b: 1  # note\\n  c:\\n    - x\\n    -\\n\\n# trailing\\nd: |\\n  text\\n\\ne:"',
      'a: 0-1 "a" => 5-36 "b: 1  # note\\n  c:\\n    - x\\n    -"',
      'd: 49-50 "d" => 52-60 "|\\n  text"',
      'e: 62-63 "e" => 64-64 ""',
    ]);
    assert.deepEqual(entries(text, ['a', 'c']), ['span 27-36 "- x\\n    -"', 'item 29-30 "x"', 'item 36-36 ""']);
    assert.deepEqual(entries('"q k": {x: [1, "two"]}\n', ['q k', 'x']), [
      'span 11-21 "[1, \\"two\\"]"',
      'item 12-13 "1"',
      'item 15-20 "\\"two\\""',
    ]);
  });

  it('hands YAML outside its subset to the composer, which keeps its own errors and positions', () => {
    for (const text of [
      'a: !!str 1\n',
      '? [complex]\n: key\n',
      '%YAML 1.2\n---\na: 1\n',
      'a: 1\n---\nb: 2\n',
      'a: b: c\n',
      'a:\n  - x\n  y: 1\n',
      'a: "open\n',
    ]) {
      const fast = new ParsedSource('t.yaml', text, 'yaml');
      assert.ok(parseYamlFast(fast), `gives up on ${JSON.stringify(text)}`);
      const doc = parseSource('t.yaml', text);
      const slow = slowParse(text);
      assert.deepEqual(doc.errors, slow.errors);
      assert.deepEqual(doc.root, slow.root);
    }
    const broken = parseSource('t.yaml', 'openapi: 3.1.0\npaths:\n  /a:\n    get: [\n');
    assert.ok(broken.errors.length > 0);
    assert.ok(broken.errors.every((e) => e.span.start >= 0 && e.span.end <= 40));
  });

  it('reads an alias used as a key as the scalar its anchor names, at the place of the alias', () => {
    const text = 'E: { &k $ref: "#/x" }\nF: { *k : "#/nowhere" }\nG:\n  *k : 1\n';
    const doc = parseSource('t.yaml', text);
    assert.deepEqual(doc.errors, []);
    assert.deepEqual(doc.root, { E: { $ref: '#/x' }, F: { $ref: '#/nowhere' }, G: { $ref: 1 } });
    assert.deepEqual(entries(text, ['F']).slice(1), ['$ref: 27-29 "*k" => 32-43 "\\"#/nowhere\\""']);
  });

  it('reports a merge key whose value is not a mapping instead of inventing a "<<" key', () => {
    const doc = parseSource('t.yaml', 'a:\n  <<: 1\n  b: 2\n');
    assert.deepEqual(
      doc.errors.map((e) => e.message),
      ['A merge key (<<) takes a mapping or a list of mappings.'],
    );
    assert.deepEqual(parseSource('t.yaml', 'a:\n  "<<": 1\n').root, { a: { '<<': 1 } });
  });
});
