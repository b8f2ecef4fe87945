import { isJsonDocumentType } from '../media-types';
import { performance } from 'node:perf_hooks';
import type { Dispatcher } from 'undici';
import { decodeBody } from './content-encoding';
import { dispatchTraced, dispatcherFor, type ExchangeTrace } from './dispatchers';
import { requestForUrl, sameOrigin } from './origin';
import { proxyFor, type ProxySettings } from './proxy';
import { HttpError, type HeaderMap, type HttpRequest, type HttpResponse, type RedirectHop } from './types';

/** The response size cap when none is given: 50 MB. */
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/** How a request is sent. Time-outs are in milliseconds. */
export interface SendOptions {
  signal?: AbortSignal;
  /** DNS lookup plus TCP (and TLS) connect; default 10 s. */
  connectTimeout?: number;
  /** From sending the request to the response headers; default 30 s. */
  headersTimeout?: number;
  /** Longest pause between two body chunks; default 30 s. */
  bodyTimeout?: number;
  /** Redirects followed before giving up; 0 returns the redirect itself. Default 10. */
  maxRedirects?: number;
  /** Follow redirects only within the request's own scheme; one to another is returned itself (remote `$ref`s). */
  sameScheme?: boolean;
  /** Body bytes kept; the rest is not read and the response is marked truncated. Default 50 MB. */
  maxBytes?: number;
  /** Skip TLS certificate verification for this call. */
  insecure?: boolean;
  proxy?: ProxySettings;
  /**
   * Resolves and checks every host connected to (remote `$ref`s), answering the address to use or rejecting with why
   * not; through a proxy, the host name is checked before the request (the proxy resolves it).
   */
  checkAddress?: (hostname: string) => Promise<string>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const EMPTY = new Uint8Array(0);
/** Bodies up to this size are copied out of a larger growth buffer so it can be freed. */
const SMALL_BODY = 1024 * 1024;

/**
 * Sends a request with undici: redirects followed (credentials dropped on another origin), time-outs,
 * cancellation, proxy, a streamed size cap, and timings. Resolves for any HTTP status; rejects with
 * `HttpError` when no response arrives.
 */
export async function send(request: HttpRequest, opts: SendOptions = {}): Promise<HttpResponse> {
  const start = performance.now();
  const max = opts.maxRedirects ?? 10;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const redirects: RedirectHop[] = [];
  let req = request;
  for (;;) {
    const raw = await exchange(req, opts);
    const location = raw.headers.location;
    const loc = Array.isArray(location) ? location[0] : location;
    if (!REDIRECTS.has(raw.status) || !loc || max === 0) return finish(req, raw, redirects, start, maxBytes);
    let target: URL;
    try {
      target = new URL(loc, req.url);
    } catch {
      return finish(req, raw, redirects, start, maxBytes);
    }
    if (
      (target.protocol !== 'http:' && target.protocol !== 'https:') ||
      (opts.sameScheme && target.protocol !== new URL(req.url).protocol)
    )
      return finish(req, raw, redirects, start, maxBytes);
    if (redirects.length >= max)
      throw new HttpError('too-many-redirects', `Stopped after ${max} redirects (the last one to ${target}).`, req.url);
    const toGet =
      raw.status === 303 ? req.method !== 'HEAD' : (raw.status === 301 || raw.status === 302) && req.method === 'POST';
    // A 307/308 re-sends the body; never to another origin (it may hold a password or a token request's secrets).
    if (!toGet && req.body?.length && !sameOrigin(req.url, target.toString()))
      return finish(req, raw, redirects, start, maxBytes);
    const next = requestForUrl(req, target.toString(), toGet ? 'GET' : req.method, !toGet);
    redirects.push({
      status: raw.status,
      from: req.url,
      to: next.url,
      credentialsDropped: !sameOrigin(req.url, next.url) && hasCredentials(req),
    });
    req = next;
  }
}

function hasCredentials(req: HttpRequest): boolean {
  const c = req.credentials;
  return (
    !!(c && (c.headers.length || c.query.length || c.cookies.length)) ||
    'authorization' in req.headers ||
    'cookie' in req.headers
  );
}

interface RawResponse {
  status: number;
  statusText: string;
  headers: HeaderMap;
  body: Uint8Array;
  truncated: boolean;
  connect: number | null;
  tls: number | null;
  firstByte: number;
  download: number;
}

async function finish(
  req: HttpRequest,
  raw: RawResponse,
  redirects: RedirectHop[],
  start: number,
  maxBytes: number,
): Promise<HttpResponse> {
  const type = raw.headers['content-type'];
  const { body, truncated, encoding } = await decodeBody(raw.headers, raw.body, raw.truncated, maxBytes);
  let json: unknown;
  if (
    !truncated &&
    body.length &&
    (!encoding || encoding.decoded) &&
    isJsonDocumentType((Array.isArray(type) ? type[0] : type) ?? '')
  ) {
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      json = undefined;
    }
  }
  return {
    method: req.method,
    url: req.url,
    status: raw.status,
    statusText: raw.statusText,
    headers: raw.headers,
    body,
    json,
    bytes: body.length,
    truncated,
    ...(encoding ? { encoding } : {}),
    timings: {
      connect: raw.connect,
      tls: raw.tls,
      firstByte: round(raw.firstByte),
      download: round(raw.download),
      total: round(performance.now() - start),
    },
    redirects,
  };
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** One request/response on the wire, without following redirects. */
function exchange(req: HttpRequest, opts: SendOptions): Promise<RawResponse> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return Promise.reject(new HttpError('invalid-request', `"${req.url}" is not an absolute URL.`, req.url));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(
      new HttpError('invalid-request', `Only http and https URLs can be sent, not ${url.protocol}.`, req.url),
    );
  const connectTimeout = opts.connectTimeout ?? 10_000;
  const proxy = proxyFor(req.url, opts.proxy);
  const check = opts.checkAddress;
  if (check && proxy)
    return check(url.hostname).then(
      () => exchange(req, { ...opts, checkAddress: undefined }),
      (e: unknown) => Promise.reject(new HttpError('connect', (e as Error).message, req.url)),
    );
  const dispatcher = dispatcherFor({
    insecure: opts.insecure === true,
    connectTimeout,
    proxy,
    ...(check ? { checkAddress: check } : {}),
  });
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const signal = opts.signal;
  return new Promise<RawResponse>((resolve, reject) => {
    const trace: ExchangeTrace = { connect: null, tls: null };
    const t0 = performance.now();
    let tHeaders = 0;
    let controller: Dispatcher.DispatchController | undefined;
    let settled = false;
    let truncated = false;
    let status = 0;
    let statusText = '';
    let headers: HeaderMap = {};
    let buffer: Uint8Array = EMPTY;
    let filled = 0;

    const onAbort = () => {
      fail(new HttpError('aborted', 'The request was cancelled.', req.url));
      controller?.abort(signal?.reason ?? new Error('aborted'));
    };
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (err: HttpError) => {
      if (settled) return;
      settled = true;
      done();
      reject(err);
    };
    const succeed = (end = performance.now()) => {
      if (settled) return;
      settled = true;
      done();
      let body = filled === buffer.length ? buffer : buffer.subarray(0, filled);
      if (body !== buffer && filled <= SMALL_BODY) body = Buffer.from(body);
      resolve({
        status,
        statusText,
        headers,
        body,
        truncated,
        connect: trace.connect === null ? null : round(trace.connect),
        tls: trace.tls === null ? null : round(trace.tls),
        firstByte: tHeaders - (trace.sentAt ?? t0),
        download: end - tHeaders,
      });
    };
    /** Copies a chunk into one growing buffer (sized from Content-Length when known), so chunks are garbage at once. */
    const append = (chunk: Uint8Array): boolean => {
      const room = maxBytes - filled;
      const take = chunk.length <= room ? chunk : chunk.subarray(0, room);
      if (filled + take.length > buffer.length) {
        const next = Buffer.allocUnsafe(
          Math.min(maxBytes, Math.max(filled + take.length, buffer.length * 2, 16 * 1024)),
        );
        next.set(buffer.subarray(0, filled));
        buffer = next;
      }
      buffer.set(take, filled);
      filled += take.length;
      return take.length === chunk.length;
    };

    if (signal?.aborted) {
      fail(new HttpError('aborted', 'The request was cancelled.', req.url));
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(ctrl) {
        controller = ctrl;
        if (settled) ctrl.abort(new Error('aborted'));
      },
      onResponseStart(ctrl, statusCode, hdrs, message) {
        if (settled) return;
        tHeaders = performance.now();
        status = statusCode;
        statusText = message ?? '';
        headers = hdrs as HeaderMap;
        const cl = Number(Array.isArray(hdrs['content-length']) ? hdrs['content-length'][0] : hdrs['content-length']);
        if (Number.isFinite(cl) && cl > 0 && req.method !== 'HEAD') buffer = Buffer.allocUnsafe(Math.min(cl, maxBytes));
      },
      onResponseData(ctrl, chunk) {
        if (settled) return;
        if (!append(chunk)) {
          truncated = true;
          succeed();
          ctrl.abort(new Error('size cap reached'));
        }
      },
      onResponseEnd() {
        // undici frees the connection one event-loop turn after this callback (an immediate it queues next):
        // resolve after that one, so a call made right after this one reuses the connection.
        const end = performance.now();
        setImmediate(() => setImmediate(() => succeed(end)));
      },
      onResponseError(_ctrl, err) {
        if (settled) return;
        fail(
          mapError(err, req.url, tHeaders > 0, {
            connectTimeout,
            headersTimeout: opts.headersTimeout ?? 30_000,
            bodyTimeout: opts.bodyTimeout ?? 30_000,
          }),
        );
      },
    };
    const options: Dispatcher.DispatchOptions = {
      origin: url.origin,
      path: url.pathname + url.search,
      method: req.method,
      headers: req.headers,
      body:
        req.body && req.body.length
          ? Buffer.from(req.body.buffer, req.body.byteOffset, req.body.byteLength)
          : undefined,
      headersTimeout: opts.headersTimeout ?? 30_000,
      bodyTimeout: opts.bodyTimeout ?? 30_000,
    };
    try {
      dispatchTraced(dispatcher, options, handler, trace);
    } catch (err) {
      fail(new HttpError('invalid-request', `The request is not valid: ${(err as Error).message}`, req.url));
    }
  });
}

interface Limits {
  connectTimeout: number;
  headersTimeout: number;
  bodyTimeout: number;
}

/** An undici or socket error as an `HttpError` that says what happened in plain words. */
function mapError(err: Error, url: string, gotHeaders: boolean, limits: Limits): HttpError {
  const code = (err as { code?: string }).code ?? '';
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  if (code === 'UND_ERR_CONNECT_TIMEOUT')
    return new HttpError('connect-timeout', `Connecting to ${host} timed out after ${limits.connectTimeout} ms.`, url);
  if (code === 'UND_ERR_HEADERS_TIMEOUT')
    return new HttpError(
      'headers-timeout',
      `${host} sent no response headers within ${limits.headersTimeout} ms.`,
      url,
    );
  if (code === 'UND_ERR_BODY_TIMEOUT')
    return new HttpError('body-timeout', `${host} stopped sending the body for ${limits.bodyTimeout} ms.`, url);
  if (code === 'UND_ERR_ABORTED' || err.name === 'AbortError')
    return new HttpError('aborted', 'The request was cancelled.', url);
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/i.test(code) || err.name === 'SecureProxyConnectionError')
    return new HttpError(
      'tls',
      `TLS verification of ${host} failed (${code || err.message}); use --insecure to skip verification for this call.`,
      url,
    );
  if (
    /^HPE_/.test(code) ||
    err.name === 'HTTPParserError' ||
    code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' ||
    code === 'UND_ERR_INFO'
  )
    return new HttpError('protocol', `${host} did not answer with valid HTTP: ${err.message}.`, url);
  if (code === 'ECONNREFUSED') return new HttpError('connect', `${host} refused the connection.`, url);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new HttpError('connect', `The host ${host} could not be resolved.`, url);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return new HttpError('connect', `${host} cannot be reached.`, url);
  if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE')
    return new HttpError(
      'network',
      gotHeaders
        ? `${host} closed the connection before the body was complete.`
        : `${host} closed the connection without answering.`,
      url,
    );
  if (err.message.startsWith('Proxy response'))
    return new HttpError('connect', `The proxy refused to connect to ${host}: ${err.message}.`, url);
  return new HttpError('network', `The request to ${host} failed: ${err.message}${code ? ` (${code})` : ''}.`, url);
}
