import * as assert from 'node:assert/strict';
import { decodeBytes, fileColumn, restoreText } from '../../../src/core/document/bytes';
import { parseSource, parseSourceBytes, sourceBytesArea } from '../../../src/core/document/parse';
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
    const bytes = utf8('{"a": 1}');
    assert.deepEqual(decodeBytes(bytes, true), { text: '{"a": 1}', bytes });
    assertSameAsText('a.json', '{"a": [1, 2, {"b": null}]}');
  });

  it('escapes a file in place when the room given is where its bytes lie, and gives the file\'s text back', () => {
    const text = '\uFEFF{"é": ["日本", "😀", "a\\u00e9"], "x": "ü\u00ff"}';
    const file = Buffer.from(text, 'utf8');
    const memory = new ArrayBuffer(file.length * 3);
    const bytes = new Uint8Array(memory, 0, file.length);
    bytes.set(file);
    const rooms: number[] = [];
    const inPlace = decodeBytes(bytes, true, (length) => {
      rooms.push(length);
      return new Uint8Array(memory, 0, length);
    });
    const apart = decodeBytes(file, true);
    assert.equal(inPlace.text, apart.text);
    assert.deepEqual(inPlace.escapes, apart.escapes);
    assert.deepEqual(rooms, [apart.text.length]);
    assert.equal(Buffer.from(memory, 0, inPlace.text.length).toString('latin1'), inPlace.text, 'the room holds the escaped text');
    // The file's own bytes are gone; its text comes back from the escaped one.
    assert.equal(restoreText(inPlace), text);
    assert.equal(restoreText(decodeBytes(utf8('{"a": 1}'), true)), '{"a": 1}');
  });

  it('parses a big JSON file read into the scan\'s memory as it parses the file\'s text, broken or not', () => {
    const entry = (i: number) => `    "/caf\u00e9s/${i}": {"get": {"summary": "Menü ${i} 🍫", "responses": {"200": {"description": "ok"}}}}`;
    const body = Array.from({ length: 12000 }, (_, i) => entry(i)).join(',\n');
    const texts = {
      clean: `{\n  "openapi": "3.0.3",\n  "info": {"title": "Cafés", "version": "1"},\n  "paths": {\n${body}\n  }\n}\n`,
      broken: `{\n  "openapi": "3.0.3",\n  "info": {"title": "Cafés", "version": "1"},\n  "paths": {\n${body},\n  }\n}\n`,
      ascii: `{\n  "openapi": "3.0.3",\n  "paths": {\n${body.replace(/[^\x00-\x7f]/g, '?')}\n  }\n}\n`,
    };
    for (const [name, text] of Object.entries(texts)) {
      const file = Buffer.from(text, 'utf8');
      assert.ok(file.length > 1 << 20, `${name} is a big file`);
      const area = sourceBytesArea('big.json', file.length)!;
      assert.equal(area.length, file.length, name);
      area.set(file);
      const fromArea = parseSourceBytes('big.json', area);
      const fromText = parseSource('big.json', text);
      assert.deepEqual(fromArea.root, fromText.root, name);
      assert.deepEqual(
        fromArea.errors.map((e) => [e.message, fromArea.rangeOf(e.span)]),
        fromText.errors.map((e) => [e.message, fromText.rangeOf(e.span)]),
        name,
      );
      assert.equal(fromArea.errors.length > 0, name === 'broken', name);
      if (name !== 'broken') assert.deepEqual(positions(fromArea).slice(0, 400), positions(fromText).slice(0, 400), name);
    }
    // Only big JSON files are read there.
    assert.equal(sourceBytesArea('big.yaml', 2 << 20), undefined);
    assert.equal(sourceBytesArea('small.json', 1000), undefined);
  });

  it('decodes a JSON file of mostly non-ASCII bytes as UTF-8 instead of escaping it (up to 6 times longer)', () => {
    const cjk = JSON.stringify({ openapi: '3.0.3', info: { title: '日本語'.repeat(400), version: '1' }, paths: {} });
    const decoded = decodeBytes(utf8(cjk), true, () => assert.fail('no room is asked for'));
    assert.deepEqual(decoded, { text: cjk });
    assertSameAsText('cjk.json', cjk);
    // Garbage named .json, big enough to be read into the scan's memory: the same error as from its text.
    let seed = 7;
    const junk = Buffer.alloc((1 << 20) + 4096, 0).map(() => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24));
    const area = sourceBytesArea('junk.json', junk.length)!;
    area.set(junk);
    const fromArea = parseSourceBytes('junk.json', area);
    const fromText = parseSource('junk.json', Buffer.from(junk).toString('utf8'));
    assert.ok(fromText.errors.length > 0);
    assert.deepEqual(
      fromArea.errors.map((e) => [e.message, fromArea.rangeOf(e.span)]),
      fromText.errors.map((e) => [e.message, fromText.rangeOf(e.span)]),
    );
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
