import type { BodyEncoding } from './content-encoding';

/** Response headers: lower-case names; a header sent several times (e.g. `set-cookie`) becomes an array. */
export type HeaderMap = Record<string, string | string[]>;

/** Where the credentials of a request sit, so they can be dropped on another origin and redacted in output. */
export interface CredentialPlacement {
  /** Lower-case header names that carry a credential (`authorization`, `x-api-key`). */
  headers: string[];
  /** Query parameter names that carry a credential. */
  query: string[];
  /** Cookie names that carry a credential. */
  cookies: string[];
  /** The raw secret values (tokens, keys, passwords, encoded basic pairs), redacted wherever they appear. */
  secrets: string[];
}

/** One request ready to send: absolute URL, upper-case method, lower-case header names. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  credentials?: CredentialPlacement;
}

/** Timings of one exchange in milliseconds; `connect`/`tls` are 0 on a reused connection, `null` when unmeasured (through a proxy). */
export interface HttpTimings {
  /** DNS lookup plus TCP connect. */
  connect: number | null;
  /** TLS handshake (0 for plain HTTP). */
  tls: number | null;
  /** From sending the (last) request to its response headers. */
  firstByte: number;
  /** From the response headers to the last body byte. */
  download: number;
  /** From the call to the end, redirects included. */
  total: number;
}

/** One redirect that was followed. */
export interface RedirectHop {
  status: number;
  /** The URL that answered with the redirect. */
  from: string;
  to: string;
  /** True when the target is another origin and the credentials were dropped. */
  credentialsDropped: boolean;
}

/** What `send` returns: the final response after redirects. */
export interface HttpResponse {
  method: string;
  /** The final URL (after redirects). */
  url: string;
  status: number;
  statusText: string;
  headers: HeaderMap;
  /** The body bytes received (cut at the size cap when `truncated`). */
  body: Uint8Array;
  /** The parsed body when the response is JSON and complete; `undefined` otherwise. */
  json?: unknown;
  /** Body bytes received. */
  bytes: number;
  /** True when the body was longer than the size cap and was cut there. */
  truncated: boolean;
  /** How the body was compressed on the wire (`Content-Encoding`), when it was; `body` is then decoded if it could be. */
  encoding?: BodyEncoding;
  timings: HttpTimings;
  redirects: RedirectHop[];
}

/** Why a send failed without an HTTP response. */
export type HttpErrorKind =
  | 'connect-timeout'
  | 'headers-timeout'
  | 'body-timeout'
  | 'aborted'
  | 'connect'
  | 'tls'
  | 'protocol'
  | 'network'
  | 'too-many-redirects'
  | 'invalid-request';

/** A send that ended without a usable response; the message names what happened in plain words. */
export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
