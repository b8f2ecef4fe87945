import { isJsonType } from '../../media-types';
import type { ApiModel, Operation } from '../../openapi/model';
import { isSuccessStatus } from '../../openapi/bodies';
import { isOnly, mergeSchema, schemaTypes } from '../../openapi/schema';

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
 * `create_or_join_lobby`: the lobby's `secret` in the body, one lobby answered): it says it creates or replaces
 * (`isUpsert`), its JSON body is one object listing nothing (no array property: Qdrant's `upsert_points` takes
 * `{points: […]}`, a batch) and it answers no array. A PUT that only creates (Xero's `PUT /Accounts`, "Creates a new
 * chart of accounts", answering the member) is a create by PUT on the collection, still a bulk-style write.
 */
export function upsertsOneMember(model: ApiModel, op: Operation): boolean {
  if (op.method !== 'put' || !op.requestBody || !isUpsert(op)) return false;
  const bodies = op.requestBody.content.filter((m) => isJsonType(m.name) && m.schema !== undefined);
  if (bodies.length === 0 || !bodies.every((m) => holdsNoList(model, m.schema))) return false;
  return !op.responses.some(
    (r) =>
      isSuccessStatus(r.status) &&
      r.content.some((m) => isJsonType(m.name) && m.schema !== undefined && schemaTypes(model, m.schema)?.has('array')),
  );
}

/** True for an object body schema with properties, none of them an array (one member's fields, not a batch). */
function holdsNoList(model: ApiModel, schema: unknown): boolean {
  if (!isOnly(schemaTypes(model, schema), 'object')) return false;
  const merged = mergeSchema(model, schema);
  if (!merged || merged.properties.size === 0) return false;
  for (const prop of merged.properties.values())
    if (schemaTypes(model, prop.schema)?.has('array') !== false) return false;
  return true;
}
