/**
 * A request body as bytes on the wire: a value written in its media type (JSON, a URL-encoded form, multipart form
 * data or text); which media types are JSON documents is media-types.ts's decision.
 */
import { isJsonDocumentType, mediaEssence } from '../media-types';
import { isObj, type Obj } from '../../shared/object';

/** A body value written as the bytes of a media type: JSON, a URL-encoded form, multipart form data or text. */
export function encodeBody(value: unknown, mediaType: string): { bytes: Uint8Array; contentType: string } {
  const enc = new TextEncoder();
  const base = mediaEssence(mediaType);
  if (value instanceof Uint8Array) return { bytes: value, contentType: mediaType };
  if (base === 'application/x-www-form-urlencoded' && isObj(value)) {
    const form = new URLSearchParams();
    for (const [k, v] of formEntries(value)) form.append(k, v);
    return { bytes: enc.encode(form.toString()), contentType: mediaType };
  }
  if (base === 'multipart/form-data' && isObj(value)) {
    const boundary = `----rest-conventions-${globalThis.crypto.randomUUID()}`;
    let text = '';
    for (const [k, v] of formEntries(value)) {
      text += `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${v}\r\n`;
    }
    text += `--${boundary}--\r\n`;
    return { bytes: enc.encode(text), contentType: `multipart/form-data; boundary=${boundary}` };
  }
  if (typeof value === 'string' && !isJsonDocumentType(mediaType))
    return { bytes: enc.encode(value), contentType: mediaType };
  return { bytes: enc.encode(JSON.stringify(value ?? null)), contentType: mediaType };
}

function formEntries(value: Obj): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const items = Array.isArray(v) ? v : [v];
    for (const x of items) out.push([k, x !== null && typeof x === 'object' ? JSON.stringify(x) : String(x ?? '')]);
  }
  return out;
}
