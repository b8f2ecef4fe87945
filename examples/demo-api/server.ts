import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Store, type Collection, type Entity, type Problem } from './store';

/** How to start the demo API. */
export interface DemoApiOptions {
  /** Port to listen on; 0 picks a free one. Default 4010. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** The bearer token that may read and write. */
  token?: string;
  /** A bearer token that may only read (writes get 403). */
  readOnlyToken?: string;
  /** Requests allowed per client per window. */
  rateLimit?: { limit: number; windowSeconds: number };
  /** A bearer token that may read and write but has a tiny rate limit, to see a 429 after a few sends. */
  lowLimitToken?: string;
  /** The rate limit of the low-limit token; default 3 requests per 30 s. */
  lowRateLimit?: { limit: number; windowSeconds: number };
}

/** A running demo API. */
export interface DemoApi {
  /** Base URL, e.g. `http://127.0.0.1:4010`; the API lives under `/v1`. */
  url: string;
  port: number;
  token: string;
  readOnlyToken: string;
  /** The token whose rate limit is a few requests (see `lowRateLimit`). */
  lowLimitToken: string;
  /** The low-limit token's window, e.g. `{ limit: 3, windowSeconds: 30 }`. */
  lowRateLimit: { limit: number; windowSeconds: number };
  close(): Promise<void>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One client's fixed rate-limit window. */
interface Window {
  start: number;
  used: number;
}

/**
 * The demo API: `/v1/books` and `/v1/authors` in memory, following every convention of the catalogue — wrapped
 * and Link-header pagination, 201 + Location, 204 deletes, bearer auth with 401/403, `X-RateLimit-*` on every
 * response and 429 + `Retry-After`, JSON errors.
 */
export async function startDemoApi(opts: DemoApiOptions = {}): Promise<DemoApi> {
  const token = opts.token ?? 'demo-token';
  const readOnlyToken = opts.readOnlyToken ?? 'demo-readonly-token';
  const standardRate = opts.rateLimit ?? { limit: 100, windowSeconds: 60 };
  const lowLimitToken = opts.lowLimitToken ?? 'demo-low-limit-token';
  const lowRate = opts.lowRateLimit ?? { limit: 3, windowSeconds: 30 };
  const store = new Store();
  const windows = new Map<string, Window>();

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'internal_error', 'The server failed unexpectedly.');
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const auth = req.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1];
    if (!applyRateLimit(res, bearer ?? `ip:${req.socket.remoteAddress}`)) return;
    const base = `http://${req.headers.host ?? `127.0.0.1:${(server.address() as AddressInfo).port}`}`;
    const url = new URL(req.url ?? '/', base);
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments[0] !== 'v1' || segments.length < 2 || segments.length > 3)
      return sendError(res, 404, 'not_found', `Nothing lives at ${url.pathname}.`);
    const collection = store.collection(segments[1]);
    if (!collection) return sendError(res, 404, 'not_found', `There is no collection "${segments[1]}".`);
    const id = segments[2];
    const method = req.method ?? 'GET';
    const allowed = id ? ['GET', 'PUT', 'PATCH', 'DELETE'] : ['GET', 'POST'];
    if (!allowed.includes(method)) {
      res.setHeader('allow', allowed.join(', '));
      return sendError(res, 405, 'method_not_allowed', `${method} is not allowed here; use ${allowed.join(', ')}.`);
    }
    if (!bearer) {
      res.setHeader('www-authenticate', 'Bearer realm="demo"');
      return sendError(res, 401, 'unauthorized', 'Send a bearer token: Authorization: Bearer <token>.');
    }
    if (bearer !== token && bearer !== readOnlyToken && bearer !== lowLimitToken) {
      res.setHeader('www-authenticate', 'Bearer realm="demo", error="invalid_token"');
      return sendError(res, 401, 'unauthorized', 'The bearer token is not valid.');
    }
    if (WRITE_METHODS.has(method) && bearer === readOnlyToken)
      return sendError(res, 403, 'forbidden', 'This token may only read.');

    if (!id) {
      if (method === 'GET') return list(res, collection, url);
      const body = await readJson(req, res);
      if (body === undefined) return;
      return created(res, collection, body, base);
    }
    const existing = collection.get(id);
    if (!existing) return sendError(res, 404, 'not_found', `There is no ${collection.singular} with id "${id}".`);
    if (method === 'GET') return sendJson(res, 200, existing);
    if (method === 'DELETE') {
      collection.delete(id);
      res.writeHead(204);
      return void res.end();
    }
    const body = await readJson(req, res);
    if (body === undefined) return;
    const result = method === 'PUT' ? collection.replace(id, body) : collection.patch(id, body);
    if ('problem' in result) return sendProblem(res, result.problem);
    sendJson(res, 200, result.entity);
  }

  function list(res: http.ServerResponse, collection: Collection, url: URL): void {
    const q = url.searchParams;
    const limit = intParam(q.get('limit'), 10, 1, 100);
    const page = intParam(q.get('page'), 1, 1, Number.MAX_SAFE_INTEGER);
    if (limit === undefined)
      return sendError(res, 400, 'invalid_parameter', 'limit must be an integer from 1 to 100.', 'limit');
    if (page === undefined)
      return sendError(res, 400, 'invalid_parameter', 'page must be an integer of at least 1.', 'page');
    const listed = collection.list({
      sort: q.get('sort') ?? undefined,
      filters: Object.fromEntries([...q].filter(([k]) => !['limit', 'page', 'sort'].includes(k))),
    });
    if ('problem' in listed) return sendProblem(res, listed.problem);
    const total = listed.items.length;
    const pages = Math.max(1, Math.ceil(total / limit));
    const data = listed.items.slice((page - 1) * limit, page * limit);
    const pageUrl = (n: number) => {
      const u = new URL(url.toString());
      u.searchParams.set('page', String(n));
      u.searchParams.set('limit', String(limit));
      return u.toString();
    };
    const links = [`<${pageUrl(1)}>; rel="first"`];
    if (page > 1) links.push(`<${pageUrl(Math.min(page - 1, pages))}>; rel="prev"`);
    if (page < pages) links.push(`<${pageUrl(page + 1)}>; rel="next"`);
    links.push(`<${pageUrl(pages)}>; rel="last"`);
    res.setHeader('link', links.join(', '));
    sendJson(res, 200, { data, pagination: { page, limit, total } });
  }

  function created(res: http.ServerResponse, collection: Collection, body: unknown, base: string): void {
    const result = collection.create(body);
    if ('problem' in result) return sendProblem(res, result.problem);
    res.setHeader('location', `${base}/v1/${collection.name}/${result.entity.id}`);
    sendJson(res, 201, result.entity);
  }

  /** Counts the request against the client's window and sets the headers; false (after a 429) when over the limit. */
  function applyRateLimit(res: http.ServerResponse, client: string): boolean {
    const rate = client === lowLimitToken ? lowRate : standardRate;
    const now = Date.now();
    let w = windows.get(client);
    if (!w || now >= w.start + rate.windowSeconds * 1000) {
      w = { start: now, used: 0 };
      windows.set(client, w);
    }
    w.used++;
    const resetEpoch = Math.ceil((w.start + rate.windowSeconds * 1000) / 1000);
    res.setHeader('x-ratelimit-limit', String(rate.limit));
    res.setHeader('x-ratelimit-remaining', String(Math.max(0, rate.limit - w.used)));
    res.setHeader('x-ratelimit-reset', String(resetEpoch));
    if (w.used <= rate.limit) return true;
    res.setHeader('retry-after', String(Math.max(1, resetEpoch - Math.floor(now / 1000))));
    sendError(
      res,
      429,
      'rate_limited',
      `More than ${rate.limit} requests in ${rate.windowSeconds} s; wait for the window to reset.`,
    );
    return false;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 4010, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = opts.host && opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    token,
    readOnlyToken,
    lowLimitToken,
    lowRateLimit: lowRate,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function intParam(raw: string | null, fallback: number, min: number, max: number): number | undefined {
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

const MAX_BODY = 64 * 1024;

/** The request body as JSON, or `undefined` after answering 400/413/415. */
async function readJson(req: http.IncomingMessage, res: http.ServerResponse): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    req.resume();
    sendError(res, 415, 'unsupported_media_type', 'Send the body as application/json.');
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) {
      sendError(res, 413, 'payload_too_large', `The body is larger than ${MAX_BODY} bytes.`);
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    sendError(res, 400, 'invalid_json', 'The body is not valid JSON.');
    return undefined;
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendProblem(res: http.ServerResponse, p: Problem): void {
  sendError(res, p.status, p.code, p.message, p.field);
}

/** The error body every failure uses: `{error: {status, code, message, field?}}`. */
function sendError(res: http.ServerResponse, status: number, code: string, message: string, field?: string): void {
  sendJson(res, status, { error: field ? { status, code, message, field } : { status, code, message } });
}

export type { Entity };
