import { reportMissingStatus } from './helpers/report-by-norm';
import { plural } from '../../shared/phrasing';
import { addressesMember, coversStatus, operationLabel } from './helpers/operation-responses';
import { errorResponsesFix } from '../fixes/responses';
import { isUpsert } from './helpers/upsert';
import type { ApiModel, Operation } from '../openapi/model';
import { pathSkeleton } from '../openapi/path-keys';
import { paramNamesMember, paramNamesOwnId } from '../openapi/path-params';
import type { Rule } from './types';

/** A summary or operationId that says the write creates (`Create the object`, "a new or existing file"). */
const SAYS_CREATES = /\bcreat|\bnew\b/i;

/**
 * True for a write that creates the member its path names, so it cannot find the member missing: a PUT that
 * documents 201 or says it creates or updates (OPA's "Create or update a policy module"), or a POST on the member
 * that documents 409 for a name already taken and 201 or says it creates (Request Baskets' `POST /api/baskets/{name}`,
 * ioBroker's `POST /object/{objectId}` "Create the object", Obsidian's append "to a new or existing file").
 */
function createsAtPath(op: Operation): boolean {
  if (op.path.shape !== 'member') return false;
  const has = (code: string) => op.responses.some((r) => r.status === code);
  if (op.method === 'post')
    return (
      has('409') && (has('201') || [op.summary, op.operationId].some((t) => t !== undefined && SAYS_CREATES.test(t)))
    );
  if (op.method !== 'put') return false;
  return has('201') || isUpsert(op);
}

/** The methods that read or write a path as one thing. */
const ADDRESSING = new Set(['get', 'put', 'patch', 'delete']);

/** Per API, the skeletons of the paths read or written as one thing (a GET, PUT, PATCH or DELETE), and of every path's prefixes. */
const shapesOf = new WeakMap<ApiModel, { addressed: Set<string>; continued: Set<string> }>();

/**
 * True for a POST whose every parameter scopes what is below it rather than addresses a member: no path ending at
 * the parameter is read or written as one thing anywhere in the API, and paths go on below it (SigNoz's
 * `{cloud_provider}` in `POST /cloud_integrations/{cloud_provider}/accounts/check_in`, beside
 * `…/{cloud_provider}/accounts` and `…/services` but no `GET /cloud_integrations/{cloud_provider}`; Strimzi's
 * `POST /consumers/{groupid}`, which creates a consumer in a group that comes into being on use). Nothing the
 * client names can be missing there, so no 404 is due.
 */
function postsUnderScope(model: ApiModel, op: Operation): boolean {
  if (op.method !== 'post') return false;
  let facts = shapesOf.get(model);
  if (!facts) {
    facts = { addressed: new Set(), continued: new Set() };
    for (const p of model.paths) {
      const segs = p.resourceSegments;
      // `/orgs/{org_id}/` (a trailing slash) addresses what `/orgs/{org_id}` does.
      const end = segs.length > 0 && segs[segs.length - 1].text === '' ? segs.length - 1 : segs.length;
      if (p.operations.some((o) => ADDRESSING.has(o.method))) facts.addressed.add(pathSkeleton(segs.slice(0, end)));
      for (let k = 1; k < segs.length; k++) facts.continued.add(pathSkeleton(segs.slice(0, k)));
    }
    shapesOf.set(model, facts);
  }
  const segs = op.path.resourceSegments;
  const params = segs.flatMap((s, i) => (s.kind === 'param' ? [i] : []));
  return (
    params.length > 0 &&
    params.every((i) => {
      // `/podcasts/{id}` names a podcast whether or not the spec documents reading it, and photoprism's
      // `/{entity}/{uid}` a member of whatever `{entity}` picks: only a parameter after a static segment scopes.
      const before = segs[i - 1];
      if (before?.kind !== 'static' || paramNamesMember(before, segs[i]) || paramNamesOwnId(before, segs[i]))
        return false;
      const key = pathSkeleton(segs.slice(0, i + 1));
      return !facts.addressed.has(key) && facts.continued.has(key);
    })
  );
}

/** True when the operation is asked for a 404: it addresses a member, creates none at its path, and scopes no create. */
function asked(model: ApiModel, op: Operation): boolean {
  return addressesMember(op) && !createsAtPath(op) && !postsUnderScope(model, op);
}

/** `['404']` when the operation addresses a member and documents no 404; the check reports it and the fix adds it. */
function missing(model: ApiModel, op: Operation): string[] {
  return asked(model, op) && !coversStatus(op.responses, 404) ? ['404'] : [];
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
      asks: (op) => !createsAtPath(op) && !postsUnderScope(model, op),
      status: 404,
      deviation: (op) =>
        `${operationLabel(op)} addresses a member that may not exist but documents no 404 response; add a 404 response for a member that does not exist.`,
      apiMessage: (met, total) =>
        `404 is documented on ${met} of ${plural(total, 'operation')} that address a member (\`/things/{id}\` or below); add a 404 response for a member that does not exist to each (listed as related), for instance one shared response referenced from each.`,
    });
  },
};
