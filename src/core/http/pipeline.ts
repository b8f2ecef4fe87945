import type { ApiModel, Operation } from '../openapi/model';
import { authenticate, type AuthOptions } from './auth/apply';
import type { AuthOutcome } from './auth/types';
import type { BuiltRequest } from './build-request';
import { checkConformance, type ConformanceFinding } from './conformance';
import { credentialHeaderNames, markSecretHeaders } from './origin';
import { paginationHint, readPagination, type PaginationInfo } from './pagination';
import { proxyFor, type ProxySettings } from './proxy';
import { rateLimitHint, readRateLimit, type RateLimitInfo } from './ratelimit';
import type { SendOptions } from './send';
import type { HttpRequest, HttpResponse } from './types';

/*
 * The request pipeline the CLI's `request` and the runner's Send share: build → mark secrets → authenticate
 * (`prepareCall`), then send → interpret (`sendCall`). Each caller injects what differs: how it builds the request
 * (arguments or form values), its credentials and prompts, its settings, and what it does with the outcome.
 */

/** How a caller sends: each phase's time-out, TLS, proxy and size cap (the CLI's flags, the editor's settings). */
export interface CallSettings {
  /** The time-out of connecting, of waiting for the headers and between body chunks, in ms. */
  timeoutMs?: number;
  /** Skip TLS certificate verification. */
  insecure?: boolean;
  proxy?: ProxySettings;
  /** `false` (VS Code's `http.proxyStrictSSL`): certificates of calls through the proxy are not verified. */
  proxyStrictSSL?: boolean;
  /** The response size cap. */
  maxBytes?: number;
}

/** The send options of a call to `url` under a caller's settings: the one place they are made. */
export function sendOptionsFor(url: string, s: CallSettings, signal?: AbortSignal): SendOptions {
  const looseProxy = s.proxyStrictSSL === false && proxyFor(url, s.proxy) !== undefined;
  const t = s.timeoutMs;
  return {
    ...(signal ? { signal } : {}),
    connectTimeout: t,
    headersTimeout: t,
    bodyTimeout: t,
    insecure: !!s.insecure || looseProxy,
    proxy: s.proxy,
    ...(s.maxBytes !== undefined ? { maxBytes: s.maxBytes } : {}),
  };
}

/** The one sending function a pipeline uses (`send`, or its lazily loaded twin in the editor). */
export type Sender = (request: HttpRequest, opts: SendOptions) => Promise<HttpResponse>;

/** What a caller injects into `prepareCall`. */
export interface CallPreparation<Stop> {
  /** Builds the request from the caller's input; throws the engine's `RequestBuildError`. */
  build(): BuiltRequest;
  /**
   * More header names the caller was told are credentials (the runner's setting, the CLI's environment variable),
   * besides `authorization`, cookies, names that say so and the spec's API-key headers.
   */
  secretHeaders: readonly string[];
  /**
   * The credentials to authenticate the built request with, after any prompt of the caller's; `{ stop }` ends the
   * call unsent (a cancelled prompt).
   */
  credentials(request: BuiltRequest): Promise<AuthOptions | { stop: Stop }>;
}

/** A request built, its secret headers marked and its credentials applied, and what authentication did. */
export interface PreparedCall {
  request: BuiltRequest;
  auth: AuthOutcome;
}

/**
 * Build → mark secrets → authenticate. Throws `RequestBuildError` (the request cannot be built), `AuthError` or
 * `HttpError` (a token endpoint refused or failed); resolves to `{ stop }` when the caller's credentials step stops.
 */
export async function prepareCall<Stop>(
  model: ApiModel,
  op: Operation,
  p: CallPreparation<Stop>,
): Promise<PreparedCall | { stop: Stop }> {
  const request = p.build();
  markSecretHeaders(request, credentialHeaderNames(model, p.secretHeaders));
  const auth = await p.credentials(request);
  if ('stop' in auth) return auth;
  return { request, auth: await authenticate(model, op, request, auth) };
}

/** What a response says when read against its operation. */
export interface CallReading {
  pagination: PaginationInfo | null;
  rateLimit: RateLimitInfo | null;
  conformance: ConformanceFinding[];
}

/** The operation a response is read against, with its spec's `$ref` resolver; absent when the spec lost it. */
export interface ReadAgainst {
  op: Operation;
  deref: (v: unknown) => unknown;
}

/** Reads a response against its operation: pagination, rate limits and conformance (only the first two without one). */
export function interpretResponse(response: HttpResponse, against: ReadAgainst | undefined): CallReading {
  const { op, deref } = against ?? {};
  const pagination = readPagination(
    { url: response.url, status: response.status, headers: response.headers, json: response.json },
    op && deref ? paginationHint(op, deref) : undefined,
  );
  const rateLimit = readRateLimit(response, {
    hint: op && deref ? rateLimitHint(op, deref, response.status) : undefined,
  });
  const conformance = op && deref ? checkConformance(op, response, deref) : [];
  return { pagination, rateLimit, conformance };
}

/**
 * Send → interpret: sends a prepared request and reads the response against the operation `against` names once the
 * response is in (the spec may change during a call). Rejects with `HttpError` when no response arrives.
 */
export async function sendCall(
  request: HttpRequest,
  opts: SendOptions,
  send: Sender,
  against: () => ReadAgainst | undefined | Promise<ReadAgainst | undefined>,
): Promise<{ response: HttpResponse; reading: CallReading }> {
  const response = await send(request, opts);
  return { response, reading: interpretResponse(response, await against()) };
}
