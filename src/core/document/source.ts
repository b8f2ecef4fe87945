import type { NodeLocation, ParseProblem, Position, Range, SourceDocument, SourceFormat, Span } from './types';

/** The parsed document's text with a lazily built line index, and the locations of its containers. */
export class ParsedSource implements SourceDocument {
  root: unknown = undefined;
  readonly errors: ParseProblem[] = [];
  private lineStarts: number[] | undefined;

  constructor(
    readonly uri: string,
    readonly text: string,
    readonly format: SourceFormat,
    private readonly locations: WeakMap<object, NodeLocation> = new WeakMap(),
  ) {}

  locate(node: object): NodeLocation | undefined {
    return this.locations.get(node);
  }

  /** Records where a container sits; used by the parsers. */
  setLocation(node: object, loc: NodeLocation): void {
    this.locations.set(node, loc);
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
