import type { PaginationInfo } from '../core/http/pagination';
import type { RateLimitInfo } from '../core/http/ratelimit';
import { redactRequestHeaders, redactResponseHeaders, redactUrl, redactValue } from '../core/http/redact';
import type { BodyEncoding } from '../core/http/content-encoding';
import type { HeaderMap, HttpRequest, HttpResponse, HttpTimings, RedirectHop } from '../core/http/types';
import { isReadableTextType } from '../core/media-types';
import { encodingNote } from '../shared/encoding-note';
import { escapeControls, escapeLine as field } from './format/escape';
import { plural } from '../shared/phrasing';

/** One way the response differs from the spec. */
export interface ConformanceItem {
  pointer: string;
  message: string;
}

/** What `request --format json` prints: one object, secrets redacted, header names in lower case, URLs absolute. */
export interface RequestReport {
  request: { method: string; url: string; headers: Record<string, string> };
  response: {
    status: number;
    headers: HeaderMap;
    body: unknown;
    bodyCut?: string;
    bytes: number;
    truncated: boolean;
    timings: HttpTimings;
    encoding?: BodyEncoding;
  };
  pagination: Pick<
    PaginationInfo,
    'style' | 'page' | 'limit' | 'total' | 'pageCount' | 'next' | 'prev' | 'first' | 'last'
  > | null;
  rateLimit: Pick<
    RateLimitInfo,
    | 'limit'
    | 'remaining'
    | 'resetAt'
    | 'resetInSeconds'
    | 'resetEncoding'
    | 'retryAfterSeconds'
    | 'policies'
    | 'sources'
  > | null;
  conformance: ConformanceItem[];
}

/** What the text form shows besides the report. */
export interface TextExtras {
  statusText: string;
  /** Redirects followed, their URLs already redacted. */
  redirects: RedirectHop[];
  /** Page relations that lead to another origin. */
  crossOrigin: string[];
  /** How the rate-limit reset was read, and why the headers were ignored, when they were. */
  rateExplanation: string | null;
  rateIgnored: string | null;
  limited: boolean;
  /** False when conformance could not be checked. */
  conformanceChecked: boolean;
}

/** The body as the report shows it: parsed JSON, else text, else `null` for binary content. */
export function displayBody(res: HttpResponse): unknown {
  if (res.json !== undefined) return res.json;
  if (res.bytes === 0) return null;
  const type = res.headers['content-type'];
  const t = Array.isArray(type) ? type[0] : type;
  if (t && !isReadableTextType(t)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: !res.truncated }).decode(res.body);
  } catch {
    return null;
  }
}

/** Bodies larger than this go into the report as the start of their text, not parsed and printed whole. */
export const MAX_REPORT_BODY_BYTES = 1024 * 1024;

/**
 * The body as the report shows it, bounded: a 1 MB gzip body that decodes to 50 MB of JSON once made a 314 MB report
 * (1.17 GB of memory). Over `MAX_REPORT_BODY_BYTES`, the first part of the text, and a note saying so.
 */
export function reportBody(res: HttpResponse): { body: unknown; cut?: string } {
  if (res.bytes <= MAX_REPORT_BODY_BYTES) return { body: displayBody(res) };
  const shown = displayBody({
    ...res,
    json: undefined,
    body: res.body.subarray(0, MAX_REPORT_BODY_BYTES),
    truncated: true,
  });
  if (shown === null) return { body: null };
  const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
  return {
    body: shown,
    cut: `the body is ${mb(res.bytes)}; only its first ${mb(MAX_REPORT_BODY_BYTES)} is shown, as text`,
  };
}

function bodyFields(res: HttpResponse): { body: unknown; bodyCut?: string } {
  const { body, cut } = reportBody(res);
  return cut ? { body, bodyCut: cut } : { body };
}

/** The JSON report of one call, with every secret replaced by `<redacted>`. */
export function buildReport(
  req: HttpRequest,
  res: HttpResponse,
  pagination: PaginationInfo | null,
  rateLimit: RateLimitInfo | null,
  conformance: ConformanceItem[],
  secrets: readonly string[],
): RequestReport {
  const placement = req.credentials
    ? { ...req.credentials, secrets: [...req.credentials.secrets, ...secrets] }
    : { headers: [], query: [], cookies: [], secrets: [...secrets] };
  const all = placement.secrets;
  const report: RequestReport = {
    request: {
      method: req.method,
      url: redactUrl(req.url, placement),
      headers: redactRequestHeaders(req.headers, placement),
    },
    response: {
      status: res.status,
      headers: redactResponseHeaders(res.headers, all),
      ...bodyFields(res),
      bytes: res.bytes,
      truncated: res.truncated,
      timings: res.timings,
      ...(res.encoding ? { encoding: res.encoding } : {}),
    },
    pagination: pagination && {
      style: pagination.style,
      page: pagination.page,
      limit: pagination.limit,
      total: pagination.total,
      pageCount: pagination.pageCount,
      next: pagination.next && redactUrl(pagination.next, placement),
      prev: pagination.prev && redactUrl(pagination.prev, placement),
      first: pagination.first && redactUrl(pagination.first, placement),
      last: pagination.last && redactUrl(pagination.last, placement),
    },
    rateLimit: rateLimit && {
      limit: rateLimit.limit,
      remaining: rateLimit.remaining,
      resetAt: rateLimit.resetAt,
      resetInSeconds: rateLimit.resetInSeconds,
      resetEncoding: rateLimit.resetEncoding,
      retryAfterSeconds: rateLimit.retryAfterSeconds,
      policies: rateLimit.policies,
      sources: rateLimit.sources,
    },
    conformance,
  };
  return redactValue(report, all);
}

const MAX_TEXT_BODY = 20_000;

function ms(n: number | null): string {
  return n === null ? '–' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
}

function size(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

function headerLines(headers: Record<string, string | string[]>): string[] {
  return Object.entries(headers).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((x) => `  ${field(k)}: ${field(x)}`),
  );
}

/** The readable summary `request` prints by default. */
export function renderText(report: RequestReport, extras: TextExtras): string {
  const { request, response: res, pagination, rateLimit } = report;
  const out: string[] = [`${field(request.method)} ${field(request.url)}`, ...headerLines(request.headers), ''];
  for (const hop of extras.redirects)
    out.push(
      `↪ ${hop.status} → ${field(hop.to)}${hop.credentialsDropped ? ' (another origin: credentials not sent)' : ''}`,
    );
  const t = res.timings;
  out.push(
    `${res.status} ${field(extras.statusText)}`.trim() +
      ` · ${size(res.bytes)}${encodingNote(res.encoding, size)}${res.truncated ? ' (truncated at the size cap)' : ''} · ${ms(t.total)}` +
      ` (connect ${ms(t.connect)}${request.url.startsWith('https:') ? `, TLS ${ms(t.tls)}` : ''}, first byte ${ms(t.firstByte)}, download ${ms(t.download)})`,
  );
  out.push(...headerLines(res.headers), '');
  if (pagination) {
    const parts = [
      pagination.page !== null
        ? `page ${pagination.page}${pagination.pageCount !== null ? ` of ${pagination.pageCount}` : ''}`
        : null,
    ];
    if (pagination.limit !== null) parts.push(`limit ${pagination.limit}`);
    if (pagination.total !== null) parts.push(`total ${pagination.total}`);
    out.push(`Pagination (${pagination.style}): ${parts.filter(Boolean).join(', ') || 'more pages available'}`);
    for (const rel of ['first', 'prev', 'next', 'last'] as const) {
      const url = pagination[rel];
      if (url)
        out.push(
          `  ${(rel + ':').padEnd(6)} ${field(url)}${extras.crossOrigin.includes(rel) ? '  (another origin: credentials will not be sent)' : ''}`,
        );
    }
  }
  if (extras.rateIgnored) out.push(`Rate limit: not read: ${field(extras.rateIgnored)}`);
  else if (rateLimit) {
    const left =
      rateLimit.remaining !== null
        ? `${rateLimit.remaining}${rateLimit.limit !== null ? ` of ${rateLimit.limit}` : ''} left`
        : 'limit announced';
    const reset =
      rateLimit.resetInSeconds !== null
        ? `; resets in ${rateLimit.resetInSeconds} s (${rateLimit.resetAt}, ${rateLimit.resetEncoding})`
        : '';
    const retry = rateLimit.retryAfterSeconds !== null ? `; retry after ${rateLimit.retryAfterSeconds} s` : '';
    out.push(`Rate limit${extras.limited ? ' (limited)' : ''}: ${left}${reset}${retry}`);
    if (extras.rateExplanation) out.push(`  ${field(extras.rateExplanation)}`);
  }
  if (extras.conformanceChecked) {
    if (report.conformance.length === 0) out.push('Conformance: the response matches the spec.');
    else {
      out.push(`Conformance: ${plural(report.conformance.length, 'difference')} from the spec:`);
      for (const c of report.conformance) out.push(`  ${field(c.pointer || '/')}: ${field(c.message)}`);
    }
  }
  if (out[out.length - 1] !== '') out.push('');
  if (res.body !== null && res.body !== undefined) {
    if (res.bodyCut) out.push(`(${res.bodyCut})`);
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body, null, 2);
    out.push(
      text.length > MAX_TEXT_BODY
        ? `${text.slice(0, MAX_TEXT_BODY)}\n… (${text.length - MAX_TEXT_BODY} more characters; --format json prints it all)`
        : text,
    );
  } else if (res.bytes > 0) out.push(`(${size(res.bytes)} of binary data)`);
  return escapeControls(out.join('\n')) + '\n';
}
