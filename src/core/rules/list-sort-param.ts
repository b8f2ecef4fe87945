import { allFixes } from '../fixes/context';
import { listParamsFix } from '../fixes/list-params';
import { wrongTypeFix } from '../fixes/retype';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';
import { describeTypes, isOnly, schemaTypes } from '../openapi/schema';
import { methodKey, parameterTypePlace, ReportedPlaces } from '../openapi/bodies';

/** `['sort']` when a collection GET has no `sort` query parameter (one of the wrong type is another finding). */
function missingParameters(_model: ApiModel, op: Operation): string[] {
  if (op.method !== 'get' || op.path.shape !== 'collection') return [];
  return op.parameters.some((p) => p.in === 'query' && p.name === 'sort') ? [] : ['sort'];
}

/** GET on a collection path without a string `sort` query parameter. */
export const listSortParam: Rule = {
  id: 'list-sort-param',
  defaultSeverity: 'info',
  section: '§4',
  description: 'A collection GET lacks a string `sort` query parameter.',
  missingParameters,
  fix: allFixes(listParamsFix(missingParameters), wrongTypeFix('string')),
  check({ model, report }) {
    const places = new ReportedPlaces();
    for (const op of model.operations) {
      if (op.method !== 'get' || op.path.shape !== 'collection') continue;
      const label = `GET ${op.path.path}`;
      const param = op.parameters.find((p) => p.in === 'query' && p.name === 'sort');
      if (!param) {
        report({
          message: `${label} lists a collection without a \`sort\` query parameter; lists take \`sort\` (a string naming the field to order by, §4).`,
          pointer: op.pointer,
          at: methodKey(op),
        });
        continue;
      }
      const types = schemaTypes(model, param.schema);
      if (isOnly(types, 'string')) continue;
      const place = parameterTypePlace(model, op, param);
      if (!places.first(place.at.node, place.at.key)) continue;
      report({
        message: `The \`sort\` query parameter of ${label} is ${describeTypes(types)}; \`sort\` is a string naming the field to order by (§4).`,
        pointer: place.pointer,
        at: place.at,
      });
    }
  },
};
