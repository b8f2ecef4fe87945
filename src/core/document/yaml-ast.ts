import type { Document, Node as YamlNode } from 'yaml';
import type { EntryLocation, Span } from './types';
import { ParsedSource } from './source';
import { ALIAS_LIMIT_MESSAGE, MAX_ALIAS_NODES, MAX_DEPTH, MAX_MERGED_ENTRIES, MERGE_LIMIT_MESSAGE } from './limits';

/**
 * The `yaml` package, loaded the first time a document needs its composer: most never do (JSON, and the YAML the
 * fast parser reads), and evaluating its modules cost every CLI run a few milliseconds of start-up.
 */
let yamlPackage: typeof import('yaml') | undefined;
const yaml = () => (yamlPackage ??= require('yaml') as typeof import('yaml'));

/**
 * The options every YAML parse uses: YAML 1.2 core schema, `<<` merge keys, duplicate keys are errors; no warnings on
 * the console (a collection used as a key is named the way `yaml` names it, see `keyToString`).
 */
export const YAML_OPTIONS = {
  uniqueKeys: true,
  merge: true,
  prettyErrors: false,
  strict: false,
  logLevel: 'error',
} as const;

/**
 * Parses YAML (or JSON, which is YAML) with the `yaml` package's full composer and converts its AST into
 * plain values plus locations. Correct for every YAML feature, but slow on large files: the fast parsers
 * fall back to it.
 *
 * Spans: a scalar, alias or flow collection covers its source text (quotes and brackets included, anchors
 * and tags not); a block scalar runs from its `|`/`>` to its last non-blank character; a block mapping or
 * sequence runs from its first key or `-` to the end of its last value, so trailing comments, blank lines
 * and line breaks are never part of a range. An empty value sits just after its `:` or `-` and the spaces
 * that follow.
 */
export function parseWithYamlAst(doc: ParsedSource): void {
  let ydoc: Document.Parsed;
  try {
    // Duplicate keys are found while converting (`Converter.unique`): yaml's own check compares each key with every
    // key before it, which takes 23 s on a 184 KB mapping of 20 000 keys.
    ydoc = yaml().parseDocument(doc.text, { ...YAML_OPTIONS, uniqueKeys: false });
  } catch (e) {
    doc.errors.push({ message: `The YAML parser failed: ${(e as Error).message}`, span: { start: 0, end: 0 } });
    return;
  }
  for (const err of ydoc.errors) {
    const [start, end] = err.pos;
    const message = cleanMessage(err.message);
    // Stack exhaustion is reported at every level it unwinds through; once is enough.
    if (message === TOO_DEEP && doc.errors.some((e) => e.message === TOO_DEEP)) continue;
    doc.errors.push({ message, span: { start, end: Math.max(end, start) } });
  }
  const converter = new Converter(doc, ydoc);
  try {
    doc.root = converter.convert(ydoc.contents as YamlNode | null, 0);
  } catch (e) {
    if (e instanceof LimitError) {
      doc.root = undefined;
      doc.errors.push({ message: e.message, span: e.span });
    } else if (e instanceof RangeError) doc.errors.push({ message: TOO_DEEP, span: { start: 0, end: 0 } });
    else throw e;
  }
}

/** A limit was passed (nesting, merged entries): the conversion stops with this parse error. */
class LimitError extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

function cleanMessage(message: string): string {
  // The yaml package appends "at line L, column C:" plus a code frame; positions are ours to give.
  const clean = message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '').trim();
  return /call stack/i.test(clean) ? TOO_DEEP : clean;
}

const TOO_DEEP = 'The document is nested too deeply to read.';

/** Moves `end` back over trailing spaces, tabs and line breaks, never before `start + 1`. */
export function trimSpanEnd(text: string, start: number, end: number): number {
  while (end > start + 1) {
    const c = text.charCodeAt(end - 1);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
    end--;
  }
  return end;
}

class Converter {
  private readonly anchors = new Map<YamlNode, unknown>();
  private readonly spans = new Map<YamlNode, Span>();
  /**
   * The last node of each anchor name met so far in document order, which an alias met now stands for (what
   * `Alias.resolve` finds by walking the whole document for each alias: quadratic in their number).
   */
  private readonly named = new Map<string, YamlNode>();
  /** Entries copied by `<<` merge keys so far (see MAX_MERGED_ENTRIES). */
  private mergedEntries = 0;
  /** Nodes converted so far, and the nodes the aliases met so far stand for (see MAX_ALIAS_NODES). */
  private nodes = 0;
  private aliasNodes = 0;
  /** How many nodes each anchored node stands for, its own aliases expanded. */
  private readonly anchoredNodes = new Map<YamlNode, number>();
  /** The collections being converted: merging one into itself (`&a {<<: *a}`) would have `yaml` recurse forever. */
  private readonly building = new Set<object>();

  constructor(
    private readonly doc: ParsedSource,
    private readonly ydoc: Document.Parsed,
  ) {}

  /** The span of a node under the rules above. */
  spanOf(node: YamlNode | null | undefined, fallback: number): Span {
    if (!node) return { start: fallback, end: fallback };
    const known = this.spans.get(node);
    if (known) return known;
    const r = node.range;
    if (!r) return { start: fallback, end: fallback };
    let span: Span = { start: r[0], end: r[1] };
    if (
      yaml().isScalar(node) &&
      (node.type === yaml().Scalar.BLOCK_LITERAL || node.type === yaml().Scalar.BLOCK_FOLDED)
    ) {
      span = { start: r[0], end: trimSpanEnd(this.doc.text, r[0], r[1]) };
    } else if ((yaml().isMap(node) || yaml().isSeq(node)) && !node.flow && node.items.length > 0) {
      const last = node.items[node.items.length - 1] as unknown;
      let end = r[1];
      if (yaml().isPair(last))
        end = last.value ? this.spanOf(last.value as YamlNode, r[1]).end : this.spanOf(last.key as YamlNode, r[1]).end;
      else if (last) end = this.spanOf(last as YamlNode, r[1]).end;
      span = { start: r[0], end };
    }
    this.spans.set(node, span);
    return span;
  }

  convert(node: YamlNode | null, depth: number): unknown {
    if (node === null || node === undefined) return null;
    if (depth > MAX_DEPTH)
      throw new LimitError(`The document is nested deeper than ${MAX_DEPTH} levels.`, this.spanOf(node, 0));
    if (yaml().isAlias(node)) {
      const target = this.aliasTarget(node);
      if (!target) return null;
      if (!this.anchors.has(target)) return this.convert(target as YamlNode, depth);
      this.aliasNodes += this.anchoredNodes.get(target) ?? 1;
      if (this.aliasNodes > MAX_ALIAS_NODES) throw new LimitError(ALIAS_LIMIT_MESSAGE, this.spanOf(node, 0));
      return this.anchors.get(target);
    }
    this.nodes++;
    if (!node.anchor) return this.convertNode(node, depth);
    this.named.set(node.anchor, node);
    const before = this.nodes + this.aliasNodes;
    const value = this.convertNode(node, depth);
    this.anchoredNodes.set(node, this.nodes + this.aliasNodes - before + 1);
    return value;
  }

  /** A node that is not an alias. */
  private convertNode(node: YamlNode, depth: number): unknown {
    if (yaml().isScalar(node)) {
      const v = node.value;
      if (typeof v === 'bigint') return Number(v);
      if (v instanceof Date) return v.toISOString();
      if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
      return v === undefined ? null : v;
    }
    // `!!omap` is a sequence of pairs that `yaml` reads as an ordered mapping: a mapping here.
    if (yaml().isMap(node) || (yaml().isSeq(node) && node.tag === OMAP_TAG)) return this.convertMap(node, depth);
    if (yaml().isSeq(node)) {
      const arr: unknown[] = [];
      const items: Span[] = [];
      this.anchors.set(node, arr);
      this.building.add(arr);
      for (const item of node.items) {
        // A pair in a sequence (`!!pairs`) is a mapping of one entry, as `yaml` reads it.
        const entry = yaml().isPair(item) ? this.pairMap(item, node.range?.[0] ?? 0) : (item as YamlNode | null);
        arr.push(this.convert(entry, depth + 1));
        items.push(this.spanOf(entry, node.range?.[0] ?? 0));
      }
      this.building.delete(arr);
      this.doc.setLocation(arr, { doc: this.doc, span: this.spanOf(node, 0), items });
      return arr;
    }
    return null;
  }

  /** A one-entry flow mapping node holding `pair`, spanning from its key to its value. */
  private pairMap(pair: { key: unknown; value: unknown }, fallback: number): YamlNode {
    const map = new (yaml().YAMLMap)();
    map.items.push(pair as never);
    map.flow = true;
    const start = this.spanOf(pair.key as YamlNode | null, fallback).start;
    const end = pair.value
      ? this.spanOf(pair.value as YamlNode, start).end
      : this.spanOf(pair.key as YamlNode | null, start).end;
    map.range = [start, end, end];
    return map;
  }

  private convertMap(node: YamlNode & { items: unknown[] }, depth: number): Record<string, unknown> {
    const obj: Record<string, unknown> = {};
    const keys = new Map<string, EntryLocation>();
    this.anchors.set(node, obj);
    this.building.add(obj);
    const seen = yaml().isMap(node) ? new Set<unknown>() : undefined;
    for (const pair of node.items) {
      if (!yaml().isPair(pair)) continue;
      const keyNode = pair.key as YamlNode | null;
      if (seen) this.unique(seen, keyNode);
      this.nameAnchors(keyNode);
      const keySpan = this.spanOf(keyNode, node.range?.[0] ?? 0);
      const valueNode = pair.value as YamlNode | null;
      const value = this.convert(valueNode, depth + 1);
      if (yaml().isScalar(keyNode) && typeof keyNode.value === 'symbol') {
        this.merge(obj, keys, value, valueNode, keySpan.start);
        continue;
      }
      // An alias key (`*k : …`) stands for the node its anchor names: its scalar, not "[object Object]".
      const keyText = this.keyToString(yaml().isAlias(keyNode) ? this.aliasKeyTarget(keyNode) : keyNode);
      defineEntry(obj, keyText, value);
      keys.set(keyText, {
        key: keySpan,
        value: valueNode ? this.spanOf(valueNode, keySpan.end) : { start: keySpan.end, end: keySpan.end },
      });
    }
    this.building.delete(obj);
    this.doc.setLocation(obj, { doc: this.doc, span: this.spanOf(node, 0), keys });
    return obj;
  }

  /**
   * Reports a key equal to one before it in the same mapping, as yaml's `uniqueKeys` does: scalars with the same
   * value (`~` and an empty key, `0` and `-0`; not `1` and `"1"`, not two `.nan`), never `<<`, collections or aliases.
   * The error goes where the composer would have put it: in position order among its errors.
   */
  private unique(seen: Set<unknown>, key: YamlNode | null): void {
    if (!yaml().isScalar(key)) return;
    const v = key.value;
    if (typeof v === 'symbol' || (typeof v === 'number' && Number.isNaN(v))) return;
    if (!seen.has(v)) {
      seen.add(v);
      return;
    }
    const start = key.range?.[0] ?? 0;
    const errors = this.doc.errors;
    let i = errors.length;
    while (i > 0 && errors[i - 1].span.start > start) i--;
    errors.splice(i, 0, { message: 'Map keys must be unique', span: { start, end: start + 1 } });
  }

  /**
   * The node an alias stands for, or undefined with an error: `yaml` reports an unresolved alias only when it builds
   * values (yaml.parse throws it), its composer does not.
   */
  private aliasTarget(alias: YamlNode & { source: string }): YamlNode | undefined {
    const target = this.named.get(alias.source);
    if (!target) {
      const message = `Unresolved alias (the anchor must be set before the alias): ${alias.source}`;
      this.doc.errors.push({ message, span: this.spanOf(alias, 0) });
    }
    return target;
  }

  /** The node an alias key stands for (`nameAnchors` reported it when there is none). */
  private aliasKeyTarget(alias: YamlNode & { source: string }): YamlNode | null {
    return this.named.get(alias.source) ?? null;
  }

  /** Records the anchors in a mapping key (which is named, not converted), in document order, and its duplicate keys. */
  private nameAnchors(node: unknown): void {
    if (!yaml().isNode(node)) return;
    if (yaml().isAlias(node)) {
      this.aliasTarget(node);
      return;
    }
    if (node.anchor) this.named.set(node.anchor, node);
    if (yaml().isCollection(node)) {
      const seen = yaml().isMap(node) ? new Set<unknown>() : undefined;
      for (const item of node.items) {
        if (yaml().isPair(item)) {
          if (seen) this.unique(seen, item.key as YamlNode | null);
          this.nameAnchors(item.key);
          this.nameAnchors(item.value);
        } else this.nameAnchors(item);
      }
    }
  }

  /**
   * Keys become strings the way JSON would see them (`200:` → "200", `true:` → "true"); a collection key becomes
   * the flow YAML that `yaml.parse` names it by (`? [a, b]` → "[ a, b ]"), worked out by `yaml` itself.
   */
  private keyToString(key: YamlNode | null): string {
    if (key === null || key === undefined) return '';
    if (yaml().isScalar(key)) {
      const v = key.value;
      if (v === null || v === undefined) return '';
      return String(v);
    }
    const holder = new (yaml().YAMLMap)();
    holder.items.push(new (yaml().Pair)(key, null) as never);
    try {
      return Object.keys(holder.toJS(this.ydoc) as object)[0] ?? '';
    } catch {
      // `yaml` refuses to expand a key with too many aliases (its guard against billion laughs): its own text.
      const r = key.range;
      return r ? this.doc.text.slice(r[0], r[1]) : '';
    }
  }

  /** A `<<` merge key: copies the merged mappings' entries that are not set yet (earlier sources win). */
  private merge(
    obj: Record<string, unknown>,
    keys: Map<string, EntryLocation>,
    value: unknown,
    valueNode: YamlNode | null,
    at: number,
  ): void {
    const sources = Array.isArray(value) ? value : [value];
    if (this.building.has(value as object)) {
      this.doc.errors.push({
        message: 'A merge key (<<) cannot merge a collection that holds it.',
        span: this.spanOf(valueNode, 0),
      });
      return;
    }
    for (const src of sources) {
      if (!src || typeof src !== 'object' || Array.isArray(src)) {
        this.doc.errors.push({
          message: 'A merge key (<<) takes a mapping or a list of mappings.',
          span: this.spanOf(valueNode, 0),
        });
        return;
      }
      if (this.building.has(src)) {
        this.doc.errors.push({
          message: 'A merge key (<<) cannot merge a collection that holds it.',
          span: this.spanOf(valueNode, 0),
        });
        return;
      }
      const srcLoc = this.doc.locate(src);
      for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
        if (Object.prototype.hasOwnProperty.call(obj, k)) continue;
        if (++this.mergedEntries > MAX_MERGED_ENTRIES) {
          throw new LimitError(MERGE_LIMIT_MESSAGE, { start: at, end: at + 2 });
        }
        defineEntry(obj, k, v);
        const loc = srcLoc?.keys?.get(k);
        if (loc) keys.set(k, loc);
      }
    }
  }
}

const OMAP_TAG = 'tag:yaml.org,2002:omap';

/** Sets a property without invoking `__proto__` setters. */
export function defineEntry(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
