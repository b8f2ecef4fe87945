import { OBJECT, ARRAY } from './location-store';
import type { ParsedSource } from './source';
import { keyString, resolvePlain } from './yaml-scalars';
import { isEmptyCode, isFixedIndicator } from './yaml-chars';
import { DOC_MARKER, END, PlainStop, Unsupported } from './yaml-scan';
import { ParseLimit, YamlNodeParser } from './yaml-flow';
import { MAX_MERGED_ENTRIES, MERGE_LIMIT_MESSAGE } from './limits';
import { defineEntry } from './yaml-ast';

/**
 * Parses the YAML that real OpenAPI files use (block and flow collections, plain/quoted/block scalars with
 * the YAML 1.2 core schema, comments, anchors, aliases, `<<` merges, one optional `---`) straight into plain
 * values and packed locations. Anything else (tags, directives, explicit keys, several documents, duplicate
 * keys, anything the `yaml` package would call an error) makes it give up: it returns the reason, records
 * nothing, and the caller parses with the full composer. Returns undefined when it parsed the document.
 * Held to that by the official yaml-test-suite (test/unit/document/yaml-test-suite.test.ts) and a seeded fuzz
 * comparison with `yaml` (test/slow/yaml-fuzz.test.ts).
 */
export function parseYamlFast(doc: ParsedSource): Unsupported | undefined {
  const parser = new YamlFastParser(doc);
  try {
    doc.root = parser.document();
    return undefined;
  } catch (e) {
    if (e instanceof Unsupported) {
      doc.clearLocations();
      doc.root = undefined;
      return e;
    }
    if (e instanceof ParseLimit) {
      doc.clearLocations();
      doc.root = undefined;
      doc.errors.push({ message: e.message, span: { start: e.at, end: e.end } });
      return undefined;
    }
    throw e;
  }
}

/** Plain keys up to this long are remembered (see `plainKey`). */
const KEY_CACHE_MAX = 64;

class YamlFastParser extends YamlNodeParser {
  /**
   * The last plain key seen of each length and first character, as its raw text and its key. OpenAPI documents
   * repeat the same keys (`type`, `description`, `schema`…) over and over (GitHub's spec: 217 525 keys, 6 638 of
   * them distinct): a key that matches the text is taken as it is, without a new string, the core schema's
   * resolution, or V8 looking up an internalized copy on each store.
   */
  private readonly keyCache: ({ raw: string; key: string } | undefined)[] = [];
  /** Entries copied by `<<` merge keys so far (see MAX_MERGED_ENTRIES). */
  private mergedEntries = 0;

  document(): unknown {
    const t = this.text;
    if (t.indexOf('\r') >= 0 && /\r(?!\n)/.test(t)) this.bail('a carriage return without a line feed', 0);
    this.pos = t.charCodeAt(0) === 0xfeff ? 1 : 0;
    let i = this.nextLine();
    if (i === DOC_MARKER) {
      if (t.charCodeAt(this.pos) !== 45) this.bail('a document end marker before any content');
      this.pos += 3;
      const p = this.skipInline(this.pos);
      if (t.charCodeAt(p) !== 35 && !isEmptyCode(t.charCodeAt(p))) this.bail('content on the --- line');
      this.finishLine();
      i = this.lineIndent;
      if (i === DOC_MARKER) this.bail('several documents');
    } else if (i >= 0 && t.charCodeAt(this.pos) === 37) {
      this.bail('a directive');
    }
    if (i === END) return null;
    const root = this.nodeAtLineStart(-1, i);
    if (this.lineIndent === DOC_MARKER) {
      if (t.charCodeAt(this.pos) !== 46) this.bail('several documents');
      this.pos += 3;
      this.finishLine();
    }
    if (this.lineIndent !== END) this.bail('unexpected content after the document');
    return root;
  }

  /**
   * The nodes parsed so far, aliases expanded: a value's count is the difference around it (plus one, itself). Entries
   * a `<<` merge copies are not counted again: the alias that names the merged mapping stands for them.
   */
  private nodesSoFar(): number {
    return this.store.recorded() - this.mergedEntries + this.aliasNodes;
  }

  /** A node whose first character is at `pos`, the first content of a line indented `i` (> `n`). */
  private nodeAtLineStart(n: number, i: number): unknown {
    const t = this.text;
    const p = this.pos;
    const c = t.charCodeAt(p);
    if (c === 45 && isEmptyCode(t.charCodeAt(p + 1))) return this.blockSeq(i);
    if (c === 91 || c === 123) return this.flowValue(n);
    if (c === 34 || c === 39) {
      const value = this.quoted(n, false);
      const q = this.skipInline(this.pos);
      if (t.charCodeAt(q) === 58 && isEmptyCode(t.charCodeAt(q + 1))) {
        if (this.text.lastIndexOf('\n', q) >= p) this.bail('a multi-line implicit key', p);
        this.pos = p;
        return this.blockMap(i);
      }
      if (n < 0) this.bail('a scalar document');
      this.finishLine();
      return value;
    }
    if (!this.plainStart(c, p)) this.bail('an unsupported node', p);
    const stop = this.plainLine(p);
    if (stop === PlainStop.Key) {
      this.pos = p;
      return this.blockMap(i);
    }
    if (n < 0) this.bail('a scalar document');
    return this.plainValue(p, n, stop);
  }

  /** True when `c` at `p` may start a plain scalar in block context. */
  private plainStart(c: number, p: number): boolean {
    // - ? : start one unless a space follows
    if (c === 45 || c === 63 || c === 58) return !isEmptyCode(this.text.charCodeAt(p + 1));
    return !isFixedIndicator(c);
  }

  /** Finishes a plain scalar value whose first line was scanned (`stop`); resolves it with the core schema. */
  private plainValue(p: number, n: number, stop: PlainStop): unknown {
    let raw: string;
    if (stop === PlainStop.Eol) raw = this.plainMultiline(p, n);
    else {
      raw = this.text.slice(p, this.ve);
      this.vs = p;
    }
    this.finishLine();
    return resolvePlain(raw);
  }

  /** The key of the plain scalar at [start, end) (first character `first`); undefined for a merge key (`<<`). */
  private plainKey(start: number, end: number, first: number): string | undefined {
    const length = end - start;
    const slot = length <= KEY_CACHE_MAX && first < 128 ? length * 128 + first : -1;
    const known = slot >= 0 ? this.keyCache[slot] : undefined;
    if (known !== undefined && this.text.startsWith(known.raw, start)) return known.key;
    const raw = this.text.slice(start, end);
    if (raw === '<<') return undefined;
    const key = keyString(resolvePlain(raw));
    if (slot >= 0) this.keyCache[slot] = { raw, key };
    return key;
  }

  /** A block mapping whose keys sit at column `c`; `pos` is on its first key. */
  private blockMap(c: number): Record<string, unknown> {
    const t = this.text;
    const start = this.pos;
    this.enter(start);
    const obj: Record<string, unknown> = {};
    const mark = this.store.mark();
    let merged: Set<string> | null = null;
    let end = start;
    for (;;) {
      const ks = this.pos;
      const kc = t.charCodeAt(ks);
      let key: string;
      let isMerge = false;
      if (kc === 34 || kc === 39) {
        key = this.quoted(c, true);
        const q = this.skipInline(this.pos);
        if (t.charCodeAt(q) !== 58 || !isEmptyCode(t.charCodeAt(q + 1))) this.bail('a mapping line without a key', ks);
        this.pos = q;
      } else {
        if (!this.plainStart(kc, ks) || this.plainLine(ks) !== PlainStop.Key)
          this.bail('a mapping line without a key', ks);
        const cached = this.plainKey(ks, this.ve, kc);
        isMerge = cached === undefined;
        key = cached ?? '<<';
      }
      const ke = this.ve;
      this.pos++;
      const value = this.value(c, false);
      end = this.ve;
      if (isMerge) {
        if (merged === null) this.checkUnique(mark);
        merged = this.merge(obj, value, merged, ks);
      } else {
        // Keys before the first merge are checked together at the end; after it, against the object.
        if (merged !== null && Object.prototype.hasOwnProperty.call(obj, key) && !merged.delete(key))
          this.bail('a duplicate key', ks);
        defineEntry(obj, key, value);
        this.store.entry(key, ks, ke, this.vs, this.ve);
      }
      const next = this.lineIndent;
      if (next === c) {
        if (t.charCodeAt(this.pos) === 45 && isEmptyCode(t.charCodeAt(this.pos + 1)))
          this.bail('a sequence inside a mapping');
        continue;
      }
      if (next > c) this.bail('unexpected indentation');
      break;
    }
    this.depth--;
    if (merged === null) this.checkUnique(mark);
    this.doc.setPacked(obj, this.store.finish(mark, start, end, OBJECT));
    this.vs = start;
    this.ve = end;
    return obj;
  }

  /** A `<<` entry: copies keys of the merged mapping(s) that are not set yet; returns the merged-key set. */
  private merge(obj: Record<string, unknown>, value: unknown, merged: Set<string> | null, at: number): Set<string> {
    const set = merged ?? new Set<string>();
    const sources = Array.isArray(value) ? value : [value];
    for (const src of sources) {
      if (!src || typeof src !== 'object' || Array.isArray(src))
        this.bail('a merge of something that is not a mapping', at);
      for (const k of Object.keys(src)) {
        if (Object.prototype.hasOwnProperty.call(obj, k)) continue;
        const entry = this.doc.packedEntry(src, k);
        if (!entry) this.bail('a merge source without a location', at);
        if (++this.mergedEntries > MAX_MERGED_ENTRIES) throw new ParseLimit(MERGE_LIMIT_MESSAGE, at, at + 2);
        defineEntry(obj, k, (src as Record<string, unknown>)[k]);
        set.add(k);
        this.store.entry(k, entry[0], entry[1], entry[2], entry[3]);
      }
    }
    return set;
  }

  /** A block sequence whose `-` indicators sit at column `c`; `pos` is on the first `-`. */
  private blockSeq(c: number): unknown[] {
    const t = this.text;
    const start = this.pos;
    this.enter(start);
    const arr: unknown[] = [];
    const mark = this.store.mark();
    for (;;) {
      this.pos++;
      arr.push(this.value(c, true));
      this.store.item(this.vs, this.ve);
      if (this.lineIndent === c && t.charCodeAt(this.pos) === 45 && isEmptyCode(t.charCodeAt(this.pos + 1))) continue;
      if (this.lineIndent > c) this.bail('unexpected indentation');
      break;
    }
    this.depth--;
    const end = this.ve;
    this.doc.setPacked(arr, this.store.finish(mark, start, end, ARRAY));
    this.vs = start;
    this.ve = end;
    return arr;
  }

  /**
   * The value after a mapping's `:` or a sequence's `-` (at `pos`), in a collection indented `n`. Sets
   * `vs`/`ve` and leaves the cursor on the next content line (`lineIndent`).
   */
  private value(n: number, inSeq: boolean): unknown {
    const t = this.text;
    const from = this.pos;
    let p = this.skipInline(from);
    const emptyAt = p;
    let anchor: string | null = null;
    let nodesBefore = 0;
    let c = t.charCodeAt(p);
    if (c === 38) {
      // `yaml` reads a tab between a sequence's `-` and an anchor as tab indentation, an error.
      if (inSeq && this.hasTab(from, p)) this.bail('a tab before an anchor in a sequence entry', p);
      anchor = this.readName(p);
      if (this.anchors.has(anchor) || this.pending.has(anchor)) this.bail('an anchor defined twice', p);
      this.pending.add(anchor);
      nodesBefore = this.nodesSoFar();
      const q = this.skipInline(this.pos);
      if (q === this.pos && !isEmptyCode(t.charCodeAt(q))) this.bail('text right after an anchor', q);
      p = q;
      c = t.charCodeAt(p);
    }
    let value: unknown;
    if (anchor !== null && c === 42) this.bail('an alias with an anchor', p);
    if (c === 35 || c === 10 || c === 13 || c !== c) {
      this.pos = p;
      this.finishLine();
      const i = this.lineIndent;
      if (i > n) value = this.nodeAtLineStart(n, i);
      else if (i === n && !inSeq && t.charCodeAt(this.pos) === 45 && isEmptyCode(t.charCodeAt(this.pos + 1)))
        value = this.blockSeq(n);
      else {
        if (anchor !== null) this.bail('an anchor on an empty value', p);
        this.vs = this.ve = emptyAt;
        return null;
      }
    } else {
      this.pos = p;
      // A compact collection after `- ` may not follow a tab (the `yaml` package calls it tab indentation).
      value = this.inlineValue(n, inSeq && anchor === null && !this.hasTab(from, p), p, c);
    }
    if (anchor !== null) {
      this.pending.delete(anchor);
      this.anchors.set(anchor, value);
      this.anchorNodes.set(anchor, this.nodesSoFar() - nodesBefore + 1);
    }
    return value;
  }

  private hasTab(from: number, to: number): boolean {
    for (let i = from; i < to; i++) if (this.text.charCodeAt(i) === 9) return true;
    return false;
  }

  /** A value that starts on the indicator's line at `p` (character `c`). */
  private inlineValue(n: number, compact: boolean, p: number, c: number): unknown {
    const t = this.text;
    switch (c) {
      case 42: {
        const value = this.alias(p);
        if (t.charCodeAt(this.skipInline(this.pos)) === 58) this.bail('an alias as a key', p);
        this.finishLine();
        return value;
      }
      case 124:
      case 62: {
        const value = this.blockScalar(n);
        this.lineIndent = this.nextLine();
        return value;
      }
      case 34:
      case 39: {
        const value = this.quoted(n, false);
        const q = this.skipInline(this.pos);
        if (t.charCodeAt(q) === 58 && isEmptyCode(t.charCodeAt(q + 1))) {
          if (!compact || t.lastIndexOf('\n', q) >= p) this.bail('a key where a value belongs', p);
          this.pos = p;
          return this.blockMap(this.columnOf(p));
        }
        this.finishLine();
        return value;
      }
      case 91:
      case 123:
        return this.flowValue(n);
      case 45:
        if (isEmptyCode(t.charCodeAt(p + 1))) {
          if (!compact) this.bail('a sequence where a value belongs', p);
          return this.blockSeq(this.columnOf(p));
        }
    }
    if (!this.plainStart(c, p)) this.bail('an unsupported value', p);
    const stop = this.plainLine(p);
    if (stop === PlainStop.Key) {
      if (!compact) this.bail('a key where a value belongs', p);
      this.pos = p;
      return this.blockMap(this.columnOf(p));
    }
    return this.plainValue(p, n, stop);
  }

  /** A flow collection used as a block value; nothing but a comment may follow it on its last line. */
  private flowValue(n: number): unknown {
    const value = this.flow(n);
    const start = this.vs;
    const end = this.ve;
    if (this.text.charCodeAt(this.skipInline(this.pos)) === 58) this.bail('a flow collection as a key', start);
    this.finishLine();
    this.vs = start;
    this.ve = end;
    return value;
  }
}
