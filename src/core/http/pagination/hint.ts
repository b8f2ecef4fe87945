import type { Operation, Schema } from '../../openapi/model';
import { isJsonDocumentType } from '../../media-types';
import type { PaginationHint, PaginationStyle } from './types';
import { CURSOR_PARAMS, LIMIT_PARAMS, OFFSET_PARAMS, PAGE_PARAMS } from './urls';
import { isObj, type Obj } from '../../../shared/object';

type Deref = (v: unknown) => unknown;

/** How deep `allOf` members are read for properties. */
const MAX_ALLOF_DEPTH = 64;

/**
 * The properties of an object schema, its `allOf` members' merged in (a later member's win). Each schema is read
 * once (`known`) and a cycle is cut (`onPath`): schemas that combine the one before twice (`allOf: [$ref L9, $ref L9]`)
 * were read 2^n times, and `request` hung on 40 of them.
 */
function propertiesOf(schema: unknown, deref: Deref, known = new Map<Obj, Obj>(), onPath = new Set<Obj>()): Obj {
  const s = deref(schema);
  // Past MAX_ALLOF_DEPTH nested members (a chain of 5,000 overflowed the stack), the rest is not read.
  if (!isObj(s) || onPath.has(s) || onPath.size > MAX_ALLOF_DEPTH) return {};
  const seen = known.get(s);
  if (seen) return seen;
  onPath.add(s);
  const own = deref(s.properties);
  const out: Obj = isObj(own) ? { ...own } : {};
  if (Array.isArray(s.allOf)) for (const part of s.allOf) Object.assign(out, propertiesOf(part, deref, known, onPath));
  onPath.delete(s);
  known.set(s, out);
  return out;
}

function typeOf(schema: unknown, deref: Deref): string | undefined {
  const s = deref(schema);
  if (!isObj(s)) return undefined;
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') as string | undefined;
  if (isObj(deref(s.properties))) return 'object';
  return undefined;
}

function styleFromSpeakeasy(type: unknown): PaginationStyle | undefined {
  if (type === 'cursor') return 'cursor';
  if (type === 'offsetLimit') return 'offset-limit';
  if (type === 'url') return 'next-link';
  return undefined;
}

/**
 * What an operation declares about its pagination, in this order: `x-ms-pageable` (`nextLinkName`, `null` for a
 * single page), `x-speakeasy-pagination` (type, inputs, outputs), a `Link` header on a 2xx response, then a 2xx
 * JSON schema with `data` and `pagination` properties (wrapped), a `links` array (on a list only), a next-link or cursor property.
 * The query parameters named like page, limit, offset or cursor parameters fill the parameter names.
 * `undefined` when the operation declares nothing about pagination.
 */
export function paginationHint(op: Operation, deref: Deref): PaginationHint | undefined {
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const pick = (names: readonly string[]) => names.find((n) => queryNames.includes(n));
  const params = {
    ...(pick(PAGE_PARAMS) ? { pageParam: pick(PAGE_PARAMS) } : {}),
    ...(pick(LIMIT_PARAMS) ? { limitParam: pick(LIMIT_PARAMS) } : {}),
    ...(pick(OFFSET_PARAMS) ? { offsetParam: pick(OFFSET_PARAMS) } : {}),
    ...(pick(CURSOR_PARAMS) ? { cursorParam: pick(CURSOR_PARAMS) } : {}),
  };
  const ms = op.node['x-ms-pageable'];
  if (isObj(ms)) {
    const next = ms.nextLinkName;
    return {
      style: 'next-link',
      source: 'x-ms-pageable',
      ...params,
      nextLinkField: typeof next === 'string' ? next : null,
      resultsPath: `$.${typeof ms.itemName === 'string' ? ms.itemName : 'value'}`,
    };
  }
  const speakeasy = op.node['x-speakeasy-pagination'];
  if (isObj(speakeasy)) {
    const style = styleFromSpeakeasy(speakeasy.type);
    if (style) return { style, source: 'x-speakeasy-pagination', ...params, ...speakeasyFields(speakeasy) };
  }
  const ok = op.responses.filter((r) => /^2(\d\d|XX)$/i.test(r.status));
  if (ok.some((r) => r.headers.some((h) => h.name.toLowerCase() === 'link')))
    return { style: 'link-header', source: 'the Link response header', ...params };
  // A `links` array is also how a single representation carries its relations (§2.5): only a list reads it as pages.
  const isList = (op.method === 'get' || op.method === 'query') && op.path.shape === 'collection';
  for (const r of ok) {
    for (const media of r.content) {
      if (!isJsonDocumentType(media.name) || !media.schema) continue;
      const style = styleFromSchema(media.schema, deref, isList);
      if (style) return { style: style[0], source: style[1], ...params };
    }
  }
  return undefined;
}

function styleFromSchema(schema: Schema, deref: Deref, isList: boolean): [PaginationStyle, string] | undefined {
  const props = propertiesOf(schema, deref);
  if (typeOf(props.data, deref) === 'array' && typeOf(props.pagination, deref) === 'object')
    return ['wrapped', 'the wrapped response schema (data + pagination)'];
  if (isList && typeOf(props.links, deref) === 'array')
    return ['links-array', 'the links array in the response schema'];
  const nextLink = ['@odata.nextLink', 'nextLink'].find((k) => k in props);
  if (nextLink) return ['next-link', `the ${nextLink} property in the response schema`];
  const cursor = ['next_cursor', 'nextCursor', 'nextPageToken', 'has_more'].find((k) => k in props);
  if (cursor) return ['cursor', `the ${cursor} property in the response schema`];
  return undefined;
}

function speakeasyFields(x: Obj): Partial<PaginationHint> {
  const out: Partial<PaginationHint> = {};
  if (Array.isArray(x.inputs)) {
    for (const input of x.inputs) {
      if (!isObj(input) || typeof input.name !== 'string') continue;
      if (input.in !== undefined && input.in !== 'parameters') continue;
      if (input.type === 'page') out.pageParam = input.name;
      else if (input.type === 'offset') out.offsetParam = input.name;
      else if (input.type === 'limit') out.limitParam = input.name;
      else if (input.type === 'cursor') out.cursorParam = input.name;
    }
  }
  const outputs = isObj(x.outputs) ? x.outputs : {};
  if (typeof outputs.nextCursor === 'string') out.cursorPath = outputs.nextCursor;
  if (typeof outputs.nextUrl === 'string') out.nextUrlPath = outputs.nextUrl;
  if (typeof outputs.results === 'string') out.resultsPath = outputs.results;
  if (typeof outputs.numPages === 'string') out.numPagesPath = outputs.numPages;
  return out;
}
