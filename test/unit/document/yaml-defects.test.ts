import * as assert from 'node:assert/strict';
import { parse as yamlParse, parseDocument } from 'yaml';
import { parseSource } from '../../../src/core/document/parse';
import type { Position } from '../../../src/core/document/types';
import { lint } from '../../../src/core/lint';
import { ParsedSource } from '../../../src/core/document/source';
import { MAX_MERGED_ENTRIES } from '../../../src/core/document/limits';
import { YAML_OPTIONS } from '../../../src/core/document/yaml-ast';
import { parseYamlFast } from '../../../src/core/document/yaml-fast';

/** What the fast parser alone makes of `text`: its value, or `bail` when it hands the text to the composer. */
function fastValue(text: string): unknown {
  const doc = new ParsedSource('t.yaml', text, 'yaml');
  const bail = parseYamlFast(doc);
  return bail ? 'bail' : doc.root;
}

/** The `yaml` package's own error for `text` (its first line), or undefined when it reads it. */
function yamlError(text: string): string | undefined {
  try {
    yamlParse(text, YAML_OPTIONS);
    return undefined;
  } catch (e) {
    return (e as Error).message.split('\n')[0];
  }
}

describe('document: YAML fast path defects (issue 13 item 6)', () => {
  describe('an empty keeping block scalar (|+ or >+) is "" like yaml and PyYAML read it, not "\\n"', () => {
    const cases: [string, unknown][] = [
      ['a: |+\nb: 1\n', { a: '', b: 1 }],
      ['a: >+\nb: 1\n', { a: '', b: 1 }],
      ['a: |+\n', { a: '' }],
      ['a: |+', { a: '' }],
      ['- >+\n- x\n', ['', 'x']],
      ['a:\n  b: |+\nc: 1\n', { a: { b: '' }, c: 1 }],
      // Blank lines after the header are kept (one line break each), as before.
      ['a: |+\n\nb: 1\n', { a: '\n', b: 1 }],
      ['a: >+\n\n\nb: 1\n', { a: '\n\n', b: 1 }],
    ];
    for (const [text, value] of cases) {
      it(JSON.stringify(text), () => {
        assert.deepEqual(yamlParse(text, YAML_OPTIONS), value, 'the yaml package agrees');
        assert.deepEqual(fastValue(text), value);
        const doc = parseSource('t.yaml', text);
        assert.deepEqual(doc.errors, []);
        assert.deepEqual(doc.root, value);
      });
    }
  });

  it('leaves trailing blank lines no more indented than the first content line out of a |-1 or >1 block, as yaml does (found by the fuzz test)', () => {
    for (const [text, value] of [
      ['- |-1\n\n   more\n   \n- x\n', ['\n  more', 'x']],
      ['a: >1\n   more\n   \nb: 1\n', { a: '  more\n', b: 1 }],
      ['a: |1\n   more\n    \nb: 1\n', { a: '  more\n   \n', b: 1 }],
      ['a: |+1\n   more\n   \nb: 1\n', { a: '  more\n  \n', b: 1 }],
    ] as [string, unknown][]) {
      assert.deepEqual(yamlParse(text, YAML_OPTIONS), value, `the yaml package agrees: ${JSON.stringify(text)}`);
      assert.deepEqual(fastValue(text), value, JSON.stringify(text));
    }
  });

  it('reads [?] as a list holding one mapping with an empty key, as yaml does, not as ["?"]', () => {
    for (const [text, value] of [
      ['[?]\n', [{ '': null }]],
      ['a: [?, 1]\n', { a: [{ '': null }, 1] }],
    ] as [string, unknown][]) {
      assert.deepEqual(yamlParse(text, YAML_OPTIONS), value, 'the yaml package agrees');
      assert.notDeepEqual(fastValue(text), ['?']);
      const doc = parseSource('t.yaml', text);
      assert.deepEqual(doc.errors, []);
      assert.deepEqual(doc.root, value);
    }
    // A `?` or `-` that a plain character follows still starts a plain scalar.
    assert.deepEqual(fastValue('[?x, -y, a-]\n'), ['?x', '-y', 'a-']);
  });

  describe('rejects what the yaml package rejects', () => {
    const cases: [string, string, string][] = [
      ['yaml-test-suite G5U8', '- [-, -]\n', '3-4 Block collections are not allowed within flow collections'],
      ['yaml-test-suite SR86', 'key1: &a value\nkey2: &b *a\n', '24-26 An alias node must not specify any properties'],
      ['yaml-test-suite YJV2', '[-]\n', '1-2 Block collections are not allowed within flow collections'],
      ['a dash as a flow mapping value', '{k: -}\n', '4-5 Block collections are not allowed within flow collections'],
      ['a question mark as a flow mapping value', '{k: ?}\n', '5-6 Missing , between flow map items'],
      [
        'a dash before a closing brace in a nested flow',
        'a: {b: [x, -]}\n',
        '11-12 Block collections are not allowed within flow collections',
      ],
      ['a tab before an anchor in a sequence entry', '- \t&x 1\n', '1-3 Tabs are not allowed as indentation'],
      ['a tab right after the dash before an anchor', '-\t&x 1\n', '1-2 Tabs are not allowed as indentation'],
      [
        'a tab before an anchor in a nested sequence entry',
        'a:\n  - \t&x 1\n',
        '6-8 Tabs are not allowed as indentation',
      ],
    ];
    for (const [name, text] of cases) {
      it(`${name}: ${JSON.stringify(text)}`, () => {
        assert.ok(yamlError(text), 'the yaml package rejects it');
        assert.equal(fastValue(text), 'bail');
        const doc = parseSource('t.yaml', text);
        assert.ok(doc.errors.length > 0, 'an error is reported');
      });
    }
    it("reports each with the yaml package's message and place", () => {
      for (const [, text, first] of cases) {
        const e = parseSource('t.yaml', text).errors[0];
        assert.equal(`${e.span.start}-${e.span.end} ${e.message}`, first, JSON.stringify(text));
      }
    });
    it('still reads the valid neighbours of those shapes', () => {
      for (const [text, value] of [
        ['a:\t&x 1\n', { a: 1 }],
        ['- &x\t1\n', [1]],
        ['- \t1\n', [1]],
        ['key1: &a value\nkey2: *a\n', { key1: 'value', key2: 'value' }],
        ['[-x, a-b]\n', ['-x', 'a-b']],
      ] as [string, unknown][]) {
        assert.deepEqual(yamlParse(text, YAML_OPTIONS), value, 'the yaml package agrees');
        assert.deepEqual(fastValue(text), value, JSON.stringify(text));
      }
    });
  });

  describe('the yaml fallback', () => {
    it('names a mapping key that is a collection as yaml does, not "[object Object]" or the items joined', () => {
      for (const [text, value] of [
        ['? {a: 1}\n: x\n', { '{ a: 1 }': 'x' }],
        ['? [a, b]\n: x\n', { '[ a, b ]': 'x' }],
        ['[{a: 1}: x]\n', [{ '{ a: 1 }': 'x' }]],
        ['{[d, e]: f, g: h}\n', { '[ d, e ]': 'f', g: 'h' }],
      ] as [string, unknown][]) {
        assert.deepEqual(yamlParse(text, YAML_OPTIONS), value, 'the yaml package agrees');
        const doc = parseSource('t.yaml', text);
        assert.deepEqual(doc.errors, []);
        assert.deepEqual(doc.root, value, JSON.stringify(text));
      }
      const doc = parseSource('t.yaml', '? [a, b]\n: x\n');
      const key = doc.locate(doc.root as object)!.keys!.get('[ a, b ]')!;
      assert.deepEqual(
        [key.key, key.value],
        [
          { start: 2, end: 8 },
          { start: 11, end: 12 },
        ],
      );
    });

    it('never throws on a collection key that yaml cannot turn into a value (found by the fuzz test)', () => {
      const laughs =
        'a: &a [x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n? [*c, *c]\n: 1\n';
      for (const [text, key] of [
        ['? [*x]\n: 1\n', '[*x]'],
        ['? {<<: 1}\n: 1\n', '{<<: 1}'],
        [laughs, '[*c, *c]'],
      ]) {
        const doc = parseSource('t.yaml', text);
        assert.ok(Object.prototype.hasOwnProperty.call(doc.root, key), `${JSON.stringify(text)}: the key's own text`);
      }
    });

    it('reports an alias to an anchor not set before it, as yaml.parse does', () => {
      const text = 'x: !!str t\na: *nowhere\nb: [*x]\n';
      assert.throws(() => yamlParse(text, YAML_OPTIONS), /Unresolved alias/);
      const doc = parseSource('t.yaml', text);
      assert.deepEqual(
        doc.errors.map((e) => `${e.span.start}-${e.span.end} ${e.message}`),
        [
          '14-22 Unresolved alias (the anchor must be set before the alias): nowhere',
          '27-29 Unresolved alias (the anchor must be set before the alias): x',
        ],
      );
    });

    it('reports a merge of a collection that holds the merge key, where yaml recurses until the stack runs out (found by the fuzz test)', () => {
      for (const text of [
        'x: !!str t\na: &a\n  b: 1\n  <<: *a\n',
        'x: !!str t\na: &a\n  b:\n    <<: *a\n',
        'x: !!str t\na: &s\n  - b: 1\n    <<: *s\n',
        'a: &a\n  b: 1\n  <<: *a\n',
      ]) {
        assert.throws(() => yamlParse(text, { ...YAML_OPTIONS, maxAliasCount: -1 }), /call stack/, 'yaml recurses');
        const doc = parseSource('t.yaml', text);
        assert.deepEqual(
          doc.errors.map((e) => `${text.slice(e.span.start, e.span.end)}: ${e.message}`),
          ['*' + text.split('*')[1].slice(0, 1) + ': A merge key (<<) cannot merge a collection that holds it.'],
          JSON.stringify(text),
        );
      }
    });

    it('reports an alias key, or an alias in a collection key, whose anchor is not set before it (found by the fuzz test)', () => {
      const text = 'a: &x1#c\n  <<: {m: 1}\n  *x1 : 1\n';
      assert.throws(() => yamlParse(text, YAML_OPTIONS), /Unresolved alias/);
      assert.deepEqual(
        parseSource('t.yaml', text).errors.map((e) => e.message),
        ['Unresolved alias (the anchor must be set before the alias): x1'],
      );
      const inKey = '- ? k: &x\n      b: 1\n      *n : 2\n  : v\n';
      assert.throws(() => yamlParse(inKey, YAML_OPTIONS), /Unresolved alias/);
      assert.deepEqual(
        parseSource('t.yaml', inKey).errors.map((e) => e.message),
        ['Unresolved alias (the anchor must be set before the alias): n'],
      );
    });

    it("finds duplicate keys as yaml's uniqueKeys does, each at the repeated key (as the JSON route puts it)", () => {
      for (const [text, at] of [
        [': a\n~: b\n', [4]],
        ['0: 1\n-0: 2\n', [5]],
        ['{a: 1, a: 2}\n', [7]],
        ['&k a: 1\na: 2\n', [8]],
        ['a: 1\n!!str a: 2\n', [11]],
        ['a: 1\nb:\nc:\na: 3\n', [11]],
        ['? {a: 1, a: 2}\n: x\n', [9]],
        ['<<: {x: 1}\n<<: {y: 2}\n', []],
        ['.nan: 1\n.nan: 2\n', []],
        ['1: a\n"1": b\n', []],
        ['[a: 1, a: 2]\n', []],
      ] as [string, number[]][]) {
        const yamlCount = parseDocument(text, YAML_OPTIONS).errors.filter((e) =>
          e.message.startsWith('Map keys must be unique'),
        ).length;
        assert.equal(yamlCount, at.length, `yaml agrees on ${JSON.stringify(text)}`);
        const doc = parseSource('t.yaml', text);
        assert.deepEqual(
          doc.errors.filter((e) => e.message === 'Map keys must be unique').map((e) => e.span.start),
          at,
          JSON.stringify(text),
        );
      }
    });

    it('finds a duplicate among 10 000 keys of a mapping the fallback reads (yaml compared each key with all before it: 6 s)', () => {
      const lines = ['x: !!str t'];
      for (let i = 0; i < 10_000; i++) lines.push(`k${i}: v`);
      lines.push('k7: again');
      const text = lines.join('\n') + '\n';
      const doc = parseSource('t.yaml', text);
      assert.deepEqual(doc.errors, [
        {
          message: 'Map keys must be unique',
          span: { start: text.lastIndexOf('k7:'), end: text.lastIndexOf('k7:') + 1 },
        },
      ]);
      assert.equal(Object.keys(doc.root as object).length, 10_001);
    });

    it('reads !!omap as a mapping and !!pairs as one-entry mappings, not as nulls', () => {
      const text = 'o: !!omap\n  - x: 1\n  - y: [2]\np: !!pairs\n  - a: 1\n  - a: 2\n';
      const doc = parseSource('t.yaml', text);
      assert.deepEqual(doc.errors, []);
      assert.deepEqual(doc.root, { o: { x: 1, y: [2] }, p: [{ a: 1 }, { a: 2 }] });
      const root = doc.root as { o: object; p: object[] };
      const show = (s: { start: number; end: number }) => text.slice(s.start, s.end);
      const o = doc.locate(root.o)!;
      assert.deepEqual(
        [...o.keys!].map(([k, e]) => `${k}: ${show(e.key)} => ${show(e.value)}`),
        ['x: x => 1', 'y: y => [2]'],
      );
      assert.equal(show(doc.locate(root.p[1])!.span), 'a: 2');
      assert.equal(show(doc.locate(root.p[1])!.keys!.get('a')!.value), '2');
    });
  });

  describe('a byte-order mark', () => {
    const minified = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: { '/getUsers': { get: { responses: { 200: { description: 'ok' } } } } },
    });
    /** `rule line:col-line:col` of every finding. */
    const ranges = (findings: { rule: string; range: { start: Position; end: Position } }[]) =>
      findings
        .map(
          (f) =>
            `${f.rule} ${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`,
        )
        .sort();

    for (const [name, uri, text] of [
      ['minified JSON', 'spec.json', minified],
      [
        'YAML',
        'spec.yaml',
        'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {/getUsers: {get: {responses: {"200": {description: ok}}}}}\n',
      ],
    ]) {
      it(`does not move findings on line 1 of ${name} one column to the right`, () => {
        const plain = lint({ uri, text }).findings;
        assert.ok(
          plain.some((f) => f.range.start.line === 0 || f.range.start.line === 2),
          'findings where the test looks',
        );
        assert.deepEqual(ranges(lint({ uri, text: '\uFEFF' + text }).findings), ranges(plain));
      });
    }

    it('counts columns on line 1 without it, ASCII or not', () => {
      for (const body of ['{"a": [1, "x"]}', '{"a": [1, "é"]}']) {
        const bom = '\uFEFF' + body;
        const at = body.indexOf('[');
        const doc = parseSource('s.json', bom);
        const loc = doc.locate((doc.root as { a: object }).a)!;
        assert.deepEqual(doc.rangeOf(loc.span).start, { line: 0, character: at }, JSON.stringify(body));
      }
      const errorAt = (text: string) => {
        const doc = parseSource('s.yaml', text);
        return doc.rangeOf(doc.errors[0].span);
      };
      assert.deepEqual(errorAt('\uFEFFa: b: c\n'), errorAt('a: b: c\n'));
      assert.equal(errorAt('a: b: c\n').start.line, 0);
      assert.deepEqual(parseSource('s.yaml', '\uFEFFa: b\nc: d\n').positionAt(1), { line: 0, character: 0 });
      assert.deepEqual(parseSource('s.yaml', '\uFEFFa: b\nc: d\n').positionAt(6), { line: 1, character: 0 });
    });
  });

  describe('a chain of << merge keys', () => {
    /** `n` mappings, each merging the one before it and adding a key: n²/2 merged entries in all. */
    const chain = (n: number, head = 'x: 1') => {
      const lines = [head, 'a0: &a0', '  key0: value0'];
      for (let i = 1; i < n; i++) lines.push(`a${i}: &a${i}`, `  <<: *a${i - 1}`, `  key${i}: value${i}`);
      return lines.join('\n') + '\n';
    };
    const limitMessage = `The document's << merge keys copy more than ${MAX_MERGED_ENTRIES} entries; it is not read further.`;

    for (const [route, head] of [
      ['the fast path', 'x: 1'],
      ['the yaml fallback (a tag sends it there)', 'x: !!str tagged'],
    ]) {
      it(`stops with a parse error at the link that passes the cap, in ${route}`, () => {
        const text = chain(5000, head);
        assert.ok(text.length > 200_000, `${text.length} characters`);
        const doc = parseSource('t.yaml', text);
        assert.deepEqual(
          doc.errors.map((e) => e.message),
          [limitMessage],
        );
        // The cap is passed while merging link n where n(n+1)/2 first exceeds it.
        let n = 0;
        while ((n * (n + 1)) / 2 <= MAX_MERGED_ENTRIES) n++;
        const at = text.indexOf(`<<: *a${n - 1}\n`);
        assert.deepEqual(doc.errors[0].span, { start: at, end: at + 2 });
        assert.equal(doc.root, undefined);
      });

      it(`reads a chain under the cap exactly as yaml does, in ${route}`, () => {
        const text = chain(120, head);
        const doc = parseSource('t.yaml', text);
        assert.deepEqual(doc.errors, []);
        assert.deepEqual(doc.root, yamlParse(text, { ...YAML_OPTIONS, maxAliasCount: -1 }));
        const last = (doc.root as Record<string, object>).a119;
        assert.equal(Object.keys(last).length, 120);
        const first = doc.locate(last)!.keys!.get('key0')!;
        assert.equal(text.slice(first.key.start, first.value.end), 'key0: value0');
      });
    }
  });

  it('resolves each alias in the yaml fallback to the last anchor of its name before it, keys included', () => {
    const text = 'x: !!str t\nl: [&a 1, *a, &a 2, *a]\nm: {&k key: 3}\nn: {*k : 4}\no: *a\n';
    const doc = parseSource('t.yaml', text);
    assert.deepEqual(doc.errors, []);
    assert.deepEqual(doc.root, { x: 't', l: [1, 1, 2, 2], m: { key: 3 }, n: { key: 4 }, o: 2 });
  });
});
