import { parseExactJson } from '../document/exact-json';
import { isJsonDocumentType, mediaEssence } from '../media-types';

/** How deep a request body may nest: deeper ones are refused (400) before they are parsed. */
export const MAX_BODY_DEPTH = 64;

/** How a request body was read: JSON, a form (fields as text, typed later by the schema), or text kept as it is. */
export type BodyKind = 'json' | 'form' | 'text';

/** A request body as read: the parsed value, or why it is refused. */
export type ReadBody =
  { body: unknown; kind?: BodyKind; problem?: undefined } | { body?: undefined; kind?: undefined; problem: string };

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing (strings skipped), stopping once
 * it passes `max`. Linear, so a body nested 10,000 deep costs one pass; JSON.parse, the validator and the answer's
 * serialisation would each recurse that deep and exhaust the stack.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash: skip what it escapes
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** A JSON request body read within MAX_BODY_DEPTH, integers past 2^53 exactly (BigInt); an empty text is no body. */
export function readJsonBody(text: string): ReadBody {
  if (text.trim() === '') return { body: undefined };
  if (nestsDeeperThan(text, MAX_BODY_DEPTH))
    return { problem: `The request body nests deeper than ${MAX_BODY_DEPTH} levels; the mock does not read it.` };
  try {
    return { body: parseExactJson(text) };
  } catch {
    return { problem: 'The request body is not valid JSON.' };
  }
}

/** One decoder for every body (decoding a whole buffer at once keeps no state between calls). */
const UTF8 = new TextDecoder();

/**
 * A request body read by its `Content-Type`: JSON (a JSON document type, or no type), `application/x-www-form-urlencoded`
 * and `multipart/form-data` as an object of text fields (a repeated field as an array, a file part as its file
 * name), anything else (XML, text) as its text.
 */
export async function readRequestBody(contentType: string | undefined, bytes: Uint8Array): Promise<ReadBody> {
  const type = mediaEssence(contentType ?? '');
  const text = () => (bytes.length === 0 ? '' : UTF8.decode(bytes));
  if (type === '' || isJsonDocumentType(contentType ?? '')) {
    const read = readJsonBody(text());
    return read.problem === undefined ? { ...read, kind: 'json' } : read;
  }
  if (bytes.length === 0) return { body: undefined };
  if (type === 'application/x-www-form-urlencoded') return { body: fields(new URLSearchParams(text())), kind: 'form' };
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': contentType! } }).formData();
      return { body: fields(form), kind: 'form' };
    } catch {
      return { problem: 'The request body is not valid multipart/form-data.' };
    }
  }
  return { body: text(), kind: 'text' };
}

/** Form fields as an object: a repeated name as an array, a file as its name. */
function fields(form: Iterable<[string, unknown]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [k, raw] of form) {
    const v = typeof raw === 'string' ? raw : ((raw as { name?: string }).name ?? '');
    const had = out[k];
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return { ...out };
}
