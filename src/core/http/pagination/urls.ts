import type { Candidate, PageRel } from './types';

/** Query parameter names APIs use for the page number. */
export const PAGE_PARAMS = ['page', 'page_number', 'pageNumber', 'page[number]', 'p'];
/** … for the page size. */
export const LIMIT_PARAMS = [
  'limit',
  'per_page',
  'perPage',
  'page_size',
  'pageSize',
  'page[size]',
  'size',
  'count',
  'top',
  '$top',
];
/** … for the offset. */
export const OFFSET_PARAMS = ['offset', 'skip', '$skip', 'start', 'page[offset]'];
/** … for the cursor. */
export const CURSOR_PARAMS = [
  'cursor',
  'page_token',
  'pageToken',
  'starting_after',
  'after',
  'pagination_token',
  'next_token',
  'NextToken',
  'continuation',
  'page[cursor]',
];

/** A JSON object. */

/** A URL resolved against a base; `null` when it cannot be. */
export function resolveUrl(target: unknown, base: string): string | null {
  if (typeof target !== 'string' || target === '') return null;
  try {
    return new URL(target, base).href;
  } catch {
    return null;
  }
}

/** The URL with the given query parameters set (`null` removes one); `null` when the base is not a URL. */
export function withQuery(url: string, set: Record<string, string | number | null>): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  for (const [k, v] of Object.entries(set)) {
    if (v === null) u.searchParams.delete(k);
    else u.searchParams.set(k, String(v));
  }
  return u.href;
}

/** The first of `names` that the URL's query carries, with its value. */
export function findParam(url: string | null | undefined, names: readonly string[]): [string, string] | undefined {
  if (!url) return undefined;
  let q: URLSearchParams;
  try {
    q = new URL(url).searchParams;
  } catch {
    return undefined;
  }
  for (const n of names) {
    const v = q.get(n);
    if (v !== null) return [n, v];
  }
  return undefined;
}

/** A non-negative integer read from a query value or a body field. */
export function toCount(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** The origin of a URL, or `undefined`. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Page numbers and size read from page links (`?page=3&per_page=30`): the current page is one before `next`
 * or one after `prev`; the page count is `last`'s page, or the current page when there is no `next`.
 */
export function numbersFromLinks(
  links: Partial<Record<PageRel, string | null>>,
  requestUrl: string,
  pageParam?: string,
  limitParam?: string,
): Partial<Candidate> {
  const pageNames = pageParam ? [pageParam] : PAGE_PARAMS;
  const limitNames = limitParam ? [limitParam] : LIMIT_PARAMS;
  const pageOf = (u: string | null | undefined) => toCount(findParam(u, pageNames)?.[1]);
  const out: Partial<Candidate> = {};
  const next = pageOf(links.next);
  const prev = pageOf(links.prev);
  const own = pageOf(requestUrl);
  if (next !== null && next >= 1) out.page = next - 1;
  else if (prev !== null) out.page = prev + 1;
  else if (own !== null) out.page = own;
  else if (links.next && !links.prev && findParam(links.next, pageNames)) out.page = 1;
  const last = pageOf(links.last);
  if (last !== null) out.pageCount = last;
  else if (!links.next && out.page != null && (links.prev || links.first)) out.pageCount = out.page;
  for (const u of [links.next, links.prev, links.first, links.last, requestUrl]) {
    const limit = toCount(findParam(u, limitNames)?.[1]);
    if (limit !== null && limit > 0) {
      out.limit = limit;
      break;
    }
  }
  return out;
}
