/**
 * What the mock checks of a request's body before it acts on it: the declared media type the body is in (a 415 for
 * one the operation does not take) and the request schema (a 400 for a body that breaks it, or a missing required one).
 */
import { mediaEssence } from '../media-types';
import { matchMedia } from '../http/conformance/index';
import { validateSchema } from '../http/conformance/validate';
import type { ApiModel, MediaType, Operation } from '../openapi/model';
import { errorAnswer } from './answers';
import type { MockRequest, MockResponse } from './mock-api';
import { jsonMedia } from './schemas';

/**
 * The declared request media type a request's body is in (its `Content-Type`, or the first JSON one when it sends
 * none), undefined when the operation declares no body, or `unsupported` (a 415).
 */
export function requestMedia(op: Operation, req: MockRequest): MediaType | undefined | 'unsupported' {
  const content = op.requestBody?.content ?? [];
  if (content.length === 0) return undefined;
  const type = req.headers['content-type'];
  if (!type) return jsonMedia(content) ?? content[0];
  return matchMedia(content, type) ?? 'unsupported';
}

/** 415 for a body in a media type the operation does not declare, with the ones it does in `Accept-Patch`/`Accept-Post`. */
export function unsupportedMedia(model: ApiModel, op: Operation, req: MockRequest): MockResponse {
  const declared = (op.requestBody?.content ?? []).map((m) => m.name);
  const res = errorAnswer(
    model,
    op,
    415,
    `The request body's media type ${JSON.stringify(mediaEssence(req.headers['content-type'] ?? ''))} is not one this operation takes (${declared.join(', ')}).`,
  );
  if (op.method === 'patch') res.headers['accept-patch'] = declared.join(', ');
  if (op.method === 'post') res.headers['accept-post'] = declared.join(', ');
  return res;
}

/** A 400 in the spec's error shape when the body breaks the request schema (or is missing but required). */
export function bodyProblem(model: ApiModel, op: Operation, req: MockRequest): MockResponse | undefined {
  const rb = op.requestBody;
  const body = req.body;
  if (!rb) return undefined;
  if (body === undefined) return rb.required ? errorAnswer(model, op, 400, 'The request body is required.') : undefined;
  // A text body (XML, plain text) in a declared media type is taken as it is.
  const media = req.bodyKind === 'text' ? undefined : requestMedia(op, req);
  const schema = media === 'unsupported' ? undefined : media?.schema;
  if (schema === undefined) return undefined;
  const { problems } = validateSchema(schema, body, {
    deref: (v) => model.deref(v),
    direction: 'request',
    max: 10,
  });
  if (problems.length === 0) return undefined;
  const what = problems.map((p) => `${p.pointer || 'the body'}: ${p.message}`).join('; ');
  return errorAnswer(model, op, 400, `The request body does not match the schema: ${what}.`, problems);
}
