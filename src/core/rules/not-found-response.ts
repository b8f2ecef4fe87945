import { addressesMember, coversStatus, operationLabel, responsesPlace } from './operation-responses';
import type { Rule } from './types';

/** An operation on a member path (or below one) without a documented 404. */
export const notFoundResponse: Rule = {
  id: 'not-found-response',
  defaultSeverity: 'warning',
  section: '§7',
  description: 'An operation on a member path (or below one) without a documented 404.',
  check({ model, report }) {
    for (const op of model.operations) {
      if (!addressesMember(op) || coversStatus(op.responses, 404)) continue;
      report({
        message: `${operationLabel(op)} addresses a member that may not exist but documents no 404 response; add a 404 response for a member that does not exist.`,
        ...responsesPlace(op),
      });
    }
  },
};
