import { isSecured } from '../openapi/security';
import { apiPlace } from './helpers/report-by-norm';
import { answersOnlyDefault, coversStatus, operationLabel, responsesPlace } from './helpers/operation-responses';
import { errorResponsesFix } from '../fixes/responses';
import type { ApiModel, Operation } from '../openapi/model';
import { plural } from '../../shared/phrasing';
import { isObj } from '../../shared/object';
import type { Rule } from './types';

/** What each missing status means, for the message. */
const MEANING: Record<string, string> = {
  '401': 'missing or invalid credentials',
  '403': 'valid credentials without permission',
};

/** Methods that only read. */
const READS = new Set(['get', 'head', 'options']);

/** The reference reads of each model (see `referenceReads`), worked out once per model. */
const REFERENCE = new WeakMap<ApiModel, ReadonlySet<Operation>>();

/**
 * The reads of the API's reference data: every operation of a top-level resource family (the paths that share their
 * first segment after the prefix all paths share) that the API serves read-only and on which it documents no 403,
 * when 403 is the API's norm (documented on at least half of its secured operations). PocketSmith's `/currencies`
 * and `/time_zones` are the same for every user: the API documents 403 where a permission can be denied (writes,
 * owned resources) and not there, because there is none. Below the norm the API made one decision about 403, and the
 * one finding that says so lists every operation, reference reads too (LambdaTest's 4 of 9).
 */
function referenceReads(model: ApiModel): ReadonlySet<Operation> {
  const cached = REFERENCE.get(model);
  if (cached) return cached;
  const out = new Set<Operation>();
  const secured = model.operations.filter((op) => isSecured(op) && !op.path.protocol);
  if (secured.filter((op) => coversStatus(op.responses, 403)).length * 2 >= secured.length) {
    const families = new Map<string, Operation[]>();
    const prefix = sharedPrefix(model);
    for (const op of model.operations) {
      const first = op.path.resourceSegments[prefix];
      const key = first && first.kind !== 'param' ? first.text : undefined;
      if (key === undefined) continue;
      families.set(key, [...(families.get(key) ?? []), op]);
    }
    for (const ops of families.values())
      if (ops.every((op) => READS.has(op.method) && !coversStatus(op.responses, 403)))
        for (const op of ops) out.add(op);
  }
  REFERENCE.set(model, out);
  return out;
}

/** How many leading static segments every path shares (`/api`, `/rest-service`): they name no resource family. */
function sharedPrefix(model: ApiModel): number {
  const paths = model.paths.map((p) => p.resourceSegments);
  if (paths.length < 2) return 0;
  let n = 0;
  for (;;) {
    const seg = paths[0][n];
    if (!seg || seg.kind === 'param') return n;
    if (!paths.every((segs) => segs.length > n + 1 && segs[n].kind !== 'param' && segs[n].text === seg.text)) return n;
    n++;
  }
}

/**
 * True for a protocol endpoint that requires credentials of its own (Velo Payments' token endpoint `/v1/authenticate`
 * with `security: [basicAuth]`): the client authenticates there, and RFC 6749 §5.2 answers bad client credentials
 * with 401, so the 401 is still asked (the 403 is not: the standard has none).
 */
function authenticatesClient(op: Operation): boolean {
  const own = op.node.security;
  return Array.isArray(own) && own.some((req) => isObj(req) && Object.keys(req).length > 0);
}

/**
 * True when the operation is judged on `status`: a secured operation that is not a protocol endpoint and answers more
 * than `default` (success-status's decision, see `answersOnlyDefault`); 403 is not asked of reference reads.
 */
function judged(model: ApiModel, op: Operation, status: string): boolean {
  return (
    isSecured(op) &&
    (!op.path.protocol || (status === '401' && authenticatesClient(op))) &&
    !answersOnlyDefault(op) &&
    (status === '401' || !referenceReads(model).has(op))
  );
}

/** The statuses of 401 and 403 a secured operation does not document; the check reports them and the fix adds them. */
function missing(model: ApiModel, op: Operation): string[] {
  return ['401', '403'].filter((s) => judged(model, op, s) && !coversStatus(op.responses, Number(s)));
}

/** `a 401 response for missing or invalid credentials and a 403 response for …`, for messages. */
function responsesFor(statuses: readonly string[]): string {
  return statuses.map((s) => `a ${s} response for ${MEANING[s]}`).join(' and ');
}

/**
 * A secured operation that does not document 401 (missing or invalid credentials) or 403 (no permission). Each status
 * is judged by the API's norm, and an operation's gap is one finding however many statuses it lacks. 403 is not asked
 * of the reads of reference data (see `referenceReads`).
 */
export const authErrorResponses: Rule = {
  id: 'auth-error-responses',
  defaultSeverity: 'warning',
  section: '§5, §7',
  description: "A secured operation without a 401 response, or without a 403 response (each judged by the API's norm).",
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    const norms = ['401', '403'].map((status) => {
      const subjects = model.operations.filter((op) => judged(model, op, status));
      const failing = new Set(subjects.filter((op) => !coversStatus(op.responses, Number(status))));
      const met = subjects.length - failing.size;
      return { status, total: subjects.length, met, failing, norm: met * 2 >= subjects.length };
    });
    const lacks = (op: Operation, norm: boolean) =>
      norms.filter((n) => n.norm === norm && n.failing.has(op)).map((n) => n.status);
    // Below the norm: one finding for the API, naming each status that is.
    const gaps = norms.filter((n) => !n.norm && n.failing.size > 0);
    if (gaps.length > 0) {
      const ops = model.operations.filter((op) => lacks(op, false).length > 0);
      const counts = gaps.map((n) => `${n.status} on ${n.met} of ${n.total}`).join(', ');
      const message =
        gaps.length === 1
          ? `${gaps[0].status} is documented on ${gaps[0].met} of ${plural(gaps[0].total, 'secured operation')}; add a ${gaps[0].status} response for ${MEANING[gaps[0].status]} to each (listed as related), for instance one shared response referenced from each.`
          : `401 and 403 are each documented on fewer than half of the secured operations (${counts}); add ${responsesFor(['401', '403'])} to each operation listed as related, for instance shared responses referenced from each.`;
      report({
        message,
        ...apiPlace(model),
        related: ops.map((op) => ({
          ...responsesPlace(op),
          message:
            gaps.length === 1
              ? operationLabel(op)
              : `${operationLabel(op)}: ${lacks(op, false)
                  .map((s) => `no ${s}`)
                  .join(', ')}`,
        })),
      });
    }
    // At or above the norm: each operation that deviates, once, naming every status it lacks.
    for (const op of model.operations) {
      const own = lacks(op, true);
      if (own.length === 0) continue;
      report({
        message: `${operationLabel(op)} requires credentials but documents ${own.map((s) => `no ${s}`).join(' and ')} response; add ${responsesFor(own)}.`,
        ...responsesPlace(op),
      });
    }
  },
};
