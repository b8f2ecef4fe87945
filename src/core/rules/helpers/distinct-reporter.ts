import { plural } from '../../../shared/phrasing';
import type { RelatedReport, Report } from '../types';

/**
 * One finding per distinct name (RULES.md, "Reporting"): a rule hands every occurrence of an offending segment or
 * pattern with `add(key, …)`, in document order; `flush()` reports each key once, at its first occurrence, with
 * the later occurrences in `related` and a note of how many there are.
 */
export class DistinctReporter {
  private readonly groups = new Map<string, { first: Report; others: RelatedReport[] }>();

  constructor(
    private readonly report: (r: Report) => void,
    /** What the message gains when a name repeats: `n` other occurrences (of `key`). */
    private readonly more: (n: number, key: string) => string = (n) =>
      ` The same appears in ${plural(n, 'other place', 'other places')} (listed as related).`,
  ) {}

  /** One occurrence of `key`: the finding if it is the first, a related place of that finding otherwise (`label` names it). */
  add(key: string, occurrence: Report, label?: string): void {
    const group = this.groups.get(key);
    if (!group) {
      this.groups.set(key, { first: occurrence, others: [] });
      return;
    }
    const place: RelatedReport = { pointer: occurrence.pointer, at: occurrence.at };
    if (label !== undefined) place.message = label;
    group.others.push(place);
  }

  /** Reports each distinct key once, in the order of first occurrence. */
  flush(): void {
    for (const [key, { first, others }] of this.groups) {
      if (others.length === 0) this.report(first);
      else
        this.report({
          ...first,
          message: first.message + this.more(others.length, key),
          related: [...(first.related ?? []), ...others],
        });
    }
    this.groups.clear();
  }
}
