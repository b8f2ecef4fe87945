import type { Operation } from '../../openapi/model';

/**
 * "create or update", "creates or replaces", "add or update", "insert or overwrite", "upsert", in prose or an
 * identifier (`createOrUpdate`).
 */
const UPSERT =
  /\b(?:creates?|adds?|inserts?)[\s_-]*or[\s_-]*(?:updates?|replaces?|overwrites?)|(?:creates?|adds?|inserts?)Or(?:Updates?|Replaces?|Overwrites?)|upsert/i;

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
