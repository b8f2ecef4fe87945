import type { Rule } from './types';
import { appendPointer } from '../document/pointer';
import { isSuccessStatus, methodKey, responseFor, statusKey } from '../openapi/bodies';

/** POST on a collection path with no 201 response. */
export const createReturns201: Rule = {
  id: 'create-returns-201',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'A POST that creates a member (on a collection path) has no 201 response.',
  check({ model, report }) {
    for (const op of model.operations) {
      if (op.method !== 'post' || op.path.shape !== 'collection' || responseFor(op, '201')) continue;
      const label = `POST ${op.path.path}`;
      const want = 'a POST that creates a member answers 201 Created with the created member (§4)';
      const other = op.responses.find((r) => isSuccessStatus(r.status));
      if (other) {
        report({
          message: `${label} creates a member but answers ${other.status} instead of 201; ${want}.`,
          pointer: other.pointer,
          at: statusKey(other),
        });
      } else if (op.responsesNode) {
        report({
          message: `${label} creates a member but declares no 201 response; ${want}.`,
          pointer: appendPointer(op.pointer, 'responses'),
          at: { node: op.node, key: 'responses', part: 'key' },
        });
      } else {
        report({ message: `${label} creates a member but declares no responses; ${want}.`, pointer: op.pointer, at: methodKey(op) });
      }
    }
  },
};
