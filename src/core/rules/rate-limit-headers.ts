import { isRateLimit429 } from '../openapi/rate-limit-429';
import { isRef } from '../document/refs';
import { appendPointer, getAtPointer, splitPointer } from '../document/pointer';
import type { ApiModel, Response, Schema } from '../openapi/model';
import { allFixes, newPlan, planFix, type Fixer } from '../fixes/context';
import { wrongTypeFix } from '../fixes/retype';
import { RATE_LIMIT_HEADERS, rateLimitHeader } from '../fixes/added-objects';
import { reportByCause } from './helpers/report-by-cause';
import type { RelatedReport, Report, Rule } from './types';
import { isObj, type Obj } from '../../shared/object';
import { andList, plural } from '../../shared/phrasing';
import { statusKey } from '../openapi/bodies';

/** The headers §8 wants on a 429 response, each an integer. */
const REQUIRED = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;

/** The name a 429 declares for a required header, in any letter case: `X-RateLimit-*`, else the IETF draft's `RateLimit-*`. */
function declaredName(byName: ReadonlyMap<string, string>, wanted: string): string | undefined {
  const lower = wanted.toLowerCase();
  return byName.get(lower) ?? byName.get(lower.slice('x-'.length));
}

/** The pointer a value is known by: the target of a local `$ref` (a shared component), else where it is used. */
function homePointer(raw: unknown, used: string): string {
  return isRef(raw) && raw.$ref.startsWith('#/') ? raw.$ref.slice(1) : used;
}

/** True for `type: integer` (also `[integer, 'null']` in 3.1, and an `allOf` holding an integer). */
function isIntegerSchema(model: ApiModel, schema: Schema | undefined, depth = 0): boolean {
  if (!schema || depth > 8) return false;
  const t = schema.type;
  if (t === 'integer') return true;
  if (Array.isArray(t)) {
    const kinds = t.filter((k) => k !== 'null');
    if (kinds.length > 0 && kinds.every((k) => k === 'integer')) return true;
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.some((s) => {
      const d = model.deref(s);
      return isObj(d) && isIntegerSchema(model, d, depth + 1);
    });
  }
  return false;
}

/** The schema of a header: `schema` (3.x), the header itself (2.0), or the first `content` entry's schema (3.x). */
function headerSchema(model: ApiModel, node: Obj): { schema?: Schema; raw: unknown } {
  if (model.version === '2.0') return { schema: node, raw: node };
  if ('schema' in node) {
    const s = model.deref(node.schema);
    return { schema: isObj(s) ? s : undefined, raw: node.schema };
  }
  const content = model.deref(node.content);
  if (isObj(content)) {
    const first = model.deref(Object.values(content)[0]);
    const s = isObj(first) ? model.deref(first.schema) : undefined;
    return { schema: isObj(s) ? s : undefined, raw: isObj(first) ? first.schema : undefined };
  }
  return { raw: undefined };
}

/** Where to say that headers are missing: the `headers` key, else the response's own key (shared component or status). */
function missingPlace(model: ApiModel, resp: Response, base: string): Pick<Report, 'pointer' | 'at'> {
  if ('headers' in resp.node)
    return { pointer: `${base}/headers`, at: { node: resp.node, key: 'headers', part: 'key' } };
  if (base !== resp.pointer) {
    const tokens = splitPointer(base);
    const parent = getAtPointer(model.root, tokens.slice(0, -1));
    const key = tokens[tokens.length - 1];
    if (isObj(parent) && model.deref(parent[key]) === resp.node)
      return { pointer: base, at: { node: parent, key, part: 'key' } };
  }
  return { pointer: resp.pointer, at: { node: resp.holder, key: resp.status, part: 'key' } };
}

/** The 429 responses a finding about missing headers can be about: pointer where it is used or defined → node. */
function rateLimitResponses(model: ApiModel): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const op of model.operations) {
    for (const r of op.responses) {
      if (r.status !== '429' || !isRateLimit429(model, op, r)) continue;
      out.set(r.pointer, r.node);
      const raw = isObj(r.holder) ? r.holder[r.status] : undefined;
      if (isRef(raw) && raw.$ref.startsWith('#/')) out.set(raw.$ref.slice(1), r.node);
    }
  }
  return out;
}

/** A 429 without the `X-RateLimit-*` headers: adds the missing ones as integers (or `$ref`s to shared headers). */
const fixMissingHeaders: Fixer = (ctx) => {
  const p = ctx.finding.pointer;
  const base = p.endsWith('/headers') ? p.slice(0, -'/headers'.length) : p;
  const resp = rateLimitResponses(ctx.model).get(base);
  if (!resp || !ctx.doc.locate(resp)) return [];
  const present = new Map(isObj(resp.headers) ? Object.keys(resp.headers).map((k) => [k.toLowerCase(), k]) : []);
  const missing = Object.keys(RATE_LIMIT_HEADERS).filter((h) => declaredName(present, h) === undefined);
  if (missing.length === 0) return [];
  const plan = newPlan(ctx);
  for (const h of missing) if (!plan.set(resp, ['headers', h], rateLimitHeader(ctx.model, h))) return [];
  const title = missing.length === 1 ? `Add the ${missing[0]} header` : `Add the ${andList(missing)} headers`;
  return planFix(ctx, plan, title, { isPreferred: true, fixAllSafe: true });
};

/** A 429 response without integer `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` headers. */
export const rateLimitHeaders: Rule = {
  id: 'rate-limit-headers',
  defaultSeverity: 'warning',
  section: '§8',
  description: 'A 429 response without integer X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset headers.',
  fix: allFixes(fixMissingHeaders, wrongTypeFix('integer')),
  check({ model, report }) {
    const seenResponses = new Set<object>();
    const seenTargets = new Map<object, Set<string>>();
    const once = (node: object, key: string): boolean => {
      let keys = seenTargets.get(node);
      if (!keys) seenTargets.set(node, (keys = new Set()));
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    };

    // The operations each 429 response object serves: a shared one (a component, or a response in another file as
    // OpenZiti's `standard-responses.yml#/responses/rateLimitedResponse`) is told once, its other users related.
    const users = new Map<object, RelatedReport[]>();
    for (const op of model.operations)
      for (const r of op.responses)
        if (r.status === '429' && !r.unreadable && isRateLimit429(model, op, r))
          users.set(r.node, [
            ...(users.get(r.node) ?? []),
            { pointer: r.pointer, at: statusKey(r), message: `${op.method.toUpperCase()} ${op.path.path}` },
          ]);
    // The 429s that lack headers: when most of them lack the same ones, that is the API's decision, one finding.
    const lacking: { list: string; label: string; report: Report }[] = [];
    for (const op of model.operations) {
      for (const resp of op.responses) {
        if (resp.status !== '429' || seenResponses.has(resp.node) || !isRateLimit429(model, op, resp)) continue;
        seenResponses.add(resp.node);
        const raw = (resp.holder as Obj)[resp.status];
        const base = homePointer(raw, resp.pointer);
        const headersRaw = resp.node.headers;
        const headers = model.deref(headersRaw);
        const headersBase = homePointer(headersRaw, `${base}/headers`);
        const byName = new Map<string, string>();
        if (isObj(headers)) for (const name of Object.keys(headers)) byName.set(name.toLowerCase(), name);

        const label = `${op.method.toUpperCase()} ${op.path.path}`;
        const others = (users.get(resp.node) ?? []).slice(1);
        const also = others.length ? ` and ${plural(others.length, 'other operation')}, listed as related` : '';
        const home = base !== resp.pointer ? base : isRef(raw) && others.length ? raw.$ref : undefined;
        const what = home
          ? `The shared 429 response ${home} (used by ${label}${also})`
          : `The 429 response of ${label}`;
        const missing = REQUIRED.filter((n) => declaredName(byName, n) === undefined);
        if (missing.length > 0) {
          const place = missingPlace(model, resp, base);
          if (once(place.at.node, `missing:${String(place.at.key)}`)) {
            const list = andList(missing);
            lacking.push({
              list,
              label,
              report: {
                message: `${what} lacks ${list}; declare ${missing.length === 1 ? 'it as an integer header' : 'them as integer headers'} so clients know their limit, what remains and when it resets.`,
                ...place,
                ...(home && others.length ? { related: others } : {}),
              },
            });
          }
        }

        if (!isObj(headers)) continue;
        for (const wanted of REQUIRED) {
          const actual = declaredName(byName, wanted);
          if (actual === undefined) continue;
          const hRaw = headers[actual];
          const hNode = model.deref(hRaw);
          if (!isObj(hNode)) continue;
          const { schema, raw: schemaRaw } = headerSchema(model, hNode);
          if (isIntegerSchema(model, schema)) continue;
          const hPointer = homePointer(hRaw, appendPointer(headersBase, actual));
          const typeText = schema && schema.type !== undefined ? JSON.stringify(schema.type) : 'untyped';
          const message = `The ${actual} header of ${what[0].toLowerCase()}${what.slice(1)} is ${typeText}; declare it as an integer (\`type: integer\`).`;
          if (schema && 'type' in schema) {
            const sPointer = model.version === '2.0' ? hPointer : homePointer(schemaRaw, `${hPointer}/schema`);
            if (once(schema, 'type'))
              report({ message, pointer: `${sPointer}/type`, at: { node: schema, key: 'type', part: 'value' } });
          } else if (once(headers, actual)) {
            report({ message, pointer: hPointer, at: { node: headers, key: actual, part: 'key' } });
          }
        }
      }
    }
    reportByCause(model, report, {
      applies: seenResponses.size,
      flagged: lacking,
      cause: (l) => l.list,
      single: (l) => l.report,
      related: (l) => ({ pointer: l.report.pointer, at: l.report.at, message: l.label }),
      shared: (list, places) => ({
        message: `${places.length} of ${seenResponses.size} 429 responses lack ${list} (${places[0].label}, …): one decision of the API, reported once here. Declare them as integer headers on every 429 (a shared response component does it once) so clients know their limit, what remains and when it resets.`,
      }),
    });
  },
};
