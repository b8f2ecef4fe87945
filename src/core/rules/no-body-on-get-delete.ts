import { operationChange } from '../fixes/contract-changes';
import { newPlan, operationOf, planFix, type Fixer } from '../fixes/context';
import type { Operation } from '../openapi/model';
import type { Rule } from './types';
import { appendPointer } from '../document/pointer';
import { ReportedPlaces, parameterPointer } from '../openapi/bodies';

/** Methods whose requests carry no body (3.2's `query` may carry one). */
const BODYLESS_METHODS = new Set(['get', 'head', 'delete']);

/** A body on GET, HEAD or DELETE: removes it (3.x `requestBody`; 2.0 `in: body`/`in: formData` parameters of the operation). */
const fixBodyOnGetDelete: Fixer = (ctx) => {
  const { model, finding } = ctx;
  const plan = newPlan(ctx);
  if (model.version !== '2.0') {
    const op = operationOf(ctx);
    if (
      !op ||
      finding.pointer !== appendPointer(op.pointer, 'requestBody') ||
      !plan.removeEntry(op.node, 'requestBody')
    )
      return [];
    return planFix(ctx, plan, 'Remove the request body', {
      changes: [operationChange(model, 'request-body-removed', op)],
    });
  }
  for (const op of model.operations) {
    const bodies = op.parameters.filter((p) => p.in === 'body' || p.in === 'formData');
    if (!bodies.some((p) => appendPointer(parameterPointer(model, op, p), 'in') === finding.pointer)) continue;
    const list = op.node.parameters;
    if (bodies.some((p) => p.level !== 'operation') || !Array.isArray(list) || !ctx.doc.locate(op.node)) return [];
    const indices = bodies.map((p) => Number(p.pointer.slice(p.pointer.lastIndexOf('/') + 1)));
    const ok =
      indices.length === list.length ? plan.removeEntry(op.node, 'parameters') : plan.removeItems(list, indices);
    return ok
      ? planFix(
          ctx,
          plan,
          bodies.length > 1 ? 'Remove the body parameters' : `Remove the body parameter "${bodies[0].name}"`,
          { changes: [operationChange(model, 'request-body-removed', op)] },
        )
      : [];
  }
  return [];
};

/**
 * True for an optional request body whose every media type admits only an empty object (`type: object`, no
 * `properties`, `additionalProperties: false`): no payload can be sent, so there is none to move (Stripe's
 * generator writes one on each of its 236 GET and DELETE operations).
 */
function carriesNothing(op: Operation): boolean {
  const body = op.requestBody;
  if (!body || body.required || body.content.length === 0) return false;
  return body.content.every(({ schema }) => {
    if (!schema || (schema.type !== undefined && schema.type !== 'object')) return false;
    const props = schema.properties;
    const noProps =
      props === undefined || (typeof props === 'object' && props !== null && Object.keys(props).length === 0);
    return (
      noProps &&
      schema.additionalProperties === false &&
      !('patternProperties' in schema) &&
      !('allOf' in schema) &&
      !('oneOf' in schema) &&
      !('anyOf' in schema)
    );
  });
}

/** A `requestBody` (or a 2.0 `in: body`/`in: formData` parameter) on GET, HEAD or DELETE that can carry a payload. */
export const noBodyOnGetDelete: Rule = {
  id: 'no-body-on-get-delete',
  defaultSeverity: 'error',
  section: '§4',
  description: 'GET, HEAD or DELETE declares a request body.',
  fix: fixBodyOnGetDelete,
  check({ model, report }) {
    const places = new ReportedPlaces();
    for (const op of model.operations) {
      if (!BODYLESS_METHODS.has(op.method)) continue;
      const method = op.method.toUpperCase();
      const why = `${method} requests carry no payload (§4) and many servers and proxies drop one`;
      if (model.version !== '2.0') {
        if (!Object.prototype.hasOwnProperty.call(op.node, 'requestBody') || carriesNothing(op)) continue;
        report({
          message: `${method} ${op.path.path} declares a request body; ${why}: move the data to query parameters${op.method === 'get' ? ', or use POST (or QUERY in OpenAPI 3.2) for a complex search' : ''}.`,
          pointer: appendPointer(op.pointer, 'requestBody'),
          at: { node: op.node, key: 'requestBody', part: 'key' },
        });
        continue;
      }
      const param = op.parameters.find((p) => p.in === 'body' || p.in === 'formData');
      if (!param || !places.first(param.node, 'in')) continue;
      report({
        message: `${method} ${op.path.path} takes an \`in: ${param.in}\` parameter "${param.name}"; ${why}: move the data to query parameters.`,
        pointer: appendPointer(parameterPointer(model, op, param), 'in'),
        at: { node: param.node, key: 'in', part: 'value' },
      });
    }
  },
};
