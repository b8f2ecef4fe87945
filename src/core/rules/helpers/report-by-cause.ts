import type { ApiModel } from '../../openapi/model';
import { apiPlace } from './report-by-norm';
import type { RelatedReport, Report } from '../types';

/** The places one rule flags, each with the cause it may share with others (RULES.md, "Reporting: one finding per decision"). */
export interface SharedCause<T> {
  /**
   * How many places the rule applies to, flagged or not: a cause is the API's decision when it covers at least half.
   * A function when that depends on the cause (parameters in a row can only be where a path has two parameters).
   */
  applies: number | ((cause: string) => number);
  /**
   * True for a norm rule (RULES.md "The API's norm"): when exactly half of what it applies to meets the requirement,
   * that half is the norm and each other place a deviation of its own, so a cause must cover more than half.
   */
  norm?: boolean;
  /**
   * True when causes are independent decisions (each write method an API uses on its collections): every cause
   * that covers at least half of what the rule applies to is reported once, not only the most common one.
   */
  everyCause?: boolean;
  /**
   * How many places the rule applies to share a cause, flagged or not (SigNoz's `{status, data}` envelope answers
   * every list, and only some lists are flagged inside it). Default: the flagged places with that cause.
   */
  covers?(cause: string): number;
  /** The places the rule flags, in document order. */
  flagged: readonly T[];
  /** What a flagged place shares with others (an envelope's property names, a media type, a style), or `undefined` for a cause of its own. */
  cause(place: T): string | undefined;
  /** The finding for a place reported on its own (a departure from the shared decision, or no shared decision at all). */
  single(place: T): Report;
  /** A place as a related location of the shared finding. */
  related(place: T): RelatedReport;
  /**
   * Reports the places the shared finding does not cover, when they are not each a finding of their own (a rule
   * that reports one finding per distinct name hands them to its `DistinctReporter`). Default: `single` each.
   */
  others?(places: readonly T[]): void;
  /** The one finding for the shared decision: its message, and where it goes when not at `/paths` (a shared component). */
  shared(cause: string, places: readonly T[]): Pick<Report, 'message'> & Partial<Pick<Report, 'pointer' | 'at'>>;
}

/**
 * Reports a rule's findings one per decision: when at least two flagged places share one cause and that cause
 * covers at least half of what the rule applies to, it is reported once (at `/paths`, or where `shared` puts it)
 * with every such place in `related`, and only the other places get findings of their own. Otherwise each
 * flagged place is reported on its own. Returns the places the shared finding covers (none when there is none).
 */
export function reportByCause<T>(model: ApiModel, report: (r: Report) => void, g: SharedCause<T>): T[] {
  const byCause = new Map<string, T[]>();
  for (const place of g.flagged) {
    const c = g.cause(place);
    if (c === undefined) continue;
    const list = byCause.get(c);
    if (list) list.push(place);
    else byCause.set(c, [place]);
  }
  const rest = (places: readonly T[]) => {
    if (g.others) g.others(places);
    else for (const place of places) report(g.single(place));
  };
  const ranked = [...byCause].sort((a, b) => b[1].length - a[1].length);
  const decisions = ranked
    .slice(0, g.everyCause ? ranked.length : 1)
    .filter(([cause, places]) => places.length >= 2 && isDecision(g, cause, places.length));
  const covered = new Set<T>();
  for (const [cause, places] of decisions) {
    const { message, pointer, at } = g.shared(cause, places);
    const where = pointer !== undefined && at ? { pointer, at } : apiPlace(model);
    report({ message, ...where, related: places.map((p) => g.related(p)) });
    for (const p of places) covered.add(p);
  }
  rest(covered.size ? g.flagged.filter((place) => !covered.has(place)) : g.flagged);
  return [...covered];
}

/**
 * True when the places sharing `cause` (the flagged ones, or all that `covers` counts) are the API's decision: at least
 * half of what the rule applies to, and more than half for a norm rule (at exactly half the other half meets the
 * requirement, and that is the norm).
 */
function isDecision<T>(g: SharedCause<T>, cause: string, flagged: number): boolean {
  const applies = appliesTo(g, cause);
  const count = Math.max(flagged, g.covers?.(cause) ?? 0);
  return g.norm ? count * 2 > applies : count * 2 >= applies;
}

/** How many places the rule applies to for one cause. */
function appliesTo<T>(g: SharedCause<T>, cause: string): number {
  return typeof g.applies === 'number' ? g.applies : g.applies(cause);
}
