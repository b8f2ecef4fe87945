// Which GETs read a list the list rules judge (RULES.md "list answer"): the one decision list-response-shape,
// list-pagination-params, list-sort-param and pagination-wrapper-shape share. A collection GET that answers a
// document, a report, a lookup, a bounded computed selection, a check's outcome, a download in a standard format, an
// envelope a standard fixes, a document its PUT replaces whole, a computed tree, a boolean, a free-form object, a
// document holding lists of its own or one member the operation names is no page of members.
import { isJsonType } from '../media-types';
import type { ApiModel, Operation, Parameter } from './model';
import { describesJson, responseFor } from './bodies';
import { isDownload } from './downloads';
import { answerKind, isOneObject, isWatchOrStream } from './lists';
import { answersRecord, isLookup } from './lookups';
import { isScalarSchema, mergeSchema, schemaTypes } from './schema';
import { extendedByParam, pathSkeleton } from './path-keys';
import { describesCoordinate } from './path-params';
import { joinedWords, lastWord, splitWords } from './words/identifiers';
import { answersInStandardEnvelope } from './standard-shapes';
import { isPassThrough } from './protocol';
import { answersTree, replacedAsDocument } from './documents';
import { answersCheckOrFreeForm } from './free-form-answers';
import { answersDocumentOfLists } from './list-documents';
import { answersOneMember } from './member-answers';

/**
 * True for a list GET the conventions cover: a GET on a collection path that is no watch or stream endpoint, and
 * none of what only looks like a list (see `isLookup`, `belowAggregation`, `isSelection`, `namesState`,
 * `isDownload`, `belowCheck`, `answersInStandardEnvelope`, `replacedAsDocument`, `answersTree`).
 */
export function isListOperation(model: ApiModel, op: Operation): boolean {
  const known = decisionsOf(model, op);
  return (known.list ??= listOperation(model, op));
}

/** What `isListOperation` and `readsList` said of each operation of a model: the four list rules ask the same. */
const decided = new WeakMap<ApiModel, Map<Operation, { list?: boolean; reads?: boolean }>>();

function decisionsOf(model: ApiModel, op: Operation): { list?: boolean; reads?: boolean } {
  let ops = decided.get(model);
  if (!ops) decided.set(model, (ops = new Map()));
  let known = ops.get(op);
  if (!known) ops.set(op, (known = {}));
  return known;
}

function listOperation(model: ApiModel, op: Operation): boolean {
  if (op.method !== 'get' || op.path.shape !== 'collection' || isWatchOrStream(model, op)) return false;
  // A standard fixes the answer of a protocol endpoint (a JWKS's `{keys: […]}`, SCIM's `ListResponse`, an OPDS feed),
  // and a proxy answers whatever its target does: neither is the API's list to shape, page or sort.
  if (op.path.protocol || isPassThrough(op)) return false;
  return (
    !belowAggregation(op) &&
    !isSelection(op) &&
    !namesState(model, op) &&
    !isLookup(model, op) &&
    !isDownload(model, op) &&
    !readsMemberByScope(model, op) &&
    !belowCheck(op) &&
    !answersInStandardEnvelope(model, op) &&
    !replacedAsDocument(model, op.path) &&
    !answersTree(model, op) &&
    !computesAtPoints(model, op) &&
    !answersCheckOrFreeForm(model, op) &&
    !answersDocumentOfLists(model, op) &&
    !answersOneMember(model, op)
  );
}

/**
 * Segments that name a check the server makes for the request (crediwatch's `/verify/name?query=`): a GET at or
 * below one reads the outcome of that check (the matches it found), not a page of a collection. The whole segment
 * is the verb or its noun; `check-runs` or `verifications/{id}` stay what they name.
 */
const CHECKS = new Set(['verify', 'verification', 'validate', 'validation', 'check', 'lookup']);

/** True for a GET at or below a segment that names a check (see `CHECKS`). */
function belowCheck(op: Operation): boolean {
  return op.path.resourceSegments.some((s) => s.kind === 'static' && CHECKS.has(joinedWords(s.text)));
}

/**
 * True for a GET that computes values at the points its request gives (RULES.md "computation", read with a GET):
 * a required query parameter is a coordinate (named `lat`, `lon`, `latlng`… or described as a latitude/longitude)
 * and no member path extends the path or a prefix of it. Mon Voyage Pas Cher's `/elevation?locations=` answers the elevation of each
 * point asked about; it lists no members of a collection. `/stores?lat=&lon=` beside `/stores/{id}`, and
 * `/media/search?lat=&lng=` beside `/media/{id}`, still list.
 */
export function computesAtPoints(model: ApiModel, op: Operation): boolean {
  if (
    op.method !== 'get' ||
    !op.parameters.some((p) => p.in === 'query' && p.node.required === true && isCoordinate(p))
  )
    return false;
  // No member path extends it or a prefix of it: Instagram's `/media/search?lat=&lng=` beside `/media/{media-id}`
  // searches the media collection.
  const segs = op.path.resourceSegments;
  const owns = new Set<string>();
  for (let k = 1; k <= segs.length; k++) owns.add(`${pathSkeleton(segs.slice(0, k))}/{}`);
  return !model.paths.some((p) => {
    const other = p.resourceSegments;
    for (let k = 2; k <= Math.min(other.length, segs.length + 1); k++)
      if (other[k - 1].kind === 'param' && owns.has(pathSkeleton(other.slice(0, k)))) return true;
    return false;
  });
}

/** Names (joined words) of a query parameter that is a geographic coordinate or a list of them. */
const COORDINATE_NAMES = new Set(['lat', 'lon', 'lng', 'latitude', 'longitude', 'latlng', 'latlon', 'coordinates']);

/** True for a query parameter that is a coordinate, by its name or by its description (`describesCoordinate`). */
function isCoordinate(p: Parameter): boolean {
  return COORDINATE_NAMES.has(joinedWords(p.name)) || describesCoordinate(p.node.description);
}

/**
 * True for a path ending in a parameter the path model reads as a scope (another noun's id: Visma's
 * `/numberSequence/{numberingId}`) whose GET answers a record, not a list: it reads the one thing the parameter
 * names. A scope answers a list; an envelope named after the segment before it (`/roles/{account_id}` answering
 * `{roles: […]}`) is still one, but a field of that name that holds no array (data2crm's `/entity/{entity_id}`
 * answering the entity type `{id, entity: "Bug Integration", …}`) is part of the record.
 */
function readsMemberByScope(model: ApiModel, op: Operation): boolean {
  const segs = op.path.resourceSegments;
  const [before, last] = [segs[segs.length - 2], segs[segs.length - 1]];
  if (last?.kind !== 'param' || !answersRecord(model, op)) return false;
  return before?.kind !== 'static' || !holdsArrayNamed(model, op, joinedWords(before.text));
}

/**
 * True for a list GET whose answer may be a page: a list operation (see `isListOperation`) whose 200 is a list or
 * unknown. A collection GET answering one document or figures has nothing to page or sort.
 */
export function readsList(model: ApiModel, op: Operation): boolean {
  const known = decisionsOf(model, op);
  return (known.reads ??=
    isListOperation(model, op) &&
    !isOneObject(answerKind(model, op)) &&
    !isBounded(model, op) &&
    !readsVocabulary(model, op) &&
    !heldByMember(model, op));
}

/**
 * True for a GET without query parameters whose list holds values, not members (PeerTube's `/videos/languages`
 * answering `[string]`): the whole vocabulary of a field, reference data with nothing to page or sort. A list of
 * values a query filters (`/tags?q=`) may be long and stays a list.
 */
function readsVocabulary(model: ApiModel, op: Operation): boolean {
  return !op.parameters.some((p) => p.in === 'query') && listsValues(model, op);
}

/**
 * True for a list below a member whose own representation holds it whole: Zalando's `/articles/{articleId}/units`
 * beside `GET /articles/{articleId}` answering an `Article` with `units: […]`. The list is an attribute of that one
 * member, bounded as the member is; DigitalOcean's `/images/{id}/actions` (no `actions` in an image) stays a list.
 */
function heldByMember(model: ApiModel, op: Operation): boolean {
  const segs = op.path.resourceSegments;
  const last = segs[segs.length - 1];
  if (last?.kind !== 'static' || segs[segs.length - 2]?.kind !== 'param') return false;
  const memberPath = op.path.path.slice(0, op.path.path.lastIndexOf('/'));
  const member = model.paths.find((p) => p.path === memberPath)?.operations.find((o) => o.method === 'get');
  return !!member && holdsArrayNamed(model, member, joinedWords(last.text));
}

/**
 * True when a GET's 200 (or `2XX`) JSON body is an object with an array property named `name` (its words joined,
 * see `joinedWords`): the record holds that list itself.
 */
function holdsArrayNamed(model: ApiModel, op: Operation, name: string): boolean {
  const ok = responseFor(op, '200');
  return !!ok?.content.some((m) => {
    const merged = isJsonType(m.name) && m.schema ? mergeSchema(model, m.schema) : undefined;
    if (!merged || merged.types?.has('array')) return false;
    return [...merged.properties].some(
      ([k, p]) => joinedWords(k) === name && !!schemaTypes(model, p.schema)?.has('array'),
    );
  });
}

/** The largest `maxItems` of a list that is still "a handful": a bounded list has no second page to ask for. */
const FEW_ITEMS = 50;

/** The arrays of a GET's 200 JSON body: the body itself when it is one, else its array properties (an envelope's list). */
function answerArrays(model: ApiModel, op: Operation): { node: Record<string, unknown>; items: unknown }[] | undefined {
  const ok = responseFor(op, '200');
  if (!ok) return undefined;
  const out: { node: Record<string, unknown>; items: unknown }[] = [];
  for (const media of ok.content) {
    if (!describesJson(media)) continue;
    const merged = mergeSchema(model, media.schema);
    if (!merged) continue;
    const arrays = merged.types?.has('array')
      ? [merged]
      : [...merged.properties.values()]
          .filter((p) => schemaTypes(model, p.schema)?.has('array'))
          .map((p) => mergeSchema(model, p.schema));
    if (arrays.length === 0) return undefined;
    for (const a of arrays) if (a) out.push({ node: a.node, items: a.items?.value });
  }
  return out.length > 0 ? out : undefined;
}

/**
 * True for a list of values rather than members: the 200's array (or the arrays of its envelope) holds scalars
 * (Clever's grade levels `{data: [string]}`, OpenAPI Generator's client names `[string]`). A value has no field to
 * order by, so `sort` (RULES.md: "a string naming the field to order by") does not apply to it.
 */
export function listsValues(model: ApiModel, op: Operation): boolean {
  const arrays = answerArrays(model, op);
  return !!arrays && arrays.every((a) => isScalarSchema(model, a.items));
}

/**
 * True for a list the spec itself bounds to a handful: its array declares `maxItems` of at most `FEW_ITEMS`, or its
 * items are an `enum` (a fixed set of values). There is no second page to ask for.
 */
function isBounded(model: ApiModel, op: Operation): boolean {
  const arrays = answerArrays(model, op);
  if (!arrays) return false;
  return arrays.every((a) => {
    const max = a.node.maxItems;
    if (typeof max === 'number' && max <= FEW_ITEMS) return true;
    const items = mergeSchema(model, a.items);
    return !!items && Array.isArray(items.node.enum) && items.node.enum.length > 0;
  });
}

/**
 * True for an operation at or below an aggregation (`/stats/projects`, `/{source}/facets`, Botify's
 * `…/links/percentiles`): it reads a report of figures, not a page of members, whatever its last noun.
 */
export function belowAggregation(op: Operation): boolean {
  return op.path.resourceSegments.some((s) => s.kind === 'static' && isAggregateNoun(lastWord(s.text)));
}

/** Head nouns of aggregations and statistics: a GET at or below one reads figures, not a page of members. */
const AGGREGATE_NOUNS = new Set([
  'stats',
  'statistics',
  'analytics',
  'metrics',
  'insight',
  'insights',
  // Singular only (Firefly III's `/v1/chart/balance/balance`, `/v1/insight/…`): presalytics' `/Charts/Axes/{id}` are
  // chart objects of a document, not reports.
  'chart',
  'overview',
  'report',
  'breakdown',
  'summary',
  'summaries',
  // Singular too: Microcks' `/metrics/conformance/aggregate` is one aggregation of the conformance figures.
  'aggregate',
  'aggregates',
  'aggregation',
  'aggregations',
  'facets',
  'counts',
  'totals',
  'details',
  'percentiles',
  'quantiles',
  'histogram',
  'histograms',
  'averages',
]);

/** True for a head noun of aggregations (`stats`, `facets`, `percentiles`…) or a compound ending in `stats` (`deliverystats`). */
function isAggregateNoun(word: string): boolean {
  return AGGREGATE_NOUNS.has(word) || word.endsWith('stats');
}

/**
 * Last words of a path that names a selection the server computes and bounds for its input, not a collection
 * the client walks: autocomplete and suggestions for a prefix, items similar or related to one, recommendations, a
 * random pick (Spoonacular's `/recipes/autocomplete`, `/food/products/suggest`, `/recipes/{id}/similar`).
 */
const SELECTIONS = new Set([
  'autocomplete',
  'autocompletion',
  'autocompletions',
  'typeahead',
  'suggest',
  'suggestions',
  'completions',
  'similar',
  'related',
  'recommendations',
  'random',
]);

/**
 * True for a GET at or below a segment with a word that names a computed, bounded selection (see `SELECTIONS`;
 * SchoolDigger's `/autocomplete/schools`, Spotify's `/artists/{id}/related-artists`).
 */
export function isSelection(op: Operation): boolean {
  return op.path.resourceSegments.some((s) => s.kind === 'static' && splitWords(s.text).some((w) => SELECTIONS.has(w)));
}

/**
 * Singular nouns that name the state of the thing above them (Clever's `/districts/{id}/status`): one document
 * whatever envelope the API wraps it in, unless a member path extends it (`/status/{id}`).
 */
const STATE_NOUNS = new Set(['status', 'state', 'health']);

/** True for a GET whose last segment names the state of what it belongs to (see `STATE_NOUNS`). */
function namesState(model: ApiModel, op: Operation): boolean {
  const segs = op.path.resourceSegments;
  const last = segs[segs.length - 1];
  return last?.kind === 'static' && STATE_NOUNS.has(lastWord(last.text)) && !extendedByParam(model, op);
}
