/** What a response says about how its body came over the wire (the fields of core's `BodyEncoding`). */
export interface EncodingFacts {
  codings: string[];
  wireBytes: number;
  decoded: boolean;
  reason?: string | null;
}

/**
 * ` (gzip, 3.1 KB on the wire)` for a body that came compressed, or why it is shown as it came; '' for a body sent
 * as it is. The CLI and the runner's webview each pass their own way of writing a size.
 */
export function encodingNote(e: EncodingFacts | null | undefined, size: (bytes: number) => string): string {
  if (!e || !Array.isArray(e.codings)) return '';
  const codings = e.codings.join(', ');
  return e.decoded
    ? ` (${codings}, ${size(e.wireBytes)} on the wire)`
    : ` (${codings}, not decoded: ${e.reason ?? 'unknown coding'})`;
}
