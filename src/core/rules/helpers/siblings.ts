import type { PathItem } from '../../openapi/model';
import { plural } from '../../../shared/phrasing';
import type { RelatedReport, Report } from '../types';
import { reportGroups } from './grouped-report';

/** How a rule hands its flagged places to `reportBySiblings`. */
export interface SiblingPlaces<T> {
  /** The places the rule flags, in document order. */
  flagged: readonly T[];
  /** The path a place is on. */
  path(place: T): PathItem;
  /** What must be the same for two sibling places to be one decision (the method, the media type offered). */
  cause(place: T): string;
  /**
   * How many static segments the siblings must share besides the one they differ in: 1 for a pattern that only a
   * common parent makes one decision (Reverb's `/my/follows/<what>/{slug}`), 0 when the cause alone is specific enough
   * (any media range on aiception's `/face/{taskId}` and `/face_age/{taskId}`).
   */
  shared: number;
  /** The finding for a place on its own, or for the first of its siblings. */
  single(place: T): Report;
  /** A place as a related location of its first sibling's finding. */
  related(place: T): RelatedReport;
  /** Reports the places without a sibling, when they are not each a finding of their own (a further grouping). Default: `single` each. */
  alone?(places: readonly T[]): void;
}

/**
 * Reports places on sibling paths (the same template but for one static segment, more than one segment long, and
 * with the same parameter names when they share no static parent: `/my/follows/brands/{slug}` and
 * `/my/follows/shops/{slug}`, `/collections/{id}/linked_nodes/relationships/` and `…/linked_registrations/…`) with
 * the same cause once, at the first, the others related (RULES.md "Reporting": one decision, one finding); every
 * other place on its own.
 */
export function reportBySiblings<T>(report: (r: Report) => void, g: SiblingPlaces<T>): void {
  const parent = g.flagged.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const firstWithKey = new Map<string, number>();
  g.flagged.forEach((place, i) => {
    const segs = g.path(place).resourceSegments;
    const statics = segs.filter((s) => s.kind === 'static').length;
    if (segs.length < 2 || statics - 1 < g.shared) return;
    // Without a common parent only the parameter's own name makes twins (`{taskId}`); below one any parameter does.
    const skeleton = segs.map((s) => (s.kind === 'param' && g.shared > 0 ? '{}' : s.text));
    segs.forEach((s, k) => {
      if (s.kind !== 'static') return;
      const key = `${g.cause(place)}\u0000${k}\u0000${[...skeleton.slice(0, k), '', ...skeleton.slice(k + 1)].join('/')}`;
      const other = firstWithKey.get(key);
      if (other === undefined) firstWithKey.set(key, i);
      else parent[find(i)] = find(other);
    });
  });
  // Each group in the order of its first place (places are visited in document order).
  const groups = new Map<number, T[]>();
  g.flagged.forEach((place, i) => {
    const root = find(i);
    const list = groups.get(root);
    if (list) list.push(place);
    else groups.set(root, [place]);
  });
  const alone = reportGroups(report, groups.values(), g, (n) => plural(n, 'sibling path', 'sibling paths'));
  if (g.alone) g.alone(alone);
  else for (const place of alone) report(g.single(place));
}
