import { MAX_FILE_BYTES } from '../document/limits';
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
  await walkRefs(rootUri, rootText, async (uri) => {
    if (!isRemoteRef(uri)) return o.readLocal?.(uri);
    if (Object.keys(out).length >= max) {
      out[uri] = { error: `more than ${max} remote documents are referenced; this one was not fetched` };
      return undefined;
    }
    out[uri] = { error: 'not fetched' };
    let pending = cache.get(uri);
    if (!pending) cache.set(uri, (pending = fetchText(uri, o)));
    const got = await pending;
    out[uri] = got;
    return 'text' in got ? got.text : undefined;
  });
  return out;
}

/** One GET: no credentials, redirects followed only within the same scheme (`send`'s), a size cap and time-outs. */
async function fetchText(url: string, o: RemoteFetchOptions): Promise<{ text: string } | { error: string }> {
  const send = o.send ?? defaultSend;
  const t = o.timeoutMs ?? 10_000;
  const maxBytes = o.maxBytes ?? MAX_FILE_BYTES;
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
        signal: o.signal,
      },
    );
  } catch (e) {
    return { error: `fetching ${url} failed: ${(e as Error).message}` };
  }
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
      error: `${current} is larger than the ${maxBytes >= 1048576 ? `${Math.round(maxBytes / 1048576)} MB` : `${maxBytes}-byte`} limit`,
    };
  return { text: new TextDecoder().decode(res.body) };
}
