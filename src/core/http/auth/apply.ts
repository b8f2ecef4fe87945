import type { ApiModel, Operation } from '../../openapi/model';
import { emptyPlacement } from '../origin';
import { percentEncode } from '../serialize';
import type { HttpRequest } from '../types';
import type { IssuedToken, OAuthTokens, TokenEndpointCheck } from './oauth2';
import { selectSecurity } from './select';
import type { AuthOutcome, AuthPlan, Credentials } from './types';

/** What `authenticate` needs besides the request. */
export interface AuthOptions {
  credentials: Credentials;
  /** Use this security scheme (and the alternative that holds it) instead of the first satisfiable one. */
  schemeName?: string;
  /** Where OAuth 2.0 / OpenID Connect tokens come from (and are cached). */
  tokens: OAuthTokens;
  /** Runs before credentials are posted to a token endpoint; throws `AuthError` to refuse (see `TokenEndpointCheck`). */
  checkTokenEndpoint?: TokenEndpointCheck;
  /** Told of each token a token endpoint issued, with the (rotated) refresh token, so the caller can store it. */
  onIssued?: (scheme: string, token: IssuedToken) => Promise<void>;
}

/**
 * Adds the credentials of the chosen security alternative to a request (headers, query, cookies) and records
 * where they went, so redirects and pagination links to another origin drop them and output redacts them.
 * When the operation needs security that cannot be satisfied, the request is left as it is and `unmet` says why.
 */
export async function authenticate(
  model: ApiModel,
  op: Operation,
  request: HttpRequest,
  opts: AuthOptions,
): Promise<AuthOutcome> {
  const selection = selectSecurity(model, op, opts.credentials, {
    schemeName: opts.schemeName,
    serverUrl: request.url,
  });
  if ('unmet' in selection) return { applied: [], unmet: selection.unmet };
  for (const plan of selection.plans) await applyPlan(request, plan, opts);
  return { applied: selection.plans.map((p) => p.scheme) };
}

async function applyPlan(request: HttpRequest, plan: AuthPlan, opts: AuthOptions): Promise<void> {
  const placement = (request.credentials ??= emptyPlacement());
  const addSecret = (...values: (string | undefined)[]) => {
    for (const v of values) if (v && !placement.secrets.includes(v)) placement.secrets.push(v);
  };
  const setHeader = (name: string, value: string) => {
    request.headers[name] = value;
    if (!placement.headers.includes(name)) placement.headers.push(name);
  };
  switch (plan.kind) {
    case 'bearer':
    case 'oauth2-token':
      setHeader('authorization', `Bearer ${plan.token}`);
      addSecret(plan.token);
      return;
    case 'basic': {
      const encoded = Buffer.from(`${plan.username}:${plan.password}`, 'utf8').toString('base64');
      setHeader('authorization', `Basic ${encoded}`);
      addSecret(encoded, plan.password);
      return;
    }
    case 'apiKey':
      addSecret(plan.key, percentEncode(plan.key), encodeURIComponent(plan.key));
      if (plan.in === 'header') setHeader(plan.name.toLowerCase(), plan.key);
      else if (plan.in === 'query') {
        request.url +=
          (request.url.includes('?') ? '&' : '?') + `${percentEncode(plan.name)}=${percentEncode(plan.key)}`;
        if (!placement.query.includes(plan.name)) placement.query.push(plan.name);
      } else {
        const pair = `${plan.name}=${plan.key}`;
        request.headers.cookie = request.headers.cookie ? `${request.headers.cookie}; ${pair}` : pair;
        if (!placement.cookies.includes(plan.name)) placement.cookies.push(plan.name);
      }
      return;
    case 'oauth2-grant':
    case 'oidc': {
      addSecret(plan.creds.clientSecret, plan.creds.password, plan.creds.refreshToken);
      const issued = await opts.tokens.issue(plan, opts.checkTokenEndpoint);
      addSecret(issued.accessToken, issued.refreshToken);
      if (issued.fresh) await opts.onIssued?.(plan.scheme, issued);
      setHeader('authorization', `Bearer ${issued.accessToken}`);
      return;
    }
  }
}
