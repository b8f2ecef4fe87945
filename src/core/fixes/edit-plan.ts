import { isRef } from '../document/refs';
import type { NodeLocation, SourceDocument, Span } from '../document/types';
import { isObj, jsonValue, yamlEntries, yamlFlow, yamlItem, yamlKey } from './emit';
import type { TextStyle } from './style';
import { columnOf, lineEnd, lineStart, nextLineStart, startsLine, type TextEdit } from './text';

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

/** Where an edit goes and how deep its target is (a smaller target span is nested deeper). */
interface PlacedEdit extends TextEdit {
  depth: number;
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

  constructor(
    readonly doc: SourceDocument,
    readonly style: TextStyle,
  ) {}

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
      const e = this.appendItems(node, items);
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

  private parentOf(node: object): { node: object; key: string | number } | undefined {
    return parentsOf(this.doc.root).get(node);
  }

  /** True when a container sits inside a flow collection (or a sequence item), where block lines cannot go. */
  private flowContext(node: object): boolean {
    const parent = this.parentOf(node);
    if (!parent || Array.isArray(parent.node)) return parent !== undefined;
    for (let p: object | undefined = parent.node; p; p = this.parentOf(p)?.node) {
      const loc = this.doc.locate(p);
      const c = loc ? this.doc.text[loc.span.start] : '';
      if (c === '{' || c === '[') return true;
    }
    return false;
  }

  /** For an empty `{}`/`[]` that is the value of a block mapping key: the key's column and where its `:` ends. */
  private blockSlot(node: object): { column: number; afterColon: number } | undefined {
    const parent = this.parentOf(node);
    if (!parent || typeof parent.key !== 'string' || this.flowContext(node)) return undefined;
    const entry = this.doc.locate(parent.node)?.keys?.get(parent.key);
    if (!entry) return undefined;
    const text = this.doc.text;
    const colon = text.lastIndexOf(':', entry.value.start);
    if (colon < entry.key.end) return undefined;
    return { column: columnOf(text, entry.key.start), afterColon: colon + 1 };
  }

  /**
   * New entries of a mapping where they belong (see `keyRank`): an operation's `parameters` before its `responses`, a
   * status among the others in ascending order; entries the order says nothing about go after the last.
   */
  private placeEntries(node: object, entries: Obj): PlacedEdit[] | undefined {
    const loc = this.doc.locate(node);
    const kind = this.orderKind(node);
    if (!loc?.keys || !kind) {
      const e = this.insertEntries(node, entries);
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
      const e = this.insertBefore(loc, existing[i].span, group);
      if (!e) return undefined;
      out.push(e);
    }
    if (tail.length > 0) {
      const e = this.insertEntries(node, tail);
      if (!e) return undefined;
      out.push(e);
    }
    return out;
  }

  /** Which key order a mapping keeps: an operation's (under an HTTP method) or a `responses` map's (by status). */
  private orderKind(node: object): 'operation' | 'responses' | undefined {
    const parent = this.parentOf(node);
    if (!parent || typeof parent.key !== 'string' || Array.isArray(parent.node)) return undefined;
    if (parent.key === 'responses' && this.parentOf(parent.node)?.key !== 'components') return 'responses';
    if (METHODS.has(parent.key) && typeof this.parentOf(parent.node)?.key === 'string') {
      const holder = this.parentOf(parent.node);
      if (holder && (holder.key as string).startsWith('/')) return 'operation';
    }
    return undefined;
  }

  /** Entries written just before an existing member of a mapping, in the document's style. */
  private insertBefore(loc: NodeLocation, before: Span, pairs: [string, unknown][]): PlacedEdit | undefined {
    const text = this.doc.text;
    const st = this.style;
    const at = { start: before.start, end: before.start };
    if (st.format === 'json') {
      const inline = !startsLine(text, before.start);
      const indent = text.slice(lineStart(text, before.start), before.start);
      const colon = st.unit === '' ? ':' : ': ';
      const sep = st.unit === '' ? ',' : ', ';
      const render = (k: string, v: unknown, ind?: string) => `${JSON.stringify(k)}${colon}${jsonValue(v, ind, st)}`;
      const newText = inline
        ? pairs.map(([k, v]) => `${render(k, v)}${sep}`).join('')
        : pairs.map(([k, v]) => `${render(k, v, indent)},${st.eol}${indent}`).join('');
      return { span: at, newText, depth: size(loc) };
    }
    const open = text[loc.span.start];
    if (open === '{') {
      const newText = pairs.map(([k, v]) => `${yamlKey(k, st, true)}: ${yamlFlow(v, st)}, `).join('');
      return { span: at, newText, depth: size(loc) };
    }
    if (!startsLine(text, before.start)) return undefined;
    const lines = blockLines(pairs, columnOf(text, before.start), st);
    const start = lineStart(text, before.start);
    return { span: { start, end: start }, newText: lines.map((l) => l + st.eol).join(''), depth: size(loc) };
  }

  /** Entries after the last member of a mapping (pairs keep their order: an object would put `500` before `4XX`). */
  private insertEntries(node: object, entries: Obj | [string, unknown][]): PlacedEdit | undefined {
    const loc = this.doc.locate(node);
    if (!loc?.keys) return undefined;
    const members = [...loc.keys.values()].map((e) => ({ start: e.key.start, end: e.value.end }));
    const st = this.style;
    const pairs = Array.isArray(entries) ? entries : Object.entries(entries);
    if (st.format === 'json') {
      const colon = st.unit === '' ? ':' : ': ';
      return this.jsonInsert(
        loc,
        members,
        pairs.map(
          ([k, v]) =>
            (indent?: string) =>
              `${JSON.stringify(k)}${colon}${jsonValue(v, indent, st)}`,
        ),
      );
    }
    const open = this.doc.text[loc.span.start];
    if (open === '{' || open === '[') {
      if (members.length > 0)
        return this.flowInsert(
          loc,
          members,
          pairs.map(([k, v]) => `${yamlKey(k, st, true)}: ${yamlFlow(v, st)}`),
        );
      const slot = this.blockSlot(node);
      if (slot) return this.toBlock(loc, slot, blockLines(pairs, slot.column + st.unit.length, st));
      const inner = pairs.map(([k, v]) => `${yamlKey(k, st, true)}: ${yamlFlow(v, st)}`).join(', ');
      return { span: loc.span, newText: st.flowSpace ? `{ ${inner} }` : `{${inner}}`, depth: size(loc) };
    }
    if (members.length === 0) return undefined;
    const first = Math.min(...members.map((m) => m.start));
    return this.blockInsert(loc, members, blockLines(pairs, columnOf(this.doc.text, first), st));
  }

  private appendItems(node: object, items: unknown[]): PlacedEdit | undefined {
    const loc = this.doc.locate(node);
    if (!loc?.items) return undefined;
    const st = this.style;
    const text = this.doc.text;
    if (st.format === 'json')
      return this.jsonInsert(
        loc,
        loc.items,
        items.map((v) => (indent?: string) => jsonValue(v, indent, st)),
      );
    const open = text[loc.span.start];
    if (open === '[') {
      if (loc.items.length > 0)
        return this.flowInsert(
          loc,
          loc.items,
          items.map((v) => yamlFlow(v, st)),
        );
      const slot = this.blockSlot(node);
      if (slot) {
        const dash = slot.column + (st.seqIndent ? st.unit.length : 0);
        return this.toBlock(
          loc,
          slot,
          items.flatMap((v) => yamlItem(v, dash, dash + st.itemOffset, st)),
        );
      }
      return { span: loc.span, newText: yamlFlow(items, st), depth: size(loc) };
    }
    if (loc.items.length === 0) return undefined;
    const first = loc.items[0].start;
    const dashAt = text.lastIndexOf('-', first);
    if (dashAt < 0 || !startsLine(text, dashAt) || !/^-\s*$/.test(text.slice(dashAt, first))) return undefined;
    const dash = columnOf(text, dashAt);
    const content = columnOf(text, first);
    return this.blockInsert(
      loc,
      loc.items,
      items.flatMap((v) => yamlItem(v, dash, content, st)),
    );
  }

  private blockInsert(loc: NodeLocation, members: Span[], lines: string[]): PlacedEdit {
    const last = Math.max(...members.map((m) => m.end));
    const at = lineEnd(this.doc.text, last);
    return { span: { start: at, end: at }, newText: lines.map((l) => this.style.eol + l).join(''), depth: size(loc) };
  }

  private flowInsert(loc: NodeLocation, members: Span[], parts: string[]): PlacedEdit {
    const last = Math.max(...members.map((m) => m.end));
    return { span: { start: last, end: last }, newText: parts.map((p) => `, ${p}`).join(''), depth: size(loc) };
  }

  /** Replaces an empty `{}`/`[]` after a block key with block lines, keeping a comment after it on the key's line. */
  private toBlock(loc: NodeLocation, slot: { afterColon: number }, lines: string[]): PlacedEdit {
    const text = this.doc.text;
    const end = lineEnd(text, loc.span.end);
    const rest = text.slice(loc.span.end, end);
    const newText = (rest.trim() ? rest : '') + lines.map((l) => this.style.eol + l).join('');
    return { span: { start: slot.afterColon, end }, newText, depth: size(loc) };
  }

  private jsonInsert(loc: NodeLocation, members: Span[], render: ((indent?: string) => string)[]): PlacedEdit {
    const text = this.doc.text;
    const st = this.style;
    if (members.length === 0) {
      const outer = text.slice(lineStart(text, loc.span.start), loc.span.start).match(/^[ \t]*/)![0];
      const open = text[loc.span.start];
      const close = open === '{' ? '}' : ']';
      const newText =
        st.unit === ''
          ? open + render.map((r) => r()).join(',') + close
          : open + render.map((r) => st.eol + outer + st.unit + r(outer + st.unit)).join(',') + st.eol + outer + close;
      return { span: loc.span, newText, depth: size(loc) };
    }
    const first = Math.min(...members.map((m) => m.start));
    const last = Math.max(...members.map((m) => m.end));
    const inline = !/[\r\n]/.test(text.slice(loc.span.start, first));
    const indent = text.slice(lineStart(text, first), first);
    const sep = st.unit === '' ? ',' : ', ';
    const newText = inline
      ? render.map((r) => `${sep}${r()}`).join('')
      : render.map((r) => `,${st.eol}${indent}${r(indent)}`).join('');
    return { span: { start: last, end: last }, newText, depth: size(loc) };
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

/** Block YAML lines of entries at a column, in the order given. */
function blockLines(pairs: [string, unknown][], column: number, st: TextStyle): string[] {
  return pairs.flatMap(([k, v]) => yamlEntries({ [k]: v }, column, st));
}

/** The HTTP methods an operation sits under. */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

/** The order of an operation's fields in the OpenAPI specification (2.0's `consumes`/`produces` and `schemes` included). */
const OPERATION_KEYS = [
  'tags',
  'summary',
  'description',
  'externalDocs',
  'operationId',
  'consumes',
  'produces',
  'parameters',
  'requestBody',
  'responses',
  'callbacks',
  'schemes',
  'deprecated',
  'security',
  'servers',
];

/**
 * Where a key goes among its siblings: an operation field by the specification's order, a status by its number
 * (`4XX` after `499`, `default` last); `undefined` for a key the order says nothing about (`x-…`).
 */
function keyRank(kind: 'operation' | 'responses', key: string): number | undefined {
  if (kind === 'operation') {
    const i = OPERATION_KEYS.indexOf(key);
    return i < 0 ? undefined : i;
  }
  if (key === 'default') return 1000;
  if (/^[1-5]\d\d$/.test(key)) return Number(key);
  if (/^[1-5]XX$/i.test(key)) return Number(key[0]) * 100 + 99.5;
  return undefined;
}

function size(loc: NodeLocation): number {
  return loc.span.end - loc.span.start;
}

/** Each container's parent and key in a parsed tree, found once per tree (every plan of every fix shares it). */
const PARENTS = new WeakMap<object, Map<object, { node: object; key: string | number }>>();

function parentsOf(root: unknown): Map<object, { node: object; key: string | number }> {
  const key = root !== null && typeof root === 'object' ? root : undefined;
  const known = key && PARENTS.get(key);
  if (known) return known;
  const parents = new Map<object, { node: object; key: string | number }>();
  const visit = (v: unknown) => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        if (!x || typeof x !== 'object' || parents.has(x)) return;
        parents.set(x, { node: v, key: i });
        visit(x);
      });
    } else if (isObj(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (!x || typeof x !== 'object' || parents.has(x)) continue;
        parents.set(x, { node: v, key: k });
        visit(x);
      }
    }
  };
  visit(root);
  if (key) PARENTS.set(key, parents);
  return parents;
}
