import { appendPointer } from '../document/pointer';
import { mediaEssence } from '../media-types';
import type { Header, MediaType, Response } from '../openapi/model';
import type { Target } from '../rules/types';
import { compareSchemas, type ChangeReporter, type DiffContext, type OperationPair } from './context';
import type { ChangePlace } from './report';
import { codeSpan } from './code-span';

function mediaTarget(m: MediaType, fallback: object): Target {
  return m.holder ? { node: m.holder, key: m.name, part: 'key' } : { node: m.node ?? fallback };
}

/** Compares the request bodies of an operation both sides have. */
export function compareRequestBodies(ctx: DiffContext, pair: OperationPair): void {
  const { b, r, operation, version, here } = pair;
  const bb = b.requestBody;
  const rb = r.requestBody;
  if (!bb && !rb) return;
  if (pair.webhook) {
    comparePayloads(ctx, pair);
    return;
  }
  if (!bb) {
    const id = rb!.required ? 'request-body-added-required' : 'request-body-added-optional';
    here({
      id,
      message: `a ${rb!.required ? 'required' : 'optional'} request body was added`,
      main: { side: 'revision', pointer: rb!.pointer, at: { node: rb!.node } },
    });
    return;
  }
  const basePlace: ChangePlace = { side: 'base', pointer: bb.pointer, at: { node: bb.node } };
  if (!rb) {
    here({
      id: 'request-body-removed',
      message: 'the request body was removed',
      main: basePlace,
      other: { side: 'revision', pointer: r.pointer, at: { node: r.path.node, key: r.method, part: 'key' } },
    });
    return;
  }
  if (bb.required !== rb.required)
    here({
      id: rb.required ? 'request-body-became-required' : 'request-body-became-optional',
      message: `the request body became ${rb.required ? 'required' : 'optional'}`,
      main: { side: 'revision', pointer: rb.pointer, at: { node: rb.node, key: 'required', part: 'value' } },
      other: basePlace,
    });
  compareContent(ctx, bb.content, rb.content, {
    dir: 'request',
    subject: 'request body',
    revFallback: rb.node,
    baseFallback: bb.node,
    revPointer: rb.pointer,
    basePointer: bb.pointer,
    operation,
    version,
    here,
  });
}

/**
 * Compares the payloads of a webhook both sides have: the request body the API sends to its subscribers, so compared
 * as a response is (a property removed breaks the subscribers reading it; one added breaks nobody).
 */
function comparePayloads(ctx: DiffContext, pair: OperationPair): void {
  const { b, r, operation, version, here } = pair;
  const bb = b.requestBody;
  const rb = r.requestBody;
  if (!bb) {
    here({
      id: 'webhook-payload-added',
      message: 'a payload was added',
      main: { side: 'revision', pointer: rb!.pointer, at: { node: rb!.node } },
    });
    return;
  }
  const basePlace: ChangePlace = { side: 'base', pointer: bb.pointer, at: { node: bb.node } };
  if (!rb) {
    here({
      id: 'webhook-payload-removed',
      message: 'the payload was removed; subscribers reading it break',
      main: basePlace,
      other: { side: 'revision', pointer: r.pointer, at: { node: r.path.node, key: r.method, part: 'key' } },
    });
    return;
  }
  compareContent(ctx, bb.content, rb.content, {
    dir: 'response',
    subject: 'payload',
    revFallback: rb.node,
    baseFallback: bb.node,
    revPointer: rb.pointer,
    basePointer: bb.pointer,
    operation,
    version,
    here,
  });
}

interface ContentSite {
  dir: 'request' | 'response';
  subject: string;
  revFallback: object;
  baseFallback: object;
  revPointer: string;
  basePointer: string;
  operation: string;
  version: string | undefined;
  here: ChangeReporter;
}

function compareContent(
  ctx: DiffContext,
  base: readonly MediaType[],
  rev: readonly MediaType[],
  site: ContentSite,
): void {
  const revByKey = new Map(rev.map((m) => [mediaEssence(m.name), m]));
  const baseKeys = new Set(base.map((m) => mediaEssence(m.name)));
  const kind = site.dir === 'request' ? 'request-body' : 'response';
  for (const bm of base) {
    const rm = revByKey.get(mediaEssence(bm.name));
    if (!rm) {
      site.here({
        id: `${kind}-media-type-removed`,
        message: `${site.subject} no longer has media type ${codeSpan(bm.name)}`,
        main: { side: 'base', pointer: bm.pointer, at: mediaTarget(bm, site.baseFallback) },
        other: { side: 'revision', pointer: site.revPointer, at: { node: site.revFallback } },
      });
      continue;
    }
    compareSchemas(ctx, bm.schema, rm.schema, {
      dir: site.dir,
      place: 'body',
      subject: `${site.subject} (${codeSpan(rm.name)})`,
      revPointer: rm.holder ? `${rm.pointer}/schema` : rm.pointer,
      basePointer: bm.holder ? `${bm.pointer}/schema` : bm.pointer,
      operation: site.operation,
      version: site.version,
    });
  }
  for (const rm of rev) {
    if (baseKeys.has(mediaEssence(rm.name))) continue;
    site.here({
      id: `${kind}-media-type-added`,
      message: `${site.subject} has a new media type ${codeSpan(rm.name)}`,
      main: { side: 'revision', pointer: rm.pointer, at: mediaTarget(rm, site.revFallback) },
    });
  }
}

/** A status as clients match it (`2xx` is `2XX`). */
function statusKey(status: string): string {
  return status.toUpperCase();
}

function isSuccess(status: string): boolean {
  return status.startsWith('2');
}

/** Compares the responses of an operation both sides have: statuses, media types, bodies and headers. */
export function compareResponses(ctx: DiffContext, pair: OperationPair): void {
  const { b, r, operation, version, here } = pair;
  const revByKey = new Map(r.responses.map((x) => [statusKey(x.status), x]));
  const baseKeys = new Set(b.responses.map((x) => statusKey(x.status)));
  const statusAt = (x: Response): Target => ({ node: x.holder, key: x.status, part: 'key' });
  const who = pair.webhook ? { whose: "the subscriber's ", breaks: 'subscribers answering with it fail' } : undefined;
  for (const bres of b.responses) {
    const rres = revByKey.get(statusKey(bres.status));
    if (!rres) {
      const success = isSuccess(bres.status);
      here({
        id: success ? 'response-success-status-removed' : 'response-non-success-status-removed',
        message: `${who?.whose ?? ''}response ${codeSpan(bres.status)} was removed${success ? `; ${who?.breaks ?? 'clients checking for it break'}` : ''}`,
        main: { side: 'base', pointer: bres.pointer, at: statusAt(bres) },
        other: { side: 'revision', pointer: `${r.pointer}/responses`, at: { node: r.responsesNode ?? r.node } },
      });
      continue;
    }
    // A webhook's responses come from its subscribers: what they send, compared as requests are.
    const subject = `${who?.whose ?? ''}response ${codeSpan(rres.status)}`;
    compareContent(ctx, bres.content, rres.content, {
      dir: pair.webhook ? 'request' : 'response',
      subject,
      revFallback: rres.node,
      baseFallback: bres.node,
      revPointer: rres.pointer,
      basePointer: bres.pointer,
      operation,
      version,
      here,
    });
    if (!pair.webhook) compareHeaders(ctx, bres, rres, subject, operation, version, here);
  }
  for (const rres of r.responses) {
    if (baseKeys.has(statusKey(rres.status))) continue;
    here({
      id: isSuccess(rres.status) ? 'response-success-status-added' : 'response-non-success-status-added',
      message: `${who?.whose ?? ''}response ${codeSpan(rres.status)} was added`,
      main: { side: 'revision', pointer: rres.pointer, at: statusAt(rres) },
    });
  }
}

function headerTarget(h: Header, holderOf: Response): Target {
  const headers = holderOf.node.headers;
  return headers && typeof headers === 'object' ? { node: headers, key: h.name, part: 'key' } : { node: h.node };
}

function compareHeaders(
  ctx: DiffContext,
  b: Response,
  r: Response,
  subject: string,
  operation: string,
  version: string | undefined,
  here: ChangeReporter,
): void {
  const revByName = new Map(r.headers.map((h) => [h.name.toLowerCase(), h]));
  const baseNames = new Set(b.headers.map((h) => h.name.toLowerCase()));
  for (const bh of b.headers) {
    const rh = revByName.get(bh.name.toLowerCase());
    const required = bh.node.required === true;
    const basePlace: ChangePlace = { side: 'base', pointer: bh.pointer, at: headerTarget(bh, b) };
    if (!rh) {
      here({
        id: required ? 'required-response-header-removed' : 'optional-response-header-removed',
        message: `${subject} no longer has header ${codeSpan(bh.name)}`,
        main: basePlace,
        other: { side: 'revision', pointer: r.pointer, at: { node: r.holder, key: r.status, part: 'key' } },
      });
      continue;
    }
    if (required && rh.node.required !== true)
      here({
        id: 'response-header-became-optional',
        message: `${subject} header ${codeSpan(rh.name)} became optional`,
        main: { side: 'revision', pointer: rh.pointer, at: headerTarget(rh, r) },
        other: basePlace,
      });
    compareSchemas(ctx, bh.schema, rh.schema, {
      dir: 'response',
      place: 'header',
      subject: `${subject} header ${codeSpan(rh.name)}`,
      revPointer: rh.node.schema !== undefined ? appendPointer(rh.pointer, 'schema') : rh.pointer,
      basePointer: bh.node.schema !== undefined ? appendPointer(bh.pointer, 'schema') : bh.pointer,
      operation,
      version,
    });
  }
  for (const rh of r.headers) {
    if (baseNames.has(rh.name.toLowerCase())) continue;
    here({
      id: 'response-header-added',
      message: `${subject} has a new header ${codeSpan(rh.name)}`,
      main: { side: 'revision', pointer: rh.pointer, at: headerTarget(rh, r) },
    });
  }
}
