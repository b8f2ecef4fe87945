import { headerValue } from '../link-header';
import { evalJsonPath } from './json-path';
import type { Candidate, PaginationHint, PaginationInput } from './types';
import { CURSOR_PARAMS, findParam, LIMIT_PARAMS, OFFSET_PARAMS, PAGE_PARAMS, toCount, withQuery } from './urls';
import { isObj, type Obj } from '../../../shared/object';

const PAGE_KEYS = ['page', 'current_page', 'currentPage', 'page_number', 'pageNumber'];
const LIMIT_KEYS = ['limit', 'per_page', 'perPage', 'page_size', 'pageSize', 'size'];
const TOTAL_KEYS = ['total', 'total_count', 'totalCount', 'total_items', 'totalItems', 'totalElements', 'count'];
const PAGES_KEYS = ['total_pages', 'totalPages', 'page_count', 'pageCount', 'pages', 'last_page'];
const OFFSET_KEYS = ['offset', 'skip', 'start'];

function firstCount(o: Obj, keys: readonly string[]): number | null {
  for (const k of keys) {
    const n = toCount(o[k]);
    if (n !== null) return n;
  }
  return null;
}

function hasAny(o: Obj, keys: readonly string[]): boolean {
  return keys.some((k) => toCount(o[k]) !== null);
}

interface Position {
  page: number | null;
  offset: number | null;
  limit: number | null;
  total: number | null;
  pageCount: number | null;
  /** Items on this page, when known. */
  count: number | null;
}

/**
 * The page URLs of a page-number or offset position, built from the request URL by setting the page (or offset)
 * and limit parameters: `next` while pages remain (or, without a total, while the page is full).
 */
function buildLinks(
  url: string,
  pos: Position,
  params: { page: string; limit: string; offset: string },
  byOffset: boolean,
): Candidate {
  const { limit, total, count } = pos;
  const pageCount = pos.pageCount ?? (total !== null && limit ? Math.ceil(total / limit) : null);
  const out: Candidate = {
    style: 'wrapped',
    built: true,
    page: pos.page,
    limit,
    total,
    pageCount,
    next: null,
    prev: null,
    first: null,
    last: null,
  };
  const sizeParam = limit !== null ? { [params.limit]: limit } : {};
  if (byOffset && pos.offset !== null && limit) {
    const offset = pos.offset;
    const more = total !== null ? offset + limit < total : count === null || count >= limit;
    if (more) out.next = withQuery(url, { [params.offset]: offset + limit, ...sizeParam });
    if (offset > 0) out.prev = withQuery(url, { [params.offset]: Math.max(0, offset - limit), ...sizeParam });
    out.first = withQuery(url, { [params.offset]: 0, ...sizeParam });
    if (pageCount !== null)
      out.last = withQuery(url, { [params.offset]: Math.max(0, pageCount - 1) * limit, ...sizeParam });
    return out;
  }
  const page = pos.page;
  if (page === null) return out;
  const more = pageCount !== null ? page < pageCount : limit !== null && count !== null ? count >= limit : false;
  if (more) out.next = withQuery(url, { [params.page]: page + 1, ...sizeParam });
  if (page > 1)
    out.prev = withQuery(url, {
      [params.page]: pageCount !== null ? Math.min(page - 1, Math.max(pageCount, 1)) : page - 1,
      ...sizeParam,
    });
  out.first = withQuery(url, { [params.page]: 1, ...sizeParam });
  if (pageCount !== null) out.last = withQuery(url, { [params.page]: Math.max(pageCount, 1), ...sizeParam });
  return out;
}

function paramNames(url: string, hint?: PaginationHint) {
  return {
    page: hint?.pageParam ?? findParam(url, PAGE_PARAMS)?.[0] ?? 'page',
    limit: hint?.limitParam ?? findParam(url, LIMIT_PARAMS)?.[0] ?? 'limit',
    offset: hint?.offsetParam ?? findParam(url, OFFSET_PARAMS)?.[0] ?? 'offset',
  };
}

/**
 * The conventions' wrapped body: a `data` (or `items`/`results`) array beside a `pagination` (or `meta`,
 * `meta.pagination`, `page`) object with the page (or offset), the limit and the total.
 */
export function fromWrapped(res: PaginationInput, hint?: PaginationHint): Candidate | undefined {
  const body = res.json;
  if (!isObj(body)) return undefined;
  const list = [body.data, body.items, body.results].find(Array.isArray);
  if (!list) return undefined;
  const meta = isObj(body.meta) ? body.meta : undefined;
  const holder = [body.pagination, meta?.pagination, meta, body.page, body.page_info].find(
    (h): h is Obj =>
      isObj(h) && (hasAny(h, PAGE_KEYS) || hasAny(h, OFFSET_KEYS) || (hasAny(h, LIMIT_KEYS) && hasAny(h, TOTAL_KEYS))),
  );
  if (!holder) return undefined;
  const pos: Position = {
    page: firstCount(holder, PAGE_KEYS),
    offset: firstCount(holder, OFFSET_KEYS),
    limit: firstCount(holder, LIMIT_KEYS),
    total: firstCount(holder, TOTAL_KEYS),
    pageCount: firstCount(holder, PAGES_KEYS),
    count: list.length,
  };
  const byOffset = pos.page === null && pos.offset !== null;
  if (byOffset && pos.limit) pos.page = Math.floor(pos.offset! / pos.limit) + 1;
  return buildLinks(res.url, pos, paramNames(res.url, hint), byOffset);
}

/** Page parameters the spec declares (`x-speakeasy-pagination` `offsetLimit`), over any body: read from the request URL. */
export function fromOffsetLimit(res: PaginationInput, hint: PaginationHint): Candidate {
  const params = paramNames(res.url, hint);
  const q = (name: string) => toCount(findParam(res.url, [name])?.[1]);
  const results = hint.resultsPath ? evalJsonPath(res.json, hint.resultsPath) : res.json;
  const numPages = hint.numPagesPath ? toCount(evalJsonPath(res.json, hint.numPagesPath)) : null;
  const byOffset = hint.offsetParam !== undefined && hint.pageParam === undefined;
  const limit = q(params.limit);
  const offset = byOffset ? (q(params.offset) ?? 0) : null;
  const pos: Position = {
    page: byOffset ? (limit ? Math.floor(offset! / limit) + 1 : null) : (q(params.page) ?? 1),
    offset,
    limit,
    total: null,
    pageCount: numPages,
    count: Array.isArray(results) ? results.length : null,
  };
  if (pos.count === 0) pos.pageCount ??= pos.page;
  const c = buildLinks(res.url, pos, params, byOffset);
  if (!byOffset && pos.pageCount === null && limit === null && pos.count)
    c.next = withQuery(res.url, { [params.page]: pos.page! + 1 });
  c.style = 'offset-limit';
  return c;
}

/** Cursor fields and where they are found; the query parameter each one usually feeds. */
const CURSOR_FIELDS: [string, string][] = [
  ['next_cursor', 'cursor'],
  ['nextCursor', 'cursor'],
  ['next_page_token', 'page_token'],
  ['nextPageToken', 'pageToken'],
  ['next_token', 'pagination_token'],
  ['nextToken', 'nextToken'],
  ['NextToken', 'NextToken'],
  ['cursor', 'cursor'],
];
const PREV_CURSOR_FIELDS = [
  'prev_cursor',
  'previous_cursor',
  'prevCursor',
  'previousCursor',
  'previous_token',
  'prevPageToken',
];
const HAS_MORE_FIELDS = ['has_more', 'hasMore', 'has_next', 'hasNext', 'hasNextPage'];

function cursorText(v: unknown): string | null | undefined {
  if (typeof v === 'string') return v === '' ? null : v;
  if (typeof v === 'number') return String(v);
  if (v === null) return null;
  return undefined;
}

/**
 * Cursors: Stripe's `has_more` with the last item's id (`starting_after`), Slack's `response_metadata.next_cursor`
 * (empty on the last page), `next_cursor`/`nextPageToken`/`next_token` in the body, `meta` or `pagination`, or the
 * field `x-speakeasy-pagination` names; the next URL sets the cursor parameter on the request URL.
 */
export function fromCursor(res: PaginationInput, hint?: PaginationHint): Candidate | undefined {
  const body = res.json;
  if (!isObj(body)) return undefined;
  const limit = toCount(findParam(res.url, hint?.limitParam ? [hint.limitParam] : LIMIT_PARAMS)?.[1]);
  const base: Candidate = {
    style: 'cursor',
    built: true,
    page: null,
    limit,
    total: null,
    pageCount: null,
    next: null,
    prev: null,
    first: null,
    last: null,
    cursor: null,
  };
  const requestParam = findParam(res.url, CURSOR_PARAMS)?.[0];
  if (hint?.cursorPath) {
    const cursor = cursorText(evalJsonPath(body, hint.cursorPath)) ?? null;
    const param = hint.cursorParam ?? requestParam ?? 'cursor';
    return { ...base, cursor, next: cursor === null ? null : withQuery(res.url, { [param]: cursor }) };
  }
  if (typeof body.has_more === 'boolean' && Array.isArray(body.data))
    return stripe(res.url, body.has_more, body.data, base);
  const containers = [
    body,
    body.response_metadata,
    body.meta,
    body.pagination,
    body.page_info,
    body.pageInfo,
    body.metadata,
  ].filter(isObj);
  for (const holder of containers) {
    for (const [field, defaultParam] of CURSOR_FIELDS) {
      if (!(field in holder)) continue;
      const cursor = cursorText(holder[field]);
      if (cursor === undefined) continue;
      const more = HAS_MORE_FIELDS.map((k) => holder[k]).find((v) => typeof v === 'boolean');
      const param = hint?.cursorParam ?? requestParam ?? defaultParam;
      const next = more === false ? null : cursor;
      const out: Candidate = { ...base, cursor: next };
      if (next !== null) out.next = withQuery(res.url, { [param]: next });
      const prevField = PREV_CURSOR_FIELDS.find((k) => typeof holder[k] === 'string' && holder[k] !== '');
      if (prevField) out.prev = withQuery(res.url, { [param]: holder[prevField] as string });
      out.total = firstCount(holder, ['total_count', 'totalCount', 'total', 'result_count']);
      return out;
    }
  }
  return undefined;
}

function stripe(url: string, hasMore: boolean, data: unknown[], base: Candidate): Candidate {
  const idOf = (v: unknown) =>
    isObj(v) && (typeof v.id === 'string' || typeof v.id === 'number') ? String(v.id) : null;
  const firstId = idOf(data[0]);
  const lastId = idOf(data[data.length - 1]);
  const backwards = findParam(url, ['ending_before']) !== undefined;
  const out: Candidate = { ...base };
  if (backwards) {
    if (hasMore && firstId) out.prev = withQuery(url, { ending_before: firstId, starting_after: null });
    if (lastId) out.next = withQuery(url, { starting_after: lastId, ending_before: null });
  } else {
    if (hasMore && lastId) out.next = withQuery(url, { starting_after: lastId, ending_before: null });
    if (findParam(url, ['starting_after']) && firstId)
      out.prev = withQuery(url, { ending_before: firstId, starting_after: null });
  }
  out.cursor = out.next ? lastId : null;
  return out;
}

/** Counts some APIs send as headers (`X-Total-Count`; GitLab's `X-Total`, `X-Total-Pages`, `X-Page`, `X-Per-Page`). */
export function countsFromHeaders(res: PaginationInput): Partial<Candidate> {
  const n = (name: string) => toCount(headerValue(res.headers, name));
  const out: Partial<Candidate> = {};
  const total = n('x-total-count') ?? n('x-total') ?? n('total-count');
  if (total !== null) out.total = total;
  const pages = n('x-total-pages');
  if (pages !== null) out.pageCount = pages;
  const page = n('x-page');
  if (page !== null) out.page = page;
  const limit = n('x-per-page');
  if (limit !== null) out.limit = limit;
  return out;
}
