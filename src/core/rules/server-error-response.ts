import { coversServerError, operationLabel, responsesPlace } from './operation-responses';
import { errorResponsesFix } from '../fixes/responses';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';

/** `['500']` when the operation documents no server failure; the check reports it and the fix adds it. */
function missing(_model: ApiModel, op: Operation): string[] {
  return coversServerError(op.responses) ? [] : ['500'];
}

/** An operation without 500, `5XX` or `default`. */
export const serverErrorResponse: Rule = {
  id: 'server-error-response',
  defaultSeverity: 'warning',
  section: '§7',
  description: 'An operation without a 500, `5XX` or `default` response.',
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    for (const op of model.operations) {
      if (missing(model, op).length === 0) continue;
      report({
        message: `${operationLabel(op)} documents no 500 and no \`default\` response; add a 500 response (or \`default\`) for unexpected server failures.`,
        ...responsesPlace(op),
      });
    }
  },
};
