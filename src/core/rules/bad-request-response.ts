import { reportMissingStatus } from './helpers/report-by-norm';
import { plural } from '../../shared/phrasing';
import {
  coversStatus,
  takesBody,
  operationLabel,
  takesInput,
  takesMalformableInput,
} from './helpers/operation-responses';
import { inputClass } from './helpers/operation-classes';
import { errorResponsesFix } from '../fixes/responses';
import type { ApiModel, Operation } from '../openapi/model';
import type { Rule } from './types';

/** `['400']` when the operation takes input and documents no 400; the check reports it and the fix adds it. */
function missing(model: ApiModel, op: Operation): string[] {
  return takesMalformableInput(model, op) && !coversStatus(op.responses, 400) ? ['400'] : [];
}

/** An operation that takes input (a body or query parameters) without a documented 400. Judged by the API's norm. */
export const badRequestResponse: Rule = {
  id: 'bad-request-response',
  defaultSeverity: 'warning',
  section: '§7',
  description:
    "An operation that takes input (a request body or query parameters) without a documented 400 (judged by the API's norm).",
  missingResponses: missing,
  fix: errorResponsesFix(missing),
  check({ model, report }) {
    reportMissingStatus(model, report, {
      // The norm is the API's habit on every operation that takes input; a finding asks for 400 only where a client
      // can send something malformed (see `takesMalformableInput`).
      subjects: model.operations.filter(takesInput),
      covers: (op) => coversStatus(op.responses, 400),
      asks: (op) => takesMalformableInput(model, op),
      status: 400,
      deviation: (op) => {
        const input = takesBody(op) ? 'a request body' : 'query parameters';
        return `${operationLabel(op)} takes ${input} but documents no 400 response; add a 400 response for invalid input or a malformed request.`;
      },
      kind: inputClass,
      classMessage: (kind, count) =>
        `None of the ${count} ${kind} documents a 400 response, while most other operations that take input do: one decision for the whole class; add a 400 response for invalid input to each (listed as related), for instance one shared response referenced from each.`,
      apiMessage: (met, total) =>
        `400 is documented on ${met} of ${plural(total, 'operation')} that take input a client can get wrong (a request body or query parameters a server checks); add a 400 response for invalid input to each (listed as related), for instance one shared response referenced from each.`,
    });
  },
};
