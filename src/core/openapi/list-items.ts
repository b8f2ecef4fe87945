/** What the members of a list answer are called: the name of the schema a GET's JSON array holds. */
import type { ApiModel, Operation } from './model';
import { isJsonMediaType, responseFor } from './bodies';
import { mergeSchema } from './schema';
import { isObj } from '../../shared/object';

/**
 * The name of the schema a GET's 200 (or `2XX`) JSON array holds: the last part of its items' `$ref`
 * (`RoleRepresentation`) or the items' `title`; undefined when the answer is no array or its items are unnamed.
 */
export function listItemName(model: ApiModel, op: Operation): string | undefined {
  const ok = responseFor(op, '200');
  if (!ok) return undefined;
  for (const media of ok.content) {
    if (!isJsonMediaType(media.name) || !media.schema) continue;
    const merged = mergeSchema(model, media.schema);
    if (!merged?.types?.has('array') || !merged.items) continue;
    const items = merged.items.value;
    if (!isObj(items)) continue;
    if (typeof items.$ref === 'string') {
      const name = items.$ref.slice(items.$ref.lastIndexOf('/') + 1);
      if (name) return name;
    }
    const resolved = model.deref(items);
    if (isObj(resolved) && typeof resolved.title === 'string' && resolved.title) return resolved.title;
  }
  return undefined;
}

/** True when a GET's 200 (or `2XX`) answers a bare JSON array: a list of things, not one document about a run. */
export function answersArray(model: ApiModel, op: Operation): boolean {
  const ok = responseFor(op, '200');
  return (
    !!ok &&
    ok.content.some((m) => isJsonMediaType(m.name) && !!m.schema && !!mergeSchema(model, m.schema)?.types?.has('array'))
  );
}
