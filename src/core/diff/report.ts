import type { Range, SourceDocument, Span } from '../document/types';
import { placeTarget } from '../locate';
import type { ApiModel } from '../openapi/model';
import type { Finding, RelatedLocation, Severity, Target } from '../rules/types';
import { changeInfo } from './catalogue';
import { filePointers, type PointerAsk } from './file-pointers';

/** A place in one of the two documents. */
export interface ChangePlace {
  side: 'base' | 'revision';
  /** The JSON pointer along the API's logical path (through `$ref`s); findings get one that exists in the file. */
  pointer: string;
  at: Target;
}

/** A change as the comparisons find it, before severities, versioning words and locations are added. */
export interface RawChange {
  /** The change id (a catalogue entry). */
  id: string;
  /** What changed, without the operation (`request property \`name\` was removed`). */
  message: string;
  /** Where the finding is shown: in the revision, or in the base for what was removed. */
  main: ChangePlace;
  /** The same element on the other side, when it exists. */
  other?: ChangePlace;
  /** A lower severity than the catalogue's for this change. */
  severity?: Severity;
  /** The operation it is in (`GET /users`); changes of a shared schema are grouped over their operations. */
  operation?: string;
  /** The API version whose clients it concerns (`v1`), when the versioning strategy tells. */
  version?: string;
}

/** Severity per change id (or `off`) from `.rest-conventions.yaml`'s `changes`. */
export type ChangeSeverities = Readonly<Record<string, Severity | 'off'>>;

/** Severities by weight. */
export const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** The severity a change gets: the configuration's for its id, else the catalogue's, lowered by the change itself. */
export function severityOf(change: Pick<RawChange, 'id' | 'severity'>, severities: ChangeSeverities): Severity | 'off' {
  const configured = severities[change.id];
  if (configured === 'off') return 'off';
  const base = configured ?? changeInfo(change.id)?.defaultSeverity ?? 'info';
  return change.severity && RANK[change.severity] < RANK[base] ? change.severity : base;
}

/** A change with its severity decided. */
export interface RatedChange extends RawChange {
  rated: Severity;
}

/**
 * Turns rated changes into findings: changes of the same id at the same node (a shared schema's change seen from
 * several operations, or from several places of one) become one finding naming the first, with the others as related
 * places; each finding is
 * placed in its side's document and gets the other side as a related place.
 */
export function toFindings(
  changes: readonly RatedChange[],
  base: ApiModel,
  rev: ApiModel,
  baseLabel: (uri: string) => string = (uri) => uri,
): Finding[] {
  const groups = new Map<string, { change: RatedChange; operations: RatedChange[] }>();
  const nodeIds = new Map<object, number>();
  const nodeId = (n: object) => {
    let id = nodeIds.get(n);
    if (id === undefined) nodeIds.set(n, (id = nodeIds.size));
    return id;
  };
  for (const c of changes) {
    const key = `${c.id}\0${c.main.side}\0${nodeId(c.main.at.node)}\0${String(c.main.at.key)}\0${c.rated}`;
    const g = groups.get(key);
    if (g) g.operations.push(c);
    else groups.set(key, { change: c, operations: [c] });
  }
  const placed: { doc: SourceDocument; item: { span: Span; range: Range; pointer: string }; at: Target }[] = [];
  const findings: Finding[] = [];
  // Each finding's main place: the finding takes its range once the ranges are worked out.
  const mains: RelatedLocation[] = [];
  const modelOf = (side: ChangePlace['side']) => (side === 'base' ? base : rev);
  const place = (p: ChangePlace, message?: string): RelatedLocation => {
    const model = modelOf(p.side);
    const at = placeTarget(model.resolver, p.at) ?? { doc: model.doc, span: { start: 0, end: 0 } };
    const uri = p.side === 'base' ? baseLabel(at.doc.uri) : at.doc.uri;
    const loc: RelatedLocation = { uri, pointer: p.pointer, range: NO_RANGE, span: at.span };
    if (message !== undefined) loc.message = message;
    placed.push({ doc: at.doc, item: loc, at: p.at });
    return loc;
  };
  for (const { change, operations } of groups.values()) {
    const ops = [...new Set(operations.map((o) => o.operation).filter((o): o is string => o !== undefined))];
    const where = ops.length === 0 ? '' : ops.length === 1 ? `${ops[0]}: ` : `${ops[0]} and ${ops.length - 1} more: `;
    const main = place(change.main);
    const finding: Finding = {
      uri: main.uri,
      rule: change.id,
      severity: change.rated,
      message: `${where}${change.message}`,
      pointer: main.pointer,
      range: main.range,
      span: main.span,
    };
    const related: RelatedLocation[] = [];
    if (change.other)
      related.push(place(change.other, change.other.side === 'base' ? 'in the base' : 'in the revision'));
    for (const o of operations.slice(1)) if (o.operation) related.push(place(o.main, o.operation));
    if (related.length > 0) finding.related = related;
    findings.push(finding);
    mains.push(main);
  }
  const byDoc = new Map<SourceDocument, { span: Span; range: Range }[]>();
  for (const { doc, item } of placed) {
    const list = byDoc.get(doc);
    if (list) list.push(item);
    else byDoc.set(doc, [item]);
  }
  for (const [doc, items] of byDoc) {
    const ranges = doc.rangesOf(items.map((i) => i.span));
    items.forEach((item, i) => (item.range = ranges[i]));
  }
  // Pointers into the file each place names: the logical path through `$ref`s may not exist there.
  const asks: PointerAsk[] = placed.map(({ doc, item, at }) => ({ doc, logical: item.pointer, at }));
  filePointers(asks).forEach((pointer, i) => (placed[i].item.pointer = pointer));
  findings.forEach((f, i) => {
    f.range = mains[i].range;
    f.pointer = mains[i].pointer;
  });
  return findings;
}

const NO_RANGE: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
