import type { PathItem } from '../openapi/model';
import type { MockResponse } from './mock-api';
import { allowHeader } from './routes';

/** Request headers a preflight may always ask for (besides the ones the spec declares). */
const STANDARD_HEADERS = ['accept', 'authorization', 'content-type', 'if-match', 'if-none-match', 'idempotency-key'];
/** Response headers a browser shows a script without being told (the CORS-safelisted ones). */
const SAFELISTED = new Set([
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
]);

/**
 * Whether a browser page of this origin may call the mock: one of `allowed` (`*` for any), or by default a page on
 * this machine (`http(s)://localhost`, `127.0.0.1` or `[::1]`, any port), so a front end in development can.
 */
export function originAllowed(origin: string, allowed: readonly string[] | undefined): boolean {
  if (allowed && allowed.length > 0) return allowed.includes('*') || allowed.includes(origin);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) &&
    url.origin === origin
  );
}

/**
 * The answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`) for a path of the spec: `204`
 * allowing the path's methods and the request headers the spec declares for them (header parameters, API-key
 * names) or that are standard; without the allowing headers when the origin or the method is not allowed.
 */
export function preflight(
  item: PathItem,
  origin: string,
  allowed: readonly string[] | undefined,
  method: string,
  requestHeaders: string,
  apiKeyHeaders: readonly string[],
): MockResponse {
  const res: MockResponse = { status: 204, headers: { vary: 'Origin' } };
  const methods = allowHeader(item);
  if (!originAllowed(origin, allowed) || !methods.split(', ').includes(method.toUpperCase())) return res;
  const declared = new Set([
    ...STANDARD_HEADERS,
    ...apiKeyHeaders.map((h) => h.toLowerCase()),
    ...[...item.parameters, ...item.operations.flatMap((o) => o.parameters)]
      .filter((p) => p.in === 'header')
      .map((p) => p.name.toLowerCase()),
  ]);
  const asked = requestHeaders
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '' && declared.has(h));
  res.headers['access-control-allow-origin'] = origin;
  res.headers['access-control-allow-methods'] = methods;
  if (asked.length > 0) res.headers['access-control-allow-headers'] = asked.join(', ');
  res.headers['access-control-max-age'] = '600';
  return res;
}

/** Lets a page of an allowed origin read an answer: `Access-Control-Allow-Origin` and the headers it may see. */
export function withCors(
  res: MockResponse,
  origin: string | undefined,
  allowed: readonly string[] | undefined,
): MockResponse {
  if (origin === undefined || !originAllowed(origin, allowed)) return res;
  const exposed = Object.keys(res.headers).filter((h) => !SAFELISTED.has(h));
  res.headers['access-control-allow-origin'] = origin;
  res.headers.vary = res.headers.vary ? `${res.headers.vary}, Origin` : 'Origin';
  if (exposed.length > 0) res.headers['access-control-expose-headers'] = exposed.join(', ');
  return res;
}
