/** How a list GET pages, by its query parameters: where a page starts (page, cursor, offset) and how long it is. */
import type { ApiModel, Operation, Parameter } from './model';
import { derefValue, isOnly, schemaTypes } from './schema';
import { isObj } from '../../shared/object';
import { splitWords } from './words/identifiers';

/** How a list pages, by the query parameters of its GET. */
export interface Paging {
  /** Parameters that say where a page starts: `page`, a cursor (`starting_after`, `continue`…) or an offset. */
  position: string[];
  /** Parameters that say how long a page is: `limit`, `per_page`, `maxResults`, `$top`… */
  size: string[];
}

/** Page-number parameters (compared without case, `_`, `-` and `$`). */
const PAGE_NUMBER = new Set(['page', 'pagenumber', 'pageno', 'pagenum', 'pageindex']);
/** Cursor parameters: an opaque or keyed place to continue from. */
const CURSOR = new Set([
  'cursor',
  'after',
  'before',
  'startingafter',
  'endingbefore',
  'pagetoken',
  'nextpagetoken',
  'continue',
  'continuationtoken',
  'next',
  'nexttoken',
  'nextcursor',
  'marker',
  'since',
  'sinceid',
  'maxid',
  'skiptoken',
  'pagecursor',
  'startcursor',
  'startafter',
  'lastkey',
  'lastevaluatedkey',
  'scrollid',
  'searchafter',
  'afterid',
  'beforeid',
  'starttoken',
  'pagingtoken',
  'batchtoken',
  'continuation',
  'start',
]);
/** Offset parameters: how many members to skip. */
const OFFSET = new Set(['offset', 'skip', 'startindex', 'startat', 'startposition']);
/** Page-size parameters. */
const SIZE = new Set([
  'limit',
  'perpage',
  'pagesize',
  'maxresults',
  'top',
  'size',
  'max',
  'maxitems',
  'maxrecords',
  'pagelimit',
  'resultsperpage',
  'take',
  'first',
  'last',
  'maxpagesize',
  'num',
  'rows',
  'itemsperpage',
]);

/** Cursor names that in a response body are links or bounds rather than where the next page starts. */
const DIRECTION_WORDS = new Set(['next', 'after', 'before', 'since', 'start']);

/**
 * True for a name that says where a page starts other than by page number: an offset (`offset`, `skip`) or a cursor
 * (`cursor`, `next_cursor`, `page_token`), not a bare direction (`next`, `after`), which in a body is a link or bound.
 */
export function namesPagePosition(name: string): boolean {
  const n = normalName(name);
  return OFFSET.has(n) || (CURSOR.has(n) && !DIRECTION_WORDS.has(n)) || compoundPaging(name) === 'position';
}

/** A parameter name compared without case, `-`, `_`, `$` and `.`. */
function normalName(name: string): string {
  return name.toLowerCase().replace(/[-_$.]/g, '');
}

/** A description that says the value is a point in time (Bitbucket's `after`: "created on or after this ISO-8601 timestamp"). */
const TIME_WORDS = /\b(?:timestamp|date|date-time|datetime|iso[ -]?8601|rfc[ -]?3339|epoch)\b/i;

/** Words that make a number a point in time (an epoch count of seconds), where "date" alone may describe the order. */
const EPOCH_WORDS = /\b(?:timestamp|epoch|unix)\b/i;

/**
 * True for a parameter whose value is a point in time: a `date` or `date-time` format, or a description that says
 * so. `after`, `before`, `since` or `start` of that kind is a filter on the list, not a place a page starts. An
 * offset (`skip`, `offset`) counts members whatever its description says of their order (Revolut's integer `skip`:
 * "the number of orders to skip … sorted by creation date"), and a number is a time only as a timestamp or epoch.
 */
function isPointInTime(model: ApiModel, p: Parameter, offset: boolean): boolean {
  if (hasDateFormat(model, p)) return true;
  const description = p.node.description;
  if (offset || typeof description !== 'string') return false;
  const types = schemaTypes(model, p.schema);
  const numeric = !!types && types.size > 0 && [...types].every((t) => t === 'integer' || t === 'number');
  return (numeric ? EPOCH_WORDS : TIME_WORDS).test(description);
}

/** True for a parameter whose schema has format `date` or `date-time`: a filter by the catalogue's type test. */
function hasDateFormat(model: ApiModel, p: Parameter): boolean {
  const schema = derefValue(model, p.schema);
  const format = isObj(schema) ? schema.format : undefined;
  return format === 'date' || format === 'date-time';
}

/** Nouns for the members of a list, in compound paging names (`skipRecords`, `maxRows`, `numberOfResults`). */
const MEMBER_NOUNS = new Set(['records', 'items', 'rows', 'results', 'entries', 'elements', 'objects', 'hits']);
/** First words of an offset compound: how many members to skip (`skipRecords`, `offsetRows`, `startItems`). */
const OFFSET_LEADS = new Set(['skip', 'offset', 'start']);
/** First words of a size compound: how many members to answer (`numberToRead`, `numberOfRecords`, `maxRows`). */
const SIZE_LEADS = new Set(['number', 'num', 'max', 'count', 'limit']);
/** Verbs of "how many to …" (`numberToRead`, `numberToReturn`). */
const READ_VERBS = new Set(['read', 'return', 'fetch', 'get', 'take', 'show', 'retrieve']);

/**
 * How a compound name pages, by its words: an offset word before a noun of members (`skipRecords`), or a count
 * word before one, after one or before "to read" (`numberOfRecords`, `recordsNumber`, `numberToRead`, visma.net's
 * pair); `undefined` otherwise.
 */
function compoundPaging(name: string): 'position' | 'size' | undefined {
  const words = splitWords(name).map((w) => w.toLowerCase());
  if (words.length < 2) return undefined;
  const [lead, ...rest] = words;
  const last = rest[rest.length - 1];
  // A noun of members before a count word (AppVeyor's `recordsNumber`, `itemsCount`) is a page size too.
  if (rest.length === 1 && MEMBER_NOUNS.has(lead) && SIZE_LEADS.has(last)) return 'size';
  if (OFFSET_LEADS.has(lead) && rest.length === 1 && MEMBER_NOUNS.has(last)) return 'position';
  if (!SIZE_LEADS.has(lead)) return undefined;
  if (rest.length === 1 && MEMBER_NOUNS.has(last)) return 'size';
  if (rest.length === 2 && rest[0] === 'of' && MEMBER_NOUNS.has(last)) return 'size';
  if (rest.length === 2 && rest[0] === 'to' && READ_VERBS.has(last)) return 'size';
  return undefined;
}

/**
 * The paging query parameters of an operation, judged by name and type: where a page starts and how long it is. A
 * bare string `token` is a page token only beside a page size (Google's `token` + `maxResults`: "used to get the
 * next set of results"); alone it may as well be a credential.
 */
export function pagingOf(model: ApiModel, op: Operation): Paging {
  const out: Paging = { position: [], size: [] };
  let token: string | undefined;
  const bounds: Parameter[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'query') continue;
    const n = normalName(p.name);
    const compound = compoundPaging(p.name);
    if (PAGE_NUMBER.has(n) || CURSOR.has(n) || OFFSET.has(n) || compound === 'position') {
      if (!isPointInTime(model, p, OFFSET.has(n) || compound === 'position')) out.position.push(p.name);
      else if (!hasDateFormat(model, p)) bounds.push(p);
    } else if (SIZE.has(n) || compound === 'size') out.size.push(p.name);
    else if (n === 'token' && isOnly(schemaTypes(model, p.schema), 'string')) token = p.name;
  }
  if (token !== undefined && out.size.length > 0) out.position.push(token);
  // A cursor name whose plain (not `date`/`date-time`) value a description calls a timestamp is a filter on its own
  // (Bitbucket's `after`); beside a page size and no other place to start it is how the next page is asked for, a
  // keyset cursor by time (Fireblocks' string `before`/`after` + `limit`): the catalogue's name-and-type test.
  if (out.position.length === 0 && out.size.length > 0) out.position.push(...bounds.map((p) => p.name));
  return out;
}

/** True for a GET that takes paging parameters (where a page starts or how long it is): it reads pages of a list. */
export function takesPaging(model: ApiModel, op: Operation): boolean {
  const paging = pagingOf(model, op);
  return paging.position.length > 0 || paging.size.length > 0;
}
