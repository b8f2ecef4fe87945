import type { HeaderMap } from '../types';
import { readPerUnit, readPrefixed, readStructured, type Fields, type ReadContext } from './families';
import { classifyReset, responseClock } from './reset';
import type { RateLimitHint, RateLimitInfo, RateLimitPolicy, ResetReading } from './types';

export type { RateLimitHint, RateLimitInfo } from './types';
export { rateLimitHint } from './hint';

/** The parts of a response the rate-limit reader looks at. */
export interface RateLimitInput {
  status: number;
  headers: HeaderMap;
}

/** Options of `readRateLimit`. */
export interface RateLimitOptions {
  /** What the spec declares about the operation's headers (see `rateLimitHint`). */
  hint?: RateLimitHint;
  /** The local clock in ms, used only when the response has no valid `Date` header; defaults to `Date.now()`. */
  now?: number;
}

const RATE_HEADER = /(^|-)(x-)?rate-?limit(-|$)|^retry-after$/;

/**
 * Reads the rate limits a response announces, whatever the header family; `null` when it announces none and is
 * not a 429. The top-level fields come from the policy that binds first; `Retry-After` wins over every other reset.
 */
export function readRateLimit(response: RateLimitInput, options: RateLimitOptions = {}): RateLimitInfo | null {
  const fields: Fields = new Map();
  for (const [name, value] of Object.entries(response.headers)) {
    const key = name.toLowerCase();
    const joined = Array.isArray(value) ? value.join(', ') : value;
    fields.set(key, fields.has(key) ? `${fields.get(key)}, ${joined}` : joined);
  }
  const rateNames = [...fields.keys()].filter((n) => RATE_HEADER.test(n));
  const status = response.status;
  if (rateNames.length === 0 && status !== 429) return null;
  const clock = responseClock(fields.get('date'), options.now ?? Date.now());
  const info: RateLimitInfo = {
    limit: null,
    remaining: null,
    used: null,
    resetAt: null,
    resetInSeconds: null,
    resetEncoding: null,
    explanation: null,
    retryAfterSeconds: null,
    policies: [],
    sources: [],
    limited: status === 429,
    ignoredReason: null,
    clock: clock.source,
  };
  const age = Number(fields.get('age')?.trim());
  if (Number.isFinite(age) && age > 0) {
    info.ignoredReason = `served from a cache (Age: ${age} s): its rate-limit headers (${rateNames.join(', ')}) describe an earlier response`;
    return info;
  }
  const ctx: ReadContext = { fields, clock, declared: options.hint?.resets ?? {}, used: new Set() };
  const policies = mergeSameName([...readStructured(ctx), ...readPrefixed(ctx), ...readPerUnit(ctx)]);
  info.policies = policies;
  const binding = bindingPolicy(policies);
  if (binding) {
    info.limit = binding.limit;
    info.remaining = binding.remaining;
    info.used = binding.used;
    info.resetAt = binding.resetAt;
    info.resetInSeconds = binding.resetInSeconds;
    info.resetEncoding = binding.resetEncoding;
    info.explanation = binding.explanation;
  }
  const retryAfter = readRetryAfter(ctx);
  if (retryAfter) {
    info.retryAfterSeconds = retryAfter.resetInSeconds;
    info.resetAt = retryAfter.resetAt;
    info.resetInSeconds = retryAfter.resetInSeconds;
    info.resetEncoding = retryAfter.encoding;
    info.explanation = `Retry-After: ${retryAfter.explanation}`;
  }
  if (status === 403 && (retryAfter || policies.some((p) => p.remaining === 0))) info.limited = true;
  info.sources = [...ctx.used];
  if (info.sources.length === 0 && !info.limited) return null;
  return info;
}

function readRetryAfter(ctx: ReadContext): ResetReading | undefined {
  const raw = ctx.fields.get('retry-after');
  if (raw === undefined) return undefined;
  const reading = classifyReset(raw, 'retry-after', ctx.clock, ctx.declared['retry-after']);
  if (reading) ctx.used.add('retry-after');
  return reading;
}

/** Policies that share a name (the early drafts' `RateLimit-Limit` beside `RateLimit-Policy: 10;w=1`) become one. */
function mergeSameName(policies: RateLimitPolicy[]): RateLimitPolicy[] {
  const byName = new Map<string, RateLimitPolicy>();
  for (const p of policies) {
    const into = byName.get(p.name);
    if (!into) {
      byName.set(p.name, p);
      continue;
    }
    for (const key of Object.keys(p) as (keyof RateLimitPolicy)[]) {
      if (key === 'sources') into.sources.push(...p.sources.filter((h) => !into.sources.includes(h)));
      else if (into[key] === null) (into as unknown as Record<string, unknown>)[key] = p[key];
    }
  }
  return [...byName.values()];
}

/** The policy that stops requests first: an exhausted one (the latest reset among them), else the lowest share left. */
function bindingPolicy(policies: RateLimitPolicy[]): RateLimitPolicy | undefined {
  const exhausted = policies.filter((p) => p.remaining !== null && p.remaining <= 0);
  if (exhausted.length) return exhausted.reduce((a, b) => ((b.resetInSeconds ?? 0) > (a.resetInSeconds ?? 0) ? b : a));
  let best: RateLimitPolicy | undefined;
  let bestShare = Infinity;
  for (const p of policies) {
    const share = p.remaining === null ? Infinity : p.limit ? p.remaining / p.limit : 1;
    if (best === undefined || share < bestShare) {
      best = p;
      bestShare = share;
    }
  }
  return best;
}
