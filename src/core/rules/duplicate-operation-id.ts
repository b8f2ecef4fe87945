import type { Operation } from '../openapi/model';
import type { Report, Rule } from './types';
import { plural } from '../../shared/phrasing';
import { reportByCause } from './helpers/report-by-cause';
import { splitWords } from '../openapi/words/identifiers';

/** One operation whose `operationId` an earlier operation already has. */
interface Duplicate {
  op: Operation;
  first: Operation;
  report: Report;
}

/**
 * Two operations with the same `operationId`: each one after the first is flagged at its `operationId` value. When
 * most duplicates are one call published at two paths (Temporal's grpc-gateway bindings `/api/v1/namespaces/…` and
 * `/namespaces/…`, `/cluster/namespaces` and `/api/v1/namespaces`), that is one decision, one finding for the API with
 * every place related. So is an API that names its operations with a few generic words reused across resources (Deepgram's
 * `list`, `get`, `update`, `delete` under each tag): the ids are unique only together with their tag, one naming decision.
 */
export const duplicateOperationId: Rule = {
  id: 'duplicate-operation-id',
  defaultSeverity: 'error',
  section: '–',
  description: 'Two operations share the same operationId.',
  check({ model, report }) {
    const first = new Map<string, Operation>();
    const flagged: Duplicate[] = [];
    for (const op of model.operations) {
      const id = op.operationId;
      if (id === undefined) continue;
      const earlier = first.get(id);
      if (earlier === undefined) {
        first.set(id, op);
        continue;
      }
      flagged.push({
        op,
        first: earlier,
        report: {
          message: `operationId "${id}" is already used by ${label(earlier)}; every operation needs its own operationId.`,
          pointer: `${op.pointer}/operationId`,
          at: { node: op.node, key: 'operationId', part: 'value' },
        },
      });
    }
    reportByCause(model, report, {
      applies: flagged.length,
      flagged,
      // A generic name under other tags is a naming decision even where the two answer alike (`{200: ok}`).
      cause: (d) => (genericName(d.first, d.op) ? 'generic' : oneCall(d.first, d.op) ? 'binding' : undefined),
      single: (d) => d.report,
      related: (d) => ({ pointer: d.report.pointer, at: d.report.at, message: `${label(d.op)} (${d.op.operationId})` }),
      shared: (cause, list) => {
        if (cause === 'generic') {
          const counts = new Map<string, number>();
          for (const d of list) counts.set(d.op.operationId!, (counts.get(d.op.operationId!) ?? 0) + 1);
          const ids = [...counts]
            .sort((x, y) => y[1] - x[1])
            .slice(0, 4)
            .map(([id, n]) => `"${id}" reused ${n} ${n === 1 ? 'time' : 'times'}`)
            .join(', ');
          return {
            message: `${list.length} of ${plural(flagged.length, 'duplicate operationId', 'duplicate operationIds')} are generic one-word names reused across resources (${ids}${counts.size > 4 ? ', …' : ''}): the ids are unique only together with their tag or path, the API's naming decision, reported once here rather than on every operation; every operation needs its own operationId, as code generators and tools key operations by it alone: name the resource in each (\`listAgents\`, \`getAgent\`).`,
          };
        }
        const [{ first: a, op: b }] = list;
        return {
          message: `${list.length} of ${plural(flagged.length, 'duplicate operationId', 'duplicate operationIds')} are one call published at two paths (e.g. "${b.operationId}" on ${label(a)} and ${label(b)}): the API's (or its generator's) decision to publish each call twice, reported once here rather than on every operation; every operation needs its own operationId: give the second binding its own, or publish one path per call.`,
        };
      },
    });
  },
};

/** An operation for a message: `POST /users`. */
function label(op: Operation): string {
  return `${op.method.toUpperCase()} ${op.path.path}`;
}

/**
 * True when two operations with one operationId are one call published at two paths: the same method, and either
 * paths that end alike (`/api/v1/namespaces/{ns}/x` and `/namespaces/{ns}/x`) or the same responses as written
 * (Temporal's `GET /cluster` and `GET /api/v1/cluster-info`, both answering `GetClusterInfoResponse`).
 */
function oneCall(a: Operation, b: Operation): boolean {
  if (a.method !== b.method) return false;
  if (endAlike(a.path.path, b.path.path)) return true;
  const responses = (op: Operation) => JSON.stringify(op.node.responses ?? null);
  return a.node.responses !== undefined && responses(a) === responses(b);
}

/**
 * True when a duplicate is a generic one-word name (`list`, `update`, `delete`) given to operations of different
 * resources: on different paths, under no common tag. The same word on one path (GET and POST `/trace-summaries`)
 * or within one tag is a slip of its own.
 */
function genericName(a: Operation, b: Operation): boolean {
  if (b.operationId === undefined || splitWords(b.operationId).length !== 1 || a.path.path === b.path.path)
    return false;
  const tags = (op: Operation) =>
    Array.isArray(op.node.tags) ? op.node.tags.filter((t) => typeof t === 'string') : [];
  const first = tags(a);
  return !tags(b).some((t) => first.includes(t));
}

/**
 * True when two paths end alike and differ only before that (`/api/v1/namespaces/{ns}/x` and `/namespaces/{ns}/x`),
 * parameters compared without their names: two bindings of one call. Paths that share no last segment are two
 * different operations named alike (a copy-paste slip of its own).
 */
function endAlike(a: string, b: string): boolean {
  const norm = (p: string) =>
    p
      .split('/')
      .filter((s) => s.length > 0)
      .map((s) => (s.startsWith('{') && s.endsWith('}') ? '{}' : s));
  const x = norm(a);
  const y = norm(b);
  let tail = 0;
  while (tail < x.length && tail < y.length && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++;
  return tail > 0 && x.join('/') !== y.join('/');
}
