import { parseExactJson } from '../../../../src/core/document/exact-json';
import { checkConformance, documentedResponse } from '../../../../src/core/http/conformance/index';
import type { ApiModel, MediaType, Operation, Parameter } from '../../../../src/core/openapi/model';
import { isObj } from '../../../../src/shared/object';
import { breakValue, exactJson, fits, generate, type Random } from './generate';

// The client half of the mock's property checks: requests made from an operation's declarations (valid, or with one
// part broken), sent over HTTP, and the checks Schemathesis makes on each answer.

/** One request to send. */
export interface Case {
  method: string;
  /** The path under the mock's base path, with its parameters filled in. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body?: string;
  /** What the case is, for the failure's message: `valid`, or which part is broken. */
  label: string;
}

/** An answer as the checks read it. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The JSON body, read exactly (int64 past 2^53 as BigInt); undefined when there is none or it is not JSON. */
  json?: unknown;
}

type Deref = (v: unknown) => unknown;

/** A credential for every kind of scheme the specs declare. */
const CREDENTIALS: Record<string, string> = {
  authorization: 'Bearer property-checks',
  api_key: 'k',
  'x-api-key': 'k',
  cookie: 'session=s',
};

/** A parameter's value as URL text: arrays comma-joined, objects as JSON. */
function paramText(v: unknown): string {
  if (Array.isArray(v)) return v.map(paramText).join(',');
  return typeof v === 'string' ? v : exactJson(v);
}

/** The JSON (or form) media type a client would send, when the operation takes one. */
export function sendable(op: Operation): MediaType | undefined {
  const content = op.requestBody?.content ?? [];
  return (
    content.find((m) => m.name === 'application/json' || m.name.endsWith('+json')) ??
    content.find((m) => m.name === 'application/x-www-form-urlencoded')
  );
}

/** A valid value of a schema, tried a few times (generation cannot follow every pattern or oneOf), or undefined. */
function validValue(schema: unknown, deref: Deref, r: Random): { value: unknown } | undefined {
  for (let attempt = 0; attempt < 8; attempt++) {
    const v = generate(schema, deref, r);
    if (fits(schema, v, deref)) return { value: v };
  }
  return undefined;
}

/** The body text of a value in a media type. */
function bodyText(media: MediaType, v: unknown): string {
  if (media.name !== 'application/x-www-form-urlencoded') return exactJson(v);
  const q = new URLSearchParams();
  if (isObj(v)) for (const [k, x] of Object.entries(v)) if (!isObj(x)) q.set(k, paramText(x));
  return q.toString();
}

/**
 * A request for an operation: the given path ids, required parameters and some optional ones, and a body, all valid;
 * with `broken`, one of them broken instead (a parameter of the wrong type or out of range, a required one left out,
 * a body breaking its schema, a body in a media type the operation does not take). Undefined when no valid (or no
 * broken) case can be made.
 */
export function makeCase(
  model: ApiModel,
  op: Operation,
  ids: Readonly<Record<string, string>>,
  r: Random,
  broken: boolean,
): Case | undefined {
  const deref: Deref = (v) => model.deref(v);
  const values = new Map<Parameter, unknown>();
  for (const p of op.parameters) {
    if (p.in === 'path' && ids[p.name] !== undefined) {
      values.set(p, ids[p.name]);
      continue;
    }
    if (!p.schema || (p.in !== 'path' && !p.required && r.int(2) === 0)) continue;
    if (p.in === 'header' && ['accept', 'content-type', 'authorization'].includes(p.name.toLowerCase())) continue;
    const s = deref(p.schema);
    if (isObj(s) && (s.type === 'object' || s.properties)) continue;
    const v = validValue(p.schema, deref, r);
    if (!v) return undefined;
    values.set(p, v.value);
  }
  const media = sendable(op);
  let body: { media: MediaType; value: unknown } | undefined;
  if (media && (op.requestBody?.required || r.int(4) !== 0)) {
    const v = validValue(media.schema, deref, r);
    if (!v) return undefined;
    body = { media, value: v.value };
  }
  let label = 'valid';
  let rawBody: { type: string; text: string } | undefined = body && {
    type: body.media.name,
    text: bodyText(body.media, body.value),
  };
  if (broken) {
    const ways: (() => boolean)[] = [];
    for (const p of op.parameters) {
      const s = deref(p.schema);
      if (!isObj(s) || p.in === 'cookie' || (p.in === 'header' && p.name.toLowerCase() === 'authorization')) continue;
      if (p.required && p.in !== 'path')
        ways.push(() => {
          values.delete(p);
          label = `without the required ${p.in} parameter ${p.name}`;
          return true;
        });
      // In a URL every value is text: a number where a string is wanted is still a valid string.
      const bad = s.type === 'string' && !s.enum ? undefined : breakValue(s, values.get(p), deref, r);
      if (bad !== undefined && !isObj(bad) && !fits(s, bad, deref) && !(p.in === 'path' && typeof bad !== 'string'))
        ways.push(() => {
          values.set(p, bad);
          label = `${p.in} parameter ${p.name} = ${paramText(bad)}`;
          return true;
        });
    }
    if (body && isObj(deref(body.media.schema)) && body.media.name.includes('json'))
      ways.push(() => {
        const bad = breakValue(body.media.schema, body.value, deref, r);
        if (bad === undefined || fits(body.media.schema, bad, deref)) return false;
        rawBody = { type: body.media.name, text: exactJson(bad) };
        label = `body ${exactJson(bad).slice(0, 120)}`;
        return true;
      });
    if (media) {
      ways.push(() => {
        rawBody = { type: 'text/plain', text: 'plain words' };
        label = 'body in text/plain, which the operation does not take';
        return true;
      });
      if (op.requestBody?.required)
        ways.push(() => {
          rawBody = undefined;
          label = 'without the required body';
          return true;
        });
    }
    if (ways.length === 0 || !r.pick(ways)()) return undefined;
  }
  const query = new URLSearchParams();
  const headers: Record<string, string> = { ...CREDENTIALS };
  // A path that differs from others only after `#` or `?` (`/#Action=DescribeTags`) names a query parameter there.
  const cut = op.path.path.search(/[?#]/);
  let path = cut < 0 ? op.path.path : op.path.path.slice(0, cut);
  if (cut >= 0)
    for (const pair of new URLSearchParams(op.path.path.slice(cut + 1)))
      if (pair[1] !== '' && !op.parameters.some((p) => p.name === pair[0])) query.set(pair[0], pair[1]);
  for (const [p, v] of values) {
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(encodeURIComponent(paramText(v)));
    else if (p.in === 'query') {
      if (Array.isArray(v) && p.node.explode !== false) for (const x of v) query.append(p.name, paramText(x));
      else query.set(p.name, paramText(v));
    } else if (p.in === 'header') headers[p.name.toLowerCase()] = paramText(v);
    else if (p.in === 'cookie') headers.cookie += `; ${p.name}=${encodeURIComponent(paramText(v))}`;
  }
  if (rawBody) headers['content-type'] = rawBody.type;
  return { method: op.method.toUpperCase(), path, query, headers, body: rawBody?.text, label };
}

/** Sends a case to the mock. */
export async function send(base: string, c: Case): Promise<Answer> {
  const url = `${base}${c.path}${c.query.size ? `?${c.query}` : ''}`;
  const res = await fetch(url, { method: c.method, headers: c.headers, body: c.body });
  const text = await res.text();
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k] = v));
  let json: unknown;
  try {
    json = text && /json/.test(headers['content-type'] ?? '') ? parseExactJson(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers, text, json };
}

/** Statuses a valid request may get besides 2xx (Schemathesis's positive data acceptance allows the same). */
const VALID_MAY_GET = new Set([401, 403, 404, 409]);

/**
 * Statuses HTTP prescribes for what the mock answers them for (a body that breaks its schema, no credential, an id
 * that does not exist, a method the path lacks, a media type not taken, a spent rate limit): where the operation
 * does not document one, the spec is what departs.
 */
const PRESCRIBED = new Set([400, 401, 403, 404, 405, 409, 413, 415, 429]);

/**
 * What Schemathesis would report on an answer, as the mock's own faults: a 5xx, a valid request refused (or an
 * invalid one accepted), and an answer the spec does not allow (status, headers, content type, body schema). A
 * prescribed status the operation does not document is the spec's fault: it goes to `specFaults` instead.
 */
export function checkAnswer(
  model: ApiModel,
  op: Operation,
  c: Case,
  a: Answer,
  faults: string[],
  specFaults: string[],
): void {
  const at = `${c.method} ${c.path}${c.query.size ? `?${c.query}` : ''} [${c.label}] → ${a.status}`;
  if (a.status >= 500) return void faults.push(`${at}: a server error: ${a.text.slice(0, 200)}`);
  if (c.label === 'valid' && a.status >= 400 && !VALID_MAY_GET.has(a.status))
    faults.push(`${at}: a valid request refused: ${a.text.slice(0, 200)}`);
  if (c.label !== 'valid' && a.status < 400) faults.push(`${at}: an invalid request accepted`);
  const findings = checkConformance(
    op,
    { status: a.status, headers: a.headers, json: a.json, bytes: a.text.length, method: c.method },
    (v) => model.deref(v),
  );
  for (const f of findings) {
    const spec = f.kind === 'status' && !documentedResponse(op, a.status) && PRESCRIBED.has(a.status);
    (spec ? specFaults : faults).push(`${at}: ${f.message}`);
  }
}
