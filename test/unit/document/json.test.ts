import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { slowParse } from './compare';

/** `message @start-end` of each parse problem. */
function problems(uri: string, text: string): string[] {
  return parseSource(uri, text).errors.map((e) => `${e.message} @${e.span.start}-${e.span.end}`);
}

describe('document: JSON with positions', () => {
  it('records every container, key (quotes included) and value span', () => {
    const text = '{\n  "a": {"b": [1, "x", {}]},\n  "c\\"d": null\n}';
    const doc = parseSource('s.json', text);
    assert.deepEqual(doc.errors, []);
    assert.equal(doc.format, 'json');
    const root = doc.root as { a: { b: unknown[] } };
    assert.deepEqual(root, { a: { b: [1, 'x', {}] }, 'c"d': null });
    const show = (s: { start: number; end: number }) => text.slice(s.start, s.end);
    const top = doc.locate(root)!;
    assert.deepEqual(
      [...top.keys!].map(([k, e]) => [k, show(e.key), show(e.value)]),
      [
        ['a', '"a"', '{"b": [1, "x", {}]}'],
        ['c"d', '"c\\"d"', 'null'],
      ],
    );
    assert.deepEqual(top.span, { start: 0, end: text.length });
    const b = doc.locate(root.a.b)!;
    assert.deepEqual(b.items!.map(show), ['1', '"x"', '{}']);
    assert.deepEqual(show(doc.locate(root.a.b[2] as object)!.span), '{}');
  });

  it('gives the same values and locations as the YAML composer reading the same JSON', () => {
    const text =
      '\uFEFF{"paths": {"/a": {"get": {"responses": {"200": {"description": "ok"}}}}}, "tags": [{"name": "t"}], "n": -1.5e3}';
    const fast = parseSource('s.json', text);
    const slow = slowParse(text);
    assert.deepEqual(fast.root, slow.root);
    const get = (fast.root as { paths: { '/a': object } }).paths['/a'];
    const slowGet = (slow.root as { paths: { '/a': object } }).paths['/a'];
    assert.deepEqual(fast.locate(get), { ...slow.locate(slowGet), doc: fast });
  });

  it('reports syntax errors at their offsets, in plain words', () => {
    assert.deepEqual(problems('s.json', '{"a": 1,}'), ['A trailing comma is not allowed in JSON. @7-8']);
    assert.deepEqual(problems('s.json', '{"a" 1}'), ["Expected ':' after a property name. @5-6"]);
    assert.deepEqual(problems('s.json', '{"a": "x\ny"}'), [
      'A control character (such as a line break or tab) must be escaped inside a JSON string. @8-9',
    ]);
    assert.deepEqual(problems('s.json', '["\\q"]'), ['Invalid escape in a string. @2-3']);
    assert.deepEqual(problems('s.json', '{"a": "open'), ['Unterminated string. @6-7']);
    assert.deepEqual(problems('s.json', '{"a": [1, 2'), [
      'Unexpected end of the file: a bracket or brace is not closed. @11-11',
    ]);
    assert.deepEqual(problems('s.json', '{"a": 1} x'), ['Unexpected text after the JSON value. @9-10']);
    assert.deepEqual(problems('s.json', '{"a": 01}'), ["Expected ',' or '}' after a property value. @7-8"]);
    assert.deepEqual(problems('s.json', '{a: 1}'), ['Expected a property name in double quotes. @1-2']);
    assert.deepEqual(problems('s.json', '[NaN]'), ['Expected a JSON value. @1-2']);
  });

  it('reports duplicate keys like the YAML path does', () => {
    const text = '{"a": 1, "b": {"x": 1, "x": 2}, "a": 3}';
    assert.deepEqual(problems('s.json', text), ['Map keys must be unique @23-24', 'Map keys must be unique @32-33']);
    assert.deepEqual(
      slowParse(text).errors.map((e) => e.message),
      ['Map keys must be unique', 'Map keys must be unique'],
    );
    assert.deepEqual(problems('s.json', '{"a": 1, "\\u0061": 2}'), ['Map keys must be unique @9-10']);
  });

  it('keeps a "__proto__" key as data, never as a prototype', () => {
    const doc = parseSource('s.json', '{"__proto__": {"polluted": true}, "x": {"__proto__": []}}');
    const root = doc.root as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(root), Object.prototype);
    assert.deepEqual(Object.keys(root), ['__proto__', 'x']);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.ok(doc.locate(root)!.keys!.has('__proto__'));
    assert.ok(doc.locate(root.__proto__ as object));
  });

  it('reads JSON in a .yaml file through the JSON route, and falls back to YAML when it is not JSON', () => {
    const asYaml = parseSource('s.yaml', '{"openapi": "3.1.0"}');
    assert.equal(asYaml.format, 'yaml');
    assert.deepEqual(asYaml.root, { openapi: '3.1.0' });
    assert.deepEqual(parseSource('s', '{openapi: 3.1.0, x: [a, b]}').root, { openapi: '3.1.0', x: ['a', 'b'] });
    assert.equal(parseSource('s', '{openapi: 3.1.0}').format, 'yaml');
    const dup = parseSource('s.yaml', '{"a": 1, "a": 2}');
    assert.deepEqual(
      dup.errors.map((e) => e.message),
      ['Map keys must be unique'],
    );
  });

  it('pairs each container with its value when keys are array indices, out of order in the text', () => {
    const text = '{"responses": {"404": {"d": "missing"}, "200": {"d": "ok"}, "default": {"d": "other"}, "1x": [1]}}';
    const doc = parseSource('s.json', text);
    const responses = (doc.root as { responses: Record<string, object> }).responses;
    const show = (node: object) => text.slice(doc.locate(node)!.span.start, doc.locate(node)!.span.end);
    assert.equal(show(responses['404']), '{"d": "missing"}');
    assert.equal(show(responses['200']), '{"d": "ok"}');
    assert.equal(show(responses.default), '{"d": "other"}');
    assert.equal(show(responses['1x']), '[1]');
  });

  it('pairs containers with their values after a repeated key, anywhere in the document', () => {
    const text =
      '{"x": {"p": {"k": 1}}, "o": {"a": {"n": 1}, "b": {"n": 2}, "a": {"n": 3}, "c": {"n": 4}}, "z": [{"q": 1}]}';
    const doc = parseSource('s.json', text);
    assert.deepEqual(
      doc.errors.map((e) => [e.message, e.span.start]),
      [['Map keys must be unique', text.lastIndexOf('"a"')]],
    );
    const root = doc.root as { x: { p: object }; o: Record<string, object>; z: object[] };
    const show = (node: object) => text.slice(doc.locate(node)!.span.start, doc.locate(node)!.span.end);
    assert.equal(show(root.o.a), '{"n": 3}', 'the value JSON.parse kept is the last one');
    assert.equal(show(root.o.b), '{"n": 2}');
    assert.equal(show(root.o.c), '{"n": 4}');
    assert.equal(show(root.x.p), '{"k": 1}');
    assert.equal(show(root.z[0]), '{"q": 1}');
  });
});
