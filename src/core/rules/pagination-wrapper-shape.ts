import type { ApiModel } from '../openapi/model';
import type { RelatedReport, Report, Rule } from './types';
import { componentTarget, reportOncePerComponent, type ComponentPlace } from './helpers/once-per-component';
import {
  describeTypes,
  hasMergedProperty,
  impliedTypes,
  isOnly,
  mergeSchema,
  schemaTypes,
  type MergedSchema,
  type PropertyInfo,
} from '../openapi/schema';
import { isSuccessStatus, jsonBodies } from '../openapi/bodies';
import { isListOperation } from '../openapi/list-reads';
import { namesPagePosition } from '../openapi/paging-params';
import { andList, plural } from '../../shared/phrasing';
import { splitPointer } from '../document/pointer';
import { reportByCause } from './helpers/report-by-cause';

/** One gap found on one wrapped list, with what it shares with the gaps of other lists (`no-data`, `lacks page, limit, total`). */
type Gap = (r: Report, cause: string) => void;

/** A list's gap, the list it is on, and the cause it may share with other lists' gaps in other components. */
interface ListGap extends ComponentPlace {
  cause: string;
}

/** The integer fields a `pagination` object carries (§4). */
const PAGINATION_FIELDS = ['page', 'limit', 'total'] as const;

/**
 * A wrapped list (a GET response object with a `pagination` property) whose `data` is not an array or whose
 * `pagination` lacks integer `page`, `limit`, `total`. Silent on a list's 200 that has no `data` at all:
 * list-response-shape reports that list.
 */
export const paginationWrapperShape: Rule = {
  id: 'pagination-wrapper-shape',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'A wrapped list has no `data` array, or its `pagination` lacks integer `page`, `limit` and `total`.',
  check({ model, report }) {
    // A gap in a shared component (apacta's `PaginationDetails`, `$ref`'d by every list) is one finding there, with
    // each list that uses it related: one decision, one finding (RULES.md "Reporting").
    const places: ListGap[] = [];
    const seen = new Set<string>();
    const lists = new Set<string>();
    for (const op of model.operations) {
      if (op.method !== 'get') continue;
      for (const response of op.responses) {
        if (!isSuccessStatus(response.status)) continue;
        for (const body of jsonBodies(model, op, response)) {
          // Most bodies have no `pagination` property: that is found without merging all their properties.
          if (!hasMergedProperty(model, body.schema, body.pointer, 'pagination')) continue;
          const wrapper = mergeSchema(model, body.schema, body.pointer);
          const pagination = wrapper?.properties.get('pagination');
          if (!wrapper || !pagination || (wrapper.types && !wrapper.types.has('object'))) continue;
          // A list's 200 without `data` is list-response-shape's finding: one rule per gap on one place.
          if (!wrapper.properties.has('data') && response.status === '200' && isListOperation(model, op)) continue;
          const place: RelatedReport = {
            pointer: pagination.pointer,
            at: { node: pagination.holder, key: 'pagination', part: 'key' },
            message: `GET ${op.path.path}`,
          };
          lists.add(op.pointer);
          const add: Gap = (r, cause) => {
            const key = `${r.pointer}\u0000${op.pointer}`;
            if (seen.has(key)) return;
            seen.add(key);
            places.push({ report: r, place, cause });
          };
          checkData(model, wrapper, pagination, add);
          checkPagination(model, pagination, add);
        }
      }
    }
    const perComponent = (rest: readonly ListGap[]) =>
      reportOncePerComponent(rest, report, {
        relateAll: true,
        note: (uses) => `${uses} lists share this component (listed as related).`,
      });
    // The same gap in several components (api2cart's 18 list schemas, each with `pagination` but its members in
    // `result`; Instagram's cursor and tag pagination objects, neither with `page`, `limit`, `total`) is the API's
    // one envelope decision when it is on at least half of its wrapped lists: one finding for the API.
    const spread = componentsPerCause(places);
    reportByCause(model, report, {
      applies: lists.size,
      everyCause: true,
      flagged: places,
      cause: (p) => ((spread.get(p.cause) ?? 0) > 1 ? p.cause : undefined),
      single: (p) => p.report,
      others: perComponent,
      related: (p) => p.place,
      shared: (cause, group) => {
        const names = [...new Set(group.map((p) => `\`${lastSegment(p.report.pointer)}\``))];
        const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')}…` : andList(names);
        const gap = group[0].report.message
          .replace('This wrapped list has', 'These wrapped lists have')
          .replace('of this wrapped list is', 'of these wrapped lists is');
        return {
          message: `${gap} One envelope decision, on ${group.length} of ${plural(lists.size, 'wrapped list', 'wrapped lists')} in ${spread.get(cause)} schemas (${shown}): reported once here, the lists related.`,
        };
      },
    });
  },
};

/** How many distinct places (components, or inline schemas) each cause is found in. */
function componentsPerCause(places: readonly ListGap[]): Map<string, number> {
  const at = new Map<string, Set<string>>();
  for (const p of places) {
    const set = at.get(p.cause) ?? new Set<string>();
    set.add(p.report.pointer);
    at.set(p.cause, set);
  }
  return new Map([...at].map(([cause, set]) => [cause, set.size]));
}

/** The name a pointer ends in, unescaped (`Pagination` of `/components/schemas/Pagination`). */
function lastSegment(pointer: string): string {
  const segs = splitPointer(pointer);
  const props = segs.lastIndexOf('properties');
  const name = props > 0 ? segs[props - 1] : segs[segs.length - 1];
  return name ?? pointer;
}

function checkData(model: ApiModel, wrapper: MergedSchema, pagination: PropertyInfo, report: Gap): void {
  const data = wrapper.properties.get('data');
  if (!data) {
    report(
      {
        message:
          'This wrapped list has a `pagination` object but no `data` property; a wrapped list carries its members in a `data` array (§4).',
        pointer: pagination.pointer,
        at: { node: pagination.holder, key: 'pagination', part: 'key' },
      },
      'no-data',
    );
    return;
  }
  const types = schemaTypes(model, data.schema);
  if (isOnly(types, 'array')) return;
  report(
    {
      message: `\`data\` of this wrapped list is ${describeTypes(types)}; a wrapped list carries its members in a \`data\` array (§4).`,
      pointer: data.pointer,
      at: { node: data.holder, key: 'data', part: 'key' },
    },
    `data:${describeTypes(types)}`,
  );
}

/**
 * The gaps of one `pagination` object, told in one finding (RULES.md "One finding per place"): impala's `pagination`
 * lacks `page` and `limit` and its `total` is a number, one shape decision.
 */
function checkPagination(model: ApiModel, pagination: PropertyInfo, report: Gap): void {
  const want = '`pagination` is an object with integer `page`, `limit` and `total` (§4)';
  const merged = mergeSchema(model, pagination.schema, pagination.pointer);
  if (!merged) return;
  // A shared `pagination` component is where its shape is decided: the finding goes there.
  const shared = merged.pointer.startsWith('/components/') || merged.pointer.startsWith('/definitions/');
  const at: Report['at'] = shared
    ? componentTarget(model, merged.pointer, merged.node)
    : { node: pagination.holder, key: 'pagination', part: 'key' };
  const pointer = shared ? merged.pointer : pagination.pointer;
  const types = impliedTypes(merged);
  if (!isOnly(types, 'object')) {
    const kind = describeTypes(types);
    report({ message: `\`pagination\` is ${kind}; ${want}.`, pointer, at }, `pagination:${kind}`);
    return;
  }
  // `{offset, limit, total}` (Anytype's PaginationMeta) is the offset form of `{page, limit, total}`: lacking only
  // `page`, beside where a page starts by offset or cursor, it is the API's paging decision, which
  // list-pagination-params tells once. An object lacking more (Instagram's `{next_cursor, next_url}`) stays judged.
  const position = [...merged.properties.keys()].some(namesPagePosition);
  const absent = PAGINATION_FIELDS.filter((f) => !merged.properties.has(f));
  const missing = position && absent.length === 1 && absent[0] === 'page' ? [] : absent;
  const mistyped: { field: string; kind: string; prop: PropertyInfo }[] = [];
  for (const field of PAGINATION_FIELDS) {
    const prop = merged.properties.get(field);
    if (!prop) continue;
    const fieldTypes = schemaTypes(model, prop.schema);
    if (!isOnly(fieldTypes, 'integer')) mistyped.push({ field, kind: describeTypes(fieldTypes), prop });
  }
  const cause = `lacks:${missing.join(',')};${mistyped.map((m) => `${m.field}:${m.kind}`).join(',')}`;
  const typed = mistyped.map((m) => `\`pagination.${m.field}\` is ${m.kind}`);
  if (missing.length > 0) {
    const names = andList(missing.map((f) => `\`${f}\``));
    const also = typed.length ? `, and ${andList(typed)}` : '';
    report({ message: `\`pagination\` lacks ${names}${also}; ${want}.`, pointer, at }, cause);
    return;
  }
  if (mistyped.length === 1) {
    const { field, prop } = mistyped[0];
    report(
      {
        message: `${typed[0]}; ${want}.`,
        pointer: prop.pointer,
        at: { node: prop.holder, key: field, part: 'key' },
      },
      cause,
    );
  } else if (mistyped.length > 1) report({ message: `${andList(typed)}; ${want}.`, pointer, at }, cause);
}
