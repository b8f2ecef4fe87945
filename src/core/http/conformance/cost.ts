import { isObj, type Obj } from '../../../shared/object';

/**
 * How much work validating a value against a bundled schema (bundle.ts) takes, counted before the validator runs.
 *
 * The validator applies every `allOf`/`anyOf`/`oneOf` branch, `not`, `if`/`then`/`else` and `$ref` to the same value
 * again: schemas that combine the one before twice (`L40: {allOf: [$ref L39, $ref L39]}`, a few KB) make it evaluate
 * 2^40 schemas for a body of one field, and the runner and the mock hung on them. This count follows the same
 * keywords, but reads each (schema, part of the value) pair once, so it takes time in proportion to the schema's and
 * the value's sizes whatever the fan-out.
 */

/** A stand-in for every string, number, boolean and null of the value: what applies to them does not depend on which. */
const SCALAR = {};

/** Keywords whose value is one schema applied to the same value. */
const IN_PLACE = ['$ref', 'not', 'if', 'then', 'else'];
/** Keywords whose value is a list of schemas applied to the same value. */
const IN_PLACE_LISTS = ['allOf', 'anyOf', 'oneOf'];
/** Keywords whose value is one schema applied to each item of an array. */
const ITEMS = ['items', 'additionalItems', 'contains', 'unevaluatedItems'];
/** Keywords whose value is one schema applied to each member of an object. */
const MEMBERS = ['additionalProperties', 'unevaluatedProperties', 'propertyNames'];

/**
 * The number of schema evaluations that validating `value` against `root` takes at most (an upper bound: every
 * branch counted, every `patternProperties` schema counted for every member), or a number over `limit` as soon as it
 * passes `limit`.
 */
export function evaluationCost(root: unknown, value: unknown, limit: number): number {
  const defs = isObj(root) && isObj(root.$defs) ? root.$defs : {};
  /** Per schema, the cost found for each part of the value (objects and arrays by identity, scalars as one). */
  const known = new Map<object, Map<unknown, number>>();

  const target = (ref: unknown): unknown => {
    if (ref === '#') return root;
    if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return undefined;
    const raw = ref.slice('#/$defs/'.length);
    // The bundle's own names (`r12`) need no decoding: most references, looked up once per evaluation.
    const name = /[%~]/.test(raw) ? decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~') : raw;
    return Object.prototype.hasOwnProperty.call(defs, name) ? defs[name] : undefined;
  };

  const cost = (schema: unknown, v: unknown): number => {
    if (!isObj(schema)) return 1;
    const part = isObj(v) || Array.isArray(v) ? v : SCALAR;
    let memo = known.get(schema);
    if (!memo) known.set(schema, (memo = new Map()));
    const seen = memo.get(part);
    if (seen !== undefined) return seen;
    // Met again while being counted: a loop through in-place keywords on the same value, which the bundle breaks.
    memo.set(part, 1);
    let c = 1;
    const add = (s: unknown, x: unknown) => {
      if (c <= limit) c += cost(s, x);
    };
    for (const k of IN_PLACE) if (schema[k] !== undefined) add(k === '$ref' ? target(schema[k]) : schema[k], v);
    for (const k of IN_PLACE_LISTS) if (Array.isArray(schema[k])) for (const b of schema[k]) add(b, v);
    if (isObj(schema.dependentSchemas)) for (const s of Object.values(schema.dependentSchemas)) add(s, v);
    if (Array.isArray(v)) items(schema, v, add);
    else if (isObj(v)) members(schema, v, add);
    memo.set(part, c);
    return c;
  };

  return cost(root, value);
}

/** The schemas applied to each item of an array. */
function items(schema: Obj, v: unknown[], add: (s: unknown, x: unknown) => void): void {
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
  for (let i = 0; i < v.length; i++) {
    if (i < prefix.length) add(prefix[i], v[i]);
    for (const k of ITEMS) if (schema[k] !== undefined) add(schema[k], v[i]);
  }
}

/** The schemas applied to each member of an object (and to its name). */
function members(schema: Obj, v: Obj, add: (s: unknown, x: unknown) => void): void {
  const props = isObj(schema.properties) ? schema.properties : undefined;
  const patterns = isObj(schema.patternProperties) ? Object.values(schema.patternProperties) : [];
  for (const key of Object.keys(v)) {
    if (props && Object.prototype.hasOwnProperty.call(props, key)) add(props[key], v[key]);
    for (const p of patterns) add(p, v[key]);
    for (const k of MEMBERS) if (schema[k] !== undefined) add(schema[k], k === 'propertyNames' ? key : v[key]);
  }
}
