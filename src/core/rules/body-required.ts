import { isJsonType } from '../media-types';
import type { ApiModel, Operation, PathSegment, Response } from '../openapi/model';
import type { Report, Rule } from './types';
import { reportByCause } from './helpers/report-by-cause';
import { reportBySamePattern } from './helpers/same-pattern';
import { reportBySiblings } from './helpers/siblings';
import { isSuccessStatus, methodKey } from '../openapi/bodies';
import { isOnly, mergeSchema } from '../openapi/schema';
import { isObj } from '../../shared/object';
import { readsByPost } from '../openapi/read-twins';
import { isPassThrough } from '../openapi/protocol';
import { lastWord, splitWords } from '../openapi/words/identifiers';
import { singularize } from '../openapi/words/inflection';

/**
 * True when the operation is one that sends a JSON object (§4): POST on a collection (a create), PATCH on a
 * member, PUT on a member unless the member is nested (`/teams/{t}/repos/{r}`, `/user/following/{u}`), where a
 * bodiless PUT adds an existing thing to a set. Actions, singletons and other paths are not judged, nor a POST that
 * repeats its path's GET or says it reads several (`readsByPost`).
 */
function wantsBody(model: ApiModel, op: Operation): boolean {
  const shape = op.path.shape;
  if (isPassThrough(op) || op.path.protocol) return false;
  if (op.method === 'post')
    return (
      shape === 'collection' &&
      !isTrigger(model, op) &&
      !says(op, SERVER_GENERATED) &&
      !makesArtefact(op) &&
      !readsByPost(model, op)
    );
  if (op.method === 'patch') return shape === 'member';
  if (op.method === 'put') return shape === 'member' && !isNested(op) && !startsJob(op) && !namesArtefact(op);
  return false;
}

/**
 * Nouns of what a server makes from its own state when asked: a snapshot, an export, a download (SendGrid's
 * `POST /messages/download`, a CSV of the messages), a backup, a dump, an archive or a checkpoint of what it holds, a
 * run, build or execution of a definition it stores. Creating one needs nothing from the client.
 */
const ARTEFACTS = new Set([
  'snapshot',
  'export',
  'download',
  'backup',
  'dump',
  'archive',
  'run',
  'build',
  'execution',
  'checkpoint',
]);

/**
 * True for a POST on a collection of server-made artefacts (see `ARTEFACTS`; Qdrant's `POST
 * /collections/{name}/snapshots`, Homebox's `POST /v1/group/exports`): the request may carry options, but without one
 * the server makes the artefact from what it holds, so a missing body is no gap.
 */
function makesArtefact(op: Operation): boolean {
  return namesArtefacts(op.path.resourceSegments[op.path.resourceSegments.length - 1]);
}

/** True for a static segment whose last word names server-made artefacts (`snapshots`, `group/exports`, `backup`). */
function namesArtefacts(seg: PathSegment | undefined): boolean {
  return seg?.kind === 'static' && ARTEFACTS.has(singularize(lastWord(seg.text).toLowerCase()));
}

/**
 * True for a PUT on a member of a collection of server-made artefacts (Trilium's `PUT /backup/{backupName}`, "Create
 * a database backup under a given name"): the client names the artefact, the server makes it from what it holds.
 */
function namesArtefact(op: Operation): boolean {
  const segs = op.path.resourceSegments;
  return segs[segs.length - 1]?.kind === 'param' && namesArtefacts(segs[segs.length - 2]);
}

/** Prose saying the work happens later: "request an asynchronous update", "added to queue". */
const ASYNCHRONOUS = /\basynchronous(?:ly)?\b|\bqueue[ds]?\b/i;

/** Prose saying the server makes the member itself: "the API will generate a 2048-bit RSA key-pair". */
const SERVER_GENERATED = /\b(?:will generate|generates)\b/i;

/** True when the operation's summary, description or a success response's description matches `pattern`. */
function says(op: Operation, pattern: RegExp): boolean {
  const successes = op.responses.filter((r) => isSuccessStatus(r.status)).map((r) => r.node.description);
  return [op.summary, op.node.description, ...successes].some(
    (t) => typeof t === 'string' && pattern.test(t.slice(0, 2000)),
  );
}

/**
 * True for a PUT that starts work rather than replacing the member: it answers only 202 Accepted, or says the work is
 * asynchronous or queued (Slicebox's `PUT /seriestypes/{id}` relabels every series later). It sends no member.
 */
function startsJob(op: Operation): boolean {
  const successes = op.responses.filter((r) => isSuccessStatus(r.status));
  return (successes.length > 0 && successes.every((r) => r.status === '202')) || says(op, ASYNCHRONOUS);
}

/**
 * True for a POST whose every success is a 204, or a 202 whose body describes nothing (no content, or JSON objects
 * without properties: `POST /hooks/{id}/tests`, `…/pings`, `…/deliveries/{id}/attempts`): it triggers work and
 * makes nothing it returns, so it is no create, even on a plural noun. A 204 has no content whatever it declares
 * (`no-content-body` reports a declared one).
 */
function isTrigger(model: ApiModel, op: Operation): boolean {
  const successes = op.responses.filter((r) => isSuccessStatus(r.status));
  return successes.length > 0 && successes.every((r) => r.status === '204' || (r.status === '202' && empty(model, r)));
}

/** True when a response's every media type is JSON whose schema is an object with nothing in it. */
function empty(model: ApiModel, response: Response): boolean {
  return response.content.every((media) => {
    if (!isJsonType(media.name)) return false;
    const merged = media.schema ? mergeSchema(model, media.schema) : undefined;
    if (!merged) return !media.schema;
    const node = merged.node;
    return (
      (!merged.types || isOnly(merged.types, 'object')) &&
      merged.properties.size === 0 &&
      !isObj(node.additionalProperties) &&
      !['oneOf', 'anyOf', 'items', 'patternProperties'].some((k) => k in node)
    );
  });
}

/** POST on a collection, or PUT/PATCH on a member, with no request body. */
export const bodyRequired: Rule = {
  id: 'body-required',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'POST on a collection, or PUT or PATCH on a member, declares no request body.',
  check({ model, report }) {
    const wanting = model.operations.filter((op) => wantsBody(model, op));
    const flagged = wanting.filter((op) => !hasBody(model, op));
    const how =
      model.version === '2.0'
        ? 'add an `in: body` parameter with a schema'
        : 'add a `requestBody` with application/json content';
    // An API that documents no request body on most of its writes (drchrono) made one decision: one finding (RULES.md v3).
    const related = (op: Operation) => ({
      pointer: op.pointer,
      at: methodKey(op),
      message: `${op.method.toUpperCase()} ${op.path.path}`,
    });
    reportByCause(model, report, {
      applies: wanting.length,
      flagged,
      cause: () => 'no body',
      single: (op) => single(model, op, how),
      related,
      // One write told under two paths (Testkube's "Aborts testsuite execution" below its suite and at
      // `/test-suite-executions/{executionID}`), or one template on sibling paths (Shopware's default shipping and
      // billing address, see `templateOf`): one decision, one finding with the others related.
      others: (rest) =>
        reportBySamePattern(report, {
          flagged: rest,
          pattern: (op) =>
            typeof op.summary === 'string' && op.summary.trim() ? `${op.method} ${op.summary.trim()}` : undefined,
          alike: 'with the same summary',
          single: (op) => single(model, op, how),
          related,
          alone: (left) =>
            reportBySiblings(report, {
              flagged: left,
              path: (op) => op.path,
              cause: templateOf,
              shared: 1,
              single: (op) => single(model, op, how),
              related,
            }),
        }),
      // Most writes without a body are the API's decision; half of them are a gap they share, no more.
      shared: (_, list) => ({
        message: `${list.length} of ${wanting.length} writes declare no request body (e.g. ${list[0].method.toUpperCase()} ${list[0].path.path}): ${list.length * 2 > wanting.length ? "the API's own decision not to document request bodies" : 'one gap half of the writes share'}, reported once here rather than on every write; a POST sends a JSON object of the member to create, a PUT the whole member, a PATCH only the changed fields (§4): ${how} to each.`,
      }),
    });
  },
};

/**
 * What a write on sibling paths shares when it is one template applied to each: its method and its summary but for the
 * words of its own path (Shopware's "Change a customer's default shipping address" on `…/default-shipping/{addressId}`
 * and "… billing address" on `…/default-billing/{addressId}`). A write without a summary shares nothing.
 */
function templateOf(op: Operation): string {
  if (typeof op.summary !== 'string' || !op.summary.trim()) return `\u0000${op.pointer}`;
  const own = new Set(
    op.path.resourceSegments.filter((s) => s.kind === 'static').flatMap((s) => splitWords(s.text.toLowerCase())),
  );
  const words = splitWords(op.summary.slice(0, 200).toLowerCase()).filter((w) => !own.has(w));
  return `${op.method} ${words.join(' ')}`;
}

/** The finding for one write without a body. A PATCH on a nested member may add it to a set, which is a bodiless PUT. */
function single(model: ApiModel, op: Operation, how: string): Report {
  const method = op.method.toUpperCase();
  const wants =
    op.method === 'patch'
      ? 'a JSON object with only the changed fields'
      : op.method === 'post'
        ? 'a JSON object of the member to create'
        : 'a JSON object of the whole member';
  const advice = isNested(op)
    ? `. If it adds the member to a set, that is a bodiless PUT; otherwise ${how}.`
    : `: ${how}.`;
  return {
    message: `${method} ${op.path.path} declares no request body; a ${method} sends ${wants} (§4)${advice}`,
    pointer: op.pointer,
    at: methodKey(op),
  };
}

/** True for a member below another member (`/teams/{t}/repos/{r}`), where a bodiless write adds to a set. */
function isNested(op: Operation): boolean {
  return op.path.shape === 'member' && op.path.resourceSegments.length > 2;
}

/** True when the operation has a body, or may have one behind a parameter `$ref` that does not resolve. */
function hasBody(model: ApiModel, op: Operation): boolean {
  if (op.requestBody) return true;
  if (model.version !== '2.0') return Object.prototype.hasOwnProperty.call(op.node, 'requestBody');
  for (const list of [op.node.parameters, op.path.node.parameters]) {
    if (Array.isArray(list) && list.some((p) => !isObj(model.deref(p)))) return true;
  }
  return false;
}
