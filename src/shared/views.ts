/** What the runner shows of a response, a stored-secret status and the history: plain data the host sends the webview. */

/** A page relation of the pagination bar. */
export type PageRel = 'next' | 'prev' | 'first' | 'last';

/** The page relations in the order the bar shows them. */
export const PAGE_RELS: readonly PageRel[] = ['first', 'prev', 'next', 'last'];

/** The pagination reading of a response, for the bar. */
export interface PaginationView {
  style: string;
  page: number | null;
  limit: number | null;
  total: number | null;
  pageCount: number | null;
  /** `page 3 of 12 · 20 per page · 231 items`. */
  summary: string;
  /** For each relation: whether the response gives it and whether it stays on the request's origin. */
  rels: Record<PageRel, 'same-origin' | 'cross-origin' | null>;
  /** The page URLs, redacted, for tooltips. */
  urls: Record<PageRel, string | null>;
  declared: boolean;
}

/** One quota of a rate-limit reading (a named IETF policy, GitHub's resource, a per-unit quota). */
export interface RateLimitPolicyView {
  name: string;
  limit: number | null;
  remaining: number | null;
  /** Requests used in the window, when the API says (GitHub's `X-RateLimit-Used`). */
  used: number | null;
  /** The window length in seconds (IETF `w`). */
  windowSeconds: number | null;
  resetAt: string | null;
  resetInSeconds: number | null;
  resetEncoding: string | null;
  /** How the reset was classified; `null` without a reset. */
  explanation: string | null;
  /** IETF `qu` (`requests`, `content-bytes`…) or the unit a header family names (`tokens`). */
  quotaUnit: string | null;
  /** IETF `pk`, a bucket id (Discord) or a scope, when given. */
  partitionKey: string | null;
  /** The lower-case header names this policy was read from. */
  sources: string[];
}

/** The rate-limit reading of a response, for the panel and the banner; the top-level fields are those of the policy that binds first. */
export interface RateLimitView {
  limit: number | null;
  remaining: number | null;
  used: number | null;
  resetAt: string | null;
  resetInSeconds: number | null;
  resetEncoding: string | null;
  /** How the top-level reset was read (`Retry-After` when present, which wins over every other reset), e.g. `epoch seconds (a number ≥ 1e9), relative to the Date header`. */
  explanation: string | null;
  /** Seconds to wait from `Retry-After`, when present. */
  retryAfterSeconds: number | null;
  policies: RateLimitPolicyView[];
  /** Every header name read, in lower case. */
  sources: string[];
  /** True for a 429, and for a 403 whose quota is exhausted or that carries `Retry-After`: the banner shows. */
  limited: boolean;
  /** The clock the resets were placed against: the response's `Date` header or the local one. */
  clock: 'date-header' | 'local';
  /** Why the headers were not read (a response served from a cache), or `null`. */
  ignoredReason: string | null;
}

/** The response body, for the viewer. */
export interface BodyView {
  kind: 'json' | 'text' | 'binary' | 'empty';
  contentType: string;
  /** The text shown: pretty-printed JSON, the text, or a note for binary bodies. */
  text: string;
  /** False when only the head of a very large body is sent: the rest is in "Open in editor". */
  complete: boolean;
  /** True above the size at which the view offers "Open in editor". */
  large: boolean;
}

/** One response, everything redacted. */
export interface ResponseView {
  method: string;
  url: string;
  status: number;
  statusText: string;
  /** What the status means, in words. */
  meaning: string;
  /** When the response arrived, epoch ms on the local clock: countdowns start from it. */
  receivedAt: number;
  timings: { connect: number | null; tls: number | null; firstByte: number; download: number; total: number };
  bytes: number;
  truncated: boolean;
  /** How a compressed body came (`Content-Encoding`), when it was; `bytes` counts it decoded if it could be. */
  encoding?: { codings: string[]; wireBytes: number; decoded: boolean; reason: string | null } | null;
  requestHeaders: [string, string][];
  headers: [string, string][];
  redirects: { status: number; from: string; to: string; credentialsDropped: boolean }[];
  body: BodyView;
  pagination: PaginationView | null;
  rateLimit: RateLimitView | null;
  conformance: { pointer: string; message: string; kind: string }[];
  /** Schemes applied; `unmet` says which credentials are missing when none could be. */
  auth: { applied: string[]; unmet: string | null };
}

/** Why a call produced no response. */
export type FailureKind = 'build' | 'auth' | 'network' | 'timeout' | 'tls' | 'cancelled' | 'spec' | 'internal';

/** One call of the history, redacted. */
export interface HistoryItem {
  id: string;
  /** ISO 8601. */
  at: string;
  operationKey: string;
  specName: string;
  method: string;
  url: string;
  status: number | null;
  /** The failure message when there is no status. */
  error: string | null;
  durationMs: number | null;
}

/** Stored-secret status of the schemes for the current environment and origin (never the secrets themselves). */
export interface AuthStatus {
  environment: string | null;
  origin: string | null;
  /** Scheme name → which credentials are stored (`token`, `username`…), empty when none. */
  stored: Record<string, string[]>;
  /** Scheme name → the other servers (origins) it has secrets for, not sent to this one; only schemes that have some. */
  elsewhere?: Record<string, string[]>;
  /** True in Restricted Mode: no secret was read, so `stored` says nothing. */
  restricted?: true;
}
