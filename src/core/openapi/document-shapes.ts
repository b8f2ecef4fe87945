/** Object answers that are one document by their shape: figures with no array anywhere, one list beside maps of lists. */
import type { ApiModel } from './model';
import { mergeSchema, schemaTypes, type MergedSchema } from './schema';
import { isObj } from '../../shared/object';

/**
 * True for an object whose properties are all scalars (string, number, integer, boolean) or objects of declared
 * scalars (`dropPrice: {currency, value}`): nothing holds members.
 */
export function holdsNoArray(model: ApiModel, merged: MergedSchema): boolean {
  for (const prop of merged.properties.values()) {
    const types = schemaTypes(model, prop.schema);
    if (!types || types.has('array')) return false;
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
