/**
 * Lookups (RULES.md "lookup"): reads of members the request names (a bulk read by ids, a required filter answering one
 * record), which only look like the list GETs of a collection. `isListOperation` (list-reads.ts) leaves them out, and
 * `list-sort-param` asks nothing of a batch read.
 */
import type { ApiModel, Operation, Parameter } from './model';
import { responseFor } from './bodies';
import { isJsonType } from '../media-types';
import { answerKind, isOneObject, isWrappedList } from './lists';
import { pagingOf } from './paging-params';
import { mergeSchema, schemaTypes } from './schema';
import { joinedWords, splitWords } from './words/identifiers';
import { isPluralWord, singularize } from './words/inflection';

/** Identifier words a bulk read's parameter takes several of (`ids`, `recipeIds`, `product_keys`). */
const ID_WORDS = new Set(['id', 'uuid', 'guid', 'key', 'code', 'sku', 'slug']);

/**
 * True for a query parameter that takes several members' ids: its last word the plural of an id word (`ids`,
 * `recipeIds`, `uuids`), or an id word typed as an array (`id: [1, 2]`). The answer is bounded by the request.
 */
function takesSeveralIds(model: ApiModel, p: Parameter): boolean {
  const words = splitWords(p.name);
  const last = words[words.length - 1];
  if (!last) return false;
  if (isPluralWord(last) && ID_WORDS.has(singularize(last))) return true;
  return ID_WORDS.has(last) && !!schemaTypes(model, p.schema)?.has('array');
}

/**
 * True for a batch read of members the request names: a required query parameter of several ids (`ids`), or a last
 * path parameter named in the plural (StackExchange's `/filters/{filters}`, `/access-tokens/{accessTokens}`: "up to
 * 20 access tokens", semicolon delimited). The caller chose the members and their number; there is nothing to order.
 */
export function namesMembers(model: ApiModel, op: Operation): boolean {
  const segs = op.path.resourceSegments;
  const last = segs[segs.length - 1];
  if (last?.kind === 'param' && last.params.length === 1) {
    const words = splitWords(last.params[0]);
    const word = words[words.length - 1];
    if (word !== undefined && isPluralWord(word)) return true;
  }
  return op.parameters.some((p) => p.in === 'query' && p.node.required === true && takesSeveralIds(model, p));
}

/**
 * True for a lookup (RULES.md "lookup"): a read of members named by the request, not a page of a collection.
 * - A bulk read by ids (Spoonacular's `/recipes/informationBulk?ids=`, required): the request bounds the answer.
 * - A required query filter answering one object that is no list answer: one document (VTEX's
 *   `GET /profiles?email=`), a key-value map, or a record about the one thing the filter names (Spoonacular's
 *   `/food/wine/dishes?wine=` answering `{pairings: […], text}`).
 */
export function isLookup(model: ApiModel, op: Operation): boolean {
  // A GET that says where a page starts reads pages of a list, whatever it requires (SchoolDigger's
  // `/schools?st=` with `page`, `perPage`). Paging parameters (AppVeyor's required `recordsNumber`) and credentials
  // filter nothing.
  const paging = pagingOf(model, op);
  if (paging.position.length > 0) return false;
  const pages = new Set(paging.size);
  const required = op.parameters.filter(
    (p) => p.in === 'query' && p.node.required === true && !pages.has(p.name) && !isCredential(model, p),
  );
  if (required.length === 0) return false;
  if (required.some((p) => takesSeveralIds(model, p))) return true;
  const kind = answerKind(model, op);
  return isOneObject(kind) || (kind === undefined && answersRecord(model, op));
}

/** Last words (joined) of a query parameter that authenticates the caller: it filters nothing (`appKey`, `api_key`). */
const CREDENTIAL_ENDINGS = ['apikey', 'appkey', 'appid', 'clientid', 'token', 'secret', 'password', 'signature'];

/** True for a query parameter that carries a credential: an `apiKey` scheme's, or one named like one (SchoolDigger's `appID`, `appKey`). */
function isCredential(model: ApiModel, p: Parameter): boolean {
  if (model.securitySchemes.some((s) => s.type === 'apiKey' && s.in === 'query' && s.paramName === p.name)) return true;
  const joined = joinedWords(p.name);
  return joined === 'key' || CREDENTIAL_ENDINGS.some((w) => joined.endsWith(w));
}

/**
 * True when the 200's JSON body is an object with properties that is no list answer (RULES.md): neither an array
 * nor a wrapped list (Spoonacular's `/food/ingredients/substitutes?ingredientName=` answering `{ingredient,
 * substitutes: […], message}`: the substitutes of the one ingredient asked about).
 */
export function answersRecord(model: ApiModel, op: Operation): boolean {
  const ok = responseFor(op, '200');
  if (!ok) return false;
  let record = false;
  for (const media of ok.content) {
    if (!isJsonType(media.name) || !media.schema) continue;
    const merged = mergeSchema(model, media.schema);
    if (!merged || merged.properties.size === 0) return false;
    if (merged.types?.has('array') || isWrappedList(model, merged)) return false;
    record = true;
  }
  return record;
}
