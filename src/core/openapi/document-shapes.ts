/** Object answers that are one document by their shape: figures with no array anywhere, one list beside maps of lists. */
import type { ApiModel } from './model';
import { derefValue, isOnly, mergeSchema, schemaTypes, type MergedSchema } from './schema';
import { isObj } from '../../shared/object';

/** Integer formats of one byte: an array of them is binary data (OpenAPI's `byte` is base64 text, `binary` raw bytes). */
const BYTE_FORMATS = new Set(['uint8', 'int8', 'byte', 'octet']);

/**
 * True for an array that is a byte buffer, not a list: its items are integers of one byte, by format (`uint8`, `int8`)
 * or by bounds within 0–255 or -128–127. Oxide's serial console answers `{data: [uint8], last_byte_offset}`, "the
 * bytes … provided as a u8 array rather than a string, as it may not be UTF-8": one buffer, nothing to page or name
 * in the plural.
 */
export function isByteBuffer(model: ApiModel, schema: unknown): boolean {
  const merged = mergeSchema(model, schema);
  if (!merged?.types?.has('array') || !merged.items) return false;
  const item = mergeSchema(model, merged.items.value);
  if (!item || !isObj(item.node) || !isOnly(item.types, 'integer')) return false;
  const { format, minimum, maximum } = item.node;
  if (typeof format === 'string' && BYTE_FORMATS.has(format.toLowerCase())) return true;
  return (
    typeof minimum === 'number' &&
    typeof maximum === 'number' &&
    ((minimum >= 0 && maximum <= 255) || (minimum >= -128 && maximum <= 127))
  );
}

/** True for a schema that holds an array of members: an array that is no byte buffer (see `isByteBuffer`). */
export function holdsList(model: ApiModel, schema: unknown): boolean {
  return !!schemaTypes(model, schema)?.has('array') && !isByteBuffer(model, schema);
}

/**
 * True for an object whose properties are all scalars (string, number, integer, boolean) or objects of declared
 * scalars (`dropPrice: {currency, value}`): nothing holds members.
 */
export function holdsNoArray(model: ApiModel, merged: MergedSchema): boolean {
  for (const prop of merged.properties.values()) {
    const types = schemaTypes(model, prop.schema);
    if (!types || holdsList(model, prop.schema)) return false;
    if (!types.has('object')) continue;
    const inner = mergeSchema(model, prop.schema);
    if (!inner || inner.properties.size === 0) return false;
    for (const p of inner.properties.values()) {
      const t = schemaTypes(model, p.schema);
      if (!t || t.has('array') || t.has('object')) return false;
    }
  }
  return true;
}

/** True for an object of one array and one or more maps (`additionalProperties`, no properties) and nothing else. */
export function groupsLists(model: ApiModel, merged: MergedSchema): boolean {
  let arrays = 0;
  let maps = 0;
  for (const prop of merged.properties.values()) {
    const types = schemaTypes(model, prop.schema);
    if (types?.has('array')) arrays++;
    else if (types?.size === 1 && types.has('object')) {
      const inner = mergeSchema(model, prop.schema);
      if (!inner || inner.properties.size > 0 || !isObj(inner.node) || !inner.node.additionalProperties) return false;
      maps++;
    } else return false;
  }
  return arrays === 1 && maps >= 1;
}

/**
 * True for a schema that is one object or an array of that same object (`oneOf`/`anyOf` of the two): Substrate API
 * Sidecar's `GET /accounts/{accountId}/balance-info` "returns a single object when using standard parameters", and an
 * array of it, one per block, when a parameter asks for several blocks. The answer is one document, repeated on
 * request: no page of a collection to wrap, page or sort.
 */
export function isOneOrSeveralOfSame(model: ApiModel, schema: unknown): boolean {
  const node = derefValue(model, schema);
  if (!isObj(node)) return false;
  const alternatives = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined;
  if (alternatives?.length !== 2) return false;
  const [a, b] = alternatives.map((alt) => derefValue(model, alt));
  const itemsOf = (x: unknown) =>
    isObj(x) && isOnly(schemaTypes(model, x), 'array') ? derefValue(model, x.items) : undefined;
  const isObject = (x: unknown) => isObj(x) && isOnly(schemaTypes(model, x), 'object');
  return (isObject(a) && itemsOf(b) === a) || (isObject(b) && itemsOf(a) === b);
}

/**
 * True for one document offered in a text form or as an object: a `oneOf` or `anyOf` of alternatives that are each a
 * string or an object with properties, at least one of each, none an array (Lichess's "Export one game" answers
 * `oneOf: [GamePgn, GameJson]`, a PGN string or the game's JSON object).
 */
export function isOneInTextOrObject(model: ApiModel, schema: unknown): boolean {
  const node = derefValue(model, schema);
  if (!isObj(node)) return false;
  const alternatives = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined;
  if (!alternatives || alternatives.length < 2) return false;
  let text = false;
  let object = false;
  for (const alt of alternatives) {
    const merged = mergeSchema(model, alt);
    if (merged && isOnly(merged.types, 'string')) text = true;
    else if (merged && merged.properties.size > 0 && (!merged.types || isOnly(merged.types, 'object'))) object = true;
    else return false;
  }
  return text && object;
}
