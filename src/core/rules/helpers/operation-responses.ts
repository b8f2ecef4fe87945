import type { ApiModel, Operation, Parameter, Response } from '../../openapi/model';
import { isObj } from '../../../shared/object';
import type { Report } from '../types';
import { filtersBy, isSelectorParam, paramNamesNoMember } from '../../openapi/path-params';
import { compactName } from '../../openapi/words/identifiers';

/** The statuses a `default` response documents for the per-operation checks (RULES.md: not 429). */
const DEFAULT_COVERS = new Set([400, 401, 403, 404, 500]);

/**
 * True when the responses document `code`: the exact status, its range (`4XX` covers 401, `5XX` covers 500),
 * because a range documents every status of its class that has no entry of its own, or `default`, which
 * documents 400, 401, 403, 404 and 500 (a rate-limited answer needs its own response and headers) when it stands
 * beside a success: a `default` with no 1xx, 2xx or 3xx beside it is the success (see `defaultIsSuccess`).
 */
export function coversStatus(responses: readonly Response[], code: number): boolean {
  const exact = String(code);
  const range = `${exact[0]}xx`;
  const byDefault = DEFAULT_COVERS.has(code) && !defaultIsSuccess(responses);
  return responses.some(
    (r) => r.status === exact || r.status.toLowerCase() === range || (r.status === 'default' && byDefault),
  );
}

/**
 * True when `default` is how the operation answers success: it has a `default` and no 1xx, 2xx or 3xx status (nor
 * range). XTRF answers 191 of its 284 operations with `default` alone ("successful operation"): that documents no
 * error, and reading it as one made the API's norm look met and each operation with an explicit 204 a deviation.
 */
export function defaultIsSuccess(responses: readonly Response[]): boolean {
  return responses.some((r) => r.status === 'default') && !responses.some((r) => /^[123]/.test(r.status));
}

/**
 * True when the operation answers only `default`: how it succeeds and fails is one undocumented decision that
 * success-status reports (once for the API when most operations do it), so the error rules leave it out.
 */
export function answersOnlyDefault(op: Operation): boolean {
  return op.responses.length > 0 && op.responses.every((r) => r.status === 'default');
}

/** The reason phrase of each status the error rules ask for (RFC 9110, RFC 6585), as a pattern. */
const REASONS: Record<number, string> = {
  400: 'bad request',
  401: 'unauthori[sz]ed',
  403: 'forbidden',
  404: 'not found',
  429: 'too many requests',
  500: 'internal server error',
};

/** Per status, a pattern for the status named as one in prose: `400 Bad Request`, `HTTP 404`, `status code 500`. */
const STATED = new Map(
  Object.entries(REASONS).map(([code, reason]) => [
    Number(code),
    new RegExp(
      `\\b${code}\\s*(?:[-:(]\\s*)?${reason}\\b|\\b(?:http(?:\\s+status)?|status(?:\\s+code)?|error(?:\\s+code)?|response(?:\\s+code)?)\\s*:?\\s*${code}\\b`,
      'i',
    ),
  ]),
);

/**
 * True when the operation's own summary or description says it answers `code` as a status (XTRF's "Changes quote
 * status if possible (400 Bad Request is returned otherwise)"), so leaving it out of the responses is this
 * operation's own gap, whatever the API's norm. A number alone ("up to 500 items") is not a status.
 */
export function statesStatus(op: Operation, code: number): boolean {
  const pattern = STATED.get(code);
  if (!pattern) return false;
  return [op.summary, op.node.description].some((t) => typeof t === 'string' && pattern.test(t.slice(0, 4000)));
}

/** True when a server failure is documented: `500`, another 5xx (a probe's `503`), the `5XX` range, or a `default` response. */
export function coversServerError(responses: readonly Response[]): boolean {
  return coversStatus(responses, 500) || responses.some((r) => /^5\d\d$/.test(r.status));
}

/**
 * True when the operation has a request body that carries something: a media type (a 2.0 `body` or `formData`
 * parameter counts through `takesInput`). An empty `content: {}` stub (Just Eat's subscribe POSTs) adds no input.
 */
export function hasRequestBody(op: Operation): boolean {
  return op.requestBody !== undefined && op.requestBody.content.length > 0;
}

/** Methods whose requests carry no body: a body on one is `no-body-on-get-delete`'s gap, not input (one gap, one rule). */
const BODYLESS_METHODS = new Set(['get', 'head', 'delete']);

/** True when the operation's request body (3.x `requestBody`, 2.0 `in: body`/`formData`) is input the API takes. */
export function takesBody(op: Operation): boolean {
  if (BODYLESS_METHODS.has(op.method)) return false;
  return hasRequestBody(op) || op.parameters.some((p) => p.in === 'body' || p.in === 'formData');
}

/**
 * True when the operation takes input as RULES.md counts it: a request body or query parameters. A body on GET, HEAD
 * or DELETE is not counted (IllumiDesk's HEAD `project-copy-check`): `no-body-on-get-delete` tells that gap, and a 400
 * answering a body that should not be there would tell it twice.
 */
export function takesInput(op: Operation): boolean {
  return takesBody(op) || op.parameters.some((p) => p.in === 'query');
}

/**
 * True when the operation takes input a client can get wrong (RULES.md: a request body or query parameters), read as
 * a designer would: a request body, or a query parameter that is not deprecated and either is required, constrains
 * its value (a type other than string, a `format`, `enum`, `pattern` or bounds), takes a value from a vocabulary
 * (`include`, `lang`) or says in its description what a valid value is. An optional free-text string
 * (LaunchDarkly's `tag` filter, a list of environment names) and a parameter the API says it ignores can be given
 * any value: there is nothing to answer 400 to.
 */
export function takesMalformableInput(model: ApiModel, op: Operation): boolean {
  if (takesBody(op)) return true;
  return op.parameters.some(
    (p) => p.in === 'query' && !isDeprecated(p) && (p.required || constrains(model, p.schema ?? p.node, 0) || ruled(p)),
  );
}

/**
 * Query parameters whose values come from a vocabulary (field or relation names, language, country or currency
 * codes), so a client can send one that is not in it even when the schema says only `string` (Yodlee's `include`,
 * BritBox's `lang`).
 */
const VOCABULARY_NAMES = new Set([
  'include',
  'expand',
  'embed',
  'fields',
  'select',
  'sort',
  'sortby',
  'orderby',
  'order',
  'lang',
  'language',
  'locale',
  'currency',
  'country',
  'timezone',
]);

/** True when the parameter's name names a vocabulary, or its description states what a valid value is. */
function ruled(p: Parameter): boolean {
  if (VOCABULARY_NAMES.has(compactName(p.name))) return true;
  const d = p.node.description;
  return (
    typeof d === 'string' &&
    /\b(?:valid|must|should be|one of|allowed|possible values|accepted values|supported values|comma[- ]separated|format|iso[- ]?\d+)\b/i.test(
      d,
    )
  );
}

/**
 * True for a parameter marked `deprecated`, or whose description says the parameter is (`The expiry parameter is
 * deprecated`), not one of its values (Yodlee's `fullAccountNumber is deprecated` names a value of `include`).
 */
function isDeprecated(p: Parameter): boolean {
  if (p.node.deprecated === true) return true;
  const d = p.node.description;
  return typeof d === 'string' && /^\s*\(?deprecated\b|\bparameter (?:is|has been) (?:now )?deprecated\b/i.test(d);
}

/** Keywords by which a string schema limits its values. */
const STRING_LIMITS = ['format', 'enum', 'const', 'pattern', 'minLength', 'maxLength'];

/**
 * True when a parameter's schema limits the values a client may send: any type but string (a number, a boolean, an
 * object), a string's format, enum, pattern or length, an array's bounds or items that do. A 3.x parameter with
 * `content` (a serialized document) is checked; a bare object with neither is free text.
 */
function constrains(model: ApiModel, value: unknown, depth: number): boolean {
  const schema = model.deref(value);
  if (!isObj(schema) || depth > 4) return false;
  if ('content' in schema && !('schema' in schema) && !('type' in schema)) return true;
  if ('schema' in schema && !('type' in schema)) return constrains(model, schema.schema, depth + 1);
  if ('oneOf' in schema || 'anyOf' in schema || 'allOf' in schema || 'not' in schema) return true;
  const type = schema.type;
  if (type === 'array')
    return (
      'minItems' in schema ||
      'maxItems' in schema ||
      'uniqueItems' in schema ||
      constrains(model, schema.items, depth + 1)
    );
  if (type !== undefined && type !== 'string') return true;
  return STRING_LIMITS.some((k) => k in schema);
}

/** True when the operation addresses one member or something below one (`/users/{id}`, `/users/{id}/posts`). */
export function addressesMember(op: Operation): boolean {
  if (op.path.shape === 'member') return true;
  const segs = op.path.resourceSegments;
  // A parameter that scopes a list (`/districts/{year}`), selects a field, filter or variant (`/surveys/{scope}`), is
  // the value a `by…` segment filters by (`/restaurants/bypostcode/{postcode}`) or names a tenancy, a language or a
  // credential (`/consumers/{tenant}`) addresses no member; a parameter right after such a scope names one of it
  // (`/restaurants/{tenant}/{restaurantId}`).
  let scope = false;
  for (let i = 1; i < segs.length; i++) {
    const [before, seg] = [segs[i - 1], segs[i]];
    if (seg.kind !== 'param') {
      scope = false;
      continue;
    }
    if (before.kind === 'param' && scope && !isSelectorParam(seg)) return true;
    scope =
      before.kind === 'static' &&
      (op.path.scopeParams.has(i) || filtersBy(before, seg) || paramNamesNoMember(before, seg));
    if (before.kind === 'static' && !scope && !isSelectorParam(seg)) return true;
  }
  return false;
}

/** Where a finding about an operation's missing responses goes: its `responses` key, or its method key when it has none. */
export function responsesPlace(op: Operation): Pick<Report, 'pointer' | 'at'> {
  if ('responses' in op.node)
    return { pointer: `${op.pointer}/responses`, at: { node: op.node, key: 'responses', part: 'key' } };
  return { pointer: op.pointer, at: { node: op.path.node, key: op.method, part: 'key' } };
}

/** `GET /users/{id}`, for messages. */
export function operationLabel(op: Operation): string {
  return `${op.method.toUpperCase()} ${op.path.path}`;
}
