import type { Operation, PathItem } from '../openapi/model';
import { pathDiscriminator } from '../openapi/path-keys';
import { trimTrailingSlashes } from '../../shared/trim';

/** A path of the spec compiled for matching request paths. */
interface Route {
  item: PathItem;
  /** The literal text around the parameters: one more than `names` (the base path is in the first). */
  literals: string[];
  names: string[];
  /** Static segments count first: `/users/me` wins over `/users/{id}`. */
  statics: number;
  /**
   * What tells apart paths that differ only after `#` or `?` (`/#Action=DescribeTags`, `/#X-Amz-Target=Svc.Get`,
   * `/phone-numbers#operation=batch-delete`): each `name=value`, matched by a query parameter or a header.
   */
  discriminators: [string, string | undefined][];
  /** The routes of the same path before `#` or `?`, this one among them; empty when it is the only one. */
  siblings: Route[];
  /** The `/`s of the literals: a parameter holds none, so a path it matches has exactly these. */
  slashes: number;
}

/** The `name=value` pairs (and bare names) after a path's `#` or `?` (`/#Action=Describe&Version=1`, `#tagKeys`). */
function discriminatorsOf(path: string, cut: number): [string, string | undefined][] {
  if (cut < 0) return [];
  const out: [string, string | undefined][] = [];
  for (const part of path.slice(cut + 1).split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.push([part.slice(0, eq), part.slice(eq + 1)]);
    else if (part !== '') out.push([part, undefined]);
  }
  return out;
}

/** Whether a request's query or headers carry every `name=value` of a route (a bare name: any value). */
function discriminated(
  r: Route,
  query: URLSearchParams,
  headers: Readonly<Record<string, string | undefined>>,
): boolean {
  return r.discriminators.every(([k, v]) =>
    v === undefined
      ? query.has(k) || headers[k.toLowerCase()] !== undefined
      : query.get(k) === v || headers[k.toLowerCase()] === v,
  );
}

/** Whether a path item is one of several told apart after `#` or `?`: an operation of its own, not a collection. */
export function isDiscriminated(item: PathItem): boolean {
  return pathDiscriminator(item.path) !== '';
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
        const route: Route = {
          item,
          literals,
          names,
          statics,
          discriminators: discriminatorsOf(item.path, cut),
          siblings: [],
          slashes: slashesIn(literals.join('')),
        };
        return route;
      })
      .sort((a, b) => b.statics - a.statics || a.names.length - b.names.length);
    const byTemplate = new Map<string, Route[]>();
    for (const r of this.routes) {
      const key = r.literals.join('{}');
      const same = byTemplate.get(key);
      if (same) same.push(r);
      else byTemplate.set(key, [r]);
    }
    for (const same of byTemplate.values()) if (same.length > 1) for (const r of same) r.siblings = same;
  }

  /**
   * The path item a request path names, or undefined (404). Of paths that differ only after `#` or `?`, among those
   * with the request's method, the one whose `name=value` pairs the request's query or headers carry, else the one
   * without any, else the first.
   */
  match(
    path: string,
    query: URLSearchParams = new URLSearchParams(),
    headers: Readonly<Record<string, string | undefined>> = {},
    method?: string,
  ): RouteMatch | undefined {
    const slashes = slashesIn(path);
    for (const found of this.routes) {
      let r = found;
      if (found.siblings.length > 0) {
        // Those with the method first (`/tags/{arn}#tagKeys` is the DELETE of `/tags/{arn}`), then by the request.
        const withMethod = found.siblings.filter((x) => !method || operationFor(x.item, method));
        const among = withMethod.length > 0 ? withMethod : found.siblings;
        r =
          among.find((x) => x.discriminators.length > 0 && discriminated(x, query, headers)) ??
          among.find((x) => x.discriminators.length === 0) ??
          among[0];
      }
      // `/?$`: a trailing slash the template does not have. Only a route with as many `/`s can match (a quick test).
      const values =
        (r.slashes === slashes ? matchTemplate(r.literals, path) : undefined) ??
        (path.endsWith('/') && r.slashes === slashes - 1 ? matchTemplate(r.literals, path.slice(0, -1)) : undefined);
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

/** How many `/` a text holds. */
function slashesIn(text: string): number {
  let n = 0;
  for (let i = text.indexOf('/'); i >= 0; i = text.indexOf('/', i + 1)) n++;
  return n;
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
