/** What the members of a list answer are called: the name of the schema a GET's JSON array holds. */
import { isJsonType, mediaEssence } from '../media-types';
import type { ApiModel, Operation } from './model';
import { responseFor } from './bodies';
import { isOnly, mergeSchema } from './schema';
import { isObj } from '../../shared/object';

/**
 * The name of the schema a GET's 200 (or `2XX`) JSON array holds: the last part of its items' `$ref`
 * (`RoleRepresentation`) or the items' `title`; undefined when the answer is no array or its items are unnamed.
 */
export function listItemName(model: ApiModel, op: Operation): string | undefined {
  const ok = responseFor(op, '200');
  if (!ok) return undefined;
  for (const media of ok.content) {
    if (!isJsonType(media.name) || !media.schema) continue;
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
    ok.content.some((m) => isJsonType(m.name) && !!m.schema && !!mergeSchema(model, m.schema)?.types?.has('array'))
  );
}

/**
 * True when a GET's 200 (or `2XX`) answers text: every body is a JSON string (Apache Answer's `GET /robots.txt`,
 * `type: string`) or a `text/…` media type that is no file format or stream (`text/plain`, `text/html`), and there
 * is at least one. One text document, not a list of anything.
 */
export function answersText(model: ApiModel, op: Operation): boolean {
  const ok = responseFor(op, '200');
  if (!ok || ok.content.length === 0) return false;
  return ok.content.every((m) => {
    const essence = mediaEssence(m.name);
    if (isJsonType(essence) || essence === '*/*')
      return !!m.schema && isOnly(mergeSchema(model, m.schema)?.types, 'string');
    return TEXT_DOCUMENTS.has(essence);
  });
}

/** Media types of one text document: plain text, a page, Markdown. */
const TEXT_DOCUMENTS = new Set(['text/plain', 'text/html', 'text/markdown', 'text/css']);
