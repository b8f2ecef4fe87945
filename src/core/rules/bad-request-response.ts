import { coversStatus, operationLabel, responsesPlace, takesInput } from './operation-responses';
import { errorResponsesFix } from '../fixes/responses';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';

/** `['400']` when the operation takes input and documents no 400; the check reports it and the fix adds it. */
function missing(_model: ApiModel, op: Operation): string[] {
  return takesInput(op) && !coversStatus(op.responses, 400) ? ['400'] : [];
}

/** An operation that takes input (a body or query parameters) without a documented 400. */
export const badRequestResponse: Rule = {
  id: 'bad-request-response',
  defaultSeverity: 'warning',
  section: '§7',
  description: 'An operation that takes input (a request body or query parameters) without a documented 400.',
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    for (const op of model.operations) {
      if (missing(model, op).length === 0) continue;
      const input = op.requestBody !== undefined ? 'a request body' : 'query parameters';
      report({
        message: `${operationLabel(op)} takes ${input} but documents no 400 response; add a 400 response for invalid input or a malformed request.`,
        ...responsesPlace(op),
      });
    }
  },
};
