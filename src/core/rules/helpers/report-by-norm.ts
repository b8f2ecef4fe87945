import type { ApiModel, Operation } from '../../openapi/model';
import { answersOnlyDefault, operationLabel, responsesPlace, statesStatus } from './operation-responses';
import { isPartnerWebhook } from '../../openapi/webhooks';
import { isWebSocketUpgrade } from '../../openapi/protocol';
import type { RelatedReport, Report } from '../types';

/** A per-operation requirement, judged against the API's own norm (RULES.md, "Reporting"). */
export interface NormRequirement<T> {
  /** Everything the requirement applies to (usually operations), in document order. */
  subjects: readonly T[];
  /** True when the subject meets the requirement. */
  meets(subject: T): boolean;
  /** The finding for one subject that deviates from what most subjects do. */
  deviation(subject: T): Report;
  /** Where a subject is, listed in `related` of the API-level finding. */
  place(subject: T): RelatedReport;
  /** The API-level finding's message: `met` of `total` subjects meet the requirement (`met < total / 2`). */
  apiMessage(met: number, total: number): string;
  /**
   * False for a subject that counts in the norm but is not asked to meet it (an operation whose only input is a
   * free-text filter: nothing to answer 400 to). Default: every subject is asked.
   */
  asks?(subject: T): boolean;
  /**
   * True for a failing subject that departs on its own even below the norm (its description says it answers the
   * status it does not document): reported by itself, not listed in the API-level finding. Default: none.
   */
  stands?(subject: T): boolean;
  /**
   * The class a subject belongs to (same method, same kind of input: see `inputClass`). When most subjects meet the
   * requirement but none of a class does, the class is one decision of the API: it is reported once (see
   * `classMessage`), not once per member. Default: no classes.
   */
  kind?(subject: T): string;
  /** The finding for a whole class of `count` members that meets the requirement nowhere (most other subjects do). */
  classMessage?(kind: string, count: number): string;
}

/**
 * Reports a per-operation requirement the way RULES.md's norm rule says: when at least half of the subjects meet
 * it, each subject that does not gets its own finding (a deviation from the API's own norm); when fewer than half
 * do, one finding for the whole API at the `paths` key, with every subject that does not meet it in `related`.
 * Nothing when no subject fails. Returns the subjects that do not meet the requirement.
 */
export function reportByNorm<T>(model: ApiModel, report: (r: Report) => void, req: NormRequirement<T>): T[] {
  const all = req.subjects.filter((s) => !req.meets(s));
  const total = req.subjects.length;
  const met = total - all.length;
  const failing = req.asks ? all.filter((s) => req.asks!(s)) : all;
  if (failing.length === 0) return failing;
  if (met * 2 >= total) {
    const grouped = reportClasses(model, report, req, failing);
    for (const s of failing) if (!grouped.has(s)) report(req.deviation(s));
    return failing;
  }
  const standing = req.stands ? failing.filter((s) => req.stands!(s)) : [];
  for (const s of standing) report(req.deviation(s));
  const rest = failing.filter((s) => !standing.includes(s));
  if (rest.length === 0) return failing;
  // The API-level finding counts the operations it lists: those the requirement asks of (`asks`), not every subject.
  const asked = req.asks ? req.subjects.filter((s) => req.asks!(s)) : req.subjects;
  const askedMet = asked.filter((s) => req.meets(s)).length;
  report({
    message: req.apiMessage(askedMet, asked.length),
    ...apiPlace(model),
    related: rest.map((s) => req.place(s)),
  });
  return failing;
}

/**
 * How many failing members make a class one decision: a handful of places are a handful of fixes a reader takes one
 * by one (judged right per place in the precision rounds: Paylocity's 5 list reads, ReadMe's 3); dozens told one by
 * one are the same fix repeated (Alerter System's 92 list reads).
 */
const CLASS_MIN = 10;

/**
 * Reports, once each, the classes of failing subjects (see `NormRequirement.kind`) of which no subject meets the
 * requirement and at least `CLASS_MIN` are asked to: the API decided it for the class. Returns the subjects so reported.
 */
function reportClasses<T>(
  model: ApiModel,
  report: (r: Report) => void,
  req: NormRequirement<T>,
  failing: readonly T[],
): Set<T> {
  const grouped = new Set<T>();
  if (!req.kind || !req.classMessage) return grouped;
  const byKind = new Map<string, T[]>();
  for (const s of failing) byKind.set(req.kind(s), [...(byKind.get(req.kind(s)) ?? []), s]);
  for (const [kind, members] of byKind) {
    if (members.length < CLASS_MIN || req.subjects.some((s) => req.kind!(s) === kind && req.meets(s))) continue;
    report({
      message: req.classMessage(kind, members.length),
      ...apiPlace(model),
      related: members.map((s) => req.place(s)),
    });
    for (const s of members) grouped.add(s);
  }
  return grouped;
}

/** Where an API-level finding goes: the `paths` key (pointer `/paths`), or the document's root when it has none. */
export function apiPlace(model: ApiModel): Pick<Report, 'pointer' | 'at'> {
  if ('paths' in model.root) return { pointer: '/paths', at: { node: model.root, key: 'paths', part: 'key' } };
  return { pointer: '', at: { node: model.root } };
}

/** An operation as a related place: its method key, labelled `GET /users/{id}`. */
export function operationPlace(op: Operation): RelatedReport {
  return { pointer: op.pointer, at: { node: op.path.node, key: op.method, part: 'key' }, message: operationLabel(op) };
}

/** An operation's responses as a related place (its method key when it has none), labelled `GET /users/{id}`. */
export function responsesRelated(op: Operation): RelatedReport {
  return { ...responsesPlace(op), message: operationLabel(op) };
}

/** A status an operation should document, judged by the API's norm: what the per-operation response rules share. */
export interface MissingStatus {
  subjects: readonly Operation[];
  covers(op: Operation): boolean;
  /** The message of one operation's finding. */
  deviation(op: Operation): string;
  /** The API-level message, from `met` of `total` operations. */
  apiMessage(met: number, total: number): string;
  /** See `NormRequirement.asks`. */
  asks?(op: Operation): boolean;
  /**
   * The status asked for: an operation whose own summary or description says it answers it (XTRF's "400 Bad Request
   * is returned otherwise") is told on its own even below the norm (see `NormRequirement.stands`).
   */
  status?: number;
  /** See `NormRequirement.kind`. */
  kind?(op: Operation): string;
  /** See `NormRequirement.classMessage`. */
  classMessage?(kind: string, count: number): string;
}

/**
 * Reports operations that do not document a status: each at its `responses` key, or once at `/paths` (see
 * `reportByNorm`). Protocol-defined endpoints are not judged: their standard (OAuth 2.0, OpenID Connect, SCIM, health
 * probes) fixes how they fail. Nor are webhooks the API sends to partners, documented as paths: the partner's
 * receiver answers them, and the API's error statuses are not theirs to document. Nor are operations that answer only
 * `default` (see `answersOnlyDefault`): success-status reports that decision. Nor is a WebSocket handshake: its errors
 * are the new protocol's, sent over the socket.
 */
export function reportMissingStatus(model: ApiModel, report: (r: Report) => void, m: MissingStatus): void {
  const status = m.status;
  const statedNote = (op: Operation) =>
    status !== undefined && statesStatus(op, status) ? ` Its own description says it answers ${status}.` : '';
  reportByNorm(model, report, {
    subjects: m.subjects.filter(
      (op) => !op.path.protocol && !isWebSocketUpgrade(op) && !isPartnerWebhook(op) && !answersOnlyDefault(op),
    ),
    meets: m.covers,
    deviation: (op) => ({ message: m.deviation(op) + statedNote(op), ...responsesPlace(op) }),
    place: responsesRelated,
    apiMessage: m.apiMessage,
    asks: m.asks,
    stands: (op) => status !== undefined && statesStatus(op, status),
    kind: m.kind,
    classMessage: m.classMessage,
  });
}
