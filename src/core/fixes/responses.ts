import type { ApiModel, Operation } from '../openapi/model';
import type { EditPlan } from './edit-plan';
import { listWords, newPlan, operationOf, planFix, type Fixer } from './context';
import type { Fix } from './types';
import { errorResponseRef } from './shared';

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

/**
 * The fix of a rule about missing error responses (400/401/403/404/429/500): `$ref`s to shared responses for
 * the statuses `missing` says the operation lacks (the same function the rule's check reports from); also every
 * error status the operation lacks by any rule's `missingResponses`, at once.
 */
export function errorResponsesFix(missing: (model: ApiModel, op: Operation) => string[]): Fixer {
  return (ctx) => {
    const op = operationOf(ctx);
    if (!op) return [];
    const own = missing(ctx.model, op);
    if (own.length === 0) return [];
    const fixes: Fix[] = [];
    const plan = newPlan(ctx);
    if (addErrorResponses(plan, ctx.model, op, own)) fixes.push(...planFix(ctx, plan, responsesTitle(own), { isPreferred: true, fixAllSafe: true }));
    const all = [...new Set(ctx.rules.flatMap((r) => r.missingResponses?.(ctx.model, op) ?? []))].sort();
    if (all.length > own.length) {
      const wide = newPlan(ctx);
      if (addErrorResponses(wide, ctx.model, op, all)) fixes.push(...planFix(ctx, wide, `${responsesTitle(all, true)}: ${listWords(all)}`));
    }
    return fixes;
  };
}
