import { MAX_FILE_BYTES } from '../document/limits';
import { sizeText } from '../files/guard';
import { walkRefs } from '../document/ref-targets';
import type { TextLoader } from '../document/refs';
import { isRemoteRef, type RemoteTexts } from '../document/remote-texts';
import { send as defaultSend, type SendOptions } from './send';
import type { HttpRequest, HttpResponse } from './types';

/**
 * Fetches remote `$ref`s (`http(s)://…`) ahead of a lint, only with the user's consent (`--remote-refs`, the
 * `restConventions.remoteRefs` setting in a trusted workspace): the linter reads its files synchronously, so they
 * are handed to it as texts (or the reason each could not be had), see `../document/remote-texts.ts`.
 */

/** How remote references are fetched. */
export interface RemoteFetchOptions {
  /** The engine's send (undici); tests may pass their own. */
  send?: (request: HttpRequest, opts: SendOptions) => Promise<HttpResponse>;
  /** Each phase of a fetch (connect, headers, body); default 10 s. */
  timeoutMs?: number;
  /** Bytes one document may have; default the linter's file size limit. */
  maxBytes?: number;
  /** Documents fetched in all from one spec; default 100. */
  maxDocuments?: number;
  /** Redirects followed per fetch, each within the same scheme (`send`'s `sameScheme`); default 5. */
  maxRedirects?: number;
  /** Reads the spec's local `$ref`'d files, to find the remote references they hold (the linter's own loader). */
  readLocal?: TextLoader;
  /** Fetches shared by every spec of one run: each URL is fetched once. */
  cache?: Map<string, Promise<{ text: string } | { error: string }>>;
  proxy?: SendOptions['proxy'];
  signal?: AbortSignal;
  /** What the fetches may spend in all (time and bytes), shared by every spec of a run; a fresh one by default. */
  budget?: RemoteBudget;
  /**
   * Resolves and checks each host (see `send`'s `checkAddress`): without one every address is fetched from. The CLI
   * and the editor pass `src/node/address-check.ts` unless private addresses are allowed explicitly.
   */
  checkAddress?: SendOptions['checkAddress'];
}

/** How long all the remote fetches of one run may take together, by default. */
export const REMOTE_DEADLINE_MS = 60_000;
/** How many bytes all the remote documents of one run may have together, by default. */
export const REMOTE_TOTAL_BYTES = 128 * 1024 * 1024;

/**
 * What remote fetches may spend in all: an overall deadline (a server sending one byte every few seconds stays
 * under each phase's time-out) and a total byte cap across documents (many documents each under the size limit).
 */
export class RemoteBudget {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  private used = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly deadlineMs = REMOTE_DEADLINE_MS,
    readonly totalBytes = REMOTE_TOTAL_BYTES,
  ) {
    this.timer = setTimeout(() => this.controller.abort(), deadlineMs);
    this.timer.unref?.();
  }

  /** Aborted when the deadline passes. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Bytes still allowed. */
  get bytesLeft(): number {
    return Math.max(0, this.totalBytes - this.used);
  }

  /**
   * Runs fetches one at a time: each is given what the others left (the walk asks a level's documents together,
   * and several fetches each allowed the whole remainder would hold it several times over in memory).
   */
  serial<T>(fetch: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fetch, fetch);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Counts a fetched document's bytes. */
  spend(bytes: number): void {
    this.used += bytes;
  }

  /** Why no more fetches may start, or `undefined`. */
  spent(): string | undefined {
    if (this.signal.aborted) return `the remote $refs took longer than ${this.deadlineMs / 1000} s in all`;
    if (this.bytesLeft === 0) return `the remote documents reached the ${sizeText(this.totalBytes)} limit in all`;
    return undefined;
  }
}

/**
 * Every remote document a spec reaches through `$ref`s (directly, through its local files, or through other
 * remote documents), fetched: the map the linter's loader is then given (`withRemoteTexts`).
 */
export async function fetchRemoteRefs(
  rootUri: string,
  rootText: string,
  o: RemoteFetchOptions = {},
): Promise<RemoteTexts> {
  const out: Record<string, { text: string } | { error: string }> = {};
  const cache = o.cache ?? new Map<string, Promise<{ text: string } | { error: string }>>();
  const max = o.maxDocuments ?? 100;
  const budget = o.budget ?? new RemoteBudget();
  const opts = { ...o, budget };
  await walkRefs(rootUri, rootText, async (uri) => {
    if (!isRemoteRef(uri)) return o.readLocal?.(uri);
    if (Object.keys(out).length >= max) {
      out[uri] = { error: `more than ${max} remote documents are referenced; this one was not fetched` };
      return undefined;
    }
    out[uri] = { error: 'not fetched' };
    let pending = cache.get(uri);
    if (!pending) cache.set(uri, (pending = budget.serial(() => fetchText(uri, opts))));
    const got = await pending;
    out[uri] = got;
    return 'text' in got ? got.text : undefined;
  });
  return out;
}

/** One GET: no credentials, redirects followed only within the same scheme (`send`'s), a size cap and time-outs. */
async function fetchText(
  url: string,
  o: RemoteFetchOptions & { budget: RemoteBudget },
): Promise<{ text: string } | { error: string }> {
  const send = o.send ?? defaultSend;
  const t = o.timeoutMs ?? 10_000;
  const { budget } = o;
  const spent = budget.spent();
  if (spent) return { error: `${url} was not fetched: ${spent}` };
  const docMax = o.maxBytes ?? MAX_FILE_BYTES;
  const maxBytes = Math.min(docMax, budget.bytesLeft);
  const signal = o.signal ? AbortSignal.any([o.signal, budget.signal]) : budget.signal;
  let res: HttpResponse;
  try {
    res = await send(
      {
        method: 'GET',
        url,
        headers: { accept: 'application/yaml, application/json;q=0.9, text/plain;q=0.5, */*;q=0.1' },
      },
      {
        maxRedirects: o.maxRedirects ?? 5,
        sameScheme: true,
        connectTimeout: t,
        headersTimeout: t,
        bodyTimeout: t,
        maxBytes,
        proxy: o.proxy,
        signal,
        ...(o.checkAddress ? { checkAddress: o.checkAddress } : {}),
      },
    );
  } catch (e) {
    const why = budget.signal.aborted ? (budget.spent() ?? '') : (e as Error).message;
    return { error: `fetching ${url} failed: ${why}` };
  }
  budget.spend(res.body.length);
  const current = res.url;
  const location = res.headers.location;
  const loc = Array.isArray(location) ? location[0] : location;
  if (res.status >= 300 && res.status < 400 && loc) {
    let target: URL;
    try {
      target = new URL(loc, current);
    } catch {
      return { error: `${current} redirected to an unreadable address` };
    }
    const scheme = new URL(current).protocol;
    if (target.protocol !== scheme)
      return { error: `${current} redirected to ${target.protocol}//…; only redirects within ${scheme} are followed` };
  }
  if (res.status !== 200) return { error: `${current} answered HTTP ${res.status}` };
  if (res.truncated)
    return {
      error:
        maxBytes < docMax
          ? `${current} was not read whole: the remote documents reached the ${sizeText(budget.totalBytes)} limit in all`
          : `${current} is larger than the ${sizeText(docMax)} limit`,
    };
  return { text: new TextDecoder().decode(res.body) };
}
