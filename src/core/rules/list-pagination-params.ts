import { allFixes } from '../fixes/context';
import { listParamsFix } from '../fixes/list-params';
import { wrongTypeFix } from '../fixes/retype';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';
import { describeTypes, isOnly, schemaTypes } from '../openapi/schema';
import { methodKey, parameterTypePlace, ReportedPlaces } from '../openapi/bodies';

/** The paging query parameters of a list (§4): page size and page number. */
const PAGING = ['limit', 'page'] as const;

/** The paging parameters a collection GET has no query parameter for (one of the wrong type is another finding). */
function missingParameters(_model: ApiModel, op: Operation): string[] {
  if (op.method !== 'get' || op.path.shape !== 'collection') return [];
  return PAGING.filter((name) => !op.parameters.some((p) => p.in === 'query' && p.name === name));
}

/** GET on a collection path without integer `limit` and `page` query parameters. */
export const listPaginationParams: Rule = {
  id: 'list-pagination-params',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'A collection GET lacks integer `limit` and `page` query parameters.',
  missingParameters,
  fix: allFixes(listParamsFix(missingParameters), wrongTypeFix('integer')),
  check({ model, report }) {
    const places = new ReportedPlaces();
    for (const op of model.operations) {
      if (op.method !== 'get' || op.path.shape !== 'collection') continue;
      const label = `GET ${op.path.path}`;
      const missing: string[] = [];
      for (const name of PAGING) {
        const param = op.parameters.find((p) => p.in === 'query' && p.name === name);
        if (!param) {
          missing.push(name);
          continue;
        }
        const types = schemaTypes(model, param.schema);
        if (isOnly(types, 'integer')) continue;
        const place = parameterTypePlace(model, op, param);
        if (!places.first(place.at.node, place.at.key)) continue;
        report({
          message: `The \`${name}\` query parameter of ${label} is ${describeTypes(types)}; \`${name}\` is an integer (${name === 'limit' ? 'the page size' : 'the page number'}, §4).`,
          pointer: place.pointer,
          at: place.at,
        });
      }
      if (missing.length === 0) continue;
      const names = missing.map((n) => `\`${n}\``).join(' and ');
      report({
        message: `${label} lists a collection without ${missing.length > 1 ? `${names} query parameters` : `a ${names} query parameter`}; lists page with integer \`limit\` (page size) and \`page\` (page number) (§4).`,
        pointer: op.pointer,
        at: methodKey(op),
      });
    }
  },
};
