import { isSecretHeader } from '../../shared/secret-names';
import type { CredentialPlacement, HeaderMap } from './types';

/** What replaces a credential in every output, history entry and export. */
export const REDACTED = '<redacted>';

/** Query parameters redacted by name even when the engine did not put them there. */
const SECRET_QUERY =
  /^(access_token|refresh_token|id_token|api[-_]?key|apikey|key|token|client_secret|password|passwd|secret|sig|signature|auth)$/i;

/** Secrets shorter than this are redacted where they are placed (headers, query) but not searched for in free text. */
const MIN_FREE_TEXT_SECRET = 4;

/** Every form a secret may take in output: as is, percent-encoded, form-encoded. */
function forms(secrets: readonly string[]): string[] {
  const out = new Set<string>();
  for (const s of secrets) {
    if (s.length < MIN_FREE_TEXT_SECRET) continue;
    out.add(s);
    out.add(encodeURIComponent(s));
    out.add(new URLSearchParams({ x: s }).toString().slice(2));
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** Replaces every occurrence of each secret in a text. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const f of forms(secrets)) if (out.includes(f)) out = out.split(f).join(REDACTED);
  return out;
}

/** A URL with user info, credential query parameters and any secret value replaced. */
export function redactUrl(url: string, placement?: CredentialPlacement): string {
  let out = url;
  const m = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*@)/i.exec(out);
  if (m) out = m[1] + `${REDACTED}@` + out.slice(m[0].length);
  const q = out.indexOf('?');
  if (q >= 0) {
    const hash = out.indexOf('#', q);
    const end = hash >= 0 ? hash : out.length;
    const names = new Set((placement?.query ?? []).map((n) => n.toLowerCase()));
    const query = out
      .slice(q + 1, end)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return pair;
        let name = pair.slice(0, eq);
        try {
          name = decodeURIComponent(name.replace(/\+/g, ' '));
        } catch {
          // keep the raw name
        }
        return names.has(name.toLowerCase()) || SECRET_QUERY.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
      })
      .join('&');
    out = out.slice(0, q + 1) + query + out.slice(end);
  }
  return redactText(out, placement?.secrets ?? []);
}

/** Request headers with credential headers replaced whole, and secrets replaced inside the others. */
export function redactRequestHeaders(
  headers: Record<string, string>,
  placement?: CredentialPlacement,
): Record<string, string> {
  const placed = new Set(placement?.headers ?? []);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    const name = k.toLowerCase();
    out[name] = placed.has(name) || isSecretHeader(name) ? REDACTED : redactText(v, placement?.secrets ?? []);
  }
  return out;
}

/** Response headers with `Set-Cookie` values and any secret replaced (a server may echo a credential back). */
export function redactResponseHeaders(headers: HeaderMap, secrets: readonly string[] = []): HeaderMap {
  const out: HeaderMap = {};
  const one = (name: string, v: string) => {
    if (name === 'set-cookie') {
      const eq = v.indexOf('=');
      const semi = v.indexOf(';');
      return eq < 0 ? REDACTED : `${v.slice(0, eq + 1)}${REDACTED}${semi > eq ? v.slice(semi) : ''}`;
    }
    return redactText(v, secrets);
  };
  for (const [k, v] of Object.entries(headers)) {
    const name = k.toLowerCase();
    out[name] = Array.isArray(v) ? v.map((x) => one(name, x)) : one(name, v);
  }
  return out;
}

/** A JSON-like value with every secret replaced inside its strings (keys included). */
export function redactValue<T>(value: T, secrets: readonly string[]): T {
  if (!forms(secrets).length) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redactText(v, secrets);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[redactText(k, secrets)] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
