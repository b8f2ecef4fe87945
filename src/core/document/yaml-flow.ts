import type { ParsedSource } from './source';
import type { LocationStore } from './location-store';
import { ARRAY, OBJECT } from './location-store';
import { ALIAS_LIMIT_MESSAGE, MAX_ALIAS_NODES, MAX_DEPTH } from './limits';
import { keyString, resolvePlain } from './yaml-scalars';
import { isEmptyCode, isFixedIndicator, isFlowIndicator } from './yaml-chars';
import { YamlScanner } from './yaml-scan';
import { defineEntry } from './yaml-ast';

/** A limit that guards the parser was passed at [at, end): reported as a parse error, not handed to the slow path. */
export class ParseLimit extends Error {
  constructor(
    message: string,
    readonly at: number,
    readonly end = at + 1,
  ) {
    super(message);
  }
}

/** The document is nested deeper than MAX_DEPTH. */
export class TooDeep extends ParseLimit {
  constructor(at: number) {
    super(`The document is nested deeper than ${MAX_DEPTH} levels.`, at);
  }
}

/**
 * The fast YAML parser's shared state (anchors, the location store, nesting depth) and its flow collections
 * (`[...]`, `{...}`, possibly across lines); the block structure builds on it in yaml-fast.ts.
 */
export class YamlNodeParser extends YamlScanner {
  protected readonly anchors = new Map<string, unknown>();
  /** How many nodes each anchor's value stands for, its own aliases expanded (see MAX_ALIAS_NODES). */
  protected readonly anchorNodes = new Map<string, number>();
  /** The nodes the aliases met so far stand for. */
  protected aliasNodes = 0;
  protected readonly pending = new Set<string>();
  protected depth = 0;
  protected flowLevel = 0;
  protected readonly store: LocationStore;

  constructor(protected readonly doc: ParsedSource) {
    super(doc.text);
    this.store = doc.packedStore();
  }

  /** An alias `*name` at `p`: the anchored value, which must be complete. Sets `vs`/`ve`/`pos`. */
  protected alias(p: number): unknown {
    const name = this.readName(p);
    if (!this.anchors.has(name)) this.bail('an alias to an unknown or unfinished anchor', p);
    this.aliasNodes += this.anchorNodes.get(name) ?? 1;
    if (this.aliasNodes > MAX_ALIAS_NODES) throw new ParseLimit(ALIAS_LIMIT_MESSAGE, p, this.pos);
    this.vs = p;
    this.ve = this.pos;
    return this.anchors.get(name);
  }

  protected enter(at: number): void {
    if (++this.depth > MAX_DEPTH) throw new TooDeep(at);
  }

  /** Gives up when two entries recorded since `mark` have the same key (the slow path reports it). */
  protected checkUnique(mark: number): void {
    const store = this.store;
    const n = store.pendingCount(mark);
    if (n < 2) return;
    if (n <= 12) {
      for (let i = 1; i < n; i++) {
        const key = store.pendingKey(mark, i);
        for (let j = 0; j < i; j++)
          if (key === store.pendingKey(mark, j)) this.bail('a duplicate key', store.pendingKeyStart(mark, i));
      }
      return;
    }
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      const key = store.pendingKey(mark, i);
      if (seen.has(key)) this.bail('a duplicate key', store.pendingKeyStart(mark, i));
      seen.add(key);
    }
  }

  /** `[...]` or `{...}` at `pos`; lines inside must be indented more than `n`. Sets `vs`/`ve`. */
  protected flow(n: number): unknown {
    const t = this.text;
    const start = this.pos;
    const isMap = t.charCodeAt(start) === 123;
    const close = isMap ? 125 : 93;
    this.enter(start);
    this.flowLevel++;
    const obj: Record<string, unknown> = {};
    const arr: unknown[] = [];
    const mark = this.store.mark();
    this.pos++;
    for (;;) {
      this.flowSpace(n);
      let c = t.charCodeAt(this.pos);
      if (c === close) break;
      if (isMap) {
        const ks = this.pos;
        const key = keyString(this.flowScalar(n, true));
        if (key === '<<' && t.charCodeAt(ks) === 60) this.bail('a merge key in a flow mapping', ks);
        const ke = this.ve;
        const q = this.skipInline(this.pos);
        if (t.charCodeAt(q) !== 58) this.bail('a flow mapping entry without a value', ks);
        this.pos = q + 1;
        this.flowSpace(n);
        c = t.charCodeAt(this.pos);
        if (c === 44 || c === 125) this.bail('an empty flow mapping value', ks);
        const value = this.flowNode(n);
        defineEntry(obj, key, value);
        this.store.entry(key, ks, ke, this.vs, this.ve);
      } else {
        arr.push(this.flowNode(n));
        this.store.item(this.vs, this.ve);
      }
      this.flowSpace(n);
      c = t.charCodeAt(this.pos);
      if (c === 44) {
        this.pos++;
        continue;
      }
      if (c !== close) this.bail('an unexpected character in a flow collection', this.pos);
      break;
    }
    this.pos++;
    this.depth--;
    this.flowLevel--;
    if (isMap) this.checkUnique(mark);
    const value = isMap ? obj : arr;
    this.doc.setPacked(value, this.store.finish(mark, start, this.pos, isMap ? OBJECT : ARRAY));
    this.vs = start;
    this.ve = this.pos;
    return value;
  }

  /** One entry value inside a flow collection. */
  protected flowNode(n: number): unknown {
    const c = this.text.charCodeAt(this.pos);
    if (c === 91 || c === 123) return this.flow(n);
    if (c === 42) return this.alias(this.pos);
    return this.flowScalar(n, false);
  }

  /** A quoted or plain scalar inside a flow collection; keys must stay on one line. */
  protected flowScalar(n: number, isKey: boolean): unknown {
    const t = this.text;
    const p = this.pos;
    const c = t.charCodeAt(p);
    if (c === 34 || c === 39) return this.quoted(n, isKey);
    if (c === 45 || c === 63 || c === 58) {
      // In a flow collection a flow indicator ends the scalar too: `[-]`, `{k: ?}`, `[?]` hold an indicator.
      const d = t.charCodeAt(p + 1);
      if (isEmptyCode(d) || isFlowIndicator(d)) this.bail('an indicator inside a flow collection', p);
    } else if (isFixedIndicator(c)) this.bail('an unsupported flow entry', p);
    return resolvePlain(this.flowPlain(n, isKey));
  }

  /** Skips spaces, line breaks and comments inside a flow collection, checking each line's indentation. */
  protected flowSpace(n: number): void {
    const t = this.text;
    let p = this.pos;
    for (;;) {
      let c = t.charCodeAt(p);
      if (c === 32 || c === 9) {
        p++;
        continue;
      }
      if (c === 35) {
        const prev = t.charCodeAt(p - 1);
        if (prev !== 32 && prev !== 9 && prev !== 10) this.bail('a comment without a space before it', p);
        const nl = t.indexOf('\n', p);
        p = nl < 0 ? this.len : nl;
        continue;
      }
      if (c !== 10 && c !== 13) break;
      p += c === 13 ? 2 : 1;
      let k = 0;
      c = t.charCodeAt(p);
      while (c === 32) c = t.charCodeAt(p + ++k);
      if (c === 9) this.bail('a tab in indentation', p + k);
      if (c === 10 || c === 13 || c === 35 || c !== c) {
        p += k;
        continue;
      }
      if (k === 0 && this.isDocMarker(p)) this.bail('a document marker inside a flow collection', p);
      if (k <= n && !(k === n && this.flowLevel === 1 && (c === 93 || c === 125)))
        this.bail('a flow collection line that is not indented enough', p);
      p += k;
    }
    this.pos = p;
  }
}
