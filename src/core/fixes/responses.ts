import { isRef } from '../document/refs';
import type { ApiModel, Operation } from '../openapi/model';
import { isSecured } from '../openapi/security';
import { addressesMember, coversServerError, coversStatus, takesInput } from '../rules/operation-responses';
import { rateLimitEvidence } from '../rules/rate-limit-responses';
import type { EditPlan } from './edit-plan';
import { isObj } from './emit';
import { listWords, newPlan, operationOf, planFix, type Fixer } from './context';
import type { Fix } from './types';
import { errorResponseRef, RATE_LIMIT_HEADERS, rateLimitHeader } from './shared';

/** The rules whose findings are missing error responses. */
export const ERROR_RESPONSE_RULES = [
  'bad-request-response',
  'not-found-response',
  'server-error-response',
  'auth-error-responses',
  'rate-limit-responses',
] as const;

const evidence = new WeakMap<ApiModel, boolean>();

/** True when the API declares rate limits somewhere (remembered per model: the search walks every response). */
function declaresRateLimits(model: ApiModel): boolean {
  let known = evidence.get(model);
  if (known === undefined) evidence.set(model, (known = rateLimitEvidence(model) !== undefined));
  return known;
}

/** The error statuses an operation lacks by one rule's reckoning, in numeric order. */
export function missingErrorStatuses(model: ApiModel, op: Operation, rule: string): string[] {
  const out: string[] = [];
  const r = op.responses;
  if (rule === 'bad-request-response') {
    if (takesInput(op) && !coversStatus(r, 400)) out.push('400');
  } else if (rule === 'not-found-response') {
    if (addressesMember(op) && !coversStatus(r, 404)) out.push('404');
  } else if (rule === 'server-error-response') {
    if (!coversServerError(r)) out.push('500');
  } else if (rule === 'auth-error-responses') {
    if (isSecured(op) && !coversStatus(r, 401)) out.push('401');
    if (isSecured(op) && !coversStatus(r, 403)) out.push('403');
  } else if (rule === 'rate-limit-responses') {
    if (!coversStatus(r, 429) && declaresRateLimits(model)) out.push('429');
  }
  return out;
}

/** Adds `$ref`s to the shared responses for `statuses` to an operation, creating the components it needs. */
export function addErrorResponses(plan: EditPlan, model: ApiModel, op: Operation, statuses: readonly string[]): boolean {
  if ('responses' in op.node && !plan.isMapping(op.node.responses)) return false;
  for (const status of statuses) {
    const ref = errorResponseRef(plan, model, status);
    if (!ref || !plan.set(op.node, ['responses', status], { $ref: ref })) return false;
  }
  return true;
}

function responsesTitle(statuses: readonly string[], all = false): string {
  const what = statuses.length === 1 ? `the missing ${statuses[0]} response` : `the missing ${listWords(statuses)} responses`;
  return `${all ? 'Add all missing error responses' : `Add ${what}`} (shared components)`;
}

/** Missing 400/401/403/404/429/500: `$ref`s to shared responses; also every error status the operation lacks at once. */
export const fixErrorResponses: Fixer = (ctx) => {
  const op = operationOf(ctx);
  if (!op) return [];
  const own = missingErrorStatuses(ctx.model, op, ctx.finding.rule);
  if (own.length === 0) return [];
  const fixes: Fix[] = [];
  const plan = newPlan(ctx);
  if (addErrorResponses(plan, ctx.model, op, own)) fixes.push(...planFix(ctx, plan, responsesTitle(own), { isPreferred: true, fixAllSafe: true }));
  const all = ERROR_RESPONSE_RULES.flatMap((rule) => missingErrorStatuses(ctx.model, op, rule)).sort();
  if (all.length > own.length) {
    const wide = newPlan(ctx);
    if (addErrorResponses(wide, ctx.model, op, all)) fixes.push(...planFix(ctx, wide, `${responsesTitle(all, true)}: ${listWords(all)}`));
  }
  return fixes;
};

/** A create answering 200: the status key becomes 201, quoted as it was. */
export const fixCreateReturns201: Fixer = (ctx) => {
  const op = operationOf(ctx);
  const resp = op?.responses.find((r) => r.status === '200' && r.pointer === ctx.finding.pointer);
  if (!op || !resp || !isObj(resp.holder) || '201' in resp.holder) return [];
  const key = ctx.doc.locate(resp.holder)?.keys?.get('200')?.key;
  if (!key) return [];
  const plan = newPlan(ctx);
  plan.replace(key, ctx.doc.text.slice(key.start, key.end).replace('200', '201'));
  return planFix(ctx, plan, 'Answer 201 Created instead of 200', { isPreferred: true, fixAllSafe: true });
};

/** The 429 responses a `rate-limit-headers` finding about missing headers can be about: pointer where it is used or defined → node. */
function rateLimitResponses(model: ApiModel): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const op of model.operations) {
    for (const r of op.responses) {
      if (r.status !== '429') continue;
      out.set(r.pointer, r.node);
      const raw = isObj(r.holder) ? r.holder[r.status] : undefined;
      if (isRef(raw) && raw.$ref.startsWith('#/')) out.set(raw.$ref.slice(1), r.node);
    }
  }
  return out;
}

/** A 429 without the `X-RateLimit-*` headers: adds the missing ones as integers (or `$ref`s to shared headers). */
export const fixRateLimitHeaders: Fixer = (ctx) => {
  const p = ctx.finding.pointer;
  const base = p.endsWith('/headers') ? p.slice(0, -'/headers'.length) : p;
  const resp = rateLimitResponses(ctx.model).get(base);
  if (!resp || !ctx.doc.locate(resp)) return [];
  const present = new Set(isObj(resp.headers) ? Object.keys(resp.headers).map((k) => k.toLowerCase()) : []);
  const missing = Object.keys(RATE_LIMIT_HEADERS).filter((h) => !present.has(h.toLowerCase()));
  if (missing.length === 0) return [];
  const plan = newPlan(ctx);
  for (const h of missing) if (!plan.set(resp, ['headers', h], rateLimitHeader(ctx.model, h))) return [];
  const title = missing.length === 1 ? `Add the ${missing[0]} header` : `Add the ${listWords(missing)} headers`;
  return planFix(ctx, plan, title, { isPreferred: true, fixAllSafe: true });
};
