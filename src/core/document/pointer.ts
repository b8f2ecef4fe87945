/** JSON Pointer (RFC 6901) helpers. */

/** Escapes one reference token: `~` → `~0`, `/` → `~1`. */
export function escapeToken(token: string | number): string {
  const s = String(token);
  if (s.indexOf('~') < 0 && s.indexOf('/') < 0) return s;
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeToken(token: string): string {
  if (token.indexOf('~') < 0) return token;
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Builds a pointer from tokens: `['paths', '/users', 'get']` → `/paths/~1users/get`. */
export function joinPointer(tokens: readonly (string | number)[]): string {
  let out = '';
  for (const t of tokens) out += '/' + escapeToken(t);
  return out;
}

/** Appends tokens to an existing pointer. */
export function appendPointer(base: string, ...tokens: (string | number)[]): string {
  return base + joinPointer(tokens);
}

/** Splits a pointer into unescaped tokens; `''` is the whole document. Accepts a leading `#`. */
export function splitPointer(pointer: string): string[] {
  let p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (p === '') return [];
  if (!p.startsWith('/')) throw new Error(`Invalid JSON pointer "${pointer}": it must start with "/"`);
  p = p.slice(1);
  return p.split('/').map((t) => {
    let decoded = t;
    try {
      decoded = t.includes('%') ? decodeURIComponent(t) : t;
    } catch {
      /* a literal % that is not an escape */
    }
    return unescapeToken(decoded);
  });
}

/**
 * Splits the fragment of a URI reference (`#/a~1b/c%20d`) into pointer tokens the way RFC 6901 §6 says:
 * percent-decode the whole fragment first, then split on `/` and unescape `~1`/`~0`. Throws when it is
 * not a JSON pointer (a plain-name anchor such as `#node`).
 */
export function fragmentTokens(fragment: string): string[] {
  let f = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (f.includes('%')) {
    try {
      f = decodeURIComponent(f);
    } catch {
      /* a literal % that is not an escape */
    }
  }
  if (f === '') return [];
  if (!f.startsWith('/')) throw new Error(`Invalid JSON pointer "${fragment}": it must start with "/"`);
  return f.slice(1).split('/').map(unescapeToken);
}

/** Follows a pointer inside a plain value; `undefined` when a step is missing. */
export function getAtPointer(root: unknown, tokens: readonly string[]): unknown {
  let cur: unknown = root;
  for (const t of tokens) {
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9]\d*)$/.test(t)) return undefined;
      cur = cur[Number(t)];
    } else if (cur !== null && typeof cur === 'object') {
      if (!Object.prototype.hasOwnProperty.call(cur, t)) return undefined;
      cur = (cur as Record<string, unknown>)[t];
    } else {
      return undefined;
    }
  }
  return cur;
}
