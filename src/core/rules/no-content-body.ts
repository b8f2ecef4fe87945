import type { ApiModel, Operation, Response } from '../openapi/model';
import type { Report, Rule } from './types';
import { appendPointer } from '../document/pointer';
import { isObj } from '../../shared/object';
import { ReportedPlaces, responsePointer } from '../openapi/bodies';
import { derefValue } from '../openapi/schema';
import { reportByCause } from './helpers/report-by-cause';

/**
 * One 204 response that declares content: whether what it declares is empty (a generator's habit), and the name of
 * the one schema component it declares, if it does (the same `PostResult` on every 204 is one habit too).
 */
interface Place {
  op: Operation;
  report: Report;
  empty: boolean;
  schema?: string;
}

/**
 * A 204 response that declares content. When most 204 responses declare the same empty body (Zoom's
 * `content: {application/json: {schema: {}}}` on 69 of 136), that is one finding for the API.
 */
export const noContentBody: Rule = {
  id: 'no-content-body',
  defaultSeverity: 'error',
  section: '§4',
  description: 'A 204 No Content response declares a body.',
  check({ model, report }) {
    const places = new ReportedPlaces();
    const all = new ReportedPlaces();
    const key = model.version === '2.0' ? 'schema' : 'content';
    let applies = 0;
    const flagged: Place[] = [];
    for (const op of model.operations) {
      for (const r of op.responses) {
        if (r.status !== '204') continue;
        if (all.first(r.node)) applies++;
        const declared =
          model.version === '2.0'
            ? r.node.schema !== undefined
            : isObj(r.node.content) && Object.keys(r.node.content).length > 0;
        if (!declared || !places.first(r.node, key)) continue;
        flagged.push({
          op,
          empty: declaresNothing(model, r),
          schema: declaredComponent(model, r),
          report: {
            message: `The 204 response of ${op.method.toUpperCase()} ${op.path.path} declares a body, but 204 No Content has none (§4): remove \`${key}\`, or answer 200 with the body.`,
            pointer: appendPointer(responsePointer(model, op, r), key),
            at: { node: r.node, key, part: 'key' },
          },
        });
      }
    }
    const label = (p: Place) => `${p.op.method.toUpperCase()} ${p.op.path.path}`;
    reportByCause(model, report, {
      applies,
      flagged,
      cause: (p) => (p.empty ? 'empty' : p.schema !== undefined ? `schema ${p.schema}` : undefined),
      single: (p) => p.report,
      related: (p) => ({ pointer: p.report.pointer, at: p.report.at, message: label(p) }),
      shared: (cause, list) => ({
        message: cause.startsWith('schema ')
          ? `${list.length} of ${applies} 204 responses declare the same body (\`${cause.slice(7)}\`, e.g. ${label(list[0])}): one habit of the API or its generator, reported once here rather than on every response. 204 No Content has no body (§4): remove \`${key}\`, or answer 200 with the body.`
          : `${list.length} of ${applies} 204 responses declare an empty body (a \`${key}\` whose schema says nothing, e.g. ${label(list[0])}): one habit of the API or its generator, reported once here rather than on every response. 204 No Content has no body (§4): remove \`${key}\`.`,
      }),
    });
  },
};

/** The name of the one schema component every media type of a 204 refers to (`#/components/schemas/PostResult` → `PostResult`), if there is one. */
function declaredComponent(model: ApiModel, r: Response): string | undefined {
  const refs = new Set<string>();
  const schemas = model.version === '2.0' ? [r.node.schema] : r.content.map((m) => m.node?.schema);
  for (const s of schemas) {
    if (!isObj(s) || typeof s.$ref !== 'string') return undefined;
    refs.add(s.$ref);
  }
  if (refs.size !== 1) return undefined;
  const ref = [...refs][0];
  return ref.slice(ref.lastIndexOf('/') + 1) || undefined;
}

/** True when every schema a 204 declares is empty (`{}`, or an object with no properties) and no example has content. */
function declaresNothing(model: ApiModel, r: Response): boolean {
  const schemas: unknown[] = [];
  if (model.version === '2.0') schemas.push(r.node.schema);
  else {
    for (const m of r.content) {
      if (!m.node) continue;
      if (hasExample(m.node)) return false;
      schemas.push(m.node.schema);
    }
  }
  return schemas.every((s) => isEmptySchema(derefValue(model, s)));
}

function hasExample(node: Record<string, unknown>): boolean {
  if (!isEmptyValue(node.example)) return true;
  if (!isObj(node.examples)) return false;
  return Object.values(node.examples).some((e) => isObj(e) && !isEmptyValue(e.value));
}

/** True for an example that shows nothing: none, `null`, `''`, `{}` or `[]` (Apify's `example: {}` on each 204). */
function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return isObj(v) && Object.keys(v).length === 0;
}

function isEmptySchema(s: unknown): boolean {
  if (s === undefined) return true;
  if (!isObj(s)) return false;
  const keys = Object.keys(s).filter(
    (k) => k !== 'type' && k !== 'properties' && k !== 'description' && !(k === 'example' && isEmptyValue(s.example)),
  );
  if (keys.length > 0) return false;
  if (s.type !== undefined && s.type !== 'object') return false;
  return s.properties === undefined || (isObj(s.properties) && Object.keys(s.properties).length === 0);
}
