import type { EntryLocation, NodeLocation, ParseProblem, Position, Range, SourceDocument, SourceFormat, Span } from './types';

/**
 * A container's location as the fast parsers record it: flat offsets that become a `NodeLocation` the first
 * time someone asks. Objects: `keys[i]` with `offsets[4i..4i+3]` = key start, key end, value start, value end,
 * in the order the entries were set (a later entry with the same key replaces the earlier one's location).
 * Arrays: `keys` is null and `offsets[2i..2i+1]` = item start, item end.
 */
export class PackedLocation {
  constructor(
    readonly start: number,
    readonly end: number,
    readonly keys: string[] | null,
    readonly offsets: number[],
  ) {}

  /** The key and value spans of the last entry recorded for `key`, as four offsets; undefined if absent. */
  entry(key: string): [number, number, number, number] | undefined {
    const keys = this.keys;
    if (!keys) return undefined;
    for (let i = keys.length - 1; i >= 0; i--) {
      if (keys[i] === key) {
        const o = this.offsets;
        return [o[4 * i], o[4 * i + 1], o[4 * i + 2], o[4 * i + 3]];
      }
    }
    return undefined;
  }
}

/** The parsed document's text with a lazily built line index, and the locations of its containers. */
export class ParsedSource implements SourceDocument {
  root: unknown = undefined;
  readonly errors: ParseProblem[] = [];
  private lineStarts: number[] | undefined;
  // A Map, not a WeakMap: the containers live exactly as long as `root`, and Map lookups are cheaper.
  private readonly locations = new Map<object, NodeLocation | PackedLocation>();

  constructor(
    readonly uri: string,
    readonly text: string,
    readonly format: SourceFormat,
  ) {}

  locate(node: object): NodeLocation | undefined {
    const loc = this.locations.get(node);
    if (loc === undefined || !(loc instanceof PackedLocation)) return loc;
    const full = this.unpack(loc);
    this.locations.set(node, full);
    return full;
  }

  /** Records where a container sits; used by the parsers. */
  setLocation(node: object, loc: NodeLocation | PackedLocation): void {
    this.locations.set(node, loc);
  }

  /** The location as recorded, without unpacking it (the parsers use this while merging keys). */
  rawLocation(node: object): NodeLocation | PackedLocation | undefined {
    return this.locations.get(node);
  }

  /** Forgets every location (a parser that gives up clears what it recorded before another one starts). */
  clearLocations(): void {
    this.locations.clear();
  }

  positionAt(offset: number): Position {
    const starts = this.lineIndex();
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - starts[lo] };
  }

  rangeOf(span: Span): Range {
    return { start: this.positionAt(span.start), end: this.positionAt(span.end) };
  }

  private unpack(p: PackedLocation): NodeLocation {
    const o = p.offsets;
    const span = { start: p.start, end: p.end };
    if (p.keys) {
      const keys = new Map<string, EntryLocation>();
      for (let i = 0; i < p.keys.length; i++) {
        const j = 4 * i;
        keys.set(p.keys[i], { key: { start: o[j], end: o[j + 1] }, value: { start: o[j + 2], end: o[j + 3] } });
      }
      return { doc: this, span, keys };
    }
    const items: Span[] = [];
    for (let j = 0; j < o.length; j += 2) items.push({ start: o[j], end: o[j + 1] });
    return { doc: this, span, items };
  }

  private lineIndex(): number[] {
    if (this.lineStarts) return this.lineStarts;
    const starts = [0];
    const t = this.text;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (t.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
    return starts;
  }
}
