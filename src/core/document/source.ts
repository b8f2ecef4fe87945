import { fileColumn, type EscapeTable } from './bytes';
import { LocationStore } from './location-store';
import type { NodeLocation, ParseProblem, Position, Range, SourceDocument, SourceFormat, Span, TargetSpan } from './types';

/**
 * Locations recorded but not yet paired with the parsed values they belong to (the WebAssembly JSON scan's, see
 * json-pairs.ts): the document asks for them when someone wants a location.
 */
export interface DeferredPairs {
  /** The id of `node`, found by following `pointer` (a finding's) from the root; -1 when that does not reach it. */
  find(node: object, pointer: string): number;
  /** Pairs every container with its value (`setPacked`). */
  pairAll(): void;
}

/** The parsed document's text with a lazily built line index, and the locations of its containers. */
export class ParsedSource implements SourceDocument {
  root: unknown = undefined;
  readonly errors: ParseProblem[] = [];
  private lineStarts: ArrayLike<number> | undefined;
  // A Map, not a WeakMap: the containers live exactly as long as `root`, and Map lookups are cheaper.
  private readonly locations = new Map<object, NodeLocation | number>();
  private store: LocationStore | undefined;
  private deferred: DeferredPairs | undefined;

  /**
   * @param escapes when `text` is the file's JSON with its non-ASCII characters escaped (see `decodeBytes`):
   *   where the escapes are, so that positions are the file's own lines and characters.
   */
  constructor(
    readonly uri: string,
    readonly text: string,
    readonly format: SourceFormat,
    private readonly escapes?: EscapeTable,
  ) {}

  locate(node: object): NodeLocation | undefined {
    const loc = this.recorded(node);
    if (typeof loc !== 'number') return loc;
    const full = this.store!.unpack(loc, this);
    this.locations.set(node, full);
    return full;
  }

  targetSpan(node: object, key: string | number | undefined, part: 'key' | 'value' | undefined, pointer?: string): TargetSpan | undefined {
    if (pointer !== undefined) this.findDeferred(node, pointer);
    const loc = this.recorded(node);
    if (loc === undefined) return undefined;
    if (typeof loc === 'number') return this.store!.targetSpan(loc, key, part, this.text);
    let span: Span | undefined;
    if (key !== undefined) {
      if (loc.items) span = typeof key === 'number' ? loc.items[key] : undefined;
      else {
        const entry = loc.keys?.get(String(key));
        span = part === 'key' ? entry?.key : entry?.value;
      }
    }
    return span ? { span, exact: true } : { span: loc.span, exact: false };
  }

  /** While the containers are not paired, pairs `node` alone if `pointer` leads to it (see `DeferredPairs.find`). */
  private findDeferred(node: object, pointer: string): void {
    if (!this.deferred || this.locations.has(node)) return;
    const id = this.deferred.find(node, pointer);
    if (id >= 0) this.locations.set(node, id);
  }

  owns(node: object): boolean {
    return this.recorded(node) !== undefined;
  }

  /** What is recorded for `node` (a packed id or a full location), pairing the deferred locations when nothing is. */
  private recorded(node: object): NodeLocation | number | undefined {
    const loc = this.locations.get(node);
    if (loc !== undefined || !this.deferred) return loc;
    this.pairAll();
    return this.locations.get(node);
  }

  /** Pairs the locations recorded for later (see `deferPairing`) with their nodes, all at once. */
  private pairAll(): void {
    const deferred = this.deferred;
    this.deferred = undefined;
    deferred?.pairAll();
  }

  /** Records where a container sits (the slow path's full locations). */
  setLocation(node: object, loc: NodeLocation): void {
    this.locations.set(node, loc);
  }

  /** The store the fast parsers record packed locations in. */
  packedStore(): LocationStore {
    return (this.store ??= new LocationStore(this.text.length));
  }

  /** Takes a store filled elsewhere (the WebAssembly JSON scan) as the one packed locations refer to. */
  adoptStore(store: LocationStore): void {
    this.store = store;
  }

  /** Leaves the pairing of the adopted store's containers with their nodes until a location is asked for. */
  deferPairing(deferred: DeferredPairs): void {
    this.deferred = deferred;
  }

  /** True while some containers' locations wait to be paired with their nodes (see `deferPairing`). */
  get pairingDeferred(): boolean {
    return this.deferred !== undefined;
  }

  /** Records that a container's location is entry `id` of the packed store. */
  setPacked(node: object, id: number): void {
    this.locations.set(node, id);
  }

  /** The packed key and value offsets of `key` in a container recorded by a fast parser. */
  packedEntry(node: object, key: string): [number, number, number, number] | undefined {
    const id = this.recorded(node);
    return typeof id === 'number' ? this.store!.lookup(id, key, this.text) : undefined;
  }

  /** Forgets every location (a parser that gives up clears what it recorded before another one starts). */
  clearLocations(): void {
    this.locations.clear();
    this.store = undefined;
    this.deferred = undefined;
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
    return { line: lo, character: this.characterOf(starts[lo], o) };
  }

  /**
   * The file's own character of `offset` on the line that starts at `lineStart` (see `escapes`). A byte-order mark
   * takes no column, as in editors (VS Code's text leaves it out): the text's, or the one the escapes dropped (0, 0, 1).
   */
  private characterOf(lineStart: number, offset: number): number {
    const column = this.escapes ? fileColumn(this.escapes, lineStart, offset) : offset - lineStart;
    if (lineStart !== 0 || column === 0) return column;
    const e = this.escapes;
    const bom = this.text.charCodeAt(0) === 0xfeff || (e !== undefined && e.length >= 3 && e[0] === 0 && e[1] === 0 && e[2] === 1);
    return bom ? column - 1 : column;
  }

  /**
   * The range of each span: what `rangeOf` gives, but, while the line index is not built, from one walk over the
   * text up to the last offset asked for, with the offsets sorted, instead of an index of every line (GitHub's
   * spec: 12 666 offsets of findings, 347 236 lines). Texts with `\r` line ends go through `rangeOf`.
   */
  rangesOf(spans: readonly Span[]): Range[] {
    const text = this.text;
    if (this.lineStarts || text.indexOf('\r') >= 0) return spans.map((s) => this.rangeOf(s));
    const clamp = (o: number) => Math.max(0, Math.min(o, text.length));
    const offsets = new Float64Array(2 * spans.length);
    spans.forEach((s, i) => {
      offsets[2 * i] = clamp(s.start);
      offsets[2 * i + 1] = clamp(s.end);
    });
    offsets.sort();
    // The line of each sorted offset and where that line starts.
    const lines = new Int32Array(offsets.length);
    const starts = new Int32Array(offsets.length);
    let line = 0;
    let start = 0;
    let nl = text.indexOf('\n');
    for (let i = 0; i < offsets.length; i++) {
      while (nl >= 0 && nl < offsets[i]) {
        line++;
        start = nl + 1;
        nl = text.indexOf('\n', start);
      }
      lines[i] = line;
      starts[i] = start;
    }
    const position = (offset: number): Position => {
      const o = clamp(offset);
      let lo = 0;
      let hi = offsets.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (offsets[mid] < o) lo = mid + 1;
        else hi = mid;
      }
      return { line: lines[lo], character: this.characterOf(starts[lo], o) };
    };
    return spans.map((s) => ({ start: position(s.start), end: position(s.end) }));
  }

  rangeOf(span: Span): Range {
    return { start: this.positionAt(span.start), end: this.positionAt(span.end) };
  }

  /** Takes the line starts a scan recorded (see `lineIndex`), so that the text is not searched for them again. */
  setLineStarts(starts: ArrayLike<number>): void {
    this.lineStarts = starts;
  }

  private lineIndex(): ArrayLike<number> {
    if (this.lineStarts) return this.lineStarts;
    const starts = [0];
    const t = this.text;
    if (t.indexOf('\r') < 0) {
      // Only `\n` ends lines: the native search beats a character loop by ~3× on a 13 MB text.
      for (let i = t.indexOf('\n'); i >= 0; i = t.indexOf('\n', i + 1)) starts.push(i + 1);
      this.lineStarts = starts;
      return starts;
    }
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
