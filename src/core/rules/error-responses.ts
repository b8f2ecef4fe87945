import { coversServerError, coversStatus, operationLabel, responsesPlace } from './operation-responses';
import type { Rule } from './types';

/** Missing error responses: 400 for an operation with input, 404 on a member path, 500 (or `default`) everywhere. */
export const errorResponses: Rule = {
  id: 'error-responses',
  defaultSeverity: 'warning',
  section: '§7',
  description: 'An operation with input and no 400, on a member path with no 404, or with no 500 and no default response.',
  check({ model, report }) {
    for (const op of model.operations) {
      const label = operationLabel(op);
      const takesParams = op.parameters.some((p) => p.in !== 'body' && p.in !== 'formData');
      const takesBody = op.requestBody !== undefined;
      if ((takesParams || takesBody) && !coversStatus(op.responses, 400)) {
        const input = takesParams && takesBody ? 'parameters and a body' : takesParams ? 'parameters' : 'a request body';
        report({
          message: `${label} takes ${input} but documents no 400 response; add a 400 response for invalid input or a malformed request.`,
          ...responsesPlace(op),
        });
      }
      if (op.path.shape === 'member' && !coversStatus(op.responses, 404)) {
        report({
          message: `${label} addresses one member but documents no 404 response; add a 404 response for a member that does not exist.`,
          ...responsesPlace(op),
        });
      }
      if (!coversServerError(op.responses)) {
        report({
          message: `${label} documents no 500 and no \`default\` response; add a 500 response (or \`default\`) for unexpected server failures.`,
          ...responsesPlace(op),
        });
      }
    }
  },
};
