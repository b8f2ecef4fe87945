import { isObj, type Obj } from '../../../shared/object';
import { SCHEMA_ANNOTATIONS } from '../../openapi/annotations';
import { checkStringFormat } from './formats';

/** The string formats checked leniently (formats.ts), as the validator checks them. */
export const LENIENT_FORMATS: readonly string[] = [
  'date',
  'date-time',
  'uuid',
  'email',
  'idn-email',
  'uri',
  'iri',
  'uri-reference',
  'iri-reference',
  'ipv4',
];

/** Keywords that say nothing about which values a schema accepts. */
const ANNOTATIONS = new Set([...SCHEMA_ANNOTATIONS, 'default', 'readOnly', 'writeOnly', 'deprecated', 'discriminator']);
const INT32 = 2147483647;
/** Values nested deeper than this are left to the full validator. */
const MAX_DEPTH = 64;
/** Schema applications one check may make before it leaves the rest to the full validator. */
const MAX_STEPS = 20_000;

/** How `plainlyAccepts` reads a schema: `$ref`s followed by `deref`; what a direction hides may be left out. */
export interface PlainOptions {
  deref: (v: unknown) => unknown;
  /** `request`: read-only properties need not be present; `response`: write-only ones; `either`: none hidden. */
  direction: 'request' | 'response' | 'either';
  /** Hidden properties may also be present (an example); otherwise any hidden property present means "not plainly". */
  hiddenMayAppear: boolean;
}

/**
 * True when a schema plainly accepts a value: every keyword met on the way is one this check knows (`type`,
 * `nullable`, `enum` of scalars, `properties`, `required`, `additionalProperties`, `items`, `allOf`, `$ref`, length,
 * size, property-count and inclusive bounds, the lenient string formats) and the value meets it. A shortcut before bundling for the
 * full validator (validate.ts), for the many examples and bodies that are plainly fine: when it says false, or meets
 * anything else (`oneOf`, `pattern`, a discriminator's choice…), the full validator decides and words the problems.
 */
export function plainlyAccepts(schema: unknown, value: unknown, o: PlainOptions): boolean {
  const budget = { steps: 0 };
  try {
    return accepts(schema, value, o, 0, budget);
  } catch {
    return false;
  }
}

/** Whether a schema object holds nothing but its `$ref`. */
function onlyRef(schema: object): boolean {
  for (const key in schema) if (key !== '$ref') return false;
  return true;
}

function accepts(raw: unknown, value: unknown, o: PlainOptions, depth: number, budget: { steps: number }): boolean {
  if (depth > MAX_DEPTH || ++budget.steps > MAX_STEPS) return false;
  if (raw === true) return true;
  let schema = raw;
  if (isObj(schema) && typeof schema.$ref === 'string') {
    // A `$ref` with siblings (3.1) applies both; the siblings are checked below, the target here.
    const target = o.deref(schema);
    if (!isObj(target) || !accepts(target, value, o, depth + 1, budget)) return false;
    // A bare `$ref` (the common case) has no siblings to check: no copy of it without the `$ref`.
    if (onlyRef(schema)) return true;
    const { $ref: _ref, ...rest } = schema;
    schema = rest;
  }
  if (!isObj(schema)) return false;
  const s = schema;
  // Null passes a 3.0 nullable schema whatever else it says (bundle.ts); a 3.1 `type: [..., 'null']` is read below.
  if (value === null && (s.nullable === true || s['x-nullable'] === true)) return true;
  let types: readonly unknown[] | undefined;
  for (const key in s) {
    const v = s[key];
    switch (key) {
      case 'type':
        types = Array.isArray(v) ? v : [v];
        break;
      case 'nullable':
      case 'x-nullable':
        break;
      case 'enum':
        if (!Array.isArray(v) || typeof value === 'object' || !v.includes(value)) return false;
        break;
      case 'format':
        if (!plainFormat(v, value)) return false;
        break;
      case 'minLength':
      case 'maxLength':
        if (typeof v !== 'number') return false;
        if (typeof value === 'string') {
          const n = [...value].length;
          if (key === 'minLength' ? n < v : n > v) return false;
        }
        break;
      case 'minimum':
      case 'maximum':
        if (typeof v !== 'number') return false;
        if (typeof value === 'number' && (key === 'minimum' ? value < v : value > v)) return false;
        break;
      case 'minItems':
      case 'maxItems':
        if (typeof v !== 'number') return false;
        if (Array.isArray(value) && (key === 'minItems' ? value.length < v : value.length > v)) return false;
        break;
      case 'minProperties':
      case 'maxProperties':
        if (typeof v !== 'number') return false;
        if (isObj(value)) {
          const n = Object.keys(value).length;
          if (key === 'minProperties' ? n < v : n > v) return false;
        }
        break;
      case 'required':
        if (!Array.isArray(v) || !requiredPresent(s, v, value, o)) return false;
        break;
      case 'properties':
        if (!isObj(v) || !propertiesAccept(v, value, o, depth, budget)) return false;
        break;
      case 'additionalProperties':
        if (!additionalAccepts(s, v, value, o, depth, budget)) return false;
        break;
      case 'items':
        if (Array.isArray(v)) return false;
        if (Array.isArray(value) && !value.every((x) => accepts(v, x, o, depth + 1, budget))) return false;
        break;
      case 'allOf':
        if (!Array.isArray(v) || !v.every((b) => accepts(b, value, o, depth + 1, budget))) return false;
        break;
      case 'oneOf':
        // Exactly one: one alternative plainly accepts, and the type of each other one rules the value out.
        if (!Array.isArray(v) || s.discriminator !== undefined) return false;
        if (v.filter((b) => !typeRulesOut(b, value, o)).length !== 1) return false;
        if (!v.some((b) => !typeRulesOut(b, value, o) && accepts(b, value, o, depth + 1, budget))) return false;
        break;
      case 'anyOf':
        // One alternative that plainly accepts is enough, unless a discriminator picks the alternative.
        if (!Array.isArray(v) || s.discriminator !== undefined) return false;
        if (!v.some((b) => accepts(b, value, o, depth + 1, budget))) return false;
        break;
      default:
        if (!ANNOTATIONS.has(key) && !key.startsWith('x-')) return false;
      // A discriminator picks among `oneOf`/`anyOf`, which this check leaves to the full validator (without one, they
      // are read above).
    }
  }
  return types === undefined || types.some((t) => hasType(t, value));
}

/** True when a schema's own `type` (through `$ref`s) admits no value of this kind, `null` of a nullable schema aside. */
function typeRulesOut(raw: unknown, value: unknown, o: PlainOptions): boolean {
  let schema = raw;
  for (let i = 0; i < MAX_DEPTH && isObj(schema) && typeof schema.$ref === 'string'; i++) {
    if (!onlyRef(schema)) return false;
    schema = o.deref(schema);
  }
  if (!isObj(schema) || schema.type === undefined) return false;
  if (value === null && (schema.nullable === true || schema['x-nullable'] === true)) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return !types.some((t) => hasType(t, value) || (t === 'number' && typeof value === 'number'));
}

function hasType(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isObj(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return false;
  }
}

/** A format the validator checks the way this check does: a lenient string format, or an integer within 32 bits. */
function plainFormat(format: unknown, value: unknown): boolean {
  if (typeof format !== 'string') return false;
  if (typeof value === 'string') return LENIENT_FORMATS.includes(format) && checkStringFormat(format, value);
  if (typeof value === 'number') {
    if (format === 'int32' || format === 'int64') return Number.isInteger(value) && Math.abs(value) <= INT32;
    return format === 'float' || format === 'double';
  }
  return typeof value === 'boolean';
}

/** The flag that hides a property in this direction. */
function hiddenFlag(o: PlainOptions): 'readOnly' | 'writeOnly' | undefined {
  return o.direction === 'request' ? 'readOnly' : o.direction === 'response' ? 'writeOnly' : undefined;
}

function isHidden(props: unknown, name: string, o: PlainOptions): boolean {
  const flag = hiddenFlag(o);
  if (!flag || !isObj(props)) return false;
  const p = o.deref(props[name]);
  return isObj(p) && p[flag] === true;
}

function requiredPresent(s: Obj, required: unknown[], value: unknown, o: PlainOptions): boolean {
  if (!isObj(value)) return true;
  for (const name of required) {
    if (typeof name !== 'string') return false;
    if (!Object.prototype.hasOwnProperty.call(value, name) && !isHidden(s.properties, name, o)) return false;
  }
  return true;
}

function propertiesAccept(
  props: Obj,
  value: unknown,
  o: PlainOptions,
  depth: number,
  budget: { steps: number },
): boolean {
  if (!isObj(value)) return true;
  for (const name of Object.keys(value)) {
    if (!Object.prototype.hasOwnProperty.call(props, name)) continue;
    if (!o.hiddenMayAppear && isHidden(props, name, o)) return false;
    if (!accepts(props[name], value[name], o, depth + 1, budget)) return false;
  }
  return true;
}

function additionalAccepts(
  s: Obj,
  extra: unknown,
  value: unknown,
  o: PlainOptions,
  depth: number,
  budget: { steps: number },
): boolean {
  if (!isObj(value) || extra === true || extra === undefined) return true;
  if (s.patternProperties !== undefined) return false;
  const props = isObj(s.properties) ? s.properties : {};
  for (const name of Object.keys(value)) {
    if (Object.prototype.hasOwnProperty.call(props, name)) continue;
    if (extra === false || !accepts(extra, value[name], o, depth + 1, budget)) return false;
  }
  return true;
}
