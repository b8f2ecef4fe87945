import type { PathItem, PathSegment } from './model';
import { pathSkeleton } from './path-keys';
import { splitWords } from './words/identifiers';
import { singularize } from './words/inflection';

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

/** Verbs an operation id or summary opens with to say the operation creates what follows. */
const CREATE_VERBS = new Set(['create', 'add', 'new', 'generate']);

/**
 * True when a POST answering 201 Created says it creates what the segment names, verb included: Stream's
 * `POST /import_urls`, `CreateImportURL`, "Creates a new import URL", makes an import URL, so `import` is a noun
 * modifier there (a noun compound whose head is `urls`), not the action.
 */
export function createsWhatItNames(item: PathItem, text: string): boolean {
  const seg = splitWords(text).map((w) => singularize(w.toLowerCase()));
  if (seg.length < 2) return false;
  return item.operations.some((o) => {
    if (o.method !== 'post' || !o.responses.some((r) => r.status === '201')) return false;
    return [o.operationId, o.summary].some((name) => {
      const words = splitWords(name ?? '').map((w) => singularize(w.toLowerCase()));
      const at = words.findIndex((w) => CREATE_VERBS.has(w));
      if (at < 0) return false;
      const rest = words.slice(at + 1).filter((w) => w !== 'a' && w !== 'an' && w !== 'new');
      return rest.length === seg.length && rest.every((w, k) => w === seg[k]);
    });
  });
}
