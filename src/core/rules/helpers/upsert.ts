import type { ApiModel, Operation, PathItem } from '../../openapi/model';
import { isJsonMediaType, isSuccessStatus } from '../../openapi/bodies';
import { derefValue, isOnly, schemaTypes } from '../../openapi/schema';

/**
 * "create or update", "creates or replaces", "add or update", "insert or overwrite", "create or join", "upsert", in
 * prose or an identifier (`createOrUpdate`, `create_or_join_lobby`).
 */
const UPSERT =
  /\b(?:creates?|adds?|inserts?)[\s_-]*or[\s_-]*(?:updates?|replaces?|overwrites?|joins?)|(?:creates?|adds?|inserts?)Or(?:Updates?|Replaces?|Overwrites?|Joins?)|upsert/i;

/** A Markdown link, `[text](address)`: its text names another page (GitHub's "see [Create or update a secret](…)"). */
const LINK = /\[[^\]]*\]\([^)]*\)/g;

/**
 * True when the operation says it creates or replaces what it addresses, in its operationId, summary or description
 * outside links to other pages (App Center's `repositoryConfigurations_createOrUpdate`, OPA's "Create or update a
 * policy module"): an upsert sets one resource whether or not it exists, so it is no create held to 201 Created
 * (create-returns-201) and cannot find its member missing (not-found-response).
 */
export function isUpsert(op: Operation): boolean {
  const description = op.node.description;
  const own = typeof description === 'string' ? description.slice(0, 2000).replace(LINK, '') : undefined;
  return [op.operationId, op.summary, own].some((text) => typeof text === 'string' && UPSERT.test(text.slice(0, 2000)));
}

/**
 * True for a PUT on a collection that sets one member by a natural key its body carries (Discord's `PUT /lobbies`,
 * `create_or_join_lobby`: the lobby's `secret` in the body, one lobby answered): its body is one object, not an
 * array, and it answers the member's own representation (the schema the member path's GET answers) or says it
 * creates or replaces (`isUpsert`). One member in, the same member out: an upsert, not a bulk write of the collection.
 */
export function upsertsOneMember(model: ApiModel, op: Operation, member: PathItem | undefined): boolean {
  if (op.method !== 'put' || !op.requestBody) return false;
  const bodies = op.requestBody.content.filter((m) => isJsonMediaType(m.name) && m.schema !== undefined);
  if (bodies.length === 0 || !bodies.every((m) => isOnly(schemaTypes(model, m.schema), 'object'))) return false;
  if (isUpsert(op)) return true;
  const read = member?.operations.find((o) => o.method === 'get');
  const own = new Set(read ? answered(model, read) : []);
  return own.size > 0 && answered(model, op).some((s) => own.has(s));
}

/** The resolved schemas of an operation's 200 and 201 JSON answers. */
function answered(model: ApiModel, op: Operation): unknown[] {
  return op.responses
    .filter((r) => isSuccessStatus(r.status) && (r.status === '200' || r.status === '201'))
    .flatMap((r) => r.content.filter((m) => isJsonMediaType(m.name) && m.schema !== undefined))
    .map((m) => derefValue(model, m.schema))
    .filter((s) => s !== undefined);
}
