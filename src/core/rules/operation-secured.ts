import { isSecured, optsOut } from '../openapi/security';
import { operationLabel } from './operation-responses';
import type { Rule } from './types';

/** An operation that no security requirement applies to and that does not opt out with `security: []`. */
export const operationSecured: Rule = {
  id: 'operation-secured',
  defaultSeverity: 'warning',
  section: '§5',
  description: 'An operation that no security applies to, unless it opts out explicitly with security: [].',
  check({ model, report }) {
    for (const op of model.operations) {
      if (isSecured(op) || optsOut(op)) continue;
      const where = op.securitySource === 'global' ? 'the root `security` list requires no scheme' : 'there is no `security` requirement here or at the root';
      report({
        message: `No security applies to ${operationLabel(op)} (${where}); every request must carry credentials. Require a scheme, or declare \`security: []\` on the operation if it is deliberately public.`,
        pointer: op.pointer,
        at: { node: op.path.node, key: op.method, part: 'key' },
      });
    }
  },
};
