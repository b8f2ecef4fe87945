import type { HeaderMap } from '../types';

/**
 * How a response pages: the conventions' `wrapped` body (`data` + `pagination{page, limit, total}`), RFC 8288
 * `link-header`, a body `links-array` of `{rel, href}`, a body `links-object` (JSON:API `links`, HAL `_links`),
 * a `next-link` URL field (`nextLink`, `@odata.nextLink`, DRF `next`), an opaque `cursor` (`has_more` + last id,
 * `next_cursor`, `nextPageToken`), or `offset-limit` page parameters the spec declares (`x-speakeasy-pagination`).
 */
export type PaginationStyle =
  'wrapped' | 'link-header' | 'links-array' | 'links-object' | 'next-link' | 'cursor' | 'offset-limit';

/** The four page relations the reading gives a URL for. */
export type PageRel = 'next' | 'prev' | 'first' | 'last';

/** The page relations in the order readings list them. */
export const PAGE_RELS: readonly PageRel[] = ['next', 'prev', 'first', 'last'];

/** The pagination reading of one response; URLs are absolute. */
export interface PaginationInfo {
  style: PaginationStyle;
  /** 1-based page number, when known. */
  page: number | null;
  /** Page size, when known. */
  limit: number | null;
  /** Total number of items, when the API says. */
  total: number | null;
  pageCount: number | null;
  next: string | null;
  prev: string | null;
  first: string | null;
  last: string | null;
  /** The relations whose URL leads to another origin than the request: credentials must not follow them. */
  crossOrigin: PageRel[];
  /** The opaque cursor of the next page, for cursor styles. */
  cursor: string | null;
  /** True when the style came from the spec's declaration (the hint) rather than from the response alone. */
  declared: boolean;
}

/** What the spec declares about an operation's pagination; computed by `paginationHint` from the operation. */
export interface PaginationHint {
  style: PaginationStyle;
  /** What declared it, e.g. `x-ms-pageable` or `the Link response header`. */
  source: string;
  /** Query parameter names the operation declares for each role. */
  pageParam?: string;
  limitParam?: string;
  offsetParam?: string;
  cursorParam?: string;
  /** `x-ms-pageable` `nextLinkName`: the body field with the next URL; `null` declares a single page. */
  nextLinkField?: string | null;
  /** JSONPath-like expressions (`$.data[-1].id`) for `x-speakeasy-pagination` outputs. */
  nextUrlPath?: string;
  cursorPath?: string;
  resultsPath?: string;
  numPagesPath?: string;
}

/** The parts of a response the pagination reader looks at (a subset of `HttpResponse`). */
export interface PaginationInput {
  /** The URL that was requested (the final one after redirects): relative links resolve against it. */
  url: string;
  status: number;
  headers: HeaderMap;
  /** The parsed JSON body, when there is one. */
  json?: unknown;
}

/** One style found in a response; URLs are `built` when we made them from the request rather than read them. */
export interface Candidate {
  style: PaginationStyle;
  built: boolean;
  page?: number | null;
  limit?: number | null;
  total?: number | null;
  pageCount?: number | null;
  next?: string | null;
  prev?: string | null;
  first?: string | null;
  last?: string | null;
  cursor?: string | null;
}
