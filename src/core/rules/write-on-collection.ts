import { pathSkeleton, prefixesFollowedByParam } from '../openapi/paths';
import type { Report, Rule } from './types';
import { reportByCause } from './helpers/report-by-cause';

const WRITES = new Set(['put', 'patch', 'delete']);

/** One write on a collection: its method, the operation, and its finding. */
interface Flagged {
  method: string;
  label: string;
  report: Report;
}

/**
 * PUT, PATCH or DELETE on a collection path (§4): a bulk write of the whole collection; flagged at the method key.
 * Action paths, singletons and namespaces are not collections; a write whose required query parameter picks the
 * item is not a bulk write. An API that writes its collections with the same method (at least half of the
 * collections it writes: AppVeyor's and Avaza's PUT on the collection) made one decision: one finding for the API.
 */
export const writeOnCollection: Rule = {
  id: 'write-on-collection',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'PUT, PATCH or DELETE on a collection path (a bulk write of the whole collection).',
  check({ model, report }) {
    const followed = prefixesFollowedByParam(model.paths);
    const flagged: Flagged[] = [];
    let written = 0;
    for (const item of model.paths) {
      if (item.shape !== 'collection') continue;
      if (item.operations.some((o) => o.method === 'post' || WRITES.has(o.method))) written++;
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
        flagged.push({
          method: verb,
          label: `${verb} ${item.path}`,
          report: {
            message: `${verb} on the collection \`${item.path}\` ${does}; ${verb} belongs on one member: \`${member}\`.`,
            pointer: op.pointer,
            at: { node: item.node, key: op.method, part: 'key', sub: { start: 0, end: op.method.length } },
          },
        });
      }
    }
    reportByCause(model, report, {
      applies: written,
      flagged,
      cause: (f) => f.method,
      single: (f) => f.report,
      related: (f) => ({ pointer: f.report.pointer, at: f.report.at, message: f.label }),
      shared: (verb, list) => ({
        message: `${list.length} of ${written} collections the API writes take ${verb} on the collection itself (e.g. ${list[0].label}): the API writes its members that way, one decision, reported once here. ${verb} belongs on one member's path (\`/users/{id}\`), and POST on the collection creates (§4).`,
      }),
    });
  },
};
