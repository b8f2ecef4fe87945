import * as assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { parseJsonFast } from '../../../src/core/document/json-fast';
import { scanJson, scanTextArea } from '../../../src/core/document/json-scan';
import { JSON_SCAN_WASM } from '../../../src/core/document/json-scan-wasm';
import { parseSource, parseSourceBytes } from '../../../src/core/document/parse';
import { ParsedSource } from '../../../src/core/document/source';
import type { NodeLocation, SourceDocument } from '../../../src/core/document/types';

const ROOT = path.resolve(__dirname, '../../..');

/** Every container's location, by pointer, and the parse problems: what the two JSON routes must agree on. */
function record(doc: SourceDocument): { errors: string[]; locations: Map<string, unknown> } {
  const errors = doc.errors.map((e) => `${e.message} @${e.span.start}-${e.span.end}`);
  const locations = new Map<string, unknown>();
  const describe = (l: NodeLocation) => ({
    span: [l.span.start, l.span.end],
    keys: l.keys ? [...l.keys].map(([k, e]) => [k, e.key.start, e.key.end, e.value.start, e.value.end]) : undefined,
    items: l.items?.map((s) => [s.start, s.end]),
  });
  const visit = (v: unknown, pointer: string) => {
    if (!v || typeof v !== 'object') return;
    const loc = doc.locate(v);
    locations.set(pointer, loc && describe(loc));
    for (const k of Object.keys(v)) visit((v as Record<string, unknown>)[k], `${pointer}/${k}`);
  };
  visit(doc.root, '');
  return { errors, locations };
}

/** Parses `text` as JSON through the WebAssembly scan (`ascii`) and through the JS walk. */
function bothRoutes(text: string): { scanned: ReturnType<typeof record>; walked: ReturnType<typeof record> } {
  const a = new ParsedSource('x.json', text, 'json');
  const b = new ParsedSource('x.json', text, 'json');
  assert.equal(parseJsonFast(a, true), true);
  assert.equal(parseJsonFast(b, false), true);
  return { scanned: record(a), walked: record(b) };
}

/** A random JSON text (seeded): nested objects and arrays, keys that are array indices, escapes, odd spacing. */
function randomJson(seed: number): string {
  let s = seed >>> 0 || 1;
  const rand = (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
  const spaces = ['', ' ', '\n', '\r\n', '\t', '  \n    ', ' \r '];
  const ws = () => spaces[rand(spaces.length)];
  const keys = ['a', 'b', '200', '0', '1', '01', '4294967295', '-1', 'x y', '__proto__', 'q\\"', 'a\\u0062', 'tab\\t', 'long-key-name', '', '$ref'];
  const scalars = ['1', '-2.5e3', 'true', 'false', 'null', '"s"', '"with \\"quotes\\" and \\\\"', '"\\u00e9"', '0', '"]}"'];
  const value = (depth: number): string => {
    const k = rand(depth > 5 ? 3 : 6);
    if (k < 3) return scalars[rand(scalars.length)];
    if (k < 5) {
      const used = new Set<string>();
      const parts: string[] = [];
      for (let i = rand(6); i > 0; i--) {
        const key = keys[rand(keys.length)];
        // Keys stay distinct once decoded ("ab" is what "a\u0062" decodes to).
        const decoded = JSON.parse(`"${key}"`) as string;
        if (used.has(decoded)) continue;
        used.add(decoded);
        parts.push(`${ws()}"${key}"${ws()}:${ws()}${value(depth + 1)}${ws()}`);
      }
      return `{${parts.join(',') || ws()}}`;
    }
    const items: string[] = [];
    for (let i = rand(5); i > 0; i--) items.push(`${ws()}${value(depth + 1)}${ws()}`);
    return `[${items.join(',') || ws()}]`;
  };
  return ws() + value(0) + ws();
}

/** Where each line of `text` starts, as ParsedSource indexes lines (\n, \r\n or a lone \r ends a line). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** Every container of `doc.root` with its pointer (no `$ref` followed). */
function containers(root: unknown): [object, string][] {
  const out: [object, string][] = [];
  const visit = (v: unknown, pointer: string) => {
    if (!v || typeof v !== 'object') return;
    out.push([v, pointer]);
    for (const k of Object.keys(v)) visit((v as Record<string, unknown>)[k], `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  visit(root, '');
  return out;
}

describe('document: the WebAssembly JSON scan', () => {
  it('is the module that json-scan.wat assembles to (npm run build:wasm)', async function () {
    this.timeout(20000);
    const build = (await import(path.join(ROOT, 'scripts/build-wasm.mjs'))) as { assemble(wat: string): Promise<string> };
    const wat = path.join(ROOT, 'src/core/document/json-scan.wat');
    assert.equal(await build.assemble(wat), JSON_SCAN_WASM.replace(/\s/g, ''));
  });

  it('records the same locations as the JS walk on 400 generated documents', () => {
    let scannedCount = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const text = randomJson(seed);
      const { scanned, walked } = bothRoutes(text);
      assert.ok(isDeepStrictEqual(scanned, walked), `seed ${seed}: ${text}`);
      if (scanJson(text, 0)) scannedCount++;
    }
    // Every document is scanned (the generator repeats no key), not only handed to the JS walk.
    assert.equal(scannedCount, 400);
  });

  it('records where lines start, as ParsedSource indexes them, trailing lines included', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const text = randomJson(seed);
      const scan = scanJson(text, 0)!;
      if (scan.count === 0) continue;
      assert.deepEqual(Array.from(scan.lineStarts!), lineStarts(text), `seed ${seed}`);
    }
    assert.deepEqual(Array.from(scanJson('{\r\n"a": [1,\r2]\n}\n\n', 0)!.lineStarts!), [0, 3, 12, 15, 17, 18]);
    // A text with more lines than the scan keeps room for leaves the index to ParsedSource.
    assert.equal(scanJson(`[${'\n'.repeat(100)}]`, 0)!.lineStarts, undefined);
    const doc = new ParsedSource('x.json', `[${'\n'.repeat(100)}{}]`, 'json');
    parseJsonFast(doc, true);
    assert.deepEqual(doc.positionAt(101), { line: 100, character: 0 });
  });

  it('records a small document exactly: containers in the order they open, entries as offsets', () => {
    const text = '{"a": [1, {}], "b": {"c": []}}';
    const scan = scanJson(text, 0)!;
    assert.equal(scan.count, 5);
    const rows = [...Array(scan.count)].map((_, id) => Array.from(scan.table.subarray(5 * id, 5 * id + 5)));
    // start, end, first offset, entries, kind (-2 object, -1 array)
    assert.deepEqual(rows.map((r) => [text.slice(r[0], r[1]), r[3], r[4]]), [
      [text, 2, -2],
      ['[1, {}]', 2, -1],
      ['{}', 0, -2],
      ['{"c": []}', 1, -2],
      ['[]', 0, -1],
    ]);
    assert.deepEqual(Array.from(scan.next), [5, 3, 3, 5, 5]);
    const entries = Array.from(scan.offsets.subarray(rows[0][2], rows[0][2] + 8));
    assert.deepEqual(entries, [1, 4, 6, 13, 15, 18, 20, 29]);
  });

  it('crosses strings and runs of spaces 16 bytes at a time without missing a quote, an escape or a line break', () => {
    const breaks = ['\n', '\r\n', '\r', ''];
    let checked = 0;
    for (let length = 0; length <= 40; length++) {
      // No escape, then an escaped quote or backslash on each side of the 16-byte steps.
      for (const at of [-1, 0, 14, 15, 16, 17, 31, 32, length - 1]) {
        if (at >= length) continue;
        const chars = 'x'.repeat(length).split('');
        if (at >= 0) chars[at] = at % 2 ? '\\"' : '\\\\';
        const string = `"${chars.join('')}"`;
        const pad = ' '.repeat((length * 7 + at + 2) % 37);
        const br = breaks[(length + at + 1) % breaks.length];
        const text = `{${br}${pad}${string}:${pad}${string},${br}${pad}"k":${br}${pad}[${pad}${string}${br}${pad}]${pad}${br}}${pad}`;
        const { scanned, walked } = bothRoutes(text);
        assert.ok(isDeepStrictEqual(scanned, walked), text);
        const scan = scanJson(text, 0)!;
        assert.ok(scan, text);
        assert.deepEqual(Array.from(scan.lineStarts!), lineStarts(text), JSON.stringify(text));
        checked++;
      }
    }
    assert.equal(checked, 237);
  });

  it('pairs values by key in objects whose keys are array indices (listed first by JS engines)', () => {
    const text = '{"b": {"x": 1}, "200": [1], "1": {"y": [2]}, "a": []}';
    const { scanned, walked } = bothRoutes(text);
    assert.deepEqual(scanned, walked);
    assert.deepEqual(scanned.locations.get('/200'), { span: [23, 26], keys: undefined, items: [[24, 25]] });
  });

  it('leaves repeated keys and too deep a nesting to the JS walk, which reports them', () => {
    for (const text of ['{"a": 1, "b": {"x": 1, "x": 2}, "a": 3}', '['.repeat(1001) + ']'.repeat(1001)]) {
      assert.equal(scanJson(text, 0), undefined);
      const { scanned, walked } = bothRoutes(text);
      assert.deepEqual(scanned, walked);
      assert.ok(scanned.errors.length > 0);
    }
    // 1000 levels are fine.
    assert.ok(scanJson('['.repeat(1000) + ']'.repeat(1000), 0));
  });

  it('compares escaped keys by what they stand for', () => {
    const repeated = '{"a": {}, "\\u0061": []}';
    assert.deepEqual(Array.from(scanJson(repeated, 0)!.objectsToCheck), [0]);
    assert.deepEqual(bothRoutes(repeated).scanned.errors, ['Map keys must be unique @10-11']);
    const distinct = '{"a\\u0062": {"k": 1}, "ac": [2]}';
    const { scanned, walked } = bothRoutes(distinct);
    assert.deepEqual(scanned, walked);
    assert.deepEqual(scanned.errors, []);
  });

  it('checks objects with more keys than its hash slots for repeats', () => {
    const keys = [...Array(9000)].map((_, i) => `"k${i}": {}`);
    const clean = `{${keys.join(',')}}`;
    assert.deepEqual(Array.from(scanJson(clean, 0)!.objectsToCheck), [0]);
    assert.deepEqual(bothRoutes(clean).scanned.errors, []);
    const repeated = `{${keys.join(',')}, "k17": 1}`;
    assert.equal(bothRoutes(repeated).scanned.errors.length, 1);
    // Fewer keys go through the hash slots: a repeat among 500 is found by the scan itself.
    assert.equal(scanJson(`{${keys.slice(0, 500).join(',')}, "k499": 1}`, 0), undefined);
  });

  it('scans again with more room when a text is denser than OpenAPI documents are', () => {
    const text = `[${'[],'.repeat(60000)}{"a":[{},{},{}]}]`;
    const scan = scanJson(text, 0)!;
    assert.equal(scan.count, 60000 + 1 + 1 + 1 + 3);
    const { scanned, walked } = bothRoutes(text);
    assert.deepEqual(scanned, walked);
  });

  it('is what parseSourceBytes uses for a JSON file, with the file’s own columns after non-ASCII characters', () => {
    const text = '\uFEFF{\n  "naïve": {"é": [1, {"ü": "日本"}]},\n  "b": [{"x": "😀"}, {}]\n}\n';
    const bytes = Buffer.from(text, 'utf8');
    const fromBytes = parseSourceBytes('x.json', bytes);
    const fromText = parseSource('x.json', text);
    const ranges = (doc: SourceDocument) => {
      const out: unknown[] = [];
      const visit = (v: unknown) => {
        if (!v || typeof v !== 'object') return;
        const loc = doc.locate(v)!;
        out.push(doc.rangeOf(loc.span), [...(loc.keys?.values() ?? [])].map((e) => [doc.rangeOf(e.key), doc.rangeOf(e.value)]));
        for (const k of Object.keys(v)) visit((v as Record<string, unknown>)[k]);
      };
      visit(doc.root);
      return out;
    };
    assert.deepEqual(fromBytes.root, fromText.root);
    assert.deepEqual(ranges(fromBytes), ranges(fromText));
  });

  it('reads a text made in its memory where it lies, and copies in a text whose room is not the one given last', () => {
    const text = '{"a": [1, {"b": 2}]}';
    const area = scanTextArea(text.length)!;
    Buffer.from(area.buffer, area.byteOffset, area.length).write(text, 'latin1');
    assert.equal(scanJson(text, 0, area)!.count, 3);
    // The room was given for `text`; once a scan has taken it, it is the next text's.
    const other = '[[], {"c": {}}]';
    const stale = scanTextArea(text.length)!;
    scanJson(other, 0);
    assert.deepEqual(Array.from(scanJson(text, 0, stale)!.table.filter((_, i) => i % 5 === 0)), [0, 6, 10]);
    // A big text gets an instance of its own, and the results stay in its memory.
    const big = `[${'{"k": [1, 2]},'.repeat(80000)}{}]`;
    const bigArea = scanTextArea(big.length)!;
    Buffer.from(bigArea.buffer, bigArea.byteOffset, bigArea.length).write(big, 'latin1');
    const scanned = scanJson(big, 0, bigArea)!;
    assert.equal(scanned.count, 1 + 2 * 80000 + 1);
    assert.ok(scanned.table.byteOffset > 0, "a view, not a copy");
  });

  it('gives a second room in the memory of the first when it fits, and never grows a memory a room is in', () => {
    try {
      // A file read into a room, then its escaped text made in a room of its size or larger (decodeBytes).
      const first = scanTextArea(1000)!;
      first.fill(120);
      const again = scanTextArea(900)!;
      assert.ok(again.buffer === first.buffer && again.byteOffset === first.byteOffset, 'the same memory, the same place');
      // Too big for that memory: another one, and the room given before stays readable.
      const bigger = scanTextArea(again.buffer.byteLength)!;
      assert.ok(bigger.buffer !== again.buffer, 'another memory');
      assert.equal(again.length, 900, 'not detached');
      assert.equal(again[899], 120);
    } finally {
      scanJson('[]', 0);
    }
  });

  it('leaves the text to the JS walk when the system refuses its memory', () => {
    type MemoryClass = { new (d: { initial: number }): object; prototype: { grow(pages: number): number } };
    const wasm = (globalThis as unknown as { WebAssembly: { Memory: MemoryClass } }).WebAssembly;
    const { Memory } = wasm;
    const grow = Memory.prototype.grow;
    const text = `{"items": [${'{"k": [1, 2]},'.repeat(80000)}{}]}`;
    // A big text's memory is made at its size; a small one's grows.
    wasm.Memory = function (d: { initial: number }) {
      if (d.initial > 16) throw new RangeError('WebAssembly.Memory(): could not allocate memory');
      return new Memory(d);
    } as unknown as MemoryClass;
    Memory.prototype.grow = () => {
      throw new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded');
    };
    try {
      assert.equal(scanTextArea(text.length), undefined);
      assert.equal(scanJson(text, 0), undefined);
      const doc = new ParsedSource('x.json', text, 'json');
      assert.equal(parseJsonFast(doc, true), true);
      assert.equal(doc.pairingDeferred, false);
      assert.deepEqual(doc.locate((doc.root as { items: object[] }).items[1])!.span, { start: 25, end: 38 });
      // A small text whose room the shared memory cannot grow to.
      const small = `[${'{},'.repeat(300000)}{}]`;
      assert.equal(scanJson(small, 0), undefined);
    } finally {
      wasm.Memory = Memory;
      Memory.prototype.grow = grow;
    }
  });

  it('agrees with the JS walk on every JSON fixture', () => {
    const files = listJson(path.join(ROOT, 'test/fixtures'));
    assert.ok(files.length > 5);
    for (const f of files) {
      const text = readFileSync(f, 'latin1');
      if (/[^\x00-\x7f]/.test(text) || !isJson(text)) continue;
      const { scanned, walked } = bothRoutes(text);
      assert.ok(isDeepStrictEqual(scanned, walked), f);
    }
  });
});

describe('document: pairing scanned JSON on demand', () => {
  const scanned = (text: string) => {
    const doc = new ParsedSource('x.json', text, 'json');
    assert.equal(parseJsonFast(doc, true), true);
    assert.equal(doc.pairingDeferred, true);
    return doc;
  };
  const walked = (text: string) => {
    const doc = new ParsedSource('x.json', text, 'json');
    parseJsonFast(doc, false);
    return doc;
  };
  // What placing a finding does: find the node by the finding's pointer (targetSpan), then read its whole location.
  const locateAt = (doc: ParsedSource, node: object, pointer: string) => {
    doc.targetSpan(node, undefined, undefined, pointer);
    return doc.locate(node);
  };

  it('finds each container by its pointer without pairing the others', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const text = randomJson(seed);
      if (!/^\s*[[{]/.test(text)) continue;
      const doc = scanned(text);
      const reference = walked(text);
      const expected = containers(reference.root).map(([node]) => reference.locate(node));
      containers(doc.root).forEach(([node, pointer], i) => {
        assert.deepEqual({ ...locateAt(doc, node, pointer)!, doc: undefined }, { ...expected[i]!, doc: undefined }, `seed ${seed} ${pointer}`);
      });
      assert.equal(doc.pairingDeferred, true, `seed ${seed}`);
    }
  });

  it('follows local $refs on the way, as the model did to reach the node', () => {
    const text = JSON.stringify({
      paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } } },
      components: {
        responses: { Ok: { $ref: '#/components/responses/Real' }, Real: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A~1B' } } } } },
        schemas: { 'A/B': { type: 'object', properties: { id: { type: 'integer' } } } },
      },
    });
    const doc = scanned(text);
    const root = doc.root as { components: { responses: { Real: { content: Record<string, object> } }; schemas: Record<string, { properties: { id: object } }> } };
    const real = root.components.responses.Real;
    const show = (node: object, pointer: string) => {
      const span = locateAt(doc, node, pointer)!.span;
      return text.slice(span.start, span.end);
    };
    assert.equal(show(real, '/paths/~1a/get/responses/200'), JSON.stringify(real));
    assert.equal(show(real.content['application/json'], '/paths/~1a/get/responses/200/content/application~1json'), JSON.stringify(real.content['application/json']));
    const id = root.components.schemas['A/B'].properties.id;
    assert.equal(show(id, '/paths/~1a/get/responses/200/content/application~1json/schema/properties/id/type'), '{"type":"integer"}');
    assert.equal(doc.pairingDeferred, true);
  });

  it('pairs everything once when a pointer does not lead to the node, and still places it', () => {
    const text = '{"a": {"b": [{"c": 1}]}, "d": {"$ref": "#/nowhere"}, "e": {"$ref": "#/e"}}';
    const doc = scanned(text);
    const root = doc.root as { a: { b: { c: number }[] }; e: object };
    // A cycle of $refs ends the search instead of looping.
    const show = (span: { start: number; end: number }) => text.slice(span.start, span.end);
    assert.equal(show(locateAt(doc, root.a.b[0], '/e/x')!.span), '{"c": 1}');
    assert.equal(doc.pairingDeferred, false);
    assert.equal(show(doc.locate(root.e)!.span), '{"$ref": "#/e"}');
  });

  it('finds keys the CLI read with non-ASCII characters, which its text holds as escapes', () => {
    const text = '{"café": {"ü": [{"x": 1}]}, "b": {}}';
    const doc = parseSourceBytes('x.json', Buffer.from(text, 'utf8')) as ParsedSource;
    assert.equal(doc.pairingDeferred, true);
    const item = (doc.root as Record<string, Record<string, object[]>>)['café']['ü'][0];
    const loc = locateAt(doc, item, '/café/ü/0/x')!;
    assert.deepEqual(doc.rangeOf(loc.span), { start: { line: 0, character: 16 }, end: { line: 0, character: 24 } });
    assert.equal(doc.pairingDeferred, true);
  });

  it('pairs everything for `locate` and `owns`, which have no pointer', () => {
    const text = '{"a": {"b": [{"c": 1}]}}';
    const doc = scanned(text);
    assert.equal(doc.owns(doc.root as object), true);
    assert.equal(doc.pairingDeferred, false);
    const again = scanned(text);
    assert.deepEqual(again.locate((again.root as { a: object }).a)!.span, { start: 6, end: 23 });
    assert.equal(again.pairingDeferred, false);
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function listJson(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listJson(full));
    else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}
