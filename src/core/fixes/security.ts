import type { ApiModel } from '../openapi/model';
import { sendsBearer } from '../openapi/security';
import type { EditPlan } from './edit-plan';
import { newPlan, planFix, type FixContext, type Fixer } from './context';
import { coversStatus } from '../rules/operation-responses';
import { addErrorResponses } from './responses';
import { bearerSchemeObject, freeSchemeName, schemesHome } from './shared';
import type { Fix } from './types';

/** Adds `{name: []}` to the root `security` list, creating the list when there is none. */
function requireGlobally(plan: EditPlan, model: ApiModel, name: string): boolean {
  return plan.push(model.root, ['security'], { [name]: [] });
}

/**
 * Documents 401 and 403 on every operation the global requirement will secure (those without their own
 * `security`), so securing the API does not leave each of them with a new `auth-error-responses` finding.
 */
function addAuthResponses(plan: EditPlan, model: ApiModel): number {
  let n = 0;
  for (const op of model.operations) {
    if (op.securitySource === 'operation') continue;
    const missing = ['401', '403'].filter((s) => !coversStatus(op.responses, Number(s)));
    if (missing.length === 0) continue;
    if (!addErrorResponses(plan, model, op, missing)) return -1;
    n++;
  }
  return n;
}

/** Both variants of a change that secures the API: with 401/403 on the operations it secures (preferred), and without. */
function securingFixes(ctx: FixContext, title: string, change: (plan: EditPlan) => boolean): Fix[] {
  const fixes: Fix[] = [];
  const full = newPlan(ctx);
  const withResponses = change(full) ? addAuthResponses(full, ctx.model) : -1;
  if (withResponses > 0) fixes.push(...planFix(ctx, full, `${title}, with 401/403 responses`, { isPreferred: true }));
  const plain = newPlan(ctx);
  if (change(plain)) fixes.push(...planFix(ctx, plain, title, { isPreferred: withResponses === 0 }));
  return fixes;
}

/** No security scheme, or none applied: adds a bearer scheme and a global requirement (or applies an existing scheme globally). */
export const fixSecurityDefined: Fixer = (ctx) => {
  const { model } = ctx;
  if (model.securitySchemes.length === 0) {
    const name = freeSchemeName(model);
    return securingFixes(ctx, `Add a bearer security scheme (${name}) and require it globally`, (plan) =>
      plan.set(model.root, [...schemesHome(model), name], bearerSchemeObject(model)) && requireGlobally(plan, model, name),
    );
  }
  const scheme = model.securitySchemes.find((s) => sendsBearer(s, model.version)) ?? model.securitySchemes[0];
  return securingFixes(ctx, `Require ${scheme.name} globally`, (plan) => requireGlobally(plan, model, scheme.name));
};

/** No scheme sends a bearer token: adds one, and accepts it as an alternative in a global requirement that exists. */
export const fixBearerScheme: Fixer = (ctx) => {
  const { model } = ctx;
  const name = freeSchemeName(model);
  const plan = newPlan(ctx);
  if (!plan.set(model.root, [...schemesHome(model), name], bearerSchemeObject(model))) return [];
  const global = model.root.security;
  const accept = Array.isArray(global) && global.length > 0;
  if (accept && !requireGlobally(plan, model, name)) return [];
  return planFix(ctx, plan, `Add a bearer security scheme (${name})${accept ? ' and accept it globally' : ''}`, { isPreferred: true });
};
