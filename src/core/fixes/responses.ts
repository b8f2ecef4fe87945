import type { ApiModel, Operation } from '../openapi/model';
import type { EditPlan } from './edit-plan';
import { newPlan, operationAt, operationOf, planFix, type FixContext, type Fixer } from './context';
import type { Fix } from './types';
import { errorResponseRef } from './added-objects';
import { andList, plural } from '../../shared/phrasing';

/** Adds `$ref`s to the shared responses for `statuses` to an operation, creating the components it needs. */
export function addErrorResponses(
  plan: EditPlan,
  model: ApiModel,
  op: Operation,
  statuses: readonly string[],
): boolean {
  if ('responses' in op.node && !plan.isMapping(op.node.responses)) return false;
  for (const status of statuses) {
    const ref = errorResponseRef(plan, model, status);
    if (!ref || !plan.set(op.node, ['responses', status], { $ref: ref })) return false;
  }
  return true;
}

function responsesTitle(statuses: readonly string[], all = false): string {
  const what =
    statuses.length === 1 ? `the missing ${statuses[0]} response` : `the missing ${andList(statuses)} responses`;
  return `${all ? 'Add all missing error responses' : `Add ${what}`} (shared components)`;
}

/**
 * The fix of a rule about missing error responses (400/401/403/404/429/500): `$ref`s to shared responses for
 * the statuses `missing` says the operation lacks (the same function the rule's check reports from); also every
 * error status the operation lacks by any rule's `missingResponses`, at once.
 */
export function errorResponsesFix(missing: (model: ApiModel, op: Operation) => string[]): Fixer {
  return (ctx) => {
    if (ctx.finding.pointer === '/paths' && ctx.finding.related) return groupedFix(ctx, missing);
    const op = operationOf(ctx);
    if (!op) return [];
    const own = missing(ctx.model, op);
    if (own.length === 0) return [];
    const fixes: Fix[] = [];
    const plan = newPlan(ctx);
    if (addErrorResponses(plan, ctx.model, op, own))
      fixes.push(...planFix(ctx, plan, responsesTitle(own), { isPreferred: true, fixAllSafe: true }));
    const all = [...new Set(ctx.rules.flatMap((r) => r.missingResponses?.(ctx.model, op) ?? []))].sort();
    if (all.length > own.length) {
      const wide = newPlan(ctx);
      if (addErrorResponses(wide, ctx.model, op, all))
        fixes.push(...planFix(ctx, wide, `${responsesTitle(all, true)}: ${andList(all)}`));
    }
    return fixes;
  };
}

/**
 * The operations an API-level finding lists in `related` that are written in the fixed document, and the statuses
 * each lacks: only the one the message names when it names one (`auth-error-responses` judges 401 and 403 apart).
 * A `responses` mapping that several operations share (a YAML alias) is written once, where it is written.
 */
function groupedOperations(
  ctx: FixContext,
  missing: (model: ApiModel, op: Operation) => string[],
): { ops: { op: Operation; statuses: string[] }[]; listed: number } {
  const named = /^(\d{3}) is documented on /.exec(ctx.finding.message)?.[1];
  const ops: { op: Operation; statuses: string[] }[] = [];
  const seen = new Set<unknown>();
  let listed = 0;
  for (const r of ctx.finding.related ?? []) {
    if (r.uri !== ctx.doc.uri) continue;
    const op = operationAt(ctx.model, r.pointer);
    if (!op || !ctx.doc.locate(op.node)) continue;
    if ('responses' in op.node && !ctx.doc.locate(op.node.responses as object)) continue;
    listed++;
    if (seen.has(op.node.responses)) continue;
    if ('responses' in op.node) seen.add(op.node.responses);
    const statuses = missing(ctx.model, op).filter((s) => !named || s === named);
    if (statuses.length > 0) ops.push({ op, statuses });
  }
  return { ops, listed };
}

/** An API-level finding (`/paths`): one edit that adds the shared response and `$ref`s it from every operation it lists. */
function groupedFix(ctx: FixContext, missing: (model: ApiModel, op: Operation) => string[]): Fix[] {
  const { ops, listed } = groupedOperations(ctx, missing);
  if (ops.length === 0) return [];
  const plan = newPlan(ctx);
  for (const { op, statuses } of ops) if (!addErrorResponses(plan, ctx.model, op, statuses)) return [];
  const statuses = [...new Set(ops.flatMap((o) => o.statuses))].sort();
  const what = statuses.length === 1 ? `a shared ${statuses[0]} response` : `shared ${andList(statuses)} responses`;
  const count = plural(listed, 'operation');
  return planFix(ctx, plan, `Add ${what} to the ${count} listed`, { isPreferred: true, fixAllSafe: true });
}
