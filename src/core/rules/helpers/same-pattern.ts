import { plural } from '../../../shared/phrasing';
import type { RelatedReport, Report } from '../types';
import { reportGroups } from './grouped-report';

/** How a rule hands its flagged places to `reportBySamePattern`. */
export interface PatternPlaces<T> {
  /** The places the rule flags, in document order. */
  flagged: readonly T[];
  /** The pattern a place repeats (a 200 in YAML beside a 201 in JSON), or `undefined` when it repeats none. */
  pattern(place: T): string | undefined;
  /** What the others repeat, for the first place's message (`that answer JSON at another success status`). */
  alike: string;
  /** The finding for a place on its own, or for the first of its pattern. */
  single(place: T): Report;
  /** A place as a related location of the first place's finding. */
  related(place: T): RelatedReport;
  /** Reports the places that share no pattern with another (a further grouping). */
  alone(places: readonly T[]): void;
}

/**
 * Reports places on different operations that repeat one pattern once, at the first, the others related (RULES.md
 * "Reporting": one decision, one finding): Testkube answers each of its seven creates 201 in JSON and 200 in YAML, one
 * decision told once, not seven times. The places with no pattern, or alone in theirs, go to `alone`.
 */
export function reportBySamePattern<T>(report: (r: Report) => void, g: PatternPlaces<T>): void {
  const groups = new Map<string, T[]>();
  const alone: T[] = [];
  for (const place of g.flagged) {
    const key = g.pattern(place);
    if (key === undefined) alone.push(place);
    else groups.set(key, [...(groups.get(key) ?? []), place]);
  }
  alone.push(...reportGroups(report, groups.values(), g, (n) => `${plural(n, 'other operation')} ${g.alike}`));
  const left = new Set(alone);
  g.alone(g.flagged.filter((p) => left.has(p)));
}
