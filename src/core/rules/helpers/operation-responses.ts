import type { Operation, Response } from '../../openapi/model';
import type { Report } from '../types';
import { isSelectorParam } from '../../openapi/path-params';

/** The statuses a `default` response documents for the per-operation checks (RULES.md: not 429). */
const DEFAULT_COVERS = new Set([400, 401, 403, 404, 500]);

/**
 * True when the responses document `code`: the exact status, its range (`4XX` covers 401, `5XX` covers 500),
 * because a range documents every status of its class that has no entry of its own, or `default`, which
 * documents 400, 401, 403, 404 and 500 (a rate-limited answer needs its own response and headers).
 */
export function coversStatus(responses: readonly Response[], code: number): boolean {
  const exact = String(code);
  const range = `${exact[0]}xx`;
  return responses.some(
    (r) =>
      r.status === exact || r.status.toLowerCase() === range || (r.status === 'default' && DEFAULT_COVERS.has(code)),
  );
}

/** True when a server failure is documented: `500`, the `5XX` range, or a `default` response. */
export function coversServerError(responses: readonly Response[]): boolean {
  return coversStatus(responses, 500);
}

/** True when the operation takes input a client can get wrong: a request body or query parameters (RULES.md). */
export function takesInput(op: Operation): boolean {
  return (
    op.requestBody !== undefined ||
    op.parameters.some((p) => p.in === 'query' || p.in === 'body' || p.in === 'formData')
  );
}

/** True when the operation addresses one member or something below one (`/users/{id}`, `/users/{id}/posts`). */
export function addressesMember(op: Operation): boolean {
  if (op.path.shape === 'member') return true;
  const segs = op.path.resourceSegments;
  // A parameter that scopes a list (`/districts/{year}`) or selects a field, filter or variant (`/surveys/{scope}`)
  // addresses no member.
  for (let i = 1; i < segs.length; i++)
    if (
      segs[i].kind === 'param' &&
      segs[i - 1].kind === 'static' &&
      !op.path.scopeParams.has(i) &&
      !isSelectorParam(segs[i])
    )
      return true;
  return false;
}

/** Where a finding about an operation's missing responses goes: its `responses` key, or its method key when it has none. */
export function responsesPlace(op: Operation): Pick<Report, 'pointer' | 'at'> {
  if ('responses' in op.node)
    return { pointer: `${op.pointer}/responses`, at: { node: op.node, key: 'responses', part: 'key' } };
  return { pointer: op.pointer, at: { node: op.path.node, key: op.method, part: 'key' } };
}

/** `GET /users/{id}`, for messages. */
export function operationLabel(op: Operation): string {
  return `${op.method.toUpperCase()} ${op.path.path}`;
}
