import { MAX_FILE_BYTES } from '../document/limits';
import { externalRefTargets } from '../document/ref-targets';
import { resolveUri, type TextLoader } from '../document/refs';
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
  /** Redirects followed per fetch, each within the same scheme; default 5. */
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
  const seenLocal = new Set<string>([rootUri]);
  let frontier: [string, string][] = [[rootUri, rootText]];
  while (frontier.length > 0) {
    const next: [string, string][] = [];
    const fetches: Promise<void>[] = [];
    for (const [base, text] of frontier) {
      for (const target of externalRefTargets(text)) {
        let uri: string;
        try {
          uri = resolveUri(base, target);
        } catch {
          continue;
        }
        if (isRemoteRef(uri)) {
          if (uri in out) continue;
          if (Object.keys(out).length >= max) {
            out[uri] = { error: `more than ${max} remote documents are referenced; this one was not fetched` };
            continue;
          }
          out[uri] = { error: 'not fetched' };
          let pending = cache.get(uri);
          if (!pending) cache.set(uri, (pending = fetchText(uri, o)));
          fetches.push(
            pending.then((got) => {
              out[uri] = got;
              if ('text' in got) next.push([uri, got.text]);
            }),
          );
        } else if (o.readLocal && !seenLocal.has(uri)) {
          seenLocal.add(uri);
          let local: string | undefined;
          try {
            local = o.readLocal(uri);
          } catch {
            local = undefined;
          }
          if (local !== undefined) next.push([uri, local]);
        }
      }
    }
    await Promise.all(fetches);
    frontier = next;
  }
  return out;
}

/** One GET: no credentials, redirects followed only within the same scheme, a size cap and time-outs. */
async function fetchText(url: string, o: RemoteFetchOptions): Promise<{ text: string } | { error: string }> {
  const send = o.send ?? defaultSend;
  const t = o.timeoutMs ?? 10_000;
  const maxBytes = o.maxBytes ?? MAX_FILE_BYTES;
  const scheme = new URL(url).protocol;
  let current = url;
  for (let hop = 0; ; hop++) {
    let res: HttpResponse;
    try {
      res = await send(
        {
          method: 'GET',
          url: current,
          headers: { accept: 'application/yaml, application/json;q=0.9, text/plain;q=0.5, */*;q=0.1' },
        },
        {
          maxRedirects: 0,
          connectTimeout: t,
          headersTimeout: t,
          bodyTimeout: t,
          maxBytes,
          proxy: o.proxy,
          signal: o.signal,
        },
      );
    } catch (e) {
      return { error: `fetching ${current} failed: ${(e as Error).message}` };
    }
    const location = res.headers.location;
    const loc = Array.isArray(location) ? location[0] : location;
    if (res.status >= 300 && res.status < 400 && loc) {
      let target: URL;
      try {
        target = new URL(loc, current);
      } catch {
        return { error: `${current} redirected to an unreadable address` };
      }
      if (target.protocol !== scheme)
        return {
          error: `${current} redirected to ${target.protocol}//…; only redirects within ${scheme} are followed`,
        };
      if (hop >= (o.maxRedirects ?? 5)) return { error: `${url} redirected more than ${o.maxRedirects ?? 5} times` };
      current = target.toString();
      continue;
    }
    if (res.status !== 200) return { error: `${current} answered HTTP ${res.status}` };
    if (res.truncated)
      return {
        error: `${current} is larger than the ${maxBytes >= 1048576 ? `${Math.round(maxBytes / 1048576)} MB` : `${maxBytes}-byte`} limit`,
      };
    return { text: new TextDecoder().decode(res.body) };
  }
}
