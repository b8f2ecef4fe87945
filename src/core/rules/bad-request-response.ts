import { coversStatus, operationLabel, responsesPlace, takesInput } from './operation-responses';
import type { Rule } from './types';

/** An operation that takes input (a body or query parameters) without a documented 400. */
export const badRequestResponse: Rule = {
  id: 'bad-request-response',
  defaultSeverity: 'warning',
  section: '§7',
  description: 'An operation that takes input (a request body or query parameters) without a documented 400.',
  check({ model, report }) {
    for (const op of model.operations) {
      if (!takesInput(op) || coversStatus(op.responses, 400)) continue;
      const input = op.requestBody !== undefined ? 'a request body' : 'query parameters';
      report({
        message: `${operationLabel(op)} takes ${input} but documents no 400 response; add a 400 response for invalid input or a malformed request.`,
        ...responsesPlace(op),
      });
    }
  },
};
