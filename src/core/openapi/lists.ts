/** What makes an operation a list (RULES.md "Terms"): a GET answering an array or a wrapped list; watch and stream endpoints are not lists. */
import { isStreamType, mediaEssence } from '../media-types';
import type { ApiModel, Operation, Response } from './model';
import { describesJson, isSuccessStatus, responseFor } from './bodies';
import { derefValue, isOnly, isScalarSchema, mergeSchema, schemaTypes, type MergedSchema } from './schema';
import { takesPaging } from './paging-params';
import { isObj } from '../../shared/object';
import { compactName, splitWords } from './words/identifiers';
import {
  groupsLists,
  holdsList,
  holdsNoArray,
  isByteBuffer,
  isOneInTextOrObject,
  isOneOrSeveralOfSame,
} from './document-shapes';

/**
 * Property names that hold the page of a wrapped list (`{data: […]}`, Kubernetes' `{items: […]}`, OData's `{value:
 * […]}`, SendGrid's `{result: […]}`): a list key holds the list only when it is an array.
 */
const LIST_KEYS = new Set([
  'data',
  'items',
  'results',
  'result',
  'values',
  'value',
  'records',
  'entries',
  'elements',
  'content',
  'list',
  'rows',
  'hits',
  'nodes',
  'edges',
  'hydra:member',
]);

/** Properties that only a page of a list has beside its array: counts, cursors and links. */
const PAGE_KEYS = new Set([
  'pagination',
  'total',
  'total_count',
  'totalcount',
  'count',
  'has_more',
  'hasmore',
  'next',
  'next_cursor',
  'nextcursor',
  'next_page',
  'nextpage',
  'nextpagetoken',
  'next_page_token',
  'continue',
  'cursor',
  'page',
  'links',
  'paging',
  'meta',
  'metadata',
  'offset',
  'limit',
  'response_metadata',
  'odata.nextlink',
  '@odata.nextlink',
  'nextlink',
  'total_results',
  'hydra:totalitems',
  'hydra:view',
]);

/**
 * Arrays of an envelope that are no members: what went wrong or deserves a warning (WhatsApp's `errors`, "only
 * returned with a failed request", beside `meta` on every answer), and JSON:API's side-loaded `included` resources.
 */
const ENVELOPE_ARRAYS = new Set(['errors', 'warnings', 'included']);

/** Page keys a single document has too: JSON:API's `links` and `meta`, a `metadata` object. */
const DOCUMENT_KEYS = new Set(['links', 'meta', 'metadata']);

/** True for a property name that holds the members of a wrapped list or a page's data (see `LIST_KEYS`, `PAGE_KEYS`, `ENVELOPE_ARRAYS`). */
export function isListOrPageKey(name: string): boolean {
  const key = name.toLowerCase();
  return LIST_KEYS.has(key) || PAGE_KEYS.has(key) || ENVELOPE_ARRAYS.has(key) || namesPages(name);
}

/** Words of a response's description that say its body is streamed (Cosmos Server's "Streamed pull output"). */
const STREAMED_WORDS = new Set(['stream', 'streamed', 'streaming']);

/**
 * True for a response that streams text: its description says so, and it offers only `text/*` strings (Cosmos
 * Server's `GET /api/images/pull`, the pull's progress lines as they come). A stream, not a representation, though its
 * media type does not say so.
 */
export function streamsText(model: ApiModel, r: Response): boolean {
  const description = r.node.description;
  if (typeof description !== 'string' || r.content.length === 0) return false;
  if (!splitWords(description.slice(0, 200)).some((w) => STREAMED_WORDS.has(w.toLowerCase()))) return false;
  return r.content.every(
    (m) =>
      mediaEssence(m.name).startsWith('text/') &&
      (m.schema === undefined || !schemaTypes(model, m.schema)?.has('object')),
  );
}

/**
 * True for a watch or stream endpoint: a boolean `watch` query parameter, a `watch` path segment, a 2xx that streams,
 * or a poll (see `polls`).
 */
export function isWatchOrStream(model: ApiModel, op: Operation): boolean {
  if (op.path.resourceSegments.some((s) => s.kind === 'static' && s.text === 'watch')) return true;
  if (polls(op)) return true;
  for (const p of op.parameters) {
    if (p.in !== 'query' || p.name !== 'watch') continue;
    const types = schemaTypes(model, p.schema);
    if (!types || types.has('boolean')) return true;
  }
  return op.responses.some((r) => isSuccessStatus(r.status) && r.content.some((m) => isStreamType(m.name)));
}

/** First words of an operation that reads what arrived for a consumer and moves its position on (`poll`, `dequeue`). */
const POLL_VERBS = new Set(['poll', 'consume', 'dequeue']);

/** What a stream holds: the records, messages or events a consumer is handed in the stream's order. */
const STREAM_ITEMS = new Set(['records', 'messages', 'events']);

/** Who reads a stream: a consumer or a queue, whose position the server keeps. */
const STREAM_READERS = new Set(['consumer', 'consumers', 'queue', 'queues']);

/** Who may read a stream or keep a history: a subscription, read as a stream when its operation says so. */
const SUBSCRIPTIONS = new Set(['subscription', 'subscriptions']);

/**
 * True for a GET that polls a stream (RULES.md "watch and stream endpoints", our reading): it answers what arrived
 * since the reader's last position and moves that position on, so its order is the stream's and the next call, not a
 * page parameter, reads on. By its operationId or summary (its first word `poll`, `consume` or `dequeue`: Strimzi
 * Kafka Bridge's `GET /consumers/{groupid}/instances/{name}/records`, operationId `poll`), or by its path: the records,
 * messages or events below a consumer or a queue, or below a subscription whose operation speaks of a stream
 * (Nakadi's `/subscriptions/{id}/events`, "Starts a new stream for reading events"; a billing API's subscription
 * events are its history, a list).
 */
function polls(op: Operation): boolean {
  if (op.method !== 'get') return false;
  const first = (text: unknown) =>
    typeof text === 'string' ? splitWords(text.slice(0, 100))[0]?.toLowerCase() : undefined;
  if ([first(op.node.operationId), first(op.summary)].some((w) => w !== undefined && POLL_VERBS.has(w))) return true;
  const segs = op.path.resourceSegments;
  const last = segs[segs.length - 1];
  if (last?.kind !== 'static' || !STREAM_ITEMS.has(last.text.toLowerCase())) return false;
  const readers = segs.map((s) => (s.kind === 'static' ? s.text.toLowerCase() : ''));
  if (readers.some((t) => STREAM_READERS.has(t))) return true;
  return readers.some((t) => SUBSCRIPTIONS.has(t)) && speaksOfStream(op);
}

/** True when an operation's summary or description (their first 300 characters) says `stream`. */
function speaksOfStream(op: Operation): boolean {
  return [op.summary, op.node.description].some(
    (t) => typeof t === 'string' && splitWords(t.slice(0, 300)).some((w) => w.toLowerCase() === 'stream'),
  );
}

/**
 * True for a merged object schema that wraps a list: an array under a list key, or one array beside page
 * properties other than itself (a page key, or a name about pages: `pagesTotal`); several arrays under list keys with
 * no page property are one document (a graph's `nodes` and `edges`). An array under a page key (`links`,
 * `meta`) is part of one document, not its list:
 * `{id, name, links: [...]}` is one document. So is an object with its own `id`: Magento's cart `{id, items: […],
 * customer…}` is one resource holding its items, not a page of them.
 */
export function isWrappedList(model: ApiModel, merged: MergedSchema): boolean {
  if (merged.properties.has('id')) return false;
  let arrays = 0;
  let listed = 0;
  let paged = false;
  for (const [name, prop] of merged.properties) {
    // A byte buffer under `data` (Oxide's serial console) is one value, no list.
    const isArray = holdsList(model, prop.schema);
    const key = name.toLowerCase();
    if (isArray && LIST_KEYS.has(key)) listed++;
    else if (PAGE_KEYS.has(key)) {
      if (!isArray) paged = true;
    } else if (isArray) {
      if (!ENVELOPE_ARRAYS.has(key)) arrays++;
    } else if (namesPages(name)) paged = true;
  }
  // One array under a list key is the list. Several with no page property are the parts of one document: lnd's
  // `GET /v1/graph` answers the channel graph `{nodes: […], edges: […]}`; a page beside them (`pageInfo`) pages one.
  if (listed > 0) return listed === 1 || paged;
  return arrays === 1 && paged;
}

/**
 * True for an object that holds the collection's own array (`name`, compared without case, `_` and `-`) beside page
 * properties (or a count of it: Harness's `{commits: […], rename_details: […], total_commits}`), whatever other arrays it has: trashnothing's `GET /posts` answers `{posts: […], group_ids: […], page,
 * per_page, num_pages}`, a page of posts that also names the groups it drew from. An object with its own `id` is one
 * resource.
 */
export function wrapsOwnNamedPage(model: ApiModel, merged: MergedSchema, name: string): boolean {
  if (merged.properties.has('id')) return false;
  let own = false;
  let paged = false;
  for (const [key, prop] of merged.properties) {
    const isArray = schemaTypes(model, prop.schema)?.has('array') === true;
    if (isArray && compactName(key) === name) own = true;
    else if (!isArray && (PAGE_KEYS.has(key.toLowerCase()) || namesPages(key) || countsOwn(key, name))) paged = true;
  }
  return own && paged;
}

/** Words that, joined to a list's own name, count its members (`total_commits`, `commitCount`, `num_commits`). */
const COUNT_WORDS = ['total', 'count', 'num', 'number'];

/** True for a property that counts the list under `name` (Harness's `total_commits` beside `commits`). */
function countsOwn(key: string, name: string): boolean {
  const k = compactName(key);
  return COUNT_WORDS.some((w) => k === w + name || k === name + w);
}

/**
 * True for a property that is about pages by its words (nebl.io's `pagesTotal`, `totalPages`, `pageCount`,
 * `nextPage`, GraphQL's `pageInfo`): only a page of a list has one. Every word is `page` or a word of counting
 * or navigating (DocuSign's setting `modifiedPage` is none). Read for properties that are no arrays: a `pages` array is
 * a list of pages.
 */
function namesPages(name: string): boolean {
  const words = splitWords(name).map((w) => w.toLowerCase());
  return words.some((w) => w === 'page' || w === 'pages') && words.every((w) => PAGE_WORDS.has(w));
}

/** The words of a name about pages: `page` with what a page count or a page link says (`modifiedPage` is none). */
const PAGE_WORDS = new Set([
  'page',
  'pages',
  'total',
  'count',
  'num',
  'number',
  'next',
  'prev',
  'previous',
  'first',
  'last',
  'current',
  'info',
  'size',
  'of',
]);

/**
 * What a GET's 200 (or `2XX`) JSON body is (RULES.md "list answer"):
 * - `list`: an array or a wrapped list;
 * - `map`: a key-value map of scalars (`additionalProperties: {type: string}`: properties, aliases, emojis);
 * - `document`: one object or an array of that same object on request (see `isOneOrSeveralOfSame`), or surely one
 *   object: properties, none of them paging (`pagination`, `total`, `next`…), no array
 *   among them but under `links` or `meta`, nor
 *   one level down under a list key; a list key holding one object that holds no single list (JSON:API's
 *   `{data: {…}, included: […]}`);
 * - `undefined`: unknown (no JSON schema, a bare `type: object`, or an object with arrays that wrap no list).
 */
export function answerKind(model: ApiModel, op: Operation): AnswerKind | undefined {
  const ok = responseFor(op, '200');
  if (!ok) return undefined;
  let kind: AnswerKind | undefined;
  for (const media of ok.content) {
    if (!describesJson(media)) continue;
    const merged = mergeSchema(model, media.schema);
    if (!merged) continue;
    // A byte buffer is one value; one object or an array of the same object is one document, several on request, and
    // so is one offered as text or as an object (Lichess's PGN string or game object).
    if (
      isByteBuffer(model, media.schema) ||
      isOneOrSeveralOfSame(model, media.schema) ||
      isOneInTextOrObject(model, media.schema)
    ) {
      kind = 'document';
      continue;
    }
    if (merged.types?.has('array') || isWrappedList(model, merged)) return 'list';
    if (merged.types && !merged.types.has('object')) continue;
    if (merged.properties.size === 0 && isScalarMap(model, merged.node)) kind = 'map';
    else if (merged.properties.size > 0 && isOneDocument(model, merged)) kind = 'document';
  }
  return kind;
}

/** What a GET answers, as `answerKind` tells it. */
export type AnswerKind = 'list' | 'document' | 'map';

/** True for an answer that is one object, a document or a key-value map: nothing to page or sort. */
export function isOneObject(kind: AnswerKind | undefined): boolean {
  return kind === 'document' || kind === 'map';
}

/** True for an object schema that is surely one document (see `answerKind`). */
function isOneDocument(model: ApiModel, merged: MergedSchema): boolean {
  // A list key holding one object: JSON:API's single resource `{data: {…}, included: […]}` and Oxford's filters
  // `{results: {entries: […], wordlist: […]}}` (several named arrays) are one document each, but Rudder's
  // `{result, data: {CVEs: […]}}` holds its one list a level down: an envelope, no document.
  // Paging properties (BBC Nitro's `{pagination, results: {…}}`) make a page of a list, whatever holds its members;
  // among scalars of its own they are figures of one document (SendGrid's credit balance `{remain, total, used}`),
  // but BBC's `{$schema, limit, offset, total}` is a page that declares no members.
  // So are figures that are small objects (clever-cloud's credit balance `{count, dropPrice: {currency, value},
  // ownerId}`): no array anywhere, nothing a page could hold.
  if (
    holdsNoArray(model, merged) &&
    [...merged.properties.keys()].some((k) => !k.startsWith('$') && !PAGE_KEYS.has(k.toLowerCase()))
  )
    return true;
  // A list beside maps and nothing else (Keycloak's `MappingsRepresentation`, `{realmMappings: […], clientMappings:
  // {<client>: […]}}`) groups one thing's lists by kind: one composite document, not a page.
  if (groupsLists(model, merged)) return true;
  if (holdsSettings(model, merged)) return true;
  if ([...merged.properties.keys()].some((k) => PAGE_KEYS.has(k.toLowerCase()) && !DOCUMENT_KEYS.has(k))) return false;
  for (const [name, prop] of merged.properties) {
    if (!LIST_KEYS.has(name.toLowerCase())) continue;
    const types = schemaTypes(model, prop.schema);
    if (!types || types.size !== 1 || !types.has('object')) continue;
    const inner = mergeSchema(model, prop.schema);
    if (!inner) continue;
    return arrayProperties(model, inner) !== 1;
  }
  return arrayProperties(model, merged) === 0;
}

/**
 * True for a settings document: a flag of its own (a boolean that is no page key) beside more than one collection
 * (arrays or objects that are no page keys). Binance's auto-conversion settings `{convertEnabled, coins: […],
 * exchangeRates: {…}}` switch a feature and configure it; `{ok, channels: […], response_metadata}` holds one list.
 */
function holdsSettings(model: ApiModel, merged: MergedSchema): boolean {
  let flag = false;
  let collections = 0;
  for (const [name, prop] of merged.properties) {
    const key = name.toLowerCase();
    if (PAGE_KEYS.has(key) || ENVELOPE_ARRAYS.has(key)) continue;
    const types = schemaTypes(model, prop.schema);
    if (!types || types.size !== 1) continue;
    if (types.has('boolean')) flag = true;
    else if (types.has('array') || types.has('object')) collections++;
  }
  return flag && collections > 1;
}

/**
 * True for an object that is a bundle of several lists and nothing else: Jellyfin's `/Items/Filters` answers
 * `{Genres: […], OfficialRatings: […], Tags: […], Years: […]}`, the filter options of one library, not a page of
 * any of them. An object with other fields beside its arrays (ShipEngine's `{rates: […], invalid_rates: […],
 * shipment_id, status…}`) is not read as one.
 */
export function holdsSeveralLists(model: ApiModel, merged: MergedSchema): boolean {
  const arrays = arrayProperties(model, merged);
  return arrays > 1 && arrays === merged.properties.size;
}

/**
 * True for an object that holds its one list under a name of its own (Just Eat's `{claims: […]}`) read by a GET that
 * takes paging parameters (`limit`, `offset`): the request's paging stands for the page properties the body lacks,
 * so it is a wrapped list. Without paging, `{advisors: […]}` is still no list answer. An object with its own `id` is
 * one resource.
 */
export function wrapsOneList(model: ApiModel, op: Operation, merged: MergedSchema): boolean {
  if (merged.properties.has('id') || arrayProperties(model, merged) !== 1) return false;
  return takesPaging(model, op);
}

/**
 * True for a key-value map whose values are scalars (`{type: object, additionalProperties: {type: string}}`), or maps
 * whose own values are scalars or records with no array (Socket's `/orgs/{org_slug}/supported-files`, glob patterns
 * by ecosystem and then by file name), or lists of scalars (a multimap of tags): a lookup document, no members. A map of records keyed once
 * (`{<id>: {…}}`) may be a collection by id, and stays unknown.
 */
function isScalarMap(model: ApiModel, node: unknown, depth = 0): boolean {
  if (!isObj(node)) return false;
  const values = derefValue(model, node.additionalProperties);
  if (!isObj(values)) return false;
  if (isScalarSchema(model, values)) return true;
  const types = schemaTypes(model, values);
  // Values that are lists of scalars make a multimap (Testkube's tags, `{app: [backend], env: [prod]}`): one document.
  if (depth === 0 && isOnly(types, 'array')) return isScalarSchema(model, derefValue(model, values.items));
  if (types?.size !== 1 || !types.has('object') || depth >= 3) return false;
  const inner = mergeSchema(model, values);
  if (!inner) return false;
  if (inner.properties.size === 0) return isScalarMap(model, inner.node, depth + 1);
  return depth > 0 && holdsNoArray(model, inner);
}

/** True when a GET's 200 (or `2XX`) JSON body is an array or a wrapped list. */
export function answersList(model: ApiModel, op: Operation): boolean {
  return answerKind(model, op) === 'list';
}

/** How many properties other than page keys (`links`, `meta`) and envelope arrays (`errors`) are arrays. */
function arrayProperties(model: ApiModel, merged: MergedSchema): number {
  let n = 0;
  for (const [name, prop] of merged.properties)
    if (!PAGE_KEYS.has(name.toLowerCase()) && !ENVELOPE_ARRAYS.has(name.toLowerCase()) && holdsList(model, prop.schema))
      n++;
  return n;
}
