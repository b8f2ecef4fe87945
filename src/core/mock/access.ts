import { documentedResponse } from '../http/conformance/index';
import type { ApiModel, Operation, SecurityScheme } from '../openapi/model';
import { isRateLimit429 } from '../openapi/rate-limit-429';
import { errorAnswer } from './answers';
import { encodeHeaderValue } from './header-values';
import type { MockOptions, MockRequest, MockResponse } from './mock-api';

/** A request counted against its client's budget: whether it is over, and what the rate-limit headers say. */
export interface RateCount {
  exceeded: boolean;
  limit?: number;
  remaining?: number;
  resetAt?: number;
  windowSeconds?: number;
}

/** 401 with a challenge when no security alternative is met; 403 for the configured forbidden credential. */
export function checkSecurity(
  model: ApiModel,
  op: Operation,
  req: MockRequest,
  forbiddenCredential: string | undefined,
): MockResponse | undefined {
  if (op.security.length === 0 || op.security.some((alt) => alt.schemes.length === 0)) return undefined;
  const schemes = new Map(model.securitySchemes.map((s) => [s.name, s]));
  const met = op.security.find((alt) =>
    alt.schemes.every((s) => {
      const scheme = schemes.get(s.name);
      return !scheme || credentialOf(scheme, req) !== undefined;
    }),
  );
  if (!met) {
    const first = schemes.get(op.security[0].schemes[0]?.name ?? '');
    const res = errorAnswer(model, op, 401, 'Missing or malformed credentials.');
    res.headers['www-authenticate'] = challenge(first);
    return res;
  }
  const used = met.schemes
    .map((s) => schemes.get(s.name))
    .filter((s): s is SecurityScheme => !!s)
    .map((s) => credentialOf(s, req));
  if (forbiddenCredential !== undefined && used.includes(forbiddenCredential))
    return errorAnswer(model, op, 403, 'These credentials may not do this.');
  return undefined;
}

/** How many clients' budgets the mock keeps: past that, expired ones go, then the oldest (it gets a fresh budget). */
export const MAX_CLIENTS = 10_000;

/** A client's key: its credential, or for a long one its start and a hash of the whole (bounded memory per client). */
function clientKey(credential: string): string {
  if (credential.length <= 256) return credential;
  let h = 0x811c9dc5;
  for (let i = 0; i < credential.length; i++) h = Math.imul(h ^ credential.charCodeAt(i), 0x01000193) >>> 0;
  return `${credential.slice(0, 200)}#${credential.length}#${h.toString(16)}`;
}

/** The mock's request budgets, one per credential (or per anonymous client), for at most MAX_CLIENTS clients. */
export class RateLimits {
  private readonly rate = new Map<string, { used: number; resetAt: number }>();
  private declared: boolean | undefined;

  constructor(
    private readonly budget: MockOptions['rateLimit'],
    private readonly now: () => number,
  ) {}

  /** Counts a request against its client's budget, when the mock has one. */
  count(model: ApiModel, req: MockRequest): RateCount {
    const budget = this.budget ?? (this.declaresRateLimits(model) ? { limit: 100, windowSeconds: 60 } : undefined);
    if (!budget) return { exceeded: false };
    const client = clientKey(
      req.headers.authorization ??
        model.securitySchemes.map((s) => credentialOf(s, req)).find((c) => c !== undefined) ??
        'anonymous',
    );
    const now = this.now();
    let state = this.rate.get(client);
    if (!state) this.makeRoom(now);
    if (!state || now >= state.resetAt)
      this.rate.set(client, (state = { used: 0, resetAt: now + budget.windowSeconds * 1000 }));
    const exceeded = state.used >= budget.limit;
    if (!exceeded) state.used++;
    return {
      exceeded,
      limit: budget.limit,
      remaining: Math.max(0, budget.limit - state.used),
      resetAt: state.resetAt,
      windowSeconds: budget.windowSeconds,
    };
  }

  /** Keeps the budgets under MAX_CLIENTS before a new client's: expired ones go first, then the oldest. */
  private makeRoom(now: number): void {
    if (this.rate.size < MAX_CLIENTS) return;
    for (const [k, v] of this.rate) if (now >= v.resetAt) this.rate.delete(k);
    for (const k of this.rate.keys()) {
      if (this.rate.size < MAX_CLIENTS) break;
      this.rate.delete(k);
    }
  }

  /**
   * Whether the spec declares rate limits: a rate-limit header, or a 429 that is rate limiting as the lint reads it
   * (`isRateLimit429`: not an overloaded server, nor a brute-force lockout on the sign-in endpoints only).
   */
  private declaresRateLimits(model: ApiModel): boolean {
    this.declared ??= model.operations.some((o) =>
      o.responses.some(
        (r) =>
          (r.status === '429' && isRateLimit429(model, o, r)) || r.headers.some((h) => /^(x-)?ratelimit/i.test(h.name)),
      ),
    );
    return this.declared;
  }

  /**
   * Adds §8's `X-RateLimit-*` headers to every answer while a limit is counted (a client reads its budget from the
   * 200s, not only from the 429), the other families where the response declares them, and `Retry-After` on a 429.
   */
  withHeaders(op: Operation, res: MockResponse, r: RateCount, is429: boolean): MockResponse {
    if (r.limit === undefined) return res;
    const declared = documentedResponse(op, res.status)?.headers ?? [];
    const has = (name: string) => declared.some((h) => h.name.toLowerCase() === name);
    const seconds = Math.max(0, Math.ceil((r.resetAt! - this.now()) / 1000));
    const h = res.headers;
    h['x-ratelimit-limit'] = String(r.limit);
    h['x-ratelimit-remaining'] = String(r.remaining);
    h['x-ratelimit-reset'] = String(Math.ceil(r.resetAt! / 1000));
    if (declared.length > 0) {
      if (has('ratelimit-limit')) h['ratelimit-limit'] = String(r.limit);
      if (has('ratelimit-remaining')) h['ratelimit-remaining'] = String(r.remaining);
      if (has('ratelimit-reset')) h['ratelimit-reset'] = String(seconds);
      if (has('ratelimit')) h.ratelimit = `"default";r=${r.remaining};t=${seconds}`;
      if (has('ratelimit-policy')) h['ratelimit-policy'] = `"default";q=${r.limit};w=${r.windowSeconds}`;
    }
    if (is429) h['retry-after'] = String(Math.max(1, seconds));
    return res;
  }
}

/** The credential a scheme would read from a request, or undefined when it is missing or malformed. */
function credentialOf(scheme: SecurityScheme, req: MockRequest): string | undefined {
  const auth = req.headers.authorization?.trim();
  const type = scheme.type;
  if (type === 'apiKey') {
    const name = scheme.paramName ?? '';
    if (scheme.in === 'query') return req.query.get(name) || undefined;
    if (scheme.in === 'cookie') return cookieValue(req.headers.cookie ?? '', name);
    return req.headers[name.toLowerCase()] || undefined;
  }
  if (type === 'mutualTLS') return 'client-certificate';
  if (type === 'basic' || (type === 'http' && scheme.scheme === 'basic')) {
    const m = /^Basic\s+([A-Za-z0-9+/]+=*)$/i.exec(auth ?? '');
    if (!m) return undefined;
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    return decoded.includes(':') ? m[1] : undefined;
  }
  const wanted = type === 'http' && scheme.scheme && scheme.scheme !== 'bearer' ? scheme.scheme : 'bearer';
  return authorizationCredential(auth ?? '', wanted);
}

/** The value of the first cookie named `name` in a Cookie header, compared as text (names come from the spec). */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1) || undefined;
  }
  return undefined;
}

/** The credential of `<scheme> <credential>` when the first word is `scheme` (any case), compared as text. */
function authorizationCredential(auth: string, scheme: string): string | undefined {
  const words = auth.split(/\s+/);
  return words.length === 2 && words[0].toLowerCase() === scheme.toLowerCase() && words[1] ? words[1] : undefined;
}

/** The `WWW-Authenticate` challenge of a scheme. */
function challenge(scheme: SecurityScheme | undefined): string {
  if (!scheme) return 'Bearer realm="mock"';
  if (scheme.type === 'basic' || (scheme.type === 'http' && scheme.scheme === 'basic')) return 'Basic realm="mock"';
  if (scheme.type === 'apiKey')
    return `ApiKey realm="mock", ${encodeHeaderValue(scheme.in ?? 'header')}="${quotedPart(scheme.paramName ?? '')}"`;
  if (scheme.type === 'http' && scheme.scheme && scheme.scheme !== 'bearer')
    return `${encodeHeaderValue(scheme.scheme[0].toUpperCase() + scheme.scheme.slice(1))} realm="mock"`;
  return 'Bearer realm="mock"';
}

/** Spec text inside a quoted-string of a header: encoded (`encodeHeaderValue`), its quotes and backslashes escaped. */
function quotedPart(text: string): string {
  return encodeHeaderValue(text).replace(/["\\]/g, '\\$&');
}
