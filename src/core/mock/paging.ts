import type { ApiModel, Operation, Parameter } from '../openapi/model';
import { isObj, type Obj } from '../../shared/object';
import type { MockRequest } from './mock-api';
import { firstSuccess, listShape, responseFor, sample } from './schemas';

const LIMIT_NAMES = [
  'limit',
  'per_page',
  'perPage',
  'page_size',
  'pageSize',
  'size',
  'maxResults',
  '$top',
  'count',
  'first',
];
const PAGE_NAMES = ['page', 'pageNumber', 'page_number'];
const OFFSET_NAMES = ['offset', '$skip', 'skip', 'start'];
const CURSOR_NAMES = [
  'cursor',
  'after',
  'starting_after',
  'page_token',
  'pageToken',
  'continue',
  'next',
  'marker',
  'continuationToken',
];
const RESERVED = new Set([
  ...LIMIT_NAMES,
  ...PAGE_NAMES,
  ...OFFSET_NAMES,
  ...CURSOR_NAMES,
  'sort',
  'order',
  'orderBy',
  'fields',
]);

/** Where a page starts and how long it is, and the paging parameters the operation declares. */
interface PageAt {
  limitName?: string;
  pageName?: string;
  offsetName?: string;
  cursorName?: string;
  limit: number;
  start: number;
  total: number;
  pages: number;
  /** The page asked for, exactly (a BigInt past 2^53, where `start` is only near). */
  page?: number | bigint;
}

/**
 * One page of a collection's members as a list operation answers it: filtered by the declared query parameters,
 * sorted by `sort`, paged the way the operation declares, with a `Link` header, in the list shape of its 200
 * (a bare array or a wrapper with its paging fields). Undefined when the operation documents no list shape.
 */
export function listPage(
  model: ApiModel,
  op: Operation,
  members: Obj[],
  req: MockRequest,
): { body: unknown; headers: Record<string, string> } | undefined {
  const shape = listShape(model, op);
  if (!shape) return undefined;
  const declared = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  let items = members;
  for (const [name, value] of req.query) {
    if (RESERVED.has(name) || !declared.has(name)) continue;
    items = items.filter((m) => !(name in m) || String(m[name]) === value);
  }
  const sort = req.query.get('sort') ?? undefined;
  if (sort) {
    const desc = sort.startsWith('-');
    const field = sort.replace(/^[-+]/, '');
    items.sort((a, b) => compare(a[field], b[field]) * (desc ? -1 : 1));
  }
  const limitName = LIMIT_NAMES.find((n) => declared.has(n));
  const pageName = PAGE_NAMES.find((n) => declared.has(n));
  const offsetName = OFFSET_NAMES.find((n) => declared.has(n));
  const cursorName = CURSOR_NAMES.find((n) => declared.has(n));
  const limitParam = op.parameters.find((p) => p.name === limitName);
  const fallback = numberDefault(model, limitParam) ?? 10;
  const limit = clamp(
    intOf(limitName && req.query.get(limitName)) ?? fallback,
    1,
    numberMaximum(model, limitParam) ?? 1000,
  );
  let start = 0;
  if (pageName) start = (Math.max(1, intOf(req.query.get(pageName)) ?? 1) - 1) * limit;
  else if (offsetName) start = Math.max(0, intOf(req.query.get(offsetName)) ?? 0);
  else if (cursorName) start = decodeCursor(req.query.get(cursorName)) ?? 0;
  const page = items.slice(start, start + limit);
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / limit));
  // A page past 2^53 is past the last one, and is said back exactly, not rounded.
  const asked = pageName ? exactInt(req.query.get(pageName)) : undefined;
  const pageNo = typeof asked === 'bigint' ? asked : Math.floor(start / limit) + 1;
  const links = pageLinks(req, {
    limitName,
    pageName,
    offsetName,
    cursorName,
    limit,
    start,
    total,
    pages,
    page: pageNo,
  });
  const headers: Record<string, string> = {};
  const ok = responseFor(op, 200) ?? firstSuccess(op)?.response;
  if (links && (shape.kind !== 'wrapped' || ok?.headers.some((h) => h.name.toLowerCase() === 'link')))
    headers.link = links;
  if (shape.kind === 'array') return { body: page, headers };
  const body: Obj = { [shape.dataKey!]: page };
  fillWrapper(model, shape.wrapper!, body, {
    page: pageNo,
    limit,
    total,
    start,
    next: start + limit < total ? encodeCursor(start + limit) : undefined,
  });
  return { body, headers };
}

/** The `Link` header of a page: first, prev, next, last (next only, when paging by cursor). */
function pageLinks(req: MockRequest, p: PageAt): string | undefined {
  const url = (set: Record<string, string>) => {
    const q = new URLSearchParams(req.query);
    for (const [k, v] of Object.entries(set)) q.set(k, v);
    return `<${req.path}?${q.toString()}>`;
  };
  const limit = p.limitName ? { [p.limitName]: String(p.limit) } : {};
  const out: string[] = [];
  if (p.pageName) {
    const page = p.page ?? Math.floor(p.start / p.limit) + 1;
    out.push(`${url({ ...limit, [p.pageName]: '1' })}; rel="first"`);
    const prev = typeof page === 'bigint' ? page - 1n : page - 1;
    if (page > 1) out.push(`${url({ ...limit, [p.pageName]: String(prev) })}; rel="prev"`);
    if (typeof page === 'number' && page < p.pages)
      out.push(`${url({ ...limit, [p.pageName]: String(page + 1) })}; rel="next"`);
    out.push(`${url({ ...limit, [p.pageName]: String(p.pages) })}; rel="last"`);
  } else if (p.offsetName) {
    if (p.start > 0)
      out.push(`${url({ ...limit, [p.offsetName]: String(Math.max(0, p.start - p.limit)) })}; rel="prev"`);
    if (p.start + p.limit < p.total)
      out.push(`${url({ ...limit, [p.offsetName]: String(p.start + p.limit) })}; rel="next"`);
  } else if (p.cursorName) {
    if (p.start + p.limit < p.total)
      out.push(`${url({ ...limit, [p.cursorName]: encodeCursor(p.start + p.limit) })}; rel="next"`);
  } else return undefined;
  return out.length ? out.join(', ') : undefined;
}

/** Fills a list wrapper's paging fields that its schema declares (`pagination.{page,limit,total}`, `total`, `has_more`…). */
function fillWrapper(
  model: ApiModel,
  wrapper: Obj,
  body: Obj,
  p: { page: number | bigint; limit: number; total: number; start: number; next?: string },
): void {
  const props = isObj(wrapper.properties) ? wrapper.properties : {};
  const values: Obj = {
    page: p.page,
    limit: p.limit,
    total: p.total,
    total_count: p.total,
    totalCount: p.total,
    count: p.total,
    offset: p.start,
    per_page: p.limit,
    has_more: p.next !== undefined,
    hasMore: p.next !== undefined,
  };
  for (const [name, raw] of Object.entries(props)) {
    if (name in body) continue;
    const s = model.deref(raw);
    if (!isObj(s)) continue;
    if (name in values && (s.type === 'integer' || s.type === 'number' || s.type === 'boolean'))
      body[name] = values[name];
    else if (s.type === 'object' && isObj(s.properties)) {
      const inner: Obj = {};
      for (const [k, v] of Object.entries(s.properties)) {
        const d = model.deref(v);
        if (k in values && isObj(d) && (d.type === 'integer' || d.type === 'number' || d.type === 'boolean'))
          inner[k] = values[k];
        else if (/^next(_?cursor)?$/i.test(k) && p.next && isObj(d) && d.type === 'string') inner[k] = p.next;
      }
      const base = sample(model, s);
      body[name] = { ...(isObj(base) ? base : {}), ...inner };
    } else if (/^next(_?cursor|_?page_?token)?$/i.test(name) && p.next && s.type === 'string') body[name] = p.next;
    else if (Array.isArray(wrapper.required) && wrapper.required.includes(name)) body[name] = sample(model, s);
  }
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** An integer query value exactly: a BigInt past 2^53. */
function exactInt(v: string | null | undefined): number | bigint | undefined {
  const n = intOf(v);
  return n === undefined || Number.isSafeInteger(n) ? n : BigInt(v!);
}

function intOf(v: string | null | undefined): number | undefined {
  if (v === null || v === undefined || !/^-?\d+$/.test(v)) return undefined;
  return Number(v);
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function numberDefault(model: ApiModel, p: Parameter | undefined): number | undefined {
  const s = p?.schema && model.deref(p.schema);
  return isObj(s) && typeof s.default === 'number' ? s.default : undefined;
}

function numberMaximum(model: ApiModel, p: Parameter | undefined): number | undefined {
  const s = p?.schema && model.deref(p.schema);
  return isObj(s) && typeof s.maximum === 'number' ? s.maximum : undefined;
}

/** An opaque cursor for a list position. */
function encodeCursor(position: number): string {
  return Buffer.from(`o:${position}`).toString('base64url');
}

function decodeCursor(cursor: string | null): number | undefined {
  if (!cursor) return undefined;
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : undefined;
}
