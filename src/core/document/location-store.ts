import type { EntryLocation, NodeLocation, SourceDocument, Span, TargetSpan } from './types';

/**
 * Container locations as the fast parsers record them: flat offsets shared by every container of one parse,
 * turned into a `NodeLocation` the first time someone asks. A parser pushes a container's entries (objects:
 * key, key start/end, value start/end; arrays: item start/end) on scratch stacks while it parses the
 * container's children (which pop their own entries when they finish), then `finish` moves them here.
 * JSON objects store no key strings: their keys are read back from the text when a location is unpacked.
 */
export class LocationStore {
  // Per container: start, end, first offset, entry count, first key (ARRAY, JSON_KEYS or an index in `keys`).
  private table: Int32Array;
  private count = 0;
  private offsets: Int32Array;
  private used = 0;
  private entries = 0;
  private readonly keys: string[] = [];
  // Scratch stacks with explicit tops (cheaper than push and length truncation).
  private stack: Int32Array = new Int32Array(4096);
  private top = 0;
  private readonly stackKeys: string[] = [];
  private keyTop = 0;
  /** Per big object searched by key, where each key's entry is. */
  private keyIndex: Map<number, Map<string, number>> | undefined;

  /**
   * @param textLength sizes the tables for a text this long, so that they rarely grow (each growth copies them):
   *   OpenAPI documents have about one container per 110–150 characters and one entry per 40–50 (GitHub's spec).
   */
  constructor(textLength = 0) {
    this.table = new Int32Array(Math.max(5 * 4096, Math.ceil(textLength / 24)));
    this.offsets = new Int32Array(Math.max(4 * 16384, Math.ceil(textLength / 10)));
  }

  /** Entries and items of the containers finished so far. */
  recorded(): number {
    return this.entries;
  }

  /** Where a container's entries begin on the scratch stack; pass it to `finish`. */
  mark(): number {
    return this.top;
  }

  /** Records one object entry of the container being parsed. */
  entry(key: string, keyStart: number, keyEnd: number, valueStart: number, valueEnd: number): void {
    this.stackKeys[this.keyTop++] = key;
    this.jsonEntry(keyStart, keyEnd, valueStart, valueEnd);
  }

  /** Records one entry of a JSON object (its key is read back from the text), or the offsets of any entry. */
  jsonEntry(keyStart: number, keyEnd: number, valueStart: number, valueEnd: number): void {
    let t = this.top;
    if (t + 4 > this.stack.length) this.stack = grow(this.stack, t + 4);
    const s = this.stack;
    s[t++] = keyStart;
    s[t++] = keyEnd;
    s[t++] = valueStart;
    s[t++] = valueEnd;
    this.top = t;
  }

  /** Records one array item of the container being parsed. */
  item(start: number, end: number): void {
    let t = this.top;
    if (t + 2 > this.stack.length) this.stack = grow(this.stack, t + 2);
    this.stack[t++] = start;
    this.stack[t++] = end;
    this.top = t;
  }

  /** How many entries the object whose mark is `mark` has recorded so far. */
  pendingCount(mark: number): number {
    return (this.top - mark) >> 2;
  }

  /** The key of the `i`-th entry recorded since `mark`. */
  pendingKey(mark: number, i: number): string {
    return this.stackKeys[this.keyTop - ((this.top - mark) >> 2) + i];
  }

  /** The key start of the `i`-th entry recorded since `mark`. */
  pendingKeyStart(mark: number, i: number): number {
    return this.stack[mark + 4 * i];
  }

  /** Ends the container whose entries start at `mark`; returns its id. `kind`: ARRAY, OBJECT or JSON_OBJECT. */
  finish(mark: number, start: number, end: number, kind: number): number {
    const n = this.top - mark;
    let u = this.used;
    if (u + n > this.offsets.length) this.offsets = grow(this.offsets, u + n);
    const offsets = this.offsets;
    const stack = this.stack;
    for (let i = mark; i < this.top; i++) offsets[u++] = stack[i];
    let firstKey = kind === JSON_OBJECT ? JSON_KEYS : ARRAY;
    if (kind === OBJECT) {
      const sk = this.stackKeys;
      const from = this.keyTop - (n >> 2);
      firstKey = this.keys.length;
      for (let i = from; i < this.keyTop; i++) this.keys.push(sk[i]);
      this.keyTop = from;
    }
    this.top = mark;
    const r = 5 * this.count;
    if (r + 5 > this.table.length) this.table = grow(this.table, r + 5);
    const t = this.table;
    t[r] = start;
    t[r + 1] = end;
    t[r + 2] = this.used;
    t[r + 3] = kind === ARRAY ? n >> 1 : n >> 2;
    t[r + 4] = firstKey;
    this.used = u;
    this.entries += t[r + 3];
    return this.count++;
  }

  /** The index of the last entry for `key` in object `id` (-1: none); big objects get an index of their keys. */
  private entryIndex(id: number, key: string, text: string): number {
    const n = this.table[5 * id + 3];
    if (n > 8) {
      let index = (this.keyIndex ??= new Map()).get(id);
      if (!index) {
        index = new Map();
        for (let i = 0; i < n; i++) index.set(this.keyAt(id, i, text), i);
        this.keyIndex.set(id, index);
      }
      return index.get(key) ?? -1;
    }
    for (let i = n - 1; i >= 0; i--) if (this.keyAt(id, i, text) === key) return i;
    return -1;
  }

  /** `SourceDocument.targetSpan` for container `id`, read from the table and offsets without unpacking them. */
  targetSpan(
    id: number,
    key: string | number | undefined,
    part: 'key' | 'value' | undefined,
    text: string,
  ): TargetSpan {
    const t = this.table;
    const r = 5 * id;
    const o = this.offsets;
    if (key !== undefined) {
      if (t[r + 4] === ARRAY) {
        if (typeof key === 'number' && key >= 0 && key < t[r + 3]) {
          const at = t[r + 2] + 2 * key;
          return { span: { start: o[at], end: o[at + 1] }, exact: true };
        }
      } else {
        const i = this.entryIndex(id, String(key), text);
        if (i >= 0) {
          const at = t[r + 2] + 4 * i + (part === 'key' ? 0 : 2);
          return { span: { start: o[at], end: o[at + 1] }, exact: true };
        }
      }
    }
    return { span: { start: t[r], end: t[r + 1] }, exact: false };
  }

  /** The key and value offsets of the last entry recorded for `key` in object `id`. */
  lookup(id: number, key: string, text: string): [number, number, number, number] | undefined {
    const t = this.table;
    const r = 5 * id;
    if (t[r + 4] === ARRAY) return undefined;
    const i = this.entryIndex(id, key, text);
    if (i < 0) return undefined;
    const o = t[r + 2] + 4 * i;
    return [this.offsets[o], this.offsets[o + 1], this.offsets[o + 2], this.offsets[o + 3]];
  }

  /** Builds the full location of container `id`. */
  unpack(id: number, doc: SourceDocument): NodeLocation {
    const t = this.table;
    const r = 5 * id;
    const o = this.offsets;
    const span = { start: t[r], end: t[r + 1] };
    const from = t[r + 2];
    const n = t[r + 3];
    if (t[r + 4] !== ARRAY) {
      const keys = new Map<string, EntryLocation>();
      for (let i = 0; i < n; i++) {
        const j = from + 4 * i;
        keys.set(this.keyAt(id, i, doc.text), {
          key: { start: o[j], end: o[j + 1] },
          value: { start: o[j + 2], end: o[j + 3] },
        });
      }
      return { doc, span, keys };
    }
    const items: Span[] = [];
    for (let i = 0; i < n; i++) items.push({ start: o[from + 2 * i], end: o[from + 2 * i + 1] });
    return { doc, span, items };
  }

  /** The key of entry `i` of object `id`. */
  private keyAt(id: number, i: number, text: string): string {
    const first = this.table[5 * id + 4];
    if (first !== JSON_KEYS) return this.keys[first + i];
    const o = this.table[5 * id + 2] + 4 * i;
    return jsonKey(text, this.offsets[o], this.offsets[o + 1]);
  }
}

/** `LocationStore.finish` kinds. */
export const ARRAY = -1;
export const OBJECT = 0;
export const JSON_OBJECT = 1;
const JSON_KEYS = -2;

/** The decoded text of the JSON string between `start` and `end` (quotes included). */
export function jsonKey(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.indexOf('\\') < 0 ? inner : (JSON.parse(text.slice(start, end)) as string);
}

/**
 * The offset after the JSON string whose opening quote is at `p` (the closing quote is the first one not escaped
 * by an odd run of backslashes); -1 when the text ends first.
 */
export function jsonStringEnd(text: string, p: number): number {
  let q = text.indexOf('"', p + 1);
  while (q >= 0) {
    let k = 0;
    while (text.charCodeAt(q - 1 - k) === 92) k++;
    if ((k & 1) === 0) return q + 1;
    q = text.indexOf('"', q + 1);
  }
  return -1;
}

function grow(a: Int32Array, need: number): Int32Array {
  let size = a.length * 2;
  while (size < need) size *= 2;
  const b = new Int32Array(size);
  b.set(a);
  return b;
}
