import { addressesMember, coversStatus, operationLabel, responsesPlace } from './operation-responses';
import { errorResponsesFix } from '../fixes/responses';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';

/** `['404']` when the operation addresses a member and documents no 404; the check reports it and the fix adds it. */
function missing(_model: ApiModel, op: Operation): string[] {
  return addressesMember(op) && !coversStatus(op.responses, 404) ? ['404'] : [];
}

/** An operation on a member path (or below one) without a documented 404. */
export const notFoundResponse: Rule = {
  id: 'not-found-response',
  defaultSeverity: 'warning',
  section: '§7',
  description: 'An operation on a member path (or below one) without a documented 404.',
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    for (const op of model.operations) {
      if (missing(model, op).length === 0) continue;
      report({
        message: `${operationLabel(op)} addresses a member that may not exist but documents no 404 response; add a 404 response for a member that does not exist.`,
        ...responsesPlace(op),
      });
    }
  },
};
