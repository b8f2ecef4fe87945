import type { Operation } from '../openapi/model';
import { parameterPointer } from '../openapi/bodies';
import { appendPointer } from '../document/pointer';
import { coversStatus } from '../rules/operation-responses';
import { listWords, newPlan, operationOf, planFix, type FixContext, type Fixer } from './context';
import { addErrorResponses } from './responses';
import { listParameter } from './shared';
import type { Fix } from './types';

type ListParam = 'limit' | 'page' | 'sort';

/** The list query parameters a rule wants and an operation lacks (a present one of the wrong type is another finding). */
function missingListParams(op: Operation, rule: string): ListParam[] {
  const wanted: ListParam[] = rule === 'list-pagination-params' ? ['limit', 'page'] : rule === 'list-sort-param' ? ['sort'] : [];
  return wanted.filter((name) => !op.parameters.some((p) => p.in === 'query' && p.name === name));
}

/** True when the operation takes no input yet, so a new parameter would make it need a 400 response. */
function needs400(op: Operation): boolean {
  const takesInput = op.parameters.some((p) => p.in !== 'body' && p.in !== 'formData') || op.requestBody !== undefined;
  return !takesInput && !coversStatus(op.responses, 400);
}

function addListParams(ctx: FixContext, op: Operation, names: readonly ListParam[], isPreferred: boolean): Fix[] {
  const plan = newPlan(ctx);
  for (const name of names) if (!plan.push(op.node, ['parameters'], listParameter(ctx.model, name))) return [];
  const with400 = needs400(op);
  if (with400 && !addErrorResponses(plan, ctx.model, op, ['400'])) return [];
  const what = `${listWords(names.map((n) => `\`${n}\``))} query parameter${names.length > 1 ? 's' : ''}`;
  return planFix(ctx, plan, `Add the ${what}${with400 ? ' (and a 400 response for bad input)' : ''}`, { isPreferred, fixAllSafe: isPreferred });
}

/** A list GET without `limit`/`page` or `sort`: adds them (a shared parameter of that name when there is one); also all three at once. */
export const fixListParams: Fixer = (ctx) => {
  const op = operationOf(ctx);
  if (!op || ctx.finding.pointer !== op.pointer) return [];
  const own = missingListParams(op, ctx.finding.rule);
  if (own.length === 0) return [];
  const fixes = addListParams(ctx, op, own, true);
  const all = [...missingListParams(op, 'list-pagination-params'), ...missingListParams(op, 'list-sort-param')];
  if (all.length > own.length) fixes.push(...addListParams(ctx, op, all, false));
  return fixes;
};

/** A body on GET, HEAD or DELETE: removes it (3.x `requestBody`; 2.0 `in: body`/`in: formData` parameters of the operation). */
export const fixBodyOnGetDelete: Fixer = (ctx) => {
  const { model, finding } = ctx;
  const plan = newPlan(ctx);
  if (model.version !== '2.0') {
    const op = operationOf(ctx);
    if (!op || finding.pointer !== appendPointer(op.pointer, 'requestBody') || !plan.removeEntry(op.node, 'requestBody')) return [];
    return planFix(ctx, plan, 'Remove the request body');
  }
  for (const op of model.operations) {
    const bodies = op.parameters.filter((p) => p.in === 'body' || p.in === 'formData');
    if (!bodies.some((p) => appendPointer(parameterPointer(model, op, p), 'in') === finding.pointer)) continue;
    const list = op.node.parameters;
    if (bodies.some((p) => p.level !== 'operation') || !Array.isArray(list) || !ctx.doc.locate(op.node)) return [];
    const indices = bodies.map((p) => Number(p.pointer.slice(p.pointer.lastIndexOf('/') + 1)));
    const ok = indices.length === list.length ? plan.removeEntry(op.node, 'parameters') : plan.removeItems(list, indices);
    return ok ? planFix(ctx, plan, bodies.length > 1 ? 'Remove the body parameters' : `Remove the body parameter "${bodies[0].name}"`) : [];
  }
  return [];
};
