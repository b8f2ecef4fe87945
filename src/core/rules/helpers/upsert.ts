import type { Operation } from '../../openapi/model';

/** "create or update", "creates or updates", "add or update", "insert or update", "upsert", in prose or an identifier. */
const UPSERT =
  /\b(?:creates?|adds?|inserts?)[\s_-]*or[\s_-]*(?:updates?|replaces?)|(?:creates?|adds?|inserts?)Or(?:Updates?|Replaces?)|upsert/i;

/**
 * True when the operation says it creates or updates (App Center's `repositoryConfigurations_createOrUpdate`, a
 * summary "Creates or updates the settings"): an upsert sets one resource whether or not it exists, so it is no
 * create held to 201 Created.
 */
export function isUpsert(op: Operation): boolean {
  const description = op.node.description;
  return [op.operationId, op.summary, typeof description === 'string' ? description : undefined].some(
    (text) => typeof text === 'string' && UPSERT.test(text.slice(0, 2000)),
  );
}
