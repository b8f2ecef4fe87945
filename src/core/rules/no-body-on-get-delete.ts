import { operationChange } from '../fixes/contract-changes';
import { newPlan, operationOf, planFix, type Fixer } from '../fixes/context';
import type { ApiModel, Operation } from '../openapi/model';
import type { RelatedReport, Report, Rule } from './types';
import { mergeSchema } from '../openapi/schema';
import { splitWords } from '../openapi/words/identifiers';
import { plural } from '../../shared/phrasing';
import { reportByCause } from './helpers/report-by-cause';
import { reportBySiblings } from './helpers/siblings';
import { reportOncePerComponent } from './helpers/once-per-component';
import { appendPointer } from '../document/pointer';
import { ReportedPlaces, parameterPointer } from '../openapi/bodies';
import { isSecretField } from '../../shared/secret-names';

/** The cause of a body on a DELETE of a collection: the API's way of naming the members a bulk delete removes. */
const BULK = 'bulk delete';

/** Methods whose requests carry no body (3.2's `query` may carry one). */
const BODYLESS_METHODS = new Set(['get', 'head', 'delete']);

/** A body on GET, HEAD or DELETE: removes it (3.x `requestBody`; 2.0 `in: body`/`in: formData` parameters of the operation). */
const fixBodyOnGetDelete: Fixer = (ctx) => {
  const { model, finding } = ctx;
  const plan = newPlan(ctx);
  if (model.version !== '2.0') {
    const op = operationOf(ctx);
    if (
      !op ||
      finding.pointer !== appendPointer(op.pointer, 'requestBody') ||
      !plan.removeEntry(op.node, 'requestBody')
    )
      return [];
    return planFix(ctx, plan, 'Remove the request body', {
      changes: [operationChange(model, 'request-body-removed', op)],
    });
  }
  for (const op of model.operations) {
    const bodies = op.parameters.filter((p) => p.in === 'body' || p.in === 'formData');
    if (!bodies.some((p) => appendPointer(parameterPointer(model, op, p), 'in') === finding.pointer)) continue;
    const list = op.node.parameters;
    if (bodies.some((p) => p.level !== 'operation') || !Array.isArray(list) || !ctx.doc.locate(op.node)) return [];
    const indices = bodies.map((p) => Number(p.pointer.slice(p.pointer.lastIndexOf('/') + 1)));
    const ok =
      indices.length === list.length ? plan.removeEntry(op.node, 'parameters') : plan.removeItems(list, indices);
    return ok
      ? planFix(
          ctx,
          plan,
          bodies.length > 1 ? 'Remove the body parameters' : `Remove the body parameter "${bodies[0].name}"`,
          { changes: [operationChange(model, 'request-body-removed', op)] },
        )
      : [];
  }
  return [];
};

/**
 * True for an optional request body whose every media type admits only an empty object (`type: object`, no
 * `properties`, `additionalProperties: false`): no payload can be sent, so there is none to move (Stripe's
 * generator writes one on each of its 236 GET and DELETE operations).
 */
function carriesNothing(op: Operation): boolean {
  const body = op.requestBody;
  if (!body || body.required || body.content.length === 0) return false;
  return body.content.every(({ schema }) => {
    if (!schema || (schema.type !== undefined && schema.type !== 'object')) return false;
    const props = schema.properties;
    const noProps =
      props === undefined || (typeof props === 'object' && props !== null && Object.keys(props).length === 0);
    return (
      noProps &&
      schema.additionalProperties === false &&
      !('patternProperties' in schema) &&
      !('allOf' in schema) &&
      !('oneOf' in schema) &&
      !('anyOf' in schema)
    );
  });
}

/** A `requestBody` (or a 2.0 `in: body`/`in: formData` parameter) on GET, HEAD or DELETE that can carry a payload. */
export const noBodyOnGetDelete: Rule = {
  id: 'no-body-on-get-delete',
  defaultSeverity: 'error',
  section: '§4',
  description: 'GET, HEAD or DELETE declares a request body.',
  fix: fixBodyOnGetDelete,
  check({ model, report }) {
    const places = new ReportedPlaces();
    const flagged: Flagged[] = [];
    for (const op of model.operations) {
      if (!BODYLESS_METHODS.has(op.method)) continue;
      const method = op.method.toUpperCase();
      const label = `${method} ${op.path.path}`;
      if (model.version !== '2.0') {
        if (!Object.prototype.hasOwnProperty.call(op.node, 'requestBody') || carriesNothing(op)) continue;
        flagged.push({
          op,
          component: bodyComponent(model, op),
          report: {
            message: `${label} declares a request body; ${why(model, op)}${op.method === 'get' && secretFields(model, op).length === 0 ? ', or use POST (or QUERY in OpenAPI 3.2) for a complex search' : ''}.`,
            pointer: appendPointer(op.pointer, 'requestBody'),
            at: { node: op.node, key: 'requestBody', part: 'key' },
          },
        });
        continue;
      }
      const param = op.parameters.find((p) => p.in === 'body' || p.in === 'formData');
      if (!param || !places.first(param.node, 'in')) continue;
      flagged.push({
        op,
        component: bodyComponent(model, op),
        report: {
          message: `${label} takes an \`in: ${param.in}\` parameter "${param.name}"; ${why(model, op)}.`,
          pointer: appendPointer(parameterPointer(model, op, param), 'in'),
          at: { node: param.node, key: 'in', part: 'value' },
        },
      });
    }
    // Bodies on most DELETEs (Semantria deletes by a list of ids) are the API's decision: one finding (RULES.md v3).
    // Otherwise the operations that send one shared body schema (Apacta's `bulkDelete`s) are one finding at the first.
    // A DELETE on a collection (a bulk delete) must name the members it removes; when most of the API's bulk
    // deletes name them in a body (DocuSign's), that is its bulk-delete decision, judged among its bulk deletes.
    const cause = (op: Operation) =>
      op.method === 'delete' && (op.path.shape === 'collection' || namesBulk(op)) ? BULK : op.method;
    const byMethod = (c: string) => model.operations.filter((op) => cause(op) === c || op.method === c).length;
    reportByCause(model, report, {
      applies: byMethod,
      flagged,
      cause: (f) => cause(f.op),
      single: (f) => f.report,
      related: place,
      // OSF's JSON:API relationship DELETEs (`/collections/{id}/linked_nodes/relationships/` and
      // `…/linked_registrations/relationships/`) take one body on sibling paths: one decision, one finding.
      // A shared body component is grouped where it is (Apacta's `BulkActionRequestBody`), before sibling paths.
      others: (rest) =>
        reportBySiblings(report, {
          flagged: rest.filter((f) => f.component === undefined),
          path: (f) => f.op.path,
          cause: (f) => f.op.method,
          shared: 1,
          single: (f) => f.report,
          related: place,
          alone: (alone) =>
            reportOncePerComponent(
              rest
                .filter((f) => f.component !== undefined || alone.includes(f))
                .map((f) => ({ report: f.report, place: place(f), component: f.component })),
              report,
              {
                relateAll: false,
                note: (uses, component) =>
                  `${plural(uses - 1, 'other operation sends', 'other operations send')} the same \`${component.slice(component.lastIndexOf('/') + 1)}\` body (listed as related).`,
              },
            ),
        }),
      shared: (c, list) => ({
        message: `${list.length} of ${byMethod(c)} ${c === BULK ? 'DELETE operations on collections (bulk deletes)' : `${c.toUpperCase()} operations`} declare a request body (e.g. ${list[0].op.method.toUpperCase()} ${list[0].op.path.path}): the API's own decision, reported once here rather than on every operation; ${why(model, list[0].op)}.`,
      }),
    });
  },
};

/** Words of a path's last segment that name a bulk operation on the collection above it. */
const BULK_WORDS = new Set(['bulk', 'batch']);

/**
 * True for a path whose last static segment names a bulk operation (Sonarr's `DELETE /api/v5/queue/bulk` with the
 * ids in its body, `/batch-delete`): a DELETE there is a bulk delete, like a DELETE on the collection itself.
 */
function namesBulk(op: Operation): boolean {
  const last = op.path.resourceSegments[op.path.resourceSegments.length - 1];
  return last?.kind === 'static' && splitWords(last.text).some((w) => BULK_WORDS.has(w.toLowerCase()));
}

/** One operation that declares a body: its finding, and the shared schema component the body is, if any. */
interface Flagged {
  op: Operation;
  report: Report;
  component?: string;
}

/**
 * Why a body does not belong on the operation's method, and where its data goes instead: query parameters, unless the
 * body carries a credential (Ory Kratos' logout DELETE sends a `session_token`), which a query string would write to
 * every server's, proxy's and browser's log: then a header, or a POST action.
 */
function why(model: ApiModel, op: Operation): string {
  const method = op.method.toUpperCase();
  const secrets = secretFields(model, op);
  if (secrets.length === 0)
    return `${method} requests carry no payload (§4) and many servers and proxies drop one: move the data to query parameters`;
  const names = secrets.map((n) => `\`${n}\``).join(', ');
  return `${method} requests carry no payload (§4) and many servers and proxies drop one. The body carries ${secrets.length === 1 ? 'a credential' : 'credentials'} (${names}): do not move ${secrets.length === 1 ? 'it' : 'them'} to the query string, which servers, proxies and browsers log; send ${secrets.length === 1 ? 'it' : 'them'} in a header (\`Authorization\`, or one of its own), or make the call a POST action`;
}

/** The top-level fields of an operation's request body named like credentials (`session_token`, `password`), at most 3. */
function secretFields(model: ApiModel, op: Operation): string[] {
  const names = new Set<string>();
  for (const p of op.parameters) if (p.in === 'formData') names.add(p.name);
  for (const media of op.requestBody?.content ?? []) {
    const merged = media.schema ? mergeSchema(model, media.schema) : undefined;
    for (const name of merged?.properties.keys() ?? []) names.add(name);
  }
  return [...names].filter((n) => isSecretField(n)).slice(0, 3);
}

/** The operation as a related place of a grouped finding: where its body is, labelled `DELETE /users`. */
function place(f: Flagged): RelatedReport {
  return { pointer: f.report.pointer, at: f.report.at, message: `${f.op.method.toUpperCase()} ${f.op.path.path}` };
}

/** The schema component every media type of the operation's body names (`/components/schemas/BulkActionRequestBody`), if one. */
function bodyComponent(model: ApiModel, op: Operation): string | undefined {
  const body = op.requestBody;
  if (!body || body.content.length === 0) return undefined;
  const pointers = new Set(
    body.content.map((m) => {
      const raw = m.node && 'schema' in m.node ? m.node.schema : undefined;
      const merged = raw === undefined ? undefined : mergeSchema(model, raw, appendPointer(m.pointer, 'schema'));
      return merged?.pointer;
    }),
  );
  const [only] = pointers;
  if (pointers.size !== 1 || !only) return undefined;
  return only.startsWith('/components/schemas/') || only.startsWith('/definitions/') ? only : undefined;
}
