import type { ApiModel } from '../../openapi/model';
import { splitPointer } from '../../document/pointer';
import { isObj } from '../../../shared/object';
import type { RelatedReport, Report, Target } from '../types';

/** One place a rule flags, whose finding may sit in a shared component rather than under `/paths`. */
export interface ComponentPlace {
  /** The finding for this place (its pointer is the component's when the gap is in a shared component). */
  report: Report;
  /** Other places of the same finding that are not other uses of the component (the answer's other media types). */
  others?: readonly RelatedReport[];
  /** This place as a related location of a finding at the shared component (`GET /cities`). */
  place: RelatedReport;
  /**
   * The shared component the finding is about when the finding sits at the place rather than in the component
   * (Apacta's `bulkDelete` DELETEs, each flagged at its `requestBody`, all sending `BulkActionRequestBody`).
   */
  component?: string;
}

/** How a finding at a shared component relates the places that use it. */
export interface ComponentGrouping {
  /** True when every place that uses the component is related (the message names none); else the first is the finding's own. */
  relateAll: boolean;
  /** The sentence added to the message when more than one place uses the component: `uses` places in all. */
  note(uses: number, component: string): string;
}

/**
 * Reports each place on its own, except that places whose finding is about the same shared component (its
 * `component`, or a finding pointer outside `/paths/`: two lists answering `$ref: '#/components/responses/SpaceMenus'`, every list whose `pagination`
 * is `$ref: '#/components/schemas/PaginationDetails'`) are one finding there, the places that use it related
 * (RULES.md "One finding per place": not once per `$ref` use of the same schema).
 */
export function reportOncePerComponent(
  places: readonly ComponentPlace[],
  report: (r: Report) => void,
  grouping: ComponentGrouping,
): void {
  const atComponent = new Map<string, ComponentPlace[]>();
  const order: [string | undefined, ComponentPlace[]][] = [];
  for (const p of places) {
    const shared = p.component ?? (p.report.pointer.startsWith('/paths/') ? undefined : p.report.pointer);
    const group = shared === undefined ? undefined : atComponent.get(shared);
    if (group) {
      group.push(p);
      continue;
    }
    const fresh = [p];
    if (shared !== undefined) atComponent.set(shared, fresh);
    order.push([shared, fresh]);
  }
  for (const [shared, group] of order) {
    const [first, ...more] = group;
    const uses = (grouping.relateAll ? group : more).map((p) => p.place);
    const related = [...(first.others ?? []), ...uses];
    const note = shared !== undefined && group.length > 1 ? ` ${grouping.note(group.length, shared)}` : '';
    report(related.length ? { ...first.report, message: first.report.message + note, related } : first.report);
  }
}

/**
 * Where a finding at a shared component is underlined: the component's name (`PaginationDetails:` under
 * `components.schemas`) when it is written in the linted document, else the component itself.
 */
export function componentTarget(model: ApiModel, pointer: string, node: object): Target {
  let holder: unknown = model.root;
  const segs = splitPointer(pointer);
  for (const seg of segs.slice(0, -1)) holder = isObj(holder) ? holder[seg] : undefined;
  const name = segs[segs.length - 1];
  if (name !== undefined && isObj(holder) && holder[name] === node) return { node: holder, key: name, part: 'key' };
  return { node };
}
