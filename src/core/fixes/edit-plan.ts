import { isRef } from '../document/refs';
import type { NodeLocation, SourceDocument, Span } from '../document/types';
import { isObj } from './emit';
import { InsertionWriter, type PlacedEdit } from './insertions';
import { keyOrderOf, keyRank } from './key-order';
import type { TextStyle } from './style';
import { lineStart, nextLineStart, startsLine, type TextEdit } from './text';

type Obj = Record<string, unknown>;

/** Merges new content: objects key by key, arrays by concatenation; `false` on a clash of two values. */
function mergeInto(target: Obj, add: Obj): boolean {
  for (const [k, v] of Object.entries(add)) {
    const cur = target[k];
    if (cur === undefined) target[k] = v;
    else if (isObj(cur) && isObj(v)) {
      if (!mergeInto(cur, v)) return false;
    } else if (Array.isArray(cur) && Array.isArray(v)) cur.push(...v);
    else return false;
  }
  return true;
}

/** `{a: {b: value}}` from `['a', 'b']`. */
function nest(path: readonly string[], value: unknown): Obj {
  let v = value;
  for (let i = path.length - 1; i >= 0; i--) v = { [path[i]]: v };
  return v as Obj;
}

/**
 * Collects structural changes to one parsed document (new keys, new sequence items, removals, replacements)
 * and turns them into text edits in the document's own style: block or flow YAML, or JSON, with the file's
 * indentation, quoting and line breaks. Several additions under the same mapping become one insertion, so
 * components that two changes both need are created once.
 */
export class EditPlan {
  private readonly adds = new Map<object, Obj>();
  private readonly appends = new Map<object, unknown[]>();
  private readonly direct: PlacedEdit[] = [];
  private readonly writer: InsertionWriter;

  constructor(
    readonly doc: SourceDocument,
    readonly style: TextStyle,
  ) {
    this.writer = new InsertionWriter(doc, style);
  }

  /** True for a mapping written in this document (not a `$ref` stand-in) that edits can go into. */
  isMapping(v: unknown): v is Obj {
    return isObj(v) && !isRef(v) && this.doc.locate(v)?.keys !== undefined;
  }

  /** Sets `path` under `node` to `value`, creating missing mappings; false when a step is not an editable mapping or the key exists. */
  set(node: object, path: readonly string[], value: unknown): boolean {
    const walked = this.walk(node, path);
    if (!walked) return false;
    const [holder, rest] = walked;
    if (rest.length === 0) return false;
    return this.pend(holder, rest, value);
  }

  /** Appends `item` to the sequence at `path` under `node`, creating the sequence when it is missing. */
  push(node: object, path: readonly string[], item: unknown): boolean {
    const walked = this.walk(node, path);
    if (!walked) return false;
    const [holder, rest] = walked;
    if (rest.length > 0) return this.pend(holder, rest, [item]);
    if (!Array.isArray(holder) || !this.doc.locate(holder)?.items) return false;
    const list = this.appends.get(holder) ?? [];
    list.push(item);
    this.appends.set(holder, list);
    return true;
  }

  /** Replaces a stretch of the text. */
  replace(span: Span, newText: string): void {
    this.direct.push({ span, newText, depth: 0 });
  }

  /** Removes entries (key and value) of a mapping, in one cut; false when they cannot be cut out cleanly. */
  removeEntry(node: object, ...keys: string[]): boolean {
    const loc = this.doc.locate(node);
    const entries = keys.map((k) => loc?.keys?.get(k));
    if (!loc || entries.length === 0 || entries.some((e) => !e)) return false;
    const spans = [...loc.keys!.values()].map((e) => ({ start: e.key.start, end: e.value.end }));
    return this.cut(
      loc,
      spans,
      entries.map((entry) => spans.findIndex((s) => s.start === entry!.key.start)),
    );
  }

  /** Removes items of a sequence by index; false when they cannot be cut out cleanly (or would leave it empty). */
  removeItems(node: object, indices: readonly number[]): boolean {
    const loc = this.doc.locate(node);
    if (!loc?.items || indices.length === 0 || indices.length >= loc.items.length) return false;
    return this.cut(loc, loc.items, indices);
  }

  /** The text edits, sorted, with insertions at one offset merged innermost first; undefined if one change cannot be written. */
  edits(): TextEdit[] | undefined {
    const placed: PlacedEdit[] = [...this.direct];
    for (const [node, entries] of this.adds) {
      const e = this.placeEntries(node, entries);
      if (!e) return undefined;
      placed.push(...e);
    }
    for (const [node, items] of this.appends) {
      const e = this.writer.appendItems(node, items);
      if (!e) return undefined;
      placed.push(e);
    }
    placed.sort((a, b) => a.span.start - b.span.start || a.depth - b.depth);
    const out: TextEdit[] = [];
    for (const e of placed) {
      const prev = out[out.length - 1];
      if (prev && e.span.start < prev.span.end) return undefined;
      if (prev && prev.span.start === prev.span.end && e.span.start === prev.span.start && e.span.end === e.span.start)
        prev.newText += e.newText;
      else out.push({ span: e.span, newText: e.newText });
    }
    return out;
  }

  /**
   * Follows `path` down from `node` as far as it exists. A step into a container written elsewhere (a YAML alias
   * `*name` stands for its anchor's node) stops the walk: editing it would change every place that shares it.
   */
  private walk(node: object, path: readonly string[]): [object, string[]] | undefined {
    let cur: unknown = node;
    for (let i = 0; i < path.length; i++) {
      if (!this.isMapping(cur)) return undefined;
      if (!Object.prototype.hasOwnProperty.call(cur, path[i])) return [cur, path.slice(i)];
      const next = cur[path[i]];
      if (next !== null && typeof next === 'object' && !this.inside(next, cur)) return undefined;
      cur = next;
    }
    return cur !== null && typeof cur === 'object' ? [cur, []] : undefined;
  }

  private inside(child: object, parent: object): boolean {
    const c = this.doc.locate(child)?.span;
    const p = this.doc.locate(parent)?.span;
    return !!c && !!p && c.start >= p.start && c.end <= p.end;
  }

  private pend(holder: object, rest: readonly string[], value: unknown): boolean {
    if (!this.isMapping(holder)) return false;
    const pending = this.adds.get(holder) ?? {};
    if (!mergeInto(pending, nest(rest, value))) return false;
    this.adds.set(holder, pending);
    return true;
  }

  /**
   * New entries of a mapping where they belong (see `keyRank`): an operation's `parameters` before its `responses`, a
   * status among the others in ascending order; entries the order says nothing about go after the last.
   */
  private placeEntries(node: object, entries: Obj): PlacedEdit[] | undefined {
    const loc = this.doc.locate(node);
    const kind = keyOrderOf(this.doc.root, node);
    if (!loc?.keys || !kind) {
      const e = this.writer.insertEntries(node, entries);
      return e && [e];
    }
    const existing = [...loc.keys]
      .map(([k, e]) => ({ rank: keyRank(kind, k), span: { start: e.key.start, end: e.value.end } }))
      .sort((a, b) => a.span.start - b.span.start);
    // Each new entry goes before the first existing one that ranks after it; the rest at the end, as before.
    const groups = new Map<number, [string, unknown][]>();
    const tail: [string, unknown][] = [];
    const pairs = Object.entries(entries).sort(
      ([a], [b]) => (keyRank(kind, a) ?? Infinity) - (keyRank(kind, b) ?? Infinity),
    );
    for (const [k, v] of pairs) {
      const r = keyRank(kind, k);
      const next = r === undefined ? -1 : existing.findIndex((e) => e.rank !== undefined && e.rank > r);
      if (next < 0) tail.push([k, v]);
      else groups.set(next, [...(groups.get(next) ?? []), [k, v]]);
    }
    const out: PlacedEdit[] = [];
    for (const [i, group] of groups) {
      const e = this.writer.insertBefore(loc, existing[i].span, group);
      if (!e) return undefined;
      out.push(e);
    }
    if (tail.length > 0) {
      const e = this.writer.insertEntries(node, tail);
      if (!e) return undefined;
      out.push(e);
    }
    return out;
  }

  /** Cuts members out of a container: whole lines in block YAML, with their commas in flow YAML and JSON. */
  private cut(loc: NodeLocation, members: Span[], indices: readonly number[]): boolean {
    const text = this.doc.text;
    const order = members.map((m, i) => ({ m, i })).sort((a, b) => a.m.start - b.m.start);
    const removed = new Set(indices);
    const open = text[loc.span.start];
    if (this.style.format === 'yaml' && open !== '{' && open !== '[') {
      for (const i of indices) {
        const m = members[i];
        let start = m.start;
        if (loc.items) {
          start = text.lastIndexOf('-', m.start);
          if (start < 0 || !/^-\s*$/.test(text.slice(start, m.start))) return false;
        }
        if (!startsLine(text, start)) return false;
        this.direct.push({
          span: { start: lineStart(text, start), end: nextLineStart(text, m.end) },
          newText: '',
          depth: 0,
        });
      }
      return true;
    }
    if (removed.size >= members.length) {
      this.direct.push({ span: loc.span, newText: open === '[' ? '[]' : '{}', depth: 0 });
      return true;
    }
    for (let k = 0; k < order.length; k++) {
      if (!removed.has(order[k].i) || (k > 0 && removed.has(order[k - 1].i))) continue;
      let end = k;
      while (end + 1 < order.length && removed.has(order[end + 1].i)) end++;
      const span =
        end + 1 < order.length
          ? { start: order[k].m.start, end: order[end + 1].m.start }
          : { start: order[k - 1].m.end, end: order[end].m.end };
      this.direct.push({ span, newText: '', depth: 0 });
    }
    return true;
  }
}
