import type { CredentialKind, UnmetScheme } from './types';

/** How a caller names a credential: the CLI by its environment variable, the runner by its field. */
export type CredentialNamer = (kind: CredentialKind) => string;

/** What would satisfy one unmet scheme, in words: `token, or username and password`. */
export function neededCredentials(u: UnmetScheme, name: CredentialNamer = (k) => k): string {
  return u.needs.map((set) => set.map(name).join(' and ')).join(', or ');
}

/**
 * A sentence naming what each unmet scheme lacks and why (`bearer needs token`, `mtls: … not supported`); `hint`
 * says how the caller gives one. The CLI, the runner's Send and its prompt all word it here.
 */
export function describeUnmet(unmet: readonly UnmetScheme[], name?: CredentialNamer, hint?: string): string {
  return unmet
    .map((u) =>
      u.needs.length
        ? `${u.scheme} needs ${neededCredentials(u, name)}${u.reason ? ` (${u.reason})` : ''}${hint ? ` (${hint})` : ''}`
        : `${u.scheme}: ${u.reason ?? 'not supported'}`,
    )
    .join('; ');
}
