import { isSecured } from '../openapi/security';
import { coversStatus, operationLabel, responsesPlace } from './operation-responses';
import type { Rule } from './types';

/** A secured operation that does not document 401 (missing or invalid credentials) or 403 (no permission). */
export const authErrorResponses: Rule = {
  id: 'auth-error-responses',
  defaultSeverity: 'warning',
  section: '§5, §7',
  description: 'A secured operation without a 401 response, or without a 403 response.',
  check({ model, report }) {
    for (const op of model.operations) {
      if (!isSecured(op)) continue;
      if (!coversStatus(op.responses, 401)) {
        report({
          message: `${operationLabel(op)} requires credentials but documents no 401 response; add a 401 response for missing or invalid credentials.`,
          ...responsesPlace(op),
        });
      }
      if (!coversStatus(op.responses, 403)) {
        report({
          message: `${operationLabel(op)} requires credentials but documents no 403 response; add a 403 response for valid credentials without permission.`,
          ...responsesPlace(op),
        });
      }
    }
  },
};
