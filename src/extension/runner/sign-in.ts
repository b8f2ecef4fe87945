import { isSafeEndpoint, type SendFn } from '../../core/http/auth/oauth2';
import type { ApiModel, Operation } from '../../core/openapi/model';
import { formScheme, oauthFlows } from './operation-form';
import type { RunnerHost } from './host';
import { authorizationCodeFlow, AuthorizationError } from './pkce';
import { promptCredentials, type SecretVault } from './secrets';

/** The scheme whose secrets are set, and where they are filed. */
export interface SchemeTarget {
  model: ApiModel;
  op: Operation;
  scheme: string;
  environment: string | null;
  origin: string | null;
  /** The base URL of the call, against which relative OAuth URLs resolve. */
  baseUrl?: string;
  /** False in Restricted Mode: no browser sign-in, no token request. */
  trusted: boolean;
}

/** What a browser sign-in from an untrusted workspace says. */
export const UNTRUSTED_SIGN_IN =
  'This workspace is not trusted, so the runner signs in nowhere from it (the spec names the sign-in and token URLs). Trust the workspace (Manage Workspace Trust) to sign in.';

/** The origins of the token endpoints a scheme declares (relative ones against the base URL), to bind stored secrets to. */
export function declaredTokenOrigins(t: Pick<SchemeTarget, 'model' | 'scheme' | 'baseUrl'>): string[] {
  const scheme = t.model.securitySchemes.find((s) => s.name === t.scheme);
  if (!scheme || scheme.type !== 'oauth2') return [];
  const flows = oauthFlows(t.model, scheme.node);
  const out = new Set<string>();
  for (const f of Object.values(flows)) {
    const url = resolve(f?.tokenUrl, t.baseUrl);
    if (url) out.add(new URL(url).origin);
  }
  return [...out];
}

/** A line for the webview's status. */
export type SignInMessage = { level: 'info' | 'warning' | 'error'; text: string } | undefined;

/** Where a secret is filed, in words: `local · http://127.0.0.1:8080`. */
export function where(t: Pick<SchemeTarget, 'environment' | 'origin'>): string {
  return `${t.environment ?? 'no environment'} · ${t.origin ?? 'no server'}`;
}

/**
 * Asks for a scheme's credentials (masked) and stores them; OAuth "sign in through the browser" runs the code flow.
 * `purpose` goes into the prompt's title (Send asking for a missing secret says so).
 */
export async function setSchemeSecret(
  host: RunnerHost,
  vault: SecretVault,
  t: SchemeTarget,
  sendFn: SendFn,
  purpose?: string,
): Promise<SignInMessage> {
  const scheme = formScheme(t.model, t.scheme);
  if (scheme.kind === 'unsupported') return { level: 'warning', text: `${t.scheme}: ${scheme.detail}.` };
  const result = await promptCredentials(host, scheme, purpose ? `${where(t)} — ${purpose}` : where(t));
  if (!result) return undefined;
  if ('authorize' in result) return authorizeScheme(host, vault, t, sendFn);
  const bound = declaredTokenOrigins(t);
  await vault.set(
    t.environment,
    t.scheme,
    t.origin,
    bound.length ? { ...result.store, tokenOrigins: bound } : result.store,
  );
  return { level: 'info', text: `Stored the secret of ${t.scheme} for ${where(t)} in the editor’s secret storage.` };
}

function resolve(url: unknown, base: string | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url, base).toString();
  } catch {
    return undefined;
  }
}

/** Signs in through the browser (authorization code with PKCE, loopback redirect) and stores the tokens. */
export async function authorizeScheme(
  host: RunnerHost,
  vault: SecretVault,
  t: SchemeTarget,
  sendFn: SendFn,
): Promise<SignInMessage> {
  const scheme = t.model.securitySchemes.find((s) => s.name === t.scheme);
  const flow = scheme ? oauthFlows(t.model, scheme.node).authorizationCode : undefined;
  if (!t.trusted) return { level: 'warning', text: UNTRUSTED_SIGN_IN };
  if (!scheme || !flow) return { level: 'warning', text: `${t.scheme} declares no authorization code flow.` };
  const authorizationUrl = resolve(flow.authorizationUrl, t.baseUrl);
  const tokenUrl = resolve(flow.tokenUrl, t.baseUrl);
  if (!authorizationUrl || !tokenUrl)
    return {
      level: 'error',
      text: `${t.scheme}: the authorization code flow needs an absolute authorizationUrl and tokenUrl.`,
    };
  for (const [name, url] of [
    ['authorizationUrl', authorizationUrl],
    ['tokenUrl', tokenUrl],
  ] as const)
    if (!isSafeEndpoint(new URL(url)))
      return {
        level: 'error',
        text: `${t.scheme}: the ${name} ${url.slice(0, 200)} is not https (or http on this machine), so the runner does not open it.`,
      };
  const scopes = [
    ...new Set(t.op.security.flatMap((a) => a.schemes.filter((s) => s.name === t.scheme).flatMap((s) => s.scopes))),
  ];
  const existing = await vault.get(t.environment, t.scheme, t.origin);
  const title = `${t.scheme} — sign in (${where(t)})`;
  const clientId = await host.ask({
    title,
    prompt: 'Client id of this editor’s registration with the authorization server',
    password: false,
    value: existing?.clientId,
  });
  if (!clientId) return undefined;
  const clientSecret = await host.ask({
    title,
    prompt: 'Client secret (leave empty for a public client: PKCE protects the code)',
    password: true,
  });
  if (clientSecret === undefined) return undefined;
  try {
    const tokens = await authorizationCodeFlow({
      authorizationUrl,
      tokenUrl,
      clientId,
      clientSecret: clientSecret || undefined,
      scopes,
      openExternal: (url) => host.openExternal(url),
      externalUri: (url) => host.externalUri(url),
      send: sendFn,
    });
    await vault.set(t.environment, t.scheme, t.origin, {
      token: tokens.accessToken,
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
      ...(tokens.expiresAt ? { expiresAt: tokens.expiresAt } : {}),
      clientId,
      ...(clientSecret ? { clientSecret } : {}),
      tokenOrigins: [new URL(tokenUrl).origin],
    });
    return {
      level: 'info',
      text: `Signed in: ${t.scheme} has an access token${tokens.refreshToken ? ' and a refresh token' : ''} for ${where(t)}.`,
    };
  } catch (e) {
    if (e instanceof AuthorizationError) return { level: 'error', text: e.message };
    throw e;
  }
}
