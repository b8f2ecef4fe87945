/**
 * A one-pass check of an OpenAPI 3.0 document's Schema Objects against the official 3.0 schema's `Schema` definition,
 * for the common case where they are all valid.
 *
 * The official schema's validator (Ajv's code, oas-validators.ts) spent about three quarters of its cold run on
 * GitHub's spec in Schema Objects: a big function V8 is slow to warm up, building a pointer and an options object for
 * every nested schema. structure.ts runs a shallow validator that hands each value in a Schema Object's place over
 * instead, and this check on those values. It may only answer true where the full validator finds nothing; anything
 * it is unsure of is false, and the full validator then runs and says what is wrong.
 */

import { isObj } from '../../shared/object';

/** A whole number ≥ 0 (Ajv's `integer` with `minimum: 0`; it admits Infinity, this check does not). */
const isCount = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v >= 0;

const TYPES = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string']);

/** What a Schema Object's key must hold (its property in the official schema). */
const enum Kind {
  String = 1,
  Positive,
  Number,
  Boolean,
  Count,
  Required,
  Enum,
  Type,
  Slot,
  Slots,
  Properties,
  Additional,
  Any,
  Discriminator,
  ExternalDocs,
  Xml,
}

/** The 3.0 Schema Object's keys (the official schema's `properties` of `Schema`); any other key must start `x-`. */
const KINDS = new Map<string, Kind>([
  ...(['title', 'description', 'format', 'pattern'] as const).map((k) => [k, Kind.String] as const),
  ['multipleOf', Kind.Positive],
  ['maximum', Kind.Number],
  ['minimum', Kind.Number],
  ...(
    ['exclusiveMaximum', 'exclusiveMinimum', 'uniqueItems', 'nullable', 'readOnly', 'writeOnly', 'deprecated'] as const
  ).map((k) => [k, Kind.Boolean] as const),
  ...(['maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties'] as const).map(
    (k) => [k, Kind.Count] as const,
  ),
  ['required', Kind.Required],
  ['enum', Kind.Enum],
  ['type', Kind.Type],
  ['not', Kind.Slot],
  ['items', Kind.Slot],
  ['allOf', Kind.Slots],
  ['oneOf', Kind.Slots],
  ['anyOf', Kind.Slots],
  ['properties', Kind.Properties],
  ['additionalProperties', Kind.Additional],
  ['default', Kind.Any],
  ['example', Kind.Any],
  ['discriminator', Kind.Discriminator],
  ['externalDocs', Kind.ExternalDocs],
  ['xml', Kind.Xml],
]);

/** Nesting beyond this is left to the full validator. */
const MAX_DEPTH = 128;

/**
 * True when a value in a Schema Object's place (a Schema Object, or a Reference Object: an object with `$ref`) is
 * valid against the official 3.0 schema; false when it is not, or when this check is not sure.
 */
export function schemaSlotValid30(value: unknown, depth = 0): boolean {
  if (!isObj(value) || depth > MAX_DEPTH) return false;
  // The adjusted schema's test: an object with `$ref` is a Reference Object, which admits any other keys.
  if (value.$ref !== undefined) return typeof value.$ref === 'string';
  for (const key in value) {
    const v = value[key];
    switch (KINDS.get(key)) {
      case Kind.String:
        if (typeof v !== 'string') return false;
        break;
      case Kind.Positive:
        if (typeof v !== 'number' || !(v > 0)) return false;
        break;
      case Kind.Number:
        if (typeof v !== 'number') return false;
        break;
      case Kind.Boolean:
        if (typeof v !== 'boolean') return false;
        break;
      case Kind.Count:
        if (!isCount(v)) return false;
        break;
      case Kind.Required:
        if (!isRequiredList(v)) return false;
        break;
      case Kind.Enum:
        if (!Array.isArray(v) || v.length === 0) return false;
        break;
      case Kind.Type:
        if (typeof v !== 'string' || !TYPES.has(v)) return false;
        break;
      case Kind.Slot:
        if (!schemaSlotValid30(v, depth + 1)) return false;
        break;
      case Kind.Slots:
        if (!Array.isArray(v)) return false;
        for (const item of v) if (!schemaSlotValid30(item, depth + 1)) return false;
        break;
      case Kind.Properties:
        if (!isObj(v)) return false;
        for (const name in v) if (!schemaSlotValid30(v[name], depth + 1)) return false;
        break;
      case Kind.Additional:
        if (typeof v !== 'boolean' && !schemaSlotValid30(v, depth + 1)) return false;
        break;
      case Kind.Any:
        break;
      case Kind.Discriminator:
        if (!isDiscriminator(v)) return false;
        break;
      case Kind.ExternalDocs:
        if (!isExternalDocs(v)) return false;
        break;
      case Kind.Xml:
        if (!isXml(v)) return false;
        break;
      default:
        if (!key.startsWith('x-')) return false;
    }
  }
  return true;
}

/** `required`: a non-empty array of distinct strings. */
function isRequiredList(v: unknown): boolean {
  if (!Array.isArray(v) || v.length === 0) return false;
  for (let i = 0; i < v.length; i++) {
    if (typeof v[i] !== 'string') return false;
    for (let j = 0; j < i; j++) if (v[j] === v[i]) return false;
  }
  return true;
}

/** A Discriminator Object: a string `propertyName`, a `mapping` of strings; other keys are admitted. */
function isDiscriminator(v: unknown): boolean {
  if (!isObj(v) || typeof v.propertyName !== 'string') return false;
  const mapping = v.mapping;
  if (mapping === undefined) return true;
  if (!isObj(mapping)) return false;
  for (const k in mapping) if (typeof mapping[k] !== 'string') return false;
  return true;
}

/** An External Documentation Object: a string `url`, a string `description`, extensions. */
function isExternalDocs(v: unknown): boolean {
  if (!isObj(v) || typeof v.url !== 'string') return false;
  for (const k in v) {
    if (k === 'url') continue;
    if (k === 'description' ? typeof v[k] !== 'string' : !k.startsWith('x-')) return false;
  }
  return true;
}

/** An XML Object: strings `name`, `namespace`, `prefix`, booleans `attribute`, `wrapped`, extensions. */
function isXml(v: unknown): boolean {
  if (!isObj(v)) return false;
  for (const k in v) {
    const x = v[k];
    if (k === 'name' || k === 'namespace' || k === 'prefix') {
      if (typeof x !== 'string') return false;
    } else if (k === 'attribute' || k === 'wrapped') {
      if (typeof x !== 'boolean') return false;
    } else if (!k.startsWith('x-')) return false;
  }
  return true;
}
