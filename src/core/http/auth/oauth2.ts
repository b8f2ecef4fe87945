import type { HttpRequest, HttpResponse } from '../types';
import { AuthError, type AuthPlan, type Credentials, type OAuthGrant } from './types';

/** Sends a request (the engine's `send` with the caller's proxy and TLS settings). */
export type SendFn = (request: HttpRequest) => Promise<HttpResponse>;

type GrantPlan = Extract<AuthPlan, { kind: 'oauth2-grant' }>;
type OidcPlan = Extract<AuthPlan, { kind: 'oidc' }>;

interface CachedToken {
  accessToken: string;
  /** Epoch milliseconds; absent when the token endpoint gave no `expires_in`. */
  expiresAt?: number;
  refreshToken?: string;
}

/** Tokens are renewed this long before they expire. */
const EXPIRY_SKEW_MS = 30_000;

/**
 * Gets OAuth 2.0 access tokens from token endpoints (client credentials, password, refresh token) and
 * OpenID Connect discovery documents; caches each token until it expires, then refreshes it with its
 * refresh token when it has one, else runs the grant again.
 */
export class OAuthTokens {
  private readonly tokens = new Map<string, CachedToken>();
  private readonly discovery = new Map<string, Promise<{ tokenEndpoint: string; grants?: string[] }>>();

  constructor(
    private readonly send: SendFn,
    private readonly now: () => number = Date.now,
  ) {}

  /** An access token for a grant or OpenID Connect plan. Throws `AuthError` when the endpoint refuses. */
  async accessToken(plan: GrantPlan | OidcPlan): Promise<string> {
    if (plan.kind === 'oidc') return this.accessToken(await this.fromDiscovery(plan));
    const c = plan.creds;
    const key = [plan.tokenUrl, plan.grant, c.clientId ?? '', c.username ?? '', [...plan.scopes].sort().join(' ')].join('\n');
    const cached = this.tokens.get(key);
    if (cached && (cached.expiresAt === undefined || this.now() < cached.expiresAt - EXPIRY_SKEW_MS)) return cached.accessToken;
    if (cached?.refreshToken) {
      const refreshed = await this.request(plan, 'refresh_token', cached.refreshToken).catch(() => undefined);
      if (refreshed) {
        this.tokens.set(key, { ...refreshed, refreshToken: refreshed.refreshToken ?? cached.refreshToken });
        return refreshed.accessToken;
      }
    }
    const fresh = await this.request(plan, plan.grant, plan.grant === 'refresh_token' ? c.refreshToken : undefined);
    this.tokens.set(key, fresh);
    return fresh.accessToken;
  }

  /** Forgets every cached token (e.g. after the credentials changed). */
  clear(): void {
    this.tokens.clear();
    this.discovery.clear();
  }

  private async fromDiscovery(plan: OidcPlan): Promise<GrantPlan> {
    let pending = this.discovery.get(plan.discoveryUrl);
    if (!pending) {
      pending = this.discover(plan.discoveryUrl);
      this.discovery.set(plan.discoveryUrl, pending);
      pending.catch(() => this.discovery.delete(plan.discoveryUrl));
    }
    const doc = await pending;
    const c = plan.creds;
    const allows = (g: string) => !doc.grants || doc.grants.includes(g);
    let grant: OAuthGrant | undefined;
    if (c.refreshToken && allows('refresh_token')) grant = 'refresh_token';
    else if (c.clientId && c.clientSecret && allows('client_credentials')) grant = 'client_credentials';
    else if (c.username && c.password !== undefined && allows('password')) grant = 'password';
    if (!grant) throw new AuthError(`The OpenID Connect provider at ${plan.discoveryUrl} supports none of the grants the credentials allow (${(doc.grants ?? []).join(', ')}).`);
    return { scheme: plan.scheme, kind: 'oauth2-grant', grant, tokenUrl: doc.tokenEndpoint, scopes: plan.scopes, creds: c };
  }

  private async discover(url: string): Promise<{ tokenEndpoint: string; grants?: string[] }> {
    const res = await this.send({ method: 'GET', url, headers: { accept: 'application/json' } });
    const doc = res.json as Record<string, unknown> | undefined;
    if (res.status !== 200 || !doc || typeof doc.token_endpoint !== 'string')
      throw new AuthError(`The OpenID Connect discovery document at ${url} could not be read (HTTP ${res.status}${doc ? ', no token_endpoint' : ''}).`);
    const grants = Array.isArray(doc.grant_types_supported) ? doc.grant_types_supported.map(String) : undefined;
    return { tokenEndpoint: new URL(doc.token_endpoint, url).toString(), grants };
  }

  private async request(plan: GrantPlan, grant: OAuthGrant, refreshToken?: string): Promise<CachedToken> {
    const c: Omit<Credentials, 'bySchemeName'> = plan.creds;
    const form = new URLSearchParams({ grant_type: grant });
    if (plan.scopes.length) form.set('scope', plan.scopes.join(' '));
    if (grant === 'password') {
      form.set('username', c.username ?? '');
      form.set('password', c.password ?? '');
    }
    if (grant === 'refresh_token') form.set('refresh_token', refreshToken ?? '');
    let res = await this.post(plan.tokenUrl, form, c, 'basic');
    if (c.clientSecret && (res.status === 401 || (res.status === 400 && errorCode(res) === 'invalid_client')))
      res = await this.post(plan.tokenUrl, form, c, 'body');
    const body = res.json as Record<string, unknown> | undefined;
    if (res.status < 200 || res.status >= 300 || !body || typeof body.access_token !== 'string') {
      const code = errorCode(res);
      throw new AuthError(`The token endpoint ${plan.tokenUrl} refused the ${grant.replace('_', ' ')} grant: HTTP ${res.status}${code ? ` ${code}` : ''}.`);
    }
    const expiresIn = Number(body.expires_in);
    return {
      accessToken: body.access_token,
      expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? this.now() + expiresIn * 1000 : undefined,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    };
  }

  /** Posts a token request; the client authenticates with HTTP Basic (RFC 6749 §2.3.1) or in the body. */
  private post(url: string, form: URLSearchParams, c: Omit<Credentials, 'bySchemeName'>, clientAuth: 'basic' | 'body'): Promise<HttpResponse> {
    const body = new URLSearchParams(form);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const secrets = [c.clientSecret, c.password, c.refreshToken].filter((s): s is string => !!s);
    if (c.clientId && c.clientSecret && clientAuth === 'basic') {
      const pair = `${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.clientSecret)}`;
      const encoded = Buffer.from(pair, 'utf8').toString('base64');
      headers.authorization = `Basic ${encoded}`;
      secrets.push(encoded);
    } else if (c.clientId) {
      body.set('client_id', c.clientId);
      if (c.clientSecret) body.set('client_secret', c.clientSecret);
    }
    return this.send({
      method: 'POST',
      url,
      headers,
      body: new TextEncoder().encode(body.toString()),
      credentials: { headers: ['authorization'], query: [], cookies: [], secrets },
    });
  }
}

function errorCode(res: HttpResponse): string | undefined {
  const j = res.json as Record<string, unknown> | undefined;
  return j && typeof j.error === 'string' ? j.error : undefined;
}
