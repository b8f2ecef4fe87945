import type { ApiModel, Operation, SecurityScheme } from '../../openapi/model';
import type { AuthPlan, CredentialKind, Credentials, UnmetScheme } from './types';
import { isObj } from '../../../shared/object';

/** The outcome of choosing among an operation's security alternatives. */
/** The schemes an operation's security names, each once, in the order first named. */
export function schemeNames(op: Operation): string[] {
  return [...new Set(op.security.flatMap((a) => a.schemes.map((s) => s.name)))];
}

export type Selection = { plans: AuthPlan[] } | { unmet: UnmetScheme[] };

/** The credentials that apply to one scheme: its own entry over the shared ones. */
export function credentialsFor(creds: Credentials, scheme: string): Omit<Credentials, 'bySchemeName'> {
  const { bySchemeName, ...shared } = creds;
  return { ...shared, ...(bySchemeName?.[scheme] ?? {}) };
}

function has(v: string | undefined): v is string {
  return typeof v === 'string' && v !== '';
}

function resolveUrl(url: string, base: string | undefined): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

/** How to satisfy one scheme with the credentials at hand, or what it lacks. */
export function planScheme(
  model: ApiModel,
  scheme: SecurityScheme,
  scopes: string[],
  creds: Credentials,
  serverUrl?: string,
): AuthPlan | UnmetScheme {
  const c = credentialsFor(creds, scheme.name);
  const name = scheme.name;
  switch (scheme.type) {
    case 'http':
      if (scheme.scheme === 'bearer')
        return has(c.token) ? { scheme: name, kind: 'bearer', token: c.token } : { scheme: name, needs: [['token']] };
      if (scheme.scheme === 'basic')
        return has(c.username) && c.password !== undefined
          ? { scheme: name, kind: 'basic', username: c.username, password: c.password }
          : { scheme: name, needs: [['username', 'password']] };
      return {
        scheme: name,
        needs: [],
        reason: `the HTTP authentication scheme "${scheme.scheme ?? ''}" is not supported`,
      };
    case 'apiKey': {
      const where = scheme.in;
      if ((where !== 'header' && where !== 'query' && where !== 'cookie') || !scheme.paramName)
        return { scheme: name, needs: [], reason: 'the API key scheme lacks a valid `in` or `name`' };
      return has(c.apiKey)
        ? { scheme: name, kind: 'apiKey', in: where, name: scheme.paramName, key: c.apiKey }
        : { scheme: name, needs: [['apiKey']] };
    }
    case 'oauth2':
      return planOAuth2(model, scheme, scopes, c, serverUrl);
    case 'openIdConnect': {
      if (has(c.token)) return { scheme: name, kind: 'oauth2-token', token: c.token };
      const url = scheme.node.openIdConnectUrl;
      const needs: CredentialKind[][] = [['token'], ['clientId', 'clientSecret'], ['username', 'password']];
      if (typeof url !== 'string') return { scheme: name, needs: [['token']], reason: 'it has no `openIdConnectUrl`' };
      if ((has(c.clientId) && has(c.clientSecret)) || (has(c.username) && c.password !== undefined))
        return { scheme: name, kind: 'oidc', discoveryUrl: resolveUrl(url, serverUrl), scopes, creds: c };
      return { scheme: name, needs };
    }
    case 'mutualTLS':
      return { scheme: name, needs: [], reason: 'mutual TLS (client certificates) is not supported' };
    default:
      return { scheme: name, needs: [], reason: `the security scheme type "${scheme.type}" is not supported` };
  }
}

function planOAuth2(
  model: ApiModel,
  scheme: SecurityScheme,
  scopes: string[],
  c: Omit<Credentials, 'bySchemeName'>,
  serverUrl?: string,
): AuthPlan | UnmetScheme {
  const name = scheme.name;
  if (has(c.token)) return { scheme: name, kind: 'oauth2-token', token: c.token };
  const flows: Record<string, string | undefined> = {};
  if (model.version === '2.0') {
    const flow = scheme.node.flow;
    const tokenUrl = typeof scheme.node.tokenUrl === 'string' ? scheme.node.tokenUrl : undefined;
    if (flow === 'application') flows.clientCredentials = tokenUrl;
    else if (flow === 'password') flows.password = tokenUrl;
    else if (flow === 'accessCode') flows.authorizationCode = tokenUrl;
  } else {
    const node = model.deref(scheme.node.flows);
    if (isObj(node))
      for (const [flow, raw] of Object.entries(node)) {
        const f = model.deref(raw);
        if (isObj(f) && typeof f.tokenUrl === 'string') flows[flow] = f.tokenUrl;
      }
  }
  const url = (u: string) => resolveUrl(u, serverUrl);
  const anyTokenUrl = flows.clientCredentials ?? flows.password ?? flows.authorizationCode;
  if (has(c.refreshToken) && anyTokenUrl)
    return { scheme: name, kind: 'oauth2-grant', grant: 'refresh_token', tokenUrl: url(anyTokenUrl), scopes, creds: c };
  if (flows.clientCredentials && has(c.clientId) && has(c.clientSecret))
    return {
      scheme: name,
      kind: 'oauth2-grant',
      grant: 'client_credentials',
      tokenUrl: url(flows.clientCredentials),
      scopes,
      creds: c,
    };
  if (flows.password && has(c.username) && c.password !== undefined)
    return { scheme: name, kind: 'oauth2-grant', grant: 'password', tokenUrl: url(flows.password), scopes, creds: c };
  const needs: CredentialKind[][] = [['token']];
  if (flows.clientCredentials) needs.push(['clientId', 'clientSecret']);
  if (flows.password) needs.push(['username', 'password']);
  return { scheme: name, needs };
}

function isPlan(x: AuthPlan | UnmetScheme): x is AuthPlan {
  return 'kind' in x;
}

/**
 * Picks the security alternative (OR of AND) to apply: with `schemeName`, the first alternative holding that
 * scheme (or the scheme alone); otherwise the first alternative whose schemes the credentials all satisfy.
 * An empty alternative (`{}`, anonymous) is taken only when no other one can be satisfied.
 */
export function selectSecurity(
  model: ApiModel,
  op: Operation,
  creds: Credentials,
  opts: { schemeName?: string; serverUrl?: string } = {},
): Selection {
  const byName = new Map(model.securitySchemes.map((s) => [s.name, s]));
  const plan = (name: string, scopes: string[]): AuthPlan | UnmetScheme => {
    const scheme = byName.get(name);
    if (!scheme) return { scheme: name, needs: [], reason: 'it is not defined in the spec' };
    return planScheme(model, scheme, scopes, creds, opts.serverUrl);
  };
  let alternatives = op.security;
  if (opts.schemeName !== undefined) {
    const wanted = opts.schemeName;
    const withIt = alternatives.filter((a) => a.schemes.some((s) => s.name === wanted));
    alternatives = withIt.length ? withIt : [{ schemes: [{ name: wanted, scopes: [] }] }];
  }
  const unmet: UnmetScheme[] = [];
  let anonymous = false;
  for (const alt of alternatives) {
    if (!alt.schemes.length) {
      anonymous = true;
      continue;
    }
    const results = alt.schemes.map((s) => plan(s.name, s.scopes));
    if (results.every(isPlan)) return { plans: results };
    for (const r of results) if (!isPlan(r) && !unmet.some((u) => u.scheme === r.scheme)) unmet.push(r);
  }
  if (anonymous || !alternatives.length) return { plans: [] };
  return { unmet };
}
