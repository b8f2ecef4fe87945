import { isJsonDocumentType, mediaEssence } from '../../media-types';
import type { Header, MediaType, Operation, Response } from '../../openapi/model';
import { headerValues } from '../link-header';
import type { HeaderMap } from '../types';
import { validateSchema, type SchemaProblem } from './validate';

export { validateSchema, type SchemaProblem } from './validate';

/** One way a response departs from its operation in the spec, as a plain sentence. */
export interface ConformanceFinding {
  /** A JSON pointer into the response body; `''` for the whole body and for status and header findings. */
  pointer: string;
  message: string;
  /** What the finding is about. */
  kind: 'status' | 'header' | 'content-type' | 'body';
  /** Where the spec says otherwise: the response, header or media type object; absent for an undocumented status. */
  specPointer?: string;
}

/** The parts of a response the conformance check reads (a subset of `HttpResponse`). */
export interface ConformanceInput {
  status: number;
  headers: HeaderMap;
  /** The parsed JSON body, when the body is JSON and complete. */
  json?: unknown;
  /** Body size in bytes; `0` means no body. Without it, a body is assumed when `json` is set. */
  bytes?: number;
  /** True when the body was cut at the size cap: it is then not validated. */
  truncated?: boolean;
  /** The request method (`HEAD` responses carry no body). */
  method?: string;
}

/** Options of `checkConformance`. */
export interface ConformanceOptions {
  /** At most this many findings (default 50); a last finding says when more were left out. */
  max?: number;
}

/** The documented response for a status: the exact code, then its `NXX` range, then `default`. */
export function documentedResponse(op: Operation, status: number): Response | undefined {
  const code = String(status);
  const range = `${code[0]}XX`;
  return (
    op.responses.find((r) => r.status === code) ??
    op.responses.find((r) => r.status.toUpperCase() === range) ??
    op.responses.find((r) => r.status === 'default')
  );
}

/** The declared media type a content type falls under: the same essence, then `type/*`, then `*\/*`. */
export function matchMedia(content: readonly MediaType[], contentType: string): MediaType | undefined {
  const actual = mediaEssence(contentType);
  const [type] = actual.split('/');
  return (
    content.find((m) => mediaEssence(m.name) === actual) ??
    content.find((m) => mediaEssence(m.name) === `${type}/*`) ??
    content.find((m) => mediaEssence(m.name) === '*/*')
  );
}

/** A header's text as the value its schema expects: numbers, booleans, or comma-separated arrays (`simple` style). */
function coerceHeader(text: string, schema: Record<string, unknown>, deref: (v: unknown) => unknown): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const t = text.trim();
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(t)) return Number(t);
  if (type === 'boolean' && (t === 'true' || t === 'false')) return t === 'true';
  if (type === 'array') {
    const items = deref(schema.items);
    return t
      .split(',')
      .map((part) =>
        items && typeof items === 'object' ? coerceHeader(part, items as Record<string, unknown>, deref) : part.trim(),
      );
  }
  return t;
}

function headerFindings(
  declared: Header[],
  res: ConformanceInput,
  deref: (v: unknown) => unknown,
  out: ConformanceFinding[],
): void {
  for (const h of declared) {
    if (h.name.toLowerCase() === 'content-type') continue;
    const values = headerValues(res.headers, h.name);
    if (values.length === 0) {
      if (h.node.required === true)
        out.push({
          pointer: '',
          kind: 'header',
          message: `the required header "${h.name}" is missing`,
          specPointer: h.pointer,
        });
      continue;
    }
    const schema = h.schema ? deref(h.schema) : undefined;
    if (!schema || typeof schema !== 'object') continue;
    const value = coerceHeader(values.join(', '), schema as Record<string, unknown>, deref);
    const { problems } = validateSchema(schema, value, { deref, max: 3 });
    for (const p of problems)
      out.push({
        pointer: '',
        kind: 'header',
        message: `the header "${h.name}": ${p.message}`,
        specPointer: h.pointer,
      });
  }
}

/**
 * Checks a response against its operation: a status the spec does not document (no exact code, `NXX` range or
 * `default`), declared headers that are required but missing or whose value breaks their schema, a content type
 * the response does not document, a body where none is documented (or none where one is), and a JSON body that
 * does not match the media type's schema, each with the JSON pointer into the body.
 */
export function checkConformance(
  op: Operation,
  res: ConformanceInput,
  deref: (v: unknown) => unknown,
  options: ConformanceOptions = {},
): ConformanceFinding[] {
  const max = options.max ?? 50;
  const out: ConformanceFinding[] = [];
  if (op.responses.length === 0) return out;
  const doc = documentedResponse(op, res.status);
  if (!doc) {
    const documented = op.responses.map((r) => r.status).join(', ');
    out.push({
      pointer: '',
      kind: 'status',
      message: `the status ${res.status} is not documented for ${op.method.toUpperCase()} ${op.path.path} (documented: ${documented})`,
    });
    return out;
  }
  headerFindings(doc.headers, res, deref, out);
  const isHead = res.method?.toUpperCase() === 'HEAD';
  const hasBody = res.bytes !== undefined ? res.bytes > 0 : res.json !== undefined;
  const contentType = headerValues(res.headers, 'content-type')[0];
  const withStatus = `for ${doc.status === String(res.status) ? res.status : `${res.status} (documented as ${doc.status})`}`;
  if (isHead || res.status === 204 || res.status === 304) return out.slice(0, max);
  if (doc.content.length === 0) {
    if (hasBody)
      out.push({
        pointer: '',
        kind: 'body',
        message: `the response has a body${contentType ? ` (${mediaEssence(contentType)})` : ''}, but the spec documents none ${withStatus}`,
        specPointer: doc.pointer,
      });
    return out.slice(0, max);
  }
  const names = doc.content.map((m) => m.name).join(', ');
  if (!hasBody) {
    out.push({
      pointer: '',
      kind: 'body',
      message: `the response has no body, but the spec documents ${names} ${withStatus}`,
      specPointer: doc.pointer,
    });
    return out.slice(0, max);
  }
  if (!contentType) {
    out.push({
      pointer: '',
      kind: 'content-type',
      message: `the response has a body but no Content-Type header; the spec documents ${names} ${withStatus}`,
      specPointer: doc.pointer,
    });
    return out.slice(0, max);
  }
  const media = matchMedia(doc.content, contentType);
  if (!media) {
    out.push({
      pointer: '',
      kind: 'content-type',
      message: `the content type ${mediaEssence(contentType)} is not documented ${withStatus} (documented: ${names})`,
      specPointer: doc.pointer,
    });
    return out.slice(0, max);
  }
  if (!isJsonDocumentType(contentType) || res.truncated) return out.slice(0, max);
  if (res.json === undefined) {
    out.push({
      pointer: '',
      kind: 'body',
      message: `the body is not valid JSON, though its content type is ${mediaEssence(contentType)}`,
      specPointer: media.pointer,
    });
    return out.slice(0, max);
  }
  if (!media.schema) return out.slice(0, max);
  const room = Math.max(max - out.length, 0);
  const { problems, truncated } = validateSchema(media.schema, res.json, { deref, max: room, direction: 'response' });
  const schemaPointer = media.pointer.endsWith('/schema') ? media.pointer : `${media.pointer}/schema`;
  out.push(
    ...problems.map((p: SchemaProblem) => ({
      pointer: p.pointer,
      message: p.message,
      kind: 'body' as const,
      specPointer: schemaPointer,
    })),
  );
  if (truncated)
    out.push({
      pointer: '',
      kind: 'body',
      message: `more problems were found in the body; only the first ${room} are listed`,
      specPointer: schemaPointer,
    });
  return out;
}
