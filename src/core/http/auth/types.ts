/** Secrets the caller has: the CLI reads them from the environment, the editor from its secret storage. */
export interface Credentials {
  /** A bearer token, or an OAuth 2.0 / OpenID Connect access token used as is. */
  token?: string;
  apiKey?: string;
  username?: string;
  password?: string;
  clientId?: string;
  clientSecret?: string;
  /** An OAuth 2.0 refresh token to get an access token with. */
  refreshToken?: string;
  /** Credentials for one named security scheme, taking precedence over the shared ones above. */
  bySchemeName?: Record<string, Omit<Credentials, 'bySchemeName'>>;
}

/** A credential a scheme needs; the CLI names the environment variable for each. */
export type CredentialKind = 'token' | 'apiKey' | 'username' | 'password' | 'clientId' | 'clientSecret';

/** How one scheme of the chosen alternative is satisfied. */
export type AuthPlan =
  | { scheme: string; kind: 'bearer'; token: string }
  | { scheme: string; kind: 'basic'; username: string; password: string }
  | { scheme: string; kind: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; key: string }
  | { scheme: string; kind: 'oauth2-token'; token: string }
  | {
      scheme: string;
      kind: 'oauth2-grant';
      grant: OAuthGrant;
      tokenUrl: string;
      scopes: string[];
      creds: Omit<Credentials, 'bySchemeName'>;
    }
  | { scheme: string; kind: 'oidc'; discoveryUrl: string; scopes: string[]; creds: Omit<Credentials, 'bySchemeName'> };

/** The OAuth 2.0 grants the engine runs itself. */
export type OAuthGrant = 'client_credentials' | 'password' | 'refresh_token';

/** A scheme that could not be satisfied, and what it lacks. */
export interface UnmetScheme {
  scheme: string;
  /** Ways to satisfy it: any one of these sets of credentials would do. Empty when the scheme type is not supported. */
  needs: CredentialKind[][];
  /** Why, when it is not a missing credential (`mutualTLS`, an unknown `http` scheme, a missing scheme). */
  reason?: string;
}

/** What authentication did to a request. */
export interface AuthOutcome {
  /** The schemes applied (one alternative of the operation's security, AND-ed). */
  applied: string[];
  /** Set when the operation needs security but no alternative could be satisfied: the request goes out without it. */
  unmet?: UnmetScheme[];
}

/** Authentication failed in a way that stops the request: an unknown `--security` name, a token endpoint that refused. */
export class AuthError extends Error {
  /** `final`: retrying another way would not help (a refused redirect, a token endpoint the user did not confirm). */
  constructor(
    message: string,
    readonly final = false,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
