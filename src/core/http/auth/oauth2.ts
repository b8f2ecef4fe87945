import { originOf, sameOrigin } from '../origin';
import { isLoopbackHost } from '../loopback-host';
import type { HttpRequest, HttpResponse } from '../types';
import { AuthError, type AuthPlan, type Credentials, type OAuthGrant } from './types';

/** Sends a request (the engine's `send` with the caller's proxy and TLS settings); `maxRedirects: 0` must be honoured. */
export type SendFn = (request: HttpRequest, opts?: { maxRedirects?: number }) => Promise<HttpResponse>;

/**
 * Called before credentials are posted to a token endpoint; throws `AuthError` to refuse. The editor asks the user
 * once per token endpoint origin that the stored credentials of the scheme have not been sent to before.
 */
export type TokenEndpointCheck = (scheme: string, tokenUrl: string) => Promise<void>;

/** A token the endpoint issued (or the cache held); `fresh` when it came from the endpoint just now. */
export interface IssuedToken {
  accessToken: string;
  /** Epoch milliseconds; absent when the token endpoint gave no `expires_in`. */
  expiresAt?: number;
  /** The refresh token to keep: a rotated one when the endpoint sent a new one. */
  refreshToken?: string;
  fresh: boolean;
}

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
  async accessToken(plan: GrantPlan | OidcPlan, check?: TokenEndpointCheck): Promise<string> {
    return (await this.issue(plan, check)).accessToken;
  }

  /**
   * A token for a grant or OpenID Connect plan, with the refresh token to keep (rotated when the endpoint sent a new
   * one), so the caller can write it back to where the credentials are stored. `check` runs before every post.
   */
  async issue(plan: GrantPlan | OidcPlan, check?: TokenEndpointCheck): Promise<IssuedToken> {
    if (plan.kind === 'oidc') return this.issue(await this.fromDiscovery(plan), check);
    const c = plan.creds;
    const key = [
      plan.tokenUrl,
      plan.grant,
      c.clientId ?? '',
      c.username ?? '',
      c.refreshToken ?? '',
      [...plan.scopes].sort().join(' '),
    ].join('\n');
    const cached = this.tokens.get(key);
    if (cached && (cached.expiresAt === undefined || this.now() < cached.expiresAt - EXPIRY_SKEW_MS))
      return { ...cached, fresh: false };
    await check?.(plan.scheme, plan.tokenUrl);
    if (cached?.refreshToken) {
      const refreshed = await this.request(plan, 'refresh_token', cached.refreshToken).catch((e: unknown) => {
        if (e instanceof AuthError && e.final) throw e;
        return undefined;
      });
      if (refreshed) {
        const kept = { ...refreshed, refreshToken: refreshed.refreshToken ?? cached.refreshToken };
        this.tokens.set(key, kept);
        return { ...kept, fresh: true };
      }
    }
    const fresh = await this.request(plan, plan.grant, plan.grant === 'refresh_token' ? c.refreshToken : undefined);
    const kept = {
      ...fresh,
      refreshToken: fresh.refreshToken ?? (plan.grant === 'refresh_token' ? c.refreshToken : undefined),
    };
    this.tokens.set(key, kept);
    return { ...kept, fresh: true };
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
    if (!grant)
      throw new AuthError(
        `The OpenID Connect provider at ${plan.discoveryUrl} supports none of the grants the credentials allow (${(doc.grants ?? []).join(', ')}).`,
      );
    return {
      scheme: plan.scheme,
      kind: 'oauth2-grant',
      grant,
      tokenUrl: doc.tokenEndpoint,
      scopes: plan.scopes,
      creds: c,
    };
  }

  private async discover(url: string): Promise<{ tokenEndpoint: string; grants?: string[] }> {
    const res = await this.send({ method: 'GET', url, headers: { accept: 'application/json' } }, { maxRedirects: 0 });
    refuseRedirect(res, url, 'OpenID Connect discovery document');
    const doc = res.json as Record<string, unknown> | undefined;
    if (res.status !== 200 || !doc || typeof doc.token_endpoint !== 'string')
      throw new AuthError(
        `The OpenID Connect discovery document at ${url} could not be read (HTTP ${res.status}${doc ? ', no token_endpoint' : ''}).`,
      );
    const grants = Array.isArray(doc.grant_types_supported) ? doc.grant_types_supported.map(String) : undefined;
    let tokenEndpoint: URL;
    try {
      tokenEndpoint = new URL(doc.token_endpoint, url);
    } catch {
      throw new AuthError(`The OpenID Connect discovery document at ${url} names a token endpoint that is not a URL.`);
    }
    if (!isSafeEndpoint(tokenEndpoint))
      throw new AuthError(
        `The OpenID Connect discovery document at ${url} names a token endpoint that is not https (or http on this machine): ${tokenEndpoint.protocol}//${tokenEndpoint.host}.`,
      );
    return { tokenEndpoint: tokenEndpoint.toString(), grants };
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
    refuseRedirect(res, plan.tokenUrl, 'token endpoint');
    const body = res.json as Record<string, unknown> | undefined;
    if (res.status < 200 || res.status >= 300 || !body || typeof body.access_token !== 'string') {
      const code = errorCode(res);
      throw new AuthError(
        `The token endpoint ${plan.tokenUrl} refused the ${grant.replace('_', ' ')} grant: HTTP ${res.status}${code ? ` ${code}` : ''}.`,
      );
    }
    const expiresIn = Number(body.expires_in);
    return {
      accessToken: body.access_token,
      expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? this.now() + expiresIn * 1000 : undefined,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    };
  }

  /** Posts a token request; the client authenticates with HTTP Basic (RFC 6749 §2.3.1) or in the body. */
  private post(
    url: string,
    form: URLSearchParams,
    c: Omit<Credentials, 'bySchemeName'>,
    clientAuth: 'basic' | 'body',
  ): Promise<HttpResponse> {
    const body = new URLSearchParams(form);
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
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
    return this.send(
      {
        method: 'POST',
        url,
        headers,
        body: new TextEncoder().encode(body.toString()),
        credentials: { headers: ['authorization'], query: [], cookies: [], secrets },
      },
      { maxRedirects: 0 },
    );
  }
}

/** True for an `https:` URL, or an `http:` one on this machine (loopback): where credentials may be sent or opened. */
export function isSafeEndpoint(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/**
 * Token and discovery requests follow no redirects: a redirect would carry the credentials (307/308 re-post the
 * body) to wherever it points, and a token from there would be used against the API. The answer must also come
 * from the endpoint's own origin.
 */
function refuseRedirect(res: HttpResponse, url: string, what: string): void {
  if (res.status >= 300 && res.status < 400) {
    const loc = res.headers.location;
    const to = Array.isArray(loc) ? loc[0] : loc;
    let target: string | undefined;
    try {
      target = to ? originOf(new URL(to, url).toString()) : undefined;
    } catch {
      target = undefined;
    }
    const where = target ? ` to ${target}` : '';
    throw new AuthError(
      `The ${what} ${url} answered with a redirect (HTTP ${res.status}${where}); requests for tokens follow no redirects, so nothing was sent there.`,
      true,
    );
  }
  if (!sameOrigin(res.url, url))
    throw new AuthError(
      `The ${what} ${url} answered from another origin (${originOf(res.url) ?? res.url}); its answer was not used.`,
      true,
    );
}

function errorCode(res: HttpResponse): string | undefined {
  const j = res.json as Record<string, unknown> | undefined;
  return j && typeof j.error === 'string' ? j.error : undefined;
}
