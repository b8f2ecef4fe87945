import { securedChanges } from '../fixes/contract-changes';
import { newPlan, planFix, type FixContext, type Fixer } from '../fixes/context';
import type { EditPlan } from '../fixes/edit-plan';
import { addErrorResponses } from '../fixes/responses';
import {
  bearerSchemeObject,
  freeSchemeName,
  requireGlobally,
  schemesHome as schemesPath,
} from '../fixes/added-objects';
import type { Fix } from '../fixes/types';
import { coversStatus } from './helpers/operation-responses';
import type { ApiModel } from '../openapi/model';
import { sendsBearer } from '../openapi/security';
import { securedOutsideApi, securityAppliedToApi } from './helpers/security-subjects';
import { plural } from '../../shared/phrasing';
import type { Report, Rule } from './types';
import { isObj } from '../../shared/object';
import { isRef } from '../document/refs';

/** Where the list of schemes is, or would be: `components.securitySchemes` (3.x) or `securityDefinitions` (2.0). */
function schemesHome(model: ApiModel): string {
  return model.version === '2.0' ? 'securityDefinitions' : 'components.securitySchemes';
}

/** The narrowest existing node that shows "no scheme here": the empty list of schemes, `components`, or the version key. */
function noSchemesPlace(model: ApiModel): Pick<Report, 'pointer' | 'at'> {
  const root = model.root;
  if (model.version === '2.0') {
    if ('securityDefinitions' in root)
      return { pointer: '/securityDefinitions', at: { node: root, key: 'securityDefinitions', part: 'key' } };
    return { pointer: '/swagger', at: { node: root, key: 'swagger', part: 'key' } };
  }
  const components = root.components;
  if (isObj(components)) {
    if ('securitySchemes' in components)
      return { pointer: '/components/securitySchemes', at: { node: components, key: 'securitySchemes', part: 'key' } };
    return { pointer: '/components', at: { node: root, key: 'components', part: 'key' } };
  }
  return { pointer: '/openapi', at: { node: root, key: 'openapi', part: 'key' } };
}

/** The names of schemes defined by a `$ref` that does not resolve here (a remote document, not fetched). */
function unreadSchemes(model: ApiModel): string[] {
  const home = model.securitySchemesNode as Record<string, unknown> | undefined;
  if (!home) return [];
  return Object.keys(home).filter(
    (name) => !name.startsWith('x-') && isRef(home[name]) && !isObj(model.deref(home[name])),
  );
}

/** Where to say "defined but not applied": an empty root `security` list, else the list of schemes. */
function unappliedPlace(model: ApiModel): Pick<Report, 'pointer' | 'at'> {
  const root = model.root;
  if ('security' in root) return { pointer: '/security', at: { node: root, key: 'security', part: 'key' } };
  if (model.version === '2.0')
    return { pointer: '/securityDefinitions', at: { node: root, key: 'securityDefinitions', part: 'key' } };
  return {
    pointer: '/components/securitySchemes',
    at: { node: root.components as object, key: 'securitySchemes', part: 'key' },
  };
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
  const changes = securedChanges(ctx.model);
  const full = newPlan(ctx);
  const withResponses = change(full) ? addAuthResponses(full, ctx.model) : -1;
  if (withResponses > 0)
    fixes.push(...planFix(ctx, full, `${title}, with 401/403 responses`, { isPreferred: true, changes }));
  const plain = newPlan(ctx);
  if (change(plain)) fixes.push(...planFix(ctx, plain, title, { isPreferred: withResponses === 0, changes }));
  return fixes;
}

/** No security scheme, or none applied: adds a bearer scheme and a global requirement (or applies an existing scheme globally). */
const fixSecurityDefined: Fixer = (ctx) => {
  const { model } = ctx;
  const unread = model.securitySchemes.length === 0 ? unreadSchemes(model) : [];
  if (unread.length > 0)
    return securingFixes(ctx, `Require ${unread[0]} globally`, (plan) => requireGlobally(plan, model, unread[0]));
  if (model.securitySchemes.length === 0) {
    const name = freeSchemeName(model);
    return securingFixes(
      ctx,
      `Add a bearer security scheme (${name}) and require it globally`,
      (plan) =>
        plan.set(model.root, [...schemesPath(model), name], bearerSchemeObject(model)) &&
        requireGlobally(plan, model, name),
    );
  }
  const scheme = model.securitySchemes.find((s) => sendsBearer(s, model.version)) ?? model.securitySchemes[0];
  return securingFixes(ctx, `Require ${scheme.name} globally`, (plan) => requireGlobally(plan, model, scheme.name));
};

/** No security scheme is defined, or schemes are defined but no requirement (global or per operation) applies one. */
export const securityDefined: Rule = {
  id: 'security-defined',
  defaultSeverity: 'error',
  section: '§5',
  description: 'No security scheme is defined, or none is applied globally or on any operation.',
  fix: fixSecurityDefined,
  check({ model, report }) {
    if (model.operations.length === 0) return;
    // A scheme defined by a `$ref` this lint did not follow (a remote document, not fetched without consent: Zoho's
    // `iam-oauth2-schema`) is defined all the same; what it is was not checked, and unresolved-ref says so.
    const unread = unreadSchemes(model);
    if (model.securitySchemes.length === 0 && unread.length > 0) {
      if (!securityAppliedToApi(model))
        report({
          message: `Security schemes are defined (${unread.map((n) => `\`${n}\``).join(', ')}, by a \`$ref\` not followed) but no operation requires any of them; add a root \`security\` requirement (e.g. \`security: [{${unread[0]}: []}]\`) or one on each operation.`,
          ...unappliedPlace(model),
        });
      return;
    }
    if (model.securitySchemes.length === 0) {
      const example =
        model.version === '2.0'
          ? 'an apiKey scheme for the `Authorization` header, or oauth2'
          : '`type: http, scheme: bearer`';
      report({
        message: `No security scheme is defined; every request must carry credentials. Define one under ${schemesHome(model)} (the conventions want \`Authorization: Bearer <token>\`: ${example}) and apply it with a root \`security\` requirement.`,
        ...noSchemesPlace(model),
      });
      return;
    }
    if (securityAppliedToApi(model)) return;
    const name = model.securitySchemes[0].name;
    const outside = securedOutsideApi(model);
    const only = outside.length
      ? ` of the API requires any of them (only ${plural(outside.length, 'token or infrastructure endpoint')} such as ${outside[0].method.toUpperCase()} ${outside[0].path.path} ${outside.length > 1 ? 'do' : 'does'})`
      : ' requires any of them';
    report({
      message: `Security schemes are defined but no operation${only}; add a root \`security\` requirement (e.g. \`security: [{${name}: []}]\`) or one on each operation.`,
      ...unappliedPlace(model),
    });
  },
};
