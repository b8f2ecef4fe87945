import type { Operation } from '../openapi/model';
import type { Report, Rule } from './types';
import { plural } from '../../shared/phrasing';
import { reportByCause } from './helpers/report-by-cause';
import { isProbe } from './helpers/infrastructure-reads';
import { appendPointer } from '../document/pointer';
import { isPassThrough, isWebSocketUpgrade } from '../openapi/protocol';
import { isSuccessStatus, methodKey, responseFor, statusKey } from '../openapi/bodies';
import { orList } from '../../shared/phrasing';

/** Statuses that redirect the request itself (RFC 9110 §15.4): an operation answering only these is a redirect endpoint. */
const REDIRECTS = new Set(['301', '302', '307', '308']);

/**
 * True for a redirect: 301, 302, 307 or 308 on any method; 303 (see other) or `3XX` only on a read or a
 * protocol-defined endpoint, since a write answered by 303 has done (or accepted) its work and points at the outcome,
 * which §4 answers with 202.
 */
function isRedirect(op: Operation, status: string): boolean {
  if (REDIRECTS.has(status)) return true;
  const read = op.method === 'get' || op.method === 'head';
  // A protocol-defined endpoint answers as its standard says: SAML's Assertion Consumer Service takes the assertion by
  // POST and sends the browser on with a 303 (SigNoz's `POST /api/v1/complete/saml`).
  return (read || op.path.protocol) && (status === '303' || status.toUpperCase() === '3XX');
}

/**
 * True when this rule reports the operation for answering no success at all (no 2xx, and no redirect): the one
 * finding for that gap, so a rule asking for a particular 2xx (create-returns-201) leaves the operation alone.
 */
export function reportsNoSuccess(op: Operation): boolean {
  if (op.responses.some((r) => isSuccessStatus(r.status))) return false;
  // An upgrade (a WebSocket handshake) succeeds with 101 Switching Protocols: its success is the new protocol's; a
  // pass-through (a proxy, a protocol mounted at the root: go2rtc's ONVIF `/onvif/`) answers as its target does.
  return !op.responses.some((r) => isRedirect(op, r.status)) && !isWebSocketUpgrade(op) && !isPassThrough(op);
}

/**
 * True when an operation answers 207 Multi-Status (RFC 4918 §11.1): a batch whose body tells each item's own outcome
 * (Emporix's bulk `PUT /products/bulk`, one result with its status per product). The standard answer of such a batch:
 * neither a write asked for 200–204 nor a create asked for 201.
 */
export function answersPerItem(op: Operation): boolean {
  return op.responses.some((r) => r.status === '207');
}

/** The success statuses each method must offer one of (§4); other methods need any 2xx. */
const EXPECTED: Partial<Record<Operation['method'], string[]>> = {
  get: ['200'],
  put: ['200', '201', '202', '204'],
  patch: ['200', '202', '204'],
  delete: ['200', '202', '204'],
};

/**
 * An operation with no 2xx response; GET with no 200 (or `2XX`); PUT without 200/201/202/204; PATCH or DELETE
 * without 200/202/204 (202: the change is accepted and done later). A GET whose every success is a 204 answers
 * empty on purpose (§4: "any empty response: 204"), a write answering 207 Multi-Status tells each item of a batch,
 * and an operation that answers only a redirect is a redirect endpoint, as a 101 is an upgrade: none is flagged. A write answered by 303 (Jira's DELETE pointing at its task)
 * is flagged: its outcome is work accepted, 202.
 */
export const successStatus: Rule = {
  id: 'success-status',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'An operation lacks the success status its method calls for.',
  check({ model, report }) {
    // Operations with no 2xx, and whether they answer through `default` alone: when most operations do (Miataru
    // documents every success as `default`), that is one decision of the API, one finding.
    const noSuccess: NoSuccess[] = [];
    // Operations whose 2xx statuses are not what their method answers, by method and statuses (`put 205`).
    const wrongStatus: { label: string; method: Operation['method']; cause: string; report: Report }[] = [];
    for (const op of model.operations) {
      const label = `${op.method.toUpperCase()} ${op.path.path}`;
      const success = op.responses.filter((r) => isSuccessStatus(r.status));
      if (success.length === 0) {
        if (!reportsNoSuccess(op)) continue;
        const wants = EXPECTED[op.method]
          ? `a successful ${op.method.toUpperCase()} answers ${statusWords(EXPECTED[op.method]!)}`
          : 'document the 2xx status it answers';
        const message = `${label} declares no success (2xx) response; ${wants} (§4).`;
        const viaDefault = op.responses.some((r) => r.status === 'default');
        if (op.responsesNode)
          noSuccess.push({
            label,
            viaDefault,
            template: templateOf(op),
            report: {
              message,
              pointer: appendPointer(op.pointer, 'responses'),
              at: { node: op.node, key: 'responses', part: 'key' },
            },
          });
        else
          noSuccess.push({
            label,
            viaDefault,
            template: templateOf(op),
            report: { message, pointer: op.pointer, at: methodKey(op) },
          });
        continue;
      }
      const expected = EXPECTED[op.method];
      if (!expected || expected.some((code) => responseFor(op, code))) continue;
      if (op.method !== 'get' && answersPerItem(op)) continue;
      if (op.method === 'get' && success.every((r) => r.status === '204')) continue;
      const first = success[0];
      const answers = success.map((r) => r.status).join(', ');
      wrongStatus.push({
        label,
        method: op.method,
        cause: `${op.method} ${answers}`,
        report: {
          message: `${label} answers ${answers} but has no ${statusWords(expected)} response; a successful ${op.method.toUpperCase()} answers ${statusWords(expected)} (§4).`,
          pointer: first.pointer,
          at: statusKey(first),
        },
      });
    }
    // Every PUT answering the same other status (figshare's 205) is the API's convention: one finding (RULES.md v3).
    const byMethod = (method: string) => model.operations.filter((op) => op.method === method).length;
    reportByCause(model, report, {
      applies: (cause) => byMethod(cause.split(' ')[0]),
      flagged: wrongStatus,
      cause: (o) => o.cause,
      single: (o) => o.report,
      related: (o) => ({ pointer: o.report.pointer, at: o.report.at, message: o.label }),
      shared: (cause, list) => {
        const method = list[0].method;
        const verb = method.toUpperCase();
        const expected = statusWords(EXPECTED[method]!);
        return {
          message: `${list.length} of ${byMethod(method)} ${verb}s answer ${cause.slice(method.length + 1)} and none of ${expected} (e.g. ${list[0].label}): the API's own convention, reported once here rather than on every ${verb}; a successful ${verb} answers ${expected} (§4).`,
        };
      },
    });
    reportByCause(model, report, {
      applies: model.operations.length,
      flagged: noSuccess,
      cause: (o) => (o.viaDefault ? 'default' : 'none'),
      single: (o) => o.report,
      others: (places) => reportByTemplate(report, places),
      related: (o) => ({ pointer: o.report.pointer, at: o.report.at, message: o.label }),
      shared: (cause, list) => ({
        message:
          cause === 'default'
            ? `${list.length} of ${plural(model.operations.length, 'operation')} document their success only as \`default\` (e.g. ${list[0].label}): one decision of the API, reported once here. Declare the 2xx status each operation answers (§4): 200 for a read, 201 for a create, 204 for no content.`
            : `${list.length} of ${plural(model.operations.length, 'operation')} declare no success (2xx) response (e.g. ${list[0].label}): one gap of the API, reported once here. Declare the 2xx status each operation answers (§4).`,
      }),
    });
  },
};

/** An operation without a 2xx: its label, whether it answers through `default` alone, its template and its finding. */
interface NoSuccess {
  label: string;
  viaDefault: boolean;
  template: string;
  report: Report;
}

/**
 * The response template a health or status probe without a 2xx shares with the API's other probes (see `isProbe`):
 * the statuses it declares (Appwrite's twelve `GET /health/*` declare only `500`, one copied template). Empty for an
 * operation that is not a probe or declares nothing: those are told each.
 */
function templateOf(op: Operation): string {
  if (!isProbe(op) || op.responses.length === 0) return '';
  return ['probe', ...op.responses.map((r) => r.status).sort()].join(' ');
}

/**
 * Reports operations without a 2xx one per template (see `templateOf`): probes that declare the same responses are
 * one copied template, told once at the first with the others related (RULES.md "Reporting"); every other operation
 * on its own.
 */
function reportByTemplate(report: (r: Report) => void, places: readonly NoSuccess[]): void {
  const groups = new Map<string, NoSuccess[]>();
  for (const p of places) {
    const key = p.template || `\u0000${groups.size}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const [first, ...others] of groups.values()) {
    if (others.length === 0) {
      report(first.report);
      continue;
    }
    report({
      ...first.report,
      message: `${first.report.message} The same on ${plural(others.length, 'other probe')} of the service that declare the same responses (listed as related): one template.`,
      related: others.map((o) => ({ pointer: o.report.pointer, at: o.report.at, message: o.label })),
    });
  }
}

function statusWords(codes: string[]): string {
  return orList(codes);
}
