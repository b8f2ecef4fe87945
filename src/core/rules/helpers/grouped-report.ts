import type { RelatedReport, Report } from '../types';

/** How a grouping rule words and places its findings, for `reportGroups`. */
export interface GroupWording<T> {
  /** The finding for a place on its own, or for the first of its group. */
  single(place: T): Report;
  /** A place as a related location of its group's first finding. */
  related(place: T): RelatedReport;
}

/**
 * Reports each group of two or more places once, at its first place, the others related, the first's message ending
 * "The same on <others> (listed as related): one decision." (`others` words how many: `3 sibling paths`); returns
 * the places alone in their groups, in the groups' order, for the caller to report as it reports lone places.
 */
export function reportGroups<T>(
  report: (r: Report) => void,
  groups: Iterable<readonly T[]>,
  g: GroupWording<T>,
  others: (count: number) => string,
): T[] {
  const alone: T[] = [];
  for (const [first, ...rest] of groups) {
    if (rest.length === 0) {
      alone.push(first);
      continue;
    }
    const own = g.single(first);
    report({
      ...own,
      message: `${own.message} The same on ${others(rest.length)} (listed as related): one decision.`,
      related: [...(own.related ?? []), ...rest.map((p) => g.related(p))],
    });
  }
  return alone;
}
