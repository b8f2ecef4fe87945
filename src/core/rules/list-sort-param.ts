import { allFixes } from '../fixes/context';
import { listParamsFix } from '../fixes/list-params';
import { wrongTypeFix } from '../fixes/retype';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';
import { derefValue, describeTypes, isOnly, schemaTypes } from '../openapi/schema';
import { isObj } from '../../shared/object';
import { methodKey, parameterTypePlace, ReportedPlaces } from '../openapi/bodies';
import { listsValues, readsList } from '../openapi/list-reads';
import { namesMembers } from '../openapi/lookups';
import { operationPlace, reportByNorm } from './helpers/report-by-norm';
import { queryClass } from './helpers/operation-classes';
import { plural } from '../../shared/phrasing';
import type { Parameter } from '../openapi/model';
import { compactName, splitWords } from '../openapi/words/identifiers';

/** First words of a parameter that orders a list under another name than `sort` (`_sort`, `sort_by`, `$orderby`, `ordering`). */
const SORT_WORDS = new Set(['sort', 'sorting', 'sortby', 'sortorder', 'sortfield', 'sortkey', 'orderby', 'ordering']);
/** Words after `order` that make it about ordering (`order_by`, `orderField`), not about an order (`order_id`). */
const ORDER_HOW = new Set(['by', 'field']);
/** Words that say only which way a list is ordered (`sort_direction`, `sortDir`), not by what: no stand-in for `sort`. */
const DIRECTION = new Set(['dir', 'direction', 'asc', 'desc']);

/** True for a query parameter name that orders a list under another name than `sort` (Kinto's `_sort`, OData's `$orderby`). */
function ordersUnderOtherName(name: string): boolean {
  if (name === 'sort') return false;
  const words = splitWords(name.replace(/^[$_]+/, ''));
  const [first, second] = words;
  if (first === undefined || (second !== undefined && DIRECTION.has(second))) return false;
  return SORT_WORDS.has(first) || (first === 'order' && (second === undefined || ORDER_HOW.has(second)));
}

function otherSortNames(op: Operation): string[] {
  return op.parameters.filter((p) => p.in === 'query' && ordersUnderOtherName(p.name)).map((p) => p.name);
}

/**
 * True for an array of strings: the fields to order by, sent as one comma-separated value (JSON:API's
 * `sort=-created_at,title`) or repeated (Fireblocks' `sort` of field names, "one param or a list of params"). A
 * multi-field `sort` is the convention's string `sort` refined, not another type.
 */
function namesFields(model: ApiModel, param: Parameter): boolean {
  const schema = param.schema as Record<string, unknown> | undefined;
  if (!isOnly(schemaTypes(model, schema), 'array')) return false;
  return isOnly(schemaTypes(model, derefValue(model, schema?.items)), 'string');
}

/** Query names (compared without case, `_` and `-`) that each give a place to search around. */
const PLACE_NAMES = new Set([
  'coordinates',
  'coords',
  'near',
  'radius',
  'searchradius',
  'geolocation',
  'latlng',
  'latlon',
]);

/**
 * True for a list searched around a place (Unit's ATM locations by `coordinates` and `searchRadius`; `lat` with `lng`):
 * it is ordered by distance from that place, so no `sort` is asked of it. Names are read on the query parameters and on
 * the properties of an object-valued one (`filter[coordinates]`).
 */
function searchesAroundPlace(model: ApiModel, op: Operation): boolean {
  const names = new Set<string>();
  for (const p of op.parameters) {
    if (p.in !== 'query') continue;
    names.add(p.name);
    const schema = derefValue(model, p.schema);
    if (isObj(schema) && isObj(schema.properties)) for (const k of Object.keys(schema.properties)) names.add(k);
  }
  const n = new Set([...names].map(compactName));
  if ([...n].some((x) => PLACE_NAMES.has(x))) return true;
  return (n.has('lat') || n.has('latitude')) && (n.has('lng') || n.has('lon') || n.has('long') || n.has('longitude'));
}

/** `['sort']` when a collection GET has no `sort` query parameter (one of the wrong type is another finding). */
function missingParameters(model: ApiModel, op: Operation): string[] {
  if (!sortable(model, op)) return [];
  return op.parameters.some((p) => p.in === 'query' && p.name === 'sort') ? [] : ['sort'];
}

/**
 * True for a list GET that may be sorted: it reads a list of members, not of values (Clever's grade levels, a list of
 * names), not the members the request itself names (StackExchange's `/access-tokens/{accessTokens}`), and is not a
 * search around a place, ordered by distance.
 */
function sortable(model: ApiModel, op: Operation): boolean {
  return readsList(model, op) && !listsValues(model, op) && !namesMembers(model, op) && !searchesAroundPlace(model, op);
}

/** A list GET without a string `sort` query parameter, judged against the API's norm; watch and stream endpoints are not lists. */
export const listSortParam: Rule = {
  id: 'list-sort-param',
  defaultSeverity: 'info',
  section: '§4',
  description: 'A collection GET lacks a string `sort` query parameter.',
  missingParameters,
  fix: allFixes(listParamsFix(missingParameters), wrongTypeFix('string')),
  check({ model, report }) {
    const lists = model.operations.filter((op) => sortable(model, op));
    const places = new ReportedPlaces();
    for (const op of lists) {
      const param = op.parameters.find((p) => p.in === 'query' && p.name === 'sort');
      if (!param) continue;
      const types = schemaTypes(model, param.schema);
      if (isOnly(types, 'string') || namesFields(model, param)) continue;
      const place = parameterTypePlace(model, op, param);
      if (!places.first(place.at.node, place.at.key)) continue;
      report({
        message: `The \`sort\` query parameter of GET ${op.path.path} is ${describeTypes(types)}; \`sort\` is a string naming the field to order by (§4).`,
        pointer: place.pointer,
        at: place.at,
      });
    }
    reportByNorm(model, report, {
      subjects: lists,
      meets: (op) => op.parameters.some((p) => p.in === 'query' && p.name === 'sort'),
      deviation: (op) => ({
        message: `GET ${op.path.path} lists a collection without a \`sort\` query parameter; lists take \`sort\` (a string naming the field to order by, §4).`,
        pointer: op.pointer,
        at: methodKey(op),
      }),
      place: operationPlace,
      kind: queryClass,
      classMessage: (kind, count) =>
        `None of the ${count} ${kind} takes \`sort\`, while most other lists do: one decision of the API that these lists are small enough to answer whole, reported once here; lists take \`sort\`, a string naming the field to order by (§4).`,
      apiMessage: (met, total) => {
        const others = [...new Set(lists.flatMap(otherSortNames))].map((n) => `\`${n}\``);
        const instead = others.length ? ` (it orders with ${others.join(', ')} instead)` : '';
        return `\`sort\` is a query parameter of ${met} of ${plural(total, 'list operation')}${instead}; lists take \`sort\`, a string naming the field to order by (§4).`;
      },
    });
  },
};
