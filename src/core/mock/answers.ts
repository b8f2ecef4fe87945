import { documentedResponse } from '../http/conformance/index';
import { validateSchema } from '../http/conformance/validate';
import type { ApiModel, Operation } from '../openapi/model';
import { isObj, type Obj } from '../../shared/object';
import { encodeHeaderValue } from './header-values';
import type { MockResponse } from './mock-api';
import { firstSuccess, jsonMedia, responseFor, responseSchema, sample } from './schemas';

/** A success with the first of `statuses` the operation documents (or the first one), as JSON when there is a body. */
export function success(
  model: ApiModel,
  op: Operation,
  statuses: number | number[],
  body: unknown,
  headers: Record<string, string> = {},
): MockResponse {
  const list = Array.isArray(statuses) ? statuses : [statuses];
  // The wanted status when the spec documents it (exactly or by its `2XX` range; `default` documents no success),
  // else the operation's own first success (a create answering 204).
  const ranged = (s: number) => {
    const r = documentedResponse(op, s);
    return r !== undefined && r.status !== 'default';
  };
  const status =
    list.find((s) => responseFor(op, s)) ?? (list.some(ranged) ? list[0] : (firstSuccess(op)?.status ?? list[0]));
  const documented = responseFor(op, status) ?? documentedResponse(op, status);
  const hasContent = documented ? documented.content.length > 0 : body !== undefined;
  const res: MockResponse = { status, headers: { ...headers } };
  const json = jsonMedia(documented?.content ?? []);
  if (status !== 204 && hasContent && documented && !json) {
    // A file or text the spec documents (CSV, PDF, HTML): a short placeholder of its media type.
    const media = documented.content[0].name;
    res.text = media.startsWith('text/') ? `mock ${media} body\n` : 'mock body';
    res.headers['content-type'] = media === '*/*' ? 'application/octet-stream' : media;
  } else if (status !== 204 && hasContent && body !== undefined) {
    res.body = body;
    res.headers['content-type'] = json?.name ?? 'application/json';
  }
  requiredHeaders(model, op, res);
  return res;
}

/** An error in the spec's own error shape for that status (its `message`-like fields set), else `{status, message}`. */
export function errorAnswer(
  model: ApiModel,
  op: Operation,
  status: number,
  message: string,
  problems?: { pointer: string; message: string }[],
): MockResponse {
  const documented = documentedResponse(op, status);
  const schema = responseSchema(model, documented);
  const res: MockResponse = { status, headers: {} };
  if (schema) {
    const body = sample(model, schema);
    // Each field is set only where the spec's error schema takes the value (an `enum: [error]` keeps its value).
    let broken = problemCount(model, schema, body);
    const set = (holder: Obj, key: string, value: unknown) => {
      const old = holder[key];
      holder[key] = value;
      const now = problemCount(model, schema, body);
      if (now > broken) holder[key] = old;
      else broken = now;
    };
    fillError(body, status, message, problems, 0, set);
    res.body = body;
    res.headers['content-type'] = jsonMedia(documented!.content)!.name;
  } else if (!documented) {
    res.body = { status, message };
    res.headers['content-type'] = 'application/json';
  }
  requiredHeaders(model, op, res);
  return res;
}

/** A 404 or 405 for a request no operation matches: the error schema of any 4xx the spec documents, if there is one. */
export function plainError(model: ApiModel, status: number, message: string): MockResponse {
  const op = model.operations.find((o) =>
    o.responses.some((r) => /^4\d\d$/.test(r.status) && responseSchema(model, r)),
  );
  return op
    ? errorAnswer(
        model,
        {
          ...op,
          responses: op.responses
            .filter((r) => /^4\d\d$/.test(r.status))
            .map((r) => ({ ...r, status: String(status) })),
        } as Operation,
        status,
        message,
      )
    : { status, headers: { 'content-type': 'application/json' }, body: { status, message } };
}

/** The headers a response declares as required and the mock has not set, with sample values. */
function requiredHeaders(model: ApiModel, op: Operation, res: MockResponse): void {
  const documented = documentedResponse(op, res.status);
  for (const h of documented?.headers ?? []) {
    const key = h.name.toLowerCase();
    if (key in res.headers || !(h.node.required === true)) continue;
    const v = sample(model, h.schema);
    if (v !== undefined && v !== null) res.headers[key] = encodeHeaderValue(String(v));
  }
}

/** Sets the message-like fields of a sampled error body (and its status and code), a few levels deep. */
function fillError(
  body: unknown,
  status: number,
  message: string,
  problems: { pointer: string; message: string }[] | undefined,
  depth: number,
  set: (holder: Obj, key: string, value: unknown) => void,
): void {
  if (!isObj(body) || depth > 4) return;
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === 'string' && /^(message|detail|title|error_description|description|msg)$/i.test(k))
      set(body, k, message);
    else if (typeof v === 'number' && /^(status|code|statusCode|status_code)$/i.test(k)) set(body, k, status);
    else if (typeof v === 'string' && /^(code|error_code|errorCode|type)$/i.test(k) && !/^https?:/.test(v))
      set(body, k, STATUS_CODES[status] ?? `http_${status}`);
    else if (
      Array.isArray(v) &&
      /^(errors|details|violations|problems)$/i.test(k) &&
      problems &&
      v.length > 0 &&
      isObj(v[0])
    ) {
      const items = problems.map((p) => {
        const item = { ...(v[0] as Obj) };
        for (const ik of Object.keys(item)) {
          if (typeof item[ik] === 'string' && /message|detail|description/i.test(ik)) item[ik] = p.message;
          else if (typeof item[ik] === 'string' && /pointer|field|path|location/i.test(ik)) item[ik] = p.pointer;
        }
        return item;
      });
      set(body, k, items);
    } else fillError(v, status, message, problems, depth + 1, set);
  }
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  429: 'too_many_requests',
  500: 'internal_error',
};

/** How many ways a value breaks a schema (up to 50), to tell whether setting a field made it worse. */
function problemCount(model: ApiModel, schema: unknown, value: unknown): number {
  return validateSchema(schema, value, { deref: (v) => model.deref(v), direction: 'response' }).problems.length;
}
