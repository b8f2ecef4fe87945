/**
 * Documents that look like collections (RULES.md "singleton path", "list answer"): a path whose PUT replaces one
 * object holding a set (an ordered rule set, a field set, a contact list) and a computed tree. Neither is a page of
 * members: no list rule applies to its GET and its PUT replaces one document, not a collection.
 */
import type { ApiModel, Operation, PathItem } from './model';
import { answerObjects, jsonObjects } from './bodies';
import { follow, isScalarSchema, mergeSchema, schemaTypes, type MergedSchema } from './schema';
import { answersList, isWrappedList } from './lists';
import { joinedWords, lastWord } from './words/identifiers';

/** The names of a merged schema's properties that are arrays. */
function arrayNames(model: ApiModel, merged: MergedSchema): string[] {
  return [...merged.properties].filter(([, p]) => schemaTypes(model, p.schema)?.has('array')).map(([n]) => n);
}

/** A path with every template parameter written `{}`: paths that differ only in parameter names compare equal. */
function anyParams(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

/** True when some path continues this one, whatever its parameters are named (a member, a part, another action). */
function hasPathBelow(model: ApiModel, item: PathItem): boolean {
  const below = `${anyParams(item.path)}/`;
  return model.paths.some((p) => anyParams(p.path).startsWith(below));
}

/** True for a write made on condition of a version: an `If-Match` header parameter or a documented 412. */
function isConditional(op: Operation): boolean {
  return (
    op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match') ||
    op.responses.some((r) => r.status === '412')
  );
}

/**
 * True for a path whose PUT replaces one document that holds a set, not a collection of addressable members. Its
 * only writes are PUT and PATCH (nothing is added or deleted one by one), no member path extends it, and:
 * - its JSON body is an object whose only array is named for the path's last segment or that segment's last word
 *   (Meraki's `PUT /networks/{id}/cellularFirewallRules` with `{rules: […]}`: an ordered rule set replaced whole;
 *   XTRF's `PUT /projects/{id}/customFields` with `{customFields: […]}`: the project's field set), or
 * - its JSON body is the very schema its GET answers, an object that is no wrapped list (XTRF's
 *   `/tasks/{id}/contacts` reads and replaces one `ContactsDTO`, `{primaryId, additionalIds: […]}`), or
 * - its JSON body is one object (no array) and its GET answers no list.
 */
export function replacedAsDocument(model: ApiModel, item: PathItem): boolean {
  const put = item.operations.find((o) => o.method === 'put');
  const last = item.resourceSegments[item.resourceSegments.length - 1];
  if (!put?.requestBody || last?.kind !== 'static') return false;
  // A set replaced whole is only ever replaced: no POST adds to it, no DELETE takes from it, no member path names
  // one of its items (DocuSign's `PUT /accounts/{id}/users` beside POST and DELETE writes users in bulk).
  if (item.operations.some((o) => o.method === 'post' || o.method === 'delete')) return false;
  // Below, whatever its parameters are named (Jira's `/notificationscheme/{id}/notification` beside
  // `/notificationscheme/{notificationSchemeId}/notification/{notificationId}`), in the same version (XTRF's
  // `/v2/projects/{id}/customFields/{key}` is another API generation's).
  if (hasPathBelow(model, item)) return false;
  // A PUT made on condition of the version the client read (an `If-Match` header, a 412 answer) replaces one versioned
  // whole, however its body is shaped (lakeFS's `PUT /repositories/{repository}/settings/branch_protection`, the rule
  // set sent as an array with the ETag its GET gave): a bulk write of members each has its own version, if any.
  if (isConditional(put)) return true;
  const names = new Set([joinedWords(last.text), joinedWords(lastWord(last.text))]);
  const bodies = jsonObjects(model, put.requestBody.content);
  if (bodies.some((b) => isWrappedList(model, b))) return false;
  if (
    bodies.some((b) => {
      const arrays = arrayNames(model, b);
      return arrays.length === 1 && names.has(joinedWords(arrays[0]));
    })
  )
    return true;
  const get = item.operations.find((o) => o.method === 'get');
  const answers = get ? answerObjects(model, get) : [];
  if (answers.some((a) => !isWrappedList(model, a) && bodies.some((b) => b.node === a.node))) return true;
  // One object written to a path whose GET answers no list: the path holds that object (XTRF's `PUT /projects/{id}/dates` with `{startDate, deadline…}`), whatever its last noun.
  const objectBody = bodies.some((b) => !schemaTypes(model, b.node)?.has('array'));
  return objectBody && !(get && answersList(model, get));
}

/**
 * True for a path whose PUT replaces a set of values: a body, and the answer of the path's GET, whose every array
 * holds scalars (strings, numbers), with at least one array, and no member path below (changedetection.io's `PUT /notifications` with `{notification_urls:
 * [string]}`, "replace all notification URLs with the provided list"). A value has no id to name in a path, so
 * replacing the set whole is the one way to write it, whether or not a POST adds values and a DELETE removes some.
 */
export function replacesValueSet(model: ApiModel, item: PathItem): boolean {
  const put = item.operations.find((o) => o.method === 'put');
  if (!put?.requestBody) return false;
  if (hasPathBelow(model, item)) return false;
  // What the GET reads back is values too: Spotify's `PUT /playlists/{id}/tracks` sends track URIs, but its GET
  // answers track objects, members referred to by id, so that PUT writes members in bulk.
  const get = item.operations.find((o) => o.method === 'get');
  const holdsValues = (b: MergedSchema) => {
    const arrays = [...b.properties.values()].filter((p) => schemaTypes(model, p.schema)?.has('array'));
    return arrays.length > 0 && arrays.every((p) => holdsScalars(model, p.schema));
  };
  const bodies = jsonObjects(model, put.requestBody.content);
  const answers = get ? answerObjects(model, get) : [];
  return bodies.length > 0 && answers.length > 0 && [...bodies, ...answers].every(holdsValues);
}

/** True for an array schema whose items are scalars (see `isScalarSchema`). */
function holdsScalars(model: ApiModel, schema: unknown): boolean {
  const array = mergeSchema(model, schema);
  return !!array?.items && isScalarSchema(model, array.items.value);
}

/**
 * True for a GET whose 200 JSON body is one node of a tree: an object whose array holds objects of its own schema
 * (corrently's `/tariff/components` answers a cost breakdown `{sum, per, components: [<the same schema>]}`). A tree
 * computed for the request is one document, not a page of members.
 */
export function answersTree(model: ApiModel, op: Operation): boolean {
  return answerObjects(model, op).some((merged) =>
    [...merged.properties.values()].some((p) => {
      const array = mergeSchema(model, p.schema);
      const items = array?.items && follow(model, array.items.value, array.items.pointer);
      return !!items && items.value === merged.node;
    }),
  );
}
