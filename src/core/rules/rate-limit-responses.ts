import { errorResponsesFix } from '../fixes/responses';
import type { ApiModel, Operation } from '../openapi/model';
import { reportMissingStatus } from './helpers/report-by-norm';
import { plural } from '../../shared/phrasing';
import { coversStatus, operationLabel } from './helpers/operation-responses';
import { isProbe } from './helpers/infrastructure-reads';
import type { Rule } from './types';
import { isObj } from '../../shared/object';
import { isRateLimit429 } from '../openapi/rate-limit-429';

const RATE_LIMIT_HEADER = /^x-ratelimit-/i;

/** The first `X-RateLimit-*` name among the keys of a `headers` object. */
function rateLimitHeaderIn(model: ApiModel, headers: unknown): string | undefined {
  const node = model.deref(headers);
  return isObj(node) ? Object.keys(node).find((k) => RATE_LIMIT_HEADER.test(k)) : undefined;
}

/**
 * Says where the API declares rate limits, or `undefined` when it does not: a 429 response on an operation (one that
 * names another cause, an overloaded model or too many open transactions, is not rate limiting: `isRateLimit429`), or
 * an `X-RateLimit-*` header on any response or among the shared headers and responses.
 */
export function rateLimitEvidence(model: ApiModel): string | undefined {
  for (const op of model.operations) {
    if (op.responses.some((r) => r.status === '429' && isRateLimit429(model, op, r)))
      return `a 429 response on ${operationLabel(op)}`;
  }
  for (const op of model.operations) {
    for (const r of op.responses) {
      const h = r.headers.find((x) => RATE_LIMIT_HEADER.test(x.name));
      if (h) return `the ${h.name} header on ${operationLabel(op)}`;
    }
  }
  const root = model.root;
  const shared: [string, unknown][] = [];
  if (model.version === '2.0') {
    if (isObj(root.responses))
      shared.push(...Object.entries(root.responses).map(([k, v]): [string, unknown] => [`responses.${k}`, v]));
  } else if (isObj(root.components)) {
    const c = root.components;
    if (isObj(c.headers)) {
      const h = Object.keys(c.headers).find((k) => RATE_LIMIT_HEADER.test(k));
      if (h) return `the shared header components.headers.${h}`;
    }
    if (isObj(c.responses))
      shared.push(...Object.entries(c.responses).map(([k, v]): [string, unknown] => [`components.responses.${k}`, v]));
  }
  for (const [where, raw] of shared) {
    const r = model.deref(raw);
    const h = isObj(r) ? rateLimitHeaderIn(model, r.headers) : undefined;
    if (h) return `the ${h} header of ${where}`;
  }
  return undefined;
}

const evidence = new WeakMap<ApiModel, string | null>();

/** `rateLimitEvidence`, remembered per model: the search walks every response. */
function evidenceOf(model: ApiModel): string | undefined {
  let known = evidence.get(model);
  if (known === undefined) evidence.set(model, (known = rateLimitEvidence(model) ?? null));
  return known ?? undefined;
}

/** `['429']` when the operation documents no 429 in an API that declares rate limits; the check reports it and the fix adds it. */
function missing(model: ApiModel, op: Operation): string[] {
  return !isProbe(op) && !coversStatus(op.responses, 429) && evidenceOf(model) !== undefined ? ['429'] : [];
}

/**
 * An operation with no 429 response in an API that declares rate limits somewhere (a 429 or an `X-RateLimit-*`
 * header). Judged by the API's norm: a few 429s among many operations make one API-level finding. Probes of the
 * service (`GET /`, `/health`, `/status`: see `isProbe`) are not asked: monitors call them, not clients with a quota.
 */
export const rateLimitResponses: Rule = {
  id: 'rate-limit-responses',
  defaultSeverity: 'warning',
  section: '§8',
  description:
    "An operation with no 429 response when the API declares rate limits anywhere (judged by the API's norm).",
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    const evidence = evidenceOf(model);
    if (evidence === undefined) return;
    reportMissingStatus(model, report, {
      subjects: model.operations.filter((op) => !isProbe(op)),
      covers: (op) => missing(model, op).length === 0,
      status: 429,
      deviation: (op) =>
        `The API declares rate limits (${evidence}) but ${operationLabel(op)} documents no 429 response; add a 429 response for when the client exceeds the rate limit.`,
      apiMessage: (met, total) =>
        `429 is documented on ${met} of ${plural(total, 'operation')}, though the API declares rate limits (${evidence}); add a 429 response with the X-RateLimit-* headers to each (listed as related), for instance one shared response referenced from each.`,
    });
  },
};
