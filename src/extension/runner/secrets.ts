import type { Credentials } from '../../core/http/auth/types';
import type { FormScheme } from '../../shared/form';
import type { Choice, Question, SecretStore } from './host';

/** What is stored for one environment × security scheme × origin. Lives only in the secret store. */
export interface StoredCredentials extends Omit<Credentials, 'bySchemeName'> {
  /** When `token` expires (epoch ms), for tokens from the authorization code flow. */
  expiresAt?: number;
  /**
   * The origins of the token endpoints the user let these credentials be posted to (set when they are stored, and
   * after a confirmation naming the host); a spec pointing them at any other token endpoint asks first.
   */
  tokenOrigins?: string[];
}

/** The stored fields a token endpoint receives that are secrets (so a new token endpoint needs a confirmation). */
export function grantSecrets(c: StoredCredentials | undefined): string[] {
  if (!c) return [];
  const names: [keyof StoredCredentials, string][] = [
    ['clientSecret', 'client secret'],
    ['refreshToken', 'refresh token'],
    ['password', 'password'],
  ];
  return names.filter(([f]) => typeof c[f] === 'string' && c[f] !== '').map(([, n]) => n);
}

/** The credential fields, in the order the status lists them. */
const FIELDS = ['token', 'apiKey', 'username', 'password', 'clientId', 'clientSecret', 'refreshToken'] as const;

/** Fields that are secrets (redacted everywhere); user names and client ids are not. */
const SECRET_FIELDS = ['token', 'apiKey', 'password', 'clientSecret', 'refreshToken'] as const;

/** The origin secrets are filed under when the server is not an absolute URL. */
export const NO_ORIGIN = 'none';

/** The secret-store key of one environment × scheme × origin. */
export function secretKey(environment: string | null, scheme: string, origin: string | null): string {
  return `restConventions.runner.secret:${JSON.stringify([environment ?? '', scheme, origin ?? NO_ORIGIN])}`;
}

/**
 * The secret-store key of the origins an environment × scheme has secrets for (origins only, no secret), so the auth
 * box can say that a secret exists for another server and is not sent to this one.
 */
function originsKey(environment: string | null, scheme: string): string {
  return `restConventions.runner.secretOrigins:${JSON.stringify([environment ?? '', scheme])}`;
}

function parseOrigins(text: string | undefined): string[] {
  try {
    const v: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(v) ? v.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

/** The secret values among stored credentials, for redaction. */
export function secretValues(c: StoredCredentials | undefined): string[] {
  if (!c) return [];
  return SECRET_FIELDS.map((f) => c[f]).filter((v): v is string => typeof v === 'string' && v !== '');
}

function parse(text: string | undefined): StoredCredentials | undefined {
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    const out: StoredCredentials = {};
    for (const f of FIELDS) if (typeof v[f] === 'string') out[f] = v[f] as string;
    if (typeof v.expiresAt === 'number') out.expiresAt = v.expiresAt;
    if (Array.isArray(v.tokenOrigins))
      out.tokenOrigins = v.tokenOrigins.filter((o): o is string => typeof o === 'string');
    return out;
  } catch {
    return undefined;
  }
}

/** Stored credentials per environment × scheme × origin, over the editor's secret storage. */
export class SecretVault {
  constructor(private readonly store: SecretStore) {}

  async get(environment: string | null, scheme: string, origin: string | null): Promise<StoredCredentials | undefined> {
    return parse(await this.store.get(secretKey(environment, scheme, origin)));
  }

  async set(
    environment: string | null,
    scheme: string,
    origin: string | null,
    creds: StoredCredentials,
  ): Promise<void> {
    await this.store.store(secretKey(environment, scheme, origin), JSON.stringify(creds));
    await this.index(environment, scheme, origin ?? NO_ORIGIN, true);
  }

  async clear(environment: string | null, scheme: string, origin: string | null): Promise<void> {
    await this.store.delete(secretKey(environment, scheme, origin));
    await this.index(environment, scheme, origin ?? NO_ORIGIN, false);
  }

  /** The other origins this environment × scheme has secrets for (those stored since the index was kept). */
  async elsewhere(environment: string | null, scheme: string, origin: string | null): Promise<string[]> {
    const here = origin ?? NO_ORIGIN;
    return parseOrigins(await this.store.get(originsKey(environment, scheme))).filter((o) => o !== here);
  }

  private async index(environment: string | null, scheme: string, origin: string, add: boolean): Promise<void> {
    const key = originsKey(environment, scheme);
    const all = parseOrigins(await this.store.get(key)).filter((o) => o !== origin);
    if (add) all.push(origin);
    if (all.length) await this.store.store(key, JSON.stringify(all));
    else await this.store.delete(key);
  }

  /** Which fields are stored for each scheme (names only, never values). */
  async status(
    environment: string | null,
    origin: string | null,
    schemes: readonly string[],
  ): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const s of schemes) {
      const c = await this.get(environment, s, origin);
      out[s] = c ? FIELDS.filter((f) => typeof c[f] === 'string' && c[f] !== '') : [];
    }
    return out;
  }

  /**
   * The engine's credentials for the schemes, each under its own name, plus the secret values for redaction. A token
   * past its expiry is left out when a grant can replace it (a refresh token, a client secret, a password).
   */
  async credentials(
    environment: string | null,
    origin: string | null,
    schemes: readonly string[],
    now: number,
  ): Promise<{ credentials: Credentials; secrets: string[] }> {
    const bySchemeName: NonNullable<Credentials['bySchemeName']> = {};
    const secrets: string[] = [];
    for (const s of schemes) {
      const c = await this.get(environment, s, origin);
      if (!c) continue;
      const { expiresAt, tokenOrigins: _bound, ...creds } = c;
      if (expiresAt !== undefined && now >= expiresAt && grantSecrets(creds).length) delete creds.token;
      bySchemeName[s] = creds;
      secrets.push(...secretValues(c));
    }
    return { credentials: { bySchemeName }, secrets };
  }
}

/** The editor's questions the prompts use. */
export interface Asker {
  ask(q: Question): Promise<string | undefined>;
  choose(title: string, choices: Choice[]): Promise<string | undefined>;
}

/** How an OAuth 2.0 or OpenID Connect scheme gets its credentials. */
type Way = 'token' | 'clientCredentials' | 'password' | 'refreshToken' | 'authorizationCode';

/** What a prompt produced: credentials to store, the authorization code flow to run, or nothing (cancelled). */
export type PromptResult = { store: StoredCredentials } | { authorize: true } | undefined;

/** Asks for a scheme's credentials in masked prompts (user names and client ids in plain ones). */
export async function promptCredentials(asker: Asker, scheme: FormScheme, where: string): Promise<PromptResult> {
  const title = `${scheme.name} — ${where}`;
  const masked = (prompt: string, placeHolder?: string) => asker.ask({ title, prompt, password: true, placeHolder });
  const plain = (prompt: string, placeHolder?: string) => asker.ask({ title, prompt, password: false, placeHolder });
  switch (scheme.kind) {
    case 'bearer': {
      const token = await masked('Bearer token (stored in the editor’s secret storage; never shown again)');
      return token ? { store: { token } } : undefined;
    }
    case 'apiKey': {
      const apiKey = await masked(`API key (${scheme.detail})`);
      return apiKey ? { store: { apiKey } } : undefined;
    }
    case 'basic': {
      const username = await plain('User name');
      if (username === undefined) return undefined;
      const password = await masked('Password');
      return password === undefined ? undefined : { store: { username, password } };
    }
    case 'oauth2':
    case 'openIdConnect':
      return promptOAuth(asker, scheme, masked, plain);
    case 'unsupported':
      return undefined;
  }
}

async function promptOAuth(
  asker: Asker,
  scheme: FormScheme,
  masked: (p: string, ph?: string) => Promise<string | undefined>,
  plain: (p: string, ph?: string) => Promise<string | undefined>,
): Promise<PromptResult> {
  const flows = scheme.flows ?? [];
  const oidc = scheme.kind === 'openIdConnect';
  const ways: Choice[] = [{ id: 'token', label: 'Paste an access token' }];
  if (flows.includes('authorizationCode'))
    ways.push({
      id: 'authorizationCode',
      label: 'Sign in through the browser',
      description: 'authorization code with PKCE',
    });
  if (oidc || flows.includes('clientCredentials'))
    ways.push({ id: 'clientCredentials', label: 'Client credentials', description: 'client id and secret' });
  if (oidc || flows.includes('password')) ways.push({ id: 'password', label: 'Resource owner password' });
  if (!oidc) ways.push({ id: 'refreshToken', label: 'Refresh token' });
  const way = (ways.length === 1 ? 'token' : await asker.choose(`${scheme.name}: how to get an access token`, ways)) as
    Way | undefined;
  switch (way) {
    case undefined:
      return undefined;
    case 'token': {
      const token = await masked('Access token');
      return token ? { store: { token } } : undefined;
    }
    case 'authorizationCode':
      return { authorize: true };
    case 'clientCredentials': {
      const clientId = await plain('Client id');
      if (!clientId) return undefined;
      const clientSecret = await masked('Client secret');
      return clientSecret ? { store: { clientId, clientSecret } } : undefined;
    }
    case 'password': {
      const username = await plain('User name');
      if (username === undefined) return undefined;
      const password = await masked('Password');
      if (password === undefined) return undefined;
      const clientId = await plain('Client id (leave empty if the server needs none)');
      if (clientId === undefined) return undefined;
      const clientSecret = clientId ? await masked('Client secret (leave empty for a public client)') : '';
      if (clientSecret === undefined) return undefined;
      return {
        store: { username, password, ...(clientId ? { clientId } : {}), ...(clientSecret ? { clientSecret } : {}) },
      };
    }
    case 'refreshToken': {
      const refreshToken = await masked('Refresh token');
      if (!refreshToken) return undefined;
      const clientId = await plain('Client id (leave empty if the server needs none)');
      if (clientId === undefined) return undefined;
      const clientSecret = clientId ? await masked('Client secret (leave empty for a public client)') : '';
      if (clientSecret === undefined) return undefined;
      return { store: { refreshToken, ...(clientId ? { clientId } : {}), ...(clientSecret ? { clientSecret } : {}) } };
    }
  }
}
