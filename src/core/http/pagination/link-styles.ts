import { headerValues, parseLinkHeader } from '../link-header';
import { evalJsonPath } from './json-path';
import type { Candidate, PageRel, PaginationHint, PaginationInput } from './types';
import { numbersFromLinks, resolveUrl, toCount } from './urls';
import { isObj, type Obj } from '../../../shared/object';

/** A relation name as a page relation: `previous` is `prev`; other names are not page relations. */
export function pageRel(rel: string): PageRel | undefined {
  const r = rel.toLowerCase();
  if (r === 'next' || r === 'prev' || r === 'first' || r === 'last') return r;
  if (r === 'previous') return 'prev';
  return undefined;
}

type Links = Partial<Record<PageRel, string | null>>;

function candidate(
  style: Candidate['style'],
  links: Links,
  res: PaginationInput,
  hint?: PaginationHint,
  force = false,
): Candidate | undefined {
  if (!force && !Object.values(links).some((v) => v)) return undefined;
  return {
    style,
    built: false,
    next: links.next ?? null,
    prev: links.prev ?? null,
    first: links.first ?? null,
    last: links.last ?? null,
    ...numbersFromLinks(links, res.url, hint?.pageParam, hint?.limitParam),
  };
}

/** RFC 8288 `Link` headers; links with an `anchor` are about another resource and are skipped. */
export function fromLinkHeader(res: PaginationInput, hint?: PaginationHint): Candidate | undefined {
  const links: Links = {};
  for (const link of parseLinkHeader(headerValues(res.headers, 'link'), res.url)) {
    if (link.params.anchor !== undefined && resolveUrl(link.params.anchor, res.url) !== resolveUrl(res.url, res.url))
      continue;
    for (const rel of link.rels) {
      const r = pageRel(rel);
      if (r && !links[r]) links[r] = link.href;
    }
  }
  return candidate('link-header', links, res, hint);
}

/** A body `links` (or `_links`) array of `{rel, href}`; `rel` may be a string of several relations or an array. */
export function fromLinksArray(res: PaginationInput, hint?: PaginationHint): Candidate | undefined {
  const body = res.json;
  if (!isObj(body)) return undefined;
  const arr = Array.isArray(body.links) ? body.links : Array.isArray(body._links) ? body._links : undefined;
  if (!arr) return undefined;
  const links: Links = {};
  for (const entry of arr) {
    if (!isObj(entry)) continue;
    const href = resolveUrl(entry.href ?? entry.url ?? entry.uri, res.url);
    if (!href) continue;
    const rels = Array.isArray(entry.rel) ? entry.rel : typeof entry.rel === 'string' ? entry.rel.split(/\s+/) : [];
    for (const rel of rels) {
      const r = typeof rel === 'string' ? pageRel(rel) : undefined;
      if (r && !links[r]) links[r] = href;
    }
  }
  return candidate('links-array', links, res, hint);
}

/** A body links object: JSON:API `links: {next, prev, first, last}` (strings or `{href}`), HAL `_links`. */
export function fromLinksObject(res: PaginationInput, hint?: PaginationHint): Candidate | undefined {
  const body = res.json;
  if (!isObj(body)) return undefined;
  const holder = isObj(body.links) ? body.links : isObj(body._links) ? body._links : undefined;
  if (!holder) return undefined;
  const links: Links = {};
  for (const [key, value] of Object.entries(holder)) {
    const r = pageRel(key);
    if (!r || links[r]) continue;
    links[r] = resolveUrl(isObj(value) ? value.href : value, res.url);
  }
  const c = candidate('links-object', links, res, hint);
  const meta = isObj(body.meta) ? body.meta : undefined;
  const total = meta
    ? (toCount(meta.total) ?? toCount(meta.total_count) ?? toCount(meta.totalCount) ?? toCount(meta.count))
    : null;
  if (c && total !== null) c.total = total;
  return c;
}

const NEXT_FIELDS = [
  '@odata.nextLink',
  'odata.nextLink',
  'nextLink',
  'next_link',
  'next_page_url',
  'nextPageUrl',
  'next_url',
  'nextUrl',
];
const PREV_FIELDS = ['prev_page_url', 'prevPageUrl', 'previous_url', 'prev_url', 'prevLink', 'previousLink'];
const FIRST_FIELDS = ['first_page_url', 'firstPageUrl'];
const LAST_FIELDS = ['last_page_url', 'lastPageUrl'];

function firstField(o: Obj, names: readonly string[]): unknown {
  for (const n of names) if (typeof o[n] === 'string' && o[n]) return o[n];
  return undefined;
}

/**
 * A next-URL field in the body: `nextLink` (Azure), `@odata.nextLink` (Microsoft Graph), DRF's `next`/`previous`
 * beside `count`/`results`, Laravel's `next_page_url`…, Facebook's `paging.next`; or the field `x-ms-pageable` or
 * `x-speakeasy-pagination` names. Totals come along when the body gives them (`count`, `@odata.count`, `total`).
 */
export function fromNextLinkField(res: PaginationInput, hint?: PaginationHint): Candidate | undefined {
  const body = res.json;
  if (!isObj(body)) return undefined;
  const links: Links = {};
  let drf = false;
  if (hint?.nextUrlPath) links.next = resolveUrl(evalJsonPath(body, hint.nextUrlPath), res.url);
  else if (hint?.nextLinkField)
    links.next = resolveUrl(body[hint.nextLinkField] ?? evalJsonPath(body, `$.${hint.nextLinkField}`), res.url);
  else {
    const holder = isObj(body.paging) ? body.paging : body;
    drf =
      'next' in holder && ('previous' in holder || 'results' in holder || 'count' in holder || holder === body.paging);
    links.next = resolveUrl(firstField(holder, NEXT_FIELDS) ?? (drf ? holder.next : undefined), res.url);
    links.prev = resolveUrl(firstField(holder, PREV_FIELDS) ?? (drf ? holder.previous : undefined), res.url);
    links.first = resolveUrl(firstField(holder, FIRST_FIELDS), res.url);
    links.last = resolveUrl(firstField(holder, LAST_FIELDS), res.url);
  }
  const c = candidate('next-link', links, res, hint, drf && Array.isArray(body.results));
  if (!c) return undefined;
  const total = toCount(body.count) ?? toCount(body['@odata.count']) ?? toCount((body as Obj).total);
  if (total !== null) c.total = total;
  const page = toCount(body.current_page);
  if (page !== null) c.page = page;
  const limit = toCount(body.per_page);
  if (limit !== null) c.limit = limit;
  const lastPage = toCount(body.last_page);
  if (lastPage !== null) c.pageCount = lastPage;
  return c;
}
