/**
 * Header names whose values are credentials whoever set them: `Authorization*`, `Proxy-Authorization`, `Cookie`,
 * `*-Key` (`X-Api-Key`, `Ocp-Apim-Subscription-Key`), `*-Token`, `*-Signature*` (`X-Hub-Signature-256`), and names
 * with `api-key`, `token`, `secret`, `passw`, `session`, `credential` or a leading `x-auth`.
 */
const SECRET_HEADER =
  /^(proxy-)?authorization|^cookie$|api[-_]?key|-key$|subscription-?key|signature|token|secret|passw|session|credential|^x-auth/i;

/** Body fields and parameters whose values are credentials (`password`, `client_secret`, `refresh_token`…). */
const SECRET_FIELD = /passw|secret|token|api[-_]?key|apikey|credential|^(key|sig|signature|auth|pin|otp)$/i;

/**
 * Names the patterns above would take for credentials although their values are not: `Idempotency-Key` (a client's
 * retry token, draft-ietf-httpapi-idempotency-key-header) is safe to keep in history and to send on a redirect.
 */
const NOT_SECRET_HEADERS = new Set(['idempotency-key']);

function listed(name: string, extra: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extra.some((e) => e.trim().toLowerCase() === lower);
}

/** True for a header name that carries a credential: a known one, or one the user configured (`extra`). */
export function isSecretHeader(name: string, extra: readonly string[] = []): boolean {
  return (SECRET_HEADER.test(name) && !NOT_SECRET_HEADERS.has(name.toLowerCase())) || listed(name, extra);
}

/** True for a body field or parameter name that carries a credential, or one the user configured (`extra`). */
export function isSecretField(name: string, extra: readonly string[] = []): boolean {
  return SECRET_FIELD.test(name) || listed(name, extra);
}

/**
 * A request body with the values of credential-named fields replaced (JSON at any depth, or a URL-encoded form), for
 * what is kept after the call (history, saved state). Other bodies come back as they are.
 */
export function redactBodyFields(text: string, replacement: string, extra: readonly string[] = []): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return text;
    }
    let changed = false;
    const walk = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(walk);
      if (v === null || typeof v !== 'object') return v;
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const secret = isSecretField(k, extra) && (typeof x === 'string' || typeof x === 'number') && x !== '';
        if (secret) changed = true;
        out[k] = secret ? replacement : walk(x);
      }
      return out;
    };
    const redacted = walk(value);
    return changed ? JSON.stringify(redacted, null, text.includes('\n') ? 2 : undefined) : text;
  }
  if (/^[^=&\s{[]+=[^&\s]*(&[^=&\s]+=[^&\s]*)*$/.test(trimmed)) {
    const pairs = trimmed.split('&').map((pair) => {
      const eq = pair.indexOf('=');
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // keep the raw name
      }
      return isSecretField(name, extra) && eq < pair.length - 1
        ? `${pair.slice(0, eq)}=${encodeURIComponent(replacement)}`
        : pair;
    });
    return pairs.join('&');
  }
  return text;
}
