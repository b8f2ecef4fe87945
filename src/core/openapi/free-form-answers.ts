// GETs whose answer cannot be a list whatever their path says (RULES.md "list answer"): a boolean check's outcome,
// or a free-form object that says it is one document and that no member path extends.
import type { ApiModel, Operation } from './model';
import { isJsonMediaType, mediaEssence, responseFor } from './bodies';
import { mergeSchema } from './schema';
import { pathSkeleton } from './path-keys';

/**
 * True for a GET whose 200 JSON bodies are all a boolean (Kavita's `GET /api/Collection/name-exists`, a check's
 * outcome) or, where no member path extends the path, all a free-form object (a bare `type: object`) whose description calls
 * it one document (grocy's `/system/localization-strings`, "A gettext JSON representation"): neither is a list.
 */
export function answersCheckOrFreeForm(model: ApiModel, op: Operation): boolean {
  const ok = responseFor(op, '200');
  if (!ok) return false;
  let seen = false;
  for (const media of ok.content) {
    if ((!isJsonMediaType(media.name) && mediaEssence(media.name) !== '*/*') || !media.schema) continue;
    const merged = mergeSchema(model, media.schema);
    if (!merged?.types || merged.types.size !== 1) return false;
    const node = merged.node;
    const freeForm =
      merged.types.has('object') &&
      merged.properties.size === 0 &&
      (node.additionalProperties === undefined || node.additionalProperties === true) &&
      saysOneDocument(node.description) &&
      !extendedByParam(model, op);
    if (!merged.types.has('boolean') && !freeForm) return false;
    seen = true;
  }
  return seen;
}

/** A description that calls the object one document (a representation, a dictionary) and no list of things. */
const ONE_DOCUMENT = /\b(?:representation|dictionary|document|mapping|map)\b/i;
const MANY = /\b(?:list|array|collection|page)\b/i;

/**
 * True when a free-form object's own description says it is one document (grocy's "A gettext JSON representation"):
 * a bare `type: object` alone under a plural path is more often a list its spec left undeclared (Meraki's clients).
 */
function saysOneDocument(description: unknown): boolean {
  if (typeof description !== 'string') return false;
  const text = description.slice(0, 300);
  return ONE_DOCUMENT.test(text) && !MANY.test(text);
}

/** The skeletons of the paths some path continues with a parameter, per model (see `extendedByParam`). */
const extendedPaths = new WeakMap<ApiModel, Set<string>>();

/** True when some path continues the operation's path with a parameter (`/strings` beside `/strings/{id}`). */
function extendedByParam(model: ApiModel, op: Operation): boolean {
  let set = extendedPaths.get(model);
  if (!set) {
    set = new Set();
    for (const p of model.paths)
      p.resourceSegments.forEach((seg, i) => {
        if (seg.kind === 'param' && i > 0) set!.add(pathSkeleton(p.resourceSegments.slice(0, i)));
      });
    extendedPaths.set(model, set);
  }
  return set.has(pathSkeleton(op.path.resourceSegments));
}
