import { isSecured } from '../openapi/security';
import { coversStatus, operationLabel, responsesPlace } from './operation-responses';
import { errorResponsesFix } from '../fixes/responses';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';

/** What each missing status means, for the message. */
const MEANING: Record<string, string> = {
  '401': 'missing or invalid credentials',
  '403': 'valid credentials without permission',
};

/** The statuses of 401 and 403 a secured operation does not document; the check reports them and the fix adds them. */
function missing(_model: ApiModel, op: Operation): string[] {
  return isSecured(op) ? ['401', '403'].filter((s) => !coversStatus(op.responses, Number(s))) : [];
}

/** A secured operation that does not document 401 (missing or invalid credentials) or 403 (no permission). */
export const authErrorResponses: Rule = {
  id: 'auth-error-responses',
  defaultSeverity: 'warning',
  section: '§5, §7',
  description: 'A secured operation without a 401 response, or without a 403 response.',
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    for (const op of model.operations) {
      for (const status of missing(model, op)) {
        report({
          message: `${operationLabel(op)} requires credentials but documents no ${status} response; add a ${status} response for ${MEANING[status]}.`,
          ...responsesPlace(op),
        });
      }
    }
  },
};
