// What a path's parameters carry beyond ids (RULES.md "Terms", path-hierarchy): a value an operation sets or
// computes with, and a link the server signs for clients to follow rather than compose.
import type { ApiModel, Operation, PathItem, PathSegment } from './model';
import { mergeSchema } from './schema';
import { splitWords } from './words/identifiers';

/**
 * True for a path parameter declared as a measured value, a flag or an instant: a `number` that is no `integer`, a
 * `boolean`, or a `date-time` string (evcc's `/loadpoints/{id}/plan/energy/{energy}/{timestamp}`, energy in kWh and
 * an RFC 3339 time). It is an argument of what the path does, never the id of a member, so no collection belongs
 * before it.
 */
export function carriesValue(model: ApiModel, item: PathItem, segment: PathSegment): boolean {
  if (segment.kind !== 'param' || segment.params.length !== 1) return false;
  const name = segment.params[0];
  // An id declared as a number (ODK Central's `{actorId}`, `type: number`) is still an id.
  const words = splitWords(name);
  if (words.length === 0 || ID_WORDS.has(words[words.length - 1]) || words.join('').endsWith('id')) return false;
  for (const op of item.operations) {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    if (!param) continue;
    const node = mergeSchema(model, param.schema, param.pointer)?.node;
    if (!node) return false;
    const type = node.type;
    if (type === 'number' || type === 'boolean') return true;
    return type === 'string' && node.format === 'date-time';
  }
  return false;
}

/** Last words of a parameter's name that make it an id or a key whatever its type (`{actorId}`, `{orderNo}`). */
const ID_WORDS = new Set([
  'id',
  'ids',
  'uuid',
  'guid',
  'key',
  'code',
  'name',
  'slug',
  'number',
  'no',
  'nr',
  'num',
  'index',
]);

/** Words of a query parameter that carries a link's signature (`x-men-signature`, `X-Amz-Signature`, `sig`). */
const SIGNATURE_WORDS = new Set(['signature', 'sig']);

/**
 * True for a link the server signs and hands to clients (Mender's
 * `/deployments/download/configuration/{deployment_id}/{device_type}/{device_id}?x-men-signature=…&x-men-expire=…`):
 * every operation requires a query parameter that signs the URL. Clients follow the link, never compose it, so how
 * its path is laid out is the server's business.
 */
export function isSignedLink(item: PathItem): boolean {
  return item.operations.length > 0 && item.operations.every(requiresSignature);
}

/** True when an operation requires a query parameter named for a signature. */
function requiresSignature(op: Operation): boolean {
  return op.parameters.some(
    (p) => p.in === 'query' && p.required && splitWords(p.name).some((w) => SIGNATURE_WORDS.has(w)),
  );
}
