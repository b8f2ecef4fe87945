import type { ApiModel, Schema } from './model';
import { isRef } from '../document/refs';
import { appendPointer, getAtPointer, joinPointer, splitPointer } from '../document/pointer';
import { isObj, type Obj } from '../../shared/object';

/** The JSON types a schema can admit; `file` is OpenAPI 2.0's upload/download type. */
export type JsonType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'file';

const JSON_TYPES = new Set<string>(['object', 'array', 'string', 'integer', 'number', 'boolean', 'null', 'file']);
const MAX_CHAIN = 64;
const MAX_DEPTH = 32;
const MAX_MERGED = 256;

/** A value reached through `$ref`s, with the logical JSON pointer of where it lives. */
export interface Located<T = unknown> {
  value: T;
  pointer: string;
}

/** `model.deref` for values that are `$ref`s; any other value is returned as it is, without a lookup. */
export function derefValue(model: ApiModel, value: unknown): unknown {
  return isRef(value) ? model.deref(value) : value;
}

/** One resolved step of a local `$ref`, per model: the value it names and that value's pointer (`null` when broken). */
const localSteps = new WeakMap<ApiModel, Map<string, Located | null>>();

function localStep(model: ApiModel, ref: string): Located | null {
  let cache = localSteps.get(model);
  if (!cache) localSteps.set(model, (cache = new Map()));
  let step = cache.get(ref);
  if (step !== undefined) return step;
  step = null;
  try {
    const tokens = splitPointer(ref);
    const value = getAtPointer(model.root, tokens);
    if (value !== undefined) step = { value, pointer: joinPointer(tokens) };
  } catch {
    step = null;
  }
  cache.set(ref, step);
  return step;
}

/**
 * Follows `$ref`s from a value and tracks where the target lives: a local `#/…` reference inside the linted
 * document moves the pointer to its target (`/components/schemas/User`); a reference into another file keeps
 * the pointer of the place that refers to it. `undefined` for a broken or cyclic chain.
 */
export function follow(model: ApiModel, value: unknown, pointer: string): Located | undefined {
  if (!isRef(value)) return { value, pointer };
  let cur: unknown = value;
  let ptr = pointer;
  for (let i = 0; i < MAX_CHAIN && isRef(cur); i++) {
    const ref = cur.$ref;
    if (!ref.startsWith('#')) break;
    if (model.resolver.documentCount() > 1 || model.resolver.root !== model.doc) {
      const holderDoc = model.resolver.docOf(cur);
      if (holderDoc && holderDoc !== model.doc) break;
    }
    const step = localStep(model, ref);
    if (!step) return undefined;
    ptr = step.pointer;
    cur = step.value;
  }
  if (isRef(cur)) {
    const end = model.deref(cur);
    return end === undefined ? undefined : { value: end, pointer: ptr };
  }
  return { value: cur, pointer: ptr };
}

/** One property of a (merged) schema: its unresolved schema and where its key sits. */
export interface PropertyInfo {
  readonly name: string;
  /** The property's schema as written (possibly a `$ref`). */
  readonly schema: unknown;
  /** The `properties` object holding the key. */
  readonly holder: Obj;
  /** The schema object whose `properties` hold the key (the top schema or one of its `allOf` members). */
  readonly owner: Obj;
  /** Pointer of the property: `…/properties/<name>`. */
  readonly pointer: string;
}

/** A property whose pointer is only built when a finding needs it. */
class Property implements PropertyInfo {
  constructor(
    readonly name: string,
    readonly schema: unknown,
    readonly holder: Obj,
    readonly owner: Obj,
    private readonly ownerPointer: string,
  ) {}

  get pointer(): string {
    return appendPointer(this.ownerPointer, 'properties', this.name);
  }
}

/** A schema with `$ref`s followed and its `allOf` members merged: what rules need to know about its shape. */
export interface MergedSchema {
  /** The top schema after `$ref`s. */
  readonly node: Schema;
  readonly pointer: string;
  /** The JSON types it admits; `undefined` when the schema does not say. */
  readonly types: ReadonlySet<JsonType> | undefined;
  /** Properties of the schema and of its `allOf` members; the first declaration of a name wins. */
  readonly properties: ReadonlyMap<string, PropertyInfo>;
  /** Required property names of the schema and its `allOf` members. */
  readonly required: ReadonlySet<string>;
  /** The `items` schema (unresolved) of the schema or its first `allOf` member that has one. */
  readonly items?: Located;
}

/**
 * Merges a schema with its `allOf` members (followed through `$ref`s, each member once, at most
 * 256 of them): properties, required names, `items` and the admitted types.
 */
export function mergeSchema(model: ApiModel, value: unknown, pointer = ''): MergedSchema | undefined {
  // Many rules merge the same schemas: each merge is made once per model (the result is read-only).
  if (!isObj(value)) return merge(model, value, pointer);
  let byValue = merges.get(model);
  if (!byValue) merges.set(model, (byValue = new WeakMap()));
  let byPointer = byValue.get(value);
  if (!byPointer) byValue.set(value, (byPointer = new Map()));
  if (byPointer.has(pointer)) return byPointer.get(pointer);
  const merged = merge(model, value, pointer);
  byPointer.set(pointer, merged);
  return merged;
}

/** The merges of each model, by schema object and pointer (see `mergeSchema`). */
const merges = new WeakMap<ApiModel, WeakMap<object, Map<string, MergedSchema | undefined>>>();

function merge(model: ApiModel, value: unknown, pointer: string): MergedSchema | undefined {
  const top = follow(model, value, pointer);
  if (!top || !isObj(top.value)) return undefined;
  const out = {
    node: top.value,
    pointer: top.pointer,
    types: schemaTypes(model, top.value),
    properties: new Map<string, PropertyInfo>(),
    required: new Set<string>(),
    items: undefined as Located | undefined,
  };
  eachMerged(model, top as Located<Obj>, (s, p) => {
    const props = s.properties;
    if (isObj(props)) {
      // Object.keys and an index: Object.entries took about twice as long over GitHub's 3 795 properties objects, cold.
      for (const name of Object.keys(props)) {
        if (!out.properties.has(name)) out.properties.set(name, new Property(name, props[name], props, s, p));
      }
    }
    if (Array.isArray(s.required)) for (const r of s.required) if (typeof r === 'string') out.required.add(r);
    if (!out.items && s.items !== undefined && !Array.isArray(s.items))
      out.items = { value: s.items, pointer: appendPointer(p, 'items') };
    return false;
  });
  const { items, ...rest } = out;
  return items ? { ...rest, items } : rest;
}

/** True when `mergeSchema(model, value, pointer)` would have a property `name`, found without merging the rest. */
export function hasMergedProperty(model: ApiModel, value: unknown, pointer: string, name: string): boolean {
  const top = follow(model, value, pointer);
  if (!top || !isObj(top.value)) return false;
  return eachMerged(
    model,
    top as Located<Obj>,
    (s) => isObj(s.properties) && Object.prototype.hasOwnProperty.call(s.properties, name),
  );
}

/**
 * Visits a schema and its `allOf` members (through `$ref`s, each once, at most 256) in the order `mergeSchema`
 * merges them, with each one's pointer; stops early and returns true when `visit` does.
 */
function eachMerged(model: ApiModel, top: Located<Obj>, visit: (schema: Obj, pointer: string) => boolean): boolean {
  const seen = new Set<object>();
  const stack: Located<Obj>[] = [top];
  while (stack.length > 0 && seen.size < MAX_MERGED) {
    const { value: s, pointer: p } = stack.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    if (visit(s, p)) return true;
    if (Array.isArray(s.allOf)) {
      for (let i = s.allOf.length - 1; i >= 0; i--) {
        const m = follow(model, s.allOf[i], appendPointer(p, 'allOf', i));
        if (m && isObj(m.value)) stack.push(m as Located<Obj>);
      }
    }
  }
  return false;
}

/**
 * The JSON types a schema admits, or `undefined` when it does not say. Reads `type` (a string or a 3.1 array
 * such as `[object, 'null']`), 3.0 `nullable` and 2.0 `x-nullable`, infers `object` from `properties` and
 * `array` from `items` when `type` is absent, intersects `allOf` members and unites `oneOf`/`anyOf`
 * alternatives. `$ref`s are followed; cycles and very deep nesting give `undefined`.
 */
export function schemaTypes(model: ApiModel, value: unknown): ReadonlySet<JsonType> | undefined {
  let known = typesKnown.get(model);
  if (!known) typesKnown.set(model, (known = new Map()));
  return typesOf(model, value, 0, { onPath: new Set(), known, cuts: 0, visits: 0 });
}

/** How many schemas one `schemaTypes` reads at most (those read before count once); past it the answer is unknown. */
const MAX_TYPE_VISITS = 4096;

/**
 * What `typesOf` found of each schema of a model, when it did not depend on the path it was reached by (no cycle
 * or limit cut it short). Without it, schemas that combine the one before twice (`allOf: [$ref L9, $ref L9]`) were
 * read 2^n times: 40 of them kept the rules busy for hours. With it, and MAX_TYPE_VISITS for the walks that are cut
 * short, a lint reads each schema a bounded number of times.
 */
const typesKnown = new WeakMap<ApiModel, Map<object, Set<JsonType> | undefined>>();

interface TypesWalk {
  onPath: Set<object>;
  known: Map<object, Set<JsonType> | undefined>;
  /** How many times a cycle or a limit cut the walk short. */
  cuts: number;
  visits: number;
}

function typesOf(model: ApiModel, value: unknown, depth: number, walk: TypesWalk): Set<JsonType> | undefined {
  const s = derefValue(model, value);
  if (!isObj(s)) return undefined;
  if (walk.known.has(s)) return walk.known.get(s);
  if (depth > MAX_DEPTH || walk.onPath.has(s) || ++walk.visits > MAX_TYPE_VISITS) {
    walk.cuts++;
    return undefined;
  }
  const cutsBefore = walk.cuts;
  const result = typesOfSchema(model, s, depth, walk);
  if (walk.cuts === cutsBefore) walk.known.set(s, result);
  return result;
}

function typesOfSchema(model: ApiModel, s: Obj, depth: number, walk: TypesWalk): Set<JsonType> | undefined {
  const onPath = walk.onPath;
  onPath.add(s);
  try {
    let result = declaredTypes(s);
    if (Array.isArray(s.allOf)) {
      for (const m of s.allOf) {
        const t = typesOf(model, m, depth + 1, walk);
        if (t) result = result ? intersect(result, t) : t;
      }
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const alts = s[key];
      if (!Array.isArray(alts) || alts.length === 0) continue;
      const union = new Set<JsonType>();
      let known = true;
      for (const m of alts) {
        const t = typesOf(model, m, depth + 1, walk);
        if (!t) {
          known = false;
          break;
        }
        for (const x of t) union.add(x);
      }
      if (known) result = result ? intersect(result, union) : union;
    }
    return result;
  } finally {
    onPath.delete(s);
  }
}

function declaredTypes(s: Obj): Set<JsonType> | undefined {
  const t = s.type;
  let out: Set<JsonType> | undefined;
  if (typeof t === 'string') out = JSON_TYPES.has(t) ? new Set([t as JsonType]) : new Set();
  else if (Array.isArray(t)) out = new Set(t.filter((x): x is JsonType => typeof x === 'string' && JSON_TYPES.has(x)));
  if (out) {
    if (s.nullable === true || s['x-nullable'] === true) out.add('null');
    return out;
  }
  if ('const' in s) return new Set([valueType(s.const)]);
  if (Array.isArray(s.enum) && s.enum.length > 0) return new Set(s.enum.map(valueType));
  if (
    'properties' in s ||
    'additionalProperties' in s ||
    'patternProperties' in s ||
    'minProperties' in s ||
    'maxProperties' in s
  ) {
    return new Set(['object']);
  }
  if ('items' in s || 'prefixItems' in s || 'minItems' in s || 'maxItems' in s || 'uniqueItems' in s)
    return new Set(['array']);
  return undefined;
}

function valueType(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'object') return typeof v as JsonType;
  return 'string';
}

function intersect(a: Set<JsonType>, b: Set<JsonType>): Set<JsonType> {
  const out = new Set<JsonType>();
  for (const x of a) if (b.has(x)) out.add(x);
  if ((a.has('number') && b.has('integer')) || (a.has('integer') && b.has('number'))) out.add('integer');
  return out;
}

/** True when the types are exactly `type`, optionally with `null` (`[object, 'null']` is an object). */
export function isOnly(types: ReadonlySet<JsonType> | undefined, type: JsonType): boolean {
  if (!types || !types.has(type)) return false;
  for (const t of types) if (t !== type && t !== 'null') return false;
  return true;
}

/** The JSON types a merged schema admits: those it declares, else `object` when it lists properties; `undefined` when it says neither. */
export function impliedTypes(merged: MergedSchema): ReadonlySet<JsonType> | undefined {
  return merged.types ?? (merged.properties.size > 0 ? new Set(['object']) : undefined);
}

/** True for a schema whose types are all scalars (string, number, integer, boolean, null): a value, no member. */
export function isScalarSchema(model: ApiModel, value: unknown): boolean {
  const types = schemaTypes(model, value);
  return !!types && types.size > 0 && !types.has('object') && !types.has('array');
}

/** True for a schema that admits only JSON objects (and maybe null). */
export function isObjectSchema(model: ApiModel, value: unknown): boolean {
  return isOnly(schemaTypes(model, value), 'object');
}

/** True for a schema that admits only JSON arrays (and maybe null). */
export function isArraySchema(model: ApiModel, value: unknown): boolean {
  return isOnly(schemaTypes(model, value), 'array');
}

/** True for a string schema with binary content: `format: binary`/`byte`, 3.1 `contentMediaType`/`contentEncoding`, 2.0 `type: file`. */
export function isBinarySchema(model: ApiModel, value: unknown): boolean {
  const s = derefValue(model, value);
  if (!isObj(s)) return false;
  if (s.type === 'file') return true;
  const types = declaredTypes(s);
  if (types && !types.has('string')) return false;
  return (
    s.format === 'binary' ||
    s.format === 'byte' ||
    typeof s.contentMediaType === 'string' ||
    typeof s.contentEncoding === 'string'
  );
}

/** A property of a schema (looked up through `$ref`s and `allOf`), or `undefined`. */
export function findProperty(model: ApiModel, value: unknown, name: string, pointer = ''): PropertyInfo | undefined {
  return mergeSchema(model, value, pointer)?.properties.get(name);
}

/** Words for a set of types in messages: `an array`, `a string or null`, `a schema with no type`. */
export function describeTypes(types: ReadonlySet<JsonType> | undefined): string {
  if (!types) return 'a schema with no declared type';
  if (types.size === 0) return 'a schema that admits no value';
  const words = [...types].map((t) =>
    t === 'null' ? 'null' : `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t === 'file' ? 'file' : t}`,
  );
  return words.join(' or ');
}
