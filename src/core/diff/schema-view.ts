import { isObj, type Obj } from '../../shared/object';
import { SCHEMA_ANNOTATIONS } from '../openapi/annotations';

/** How deep `allOf` members are merged into one view (deeper nesting is read as it stands). */
const MAX_ALLOF_DEPTH = 8;

/** One property of a viewed schema: its schema and the `properties` object whose key names it (for locations). */
export interface ViewProperty {
  schema: unknown;
  holder: Obj;
}

/**
 * A schema as a client sees it: `$ref`s followed, `allOf` merged, `nullable`/`type: [.., null]`/`x-nullable` read as
 * one flag; descriptions, examples and titles left out. Every field is what the schema allows, whatever its spelling.
 */
export interface SchemaView {
  /** The schema object itself (after `$ref`): where its findings are placed. */
  node: Obj;
  /** The types it allows other than `null`; undefined when any type is allowed. */
  types?: Set<string>;
  format?: string;
  nullable: boolean;
  /** The `enum` values other than null, as canonical JSON; undefined when there is no enum. */
  enum?: Set<string>;
  properties: Map<string, ViewProperty>;
  required: Set<string>;
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  /** `additionalProperties`: `false` is closed, a schema is that schema, anything else is open. */
  additional: 'open' | 'closed' | { schema: unknown };
  items?: unknown;
  /** The alternatives of `oneOf` and `anyOf` together. */
  alternatives: unknown[];
  bounds: Partial<Record<BoundName, number>>;
  pattern?: string;
  default?: string;
}

/** The numeric constraints compared, by the change name each takes. */
export type BoundName = 'max-length' | 'min-length' | 'max' | 'min' | 'max-items' | 'min-items';

/** Which bounds are upper bounds (a smaller value is tighter). */
export const UPPER: Record<BoundName, boolean> = {
  'max-length': true,
  'min-length': false,
  max: true,
  min: false,
  'max-items': true,
  'min-items': false,
};

/** The schema keyword of each bound. */
export const BOUND_KEYWORD: Record<BoundName, string> = {
  'max-length': 'maxLength',
  'min-length': 'minLength',
  max: 'maximum',
  min: 'minimum',
  'max-items': 'maxItems',
  'min-items': 'minItems',
};

/** The view of a schema (undefined when it is not an object after `$ref`). */
export function viewSchema(raw: unknown, deref: (v: unknown) => unknown): SchemaView | undefined {
  const node = deref(raw);
  if (!isObj(node)) return undefined;
  const view: SchemaView = {
    node,
    nullable: false,
    properties: new Map(),
    required: new Set(),
    readOnly: false,
    writeOnly: false,
    deprecated: false,
    additional: 'open',
    alternatives: [],
    bounds: {},
  };
  const seen = new Set<Obj>();
  merge(view, node, deref, 0, seen);
  // `anyOf: [X, {nullable: true, type: object}]` (Microsoft Graph's nullable `$ref`) or `[X, {type: 'null'}]`: X that
  // may be null, read the same as `X` with `nullable: true`, not as a choice.
  // An object X stays the one alternative (compared by what it accepts, as before), so that Graph's thousands of
  // nullable navigation properties do not each open a walk of their own; a scalar X (an enum) is merged.
  const only = nullableForm(node);
  if (only !== undefined) {
    view.nullable = true;
    const m = deref(only);
    if (isObj(m) && SCALAR_TYPES.has(String(m.type)) && !('allOf' in m || 'anyOf' in m || 'oneOf' in m)) {
      view.alternatives = [];
      merge(view, m, deref, 1, seen);
    } else view.alternatives = [only];
  }
  // `properties` without `type` describe an object in effect: every generator and reader takes it as one.
  if (!view.types && view.alternatives.length === 0 && view.properties.size > 0) view.types = new Set(['object']);
  // A choice of alternatives allows the types its alternatives allow, when each of them says.
  if (!view.types && view.alternatives.length > 0) {
    const types = new Set<string>();
    for (const alt of view.alternatives) {
      const a = deref(alt);
      const t = isObj(a) ? readTypes(a) : undefined;
      if (!t) return view;
      for (const x of t) if (x !== 'null') types.add(x);
    }
    view.types = types;
  }
  return view;
}

/** The types of a schema merged whole when it is the one real alternative of a nullable form. */
const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

/** Keys a null placeholder alternative may have besides `nullable` and `type`. */
const PLACEHOLDER_KEYS = new Set(['nullable', 'type', 'description', 'title']);

/** Whether an alternative only allows `null`: `{nullable: true}` (typed `object` or not, no properties) or `{type: 'null'}`. */
function isNullPlaceholder(alt: unknown): boolean {
  if (!isObj(alt) || !Object.keys(alt).every((k) => PLACEHOLDER_KEYS.has(k))) return false;
  if (alt.type === 'null') return true;
  return alt.nullable === true && (alt.type === undefined || alt.type === 'object');
}

/** The one real alternative of a node's sole `anyOf`/`oneOf` whose other alternatives only allow `null`, if so. */
function nullableForm(node: Obj): unknown {
  const lists = [node.anyOf, node.oneOf].filter(Array.isArray);
  if (lists.length !== 1) return undefined;
  const list = lists[0] as unknown[];
  const real = list.filter((alt) => !isNullPlaceholder(alt));
  return real.length === 1 && list.length > 1 ? real[0] : undefined;
}

function merge(view: SchemaView, node: Obj, deref: (v: unknown) => unknown, depth: number, seen: Set<Obj>): void {
  if (seen.has(node)) return;
  seen.add(node);
  const types = readTypes(node);
  if (types) {
    if (types.has('null')) view.nullable = true;
    types.delete('null');
    view.types = view.types ? intersect(view.types, types) : types;
  }
  if (node.nullable === true || node['x-nullable'] === true) view.nullable = true;
  if (typeof node.format === 'string') view.format ??= node.format;
  if (Array.isArray(node.enum)) {
    const values = new Set<string>();
    for (const v of node.enum) {
      if (v === null) view.nullable = true;
      else values.add(canonical(v));
    }
    view.enum = view.enum ? intersect(view.enum, values) : values;
  }
  if ('const' in node && node.const !== null) {
    const one = new Set([canonical(node.const)]);
    view.enum = view.enum ? intersect(view.enum, one) : one;
  }
  if (isObj(node.properties)) {
    for (const name of Object.keys(node.properties)) {
      if (!view.properties.has(name))
        view.properties.set(name, { schema: node.properties[name], holder: node.properties });
    }
  }
  if (Array.isArray(node.required)) for (const r of node.required) if (typeof r === 'string') view.required.add(r);
  if (node.readOnly === true) view.readOnly = true;
  if (node.writeOnly === true) view.writeOnly = true;
  if (node.deprecated === true) view.deprecated = true;
  if (node.additionalProperties === false) view.additional = 'closed';
  else if (isObj(node.additionalProperties) && view.additional === 'open')
    view.additional = { schema: node.additionalProperties };
  if (node.items !== undefined && view.items === undefined) view.items = node.items;
  for (const key of ['oneOf', 'anyOf']) {
    const list = node[key];
    if (Array.isArray(list)) view.alternatives.push(...list);
  }
  readBounds(view, node);
  // An empty pattern matches everything: it is no pattern.
  if (typeof node.pattern === 'string' && node.pattern !== '') view.pattern ??= node.pattern;
  if (node.default !== undefined && view.default === undefined) view.default = canonical(node.default);
  if (Array.isArray(node.allOf) && depth < MAX_ALLOF_DEPTH) {
    for (const member of node.allOf) {
      const m = deref(member);
      if (isObj(m)) merge(view, m, deref, depth + 1, seen);
    }
  }
}

function readTypes(node: Obj): Set<string> | undefined {
  if (typeof node.type === 'string') return new Set([node.type]);
  if (Array.isArray(node.type)) return new Set(node.type.filter((t): t is string => typeof t === 'string'));
  return undefined;
}

function readBounds(view: SchemaView, node: Obj): void {
  const num = (k: string) => (typeof node[k] === 'number' ? (node[k] as number) : undefined);
  const tighter = (name: BoundName, value: number | undefined) => {
    if (value === undefined) return;
    const cur = view.bounds[name];
    view.bounds[name] = cur === undefined ? value : UPPER[name] ? Math.min(cur, value) : Math.max(cur, value);
  };
  for (const name of Object.keys(BOUND_KEYWORD) as BoundName[]) tighter(name, num(BOUND_KEYWORD[name]));
  // 3.1's numeric exclusive bounds are read as the inclusive bound just inside them for comparison's sake.
  const exMax = num('exclusiveMaximum');
  const exMin = num('exclusiveMinimum');
  if (exMax !== undefined) tighter('max', exMax - Number.EPSILON * Math.max(1, Math.abs(exMax)));
  if (exMin !== undefined) tighter('min', exMin + Number.EPSILON * Math.max(1, Math.abs(exMin)));
}

function intersect(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((x) => b.has(x)));
}

/** A value as JSON with object keys sorted: equal values give equal strings whatever their key order. */
export function canonical(v: unknown, depth = 0): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (depth > 16) return '…';
  if (Array.isArray(v)) return `[${v.map((x) => canonical(x, depth + 1)).join(',')}]`;
  const o = v as Obj;
  return `{${Object.keys(o)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k], depth + 1)}`)
    .join(',')}}`;
}

/** Keys that tell a client nothing about the shape of a value (left out of fingerprints). */
const ANNOTATIONS = new Set([...SCHEMA_ANNOTATIONS, 'discriminator']);

/** How many nodes one fingerprint reads at most (a schema reached through many `$ref`s is read once per use). */
const FINGERPRINT_NODES = 5000;

/**
 * A string that two schemas share when a client cannot tell them apart: `$ref`s followed (so an inline schema and the
 * component it was moved to agree), annotations and `x-` keys dropped, key order ignored, a single-member `allOf`
 * unwrapped. Bounded: cut at `maxDepth` and at a cycle.
 */
export function fingerprint(raw: unknown, deref: (v: unknown) => unknown, maxDepth = 6): string {
  let budget = FINGERPRINT_NODES;
  const walk = (value: unknown, depth: number, stack: unknown[]): string => {
    const v = deref(value);
    if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
    if (stack.includes(v)) return '<cycle>';
    if (depth > maxDepth || --budget < 0) return '…';
    stack.push(v);
    let out: string;
    if (Array.isArray(v)) out = `[${v.map((x) => walk(x, depth + 1, stack)).join(',')}]`;
    else {
      const o = v as Obj;
      if (
        Array.isArray(o.allOf) &&
        o.allOf.length === 1 &&
        Object.keys(o).every((k) => k === 'allOf' || ANNOTATIONS.has(k))
      )
        out = walk(o.allOf[0], depth, stack);
      else
        out = `{${Object.keys(o)
          .filter((k) => !ANNOTATIONS.has(k) && !k.startsWith('x-'))
          .sort()
          .map((k) => `${JSON.stringify(k)}:${walk(o[k], depth + 1, stack)}`)
          .join(',')}}`;
    }
    stack.pop();
    return out;
  };
  return walk(raw, 0, []);
}
