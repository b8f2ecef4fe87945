import type { Operation } from '../openapi/model';
import type { Rule } from './types';
import { appendPointer } from '../document/pointer';
import { isSuccessStatus, methodKey, responseFor, statusKey } from '../openapi/bodies';
import { orList } from '../../shared/phrasing';

/** The success statuses each method must offer one of (§4); other methods need any 2xx. */
const EXPECTED: Partial<Record<Operation['method'], string[]>> = {
  get: ['200'],
  put: ['200', '201', '202', '204'],
  patch: ['200', '202', '204'],
  delete: ['200', '202', '204'],
};

/**
 * An operation with no 2xx response; GET with no 200 (or `2XX`); PUT without 200/201/202/204; PATCH or DELETE
 * without 200/202/204 (202: the change is accepted and done later).
 */
export const successStatus: Rule = {
  id: 'success-status',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'An operation lacks the success status its method calls for.',
  check({ model, report }) {
    for (const op of model.operations) {
      const label = `${op.method.toUpperCase()} ${op.path.path}`;
      const success = op.responses.filter((r) => isSuccessStatus(r.status));
      if (success.length === 0) {
        const wants = EXPECTED[op.method]
          ? `a successful ${op.method.toUpperCase()} answers ${statusWords(EXPECTED[op.method]!)}`
          : 'document the 2xx status it answers';
        const message = `${label} declares no success (2xx) response; ${wants} (§4).`;
        if (op.responsesNode)
          report({
            message,
            pointer: appendPointer(op.pointer, 'responses'),
            at: { node: op.node, key: 'responses', part: 'key' },
          });
        else report({ message, pointer: op.pointer, at: methodKey(op) });
        continue;
      }
      const expected = EXPECTED[op.method];
      if (!expected || expected.some((code) => responseFor(op, code))) continue;
      const first = success[0];
      report({
        message: `${label} answers ${success.map((r) => r.status).join(', ')} but has no ${statusWords(expected)} response; a successful ${op.method.toUpperCase()} answers ${statusWords(expected)} (§4).`,
        pointer: first.pointer,
        at: statusKey(first),
      });
    }
  },
};

function statusWords(codes: string[]): string {
  return orList(codes);
}
