import { Buffer, isAscii } from 'node:buffer';

/**
 * Where an escaped text differs from the file it came from: sorted triples of (offset in the escaped text,
 * length there, UTF-16 length in the file). A `\uXXXX` escape that stands for one character is (at, 6, 1); a
 * dropped byte-order mark is (0, 0, 1).
 */
export type EscapeTable = Int32Array;

/** A file's text as the parser reads it, and how its offsets map back to the file's own. */
export interface DecodedText {
  text: string;
  escapes?: EscapeTable;
  /** The text's bytes when they are ASCII: the file's own, or the escaped text's where `into` put them. */
  bytes?: Uint8Array;
}

/**
 * Decodes a file's bytes for parsing. An ASCII file becomes a one-byte string without UTF-8 decoding. A JSON
 * file with a few non-ASCII characters (GitHub's 13 MB spec has 52) would make V8 hold the whole text as a
 * two-byte string, which costs a slower decode and slows every later scan; instead each non-ASCII character
 * becomes its `\uXXXX` escape, which is the same JSON value, and the escape table maps offsets back to the
 * file's. Anything else is decoded as UTF-8, as `readFileSync(path, 'utf8')` does.
 *
 * `jsonEscapes` must only be true when the text will be parsed as JSON and nothing else: in YAML an escape
 * outside double quotes would change the value. `into` gives room for the escaped text's bytes (where the JSON
 * scan reads them, see `scanTextArea`), or nothing for a buffer of their own. That room may be where `bytes` lie
 * (a file read into the scan's memory): the escaped text, never shorter, is then written over them from its end,
 * and `restoreText` gives the file's text back.
 */
export function decodeBytes(bytes: Uint8Array, jsonEscapes: boolean, into?: (length: number) => Uint8Array | undefined): DecodedText {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isAscii(buf)) return { text: buf.toString('latin1', 0, buf.length), bytes };
  if (!jsonEscapes) return { text: buf.toString('utf8', 0, buf.length) };
  return escapeNonAscii(buf, into);
}

/**
 * The UTF-8 text of `buf` with every non-ASCII character written as its JSON escape, and the escape table; the
 * plain UTF-8 text when more than one byte in 16 is not ASCII (escapes would make the text up to 6 times longer,
 * and a file of binary junk named `.json` hundreds of megabytes long).
 */
function escapeNonAscii(buf: Buffer, into?: (length: number) => Uint8Array | undefined): DecodedText {
  const hits: number[] = [];
  if (!findNonAscii(buf, 0, buf.length, hits, (buf.length >> 4) + 64)) return { text: buf.toString('utf8', 0, buf.length) };
  // The text's pieces, in order: ranges of the file's ASCII bytes, and escapes.
  const pieces: (string | number)[] = [];
  const table: number[] = [];
  let from = 0;
  let outLength = 0;
  let h = 0;
  // A UTF-8 byte-order mark is dropped (the file's text would start with U+FEFF, which JSON.parse rejects).
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
    table.push(0, 0, 1);
    from = 3;
    while (h < hits.length && hits[h] < 3) h++;
  }
  while (h < hits.length) {
    // A run of non-ASCII bytes: ASCII bytes never occur inside a UTF-8 sequence, so a run decodes on its own
    // exactly as it does within the whole file (invalid bytes become U+FFFD either way).
    const start = hits[h];
    let end = start;
    while (h < hits.length && hits[h] === end) {
      end++;
      h++;
    }
    pieces.push(from, start);
    outLength += start - from;
    const chars = buf.toString('utf8', start, end);
    for (let i = 0; i < chars.length; i++) {
      const code = chars.charCodeAt(i);
      // A surrogate pair is one character of the file: two UTF-16 units, two escapes.
      const next = chars.charCodeAt(i + 1);
      const pair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
      let esc = '';
      for (let k = 0; k < pair; k++) esc += '\\u' + chars.charCodeAt(i + k).toString(16).padStart(4, '0');
      table.push(outLength, esc.length, pair);
      pieces.push(esc);
      outLength += esc.length;
      i += pair - 1;
    }
    from = end;
  }
  pieces.push(from, buf.length);
  outLength += buf.length - from;
  // Copied into one buffer, then made a string once (slices joined would copy the text twice). The room may be the
  // file's own bytes (a file read into the scan's memory): every piece after the first lands at or after where it
  // lay (an escape is longer than its bytes, which make up for a dropped byte-order mark), so those go from the last
  // to the first, and the first (which a dropped mark moves 3 bytes back) goes first. A copy moves overlapping bytes
  // as memmove does.
  const area = into?.(outLength);
  const out = area ? Buffer.from(area.buffer, area.byteOffset, area.length) : Buffer.allocUnsafeSlow(outLength);
  buf.copy(out, 0, pieces[0] as number, pieces[1] as number);
  let at = outLength;
  for (let i = pieces.length - 1; i >= 2; i--) {
    const piece = pieces[i];
    if (typeof piece === 'string') {
      at -= piece.length;
      out.write(piece, at, 'latin1');
    } else {
      const from = pieces[--i] as number;
      at -= piece - from;
      buf.copy(out, at, from, piece);
    }
  }
  return { text: out.toString('latin1', 0, outLength), escapes: Int32Array.from(table), bytes: area };
}

/**
 * The file's text from its escaped text (what `decodeBytes(bytes, false)` gives, for a file whose bytes the
 * escaped text has overwritten): each escape the table lists becomes the characters it stands for again, and a
 * dropped byte-order mark comes back.
 */
export function restoreText(decoded: DecodedText): string {
  const { text, escapes } = decoded;
  if (!escapes) return text;
  let out = '';
  let from = 0;
  for (let i = 0; i < escapes.length; i += 3) {
    const at = escapes[i];
    const length = escapes[i + 1];
    out += text.slice(from, at);
    // A dropped byte-order mark (0, 0, 1); else one `\uXXXX` per UTF-16 unit.
    if (length === 0) out += '\uFEFF';
    else for (let k = at; k < at + length; k += 6) out += String.fromCharCode(parseInt(text.slice(k + 2, k + 6), 16));
    from = at + length;
  }
  return out + text.slice(from);
}

/**
 * Pushes the offset of every byte ≥ 0x80 in [a, b), halving the range with the native ASCII check; false (and stops)
 * once there are more than `max`.
 */
function findNonAscii(buf: Buffer, a: number, b: number, out: number[], max: number): boolean {
  if (isAscii(buf.subarray(a, b))) return true;
  if (b - a <= 512) {
    for (let i = a; i < b; i++) if (buf[i] >= 0x80) out.push(i);
    return out.length <= max;
  }
  const mid = (a + b) >>> 1;
  return findNonAscii(buf, a, mid, out, max) && findNonAscii(buf, mid, b, out, max);
}

/**
 * The file's own UTF-16 distance from `lineStart` to `offset` (both offsets in the escaped text, on one line):
 * each escape passed counts as the characters it stands for; an offset inside an escape maps to its start.
 */
export function fileColumn(escapes: EscapeTable, lineStart: number, offset: number): number {
  // The first escape at or after lineStart.
  let lo = 0;
  let hi = escapes.length / 3;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (escapes[3 * mid] < lineStart) lo = mid + 1;
    else hi = mid;
  }
  let column = offset - lineStart;
  for (let i = 3 * lo; i < escapes.length; i += 3) {
    const at = escapes[i];
    const length = escapes[i + 1];
    if (at > offset || (at === offset && length > 0)) break;
    if (offset >= at + length) column += escapes[i + 2] - length;
    else return column - (offset - at);
  }
  return column;
}
