import type { Rule } from './types';

/** Two operations with the same `operationId`: each one after the first is flagged at its `operationId` value. */
export const duplicateOperationId: Rule = {
  id: 'duplicate-operation-id',
  defaultSeverity: 'error',
  section: '–',
  description: 'Two operations share the same operationId.',
  check({ model, report }) {
    const first = new Map<string, string>();
    for (const op of model.operations) {
      const id = op.operationId;
      if (id === undefined) continue;
      const earlier = first.get(id);
      if (earlier === undefined) {
        first.set(id, `${op.method.toUpperCase()} ${op.path.path}`);
        continue;
      }
      report({
        message: `operationId "${id}" is already used by ${earlier}; every operation needs its own operationId.`,
        pointer: `${op.pointer}/operationId`,
        at: { node: op.node, key: 'operationId', part: 'value' },
      });
    }
  },
};
