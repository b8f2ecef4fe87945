import type { Operation, PathItem } from '../openapi/model';

/** A path of the spec compiled for matching request paths. */
interface Route {
  item: PathItem;
  regex: RegExp;
  names: string[];
  /** Static segments count first: `/users/me` wins over `/users/{id}`. */
  statics: number;
}

/** What a request path matched: the path item and the values of its template parameters. */
export interface RouteMatch {
  item: PathItem;
  params: Record<string, string>;
}

/** The path part of a server URL (`https://api.example.com/v2/` → `/v2`), `''` for none. */
export function basePathOf(serverUrl: string | undefined): string {
  if (!serverUrl) return '';
  let p: string;
  try {
    p = new URL(serverUrl.replace(/\{[^}]*\}/g, 'x'), 'http://mock.invalid').pathname;
  } catch {
    return '';
  }
  return p.replace(/\/+$/, '');
}

/** A string as a regular expression that matches it literally. */
export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Routes every request path of a spec to its path item, under the server URL's base path. */
export class Router {
  private readonly routes: Route[];

  constructor(
    paths: readonly PathItem[],
    readonly basePath: string,
  ) {
    this.routes = paths
      .map((item) => {
        const names: string[] = [];
        const cut = item.path.search(/[?#]/);
        const template = cut >= 0 ? item.path.slice(0, cut) : item.path;
        let source = '';
        let last = 0;
        for (const m of template.matchAll(/\{([^{}]+)\}/g)) {
          source += escapeRegex(template.slice(last, m.index)) + '([^/]+)';
          names.push(m[1]);
          last = (m.index ?? 0) + m[0].length;
        }
        source += escapeRegex(template.slice(last));
        const statics = item.segments.filter((s) => s.kind !== 'param').length;
        return { item, regex: new RegExp(`^${escapeRegex(basePath)}${source}/?$`), names, statics };
      })
      .sort((a, b) => b.statics - a.statics || a.names.length - b.names.length);
  }

  /** The path item a request path names, or undefined (404). */
  match(path: string): RouteMatch | undefined {
    for (const r of this.routes) {
      const m = r.regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      let ok = true;
      r.names.forEach((n, i) => {
        try {
          params[n] = decodeURIComponent(m[i + 1]);
        } catch {
          ok = false;
        }
      });
      if (ok) return { item: r.item, params };
    }
    return undefined;
  }
}

/** The operation of a path item for a method (`HEAD` falls back to `GET`), or undefined (405). */
export function operationFor(item: PathItem, method: string): Operation | undefined {
  const m = method.toLowerCase();
  return (
    item.operations.find((o) => o.method === m) ??
    (m === 'head' ? item.operations.find((o) => o.method === 'get') : undefined)
  );
}

/** The `Allow` header of a path item: its methods, upper case (`HEAD` with `GET`). */
export function allowHeader(item: PathItem): string {
  const methods = item.operations.map((o) => o.method.toUpperCase());
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
  return methods.join(', ');
}
