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
import { andList } from '../../shared/phrasing';

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
    const places: ComponentPlace[] = [];
    const seen = new Set<string>();
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
          const add = (r: Report) => {
            const key = `${r.pointer}\u0000${op.pointer}`;
            if (seen.has(key)) return;
            seen.add(key);
            places.push({ report: r, place });
          };
          checkData(model, wrapper, pagination, add);
          checkPagination(model, pagination, add);
        }
      }
    }
    reportOncePerComponent(places, report, {
      relateAll: true,
      note: (uses) => `${uses} lists share this component (listed as related).`,
    });
  },
};

function checkData(
  model: ApiModel,
  wrapper: MergedSchema,
  pagination: PropertyInfo,
  report: (r: Report) => void,
): void {
  const data = wrapper.properties.get('data');
  if (!data) {
    report({
      message:
        'This wrapped list has a `pagination` object but no `data` property; a wrapped list carries its members in a `data` array (§4).',
      pointer: pagination.pointer,
      at: { node: pagination.holder, key: 'pagination', part: 'key' },
    });
    return;
  }
  const types = schemaTypes(model, data.schema);
  if (isOnly(types, 'array')) return;
  report({
    message: `\`data\` of this wrapped list is ${describeTypes(types)}; a wrapped list carries its members in a \`data\` array (§4).`,
    pointer: data.pointer,
    at: { node: data.holder, key: 'data', part: 'key' },
  });
}

function checkPagination(model: ApiModel, pagination: PropertyInfo, report: (r: Report) => void): void {
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
    report({ message: `\`pagination\` is ${describeTypes(types)}; ${want}.`, pointer, at });
    return;
  }
  const missing = PAGINATION_FIELDS.filter((f) => !merged.properties.has(f));
  if (missing.length > 0) {
    const quoted = missing.map((f) => `\`${f}\``);
    const names = andList(quoted);
    report({ message: `\`pagination\` lacks ${names}; ${want}.`, pointer, at });
  }
  for (const field of PAGINATION_FIELDS) {
    const prop = merged.properties.get(field);
    if (!prop) continue;
    const fieldTypes = schemaTypes(model, prop.schema);
    if (isOnly(fieldTypes, 'integer')) continue;
    report({
      message: `\`pagination.${field}\` is ${describeTypes(fieldTypes)}; ${want}.`,
      pointer: prop.pointer,
      at: { node: prop.holder, key: field, part: 'key' },
    });
  }
}
