// GETs whose answer cannot be a list whatever their path says (RULES.md "list answer"): a boolean check's outcome,
// or a free-form object that says it is one document and that no member path extends.
import type { ApiModel, MediaType, Operation } from './model';
import { describesJson, responseFor } from './bodies';
import { mergeSchema } from './schema';
import { extendedByParam } from './path-keys';
import { isObj } from '../../shared/object';

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
    if (!describesJson(media)) continue;
    const merged = mergeSchema(model, media.schema);
    if (!merged?.types || merged.types.size !== 1) return false;
    const node = merged.node;
    const freeForm =
      merged.types.has('object') &&
      merged.properties.size === 0 &&
      (node.additionalProperties === undefined || node.additionalProperties === true) &&
      freeFormDocument(model, op, [node.description, ok.node.description], examplesOf(media, node));
    if (!merged.types.has('boolean') && !freeForm) return false;
    seen = true;
  }
  return seen;
}

/** A description that calls the object one document (a representation, a dictionary) and no list of things. */
const ONE_DOCUMENT = /\b(?:representation|dictionary|document|mapping|map)\b/i;
/**
 * A description that calls the object many things. Whole words of the text, unlike downloads' `LISTING_WORDS`, which
 * are words of identifiers (`pageSize` holds `page` there, not here) and take `lists` and `items` too.
 */
const MANY = /\b(?:list|array|collection|page)\b/i;
/** A description that calls the object a keyed container: its entries are read by key below it. */
const KEYED = /\b(?:dictionary|mapping|map)\b/i;

/**
 * True when a free-form object (a bare `type: object`) is one document, as its schema's or its response's description
 * says (grocy's "A gettext JSON representation", StackStorm's `/rbac/permission_types`, "Dictionary of permission
 * types by resource types") or as its examples show, objects with no array anywhere (Cloud Foundry's
 * `/service_instances/{guid}/credentials`, `{username, password, other}`). A bare `type: object` alone under a plural
 * path is more often a list its spec left undeclared (Meraki's clients), so neither counts where a parameter extends
 * the path, but for a dictionary or a map: a path by its key (`/permission_types/{resource_type}`) reads one entry.
 */
function freeFormDocument(model: ApiModel, op: Operation, descriptions: unknown[], examples: unknown[]): boolean {
  const texts = descriptions.filter((d): d is string => typeof d === 'string').map((d) => d.slice(0, 300));
  if (texts.some((t) => MANY.test(t))) return false;
  const says = texts.some((t) => ONE_DOCUMENT.test(t));
  if (says && texts.some((t) => KEYED.test(t))) return true;
  if (extendedByParam(model, op)) return false;
  return says || (examples.length > 0 && examples.every((e) => isObj(e) && !holdsArray(e, 0)));
}

/**
 * The examples given for a body: the media type's `example` and `examples` values (3.x), the response's `examples`
 * under the media type's name (2.0), and the schema's own `example`. An `examples` entry that is a `$ref` is skipped.
 */
function examplesOf(media: MediaType, schema: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  const node = media.node;
  if (node) {
    if (node.example !== undefined) out.push(node.example);
    const examples = node.examples;
    if (isObj(examples)) {
      if (media.holder === undefined) {
        if (examples[media.name] !== undefined) out.push(examples[media.name]);
      } else
        for (const e of Object.values(examples).slice(0, 20)) if (isObj(e) && e.value !== undefined) out.push(e.value);
    }
  }
  if (schema.example !== undefined) out.push(schema.example);
  return out;
}

/** True when a JSON value holds an array at any depth (bounded: 8 levels, 200 entries a level). */
function holdsArray(value: unknown, depth: number): boolean {
  if (Array.isArray(value)) return true;
  if (!isObj(value) || depth >= 8) return false;
  return Object.values(value)
    .slice(0, 200)
    .some((v) => holdsArray(v, depth + 1));
}
