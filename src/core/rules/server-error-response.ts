import { coversServerError, operationLabel, responsesPlace } from './operation-responses';
import type { Rule } from './types';

/** An operation without 500, `5XX` or `default`. */
export const serverErrorResponse: Rule = {
  id: 'server-error-response',
  defaultSeverity: 'warning',
  section: '§7',
  description: 'An operation without a 500, `5XX` or `default` response.',
  check({ model, report }) {
    for (const op of model.operations) {
      if (coversServerError(op.responses)) continue;
      report({
        message: `${operationLabel(op)} documents no 500 and no \`default\` response; add a 500 response (or \`default\`) for unexpected server failures.`,
        ...responsesPlace(op),
      });
    }
  },
};
