import type { Credentials } from './types';

/** A credential field that has an environment variable (every one but the per-scheme map). */
export type EnvCredential = keyof Omit<Credentials, 'bySchemeName'>;

/**
 * The environment variable of each credential: the CLI reads them, and the editor's cURL and .http exports
 * write them as placeholders, so a copied command runs with the same environment.
 */
export const CREDENTIAL_ENV: Readonly<Record<EnvCredential, string>> = {
  token: 'REST_CONVENTIONS_TOKEN',
  apiKey: 'REST_CONVENTIONS_API_KEY',
  username: 'REST_CONVENTIONS_USERNAME',
  password: 'REST_CONVENTIONS_PASSWORD',
  clientId: 'REST_CONVENTIONS_CLIENT_ID',
  clientSecret: 'REST_CONVENTIONS_CLIENT_SECRET',
  refreshToken: 'REST_CONVENTIONS_REFRESH_TOKEN',
};
