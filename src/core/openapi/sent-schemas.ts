/** The schemas a client sends: every schema reachable from a request body, followed through `$ref`s and subschemas. */
import type { ApiModel, Operation } from './model';
import { mergeSchema } from './schema';
import { isObj } from '../../shared/object';

/** Keys of a schema whose value is one subschema, or (`items`) a list of them. */
const ONE = ['items', 'additionalProperties', 'not'];

/** Keys of a schema whose value is a list of subschemas. */
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** The most schemas one walk visits: the walk is bounded, whatever the document holds. */
const MAX_SCHEMAS = 20_000;

/** What `sentProperties` found for each model. */
const found = new WeakMap<ApiModel, ReadonlySet<object>>();

/**
 * The `properties` objects of every schema a request body sends (an operation's 3.x `requestBody` or 2.0 body
 * parameter, and every schema reachable from it through `$ref`s, properties, items and compositions): what the
 * client writes, whatever responses share the same component.
 */
export function sentProperties(model: ApiModel): ReadonlySet<object> {
  let out = found.get(model);
  if (out) return out;
  const props = new Set<object>();
  const seen = new Set<object>();
  const stack: unknown[] = [];
  for (const op of model.operations) for (const m of op.requestBody?.content ?? []) stack.push(m.schema);
  while (stack.length > 0 && seen.size < MAX_SCHEMAS) {
    const schema = model.deref(stack.pop());
    if (!isObj(schema) || seen.has(schema)) continue;
    seen.add(schema);
    const properties = schema.properties;
    if (isObj(properties)) {
      props.add(properties);
      for (const k in properties) stack.push(properties[k]);
    }
    for (const key of ONE) {
      const v = schema[key];
      if (Array.isArray(v)) stack.push(...v);
      else if (isObj(v)) stack.push(v);
    }
    for (const key of LISTS) {
      const v = schema[key];
      if (Array.isArray(v)) stack.push(...v);
    }
  }
  found.set(model, (out = props));
  return out;
}

/**
 * True when an operation sends a field that `named` picks: a parameter, or a property of a request body's schema;
 * with `formOnly`, only form fields (2.0 `formData` parameters, `application/x-www-form-urlencoded` bodies).
 */
export function sendsField(
  model: ApiModel,
  op: Operation,
  named: (name: string) => boolean,
  formOnly = false,
): boolean {
  if (op.parameters.some((p) => (!formOnly || p.in === 'formData') && named(p.name))) return true;
  for (const media of op.requestBody?.content ?? []) {
    if (formOnly && media.name.toLowerCase() !== 'application/x-www-form-urlencoded') continue;
    const merged = media.schema ? mergeSchema(model, media.schema) : undefined;
    if (merged && [...merged.properties.keys()].some(named)) return true;
  }
  return false;
}
