import type { NodeLocation, SourceDocument, Span } from '../document/types';
import { jsonValue, yamlEntries, yamlFlow, yamlItem, yamlKey } from './emit';
import type { TextStyle } from './style';
import { columnOf, lineEnd, lineStart, startsLine, type TextEdit } from './text';
import { parentsOf, type ParentLink } from './tree-parents';

type Obj = Record<string, unknown>;

/** Where an edit goes and how deep its target is (a smaller target span is nested deeper). */
export interface PlacedEdit extends TextEdit {
  depth: number;
}

/**
 * Writes new entries and items into the containers of one parsed document in its own style: block or flow YAML, or
 * JSON, with the file's indentation, quoting and line breaks; an empty `{}`/`[]` after a block key becomes block lines.
 */
export class InsertionWriter {
  constructor(
    private readonly doc: SourceDocument,
    private readonly style: TextStyle,
  ) {}

  private parentOf(node: object): ParentLink | undefined {
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

  /** Entries written just before an existing member of a mapping, in the document's style. */
  insertBefore(loc: NodeLocation, before: Span, pairs: [string, unknown][]): PlacedEdit | undefined {
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
  insertEntries(node: object, entries: Obj | [string, unknown][]): PlacedEdit | undefined {
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

  /** New items after the last of a sequence (or in place of an empty `[]`), in the document's style. */
  appendItems(node: object, items: unknown[]): PlacedEdit | undefined {
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
}

/** Block YAML lines of entries at a column, in the order given. */
function blockLines(pairs: [string, unknown][], column: number, st: TextStyle): string[] {
  return pairs.flatMap(([k, v]) => yamlEntries({ [k]: v }, column, st));
}

function size(loc: NodeLocation): number {
  return loc.span.end - loc.span.start;
}
