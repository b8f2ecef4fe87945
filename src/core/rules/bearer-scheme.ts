import { newPlan, planFix, type Fixer } from '../fixes/context';
import { bearerSchemeObject, freeSchemeName, requireGlobally, schemesHome } from '../fixes/added-objects';
import { isAuthorizationApiKey, sendsBearer } from '../openapi/security';
import type { SecurityScheme } from '../openapi/model';
import type { Rule } from './types';

/** An apiKey scheme sent in the query string: `api-key-in-query`'s finding, which already names the bearer token. */
export function isQueryApiKey(scheme: SecurityScheme): boolean {
  return scheme.type === 'apiKey' && scheme.in === 'query';
}

/** Credential headers a marketplace's gateway sets for every API it lists, lowercased: RapidAPI's (formerly Mashape's). */
const MARKETPLACE_HEADERS = new Set(['x-rapidapi-key', 'x-mashape-key']);

/** True for an apiKey header that a marketplace's gateway fixes (GeoDB's `x-rapidapi-key` on `*.p.rapidapi.com`). */
function isMarketplaceHeader(scheme: SecurityScheme): boolean {
  return (
    scheme.type === 'apiKey' && scheme.in === 'header' && MARKETPLACE_HEADERS.has(scheme.paramName?.toLowerCase() ?? '')
  );
}

/** No scheme sends a bearer token: adds one, and accepts it as an alternative in a global requirement that exists. */
const fixBearerScheme: Fixer = (ctx) => {
  const { model } = ctx;
  const name = freeSchemeName(model);
  const plan = newPlan(ctx);
  if (!plan.set(model.root, [...schemesHome(model), name], bearerSchemeObject(model))) return [];
  const global = model.root.security;
  const accept = Array.isArray(global) && global.length > 0;
  if (accept && !requireGlobally(plan, model, name)) return [];
  return planFix(ctx, plan, `Add a bearer security scheme (${name})${accept ? ' and accept it globally' : ''}`, {
    isPreferred: true,
  });
};

/** Security schemes are defined but none of them sends `Authorization: Bearer` (http bearer, OAuth 2.0, OpenID Connect). */
export const bearerScheme: Rule = {
  id: 'bearer-scheme',
  defaultSeverity: 'info',
  section: '§5',
  description:
    'Security is defined but no scheme sends Authorization: Bearer (http bearer, OAuth 2.0 or OpenID Connect).',
  fix: fixBearerScheme,
  check({ model, report }) {
    const schemes = model.securitySchemes;
    if (schemes.length === 0 || schemes.some((s) => sendsBearer(s, model.version))) return;
    // Every scheme a query API key: `api-key-in-query` already tells each to move to a header or a bearer token.
    if (schemes.every(isQueryApiKey)) return;
    // Every scheme a header a marketplace's gateway fixes (RapidAPI's `X-RapidAPI-Key`): the designer cannot move it.
    if (schemes.every(isMarketplaceHeader)) return;
    const names = schemes
      .map((s) => `${s.name} (${s.type === 'http' && s.scheme ? `http ${s.scheme}` : s.type || 'no type'})`)
      .join(', ');
    const is2 = model.version === '2.0';
    const add = is2
      ? 'add an oauth2 scheme, or an apiKey scheme named `Authorization` in the header that carries `Bearer <token>`'
      : 'add an http scheme with `scheme: bearer`, an OAuth 2.0 or an OpenID Connect scheme';
    const authorization = schemes.find(isAuthorizationApiKey);
    if (authorization) {
      // An Authorization apiKey may well carry a bearer token the spec does not name: say that precise thing.
      report({
        message: `No security scheme says it sends \`Authorization: Bearer <token>\`: ${names}. \`${authorization.name}\` is an apiKey in the \`Authorization\` header; if its value is \`Bearer <token>\`, declare it as an http scheme with \`scheme: bearer\` (or say so in its description).`,
        pointer: '/components/securitySchemes',
        at: { node: model.root.components as object, key: 'securitySchemes', part: 'key' },
      });
      return;
    }
    report({
      message: `None of the security schemes sends \`Authorization: Bearer <token>\`: ${names}. The conventions carry the credential as a bearer token; ${add}.`,
      pointer: is2 ? '/securityDefinitions' : '/components/securitySchemes',
      at: {
        node: is2 ? model.root : (model.root.components as object),
        key: is2 ? 'securityDefinitions' : 'securitySchemes',
        part: 'key',
      },
    });
  },
};
