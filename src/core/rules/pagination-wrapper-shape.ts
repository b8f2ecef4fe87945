import type { ApiModel } from '../openapi/model';
import type { Report, Rule } from './types';
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
import { isSuccessStatus, jsonBodies, ReportedPlaces } from '../openapi/bodies';
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
    const places = new ReportedPlaces();
    const once = (r: Report) => {
      if (places.first(r.at.node, r.at.key)) report(r);
    };
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
          checkData(model, wrapper, pagination, once);
          checkPagination(model, pagination, once);
        }
      }
    }
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
  const at = { node: pagination.holder, key: 'pagination', part: 'key' as const };
  if (!merged) return;
  const types = impliedTypes(merged);
  if (!isOnly(types, 'object')) {
    report({ message: `\`pagination\` is ${describeTypes(types)}; ${want}.`, pointer: pagination.pointer, at });
    return;
  }
  const missing = PAGINATION_FIELDS.filter((f) => !merged.properties.has(f));
  if (missing.length > 0) {
    const quoted = missing.map((f) => `\`${f}\``);
    const names = andList(quoted);
    report({ message: `\`pagination\` lacks ${names}; ${want}.`, pointer: pagination.pointer, at });
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
