/** Whether a 429 response is the API's rate limiting, or a status it answers for another cause. */
import type { ApiModel, Operation, Response } from './model';
import { signsIn } from './protocol';

/** A description that says the client's requests are what is limited: rate, throttling, quota, "too many requests". */
const RATE_WORDS = /\brate\b|rate-?limit|throttl|quota|too many requests/i;

/**
 * A description that names another cause of the 429: the server's own load (a model overloaded, a queue full, no
 * capacity), a cap on open things rather than on requests ("too many open transactions", "concurrent active reindex
 * tasks", "concurrent zip downloads"), a clash of idempotency keys, or an earlier operation on the resource not yet done,
 * with its state named before or after the noun ("a cpu removal is still pending", "an update in progress", "busy").
 * "Too many concurrent requests" stays rate limiting.
 */
const OTHER_CAUSE =
  /overload|\bqueue|capacity|idempoten|\bbusy\b|\bin progress\b|\b(?:is|are|still)\s+(?:pending|running|processing|ongoing)\b|\b(?:open|active|concurrent|simultaneous|pending|running|parallel)\s+(?!requests?\b|calls?\b|connections?\b)[a-z]/i;

/**
 * True for a 429 that is rate limiting: one with an `X-RateLimit-*` header, or whose description does not name another
 * cause (Hugging Face TGI's "Model is overloaded", HAProxy's "Too many open transactions"), or names the rate too.
 * A 429 on an endpoint a client signs in at (login, token, register, password reset: `signsIn`) is a
 * brute-force lockout, not the API's rate limiting, when the API has such 429s nowhere else (Trilium's only 429, "Client
 * IP has been blacklisted because too many requests (possibly failed authentications) were made", on POST /auth/login).
 */
export function isRateLimit429(model: ApiModel, op: Operation, response: Response): boolean {
  if (hasRateLimitHeader(response)) return true;
  if (!describesRateLimit(model, response)) return false;
  return !signsIn(op.path) || !lockoutOnly(model);
}

function hasRateLimitHeader(response: Response): boolean {
  return response.headers.some((h) => /^x-ratelimit-/i.test(h.name));
}

function describesRateLimit(model: ApiModel, response: Response): boolean {
  const raw = model.deref(response.node.description);
  const description = typeof raw === 'string' ? raw : '';
  return RATE_WORDS.test(description) || !OTHER_CAUSE.test(description);
}

const lockouts = new WeakMap<ApiModel, boolean>();

/** True when every rate-limiting 429 of the API (none with `X-RateLimit-*` headers) sits on a credential endpoint. */
function lockoutOnly(model: ApiModel): boolean {
  let known = lockouts.get(model);
  if (known === undefined) {
    known = !model.operations.some((op) =>
      op.responses.some(
        (r) => r.status === '429' && (hasRateLimitHeader(r) || (!signsIn(op.path) && describesRateLimit(model, r))),
      ),
    );
    lockouts.set(model, known);
  }
  return known;
}
