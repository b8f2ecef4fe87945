import type { PathItem, PathSegment } from './model';
import { pathSkeleton } from './path-keys';

/** Where an API uses a segment as a noun whatever its words (see `nounUses`). */
export interface NounUses {
  /** True when segment `i` ends a path the API reads or deletes as a resource, and a path goes on below it here. */
  endsResource(segs: readonly PathSegment[], i: number): boolean;
  /** True when segment `i` is followed by a member the API reads and deletes. */
  namesMember(segs: readonly PathSegment[], i: number): boolean;
}

/**
 * Where an API uses a verb-looking segment as a noun: a segment that ends a path read or deleted as a resource is a
 * noun there and wherever a path goes on below it (rumble's DELETE `/exportToken` beside `/exportToken/rotate`),
 * and a segment before a member read and deleted names that member's collection (payrun's
 * `/Transform/{TransformDefinitionId}`, GET, PUT and DELETE: transform definitions).
 */
export function nounUses(paths: readonly PathItem[]): NounUses {
  const has = (p: PathItem, method: string) => p.operations.some((o) => o.method === method);
  const skeletons = (keep: (p: PathItem) => boolean) =>
    new Set(paths.filter(keep).map((p) => pathSkeleton(p.resourceSegments)));
  const resources = skeletons((p) => has(p, 'get') || has(p, 'delete'));
  const removable = skeletons((p) => has(p, 'get') && has(p, 'delete'));
  return {
    endsResource: (segs, i) => i < segs.length - 1 && resources.has(pathSkeleton(segs.slice(0, i + 1))),
    namesMember: (segs, i) => segs[i + 1]?.kind === 'param' && removable.has(pathSkeleton(segs.slice(0, i + 2))),
  };
}
