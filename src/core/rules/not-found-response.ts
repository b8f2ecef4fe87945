import { reportMissingStatus } from './helpers/report-by-norm';
import { plural } from '../../shared/phrasing';
import { addressesMember, coversStatus, operationLabel } from './helpers/operation-responses';
import { errorResponsesFix } from '../fixes/responses';
import { isUpsert } from './helpers/upsert';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';

/**
 * True for a write that creates the member its path names, so it cannot find the member missing: a PUT that
 * documents 201 or says it creates or updates (OPA's "Create or update a policy module"), or a POST on the member
 * that documents 201 and 409 for a name already taken (Request Baskets' `POST /api/baskets/{name}`).
 */
function createsAtPath(op: Operation): boolean {
  if (op.path.shape !== 'member') return false;
  const has = (code: string) => op.responses.some((r) => r.status === code);
  if (op.method === 'post') return has('201') && has('409');
  if (op.method !== 'put') return false;
  return has('201') || isUpsert(op);
}

/** `['404']` when the operation addresses a member and documents no 404; the check reports it and the fix adds it. */
function missing(_model: ApiModel, op: Operation): string[] {
  return addressesMember(op) && !createsAtPath(op) && !coversStatus(op.responses, 404) ? ['404'] : [];
}

/** An operation on a member path (or below one) without a documented 404. Judged by the API's norm. */
export const notFoundResponse: Rule = {
  id: 'not-found-response',
  defaultSeverity: 'warning',
  section: '§7',
  description: "An operation on a member path (or below one) without a documented 404 (judged by the API's norm).",
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    reportMissingStatus(model, report, {
      subjects: model.operations.filter(addressesMember),
      // The norm counts every operation on a member; a write that creates the member there is not asked.
      covers: (op) => coversStatus(op.responses, 404),
      asks: (op) => !createsAtPath(op),
      status: 404,
      deviation: (op) =>
        `${operationLabel(op)} addresses a member that may not exist but documents no 404 response; add a 404 response for a member that does not exist.`,
      apiMessage: (met, total) =>
        `404 is documented on ${met} of ${plural(total, 'operation')} that address a member (\`/things/{id}\` or below); add a 404 response for a member that does not exist to each (listed as related), for instance one shared response referenced from each.`,
    });
  },
};
