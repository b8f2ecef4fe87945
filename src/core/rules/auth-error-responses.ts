import { isSecured } from '../openapi/security';
import { reportMissingStatus } from './helpers/report-by-norm';
import { plural } from '../../shared/phrasing';
import { coversStatus, operationLabel } from './helpers/operation-responses';
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

/**
 * A secured operation that does not document 401 (missing or invalid credentials) or 403 (no permission). 401 and
 * 403 are judged separately, each by the API's norm.
 */
export const authErrorResponses: Rule = {
  id: 'auth-error-responses',
  defaultSeverity: 'warning',
  section: '§5, §7',
  description: "A secured operation without a 401 response, or without a 403 response (each judged by the API's norm).",
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    const secured = model.operations.filter(isSecured);
    for (const status of ['401', '403']) {
      reportMissingStatus(model, report, {
        subjects: secured,
        covers: (op) => !missing(model, op).includes(status),
        deviation: (op) =>
          `${operationLabel(op)} requires credentials but documents no ${status} response; add a ${status} response for ${MEANING[status]}.`,
        apiMessage: (met, total) =>
          `${status} is documented on ${met} of ${plural(total, 'secured operation')}; add a ${status} response for ${MEANING[status]} to each (listed as related), for instance one shared response referenced from each.`,
      });
    }
  },
};
