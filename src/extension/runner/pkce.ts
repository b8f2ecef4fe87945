import { createHash, randomBytes } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SendFn } from '../../core/http/auth/oauth2';
import { trimTrailingSlashes } from '../../shared/trim';

/** What the authorization code flow needs. */
export interface AuthorizationCodeOptions {
  authorizationUrl: string;
  tokenUrl: string;
  clientId: string;
  /** For confidential clients; public clients rely on PKCE alone. */
  clientSecret?: string;
  scopes: string[];
  /** Opens the authorization URL in the user's browser. */
  openExternal(url: string): Promise<boolean>;
  /**
   * Where the browser reaches the loopback listener (`vscode.env.asExternalUri`): the same URL on a desktop, a
   * forwarded one when the extension host runs elsewhere (Remote-SSH, Codespaces, code-server). The redirect URI
   * sent to the authorization server, and again with the code, is this one.
   */
  externalUri?(localUrl: string): Promise<string>;
  /** The engine's send, for the token request. */
  send: SendFn;
  signal?: AbortSignal;
  /** How long to wait for the browser to come back; default 5 minutes. */
  timeoutMs?: number;
  /** The authorization server's issuer identifier, when known; else `iss` must be on the authorization URL's origin. */
  issuer?: string;
}

/** RFC 9207: an `iss` in the answer must name the server the user signed in at. */
function issuerMatches(iss: string, o: AuthorizationCodeOptions): boolean {
  if (o.issuer !== undefined) return trimTrailingSlashes(iss) === trimTrailingSlashes(o.issuer);
  try {
    return new URL(iss).origin === new URL(o.authorizationUrl).origin;
  } catch {
    return false;
  }
}

/** The tokens the flow obtained. */
export interface AuthorizationCodeTokens {
  accessToken: string;
  refreshToken?: string;
  /** Epoch ms, when the token endpoint said `expires_in`. */
  expiresAt?: number;
}

/** The flow failed: the user refused, the server named another issuer, the token endpoint said no, time ran out. */
export class AuthorizationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthorizationError';
  }
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

/**
 * Runs the OAuth 2.0 authorization code flow with PKCE (RFC 7636) and a loopback redirect (RFC 8252 §7.3): listens on
 * 127.0.0.1 on a free port, opens the authorization URL in the browser (with the listener's address as the browser
 * reaches it, which is forwarded in remote set-ups), waits for the redirect carrying its `state` (an answer with another state is refused and the wait goes on), and exchanges the code
 * for tokens. The listener is closed whatever happens: after the answer, on an error, or after the time-out.
 */
export async function authorizationCodeFlow(o: AuthorizationCodeOptions): Promise<AuthorizationCodeTokens> {
  const { verifier, challenge } = pkcePair();
  const state = base64url(randomBytes(16));
  let server: http.Server | undefined;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    const code = await new Promise<{ code: string; redirectUri: string }>((resolve, reject) => {
      let redirectUri = '';
      server = http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        // A forwarding proxy may keep its own prefix (code-server's /absproxy/PORT/callback).
        if (!url.pathname.endsWith('/callback')) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.');
          return;
        }
        const q = url.searchParams;
        const finish = (status: number, text: string) =>
          res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(text);
        const iss = q.get('iss');
        if (q.get('state') === state && iss !== null && !issuerMatches(iss, o)) {
          finish(400, 'The sign-in answer names another authorization server (iss). Close this tab and try again.');
          reject(
            new AuthorizationError(
              `The answer names another authorization server (iss ${iss.slice(0, 200)}) than the one signed in at: it was refused (RFC 9207).`,
            ),
          );
          return;
        }
        // Not this sign-in's answer (a stray or forged request to the listener): refused, and the wait goes on.
        if (q.get('state') !== state) {
          finish(400, 'This answer does not belong to the sign-in in progress (state mismatch); it was ignored.');
          return;
        }
        const error = q.get('error');
        if (error) {
          finish(400, `Sign-in failed: ${error}. You can close this tab.`);
          reject(
            new AuthorizationError(
              `The authorization server refused: ${error}${q.get('error_description') ? ` (${q.get('error_description')})` : ''}.`,
            ),
          );
          return;
        }
        const c = q.get('code');
        if (!c) {
          finish(400, 'The answer carries no code. Close this tab and try again.');
          reject(new AuthorizationError('The authorization server answered without a code.'));
          return;
        }
        finish(200, 'Signed in. You can close this tab and return to the editor.');
        resolve({ code: c, redirectUri });
      });
      server.on('error', (e) => reject(new AuthorizationError(`The loopback listener failed: ${e.message}.`)));
      server.listen(0, '127.0.0.1', async () => {
        const port = (server!.address() as AddressInfo).port;
        const local = `http://127.0.0.1:${port}/callback`;
        try {
          redirectUri = o.externalUri ? await o.externalUri(local) : local;
        } catch (e) {
          reject(
            new AuthorizationError(
              `The sign-in callback could not be made reachable from the browser: ${(e as Error).message}.`,
            ),
          );
          return;
        }
        const auth = new URL(o.authorizationUrl);
        auth.searchParams.set('response_type', 'code');
        auth.searchParams.set('client_id', o.clientId);
        auth.searchParams.set('redirect_uri', redirectUri);
        if (o.scopes.length) auth.searchParams.set('scope', o.scopes.join(' '));
        auth.searchParams.set('state', state);
        auth.searchParams.set('code_challenge', challenge);
        auth.searchParams.set('code_challenge_method', 'S256');
        o.openExternal(auth.toString()).then(
          (opened) => opened || reject(new AuthorizationError('The browser could not be opened for sign-in.')),
          (e: Error) => reject(new AuthorizationError(`The browser could not be opened: ${e.message}.`)),
        );
      });
      timer = setTimeout(
        () => reject(new AuthorizationError('Sign-in timed out: the browser did not come back.')),
        o.timeoutMs ?? 300_000,
      );
      onAbort = () => reject(new AuthorizationError('Sign-in was cancelled.'));
      if (o.signal?.aborted) onAbort();
      o.signal?.addEventListener('abort', onAbort, { once: true });
    });
    return await exchange(o, code.code, code.redirectUri, verifier);
  } finally {
    clearTimeout(timer);
    if (onAbort) o.signal?.removeEventListener('abort', onAbort);
    const s = server as http.Server | undefined;
    if (s) {
      s.closeAllConnections();
      s.close();
    }
  }
}

async function exchange(
  o: AuthorizationCodeOptions,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<AuthorizationCodeTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: o.clientId,
    code_verifier: verifier,
  });
  if (o.clientSecret) form.set('client_secret', o.clientSecret);
  const secrets = [code, verifier, ...(o.clientSecret ? [o.clientSecret] : [])];
  const res = await o.send(
    {
      method: 'POST',
      url: o.tokenUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new TextEncoder().encode(form.toString()),
      credentials: { headers: [], query: [], cookies: [], secrets },
    },
    { maxRedirects: 0 },
  );
  if (res.status >= 300 && res.status < 400)
    throw new AuthorizationError(
      `The token endpoint ${o.tokenUrl} answered with a redirect (HTTP ${res.status}); requests for tokens follow no redirects, so the code was not sent on.`,
    );
  if (new URL(res.url).origin !== new URL(o.tokenUrl).origin)
    throw new AuthorizationError(
      `The token endpoint ${o.tokenUrl} answered from another origin; its answer was not used.`,
    );
  const body = res.json as Record<string, unknown> | undefined;
  if (res.status < 200 || res.status >= 300 || !body || typeof body.access_token !== 'string') {
    const err = body && typeof body.error === 'string' ? ` ${body.error}` : '';
    throw new AuthorizationError(`The token endpoint ${o.tokenUrl} refused the code: HTTP ${res.status}${err}.`);
  }
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1000 : undefined,
  };
}
