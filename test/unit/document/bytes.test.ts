import * as assert from 'node:assert/strict';
import { decodeBytes, fileColumn } from '../../../src/core/document/bytes';
import { parseSource, parseSourceBytes } from '../../../src/core/document/parse';
import type { Range, SourceDocument } from '../../../src/core/document/types';
import { lint, lintDocument } from '../../../src/core/lint';

const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

/** Every container's span, key spans and value spans of a document, as file positions, in a stable order. */
function positions(doc: SourceDocument): string[] {
  const out: string[] = [];
  const show = (r: Range) => `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
  const visit = (v: unknown, at: string) => {
    if (!v || typeof v !== 'object') return;
    const loc = doc.locate(v)!;
    out.push(`${at} ${show(doc.rangeOf(loc.span))}`);
    if (loc.keys) for (const [k, e] of loc.keys) out.push(`${at}/${k} key ${show(doc.rangeOf(e.key))} value ${show(doc.rangeOf(e.value))}`);
    if (loc.items) loc.items.forEach((s, i) => out.push(`${at}/${i} ${show(doc.rangeOf(s))}`));
    if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${at}/${i}`));
    else for (const [k, x] of Object.entries(v)) visit(x, `${at}/${k}`);
  };
  visit(doc.root, '');
  return out;
}

/** Parses `text` from its UTF-8 bytes and from the decoded string; both must agree on everything callers see. */
function assertSameAsText(uri: string, text: string): SourceDocument {
  const fromBytes = parseSourceBytes(uri, utf8(text));
  const fromText = parseSource(uri, text);
  assert.deepEqual(fromBytes.root, fromText.root);
  assert.deepEqual(
    fromBytes.errors.map((e) => [e.message, fromBytes.rangeOf(e.span)]),
    fromText.errors.map((e) => [e.message, fromText.rangeOf(e.span)]),
  );
  assert.equal(fromBytes.format, fromText.format);
  assert.deepEqual(positions(fromBytes), positions(fromText));
  return fromBytes;
}

describe('document: parsing a file from its bytes', () => {
  it('keeps a JSON file with non-ASCII characters a one-byte string, with the same values and positions', () => {
    const text = '{\n  "title": "Café – 🍫 menu",\n  "paths": {"/cafés/{id}": {"x-é": [1, "ä", {"k": "🚒🚢"}]}},\n  "tail": {"z": "·"}\n}';
    const doc = assertSameAsText('spec.json', text);
    assert.ok(!/[^\x00-\x7f]/.test(doc.text), 'the parsed text is ASCII');
    assert.equal((doc.root as { title: string }).title, 'Café – 🍫 menu');
  });

  it('maps positions after escapes, inside a line and on later lines', () => {
    const text = '{"a": "é", "b": {"c": "🍫x"},\n "d": {"e": 1}}';
    const doc = parseSourceBytes('s.json', utf8(text));
    const root = doc.root as { b: object; d: object };
    const b = doc.rangeOf(doc.locate(root.b)!.span);
    assert.deepEqual(b, { start: { line: 0, character: text.indexOf('{"c"') }, end: { line: 0, character: text.indexOf('},') + 1 } });
    const d = doc.rangeOf(doc.locate(root.d)!.span);
    assert.deepEqual(d.start, { line: 1, character: 6 });
  });

  it('counts a byte-order mark as the character it is in the decoded file', () => {
    assertSameAsText('bom.json', '\uFEFF{"a": {"b": "é"}}');
    assertSameAsText('bom-ascii.json', '\uFEFF{"a": {"b": 1}}');
  });

  it('reports syntax errors and duplicate keys exactly as the text route does', () => {
    assertSameAsText('bad.json', '{"a": "é", "b": é}');
    assertSameAsText('dup.json', '{"é": 1, "é": 2, "o": {}}');
    assertSameAsText('cut.json', '{"a": "é"');
  });

  it('decodes invalid UTF-8 as the text route does (U+FFFD)', () => {
    const bytes = new Uint8Array([...utf8('{"a": "'), 0xff, 0xc3, ...utf8('", "b": {"c": "'), 0xe2, 0x82, ...utf8('"}}')]);
    const fromBytes = parseSourceBytes('x.json', bytes);
    const fromText = parseSource('x.json', Buffer.from(bytes).toString('utf8'));
    assert.deepEqual(fromBytes.root, fromText.root);
    assert.deepEqual(positions(fromBytes), positions(fromText));
  });

  it('never escapes YAML (an escape outside double quotes would change the value)', () => {
    const text = 'title: Café\nlist: [é, "ü"]\n';
    const doc = assertSameAsText('spec.yaml', text);
    assert.equal(doc.text, text);
    // A file without a JSON name that starts like JSON is not escaped either: it may be YAML.
    assertSameAsText('spec', '{a: é}');
  });

  it('takes an ASCII file as it is', () => {
    assert.deepEqual(decodeBytes(utf8('{"a": 1}'), true), { text: '{"a": 1}' });
    assertSameAsText('a.json', '{"a": [1, 2, {"b": null}]}');
  });

  it('maps a column back over the escapes of its line', () => {
    // "é" at 2 became \u00e9 (6 characters), a pair at 10 became 12 characters.
    const table = Int32Array.from([2, 6, 1, 10, 12, 2]);
    assert.equal(fileColumn(table, 0, 2), 2);
    assert.equal(fileColumn(table, 0, 8), 3);
    assert.equal(fileColumn(table, 0, 5), 2, 'inside an escape: the character it stands for');
    assert.equal(fileColumn(table, 0, 10), 5);
    assert.equal(fileColumn(table, 0, 22), 7);
    assert.equal(fileColumn(table, 30, 35), 5, 'escapes on earlier lines do not count');
  });
});

describe('lint: a file read from its bytes', () => {
  it('places every finding where linting the decoded text does, escapes in path keys included', () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Cafés – 🍫', version: '1' },
      paths: {
        '/cafés/{id}/getMenü': { get: { responses: { '200': { description: 'ok ·' } } } },
        '/🍫/{id}/créer': { post: { responses: { '200': { description: 'é' } } } },
        '/caf\u00e9/{cafeId}': { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'x' } } } },
      },
    };
    const text = JSON.stringify(spec, null, 2);
    const fromBytes = lintDocument(parseSourceBytes('spec.json', utf8(text)), {});
    const fromText = lint({ uri: 'spec.json', text });
    assert.ok(fromText.findings.length > 5, 'the spec breaks several rules');
    assert.deepEqual(
      fromBytes.findings.map(({ span: _, ...f }) => f),
      fromText.findings.map(({ span: _, ...f }) => f),
    );
  });

  it('places a segment after escapes written in the file itself', () => {
    // The key's raw text is "/caf\u00e9s/getAll": the segment starts 5 characters later than in the decoded key.
    const text = '{"openapi": "3.0.3", "info": {"title": "t", "version": "1"},\n"paths": {"/caf\\u00e9s/getAll": {"get": {"responses": {"200": {"description": "ok"}}}}}}';
    const found = lint({ uri: 's.json', text, only: ['path-no-verbs'] }).findings;
    assert.equal(found.length, 1);
    const line = text.split('\n')[1];
    const at = line.indexOf('getAll');
    assert.deepEqual(found[0].range, { start: { line: 1, character: at }, end: { line: 1, character: at + 'getAll'.length } });
  });
});
