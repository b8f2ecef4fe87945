import { countsFromHeaders, fromCursor, fromOffsetLimit, fromWrapped } from './body-styles';
import { fromLinkHeader, fromLinksArray, fromLinksObject, fromNextLinkField } from './link-styles';
import {
  PAGE_RELS,
  type Candidate,
  type PageRel,
  type PaginationHint,
  type PaginationInfo,
  type PaginationInput,
  type PaginationStyle,
} from './types';
import { originOf } from './urls';

export type { PaginationHint, PaginationInfo, PaginationInput } from './types';
export { paginationHint } from './hint';

type Detector = (res: PaginationInput, hint?: PaginationHint) => Candidate | undefined;

/** Detectors in the order a style wins when the spec declares none: the conventions' own wrapped body first. */
const DETECTORS: [PaginationStyle, Detector][] = [
  ['wrapped', fromWrapped],
  ['link-header', fromLinkHeader],
  ['links-object', fromLinksObject],
  ['links-array', fromLinksArray],
  ['next-link', fromNextLinkField],
  ['cursor', fromCursor],
];

/**
 * Reads how a successful response pages, whatever the style; `null` for a non-2xx response, for one that shows no
 * pagination, and for an operation the spec declares single-page (`x-ms-pageable` with `nextLinkName: null`).
 * With a hint (from `paginationHint`), the declared style is read first and the response gets a reading of that
 * style even on its last page. Page URLs the server sent win over URLs built from the request; numbers are merged
 * from every style found. `crossOrigin` lists the relations whose URL leaves the request's origin.
 */
export function readPagination(res: PaginationInput, hint?: PaginationHint): PaginationInfo | null {
  if (res.status < 200 || res.status > 299) return null;
  if (hint && hint.nextLinkField === null) return null;
  const found: Candidate[] = [];
  let declared = false;
  if (hint) {
    const c =
      hint.style === 'offset-limit'
        ? fromOffsetLimit(res, hint)
        : DETECTORS.find(([s]) => s === hint.style)?.[1](res, hint);
    found.push(c ?? { style: hint.style, built: false });
    declared = true;
  }
  for (const [style, detect] of DETECTORS) {
    if (style === hint?.style) continue;
    const c = detect(res, hint);
    if (c) found.push(c);
  }
  if (found.length === 0) return null;
  return merge(found, countsFromHeaders(res), res.url, declared);
}

function merge(found: Candidate[], headerCounts: Partial<Candidate>, url: string, declared: boolean): PaginationInfo {
  const primary = found[0];
  const number = (k: 'page' | 'limit' | 'total' | 'pageCount') => {
    for (const c of found) if (c[k] != null) return c[k] as number;
    return headerCounts[k] ?? null;
  };
  const info: PaginationInfo = {
    style: primary.style,
    page: number('page'),
    limit: number('limit'),
    total: number('total'),
    pageCount: number('pageCount'),
    next: null,
    prev: null,
    first: null,
    last: null,
    crossOrigin: [],
    cursor: found.find((c) => c.cursor != null)?.cursor ?? null,
    declared,
  };
  if (info.pageCount === null && info.total !== null && info.limit) info.pageCount = Math.ceil(info.total / info.limit);
  const served = found.filter((c) => !c.built);
  const sources = served.length ? served : found;
  const origin = originOf(url);
  for (const rel of PAGE_RELS) {
    info[rel] = sources.find((c) => c[rel] != null)?.[rel] ?? null;
    const target = info[rel];
    if (target !== null && originOf(target) !== origin) info.crossOrigin.push(rel as PageRel);
  }
  return info;
}
