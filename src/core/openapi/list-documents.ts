/**
 * Answers of a collection GET that are one document holding lists, not a page of members (RULES.md "list answer"):
 * the lists sit under names of the document's own beside its own fields, and nothing pages them.
 */
import { isJsonType } from '../media-types';
import type { ApiModel, Operation } from './model';
import { responseFor } from './bodies';
import { mergeSchema, schemaTypes, type MergedSchema } from './schema';
import { isListOrPageKey } from './lists';
import { holdsList } from './document-shapes';
import { takesPaging } from './paging-params';
import { lastWord, splitWords } from './words/identifiers';
import { pluralize, singularize } from './words/inflection';

/** Fields of an answer envelope, not of a document: whether the call went well and what it says about that. */
const ENVELOPE_FIELDS = new Set(['status', 'success', 'ok', 'message', 'code', 'error', 'msg', 'result']);

/**
 * True for a GET whose 200 JSON body is one document holding lists: an object with at least one array, none of them
 * under a list key (`data`, `items`…) or a page key, nor named for the collection (containing its last segment's
 * noun, singular or plural: `orders`, `orderList`), no page property, and a field of its own that is no array and no
 * envelope field (`status`, `message`), read by a GET that takes no paging parameter. Ergo's `GET /wallet/balances` answers the snapshot `{height, balance, assets:
 * […]}`, Substrate Sidecar's `GET /experimental/blocks/{blockId}/traces` the block's trace `{at, blockHash,
 * parentHash, spans: […], events: […]}`: a GET on a plural noun that reads one document. `GET /users` answering
 * `{users: […]}` or `{count, results: […]}` stays a list.
 */
export function answersDocumentOfLists(model: ApiModel, op: Operation): boolean {
  const ok = responseFor(op, '200');
  const segs = op.path.resourceSegments;
  const last = segs[segs.length - 1];
  if (!ok || last?.kind !== 'static') return false;
  // A GET that takes paging parameters reads pages, whatever its body calls them (see `wrapsOneList`).
  if (takesPaging(model, op)) return false;
  const noun = lastWord(last.text).toLowerCase();
  const names = [singularize(noun), pluralize(singularize(noun))];
  let document = false;
  for (const media of ok.content) {
    if (!isJsonType(media.name) || !media.schema) continue;
    const merged = mergeSchema(model, media.schema);
    if (!merged || merged.types?.has('array')) return false;
    if (merged.properties.size === 0) continue;
    if (!holdsOwnLists(model, merged, names)) return false;
    document = true;
  }
  return document;
}

/** True for an object of arrays under names of its own beside fields of its own (see `answersDocumentOfLists`). */
function holdsOwnLists(model: ApiModel, merged: MergedSchema, names: string[]): boolean {
  let arrays = 0;
  let fields = 0;
  for (const [name, prop] of merged.properties) {
    if (isListOrPageKey(name)) return false;
    if (holdsList(model, prop.schema)) {
      const words = splitWords(name).map((w) => w.toLowerCase());
      if (words.some((w) => names.includes(w))) return false;
      arrays++;
    } else if (schemaTypes(model, prop.schema) && !ENVELOPE_FIELDS.has(name.toLowerCase())) fields++;
  }
  return arrays > 0 && fields > 0;
}
