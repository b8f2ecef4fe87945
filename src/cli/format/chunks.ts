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
