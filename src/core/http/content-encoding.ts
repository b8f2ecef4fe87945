import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import type { HeaderMap } from './types';

/** How a response body was compressed on the wire, and whether it could be decoded. */
export interface BodyEncoding {
  /** The `Content-Encoding` codings, in the order the server applied them (`identity` left out). */
  codings: string[];
  /** The body's size as it came over the wire. */
  wireBytes: number;
  /** False when the body is shown as it came: a coding not known here, or a damaged stream. */
  decoded: boolean;
  /** Why it was not decoded. */
  reason?: string;
}

/** A body after its `Content-Encoding` was undone (as far as it could be). */
export interface DecodedBody {
  body: Uint8Array;
  /** True when the body shown is cut: on the wire at the size cap, or once decoded at `maxBytes`. */
  truncated: boolean;
  encoding?: BodyEncoding;
}

/**
 * Undoes a response's `Content-Encoding` (gzip, deflate, br, in the reverse of the order they were applied) so that
 * the runner shows what the server meant, not compressed bytes. A body cut at the size cap on the wire decodes to
 * the part that arrived; no decoded body grows past `maxBytes` (a compression bomb shows its first `maxBytes`).
 * A coding not known here, or a damaged stream, leaves the body as it came, with the reason.
 */
export async function decodeBody(
  headers: HeaderMap,
  body: Uint8Array,
  truncated: boolean,
  maxBytes: number,
): Promise<DecodedBody> {
  const header = headers['content-encoding'];
  const codings = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length === 0 || body.length === 0) return { body, truncated };
  const encoding: BodyEncoding = { codings, wireBytes: body.length, decoded: false };
  let out = body;
  let cut = truncated;
  for (let i = codings.length - 1; i >= 0; i--) {
    const coding = codings[i];
    if (!DECODERS.has(coding)) {
      encoding.reason = `the coding "${coding}" is not one the runner decodes`;
      return { body, truncated, encoding };
    }
    try {
      const step = await decodeOne(coding, out, cut, maxBytes);
      out = step.out;
      cut ||= step.cut;
    } catch (e) {
      encoding.reason = `the ${coding} stream is damaged (${(e as Error).message})`;
      return { body, truncated, encoding };
    }
  }
  encoding.decoded = true;
  return { body: out, truncated: cut, encoding };
}

const DECODERS = new Set(['gzip', 'x-gzip', 'deflate', 'br']);

/** Decodes one coding, keeping at most `maxBytes` of output (`cut` when there was more). */
async function decodeOne(
  coding: string,
  data: Uint8Array,
  partial: boolean,
  maxBytes: number,
): Promise<{ out: Uint8Array; cut: boolean }> {
  if (coding !== 'deflate') return inflate(coding, data, partial, maxBytes);
  // RFC 9110 means the zlib format; some servers send raw deflate.
  try {
    return await inflate('deflate', data, partial, maxBytes);
  } catch {
    return inflate('deflate-raw', data, partial, maxBytes);
  }
}

function inflate(
  kind: string,
  data: Uint8Array,
  partial: boolean,
  maxBytes: number,
): Promise<{ out: Uint8Array; cut: boolean }> {
  // A stream cut on the wire ends early: flush what it holds instead of failing on the missing end.
  const flush = partial ? { finishFlush: constants.Z_SYNC_FLUSH } : {};
  const stream =
    kind === 'br'
      ? createBrotliDecompress(partial ? { finishFlush: constants.BROTLI_OPERATION_FLUSH } : {})
      : kind === 'deflate'
        ? createInflate(flush)
        : kind === 'deflate-raw'
          ? createInflateRaw(flush)
          : createGunzip(flush);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (cut: boolean) => {
      if (done) return;
      done = true;
      resolve({ out: Buffer.concat(chunks, size), cut });
    };
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      const room = maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        size = maxBytes;
        finish(true);
        stream.destroy();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('end', () => finish(false));
    stream.on('error', (e) => {
      if (!done) {
        done = true;
        reject(e);
      }
    });
    stream.end(data);
  });
}
