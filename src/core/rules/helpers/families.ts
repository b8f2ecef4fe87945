import type { PathItem } from '../../openapi/model';
import { plural } from '../../../shared/phrasing';
import type { RelatedReport, Report } from '../types';

/** How a rule hands its flagged places to `reportByFamily`. */
export interface FamilyPlaces<T> {
  /** The places the rule flags, in document order. */
  flagged: readonly T[];
  /** The path a place is on. */
  path(place: T): PathItem;
  /** What must be the same for two places of one resource to be one decision (the media type offered). */
  cause(place: T): string;
  /** How many places the rule applies to under a resource (flagged or not), by its first static segment. */
  applies(resource: string): number;
  /** The finding for a place on its own, or for the first of its resource's places. */
  single(place: T): Report;
  /** A place as a related location of its resource's finding. */
  related(place: T): RelatedReport;
}

/** Segments that mount an API under a server rather than name a resource (Ditto's `/api/2/…`, `/rest/…`). */
const MOUNTS = new Set(['api', 'apis', 'rest']);

/**
 * The resource (controller) a path belongs to: its first static resource segment (`warninglists`), past a mount
 * segment (`/api/2/search/things` and `/api/2/search/things/count` are Ditto's `search`, not `api`).
 */
export function resourceOf(item: PathItem): string | undefined {
  const segs = item.resourceSegments;
  const first =
    segs.length > 1 && segs[0].kind === 'static' && MOUNTS.has(segs[0].text.toLowerCase()) ? segs[1] : segs[0];
  return first?.kind === 'static' ? first.text : undefined;
}

/**
 * Reports places of one resource (the paths under one first segment, one controller of the server) that share a
 * cause once, at the first, the others related, when they are at least two and at least half of what the rule
 * applies to under that resource (RULES.md "Reporting": one decision, one finding, for a part of the API as for the
 * whole): MISP's `/warninglists` controller takes form-encoded bodies on `POST /warninglists` and
 * `/warninglists/toggleEnable`. Every other place on its own.
 */
export function reportByFamily<T>(report: (r: Report) => void, g: FamilyPlaces<T>): void {
  const groups = new Map<string, T[]>();
  const alone: T[] = [];
  for (const place of g.flagged) {
    const resource = resourceOf(g.path(place));
    if (resource === undefined) {
      alone.push(place);
      continue;
    }
    const key = `${resource}\u0000${g.cause(place)}`;
    const list = groups.get(key);
    if (list) list.push(place);
    else groups.set(key, [place]);
  }
  const out: { first: T; report: Report }[] = alone.map((p) => ({ first: p, report: g.single(p) }));
  for (const [key, list] of groups) {
    const resource = key.slice(0, key.indexOf('\u0000'));
    if (list.length < 2 || list.length * 2 < g.applies(resource)) {
      for (const p of list) out.push({ first: p, report: g.single(p) });
      continue;
    }
    const [first, ...others] = list;
    const own = g.single(first);
    out.push({
      first,
      report: {
        ...own,
        message: `${own.message} The same on ${plural(others.length, 'other path', 'other paths')} of \`/${resource}\` (listed as related): that resource's decision.`,
        related: [...(own.related ?? []), ...others.map((p) => g.related(p))],
      },
    });
  }
  // In document order of each finding's first place.
  const order = new Map(g.flagged.map((p, i) => [p, i]));
  out.sort((a, b) => order.get(a.first)! - order.get(b.first)!);
  for (const o of out) report(o.report);
}
