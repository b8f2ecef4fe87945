import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';
import { methodKey } from '../openapi/bodies';
import { isObj } from '../../shared/object';

/** Methods that send a JSON object (§4). */
const BODY_METHODS = new Set(['post', 'put', 'patch']);

/** POST, PUT or PATCH with no request body. */
export const bodyRequired: Rule = {
  id: 'body-required',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'POST, PUT or PATCH declares no request body.',
  check({ model, report }) {
    for (const op of model.operations) {
      if (!BODY_METHODS.has(op.method) || hasBody(model, op)) continue;
      const method = op.method.toUpperCase();
      const wants = op.method === 'patch' ? 'a JSON object with only the changed fields' : op.method === 'post' ? 'a JSON object of the member to create' : 'a JSON object of the whole member';
      const how = model.version === '2.0' ? 'add an `in: body` parameter with a schema' : 'add a `requestBody` with application/json content';
      report({
        message: `${method} ${op.path.path} declares no request body; a ${method} sends ${wants} (§4): ${how}.`,
        pointer: op.pointer,
        at: methodKey(op),
      });
    }
  },
};

/** True when the operation has a body, or may have one behind a parameter `$ref` that does not resolve. */
function hasBody(model: ApiModel, op: Operation): boolean {
  if (op.requestBody) return true;
  if (model.version !== '2.0') return Object.prototype.hasOwnProperty.call(op.node, 'requestBody');
  for (const list of [op.node.parameters, op.path.node.parameters]) {
    if (Array.isArray(list) && list.some((p) => !isObj(model.deref(p)))) return true;
  }
  return false;
}
