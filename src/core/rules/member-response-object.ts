import type { Rule } from './types';
import { describeTypes, isOnly, mergeSchema, type JsonType } from '../openapi/schema';
import { jsonBodies, ReportedPlaces, responseFor, statusKey } from '../openapi/bodies';

/** GET on a member path whose 200 response is not a JSON object. */
export const memberResponseObject: Rule = {
  id: 'member-response-object',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'The 200 response of a member GET is not a JSON object.',
  check({ model, report }) {
    const places = new ReportedPlaces();
    for (const op of model.operations) {
      if (op.method !== 'get' || op.path.shape !== 'member') continue;
      const response = responseFor(op, '200');
      if (!response) continue;
      const label = `GET ${op.path.path}`;
      if (response.content.length === 0) {
        if (!places.first(response.holder, response.status)) continue;
        report({
          message: `${label} reads one member, but its ${response.status} response declares no body; reading a member returns it as a JSON object (§4).`,
          pointer: response.pointer,
          at: statusKey(response),
        });
        continue;
      }
      for (const body of jsonBodies(model, op, response)) {
        const merged = mergeSchema(model, body.schema, body.pointer);
        if (!merged) continue;
        const types: ReadonlySet<JsonType> | undefined =
          merged.types ?? (merged.properties.size > 0 ? new Set(['object']) : undefined);
        if (!types || isOnly(types, 'object')) continue;
        if (!places.first(body.at.node, body.at.key)) continue;
        report({
          message: `${label} reads one member, but its ${response.status} ${body.media.name} body is ${describeTypes(types)}; reading a member returns it as a JSON object (§4).`,
          pointer: body.pointer,
          at: body.at,
        });
      }
    }
  },
};
