import type { Operation, PathItem } from '../openapi/model';
import { trimTrailingSlashes } from '../../shared/trim';

/** A path of the spec compiled for matching request paths. */
interface Route {
  item: PathItem;
  /** The literal text around the parameters: one more than `names` (the base path is in the first). */
  literals: string[];
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
  return trimTrailingSlashes(p);
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
        const literals: string[] = [];
        let last = 0;
        for (const m of template.matchAll(/\{([^{}]+)\}/g)) {
          literals.push(template.slice(last, m.index));
          names.push(m[1]);
          last = (m.index ?? 0) + m[0].length;
        }
        literals.push(template.slice(last));
        literals[0] = basePath + literals[0];
        const statics = item.segments.filter((s) => s.kind !== 'param').length;
        return { item, literals, names, statics };
      })
      .sort((a, b) => b.statics - a.statics || a.names.length - b.names.length);
  }

  /** The path item a request path names, or undefined (404). */
  match(path: string): RouteMatch | undefined {
    for (const r of this.routes) {
      // `/?$`: a trailing slash the template does not have.
      const values =
        matchTemplate(r.literals, path) ??
        (path.endsWith('/') ? matchTemplate(r.literals, path.slice(0, -1)) : undefined);
      if (!values) continue;
      const params: Record<string, string> = {};
      let ok = true;
      r.names.forEach((n, i) => {
        try {
          params[n] = decodeURIComponent(values[i]);
        } catch {
          ok = false;
        }
      });
      if (ok) return { item: r.item, params };
    }
    return undefined;
  }
}

/**
 * The values of a template's parameters in a path (`literals[0] {p} literals[1] {p} …`, each parameter one or more
 * characters other than `/`), as the regular expression `^lit0([^/]+)lit1([^/]+)…$` would give them (each parameter
 * as long as the rest allows), or `undefined`. Without the backtracking: that expression took seconds for 28
 * parameters side by side (`/{a}{b}{c}…`) and a 27-character path, twice as long for each parameter more. Here, which
 * positions can end each parameter is worked out from the right once, in time proportional to the path's length for
 * each parameter.
 */
function matchTemplate(literals: readonly string[], path: string): string[] | undefined {
  const k = literals.length - 1;
  const fixed = literals.reduce((n, l) => n + l.length, 0);
  if (!path.startsWith(literals[0]) || fixed + k > path.length) return undefined;
  if (k === 0) return path === literals[0] ? [] : undefined;
  const n = path.length;
  // The end of the run of characters other than `/` from each position.
  const runEnd = new Int32Array(n + 1);
  runEnd[n] = n;
  for (let i = n - 1; i >= 0; i--) runEnd[i] = path[i] === '/' ? i : runEnd[i + 1];
  // ends[j][e]: parameter j may end at e (its literal follows, and the rest of the template matches after that).
  const ends: Uint8Array[] = [];
  // starts[i]: the parameter after the current one (and all that follows) matches from i; past the last parameter,
  // only the end of the path does.
  let starts = new Uint8Array(n + 1);
  starts[n] = 1;
  for (let j = k - 1; j >= 0; j--) {
    const lit = literals[j + 1];
    const end = new Uint8Array(n + 1);
    for (let e = 1; e + lit.length <= n; e++) if (starts[e + lit.length] && path.startsWith(lit, e)) end[e] = 1;
    ends[j] = end;
    // Where parameter j may start: the nearest end allowed after the start lies within the start's run.
    const next = new Int32Array(n + 2).fill(n + 1);
    for (let e = n; e >= 0; e--) next[e] = end[e] ? e : next[e + 1];
    starts = new Uint8Array(n + 1);
    for (let i = 0; i < n; i++) if (next[i + 1] <= runEnd[i]) starts[i] = 1;
  }
  let at = literals[0].length;
  if (!starts[at]) return undefined;
  const values: string[] = [];
  for (let j = 0; j < k; j++) {
    // The longest value that leaves a match of the rest.
    let e = runEnd[at];
    while (e > at && !ends[j][e]) e--;
    if (e === at) return undefined;
    values.push(path.slice(at, e));
    at = e + literals[j + 1].length;
  }
  return values;
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
