import type { ApiModel, Operation, Response } from '../openapi/model';
import type { Rule } from './types';
import { isJsonMediaType, isSuccessStatus, methodKey } from '../openapi/bodies';
import { isOnly, mergeSchema } from '../openapi/schema';
import { isObj } from '../../shared/object';

/**
 * True when the operation is one that sends a JSON object (§4): POST on a collection (a create), PATCH on a
 * member, PUT on a member unless the member is nested (`/teams/{t}/repos/{r}`, `/user/following/{u}`), where a
 * bodiless PUT adds an existing thing to a set. Actions, singletons and other paths are not judged.
 */
function wantsBody(model: ApiModel, op: Operation): boolean {
  const shape = op.path.shape;
  if (isPassThrough(op) || op.path.protocol) return false;
  if (op.method === 'post') return shape === 'collection' && !isTrigger(model, op);
  if (op.method === 'patch') return shape === 'member';
  if (op.method === 'put') return shape === 'member' && op.path.resourceSegments.length <= 2;
  return false;
}

/**
 * True below a `proxy` segment (`/pods/{name}/proxy`, `…/proxy/{path}`): the operation forwards whatever the
 * target takes, and what the target takes is not this spec's to say. `proxies` is a collection like any other.
 */
function isPassThrough(op: Operation): boolean {
  return op.path.resourceSegments.some((s) => s.kind === 'static' && s.text.toLowerCase() === 'proxy');
}

/**
 * True for a POST whose every success is a 204, or a 202 whose body describes nothing (no content, or JSON objects
 * without properties: `POST /hooks/{id}/tests`, `…/pings`, `…/deliveries/{id}/attempts`): it triggers work and
 * makes nothing it returns, so it is no create, even on a plural noun. A 204 has no content whatever it declares
 * (`no-content-body` reports a declared one).
 */
function isTrigger(model: ApiModel, op: Operation): boolean {
  const successes = op.responses.filter((r) => isSuccessStatus(r.status));
  return successes.length > 0 && successes.every((r) => r.status === '204' || (r.status === '202' && empty(model, r)));
}

/** True when a response's every media type is JSON whose schema is an object with nothing in it. */
function empty(model: ApiModel, response: Response): boolean {
  return response.content.every((media) => {
    if (!isJsonMediaType(media.name)) return false;
    const merged = media.schema ? mergeSchema(model, media.schema) : undefined;
    if (!merged) return !media.schema;
    const node = merged.node;
    return (
      (!merged.types || isOnly(merged.types, 'object')) &&
      merged.properties.size === 0 &&
      !isObj(node.additionalProperties) &&
      !['oneOf', 'anyOf', 'items', 'patternProperties'].some((k) => k in node)
    );
  });
}

/** POST on a collection, or PUT/PATCH on a member, with no request body. */
export const bodyRequired: Rule = {
  id: 'body-required',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'POST on a collection, or PUT or PATCH on a member, declares no request body.',
  check({ model, report }) {
    for (const op of model.operations) {
      if (!wantsBody(model, op) || hasBody(model, op)) continue;
      const method = op.method.toUpperCase();
      const wants =
        op.method === 'patch'
          ? 'a JSON object with only the changed fields'
          : op.method === 'post'
            ? 'a JSON object of the member to create'
            : 'a JSON object of the whole member';
      const how =
        model.version === '2.0'
          ? 'add an `in: body` parameter with a schema'
          : 'add a `requestBody` with application/json content';
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
