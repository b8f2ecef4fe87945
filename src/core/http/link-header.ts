import type { HeaderMap } from './types';

/** One link of an RFC 8288 `Link` header. */
export interface WebLink {
  /** The target exactly as written between `<` and `>`. */
  target: string;
  /** The target resolved against the base URL; the raw target when it cannot be resolved. */
  href: string;
  /** The relation types in lower case (`rel="next last"` gives two); `previous` stays as written. */
  rels: string[];
  /** Every other parameter, names in lower case; the first occurrence wins; `title*` is decoded (RFC 8187). */
  params: Record<string, string>;
}

/** Every value of a header, whatever the case of its name; a repeated header gives several values. */
export function headerValues(headers: HeaderMap, name: string): string[] {
  const lower = name.toLowerCase();
  const out: string[] = [];
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() !== lower) continue;
    const v = headers[key];
    if (Array.isArray(v)) out.push(...v);
    else if (typeof v === 'string') out.push(v);
  }
  return out;
}

/** The value of a header, repeated fields joined with `, ` (RFC 9110 §5.3); `undefined` when absent. */
export function headerValue(headers: HeaderMap, name: string): string | undefined {
  const values = headerValues(headers, name);
  return values.length ? values.join(', ') : undefined;
}

const TOKEN = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;

/** Parses `Link` header values (RFC 8288 §3): several links per field and across fields, quoted and token parameters. */
export function parseLinkHeader(value: string | readonly string[] | undefined, base?: string): WebLink[] {
  if (value === undefined) return [];
  const fields = typeof value === 'string' ? [value] : value;
  const out: WebLink[] = [];
  for (const field of fields) parseField(field, base, out);
  return out;
}

function parseField(s: string, base: string | undefined, out: WebLink[]): void {
  let i = 0;
  const n = s.length;
  const skipWs = () => {
    while (i < n && (s[i] === ' ' || s[i] === '\t')) i++;
  };
  const skipToNextLink = () => {
    let quoted = false;
    while (i < n) {
      const c = s[i];
      if (quoted) {
        if (c === '\\') i++;
        else if (c === '"') quoted = false;
      } else if (c === '"') quoted = true;
      else if (c === ',') return;
      i++;
    }
  };
  while (i < n) {
    skipWs();
    if (s[i] === ',') {
      i++;
      continue;
    }
    if (i >= n) break;
    if (s[i] !== '<') {
      skipToNextLink();
      continue;
    }
    const close = s.indexOf('>', i + 1);
    if (close < 0) return;
    const target = s.slice(i + 1, close).trim();
    i = close + 1;
    const params: Record<string, string> = {};
    let valid = true;
    for (;;) {
      skipWs();
      if (i >= n || s[i] === ',') break;
      if (s[i] !== ';') {
        valid = false;
        skipToNextLink();
        break;
      }
      i++;
      skipWs();
      const nameStart = i;
      while (i < n && TOKEN.test(s[i])) i++;
      const name = s.slice(nameStart, i).toLowerCase();
      skipWs();
      let val = '';
      if (s[i] === '=') {
        i++;
        skipWs();
        if (s[i] === '"') {
          i++;
          while (i < n && s[i] !== '"') {
            if (s[i] === '\\' && i + 1 < n) i++;
            val += s[i++];
          }
          i++;
        } else {
          const start = i;
          while (i < n && s[i] !== ';' && s[i] !== ',' && s[i] !== ' ' && s[i] !== '\t') i++;
          val = s.slice(start, i);
        }
      }
      if (name && !(name in params)) params[name] = name.endsWith('*') ? decodeExtValue(val) : val;
    }
    if (!valid) continue;
    const rel = params.rel;
    delete params.rel;
    out.push({
      target,
      href: resolve(target, base),
      rels: rel
        ? rel
            .toLowerCase()
            .split(/[ \t]+/)
            .filter(Boolean)
        : [],
      params,
    });
  }
}

/** Decodes an RFC 8187 `ext-value` such as `UTF-8'en'next%20page`; returns the input when it is not one. */
function decodeExtValue(v: string): string {
  const m = /^([^']*)'[^']*'(.*)$/.exec(v);
  if (!m) return v;
  try {
    return decodeURIComponent(m[2]);
  } catch {
    return m[2];
  }
}

function resolve(target: string, base: string | undefined): string {
  try {
    return new URL(target, base).href;
  } catch {
    return target;
  }
}
