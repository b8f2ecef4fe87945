/** How a reset value was written: the six encodings real APIs use. */
export type ResetEncoding =
  'delta-seconds' | 'epoch-seconds' | 'epoch-milliseconds' | 'http-date' | 'iso-8601' | 'duration';

/** What a spec (or a standard) declares about one header's reset value, and why we believe it. */
export interface DeclaredReset {
  encoding: ResetEncoding;
  /** Where the declaration comes from, e.g. `the spec declares format: date-time`. */
  because: string;
}

/** What the request side knows from the spec about an operation's rate-limit headers. */
export interface RateLimitHint {
  /** Declared reset encodings by lower-case header name (`x-ratelimit-reset`). */
  resets?: Record<string, DeclaredReset>;
}

/** One reset value, read and placed in time. */
export interface ResetReading {
  /** The instant of the reset, ISO 8601 in UTC. */
  resetAt: string;
  /** Seconds from the response's `Date` (or the local clock) to the reset; 0 when it is already past. */
  resetInSeconds: number;
  encoding: ResetEncoding;
  /** How the value was classified, e.g. `epoch seconds (a number ≥ 1e9), relative to the Date header`. */
  explanation: string;
  /** The header the value came from, in lower case. */
  header: string;
}

/** One quota the response describes (a named IETF policy, GitHub's resource, OpenAI's requests or tokens…). */
export interface RateLimitPolicy {
  name: string;
  limit: number | null;
  remaining: number | null;
  /** Requests used in the window, when the API says (GitHub's `X-RateLimit-Used`). */
  used: number | null;
  /** The window length in seconds (IETF `w`). */
  windowSeconds: number | null;
  resetAt: string | null;
  resetInSeconds: number | null;
  resetEncoding: ResetEncoding | null;
  /** How the reset was classified; `null` without a reset. */
  explanation: string | null;
  /** IETF `qu` (`requests`, `content-bytes`…) or the unit a header family names (`tokens`). */
  quotaUnit: string | null;
  /** IETF `pk`, a bucket id (Discord) or a scope, when given. */
  partitionKey: string | null;
  /** The lower-case header names this policy was read from. */
  sources: string[];
}

/** The rate-limit reading of one response; the top-level fields are those of the policy that binds first. */
export interface RateLimitInfo {
  limit: number | null;
  remaining: number | null;
  used: number | null;
  resetAt: string | null;
  resetInSeconds: number | null;
  resetEncoding: ResetEncoding | null;
  /** How the top-level reset was classified (`Retry-After` when present, which wins over every other reset). */
  explanation: string | null;
  /** Seconds to wait from `Retry-After`, when present. */
  retryAfterSeconds: number | null;
  policies: RateLimitPolicy[];
  /** Every header name read, in lower case. */
  sources: string[];
  /** True for a 429, and for a 403 whose quota is exhausted or that carries `Retry-After`. */
  limited: boolean;
  /** Why the headers were not read (a response served from a cache), or `null`. */
  ignoredReason: string | null;
  /** The clock the resets were placed against: the response's `Date` header or the local one. */
  clock: 'date-header' | 'local';
}
