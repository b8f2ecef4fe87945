/**
 * Protocol-defined endpoints (RULES.md "Terms"): endpoints whose shape a standard fixes (OAuth 2.0 and OpenID
 * Connect, `.well-known/*`, SCIM, health probes, the API's own OpenAPI description, Azure's resource provider
 * contract callbacks). No naming, media-type or create rule applies to them, nor the per-operation status and
 * security requirements: the standard fixes how they authenticate and fail.
 */
import { mediaEssence } from '../media-types';
import type { ApiModel, Operation, PathItem } from './model';
import { isObj } from '../../shared/object';
import { sendsField } from './sent-schemas';
import { visitSchemas } from './visit-schemas';
import { splitWords } from './words/identifiers';
import { isProbeName } from './infrastructure';
import { answersStandardFormat } from './standard-formats';
import { isFederatedSignIn } from './federated-sign-in';
import { authorizesPusherChannel } from './channel-authorization';

/** Endpoint names only OAuth 2.0 / OpenID Connect use, wherever they stand (`/userinfo`, `/oauth2/introspect`). */
const OAUTH_ONLY = new Set([
  'userinfo',
  'user_info',
  'introspect',
  'introspection',
  'device_authorization',
  'device_code',
  'jwks',
  'jwks.json',
  'check_session',
  'check_session_iframe',
  'end_session',
  'endsession',
]);

/**
 * Endpoint names OAuth 2.0 gives a meaning that are also ordinary words (`token`, `authorize`, `revoke`): protocol
 * endpoints only under an OAuth segment (`/oauth/token`, `/connect/authorize`), at a security scheme's URL, when
 * the request carries a `grant_type`, or at the top of an API that serves OAuth under such a segment too (Clever
 * Cloud's `/authorize` beside `/oauth/authorize`, with no security scheme declared).
 */
const OAUTH_WORDS = new Set([
  'token',
  'authorize',
  'authorization',
  'revoke',
  'revocation',
  'logout',
  'register',
  'device',
  'par',
  'callback',
  // OAuth 1.0a's temporary-credential and token-credential endpoints (RFC 5849 §2.1, §2.3).
  'request_token',
  'access_token',
  // The authorization server's JSON Web Key Set (RFC 7517 §5: `{keys: [...]}`), KubeSphere's `/oauth/keys`,
  // Keycloak's `/protocol/openid-connect/certs`.
  'keys',
  'certs',
]);

/**
 * OpenID Connect's session management (the `check_session_iframe`, served per client: `/{client_id}/iframe`), logout
 * and dynamic client registration endpoints (RFC 7591/7592: `/client`, `/client/{client_id}`): ordinary words, so
 * protocol endpoints only on an authorization server, an API that serves its own schemes' token or authorization URL.
 */
const AUTHORIZATION_SERVER_WORDS = new Set([
  'iframe',
  'session',
  'logout',
  'register',
  'registration',
  'client',
  'clients',
]);

/**
 * Words of an endpoint that hands a user credentials outside OAuth 2.0 (`/login`, `/users/sign-in`, `/auth/signup`):
 * public by nature like the token endpoint, since a client calls it to get what it would authenticate with.
 */
const SIGN_IN_WORDS = new Set(['login', 'logon', 'signin', 'signup', 'authenticate']);

/** Words that make a password endpoint one for a user who has none at hand (`forgot-password`, `/password/reset`). */
const PASSWORD_RECOVERY_WORDS = new Set(['forgot', 'reset', 'recover', 'recovery', 'lost']);

/** Static segments a `register` below names an account registration (`/users/register`, `/auth/register`), not a device's. */
const ACCOUNT_SEGMENTS = new Set([
  'auth',
  'authentication',
  'user',
  'users',
  'account',
  'accounts',
  'customer',
  'customers',
  'member',
  'members',
]);

/**
 * True for an endpoint whose job is to get credentials, public by nature: a protocol-defined one (OAuth 2.0's token
 * endpoint, one of `protocolPaths`), a log-in or sign-up (`/api/login`, `/sign-in`, `/users/signup`, `/authenticate`), an account's
 * registration (`register`, under the root, an auth or a user segment: `/users/register`, Medusa's
 * `/auth/user/{auth_provider}/register`; not `/devices/register`) or the recovery of a forgotten password
 * (`/forgot-password`, `/users/reset-password`, `/user/password/reset`).
 */
export function issuesCredentials(item: PathItem): boolean {
  return item.protocol || signsIn(item);
}

/**
 * The endpoints of `issuesCredentials` that a client signs in at, without the other protocol-defined ones (health
 * probes, `.well-known`, SCIM): a log-in, sign-up, registration or password recovery by its words, or an OAuth 2.0 /
 * OpenID Connect endpoint (`/oauth/token`, `/connect/authorize`).
 */
export function signsIn(item: PathItem): boolean {
  if (
    item.protocol &&
    item.segments.some((s) => s.kind === 'static' && OAUTH_SIGN_IN_SEGMENTS.has(s.text.toLowerCase()))
  )
    return true;
  const statics = item.segments.filter((s) => s.kind === 'static').map((s) => s.text.toLowerCase());
  const last = splitWords(statics[statics.length - 1] ?? '');
  if (last.some((w, i) => SIGN_IN_WORDS.has(w) || SIGN_IN_WORDS.has(w + (last[i + 1] ?? '')))) return true;
  const tail = statics.slice(-2).flatMap((t) => splitWords(t));
  if (tail.some((w) => w === 'password' || w === 'passwd') && tail.some((w) => PASSWORD_RECOVERY_WORDS.has(w)))
    return true;
  if (!last.includes('register') && !last.includes('registration')) return false;
  const before = statics.slice(0, -1).filter((t) => !/^(?:api|v\d+.*)$/.test(t));
  return before.length === 0 || ACCOUNT_SEGMENTS.has(before[before.length - 1]) || before.some((t) => t === 'auth');
}

/**
 * Segments that make a protocol path (already one by `protocolPaths`) an OAuth 2.0 / OpenID Connect endpoint a client
 * signs in at, for `signsIn`. Not `OAUTH_NAMESPACES`: besides most of those namespaces it holds the two sign-in
 * endpoints themselves (`token`, `authorize`) and the loose `auth`, safe only on a path a standard already fixes; and
 * it lacks `openid-connect` (Keycloak's `/protocol/openid-connect/token` counts by its `token`, its `/certs` does not).
 */
const OAUTH_SIGN_IN_SEGMENTS = new Set(['token', 'authorize', 'oauth', 'oauth2', 'openid', 'oidc', 'connect', 'auth']);

/**
 * Segments that put what follows under OAuth 2.0 / OpenID Connect (`/oauth2/token`, `/connect/token`): an endpoint
 * name of `OAUTH_WORDS` below one is a protocol path. Namespaces only: no endpoint name, and not the loose `auth`.
 */
const OAUTH_NAMESPACES = new Set(['oauth', 'oauth2', 'openid', 'openid-connect', 'connect', 'oidc']);

/**
 * The API's own description, read with GET (`/swagger`, `/openapi.yaml`, `/api-docs`): the OpenAPI standard fixes its
 * format, JSON or YAML (motaword.com's `GET /swagger` answers `text/yaml`).
 */
const API_DESCRIPTIONS = new Set(
  ['openapi', 'swagger', 'api-docs'].flatMap((name) => ['', '.json', '.yaml', '.yml'].map((ext) => name + ext)),
);

/**
 * The extension callbacks Azure's resource provider contract (RPaaS) calls on a provider, by fixed names
 * (`resourceCreationValidate`, `resourceReadBegin`, `resourceDeletionCompleted`…), lower-cased.
 */
const RPAAS_CALLBACKS = new Set(
  ['creation', 'read', 'patch', 'deletion'].flatMap((op) =>
    ['validate', 'begin', 'completed'].map((phase) => `resource${op}${phase}`),
  ),
);

/** True for an RPaaS callback: one of the contract's names, below `providers/{Namespace}` (`providers/GitHub.Network/…`). */
function isRpaasCallback(item: PathItem, last: string): boolean {
  if (!RPAAS_CALLBACKS.has(last)) return false;
  const segs = item.segments;
  return segs.some((s, i) => s.text.toLowerCase() === 'providers' && segs[i + 1]?.kind === 'namespace');
}

/**
 * The paths of a security scheme's OAuth 2.0 / OpenID Connect URLs (`tokenUrl`, `authorizationUrl`, `refreshUrl`,
 * `openIdConnectUrl`), lower-cased, without scheme, host or query, and again without a server's base path.
 */
function schemeUrlPaths(model: ApiModel): Set<string> {
  const out = new Set<string>();
  const pathOf = (v: string): string => {
    const noQuery = v.split(/[?#]/)[0];
    const m = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/.*)?$/i.exec(noQuery);
    return (m ? (m[1] ?? '/') : noQuery).toLowerCase().replace(/\/+$/, '');
  };
  // The servers' base paths (`https://host/api` → `/api`): a URL under one also names the path without it.
  const bases = model.servers.map((s) => pathOf(s.url)).filter((b) => b.startsWith('/'));
  const add = (v: unknown) => {
    if (typeof v !== 'string') return;
    const p = pathOf(v);
    out.add(p);
    for (const b of bases) if (p.startsWith(b + '/')) out.add(p.slice(b.length));
  };
  const schemes =
    model.securitySchemesNode ?? (isObj(model.root.securityDefinitions) ? model.root.securityDefinitions : {});
  for (const raw of Object.values(schemes)) {
    const node = model.deref(raw);
    if (!isObj(node)) continue;
    for (const k of ['tokenUrl', 'authorizationUrl', 'refreshUrl', 'openIdConnectUrl']) add(node[k]);
    const flows = model.deref(node.flows);
    if (!isObj(flows)) continue;
    for (const flow of Object.values(flows)) {
      const f = model.deref(flow);
      if (isObj(f)) for (const k of ['tokenUrl', 'authorizationUrl', 'refreshUrl']) add(f[k]);
    }
  }
  return out;
}

/**
 * True when some operation of the path takes OAuth 2.0's own parameters: a `grant_type` (the token request,
 * RFC 6749 §4) or a `response_type` (the authorization request, §4.1.1).
 */
function sendsGrantType(model: ApiModel, item: PathItem): boolean {
  return item.operations.some(
    (op) => sendsField(model, op, (n) => n === 'grant_type') || op.parameters.some((p) => p.name === 'response_type'),
  );
}

/**
 * True for OAuth 2.0's device authorization endpoint (RFC 8628 §3.1: a form-encoded POST carrying the `client_id`,
 * answered with a device code and a user code), under whatever name a service gives it (Oxide's `/device/auth`,
 * GitHub's `/login/device/code`): a static `device` segment and such a request. A device resource (`/devices`) is not.
 */
function startsDeviceGrant(model: ApiModel, item: PathItem, words: readonly string[]): boolean {
  if (!words.includes('device')) return false;
  return item.operations.some((op) => op.method === 'post' && sendsField(model, op, (n) => n === 'client_id', true));
}

/** The endpoints SCIM names at its base (RFC 7644 §3.2), lower-cased. */
const SCIM_ENDPOINTS = new Set([
  'users',
  'groups',
  'me',
  'serviceproviderconfig',
  'resourcetypes',
  'schemas',
  'bulk',
  '.search',
]);

/**
 * The SCIM bases of an API that need not be named `scim`: the path before each `ServiceProviderConfig`, the discovery
 * endpoint every SCIM service provider serves (Miro's `/ServiceProviderConfig` beside `/Users` and `/Groups`).
 */
function scimBases(model: ApiModel): Set<string> {
  const out = new Set<string>();
  for (const item of model.paths) {
    const i = item.segments.findIndex((s) => s.kind !== 'param' && s.text.toLowerCase() === 'serviceproviderconfig');
    if (i >= 0)
      out.add(
        item.segments
          .slice(0, i)
          .map((s) => s.text)
          .join('/'),
      );
  }
  return out;
}

/** True for a path at one of the SCIM bases (see `scimBases`) whose next segment is an endpoint SCIM names. */
function isScimEndpoint(item: PathItem, bases: ReadonlySet<string>): boolean {
  if (bases.size === 0) return false;
  return item.segments.some(
    (s, i) =>
      s.kind !== 'param' &&
      SCIM_ENDPOINTS.has(s.text.toLowerCase()) &&
      bases.has(
        item.segments
          .slice(0, i)
          .map((p) => p.text)
          .join('/'),
      ),
  );
}

/**
 * Decides, for every path of a model, whether a standard (OAuth 2.0, OpenID Connect, SCIM, health probes, RPaaS, the
 * formats of `standard-formats.ts`: Prometheus exposition, feeds, OpenRosa, the SAML and SSO browser endpoints of
 * `federated-sign-in.ts`, Pusher's channel authorization of `channel-authorization.ts`) fixes its shape.
 */
export function protocolPaths(model: ApiModel): Set<PathItem> {
  const out = new Set<PathItem>();
  const scim = scimBases(model);
  let urls: Set<string> | undefined;
  let authorizationServer: boolean | undefined;
  let servesOAuth: boolean | undefined;
  const servesAuthorization = (): boolean => {
    urls ??= schemeUrlPaths(model);
    const own = urls;
    authorizationServer ??= model.paths.some((item) => {
      const bare = item.path.toLowerCase().replace(/\/+$/, '');
      return bare !== '' && own.has(bare);
    });
    return authorizationServer;
  };
  for (const item of model.paths) {
    const words = item.segments.map((s) => s.text.toLowerCase());
    const last = words[words.length - 1] ?? '';
    const isProtocol = (): boolean => {
      if (words.includes('.well-known') || words.includes('scim') || isScimEndpoint(item, scim)) return true;
      if (answersStandardFormat(item) || isFederatedSignIn(model, item)) return true;
      if (authorizesPusherChannel(model, item)) return true;
      const statics = item.segments.filter((s) => s.kind !== 'param').map((s) => s.text.toLowerCase());
      if (statics.some((w) => AUTHORIZATION_SERVER_WORDS.has(w)) && servesAuthorization()) return true;
      if (item.segments.length > 0 && item.segments[item.segments.length - 1].kind === 'param') return false;
      if (OAUTH_ONLY.has(last) || isProbeName(last) || isRpaasCallback(item, last)) return true;
      if (API_DESCRIPTIONS.has(last) && item.operations.every((op) => op.method === 'get')) return true;
      if (words.slice(0, -1).some((w) => OAUTH_ONLY.has(w))) return true;
      urls ??= schemeUrlPaths(model);
      const bare = item.path.toLowerCase().replace(/\/+$/, '');
      // Under any name (Velo Payments' `/v1/authenticate`): a scheme's own URL, or a request carrying `grant_type`.
      if (bare !== '' && urls.has(bare)) return true;
      if (sendsGrantType(model, item) || startsDeviceGrant(model, item, words)) return true;
      if (!OAUTH_WORDS.has(last)) return false;
      if (words.slice(0, -1).some((w) => OAUTH_NAMESPACES.has(w))) return true;
      if (words.length === 1) {
        servesOAuth ??= model.paths.some((p) => p.segments.some((s) => OAUTH_NAMESPACES.has(s.text.toLowerCase())));
        if (servesOAuth) return true;
      }
      for (const u of urls) if (u.endsWith(bare)) return true;
      return false;
    };
    if (isProtocol()) out.add(item);
  }
  return out;
}

/**
 * True when the API declares JSON:API, a standard that fixes the shape of `links` (an object of named links) and
 * reserves the `page` family of query parameters for paging: a schema with a top-level `jsonapi` member (the
 * standard's own declaration, OPTIMADE's) or the `application/vnd.api+json` media type.
 */
export function declaresJsonApi(model: ApiModel): boolean {
  const media = (op: ApiModel['operations'][number]) => [
    ...(op.requestBody?.content ?? []),
    ...op.responses.flatMap((r) => r.content),
  ];
  if (model.operations.some((op) => media(op).some((m) => mediaEssence(m.name) === 'application/vnd.api+json')))
    return true;
  if (!model.resolver.documents().some((doc) => doc.text.includes('jsonapi'))) return false;
  let found = false;
  visitSchemas(model, (schema) => {
    if (!found && isObj(schema.properties) && schema.properties.jsonapi !== undefined) found = true;
  });
  return found;
}

/**
 * True for an operation that opens a WebSocket (RFC 6455 §4.1: the handshake is a GET with `Upgrade: websocket`) and
 * so answers 101, not 200: it declares a 101, takes an `Upgrade` or `Sec-WebSocket-*` header, or its summary,
 * description or operation id names a WebSocket (Stream's `GET /connect`, "Connect (WebSocket)", which lists only
 * its errors). Its errors are the new protocol's, sent over the socket (Together's `/audio/speech/websocket`).
 */
export function isWebSocketUpgrade(op: Operation): boolean {
  if (op.responses.some((r) => r.status === '101')) return true;
  if (op.method !== 'get') return false;
  const header = (name: string) => name.toLowerCase() === 'upgrade' || name.toLowerCase().startsWith('sec-websocket-');
  if (op.parameters.some((p) => p.in === 'header' && header(p.name))) return true;
  const description = typeof op.node.description === 'string' ? op.node.description : '';
  const words = [op.summary ?? '', description.slice(0, 2000), op.operationId ?? ''].join(' ').toLowerCase();
  return /web[\s_-]?socket/.test(words);
}

/** Protocols a server may mount at its root, each with its own standard for requests and answers (ONVIF is SOAP). */
const MOUNTED_PROTOCOLS = new Set(['onvif', 'soap', 'xmlrpc', 'xml-rpc', 'jsonrpc', 'json-rpc', 'webdav', 'dav']);

/**
 * True for a path whose first segment names a protocol another standard defines (see `MOUNTED_PROTOCOLS`): go2rtc's
 * `/onvif/`, "simple realisation of the ONVIF protocol, accepts any suburl requests". What it takes and answers is the
 * protocol's. Below the API's own prefix (go2rtc's `/api/onvif`, its discovery of ONVIF cameras) it is a resource.
 */
function mountsProtocol(op: Operation): boolean {
  const first = op.path.resourceSegments[0];
  return first?.kind === 'static' && MOUNTED_PROTOCOLS.has(first.text.toLowerCase());
}

/**
 * True at or below a member's `proxy` subresource (Kubernetes' `/pods/{name}/proxy`, Karmada's
 * `…/clusters/{name}/proxy/{path}`) or a `proxy` segment followed by the forwarded path (`/proxy/{path}`): the
 * operation forwards whatever the target takes and answers (any media type), and what the target takes is not this
 * spec's to say: no body, media-type, list or success-status rule applies. So is a protocol mounted at the root (see
 * `mountsProtocol`). NetBird's `/api/events/proxy` (the proxy's events) and
 * `proxies` are resources like any other.
 */
export function isPassThrough(op: Operation): boolean {
  const segs = op.path.resourceSegments;
  if (mountsProtocol(op)) return true;
  return segs.some(
    (s, i) =>
      s.kind === 'static' &&
      s.text.toLowerCase() === 'proxy' &&
      (segs[i - 1]?.kind === 'param' || segs[i + 1]?.kind === 'param'),
  );
}
