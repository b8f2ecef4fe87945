import { schemeNames, selectSecurity } from '../../core/http/auth/select';
import type { Credentials } from '../../core/http/auth/types';
import { describeUnmet, neededCredentials } from '../../core/http/auth/unmet';
import type { SendFn } from '../../core/http/auth/oauth2';
import type { RunnerHost } from './host';
import type { SecretVault } from './secrets';
import { setSchemeSecret, where, type SchemeTarget } from './sign-in';

/** The credentials a call goes with, and their secret values (for redaction). */
export interface Loaded {
  credentials: Credentials;
  secrets: string[];
}

/** What Send does about the operation's security before it builds the call. */
export type SendAuth =
  /**
   * Send with these credentials; `note` says why the call goes without any although the operation names security;
   * `asked` is true when a prompt stored a secret.
   */
  | (Loaded & { note: string | null; asked: boolean })
  /** Send nothing: the user cancelled the prompt for a missing secret. */
  | { notSent: string };

/** Everything `credentialsForSend` needs. */
export interface AskOnSend {
  host: RunnerHost;
  vault: SecretVault;
  /** Where the secrets are filed (environment × origin) and the operation; `scheme` is filled in per prompt. */
  target: Omit<SchemeTarget, 'scheme'>;
  /** The scheme the form picked (`null`: the first alternative the stored secrets satisfy). */
  schemeName: string | null;
  /** True when the user chose "Send without credentials" for this environment and server: nothing is asked. */
  without: boolean;
  /** Shared by every Send of a panel: true while one Send's prompt for a missing secret is open. */
  prompt: { open: boolean };
  /** Reads the stored credentials again (after a prompt stored some). */
  load(): Promise<Loaded>;
  send: SendFn;
}

/**
 * The credentials Send goes with. When the operation's security needs a secret the environment lacks for this origin,
 * the user is asked for it in the same masked prompt as "Set secret…" (stored the same way, bound to the environment
 * and origin), one scheme at a time, and the call goes with it; a cancelled prompt sends nothing. Nothing is asked
 * when the security is optional (`{}` among the alternatives), when the user chose to send without credentials, or
 * when a scheme cannot be satisfied here (unsupported): the note says which. `busy` when this Send would ask while
 * another Send's prompt is open (reading stored secrets is never busy: two quick Sends with a stored token both go).
 */
export async function credentialsForSend(a: AskOnSend): Promise<SendAuth | 'busy'> {
  const { model, op } = a.target;
  let loaded = await a.load();
  const asked = new Set<string>();
  for (;;) {
    const chosen = selectSecurity(model, op, loaded.credentials, {
      schemeName: a.schemeName ?? undefined,
      serverUrl: a.target.baseUrl,
    });
    if (!('unmet' in chosen)) {
      if (chosen.plans.length || !op.security.some((alt) => alt.schemes.length))
        return { ...loaded, note: null, asked: asked.size > 0 };
      const named = schemeNames(op).join(', ');
      return {
        ...loaded,
        asked: false,
        note: `this operation’s security is optional and no secret of ${named} is stored for ${where(a.target)}, so nothing was asked (Set secret… to send with one)`,
      };
    }
    const next = chosen.unmet.find((u) => u.needs.length > 0 && !asked.has(u.scheme));
    if (a.without || !next) {
      const why = describeUnmet(chosen.unmet);
      return {
        ...loaded,
        asked: asked.size > 0,
        note: a.without
          ? `you chose Send without credentials for ${where(a.target)}; ${why} (Set secret… stores it)`
          : why,
      };
    }
    if (a.prompt.open) return 'busy';
    asked.add(next.scheme);
    a.host.post({
      type: 'notice',
      level: 'info',
      message: `Send needs a secret: ${describeUnmet([next])} for ${where(a.target)}. Type it in the box at the top of the editor (Escape sends nothing).`,
    });
    a.prompt.open = true;
    let said: Awaited<ReturnType<typeof setSchemeSecret>>;
    try {
      said = await setSchemeSecret(a.host, a.vault, { ...a.target, scheme: next.scheme }, a.send, 'to send');
    } finally {
      a.prompt.open = false;
    }
    loaded = await a.load();
    const still = selectSecurity(model, op, loaded.credentials, {
      schemeName: next.scheme,
      serverUrl: a.target.baseUrl,
    });
    if ('unmet' in still && still.unmet.some((u) => u.scheme === next.scheme)) {
      const failed = said && said.level !== 'info' ? ` ${said.text}` : '';
      return {
        notSent: `Not sent: no ${neededCredentials(next)} was given for ${next.scheme} (${where(a.target)}).${failed} Send again to be asked, or send it without credentials.`,
      };
    }
    if (said) a.host.post({ type: 'notice', level: said.level, message: said.text });
  }
}
