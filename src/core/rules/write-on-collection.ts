import { pathSkeleton, prefixesFollowedByParam } from '../openapi/paths';
import type { Rule } from './types';

const WRITES = new Set(['put', 'patch', 'delete']);

/**
 * PUT, PATCH or DELETE on a collection path (§4): a bulk write of the whole collection; flagged at the method key.
 * Action paths, singletons and namespaces are not collections; a write whose required query parameter picks the
 * item is not a bulk write.
 */
export const writeOnCollection: Rule = {
  id: 'write-on-collection',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'PUT, PATCH or DELETE on a collection path (a bulk write of the whole collection).',
  check({ model, report }) {
    const followed = prefixesFollowedByParam(model.paths);
    for (const item of model.paths) {
      if (item.shape !== 'collection') continue;
      const member = followed.get(pathSkeleton(item.resourceSegments)) ?? `${item.path}/{id}`;
      for (const op of item.operations) {
        if (!WRITES.has(op.method)) continue;
        // A required query parameter chooses what is written (`DELETE /preferences?key=…`): one item, not all of them.
        if (op.parameters.some((p) => p.in === 'query' && p.required)) continue;
        const verb = op.method.toUpperCase();
        const what = op.method === 'delete' ? 'deletes' : op.method === 'put' ? 'replaces' : 'modifies';
        // With a body, the write may name one member there (`PUT /associations` with `{projectId}`): say what we know.
        const does = op.requestBody
          ? `${what.replace('replaces', 'writes')} the members its request body names (or all of them), not one member named in the path`
          : `${what} the whole collection at once`;
        report({
          message: `${verb} on the collection \`${item.path}\` ${does}; ${verb} belongs on one member: \`${member}\`.`,
          pointer: op.pointer,
          at: { node: item.node, key: op.method, part: 'key', sub: { start: 0, end: op.method.length } },
        });
      }
    }
  },
};
