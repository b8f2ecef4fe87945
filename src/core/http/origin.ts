import { isSecretHeader } from '../../shared/secret-names';
import type { ApiModel } from '../openapi/model';
import type { CredentialPlacement, HttpRequest } from './types';

/** Headers that carry credentials whoever set them; dropped on another origin like the placed ones. */
export const ALWAYS_SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

/** The origin (`scheme://host:port`) of an absolute URL; `undefined` when it is not one. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** True when two absolute URLs share scheme, host and port. */
export function sameOrigin(a: string, b: string): boolean {
  const oa = originOf(a);
  return oa !== undefined && oa !== 'null' && oa === originOf(b);
}

/**
 * The request to send to another URL that a response pointed at (a redirect or a pagination link): same
 * headers and credentials on the same origin (query credentials put back if the link lost them); on another
 * origin every credential is dropped: placed credential headers, any header named like one (`Authorization`, `Cookie`,
 * `X-Auth-Token`, `X-Api-Key`…), credential query parameters (the secret values stay listed, for redaction only).
 */
export function requestForUrl(
  request: HttpRequest,
  target: string,
  method = request.method,
  keepBody = method === request.method,
): HttpRequest {
  const headers = { ...request.headers };
  if (!keepBody) {
    delete headers['content-type'];
    delete headers['content-length'];
  }
  const creds = request.credentials;
  const url = new URL(target, request.url);
  if (sameOrigin(request.url, url.toString())) {
    if (creds?.query.length) {
      const from = new URL(request.url);
      for (const name of creds.query) {
        const v = from.searchParams.get(name);
        if (v !== null && !url.searchParams.has(name)) url.searchParams.set(name, v);
      }
    }
    return { method, url: url.toString(), headers, body: keepBody ? request.body : undefined, credentials: creds };
  }
  for (const h of [...ALWAYS_SECRET_HEADERS, ...(creds?.headers ?? [])]) delete headers[h];
  for (const h of Object.keys(headers)) if (isSecretHeader(h)) delete headers[h];
  for (const q of creds?.query ?? []) url.searchParams.delete(q);
  url.username = '';
  url.password = '';
  const kept = creds ? { ...emptyPlacement(), secrets: creds.secrets } : undefined;
  return { method, url: url.toString(), headers, body: keepBody ? request.body : undefined, credentials: kept };
}

/**
 * Marks the headers of a request that carry credentials (named like one, or named in `extra`: the user's configured
 * secret header names) as placed credentials, so they are redacted everywhere and dropped on another origin.
 */
export function markSecretHeaders(request: HttpRequest, extra: readonly string[] = []): void {
  for (const [name, value] of Object.entries(request.headers)) {
    if (!isSecretHeader(name, extra) || !value) continue;
    const placement = (request.credentials ??= emptyPlacement());
    const lower = name.toLowerCase();
    if (!placement.headers.includes(lower)) placement.headers.push(lower);
    const bare = lower === 'authorization' || lower === 'proxy-authorization' ? value.replace(/^\S+\s+/, '') : value;
    for (const v of [value, bare]) if (v.length >= 4 && !placement.secrets.includes(v)) placement.secrets.push(v);
  }
}

/** An empty placement, to add credentials to. */
export function emptyPlacement(): CredentialPlacement {
  return { headers: [], query: [], cookies: [], secrets: [] };
}

/**
 * The header names whose values are credentials beyond those named like one (`isSecretHeader`): the configured names
 * (`restConventions.runner.secretHeaders`, `REST_CONVENTIONS_SECRET_HEADERS`) and every header the spec declares as an
 * API key, lower case. What `markSecretHeaders`, the history and the webview's state are given as `extra`.
 */
export function credentialHeaderNames(model: ApiModel | undefined, configured: readonly string[]): string[] {
  const names = new Set(configured.map((n) => n.trim().toLowerCase()).filter(Boolean));
  for (const s of model?.securitySchemes ?? [])
    if (s.type === 'apiKey' && s.in === 'header' && s.paramName) names.add(s.paramName.toLowerCase());
  return [...names];
}
