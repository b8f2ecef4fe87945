import { reportMissingStatus } from './helpers/report-by-norm';
import { plural } from '../../shared/phrasing';
import { coversServerError, operationLabel } from './helpers/operation-responses';
import { errorResponsesFix } from '../fixes/responses';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';
import { isProbe } from './helpers/infrastructure-reads';

/** `['500']` when the operation documents no server failure and is no probe; the check reports it and the fix adds it. */
function missing(_model: ApiModel, op: Operation): string[] {
  return isProbe(op) || coversServerError(op.responses) ? [] : ['500'];
}

/** An operation without 500, `5XX`, another 5xx or `default`, probes of the service aside. Judged by the API's norm. */
export const serverErrorResponse: Rule = {
  id: 'server-error-response',
  defaultSeverity: 'warning',
  section: '§7',
  description: "An operation without a 500, `5XX` or `default` response (judged by the API's norm).",
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    reportMissingStatus(model, report, {
      // A probe of the service (`GET /`, `/health`, Kinto's `/__heartbeat__`) answers whether it is up: no 500 to ask.
      subjects: model.operations.filter((op) => !isProbe(op)),
      covers: (op) => missing(model, op).length === 0,
      status: 500,
      deviation: (op) =>
        `${operationLabel(op)} documents no 500 and no \`default\` response; add a 500 response (or \`default\`) for unexpected server failures.`,
      apiMessage: (met, total) =>
        `500 (or \`5XX\`, or \`default\`) is documented on ${met} of ${plural(total, 'operation')}; add a 500 response for unexpected server failures to each (listed as related), for instance one shared response referenced from each.`,
    });
  },
};
