import type { ApiModel, MediaType, Operation, Parameter, Response } from './model';
import { appendPointer } from '../document/pointer';
import { follow, isBinarySchema, mergeSchema, type MergedSchema } from './schema';
import { isObj } from '../../shared/object';
import { isJsonType, mediaEssence } from '../media-types';

const FILE_TOP_LEVEL = new Set(['multipart', 'image', 'audio', 'video', 'font', 'model']);
const FILE_TYPES = new Set([
  'application/octet-stream',
  // Binary serialisations, read with a schema outside OpenAPI (a `.proto`, CDDL): Blockfrost's CBOR is a serialised
  // Cardano transaction. Like octet-stream, a binary wire format, not a JSON gap.
  'application/cbor',
  'application/x-protobuf',
  'application/protobuf',
  'application/vnd.google.protobuf',
  'application/msgpack',
  'application/x-msgpack',
  'application/vnd.msgpack',
  'application/avro',
  'application/vnd.apache.avro+binary',
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/x-gzip',
  'application/x-tar',
  'application/x-bzip2',
  'application/x-7z-compressed',
  'application/x-zip-compressed',
  'application/vnd.ms-excel',
  'application/msword',
  'application/vnd.ms-powerpoint',
  'application/rtf',
  'text/csv',
  'text/tab-separated-values',
  'text/calendar',
  'text/event-stream',
  'application/dicom',
  'application/epub+zip',
  'application/java-archive',
  'application/vnd.android.package-archive',
  'application/pkix-cert',
  'application/x-x509-ca-cert',
  'application/x-pem-file',
  'application/x-pkcs12',
]);
const FILE_PREFIXES = ['application/vnd.openxmlformats-officedocument.', 'application/vnd.oasis.opendocument.'];
/** Structured-syntax suffixes of archives: a vendor type ending in one is a file (`application/vnd.etsi.asic-e+zip`). */
const FILE_SUFFIXES = ['+zip', '+gzip', '+cbor', '+protobuf'];

/**
 * Media types that write an API's data as JSON could: XML, form encoding, plain text, YAML, GraphQL,
 * and the wildcards. A body in one of these (or a `+xml`/`+yaml` type, or a vendor type) is a representation.
 */
const DATA_TYPES = new Set([
  'text/plain',
  'application/xml',
  'text/xml',
  'application/x-www-form-urlencoded',
  'application/yaml',
  'application/x-yaml',
  'text/yaml',
  'text/x-yaml',
  'application/graphql',
  '*/*',
  'application/*',
  'text/*',
]);
const DATA_SUFFIXES = ['+xml', '+yaml'];

/**
 * File formats named by their usual extension, as some specs write a media-type key that is no media type at all
 * (Truora's `PDF: {}` for a PDF download): the key still says the body is a file of that format.
 */
const FILE_FORMAT_NAMES = new Set([
  ...['pdf', 'csv', 'tsv', 'xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx', 'odt', 'ods', 'rtf', 'ics', 'epub'],
  ...['png', 'jpg', 'jpeg', 'gif', 'svg', 'tif', 'tiff', 'bmp', 'webp', 'mp3', 'mp4', 'wav'],
  ...['zip', 'gz', 'gzip', 'tar', '7z'],
]);

/**
 * True for a media type that moves files or a stream rather than a representation: `multipart/*`,
 * `application/octet-stream`, `image/*`, `audio/*`, `video/*`, `font/*`, PDF, archives, office documents,
 * `text/csv`, `text/event-stream`, DICOM and certificates, and every other format that is not a way of writing
 * the API's data (`DATA_TYPES`, a vendor type, JSON): a file or document of its own format (`application/binary`,
 * SubRip and WebVTT captions, an HTML page, a script), and a key that names a file format instead of a media type
 * (`PDF`). Such bodies are exempt from the JSON convention.
 */
export function isFileTransferMediaType(name: string): boolean {
  const essence = mediaEssence(name);
  const slash = essence.indexOf('/');
  // Not a media type, but a file format's name (`PDF`, `.xlsx`): a file all the same.
  if (slash < 0) return FILE_FORMAT_NAMES.has(essence.startsWith('.') ? essence.slice(1) : essence);
  if (slash === 0 || isJsonType(essence)) return false;
  if (FILE_TOP_LEVEL.has(essence.slice(0, slash))) return true;
  if (FILE_TYPES.has(essence) || FILE_PREFIXES.some((p) => essence.startsWith(p))) return true;
  if (FILE_SUFFIXES.some((x) => essence.endsWith(x))) return true;
  if (DATA_TYPES.has(essence) || DATA_SUFFIXES.some((x) => essence.endsWith(x))) return false;
  return !essence.slice(slash + 1).startsWith('vnd.');
}

/** True for a status key that means success: `200`…`299` or the `2XX` range. */
export function isSuccessStatus(status: string): boolean {
  return /^2(\d\d|XX)$/i.test(status);
}

/** True when a status key covers `code`: the code itself or its range (`2XX` covers `201`). */
export function statusCovers(status: string, code: string): boolean {
  return status === code || status.toUpperCase() === `${code[0]}XX`;
}

/** The response an operation gives for `code` (`200`), or its range response (`2XX`) when it has no exact one. */
export function responseFor(op: Operation, code: string): Response | undefined {
  return op.responses.find((r) => r.status === code) ?? op.responses.find((r) => statusCovers(r.status, code));
}

/** The merged JSON schemas with properties among a request body's or a response's media types: the objects it carries. */
export function jsonObjects(model: ApiModel, content: readonly { name: string; schema?: unknown }[]): MergedSchema[] {
  const out: MergedSchema[] = [];
  for (const media of content) {
    if (!isJsonType(media.name) || !media.schema) continue;
    const merged = mergeSchema(model, media.schema);
    if (merged && merged.properties.size > 0) out.push(merged);
  }
  return out;
}

/** The objects a GET's 200 (or `2XX`) JSON bodies carry (see `jsonObjects`); none without such a response. */
export function answerObjects(model: ApiModel, op: Operation): MergedSchema[] {
  const ok = responseFor(op, '200');
  return ok ? jsonObjects(model, ok.content) : [];
}

// True for a media type whose schema describes a JSON body: a JSON media type, or `*/*` (what springfox writes).
export function describesJson(media: { name: string; schema?: unknown }): boolean {
  return !!media.schema && (isJsonType(media.name) || mediaEssence(media.name) === '*/*');
}

/** The logical pointer of where an operation's response object lives (`/components/responses/…` when it is a local `$ref`). */
export function responsePointer(model: ApiModel, op: Operation, response: Response): string {
  const holder = follow(model, op.node.responses, appendPointer(op.pointer, 'responses'));
  if (!holder || !isObj(holder.value)) return response.pointer;
  return (
    follow(model, holder.value[response.status], appendPointer(holder.pointer, response.status))?.pointer ??
    response.pointer
  );
}

/** The logical pointer of where an operation's 3.x request body object lives. */
export function requestBodyPointer(model: ApiModel, op: Operation): string {
  return (
    follow(model, op.node.requestBody, appendPointer(op.pointer, 'requestBody'))?.pointer ??
    appendPointer(op.pointer, 'requestBody')
  );
}

/** The logical pointer of where a parameter object lives (`/components/parameters/…` when it is a local `$ref`). */
export function parameterPointer(model: ApiModel, op: Operation, param: Parameter): string {
  const owner = param.level === 'operation' ? op.node : op.path.node;
  const index = Number(param.pointer.slice(param.pointer.lastIndexOf('/') + 1));
  const list = owner.parameters;
  if (!Array.isArray(list) || !Number.isInteger(index)) return param.pointer;
  return follow(model, list[index], param.pointer)?.pointer ?? param.pointer;
}

/** A media type's schema as written (before `$ref`s) with its pointer, given the pointer of the response or body that holds it. */
export function rawSchemaOf(
  model: ApiModel,
  media: MediaType,
  holderPointer: string,
): { value: unknown; pointer: string } | undefined {
  const node = media.node;
  if (!node || node.schema === undefined) return undefined;
  if (model.version === '2.0') return { value: node.schema, pointer: appendPointer(holderPointer, 'schema') };
  return { value: node.schema, pointer: appendPointer(holderPointer, 'content', media.name, 'schema') };
}

/** One JSON body of a response: the schema as written, its pointer, and where its `schema` key sits. */
export interface JsonBody {
  media: MediaType;
  /** The schema as written (possibly a `$ref`). */
  schema: unknown;
  pointer: string;
  at: { node: object; key: string; part: 'key' };
}

/**
 * The JSON media types of an operation's response that have a schema. In 2.0 every `produces` entry shares
 * the response's one schema, so it is returned once.
 */
export function jsonBodies(model: ApiModel, op: Operation, response: Response): JsonBody[] {
  const base = responsePointer(model, op, response);
  const out: JsonBody[] = [];
  for (const media of response.content) {
    if (!isJsonType(media.name) || !media.node) continue;
    const raw = rawSchemaOf(model, media, base);
    if (!raw) continue;
    out.push({ media, schema: raw.value, pointer: raw.pointer, at: { node: media.node, key: 'schema', part: 'key' } });
    if (model.version === '2.0') break;
  }
  return out;
}

/** The Target of a response's status key (`'200':`) in its `responses` object. */
export function statusKey(response: Response): { node: object; key: string; part: 'key' } {
  return { node: response.holder, key: response.status, part: 'key' };
}

/** True when a body carries files or binary data: a file-transfer media type, or a binary schema (`format: binary`, 2.0 `type: file`). */
export function isFileTransfer(model: ApiModel, content: readonly MediaType[]): boolean {
  return content.some(
    (m) => isFileTransferMediaType(m.name) || (m.schema !== undefined && isBinarySchema(model, m.schema)),
  );
}

/**
 * True for a form field that carries a file: OAS 3 `format: binary`, Swagger 2.0 `type: file`, or a string its
 * description names a file (Vikunja's 2.0 `formData` `import`, `type: string`, "The TickTick backup csv file.": the
 * first clause of the description ends in "file"; "The file name" is a name, no file).
 */
export function carriesFile(field: unknown): boolean {
  if (!isObj(field)) return false;
  if (field.format === 'binary' || field.type === 'file') return true;
  if ((field.type !== undefined && field.type !== 'string') || typeof field.description !== 'string') return false;
  const clause = field.description
    .slice(0, 200)
    .split(/[.,;:\n(]/, 1)[0]
    .trim()
    .toLowerCase();
  return clause.endsWith(' file') || clause.endsWith(' files') || clause === 'file';
}

/** The Target of an operation's method key in its path item (`get:`), for findings about the whole operation. */
export function methodKey(op: Operation): { node: object; key: string; part: 'key' } {
  return { node: op.path.node, key: op.method, part: 'key' };
}

/**
 * Where a parameter's type is declared, for findings about it: the `schema` key (3.x; `content` when it has
 * no schema), the `type` key (2.0), or the `name` value when the parameter declares no type at all.
 */
export function parameterTypePlace(
  model: ApiModel,
  op: Operation,
  param: Parameter,
): { pointer: string; at: { node: object; key: string; part: 'key' | 'value' } } {
  const base = parameterPointer(model, op, param);
  const keys = model.version === '2.0' && param.in !== 'body' ? ['type'] : ['schema', 'content'];
  for (const key of keys) {
    if (param.node[key] !== undefined)
      return { pointer: appendPointer(base, key), at: { node: param.node, key, part: 'key' } };
  }
  return { pointer: appendPointer(base, 'name'), at: { node: param.node, key: 'name', part: 'value' } };
}

/**
 * Remembers which places a rule already reported, so a node shared through `$ref` (a component response,
 * a global `produces`) is reported once, not once per operation that uses it.
 */
export class ReportedPlaces {
  private readonly seen = new WeakMap<object, Set<string | number | undefined>>();

  /** True the first time a node and key are seen. */
  first(node: object, key?: string | number): boolean {
    let keys = this.seen.get(node);
    if (!keys) this.seen.set(node, (keys = new Set()));
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  }
}
