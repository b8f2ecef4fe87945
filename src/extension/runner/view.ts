import type { ConformanceFinding } from '../../core/http/conformance';
import type { PaginationInfo } from '../../core/http/pagination';
import type { RateLimitInfo } from '../../core/http/ratelimit';
import { redactRequestHeaders, redactResponseHeaders, redactText, redactUrl } from '../../core/http/redact';
import type { CredentialPlacement, HttpRequest, HttpResponse } from '../../core/http/types';
import {
  PAGE_RELS,
  type BodyView,
  type PaginationView,
  type RateLimitView,
  type ResponseView,
} from '../../shared/protocol';
import { statusMeaning } from './status-meaning';
import { isReadableTextType } from '../../core/media-types';
import { plural } from '../../shared/phrasing';

/** What `responseView` needs besides the exchange. */
export interface ViewInput {
  request: HttpRequest;
  response: HttpResponse;
  pagination: PaginationInfo | null;
  rateLimit: RateLimitInfo | null;
  conformance: ConformanceFinding[];
  auth: { applied: string[]; unmet: string | null };
  /** Every secret of the call, redacted wherever it shows. */
  secrets: string[];
  receivedAt: number;
  largeBodyBytes: number;
  maxViewBytes: number;
}

function first(v: string | string[] | undefined): string {
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/** The body as text for the viewer: pretty-printed JSON, text as is, a note for binary content; secrets replaced. */
export function bodyView(
  res: HttpResponse,
  secrets: readonly string[],
  largeBodyBytes: number,
  maxViewBytes: number,
): BodyView {
  const contentType = first(res.headers['content-type']);
  const large = res.bytes > largeBodyBytes;
  if (res.bytes === 0) return { kind: 'empty', contentType, text: '', complete: true, large: false };
  let kind: BodyView['kind'];
  let text: string;
  if (res.json !== undefined) {
    kind = 'json';
    text = JSON.stringify(res.json, null, 2);
  } else if (!contentType || isReadableTextType(contentType)) {
    kind = 'text';
    text = new TextDecoder('utf-8').decode(res.body);
  } else {
    return {
      kind: 'binary',
      contentType,
      text: `${res.bytes} bytes of ${contentType}; open the body in an editor to see it.`,
      complete: true,
      large,
    };
  }
  text = redactText(text, secrets);
  if (text.length <= maxViewBytes) return { kind, contentType, text, complete: true, large };
  const cut = text.lastIndexOf('\n', maxViewBytes);
  return { kind, contentType, text: text.slice(0, cut > 0 ? cut : maxViewBytes), complete: false, large: true };
}

/** `page 3 of 12 · 20 per page · 231 items`, with the parts the response gives. */
export function paginationSummary(
  p: Pick<PaginationInfo, 'page' | 'pageCount' | 'limit' | 'total' | 'next' | 'style'>,
): string {
  const parts: string[] = [];
  if (p.page !== null) parts.push(p.pageCount !== null ? `page ${p.page} of ${p.pageCount}` : `page ${p.page}`);
  if (p.limit !== null) parts.push(`${p.limit} per page`);
  if (p.total !== null) parts.push(plural(p.total, 'item'));
  if (!parts.length) parts.push(p.next ? `${p.style} pagination · more pages` : `${p.style} pagination · last page`);
  return parts.join(' · ');
}

/** The pagination bar's reading, URLs redacted. */
export function paginationView(p: PaginationInfo, placement: CredentialPlacement | undefined): PaginationView {
  const rels = {} as PaginationView['rels'];
  const urls = {} as PaginationView['urls'];
  for (const rel of PAGE_RELS) {
    const url = p[rel];
    rels[rel] = url === null ? null : p.crossOrigin.includes(rel) ? 'cross-origin' : 'same-origin';
    urls[rel] = url === null ? null : redactUrl(url, placement);
  }
  return {
    style: p.style,
    page: p.page,
    limit: p.limit,
    total: p.total,
    pageCount: p.pageCount,
    summary: paginationSummary(p),
    rels,
    urls,
    declared: p.declared,
  };
}

/** The rate-limit panel's reading. */
export function rateLimitView(r: RateLimitInfo): RateLimitView {
  return { ...r, policies: r.policies.map((p) => ({ ...p, sources: [...p.sources] })), sources: [...r.sources] };
}

function pairs(headers: Record<string, string | string[]>): [string, string][] {
  return Object.entries(headers).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v] as [string, string]],
  );
}

/** Everything the response view shows, every secret replaced by `<redacted>`. */
export function responseView(i: ViewInput): ResponseView {
  const placement: CredentialPlacement = {
    headers: i.request.credentials?.headers ?? [],
    query: i.request.credentials?.query ?? [],
    cookies: i.request.credentials?.cookies ?? [],
    secrets: [...(i.request.credentials?.secrets ?? []), ...i.secrets],
  };
  const res = i.response;
  return {
    method: res.method,
    url: redactUrl(res.url, placement),
    status: res.status,
    statusText: res.statusText,
    meaning: statusMeaning(res.status),
    receivedAt: i.receivedAt,
    timings: { ...res.timings },
    bytes: res.bytes,
    truncated: res.truncated,
    encoding: res.encoding
      ? { ...res.encoding, codings: [...res.encoding.codings], reason: res.encoding.reason ?? null }
      : null,
    requestHeaders: pairs(redactRequestHeaders(i.request.headers, placement)),
    headers: pairs(redactResponseHeaders(res.headers, placement.secrets)),
    redirects: res.redirects.map((h) => ({
      status: h.status,
      from: redactUrl(h.from, placement),
      to: redactUrl(h.to, placement),
      credentialsDropped: h.credentialsDropped,
    })),
    body: bodyView(res, placement.secrets, i.largeBodyBytes, i.maxViewBytes),
    pagination: i.pagination ? paginationView(i.pagination, placement) : null,
    rateLimit: i.rateLimit ? rateLimitView(i.rateLimit) : null,
    conformance: i.conformance.map((f) => ({
      pointer: f.pointer,
      message: redactText(f.message, placement.secrets),
      kind: f.kind,
    })),
    auth: i.auth,
  };
}
