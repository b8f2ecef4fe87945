/**
 * Which answers are downloads: of a document in a standard format (a file format, SARIF, GeoJSON), not lists; of a
 * file or a text a response hands over, not a JSON representation (json-media-type).
 */
import { isJsonType, mediaEssence } from '../media-types';
import { isFileTransferMediaType, responseFor } from './bodies';
import type { ApiModel, Operation, Response } from './model';
import { namesTextOutput, servesFile, servesText } from './path-keys';
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

/**
 * Words of a path segment or operationId that say the answer is a file to save or a stored thing's bytes: an export, a
 * download, raw contents (Apigee Registry's `…/specs/{spec}:getContents`, the spec's bytes as stored, maybe gzipped).
 */
const DOWNLOAD_WORDS = new Set(['export', 'exports', 'download', 'downloads', 'contents', 'raw']);

/** Words of a GET's summary that say it answers a file: a download's, or `file` itself ("Get main config file content"). */
const SUMMARY_FILE_WORDS = new Set([...DOWNLOAD_WORDS, 'file', 'files']);

/**
 * Segments that name a format the conventions exempt by its media type (JSON Lines and NDJSON
 * streams, CSV and TSV files) or a stream: named in the path, they tell what a generic `text/plain` carries (Arize
 * Phoenix's `GET /v1/datasets/{id}/jsonl`, go2rtc's `GET /api/stream.ascii`, its stream as ANSI art).
 */
const EXEMPT_FORMAT_WORDS = new Set(['jsonl', 'ndjson', 'jsonlines', 'csv', 'tsv', 'stream']);

/** True for an operation whose path has a segment (extension aside) that names an exempt format (`EXEMPT_FORMAT_WORDS`). */
function namesExemptFormat(op: Operation): boolean {
  return op.path.resourceSegments.some(
    (s) => s.kind === 'static' && EXEMPT_FORMAT_WORDS.has(s.text.split('.')[0].toLowerCase()),
  );
}

/**
 * True for a success response that downloads a document in a format of its own (a file transfer, §2.4): it is sent
 * as an attachment (`Content-Disposition`), or an export, download or file (Superset's `/dashboard/export/`,
 * "downloads them as YAML files"; by its path, operationId or summary), a stream or a format exempt by its media type
 * named in the path (`/jsonl`, `stream.ascii`) answers text or bytes, not a JSON representation.
 */
export function isDocumentDownload(model: ApiModel, op: Operation, r: Response): boolean {
  if (r.headers.some((h) => h.name.toLowerCase() === 'content-disposition')) return true;
  const words = [
    // A file served as it is (Google Home's `/NOTICE.html.gz`) downloads itself, and so does a log (Harbor's
    // `/jobservice/jobs/{job_id}/log` as text/plain).
    ...(servesFile(op.path.segments) || servesText(op.path.segments) || getsTextOutput(op) || namesExemptFormat(op)
      ? ['download']
      : []),
    ...op.path.resourceSegments.filter((s) => s.kind === 'static').flatMap((s) => splitWords(s.text)),
    ...(op.operationId ? splitWords(op.operationId) : []),
  ];
  // A GET's summary that says so: "Download dataset examples as JSONL file", "Get main config file content" (go2rtc).
  const told = op.method === 'get' && typeof op.summary === 'string' ? splitWords(op.summary.slice(0, 200)) : [];
  if (
    !words.some((w) => DOWNLOAD_WORDS.has(w.toLowerCase())) &&
    !told.some((w) => SUMMARY_FILE_WORDS.has(w.toLowerCase()))
  )
    return false;
  return r.content.every(
    (m) => !isJsonType(m.name) && (m.schema === undefined || isOnly(schemaTypes(model, m.schema), 'string')),
  );
}

/** True for an operation whose id ends in a log (Harbor's `getRetentionTaskLog` on `…/tasks/{tid}`): see `servesText`. */
function getsTextOutput(op: Operation): boolean {
  const words = op.operationId ? splitWords(op.operationId) : [];
  return words.length > 0 && namesTextOutput(words[words.length - 1]);
}
