// Facts about path prefixes the rules and the model share: which parameters are scopes, and which prefixes a
// parameter continues.
import type { PathItem, PathSegment } from './model';
import { pathSkeleton } from './path-keys';

/**
 * Sets each path's `scopeParams`: the parameters at which some path ending there is a scope (a collection ending in
 * a parameter: `/districts/{year}`), so `/districts/{year}/teams` is below no member either.
 */
export function markScopeParams(paths: readonly PathItem[]): void {
  const scopes = new Set<string>();
  for (const p of paths) {
    const segs = p.resourceSegments;
    if (p.shape === 'collection' && segs[segs.length - 1]?.kind === 'param') scopes.add(pathSkeleton(segs));
  }
  if (scopes.size === 0) return;
  for (const p of paths) {
    const segs = p.resourceSegments;
    const at = new Set<number>();
    for (let i = 1; i < segs.length; i++)
      if (segs[i].kind === 'param' && scopes.has(pathSkeleton(segs.slice(0, i + 1)))) at.add(i);
    if (at.size > 0) p.scopeParams = at;
  }
}

/**
 * The skeletons (see `pathSkeleton`) of every path prefix that some path continues with a whole-parameter
 * segment (`/users/{id}/posts` makes `users` one). Maps each prefix to the first such continuation as written in
 * its path key, up to that parameter (`/users/{id}`).
 */
export function prefixesFollowedByParam(
  paths: readonly { path: string; resourceSegments: PathSegment[] }[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of paths) {
    const segs = p.resourceSegments;
    for (let i = 1; i < segs.length; i++) {
      if (segs[i].kind !== 'param') continue;
      const key = pathSkeleton(segs.slice(0, i));
      if (!out.has(key)) out.set(key, p.path.slice(0, segs[i].end));
    }
  }
  return out;
}
