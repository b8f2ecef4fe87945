import type { IssuedToken, SendFn } from '../../core/http/auth/oauth2';
import { schemeNames } from '../../core/http/auth/select';
import { AuthError } from '../../core/http/auth/types';
import { originOf } from '../../core/http/origin';
import type { ApiModel, Operation } from '../../core/openapi/model';
import type { AuthStatus } from '../../shared/protocol';
import { credentialsForSend, type SendAuth } from './ask-on-send';
import { tokenSender } from './call';
import type { RunnerHost } from './host';
import { grantSecrets, SecretVault } from './secrets';

/** The secrets side of one runner panel: the stored-secret status, Send's prompt, token endpoints, issued tokens. */
export class PanelSecrets {
  readonly vault: SecretVault;
  /** Environment × origin pairs the user chose "Send without credentials" for: Send asks for no secret there. */
  private readonly sendsWithout = new Set<string>();
  /** Open while one Send's prompt for a missing secret is: another Send that would ask meanwhile is `busy`. */
  private readonly prompt = { open: false };

  constructor(private readonly host: RunnerHost) {
    this.vault = new SecretVault(host.secrets);
  }

  /** Sends token and sign-in requests with the runner's proxy and time-out. */
  readonly send: SendFn = tokenSender(() => this.host.settings());

  /** What the auth box shows: which fields are stored for this environment and origin, and where else there are some. */
  async status(environment: string | null, origin: string | null, op: Operation): Promise<AuthStatus> {
    const schemes = schemeNames(op);
    // Restricted Mode reads no secret, not even which fields are stored.
    if (!this.host.trusted())
      return { environment, origin, stored: Object.fromEntries(schemes.map((s) => [s, []])), restricted: true };
    const stored = await this.vault.status(environment, origin, schemes);
    const elsewhere: Record<string, string[]> = {};
    for (const s of schemes) {
      if (stored[s].length) continue;
      const others = await this.vault.elsewhere(environment, s, origin);
      if (others.length) elsewhere[s] = others;
    }
    return { environment, origin, stored, ...(Object.keys(elsewhere).length ? { elsewhere } : {}) };
  }

  /** A secret was set or forgotten here: Send asks again where the user had chosen to send without. */
  changed(environment: string | null, origin: string | null): void {
    this.sendsWithout.delete(JSON.stringify([environment, origin]));
  }

  /**
   * The stored credentials Send goes with, after asking for a missing secret (see `credentialsForSend`); `busy` when
   * it would ask while another Send's prompt is open.
   */
  async forSend(a: {
    model: ApiModel;
    op: Operation;
    environment: string | null;
    baseUrl: string;
    schemeName: string | null;
    withoutCredentials: boolean;
  }): Promise<SendAuth | 'busy'> {
    const origin = originOf(a.baseUrl) ?? null;
    const place = JSON.stringify([a.environment, origin]);
    if (a.withoutCredentials) this.sendsWithout.add(place);
    const schemes = schemeNames(a.op);
    return credentialsForSend({
      host: this.host,
      vault: this.vault,
      target: { model: a.model, op: a.op, environment: a.environment, origin, baseUrl: a.baseUrl, trusted: true },
      schemeName: a.schemeName,
      without: this.sendsWithout.has(place),
      prompt: this.prompt,
      load: () => this.vault.credentials(a.environment, origin, schemes, Date.now()),
      send: this.send,
    });
  }

  /**
   * Before stored OAuth credentials are posted to a token endpoint: fine when the user stored them for that endpoint's
   * origin or confirmed it before; otherwise one modal question naming the host, remembered when the answer is yes.
   */
  async checkTokenEndpoint(
    envName: string | null,
    origin: string | null,
    scheme: string,
    tokenUrl: string,
  ): Promise<void> {
    const stored = await this.vault.get(envName, scheme, origin);
    const what = grantSecrets(stored);
    const to = originOf(tokenUrl);
    if (!stored || !what.length || (to && stored.tokenOrigins?.includes(to))) return;
    const url = new URL(tokenUrl);
    const plain = url.protocol === 'http:' ? ' over unencrypted http' : '';
    const before = stored.tokenOrigins?.length ? ` They were stored for ${stored.tokenOrigins.join(', ')}.` : '';
    const message = `The spec sends the stored ${what.join(' and ')} of ${scheme} to a token endpoint at ${url.host}${plain}, where they have not been sent before.${before} Send them only if you trust ${url.host}.`;
    if (!(await this.host.confirm(message, `Send to ${url.host}`)))
      throw new AuthError(
        `Nothing was sent: the stored credentials of ${scheme} are not confirmed for the token endpoint at ${url.host}.`,
        true,
      );
    await this.vault.set(envName, scheme, origin, {
      ...stored,
      tokenOrigins: [...(stored.tokenOrigins ?? []), to ?? url.origin],
    });
  }

  /** Writes a token a token endpoint issued back to the secret store, with the rotated refresh token. */
  async storeIssued(envName: string | null, origin: string | null, scheme: string, t: IssuedToken): Promise<void> {
    const stored = await this.vault.get(envName, scheme, origin);
    if (!stored) return;
    const { token: _old, expiresAt: _was, ...rest } = stored;
    await this.vault.set(envName, scheme, origin, {
      ...rest,
      ...(t.expiresAt !== undefined ? { token: t.accessToken, expiresAt: t.expiresAt } : {}),
      ...(t.refreshToken ? { refreshToken: t.refreshToken } : {}),
    });
  }
}
