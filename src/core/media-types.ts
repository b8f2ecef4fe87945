/**
 * What a media type says about its body, decided once for the lint, the runner, the CLI's request report and the
 * mock. A media type is read once (`parseMediaType`): its essence (`type/subtype`, lower case), its structured-syntax
 * suffix (RFC 6838 §4.2.8: what follows the subtype's last `+`) and its parameters, apart. The questions asked of it:
 *
 * - `isJsonDocumentType`: is the body ONE JSON text? `application/json`, `text/json`, any `+json` suffix (RFC 6839:
 *   `application/problem+json`, `application/vnd.api+json`, `application/json-patch+json`), the legacy `x-json`
 *   (`application/x-json`, `text/x-json`) and AWS's JSON protocol (`application/x-amz-json-1.0`, `-1.1`, whose
 *   bodies are JSON documents). Not a stream (below), even one written `+json` (`application/stream+json`) or with a
 *   `stream=` parameter (`application/json;stream=watch`: Kubernetes' watch, one JSON object per event). A subtype
 *   that merely has `json` in it is not JSON: `-json` is no structured-syntax suffix (`application/vnd.acme-json`),
 *   and Smile (`application/x-json-smile`) is a binary encoding.
 *   Decides: which responses the runner parses and checks against their schema, how it writes a request body
 *   (a string in a JSON type is a JSON string), which media type it picks and asks for, which request bodies the
 *   mock reads as JSON, which of a body's media types the mock answers in, and which examples the lint validates.
 * - `isJsonStreamType`: is the body a SEQUENCE of JSON texts? Newline-delimited JSON (`application/x-ndjson`,
 *   `application/ndjson`, `application/jsonl`, `application/jsonlines`, `application/x-jsonlines`), JSON text
 *   sequences (`application/json-seq`, RFC 7464, and any `+json-seq` suffix, RFC 8091: `application/geo+json-seq`),
 *   the streams written `application/stream+json` and `application/x-json-stream`, and a JSON document type with a
 *   `stream=` parameter. The runner does not parse such a body as one document (it would fail, and say the body is
 *   not valid JSON), and the mock keeps such a request body as text.
 * - `isJsonType`: is the body written in JSON, one document or a stream of them? What the lint's convention
 *   "representations are JSON" (§2.4) accepts, and which bodies the lint reads a schema of (as it always has).
 * - `isStreamType`: does the body stream? A JSON stream, server-sent events (`text/event-stream`), or any media type
 *   with a `stream=` parameter (`application/vnd.kubernetes.protobuf;stream=watch`): watch and stream endpoints are
 *   not lists (RULES.md "Terms").
 * - `isReadableTextType`: can a person read the body as text? `text/*`, JSON (documents and streams), XML (and
 *   `+xml`), YAML (and `+yaml`), JavaScript, URL-encoded forms and GraphQL. The runner's view and the CLI's report
 *   show such a body as text and any other as binary.
 */

/** A media type taken apart: `Application/Problem+JSON; charset=utf-8`. */
interface MediaTypeParts {
  /** `type/subtype` in lower case, without parameters: `application/problem+json`. */
  essence: string;
  /** The subtype in lower case: `problem+json`; `''` when the name has no `/`. */
  subtype: string;
  /** The structured-syntax suffix, what follows the subtype's last `+`: `json`; `''` without one. */
  suffix: string;
  /** The names of the parameters, in lower case: `['charset']`. */
  parameters: readonly string[];
}

/** The media type without parameters, in lower case: `Application/JSON; charset=utf-8` → `application/json`. */
export function mediaEssence(name: string): string {
  const semi = name.indexOf(';');
  return (semi >= 0 ? name.slice(0, semi) : name).trim().toLowerCase();
}

/** A media type's essence, subtype, suffix and parameter names (a quoted parameter value may hold `;`). */
function parseMediaType(name: string): MediaTypeParts {
  const essence = mediaEssence(name);
  const slash = essence.indexOf('/');
  const subtype = slash >= 0 ? essence.slice(slash + 1) : '';
  const plus = subtype.lastIndexOf('+');
  const suffix = plus > 0 ? subtype.slice(plus + 1) : '';
  return { essence, subtype, suffix, parameters: parameterNames(name) };
}

/** The names of a media type's parameters, lower case, in order; a quoted value is skipped whole (`a="x;y"`). */
function parameterNames(name: string): string[] {
  const names: string[] = [];
  let i = name.indexOf(';');
  while (i >= 0 && i < name.length) {
    const eq = name.indexOf('=', i + 1);
    const next = name.indexOf(';', i + 1);
    const end = eq >= 0 && (next < 0 || eq < next) ? eq : next >= 0 ? next : name.length;
    const key = name
      .slice(i + 1, end)
      .trim()
      .toLowerCase();
    if (key) names.push(key);
    if (end !== eq) {
      i = next;
      continue;
    }
    let j = eq + 1;
    while (j < name.length && name[j] === ' ') j++;
    if (name[j] === '"') {
      // A quoted string runs to the next unescaped quote.
      for (j++; j < name.length && name[j] !== '"'; j++) if (name[j] === '\\') j++;
    }
    i = name.indexOf(';', j);
  }
  return names;
}

/** Subtypes of one JSON document besides `json` and the `+json` suffix. */
const JSON_DOCUMENT_SUBTYPES = new Set(['json', 'x-json', 'x-amz-json-1.0', 'x-amz-json-1.1']);

/** Subtypes of a stream of JSON texts (newline-delimited, or RFC 7464 sequences). */
const JSON_STREAM_SUBTYPES = new Set([
  'x-ndjson',
  'ndjson',
  'jsonl',
  'jsonlines',
  'x-jsonlines',
  'json-seq',
  'stream+json',
  'x-json-stream',
]);

/** True for a JSON media type that is one document, whatever its parameters say of a stream. */
function namesJsonDocument(m: MediaTypeParts): boolean {
  if (JSON_STREAM_SUBTYPES.has(m.subtype)) return false;
  return JSON_DOCUMENT_SUBTYPES.has(m.subtype) || (m.suffix === 'json' && m.subtype.length > 5);
}

function isDocument(m: MediaTypeParts): boolean {
  return namesJsonDocument(m) && !m.parameters.includes('stream');
}

function isStream(m: MediaTypeParts): boolean {
  if (JSON_STREAM_SUBTYPES.has(m.subtype) || (m.suffix === 'json-seq' && m.subtype.length > 9)) return true;
  return namesJsonDocument(m) && m.parameters.includes('stream');
}

/** True when a body of this media type is one JSON document (see the module's comment). */
export function isJsonDocumentType(name: string): boolean {
  return isDocument(parseMediaType(name));
}

/** True when a body of this media type is a sequence of JSON texts: NDJSON, JSON Lines, JSON text sequences, a JSON type with `stream=`. */
export function isJsonStreamType(name: string): boolean {
  return isStream(parseMediaType(name));
}

/** True when a body of this media type is written in JSON: one document or a stream of them. */
export function isJsonType(name: string): boolean {
  const m = parseMediaType(name);
  return isDocument(m) || isStream(m);
}

/** True for a streaming media type: a JSON stream, `text/event-stream`, or any with a `stream=` parameter. */
export function isStreamType(name: string): boolean {
  const m = parseMediaType(name);
  return m.essence === 'text/event-stream' || m.parameters.includes('stream') || isStream(m);
}

/** Media types besides `text/*`, JSON, XML and YAML that a person reads as text. */
const READABLE_TYPES = new Set([
  'application/xml',
  'application/yaml',
  'application/x-yaml',
  'application/xml-dtd',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'application/x-www-form-urlencoded',
  'application/graphql',
]);

/** True when a body of this media type is text a person can read: `text/*`, JSON, XML, YAML, JavaScript, forms, GraphQL. */
export function isReadableTextType(name: string): boolean {
  const m = parseMediaType(name);
  if (m.essence.startsWith('text/') || READABLE_TYPES.has(m.essence)) return true;
  return m.suffix === 'xml' || m.suffix === 'yaml' || isDocument(m) || isStream(m);
}
