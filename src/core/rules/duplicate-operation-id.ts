import type { Operation } from '../openapi/model';
import type { Report, Rule } from './types';
import { plural } from '../../shared/phrasing';
import { reportByCause } from './helpers/report-by-cause';

/** One operation whose `operationId` an earlier operation already has. */
interface Duplicate {
  op: Operation;
  first: Operation;
  report: Report;
}

/**
 * Two operations with the same `operationId`: each one after the first is flagged at its `operationId` value. When
 * most duplicates are one call bound at two paths that differ in the same way (Temporal's grpc-gateway bindings
 * `/api/v1/namespaces/…` and `/namespaces/…`), that is one decision, one finding for the API with every place related.
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
      cause: (d) => bindingDifference(d.first.path.path, d.op.path.path),
      single: (d) => d.report,
      related: (d) => ({ pointer: d.report.pointer, at: d.report.at, message: `${label(d.op)} (${d.op.operationId})` }),
      shared: (_, list) => {
        const [{ first: a, op: b }] = list;
        return {
          message: `${list.length} of ${plural(flagged.length, 'duplicate operationId', 'duplicate operationIds')} are one call bound at two paths that differ the same way (e.g. "${b.operationId}" on ${label(a)} and ${label(b)}): the API's (or its generator's) decision to publish each call twice, reported once here rather than on every operation; every operation needs its own operationId: give the second binding its own, or publish one path per call.`,
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
 * How two paths of one call differ, once what they share at both ends is set aside (`/api/v1/namespaces/{ns}/x` and
 * `/namespaces/{ns}/x` differ by `api/v1` against nothing), parameters compared without their names: the same
 * difference on many duplicates is one binding decision. `undefined` when the paths do not share their last segment
 * (two different operations named alike: a copy-paste slip of its own).
 */
function bindingDifference(a: string, b: string): string | undefined {
  const norm = (p: string) =>
    p
      .split('/')
      .filter((s) => s.length > 0)
      .map((s) => (s.startsWith('{') && s.endsWith('}') ? '{}' : s));
  const x = norm(a);
  const y = norm(b);
  let head = 0;
  while (head < x.length && head < y.length && x[head] === y[head]) head++;
  let tail = 0;
  while (tail < x.length - head && tail < y.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++;
  if (tail === 0) return undefined;
  const restA = x.slice(head, x.length - tail).join('/');
  const restB = y.slice(head, y.length - tail).join('/');
  if (restA === restB) return undefined;
  return `${restA}\u0000${restB}`;
}
