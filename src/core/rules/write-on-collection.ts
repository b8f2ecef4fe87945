import { pathSkeleton, prefixesFollowedByParam } from '../openapi/paths';
import type { Rule } from './types';

const WRITES = new Set(['put', 'patch', 'delete']);

/** PUT, PATCH or DELETE on a collection that has members (§4): a bulk write of the whole collection; flagged at the method key. */
export const writeOnCollection: Rule = {
  id: 'write-on-collection',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'PUT, PATCH or DELETE on a collection path whose members have their own path (a bulk write of the whole collection).',
  check({ model, report }) {
    const followed = prefixesFollowedByParam(model.paths);
    for (const item of model.paths) {
      const segs = item.resourceSegments;
      const last = segs[segs.length - 1];
      if (!last || last.kind !== 'static' || last.text === '') continue;
      const member = followed.get(pathSkeleton(segs));
      if (!member) continue;
      for (const op of item.operations) {
        if (!WRITES.has(op.method)) continue;
        const verb = op.method.toUpperCase();
        const what = op.method === 'delete' ? 'deletes' : op.method === 'put' ? 'replaces' : 'modifies';
        report({
          message: `${verb} on the collection \`${item.path}\` ${what} the whole collection at once; ${verb} belongs on one member: \`${member}\`.`,
          pointer: op.pointer,
          at: { node: item.node, key: op.method, part: 'key', sub: { start: 0, end: op.method.length } },
        });
      }
    }
  },
};
