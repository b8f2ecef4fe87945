/**
 * The messages between the runner webview and the extension host, shared by both sides. The webview sends
 * `ready` first; the host answers with `init`. Every message the host receives is checked by `parseWebviewMessage`
 * (the webview is less trusted); plain data only, no `vscode`, no DOM, no Node.
 */
import type { AuthStatus, FailureKind, HistoryItem, PageRel, ResponseView } from './views';
import { SERVER_MOCK, type FormValues, type OperationForm } from './form';
import { isObj, type Obj } from './object';

export { PAGE_RELS } from './views';
export type {
  AuthStatus,
  BodyView,
  FailureKind,
  HistoryItem,
  PageRel,
  PaginationView,
  RateLimitPolicyView,
  RateLimitView,
  ResponseView,
} from './views';

/** The webview message a call's answers reply to: its type and the id the webview gave it. */
export interface CallReply {
  type: 'send' | 'page' | 'retry';
  requestId: string;
}

/** What a `failed` answers: a call, or `ready` (the operation's form could not be made). */
export type InReplyTo = CallReply | { type: 'ready' };

/** Messages from the host to the webview. */
export type HostToWebview =
  /** The answer to `ready`: the form, values to restore (from the saved state or a reopened history entry), the history. */
  | { type: 'init'; form: OperationForm; values: FormValues | null; history: HistoryItem[]; auth: AuthStatus }
  /** The spec changed: redraw the form, keeping the user's values where fields remain. */
  | { type: 'form'; form: OperationForm }
  /** Stored-secret status changed (a secret set or cleared, another environment or origin). */
  | { type: 'auth'; auth: AuthStatus }
  /** A call started. */
  | { type: 'sending'; inReplyTo: CallReply; method: string; url: string }
  /** A call got a response. */
  | { type: 'response'; inReplyTo: CallReply; response: ResponseView }
  /** A call ended without a response. */
  | {
      type: 'failed';
      inReplyTo: InReplyTo;
      kind: FailureKind;
      message: string;
      /** A way on the failure offers: Send again without credentials (after the secret prompt was cancelled). */
      offer?: 'sendWithoutCredentials';
    }
  /** The history changed. */
  | { type: 'history'; items: HistoryItem[] }
  /** Fill the form with these values (a history entry was reopened). */
  | { type: 'restore'; values: FormValues }
  /** A short message for the status line (copied, saved, a refused request). */
  | { type: 'notice'; level: 'info' | 'warning' | 'error'; message: string };

/** Messages from the webview to the host; every one is validated by `parseWebviewMessage`. */
export type WebviewToHost =
  /** The webview has loaded and listens; carries the values it saved in its state, if any. */
  | { type: 'ready'; values: FormValues | null }
  /**
   * Send a call built from the form. A missing secret is asked for first, unless `withoutCredentials` (the user picked
   * "Send without credentials" after cancelling that prompt).
   */
  | { type: 'send'; requestId: string; values: FormValues; withoutCredentials?: boolean }
  /** Cancel the call in flight. */
  | { type: 'cancel'; requestId: string }
  /** Follow a page link of the last response (same origin only). */
  | { type: 'page'; requestId: string; rel: PageRel }
  /** Send the last call again (after a rate-limit wait). */
  | { type: 'retry'; requestId: string }
  /** Which secrets are stored for the server these values pick. */
  | { type: 'checkAuth'; values: FormValues }
  /** Ask the user for a scheme's secret in a masked prompt and store it. */
  | { type: 'setSecret'; scheme: string; values: FormValues }
  /** Forget a scheme's stored secrets. */
  | { type: 'clearSecret'; scheme: string; values: FormValues }
  /** Run the OAuth 2.0 authorization code flow (PKCE, loopback redirect) for a scheme. */
  | { type: 'authorize'; scheme: string; values: FormValues }
  /** Make an environment the active one (`null`: none). */
  | { type: 'selectEnvironment'; name: string | null }
  /** Copy the last call as a cURL command; secrets stay `$ENV` placeholders unless asked for. */
  | { type: 'copyCurl'; includeSecrets: boolean }
  /** Save the last call as a `.http` file. */
  | { type: 'saveHttp' }
  /** Open the last response body in an editor. */
  | { type: 'openBody' }
  /** Reopen a call of the history in the form. */
  | { type: 'reopen'; id: string }
  /** Forget the history. */
  | { type: 'clearHistory' };

/** Every `WebviewToHost` type. */
export type WebviewMessageType = WebviewToHost['type'];

/** For exhaustive switches: a compile error when a case is missing, a throw if one slips through at run time. */
export function assertNever(x: never): never {
  throw new Error(`Unexpected message: ${JSON.stringify(x)}`);
}

/** Limits on what the host accepts from the webview. */
export const LIMITS = {
  id: 64,
  name: 256,
  value: 64 * 1024,
  url: 8 * 1024,
  body: 8 * 1024 * 1024,
  entries: 500,
} as const;

/** Own keys only, none that could reach a prototype. */
function plainKeys(o: Obj): string[] | undefined {
  const keys = Object.keys(o);
  return keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype') ? undefined : keys;
}

function isStr(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length <= max;
}

function isId(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= LIMITS.id && /^[A-Za-z0-9_-]+$/.test(v);
}

function isName(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= LIMITS.name && !/[\u0000-\u001f]/.test(v);
}

/** Only the keys listed, each present one checked. */
function exactKeys(o: Obj, allowed: readonly string[]): boolean {
  const keys = plainKeys(o);
  return !!keys && keys.every((k) => allowed.includes(k));
}

function stringRecord(v: unknown, keyMax: number, valueMax: number): Record<string, string> | undefined {
  if (!isObj(v)) return undefined;
  const keys = plainKeys(v);
  if (!keys || keys.length > LIMITS.entries) return undefined;
  const out: Record<string, string> = Object.create(null);
  for (const k of keys) {
    if (k.length === 0 || k.length > keyMax) return undefined;
    const x = v[k];
    if (!isStr(x, valueMax)) return undefined;
    out[k] = x;
  }
  return { ...out };
}

/** Checks form values field by field; `undefined` when anything is off. Returns a fresh object holding only known fields. */
export function parseFormValues(v: unknown): FormValues | undefined {
  if (
    !isObj(v) ||
    !exactKeys(v, [
      'serverIndex',
      'customServer',
      'variables',
      'params',
      'headers',
      'body',
      'contentType',
      'security',
      'insecure',
    ])
  )
    return undefined;
  const { serverIndex, customServer, body, contentType, security, insecure } = v;
  if (
    typeof serverIndex !== 'number' ||
    !Number.isInteger(serverIndex) ||
    serverIndex < SERVER_MOCK ||
    serverIndex > LIMITS.entries
  )
    return undefined;
  if (!isStr(customServer, LIMITS.url)) return undefined;
  const variables = stringRecord(v.variables, LIMITS.name, LIMITS.value);
  const params = stringRecord(v.params, LIMITS.name + 8, LIMITS.value);
  if (!variables || !params) return undefined;
  if (!Array.isArray(v.headers) || v.headers.length > LIMITS.entries) return undefined;
  const headers: FormValues['headers'] = [];
  for (const h of v.headers) {
    if (!isObj(h) || !exactKeys(h, ['name', 'value']) || !isStr(h.name, LIMITS.name) || !isStr(h.value, LIMITS.value))
      return undefined;
    headers.push({ name: h.name, value: h.value });
  }
  if (body !== null && !isStr(body, LIMITS.body)) return undefined;
  if (contentType !== null && !isName(contentType)) return undefined;
  if (security !== null && !isName(security)) return undefined;
  if (typeof insecure !== 'boolean') return undefined;
  return {
    serverIndex,
    customServer,
    variables,
    params,
    headers,
    body: body as string | null,
    contentType: contentType as string | null,
    security: security as string | null,
    insecure,
  };
}

/** What a field check returns for a value it refuses. */
const INVALID = Symbol('invalid');

/** A field's check: the value to keep (a fresh one for objects; `undefined` leaves the field out), or `INVALID`. */
type Check<T> = (v: unknown) => T | typeof INVALID;

/** The checks of a message's fields: one for every field of its type, optional ones included. */
type FieldChecks<M> = { [F in Exclude<keyof M, 'type'>]-?: Check<M[F]> };

const requestId: Check<string> = (v) => (isId(v) ? v : INVALID);
const name: Check<string> = (v) => (isName(v) ? v : INVALID);
const values: Check<FormValues> = (v) => parseFormValues(v) ?? INVALID;
const boolean: Check<boolean> = (v) => (typeof v === 'boolean' ? v : INVALID);
const pageRel: Check<PageRel> = (v) => (v === 'next' || v === 'prev' || v === 'first' || v === 'last' ? v : INVALID);
const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v) =>
    v === null ? null : check(v);
/** An optional flag: kept only when true. */
const flag: Check<true | undefined> = (v) => (v === true ? true : v === undefined || v === false ? undefined : INVALID);

/**
 * The one declaration of what each `WebviewToHost` message may hold: a check per field, typed by the message (a
 * field added to a message type without its check, or a check for no field, does not compile). `parseWebviewMessage`
 * is derived from it.
 */
const WEBVIEW_MESSAGE_FIELDS: { [K in WebviewMessageType]: FieldChecks<Extract<WebviewToHost, { type: K }>> } = {
  ready: { values: nullable(values) },
  send: { requestId, values, withoutCredentials: flag },
  cancel: { requestId },
  page: { requestId, rel: pageRel },
  retry: { requestId },
  checkAuth: { values },
  setSecret: { scheme: name, values },
  clearSecret: { scheme: name, values },
  authorize: { scheme: name, values },
  selectEnvironment: { name: nullable(name) },
  copyCurl: { includeSecrets: boolean },
  saveHttp: {},
  openBody: {},
  reopen: { id: requestId },
  clearHistory: {},
};

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * The message the webview sent, checked against its type's declaration (only the declared fields, each checked); a
 * fresh object holding only them, or `undefined` for anything else.
 */
export function parseWebviewMessage(raw: unknown): WebviewToHost | undefined {
  if (!isObj(raw) || typeof raw.type !== 'string' || !hasOwn(WEBVIEW_MESSAGE_FIELDS, raw.type)) return undefined;
  const checks: Record<string, Check<unknown>> = WEBVIEW_MESSAGE_FIELDS[raw.type as WebviewMessageType];
  const keys = plainKeys(raw);
  if (!keys || keys.some((k) => k !== 'type' && !hasOwn(checks, k))) return undefined;
  const out: Record<string, unknown> = { type: raw.type };
  for (const [field, check] of Object.entries(checks)) {
    const value = check(raw[field]);
    if (value === INVALID) return undefined;
    if (value !== undefined) out[field] = value;
  }
  return out as WebviewToHost;
}

/** Every host message type (the compiler checks that none is missing), so the webview can ignore anything else. */
const HOST_MESSAGE_TYPES: { [K in HostToWebview['type']]: true } = {
  init: true,
  form: true,
  auth: true,
  sending: true,
  response: true,
  failed: true,
  history: true,
  restore: true,
  notice: true,
};

/** True for an object whose `type` is a host message type (the webview trusts the host's shapes). */
export function isHostMessage(raw: unknown): raw is HostToWebview {
  return isObj(raw) && typeof raw.type === 'string' && hasOwn(HOST_MESSAGE_TYPES, raw.type);
}
