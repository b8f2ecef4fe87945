import { allFixes } from '../fixes/context';
import { listParamsFix } from '../fixes/list-params';
import { wrongTypeFix } from '../fixes/retype';
import type { ApiModel, Operation } from '../openapi/model';
import type { Report, Rule } from './types';
import { describeTypes, isOnly, schemaTypes } from '../openapi/schema';
import { methodKey, parameterTypePlace, ReportedPlaces } from '../openapi/bodies';
import { pagingOf } from '../openapi/paging-params';
import { readsList } from '../openapi/list-reads';
import { apiPlace, operationPlace, reportByNorm } from './helpers/report-by-norm';
import { queryClass } from './helpers/operation-classes';
import { plural } from '../../shared/phrasing';
import { reportByCause } from './helpers/report-by-cause';
import { declaresJsonApi } from '../openapi/protocol';
import { linksNextPage } from '../openapi/standard-shapes';

/** The paging query parameters of a list (§4): page size and page number. */
const PAGING = ['limit', 'page'] as const;

/**
 * How a list GET pages: the convention's `limit` and `page`; `page` alone (`limit` missing); another way (a cursor,
 * an offset, another size name); by a next-page link in its answer and no parameter; or not at all.
 */
function pagingStyle(model: ApiModel, op: Operation): 'convention' | 'partial' | 'other' | 'link' | 'none' {
  const has = (name: string) => op.parameters.some((p) => p.in === 'query' && p.name === name);
  if (has('limit') && has('page')) return 'convention';
  const paging = pagingOf(model, op);
  // Azure Resource Manager's `{value, nextLink}`: the server pages and the client follows the link it hands out.
  if (paging.position.length === 0) return linksNextPage(model, op) ? 'link' : 'none';
  return paging.position.every((n) => n === 'page') && paging.size.length === 0 ? 'partial' : 'other';
}

/** The paging parameters a list GET that cannot page lacks (a list that pages another way lacks none here). */
function missingParameters(model: ApiModel, op: Operation): string[] {
  if (!readsList(model, op)) return [];
  const style = pagingStyle(model, op);
  if (style !== 'none' && style !== 'partial') return [];
  return PAGING.filter((name) => !op.parameters.some((p) => p.in === 'query' && p.name === name));
}

/**
 * A list GET with no way to page (judged against the API's norm); one API-level finding naming what the API pages
 * with instead of `limit` and `page` (cursors, offsets, other size names); a non-integer `limit` or `page`. Watch
 * and stream endpoints are not lists.
 */
export const listPaginationParams: Rule = {
  id: 'list-pagination-params',
  defaultSeverity: 'warning',
  section: '§4',
  description:
    'A collection GET has no way to page, or pages another way than integer `limit` and `page` (one finding for the API).',
  missingParameters,
  fix: allFixes(listParamsFix(missingParameters), wrongTypeFix('integer')),
  check({ model, report }) {
    const lists = model.operations.filter((op) => readsList(model, op));
    // JSON:API reserves the `page` family for paging; a standard on it fixes the names (OPTIMADE's `page_limit`).
    let jsonApi: boolean | undefined;
    const standard = (op: Operation) => {
      const p = pagingOf(model, op);
      if (![...p.position, ...p.size].every((n) => /^page[_[]/i.test(n))) return false;
      return (jsonApi ??= declaresJsonApi(model));
    };
    const places = new ReportedPlaces();
    const typed: TypedParam[] = [];
    for (const op of lists) checkTypes(model, op, places, typed);
    // redirection.io pages every list with `page` alone: one decision, one finding for the API.
    reportByCause(model, report, {
      applies: lists.length,
      flagged: lists.filter((op) => pagingStyle(model, op) === 'partial'),
      cause: () => 'partial',
      single: (op) => ({
        message: `GET ${op.path.path} pages with \`page\` but has no \`limit\` query parameter; lists page with integer \`limit\` (page size) and \`page\` (page number) (§4).`,
        pointer: op.pointer,
        at: methodKey(op),
      }),
      related: operationPlace,
      shared: (_, list) => ({
        message: `${list.length} of ${plural(lists.length, 'list operation')} page with \`page\` but have no \`limit\` query parameter (e.g. GET ${list[0].path.path}): one decision of the API, reported once here; lists page with integer \`limit\` (page size) and \`page\` (page number) (§4).`,
      }),
    });
    // Braze and Rotten Tomatoes type `page` as a string on every list: one decision, one finding for the API.
    const wrong = typed.filter((t) => t.report);
    reportByCause(model, report, {
      applies: typed.length,
      flagged: wrong,
      cause: (t) => t.types,
      single: (t) => t.report!,
      related: (t) => ({ pointer: t.report!.pointer, at: t.report!.at, message: t.label }),
      shared: (types, list) => ({
        message: `${list.length} of ${plural(typed.length, '`limit` or `page` query parameter')} are typed as ${types} (e.g. ${list[0].label}): one decision of the API, reported once here. \`limit\` (the page size) and \`page\` (the page number) are integers (§4).`,
      }),
    });
    // A list paged by a next link in its answer (Azure Resource Manager's `nextLink`) is paged as the server decides:
    // the link says which lists page, so it is neither the API's norm nor a departure from it.
    const subjects = lists.filter((op) => pagingStyle(model, op) !== 'link');
    const other = lists.filter((op) => pagingStyle(model, op) === 'other' && !standard(op));
    // Where most lists cannot page, the few that page another way are no paging scheme of the API (HAProxy's one
    // `offset` among 39 lists): they are named inside the one finding that most lists cannot page, not apart.
    const paging = subjects.filter((op) => pagingStyle(model, op) !== 'none').length;
    const pagesRarely = paging * 2 < subjects.length;
    reportByNorm(model, report, {
      subjects,
      meets: (op) => pagingStyle(model, op) !== 'none',
      deviation: (op) => {
        const missing = missingParameters(model, op);
        const names = missing.map((n) => `\`${n}\``).join(' and ');
        return {
          message: `GET ${op.path.path} lists a collection without a way to page: no ${missing.length > 1 ? `${names} query parameters` : `${names} query parameter`}; lists page with integer \`limit\` (page size) and \`page\` (page number) (§4).`,
          pointer: op.pointer,
          at: methodKey(op),
        };
      },
      place: operationPlace,
      kind: queryClass,
      classMessage: (kind, count) =>
        `None of the ${count} ${kind} can page, while most other lists do: one decision of the API that these lists are small enough to answer whole, reported once here; if one of them can grow, page it with integer \`limit\` (page size) and \`page\` (page number) (§4).`,
      apiMessage: (met, total) =>
        `${plural(total - met, 'list operation')} of ${total} cannot page (no \`limit\`/\`page\`, cursor or offset parameter)${other.length > 0 ? `; ${otherWayNote(model, other)}` : ''}; lists page with integer \`limit\` (page size) and \`page\` (page number) (§4).`,
    });
    if (other.length > 0 && !pagesRarely)
      report({
        message: otherWayMessage(model, other, lists.length),
        ...apiPlace(model),
        related: other.map(operationPlace),
      });
  },
};

/** The paging parameter names of some lists, the most used first: `` `limit` (5), `offset` (5)``. */
function pagingNames(model: ApiModel, ops: Operation[]): string {
  const counts = new Map<string, number>();
  for (const op of ops) {
    const p = pagingOf(model, op);
    for (const name of new Set([...p.position, ...p.size])) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const names = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = names.slice(0, 6).map(([n, c]) => `\`${n}\` (${c})`);
  const more = names.length > 6 ? ` and ${names.length - 6} more` : '';
  return `${shown.join(', ')}${more}`;
}

/** Names what the API pages with instead of `limit` and `page`, the most used first. */
function otherWayMessage(model: ApiModel, ops: Operation[], total: number): string {
  return `${plural(ops.length, 'list operation')} of ${total} page with ${pagingNames(model, ops)} instead of integer \`limit\` (page size) and \`page\` (page number) (§4): one paging scheme for the API, the conventional one, saves every client a special case.`;
}

/** How the few lists that page page, where most cannot (a note in the API-level finding, no scheme of its own). */
function otherWayNote(model: ApiModel, ops: Operation[]): string {
  return `${ops.length === 1 ? 'the one list that pages otherwise uses' : `the ${ops.length} that page otherwise use`} ${pagingNames(model, ops)}`;
}

/** A `limit` or `page` query parameter of a list (each place once): its types, and the finding when not an integer. */
interface TypedParam {
  label: string;
  types: string;
  report?: Report;
}

/** Collects the `limit` and `page` query parameters of a list, with a finding where one is not an integer. */
function checkTypes(model: ApiModel, op: Operation, places: ReportedPlaces, out: TypedParam[]): void {
  for (const name of PAGING) {
    const param = op.parameters.find((p) => p.in === 'query' && p.name === name);
    if (!param) continue;
    const types = schemaTypes(model, param.schema);
    const place = parameterTypePlace(model, op, param);
    if (!places.first(place.at.node, place.at.key)) continue;
    const label = `\`${name}\` of GET ${op.path.path}`;
    if (isOnly(types, 'integer')) {
      out.push({ label, types: 'integer' });
      continue;
    }
    out.push({
      label,
      types: describeTypes(types),
      report: {
        message: `The \`${name}\` query parameter of GET ${op.path.path} is ${describeTypes(types)}; \`${name}\` is an integer (${name === 'limit' ? 'the page size' : 'the page number'}, §4).`,
        pointer: place.pointer,
        at: place.at,
      },
    });
  }
}
