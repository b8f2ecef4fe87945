/** Where a formatter's output goes, a piece at a time. */
export type Sink = (chunk: string) => void;

/** The size a chunk reaches before it is handed on. */
const CHUNK_CHARS = 1 << 16;

/** Gathers small pieces of output (the text format's lines) into chunks of about 64 K characters for a sink. */
export class ChunkedWriter {
  private pending = '';

  constructor(private readonly sink: Sink) {}

  write(piece: string): void {
    this.pending += piece;
    if (this.pending.length >= CHUNK_CHARS) this.flush();
  }

  /** Hands on what is left. */
  flush(): void {
    if (this.pending === '') return;
    const chunk = this.pending;
    this.pending = '';
    this.sink(chunk);
  }
}

/** Everything a streaming formatter writes, as one string (for callers that want it whole, such as tests). */
export function collect(format: (sink: Sink) => void): string {
  const parts: string[] = [];
  format((chunk) => parts.push(chunk));
  return parts.join('');
}

/** How `writeJsonArray` cuts an array into pieces. */
export interface ArrayLayout<T> {
  /** The key of an item's own list that may be long (a finding's related places). */
  nested?: string;
  /** Items (counting the nested ones) per piece: about 64 K characters' worth. 100 by default. */
  perPiece?: number;
  /** Makes each item what is written, as it is reached (so only a batch of converted items is held at a time). */
  convert?: (item: T) => object;
}

/**
 * Writes `items` as `JSON.stringify(items, null, 2)` lays them out when the array sits `depth` levels deep, in pieces
 * of about 64 K characters: batches of items through the native `JSON.stringify`, the batch's brackets taken off and
 * its lines indented to the depth (JSON.stringify escapes every line break inside a string, so the only ones in its
 * text are its own layout). An item whose array under the key `nested` is long (a finding's related places) is
 * written around that array, which is written the same way a level deeper.
 */
export function writeJsonArray<T>(items: readonly T[], depth: number, sink: Sink, opts: ArrayLayout<T> = {}): void {
  const { nested, perPiece = 100 } = opts;
  const convert = opts.convert ?? ((x: T) => x as object);
  if (items.length === 0) return sink('[]');
  const pad = '\n' + ' '.repeat(2 * depth);
  let first = true;
  let batch: object[] = [];
  let weight = 0;
  const lead = () => (first ? ((first = false), '[') : ',');
  const flush = () => {
    if (batch.length === 0) return;
    sink(lead() + JSON.stringify(batch, null, 2).slice(1, -2).replace(/\n/g, pad));
    batch = [];
    weight = 0;
  };
  for (const raw of items) {
    const item = convert(raw);
    const inner = nested === undefined ? undefined : (item as Record<string, unknown>)[nested];
    const size = Array.isArray(inner) ? inner.length : 0;
    if (size <= perPiece) {
      batch.push(item);
      weight += 1 + size;
      if (weight >= perPiece) flush();
      continue;
    }
    flush();
    const head = JSON.stringify({ ...item, [nested!]: [] }, null, 2).replace(/\n/g, `${pad}  `);
    const at = head.lastIndexOf(`${JSON.stringify(nested)}: []`) + JSON.stringify(nested).length + 2;
    sink(`${lead()}${pad}  ${head.slice(0, at)}`);
    writeJsonArray(inner as object[], depth + 2, sink, { perPiece });
    sink(head.slice(at + 2));
  }
  flush();
  sink(`${pad}]`);
}
