import type { Rule } from './types';
import { describeTypes, impliedTypes, mergeSchema } from '../openapi/schema';
import { jsonBodies, ReportedPlaces, responseFor, statusKey } from '../openapi/bodies';
import { isListOperation } from '../openapi/lists';

const WANT = 'a list is a JSON array, or an object with a `data` array and a `pagination` object (§4)';

/** GET on a collection path whose 200 response is neither a JSON array nor a wrapped list; watch and stream endpoints are not lists. */
export const listResponseShape: Rule = {
  id: 'list-response-shape',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'The 200 response of a collection GET is neither a JSON array nor a wrapped list.',
  check({ model, report }) {
    const places = new ReportedPlaces();
    for (const op of model.operations) {
      if (!isListOperation(model, op)) continue;
      const response = responseFor(op, '200');
      if (!response) continue;
      const label = `GET ${op.path.path}`;
      if (response.content.length === 0) {
        if (!places.first(response.holder, response.status)) continue;
        report({
          message: `${label} lists a collection, but its ${response.status} response declares no body; ${WANT}.`,
          pointer: response.pointer,
          at: statusKey(response),
        });
        continue;
      }
      for (const body of jsonBodies(model, op, response)) {
        const merged = mergeSchema(model, body.schema, body.pointer);
        if (!merged) continue;
        const types = impliedTypes(merged);
        if (!types || types.has('array')) continue;
        const missing = ['data', 'pagination'].filter((k) => !merged.properties.has(k));
        if (types.has('object') && missing.length === 0) continue;
        if (!places.first(body.at.node, body.at.key)) continue;
        const is = types.has('object')
          ? `an object without ${missing.map((k) => `\`${k}\``).join(' and ')}`
          : describeTypes(types);
        report({
          message: `${label} lists a collection, but its ${response.status} ${body.media.name} body is ${is}; ${WANT}.`,
          pointer: body.pointer,
          at: body.at,
        });
      }
    }
  },
};
