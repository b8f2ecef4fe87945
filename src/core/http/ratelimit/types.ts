import type { RateLimitPolicyView, RateLimitView } from '../../../shared/views';

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
export interface RateLimitPolicy extends RateLimitPolicyView {
  resetEncoding: ResetEncoding | null;
}

/** The rate-limit reading of one response; the top-level fields are those of the policy that binds first. */
export interface RateLimitInfo extends RateLimitView {
  resetEncoding: ResetEncoding | null;
  policies: RateLimitPolicy[];
}
