/** Whether a 429 response is the API's rate limiting, or a status it answers for another cause. */
import type { ApiModel, Response } from '../../openapi/model';

/** A description that says the client's requests are what is limited: rate, throttling, quota, "too many requests". */
const RATE_WORDS = /\brate\b|rate-?limit|throttl|quota|too many requests/i;

/**
 * A description that names another cause of the 429: the server's own load (a model overloaded, a queue full, no
 * capacity), a cap on open things rather than on requests ("too many open transactions", "concurrent active reindex
 * tasks", "concurrent zip downloads"), or a clash of idempotency keys. "Too many concurrent requests" stays rate limiting.
 */
const OTHER_CAUSE =
  /overload|\bqueue|capacity|idempoten|\b(?:open|active|concurrent|simultaneous|pending|running|parallel)\s+(?!requests?\b|calls?\b|connections?\b)[a-z]/i;

/**
 * True for a 429 that is rate limiting: one with an `X-RateLimit-*` header, or whose description does not name another
 * cause (Hugging Face TGI's "Model is overloaded", HAProxy's "Too many open transactions"), or names the rate too.
 */
export function isRateLimit429(model: ApiModel, response: Response): boolean {
  if (response.headers.some((h) => /^x-ratelimit-/i.test(h.name))) return true;
  const raw = model.deref(response.node.description);
  const description = typeof raw === 'string' ? raw : '';
  return RATE_WORDS.test(description) || !OTHER_CAUSE.test(description);
}
