import { isJsonDocumentType, mediaEssence } from '../media-types';
import type { ApiModel, Operation, Parameter } from '../openapi/model';
import { encodeBody } from './body-encoding';
import { sampleBody, schemaType } from './example-body';
import { serializeCookie, serializeHeader, serializePath, serializeQuery, styleOf, type ParamValue } from './serialize';
import { chooseServer, joinUrl, RequestBuildError, type ServerChoice, type ServerOptions } from './servers';
import type { HttpRequest } from './types';
import { isObj } from '../../shared/object';
import { wordFor } from '../../shared/phrasing';

/** What the caller supplies on top of the spec. */
export interface BuildOptions extends ServerOptions {
  /**
   * Parameter values by name (`in:name` picks one location when names clash). Strings are read against the
   * parameter's schema: `a,b` or a JSON array for arrays, `k=v,k2=v2` or a JSON object for objects.
   */
  params?: Record<string, ParamValue | undefined>;
  /** Extra headers; they replace generated ones of the same name. */
  headers?: Record<string, string>;
  /** The body as given (text or bytes, sent as is), or a value to encode in the chosen media type. */
  body?: string | Uint8Array | { value: unknown };
  /** The request media type to use when the operation accepts several. */
  contentType?: string;
}

/** A request built from an operation, before authentication. */
export interface BuiltRequest extends HttpRequest {
  operation: Operation;
  server: ServerChoice;
  /** Where the body came from: the caller, the spec's example, a value generated from the schema, or none. */
  bodySource: 'user' | 'example' | 'schema' | 'none';
  /** Set when the body made from the schema was cut at the sampling budget (see `SAMPLE_BUDGET`). */
  bodyCut?: string;
}

/** Finds an operation by `operationId`, or by `METHOD /path` (method case-insensitive). */
export function findOperation(model: ApiModel, ref: string): Operation | undefined {
  const byId = model.operations.find((o) => o.operationId === ref);
  if (byId) return byId;
  const m = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(ref);
  if (!m) return undefined;
  const method = m[1].toLowerCase();
  return model.operations.find((o) => o.method === method && o.path.path === m[2]);
}

const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** What every built request asks for, unless told otherwise. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** Builds the method, URL, headers and body of a call to an operation. Throws `RequestBuildError` naming missing required parameters. */
export function buildRequest(model: ApiModel, op: Operation, opts: BuildOptions = {}): BuiltRequest {
  const server = chooseServer(model, op, opts);
  const given = opts.params ?? {};
  const missing: { name: string; in: string }[] = [];
  const pathValues = new Map<string, string>();
  const query: string[] = [];
  const headers: Record<string, string> = {};
  const cookies: string[] = [];

  for (const p of op.parameters) {
    if (p.in === 'body' || p.in === 'formData') continue;
    if (p.in === 'header' && IGNORED_HEADERS.has(p.name.toLowerCase())) continue;
    const raw = lookup(given, p);
    const value = raw !== undefined ? coerce(raw, p, model) : p.required ? specValue(model, p) : undefined;
    if (value === undefined) {
      if (p.required) missing.push({ name: p.name, in: p.in });
      continue;
    }
    const spec = styleOf(p, model.version);
    if (p.in === 'path') pathValues.set(p.name, serializePath(p.name, value, spec));
    else if (p.in === 'query') query.push(serializeQuery(p.name, value, spec));
    else if (p.in === 'header') headers[p.name.toLowerCase()] = serializeHeader(value, spec);
    else if (p.in === 'cookie') cookies.push(serializeCookie(p.name, value, spec));
  }

  const path = op.path.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const v = pathValues.get(name);
    if (v !== undefined) return v;
    const undeclared = !op.parameters.some((p) => p.in === 'path' && p.name === name);
    const raw = undeclared ? (given[name] ?? given[`path:${name}`]) : undefined;
    if (raw !== undefined) return serializePath(name, raw, { style: 'simple', explode: false, allowReserved: false });
    if (!missing.some((m) => m.in === 'path' && m.name === name)) missing.push({ name, in: 'path' });
    return whole;
  });
  if (missing.length) {
    const order = ['path', 'query', 'header', 'cookie'];
    missing.sort((a, b) => order.indexOf(a.in) - order.indexOf(b.in));
    const list = missing.map((m) => `${m.name} (${m.in})`).join(', ');
    throw new RequestBuildError(`Missing required ${wordFor(missing.length, 'parameter')}: ${list}.`, missing);
  }

  let url = joinUrl(server.url, path);
  if (query.length) url += (url.includes('?') ? '&' : '?') + query.join('&');
  if (cookies.length) headers.cookie = cookies.join('; ');
  const accept = acceptFor(op);
  if (accept) headers.accept = accept;
  // The codings `send` decodes (content-encoding.ts), as REST Client and Thunder Client ask for them; a value the
  // spec's parameters or the caller give wins (`identity` to see a body as the server sends it uncompressed).
  headers['accept-encoding'] ??= ACCEPT_ENCODING;

  let body: Uint8Array | undefined;
  let bodySource: BuiltRequest['bodySource'] = 'none';
  let bodyCut: string | undefined;
  const rb = op.requestBody;
  const media = rb
    ? pickMedia(
        rb.content.map((c) => c.name),
        opts.contentType,
      )
    : opts.contentType;
  if (opts.body !== undefined) {
    bodySource = 'user';
    if (typeof opts.body === 'string') body = new TextEncoder().encode(opts.body);
    else if (opts.body instanceof Uint8Array) body = opts.body;
    else {
      const enc = encodeBody(opts.body.value, media ?? 'application/json');
      body = enc.bytes;
      headers['content-type'] = enc.contentType;
    }
    if (!headers['content-type'])
      headers['content-type'] =
        media ?? (typeof opts.body === 'string' ? 'application/json' : 'application/octet-stream');
  } else if (rb) {
    const mt = rb.content.find((c) => c.name === media);
    const form = op.parameters.filter((p) => p.in === 'formData');
    const sample = mt ? sampleBody(mt, model.deref, form) : undefined;
    if (sample && media) {
      const enc = encodeBody(sample.value, media);
      body = enc.bytes;
      headers['content-type'] = enc.contentType;
      bodySource = sample.source;
      if (sample.cut) bodyCut = sample.cut;
    }
  }

  for (const [k, v] of Object.entries(opts.headers ?? {})) headers[k.toLowerCase()] = v;
  return {
    method: op.method.toUpperCase(),
    url,
    headers,
    body,
    operation: op,
    server,
    bodySource,
    ...(bodyCut ? { bodyCut } : {}),
  };
}

function lookup(given: Record<string, ParamValue | undefined>, p: Parameter): ParamValue | undefined {
  const scoped = given[`${p.in}:${p.name}`];
  if (scoped !== undefined) return scoped;
  if (given[p.name] !== undefined) return given[p.name];
  if (p.in === 'header') {
    const lower = p.name.toLowerCase();
    for (const [k, v] of Object.entries(given)) if (k.toLowerCase() === lower && v !== undefined) return v;
  }
  return undefined;
}

/** A value the spec fixes for a required parameter: `const`, a one-value `enum`, or `default`. */
function specValue(model: ApiModel, p: Parameter): ParamValue | undefined {
  const s = model.deref(p.schema);
  if (!isObj(s)) return undefined;
  if ('const' in s) return s.const as ParamValue;
  if (Array.isArray(s.enum) && s.enum.length === 1) return s.enum[0] as ParamValue;
  if ('default' in s) return s.default as ParamValue;
  return undefined;
}

/** Reads a string given for a parameter as the array or object its schema declares. */
function coerce(raw: ParamValue, p: Parameter, model: ApiModel): ParamValue {
  if (typeof raw !== 'string') return raw;
  const type = p.node.content ? undefined : schemaType(p.schema, model.deref);
  const text = raw.trim();
  if (type === 'array') {
    if (text.startsWith('[')) {
      try {
        const v = JSON.parse(text);
        if (Array.isArray(v)) return v;
      } catch {
        // not JSON: read as a comma-separated list
      }
    }
    return raw === '' ? [] : raw.split(',');
  }
  if (type === 'object') {
    if (text.startsWith('{')) {
      try {
        const v = JSON.parse(text);
        if (isObj(v)) return v as ParamValue;
      } catch {
        // not JSON: read as pairs
      }
    }
    const out: Record<string, ParamValue> = {};
    const parts = raw.split(',');
    if (parts.every((x) => x.includes('=')))
      for (const part of parts) out[part.slice(0, part.indexOf('='))] = part.slice(part.indexOf('=') + 1);
    else for (let i = 0; i + 1 < parts.length; i += 2) out[parts[i]] = parts[i + 1];
    return out;
  }
  if (p.node.content) {
    try {
      return JSON.parse(text) as ParamValue;
    } catch {
      return raw;
    }
  }
  return raw;
}

/** The request media type: the one asked for, else JSON, else a form, else the first declared. */
function pickMedia(names: string[], wanted: string | undefined): string | undefined {
  if (wanted) return wanted;
  return (
    names.find((n) => mediaEssence(n) === 'application/json') ??
    names.find((n) => isJsonDocumentType(n)) ??
    names.find((n) => /^application\/x-www-form-urlencoded|^multipart\/form-data/i.test(n)) ??
    names[0]
  );
}

/** An `Accept` header from the media types of the operation's success responses. */
function acceptFor(op: Operation): string | undefined {
  const ok = op.responses.filter((r) => /^2/.test(r.status));
  const list = (ok.length ? ok : op.responses.filter((r) => r.status === 'default')).flatMap((r) =>
    r.content.map((c) => c.name),
  );
  const unique = [...new Set(list)];
  if (!unique.length) return undefined;
  const json = unique.find((n) => isJsonDocumentType(n));
  return json ?? unique.join(', ');
}
