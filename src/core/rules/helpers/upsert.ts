import type { Operation } from '../../openapi/model';

/**
 * "create or update", "creates or replaces", "add or update", "insert or overwrite", "upsert", in prose or an
 * identifier (`createOrUpdate`).
 */
const UPSERT =
  /\b(?:creates?|adds?|inserts?)[\s_-]*or[\s_-]*(?:updates?|replaces?|overwrites?)|(?:creates?|adds?|inserts?)Or(?:Updates?|Replaces?|Overwrites?)|upsert/i;

/**
 * True when the operation says it creates or replaces what it addresses, in its operationId, summary or description
 * (App Center's `repositoryConfigurations_createOrUpdate`, OPA's "Create or update a policy module"): an upsert sets
 * one resource whether or not it exists, so it is no create held to 201 Created (create-returns-201) and cannot find
 * its member missing (not-found-response).
 */
export function isUpsert(op: Operation): boolean {
  const description = op.node.description;
  return [op.operationId, op.summary, typeof description === 'string' ? description : undefined].some(
    (text) => typeof text === 'string' && UPSERT.test(text.slice(0, 2000)),
  );
}
