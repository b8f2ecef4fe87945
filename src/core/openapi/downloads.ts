/** Which answers are downloads of a document in a standard format (a file format, SARIF, GeoJSON), not lists. */
import { isJsonType, mediaEssence } from '../media-types';
import { isFileTransferMediaType, responseFor } from './bodies';
import type { ApiModel, Operation } from './model';
import { isOnly, mergeSchema, schemaTypes } from './schema';
import { splitWords } from './words/identifiers';

/**
 * Structured `+json` formats a standard defines: a body in one is a document of that format (a SARIF log, a GeoJSON
 * feature collection, a JSON Schema), whose shape the standard fixes, not a list the API wraps.
 */
const STANDARD_JSON_FORMATS = new Set([
  'application/sarif+json',
  'application/geo+json',
  'application/schema+json',
  'application/jwk-set+json',
  'application/cyclonedx+json',
  'application/vnd.cyclonedx+json',
  'application/spdx+json',
  'application/openapi+json',
  'application/vnd.oai.openapi+json',
]);

/**
 * True for a download of a document in a standard format: the 200 offers a file format (`text/csv`) or a standard
 * `+json` format (SARIF), and its plain JSON body, if any, declares no shape of its own (a bare `type: object`).
 * LGTM's `/analyses/{id}/alerts` answers SARIF or CSV: the format fixes its shape, there is no list to wrap or page.
 */
export function isDownload(model: ApiModel, op: Operation): boolean {
  const ok = responseFor(op, '200');
  if (!ok) return false;
  if (ok.content.length === 0) return describesFile(ok.node);
  // A file format counts when its body is text or bytes (`text/csv` of `type: string`): Blazemeter's converter lists
  // `text/csv` and `text/html` with the JSON body's own schema beside every answer, which downloads nothing.
  const formats = ok.content.filter(
    (m) =>
      STANDARD_JSON_FORMATS.has(mediaEssence(m.name)) ||
      (isFileTransferMediaType(m.name) && (m.schema === undefined || isOnly(schemaTypes(model, m.schema), 'string'))),
  );
  if (formats.length === 0) return false;
  return ok.content.every((m) => {
    if (formats.includes(m) || !isJsonType(m.name) || !m.schema) return true;
    const merged = mergeSchema(model, m.schema);
    return !merged || (merged.properties.size === 0 && !merged.types?.has('array'));
  });
}

/** Words of a response description that name one file or image (appwrite's `GET /avatars/initials`: "Image"). */
const FILE_WORDS = new Set(['image', 'file', 'png', 'jpeg', 'jpg', 'gif', 'svg', 'pdf', 'binary', 'download']);

/** Words of a response description that say it lists ("List of images"). */
const LISTING_WORDS = new Set(['list', 'lists', 'array', 'collection', 'page', 'items']);

/**
 * True for a response whose description names one file or image and nothing listed: appwrite's bodiless
 * `GET /avatars/initials` answers "Image", a PNG drawn from the initials, no page of members; Homebox's label answers
 * "image/png" though it declares a JSON string.
 */
export function describesFile(node: Record<string, unknown>): boolean {
  if (typeof node.description !== 'string') return false;
  const words = splitWords(node.description.slice(0, 200)).map((w) => w.toLowerCase());
  return words.some((w) => FILE_WORDS.has(w)) && !words.some((w) => LISTING_WORDS.has(w));
}
