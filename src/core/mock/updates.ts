import { isJsonDocumentType, mediaEssence } from '../media-types';
import { validateSchema, type SchemaProblem } from '../http/conformance/validate';
import type { ApiModel, Operation } from '../openapi/model';
import { mergeSchema } from '../openapi/schema';
import { isObj, type Obj } from '../../shared/object';
import { jsonPatch, mergePatch } from './patch';

/** A member as a PUT or PATCH leaves it, or why the request is refused (nothing is stored then). */
export type Update =
  | { value: Obj; status?: undefined }
  | { value?: undefined; status: number; message: string; problems?: SchemaProblem[] };

/**
 * What a PUT or PATCH makes of a stored member (RFC 9110 §9.3.4, RFC 5789):
 * - PUT replaces what the client may send: the fields the request schema declares (and are not read-only) are
 *   exactly the body's, so an optional one left out is gone; the server's own fields (read-only ones, and those the
 *   request schema does not declare) stay. The body is checked whole: a missing required field is a 400.
 * - PATCH changes only what it names: `application/merge-patch+json` as JSON Merge Patch (RFC 7396: `null` removes,
 *   objects merge), `application/json-patch+json` as JSON Patch (RFC 6902), any other JSON as a shallow merge. The
 *   result is what is checked (the client's part of it), so a partial body is not refused for the fields it leaves
 *   out, while a field of the wrong type is.
 */
export function updatedMember(
  model: ApiModel,
  op: Operation,
  found: Obj,
  body: unknown,
  contentType: string | undefined,
  media: { name: string; schema?: unknown } | undefined,
  memberSchemaValue: unknown,
): Update {
  const schema = media?.schema;
  const clientKeys = clientFields(model, schema);
  const kind = mediaEssence(contentType || media?.name || '');
  if (op.method === 'put' || op.method === 'post') {
    if (!isObj(body)) return { status: 400, message: 'The request body must be an object.' };
    const problems = check(model, schema, body);
    if (problems.length > 0) return refused(problems);
    const kept = Object.fromEntries(Object.entries(found).filter(([k]) => clientKeys && !clientKeys.has(k)));
    return { value: { ...kept, ...body } };
  }
  let next: unknown;
  if (kind === 'application/json-patch+json') {
    const patched = jsonPatch(found, body);
    if (patched.problem !== undefined) return { status: patched.status, message: patched.problem };
    next = patched.value;
  } else if (kind === 'application/merge-patch+json') next = mergePatch(found, body);
  else {
    if (!isObj(body)) return { status: 400, message: 'The request body must be an object.' };
    next = { ...found, ...body };
  }
  if (!isObj(next)) return { status: 400, message: 'The patch does not leave an object.' };
  // A JSON Patch's operations were checked against its own schema: its result is checked against the operation's
  // other JSON body schema, else the member's (the client's part of it).
  if (kind === 'application/json-patch+json') {
    const target =
      op.requestBody?.content.find((m) => isJsonDocumentType(m.name) && mediaEssence(m.name) !== kind)?.schema ??
      memberSchemaValue;
    const keys = clientFields(model, target);
    const view = keys ? Object.fromEntries(Object.entries(next).filter(([k]) => keys.has(k))) : next;
    const problems = check(model, target, view);
    return problems.length > 0 ? refused(problems) : { value: next };
  }
  // Other patches are checked as partials: against their schema, but without `required` (the fields left out stay
  // as they are); a merge patch's `null`s remove fields, so they are not checked as values.
  const sent = kind === 'application/merge-patch+json' ? withoutNulls(body) : body;
  const problems = check(model, schema, sent).filter((p) => !p.message.startsWith('the required property'));
  return problems.length > 0 ? refused(problems) : { value: next };
}

/** A merge patch without its `null`s (removals), at any depth. */
function withoutNulls(v: unknown): unknown {
  if (!isObj(v)) return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== null)
      .map(([k, x]) => [k, withoutNulls(x)]),
  );
}

/** The top-level properties a request schema lets the client send (not read-only), or undefined when it names none. */
function clientFields(model: ApiModel, schema: unknown): Set<string> | undefined {
  const merged = schema === undefined ? undefined : mergeSchema(model, schema);
  if (!merged || merged.properties.size === 0) return undefined;
  const keys = new Set<string>();
  for (const p of merged.properties.values()) {
    const d = model.deref(p.schema);
    if (!(isObj(d) && d.readOnly === true)) keys.add(p.name);
  }
  return keys;
}

function check(model: ApiModel, schema: unknown, value: unknown): SchemaProblem[] {
  if (schema === undefined) return [];
  return validateSchema(schema, value, { deref: (v) => model.deref(v), direction: 'request', max: 10 }).problems;
}

function refused(problems: SchemaProblem[]): Update {
  const what = problems.map((p) => `${p.pointer || 'the body'}: ${p.message}`).join('; ');
  return { status: 400, message: `The request body does not match the schema: ${what}.`, problems };
}
