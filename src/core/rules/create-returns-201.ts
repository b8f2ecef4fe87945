import { operationChange } from '../fixes/contract-changes';
import { readsByPost } from '../openapi/read-twins';
import { newPlan, operationOf, planFix, type Fixer } from '../fixes/context';
import { isObj } from '../fixes/emit';
import type { Report, Rule } from './types';
import { reportByCause } from './helpers/report-by-cause';
import { answersPerItem, reportsNoSuccess } from './success-status';
import { isUpsert } from './helpers/upsert';
import { appendPointer } from '../document/pointer';
import { isSuccessStatus, jsonBodies, methodKey, responseFor, statusKey } from '../openapi/bodies';
import { isOnly, mergeSchema, schemaTypes } from '../openapi/schema';
import type { ApiModel, Operation } from '../openapi/model';
import { splitWords } from '../openapi/words/identifiers';

/** A create answering 200: the status key becomes 201, quoted as it was. */
const fixCreateReturns201: Fixer = (ctx) => {
  const op = operationOf(ctx);
  const resp = op?.responses.find((r) => r.status === '200' && r.pointer === ctx.finding.pointer);
  if (!op || !resp || !isObj(resp.holder) || '201' in resp.holder) return [];
  const key = ctx.doc.locate(resp.holder)?.keys?.get('200')?.key;
  if (!key) return [];
  const plan = newPlan(ctx);
  plan.replace(key, ctx.doc.text.slice(key.start, key.end).replace('200', '201'));
  return planFix(ctx, plan, 'Answer 201 Created instead of 200', {
    isPreferred: true,
    fixAllSafe: true,
    changes: [operationChange(ctx.model, 'response-success-status-removed', op)],
  });
};

/**
 * POST on a collection path with neither 201 nor 202 (a create may be accepted for asynchronous work). Action
 * paths (`/runs/{id}/cancel`, `/chat.postMessage`) are not collections, so their POSTs are not creates.
 */
export const createReturns201: Rule = {
  id: 'create-returns-201',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'A POST that creates a member (on a collection path) has neither a 201 nor a 202 response.',
  fix: fixCreateReturns201,
  check({ model, report }) {
    const found: { op: Operation; status?: string; report: Report }[] = [];
    let creates = 0;
    for (const op of model.operations) {
      // OAuth's token endpoint and its kin answer as their standard says: neither a create nor counted as one.
      if (op.method !== 'post' || op.path.shape !== 'collection' || op.path.protocol) continue;
      // Etherpad's `POST /padUsers`, in an API whose every POST repeats its path's GET, or Focalboard's `getUsersList`:
      // a read by POST, no create.
      if (readsByPost(model, op)) continue;
      // A POST with no 2xx at all (only `default`, only errors, no responses) is success-status's one finding: asking
      // it for a 201 as well would report the same gap twice (RULES.md "No double reports").
      if (reportsNoSuccess(op)) continue;
      // A POST that says it creates or updates (`repositoryConfigurations_createOrUpdate`) sets one resource whether
      // or not it exists: an upsert, whose 200 is right when it updates. No create, and not counted as one.
      if (isUpsert(op)) continue;
      // A POST on a to-many relationship (`…/relationships/shared_spaces`, JSON:API's relationship endpoints, Cloud
      // Foundry's v3) links members that already exist and answers the relationship: no create, not counted as one.
      if (op.path.resourceSegments.at(-2)?.text.toLowerCase() === 'relationships') continue;
      // A batch answering 207 Multi-Status tells each item's outcome (created or not): the standard answer, no create.
      if (answersPerItem(op)) continue;
      if (responseFor(op, '201') || responseFor(op, '202')) {
        creates++;
        continue;
      }
      // A POST that answers only 204 returns nothing it made: it triggers something (`POST /hooks/{id}/pings`) or
      // adds existing members to a set, and is no create.
      const successes = op.responses.filter((r) => isSuccessStatus(r.status));
      if (successes.length > 0 && successes.every((r) => r.status === '204')) continue;
      // A POST whose 200 hands out a link that expires, with nothing to read back (Mender's "Request Direct Upload":
      // `{id, uri, expire}`, a presigned upload URL), grants an action: no create.
      if (ok200GrantsLink(model, op)) continue;
      // A POST whose 200 answers the whole list (`POST /runners/{id}/labels` → every label) adds to a set: no create.
      const ok = responseFor(op, '200');
      if (ok && jsonBodies(model, op, ok).some((b) => holdsWholeList(model, op, b.schema, b.pointer))) continue;
      creates++;
      const label = `POST ${op.path.path}`;
      const want =
        'a POST that creates a member answers 201 Created with the created member, or 202 Accepted when it creates it later (§4)';
      const other = op.responses.find((r) => isSuccessStatus(r.status));
      if (other) {
        found.push({
          op,
          status: other.status,
          report: {
            message: `${label} creates a member but answers ${other.status} instead of 201; ${want}.`,
            pointer: other.pointer,
            at: statusKey(other),
          },
        });
      } else if (op.responsesNode) {
        found.push({
          op,
          report: {
            message: `${label} creates a member but declares no 201 response; ${want}.`,
            pointer: appendPointer(op.pointer, 'responses'),
            at: { node: op.node, key: 'responses', part: 'key' },
          },
        });
      } else {
        found.push({
          op,
          report: {
            message: `${label} creates a member but declares no responses; ${want}.`,
            pointer: op.pointer,
            at: methodKey(op),
          },
        });
      }
    }
    // Every create answering the same status (Mailchimp's 200) is the API's convention: one finding (RULES.md v3).
    reportByCause(model, report, {
      applies: creates,
      flagged: found,
      cause: (f) => f.status,
      single: (f) => f.report,
      related: (f) => ({ pointer: f.report.pointer, at: f.report.at, message: `POST ${f.op.path.path}` }),
      shared: (status, list) => ({
        message: `${list.length} of ${creates} creates answer ${status} instead of 201 (e.g. POST ${list[0].op.path.path}): the API's own convention, reported once here rather than on every create; a POST that creates a member answers 201 Created with the created member, or 202 Accepted when it creates it later (§4).`,
      }),
    });
  },
};

/**
 * True for a body that is the whole list: an array, or an object holding the collection under its own name
 * (`{total_count, labels: [...]}` on `/labels`, `{resources: [...]}` on `/resources`).
 */
function holdsWholeList(model: ApiModel, op: Operation, schema: unknown, pointer: string): boolean {
  const merged = mergeSchema(model, schema, pointer);
  if (!merged) return false;
  if (isOnly(merged.types, 'array')) return true;
  if (merged.types && !isOnly(merged.types, 'object')) return false;
  const segs = op.path.resourceSegments;
  const name = segs[segs.length - 1]?.text.toLowerCase();
  const prop = [...merged.properties.values()].find((p) => p.name.toLowerCase() === name);
  return !!prop && isOnly(schemaTypes(model, prop.schema), 'array');
}

/** Last words of a property that holds a link's address (`uri`, `upload_url`, `link`). */
const LINK_WORDS = new Set(['uri', 'url', 'link', 'href']);

/** Words of a property that says when something expires (`expire`, `expires_at`, `expiration`). */
const EXPIRY_WORDS = new Set(['expire', 'expires', 'expiry', 'expiration', 'ttl']);

/**
 * True for a POST whose 200 answers a link that expires (a property of a URL beside one of an expiry) on a path whose
 * members nothing reads (no GET on it or below it): a presigned URL or a ticket to act with, Mender's
 * `POST …/artifacts/directupload` answering `{id, uri, expire}`. Nothing readable is created; a create would be read.
 */
function ok200GrantsLink(model: ApiModel, op: Operation): boolean {
  const ok = responseFor(op, '200');
  if (!ok) return false;
  const below = `${op.path.path}/`;
  if (model.operations.some((o) => o.method === 'get' && (o.path === op.path || o.path.path.startsWith(below))))
    return false;
  return jsonBodies(model, op, ok).some((b) => {
    const merged = mergeSchema(model, b.schema, b.pointer);
    if (!merged) return false;
    const words = [...merged.properties.keys()].map((k) => splitWords(k).map((w) => w.toLowerCase()));
    return (
      words.some((w) => w.length > 0 && LINK_WORDS.has(w[w.length - 1])) &&
      words.some((w) => w.some((x) => EXPIRY_WORDS.has(x)))
    );
  });
}
