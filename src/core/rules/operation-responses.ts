import type { Operation, Response } from '../openapi/model';
import type { Report } from './types';

/**
 * True when the responses document `code`: the exact status, or its range (`4XX` covers 401, `5XX` covers 500),
 * because a range documents every status of its class that has no entry of its own.
 */
export function coversStatus(responses: readonly Response[], code: number): boolean {
  const exact = String(code);
  const range = `${exact[0]}xx`;
  return responses.some((r) => r.status === exact || r.status.toLowerCase() === range);
}

/** True when a server failure is documented: `500`, the `5XX` range, or a `default` response. */
export function coversServerError(responses: readonly Response[]): boolean {
  return coversStatus(responses, 500) || responses.some((r) => r.status === 'default');
}

/** Where a finding about an operation's missing responses goes: its `responses` key, or its method key when it has none. */
export function responsesPlace(op: Operation): Pick<Report, 'pointer' | 'at'> {
  if ('responses' in op.node) return { pointer: `${op.pointer}/responses`, at: { node: op.node, key: 'responses', part: 'key' } };
  return { pointer: op.pointer, at: { node: op.path.node, key: op.method, part: 'key' } };
}

/** `GET /users/{id}`, for messages. */
export function operationLabel(op: Operation): string {
  return `${op.method.toUpperCase()} ${op.path.path}`;
}
