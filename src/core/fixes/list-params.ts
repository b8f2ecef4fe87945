import type { ApiModel, Operation } from '../openapi/model';
import { coversStatus } from '../rules/helpers/operation-responses';
import { newPlan, operationOf, operationsByPointer, planFix, type FixContext, type Fixer } from './context';
import { addErrorResponses } from './responses';
import { listParameter } from './added-objects';
import type { Fix } from './types';
import { andList, plural, wordFor } from '../../shared/phrasing';

/** True when the operation takes no input yet, so a new parameter would make it need a 400 response. */
function needs400(op: Operation): boolean {
  const takesInput = op.parameters.some((p) => p.in !== 'body' && p.in !== 'formData') || op.requestBody !== undefined;
  return !takesInput && !coversStatus(op.responses, 400);
}

function addListParams(ctx: FixContext, op: Operation, names: readonly string[], isPreferred: boolean): Fix[] {
  const plan = newPlan(ctx);
  for (const name of names) {
    const param = listParameter(ctx.model, name, plan);
    if (!param || !plan.push(op.node, ['parameters'], param)) return [];
  }
  const with400 = needs400(op);
  if (with400 && !addErrorResponses(plan, ctx.model, op, ['400'])) return [];
  const what = `${andList(names.map((n) => `\`${n}\``))} query ${wordFor(names.length, 'parameter')}`;
  return planFix(ctx, plan, `Add the ${what}${with400 ? ' (and a 400 response for bad input)' : ''}`, {
    isPreferred,
    fixAllSafe: isPreferred,
  });
}

/**
 * The fix of a rule about list query parameters a GET lacks: adds the ones `missing` names (a shared parameter
 * of that name when there is one, a new shared one when the API shares parameters); also every list parameter the operation lacks by any rule's
 * `missingParameters`, at once.
 */
export function listParamsFix(missing: (model: ApiModel, op: Operation) => string[]): Fixer {
  return (ctx) => {
    if (ctx.finding.pointer === '/paths' && ctx.finding.related) return groupedListFix(ctx, missing);
    const op = operationOf(ctx);
    if (!op || ctx.finding.pointer !== op.pointer) return [];
    const own = missing(ctx.model, op);
    if (own.length === 0) return [];
    const fixes = addListParams(ctx, op, own, true);
    const all = ctx.rules.flatMap((r) => r.missingParameters?.(ctx.model, op) ?? []);
    if (all.length > own.length) fixes.push(...addListParams(ctx, op, all, false));
    return fixes;
  };
}

/** An API-level finding (`/paths`): one edit that adds the missing list parameters to every operation it lists. */
function groupedListFix(ctx: FixContext, missing: (model: ApiModel, op: Operation) => string[]): Fix[] {
  const plan = newPlan(ctx);
  const names = new Set<string>();
  let count = 0;
  for (const r of ctx.finding.related ?? []) {
    if (r.uri !== ctx.doc.uri) continue;
    const op = operationsByPointer(ctx.model).get(r.pointer);
    if (!op || !ctx.doc.locate(op.node)) continue;
    const own = missing(ctx.model, op);
    if (own.length === 0) continue;
    for (const name of own) {
      const param = listParameter(ctx.model, name, plan);
      if (!param || !plan.push(op.node, ['parameters'], param)) return [];
      names.add(name);
    }
    if (needs400(op) && !addErrorResponses(plan, ctx.model, op, ['400'])) return [];
    count++;
  }
  if (count === 0) return [];
  const what = `${andList([...names].map((n) => `\`${n}\``))} query ${wordFor(names.size, 'parameter')}`;
  return planFix(ctx, plan, `Add the ${what} to the ${plural(count, 'operation')} listed`, {
    isPreferred: true,
    fixAllSafe: true,
  });
}
