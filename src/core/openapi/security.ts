import type { ApiModel, Operation, SecurityRequirement, SecurityScheme } from './model';

/** True when at least one alternative of the requirement list names a scheme: the list says how to authenticate. */
export function namesScheme(security: readonly SecurityRequirement[]): boolean {
  return security.some((alt) => alt.schemes.length > 0);
}

/**
 * True when credentials are required: the list names a scheme and no alternative is the empty `{}`, which lets
 * anonymous callers in (SwaggerHub's `security: [{}, {APIKey: []}]` reads work without a key).
 */
export function requiresCredentials(security: readonly SecurityRequirement[]): boolean {
  return namesScheme(security) && security.every((alt) => alt.schemes.length > 0);
}

/** True when credentials are required to call the operation: every alternative of its effective security names a scheme. */
export function isSecured(op: Operation): boolean {
  return requiresCredentials(op.security);
}

/** True when the operation's effective security names a scheme, whether or not anonymous calls are allowed too. */
export function declaresScheme(op: Operation): boolean {
  return namesScheme(op.security);
}

/** True when the operation itself says "no security here" with `security: []` or `security: [{}]`. */
export function optsOut(op: Operation): boolean {
  return op.securitySource === 'operation' && !namesScheme(op.security);
}

/**
 * True for a scheme that sends `Authorization: Bearer <token>`: http bearer, OAuth 2.0, OpenID Connect, and in
 * OpenAPI 2.0 (which has no bearer type) an apiKey carried in the `Authorization` header, in 3.x one described as a bearer token.
 */
export function sendsBearer(scheme: SecurityScheme, version: ApiModel['version']): boolean {
  if (scheme.type === 'http') return scheme.scheme === 'bearer';
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return true;
  if (!isAuthorizationApiKey(scheme)) return false;
  // 2.0 has no http bearer scheme, so an Authorization apiKey is how it writes one; in 3.x it counts when its
  // description says it carries a bearer token (RULES.md: Kubernetes' "Bearer Token authentication") or its
  // name does (netboxdemo.com's and storecove.com's `Bearer`, a `bearerAuth`).
  const description = scheme.node.description;
  return (
    version === '2.0' ||
    /bearer/i.test(scheme.name) ||
    (typeof description === 'string' && /\bbearer\b/i.test(description))
  );
}

/** True for an apiKey scheme carried in the `Authorization` header: a bearer token when its name or description says so. */
export function isAuthorizationApiKey(scheme: SecurityScheme): boolean {
  return scheme.type === 'apiKey' && scheme.in === 'header' && scheme.paramName?.toLowerCase() === 'authorization';
}
