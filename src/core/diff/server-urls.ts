import type { ApiModel, PathItem } from '../openapi/model';

/** A server URL as clients configure it: variables at their defaults, no trailing slash, scheme and host in lower case. */
export function serverKey(url: string, variables: Record<string, { default?: string }>): string {
  let out = '';
  let i = 0;
  while (i < url.length) {
    const open = url.indexOf('{', i);
    if (open < 0) {
      out += url.slice(i);
      break;
    }
    const close = url.indexOf('}', open);
    if (close < 0) {
      out += url.slice(i);
      break;
    }
    out += url.slice(i, open) + (variables[url.slice(open + 1, close)]?.default ?? url.slice(open, close + 1));
    i = close + 1;
  }
  while (out.endsWith('/')) out = out.slice(0, -1);
  const scheme = out.indexOf('://');
  if (scheme < 0) return out;
  const hostEnd = out.indexOf('/', scheme + 3);
  return hostEnd < 0 ? out.toLowerCase() : out.slice(0, hostEnd).toLowerCase() + out.slice(hostEnd);
}

/** Where a server key's path starts (after `scheme://host`), or 0 for a relative URL (`/api`). */
function pathStart(key: string): number {
  const scheme = key.indexOf('://');
  if (scheme < 0) return 0;
  const hostEnd = key.indexOf('/', scheme + 3);
  return hostEnd < 0 ? key.length : hostEnd;
}

/** A server key without its path: `https://api.example.com`. */
export function serverOrigin(key: string): string {
  return key.slice(0, pathStart(key));
}

/**
 * The servers' paths of both sides when the base path moved between a server URL and the paths (VTEX's
 * `https://{account}…/api/rns` + `/settings` → `https://{account}…` + `/api/rns/settings`): a server of the same origin
 * on both sides with another path, for which more of the base's full URLs (server path + path) than of its paths are
 * found in the revision. Undefined otherwise (the same server paths, or a new one the paths did not take up, such as
 * `/v70` → `/v71`, which is a server change).
 */
export function movedBasePath(base: ApiModel, rev: ApiModel): { base: string; rev: string } | undefined {
  const revPaths = new Set(rev.paths.map((p) => p.path));
  const byPath = base.paths.filter((p) => revPaths.has(p.path)).length;
  const revKeys = rev.servers.map((s) => serverKey(s.url, s.variables));
  const tried = new Set<string>();
  for (const s of base.servers) {
    const bk = serverKey(s.url, s.variables);
    for (const rk of revKeys) {
      const b = bk.slice(pathStart(bk));
      const r = rk.slice(pathStart(rk));
      if (serverOrigin(bk) !== serverOrigin(rk) || b === r || tried.has(`${b}\0${r}`)) continue;
      tried.add(`${b}\0${r}`);
      const revFull = new Set(rev.paths.map((p) => r + p.path));
      if (base.paths.filter((p) => revFull.has(b + p.path)).length > byPath) return { base: b, rev: r };
    }
  }
  return undefined;
}

/** A path as a full URL path: the server path before it (`/api/rns` + `/settings`). */
export function fullPath(prefix: string, p: PathItem): string {
  return prefix + p.path;
}
