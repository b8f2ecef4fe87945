// What the classification of paths (paths.ts) reads off segments and the API's other paths: namespaces, views,
// compound keys, members addressed under another segment or by a literal name, and action words before a segment.
import type { PathSegment } from './model';
import type { PathFacts } from './paths';
import { withoutExtension } from './actions';
import { isSystemName, pathSkeleton } from './path-keys';
import { paramNamesMember } from './path-params';
import { isPluralSegment, pluralizeSegment, singularize } from './words/inflection';

/**
 * The plural noun a path's group opens with, when the path is below it as a namespace: the first static segment
 * (after an `api` or `rest` prefix), followed by another static segment, not by an id (OpsRamp's
 * `/api/v2/alerts/tenants/{tenantId}/tickets/{ticketId}` deals with alerts: it lists the alerts of a ticket).
 */
export function groupNoun(segs: readonly PathSegment[]): string | undefined {
  let k = 0;
  while (k < segs.length && segs[k].kind === 'static' && /^(?:api|rest)$/i.test(segs[k].text)) k++;
  const [first, next] = [segs[k], segs[k + 1]];
  if (first?.kind !== 'static' || next?.kind !== 'static' || !isPluralSegment(first.text)) return undefined;
  return first.text;
}

/**
 * True for a segment that names a view the server computes of its parent rather than a resource of its own, in the
 * server's own namespace (`isSystemName`: Kuma's `_policies`, `_rules`, `_overview`; CouchDB's `_all_docs`; OData's
 * `$count`).
 */
export function namesView(seg: PathSegment): boolean {
  return seg.kind === 'static' && isSystemName(seg.text);
}

/**
 * True when segment `i` starts a run of two or more parameters that ends the path and no path stops inside the run
 * (`/test/maven/{groupId}/{artifactId}/{version}` with no `/test/maven/{groupId}`): together they are one compound key.
 */
export function compoundKeyAt(segs: readonly PathSegment[], i: number, skeletons: ReadonlySet<string>): boolean {
  if (i + 1 >= segs.length || segs[i - 1].kind === 'param') return false;
  for (let k = i; k < segs.length; k++) {
    if (segs[k].kind !== 'param') return false;
    if (k < segs.length - 1 && skeletons.has(pathSkeleton(segs.slice(0, k + 1)))) return false;
  }
  return true;
}

/**
 * For each static segment followed by a parameter that names its members (`/v1/rates/{rate_id}`), by its singular
 * in lower case: the texts of the segments before it (`v1`), '' at the root.
 */
export function membersElsewhere(paths: readonly PathFacts[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of paths) {
    const segs = p.resourceSegments;
    for (let i = 0; i + 1 < segs.length; i++) {
      if (segs[i].kind !== 'static' || segs[i + 1].kind !== 'param' || !paramNamesMember(segs[i], segs[i + 1]))
        continue;
      const key = singularize(segs[i].text.toLowerCase());
      const set = out.get(key) ?? new Set<string>();
      set.add(i > 0 ? segs[i - 1].text.toLowerCase() : '');
      out.set(key, set);
    }
  }
  return out;
}

/**
 * True for `/A/B/{b}`: `{b}` names a member of B, B's members are addressed under another segment than A
 * (`membersElsewhere`), and A is a collection (`/v1/labels/{label_id}` exists).
 */
export function bySource(
  segs: readonly PathSegment[],
  sources: ReadonlyMap<string, ReadonlySet<string>>,
  skeletons: ReadonlySet<string>,
): boolean {
  const n = segs.length;
  if (n < 3) return false;
  const [a, b, param] = [segs[n - 3], segs[n - 2], segs[n - 1]];
  if (a.kind !== 'static' || b.kind !== 'static' || !paramNamesMember(b, param)) return false;
  const before = sources.get(singularize(b.text.toLowerCase()));
  if (!before || [...before].every((t) => t === a.text.toLowerCase())) return false;
  return skeletons.has(pathSkeleton([...segs.slice(0, n - 2), param]));
}

/**
 * True for a static segment that stands for one member under its literal name in an example-filled path
 * (Meilisearch's `/indexes/books` beside `/indexes`): the path before it is a plural collection read and created
 * in (GET and POST), no parameter ever names a member of it, and this path is read and written as one thing.
 */
export function namesLiteralMember(
  p: PathFacts,
  segs: readonly PathSegment[],
  byPrefix: ReadonlyMap<string, PathFacts>,
  skeletons: ReadonlySet<string>,
): boolean {
  if (!p.hasGet || !(p.hasUpdate || p.hasDelete) || segs.length < 2) return false;
  const prev = segs[segs.length - 2];
  if (prev.kind !== 'static' || !isPluralSegment(withoutExtension(prev.text))) return false;
  const parent = byPrefix.get(pathSkeleton(segs.slice(0, -1)));
  if (!parent || !parent.hasGet || !parent.hasPost) return false;
  return !skeletons.has(`${pathSkeleton(segs.slice(0, -1))}/{}`);
}

/**
 * True when a static segment before `i` is an action word (`isAction`) and no path below it is read or written
 * (`addressed`): `/import/table/{tableId}` imports into a table.
 */
export function actsOn(
  segs: readonly PathSegment[],
  i: number,
  isAction: (text: string) => boolean,
  addressed: ReadonlySet<string>,
): boolean {
  for (let k = 0; k < i; k++)
    if (segs[k].kind === 'static' && !addressed.has(pathSkeleton(segs.slice(0, k + 1))) && isAction(segs[k].text))
      return true;
  return false;
}

/** True for a singular segment whose plural is a segment members are addressed under (`vehicle` beside `/vehicles/{name}`). */
export function holdsOneOfElsewhere(last: PathSegment, pluralsWithMembers: ReadonlySet<string>): boolean {
  return (
    last.kind === 'static' &&
    !isPluralSegment(last.text) &&
    pluralsWithMembers.has(pluralizeSegment(last.text).toLowerCase())
  );
}

/** True for `/A/B/{a}` where another path `/A/{a}` ends in the same parameter (`memberParams` holds each path ending in one parameter as the skeleton before it, NUL, the parameter's name). */
export function namesEarlierMember(segs: readonly PathSegment[], memberParams: ReadonlySet<string>): boolean {
  const n = segs.length;
  const last = segs[n - 1];
  if (n < 3 || segs[n - 2].kind !== 'static' || segs[n - 3].kind !== 'static' || last.params.length !== 1) return false;
  return memberParams.has(`${pathSkeleton(segs.slice(0, n - 2))}\u0000${last.params[0]}`);
}
