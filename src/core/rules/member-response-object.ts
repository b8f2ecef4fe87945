import type { ApiModel, Operation, PathItem } from '../openapi/model';
import type { RelatedReport, Report, Rule } from './types';
import {
  describeTypes,
  follow,
  impliedTypes,
  isBinarySchema,
  isOnly,
  mergeSchema,
  schemaTypes,
  type Located,
} from '../openapi/schema';
import { isFileTransferMediaType, jsonBodies, ReportedPlaces, responseFor } from '../openapi/bodies';
import { pathSkeleton } from '../openapi/path-keys';
import { describesFile } from '../openapi/downloads';
import { singularize } from '../openapi/words/inflection';
import { unescapeToken } from '../document/pointer';

/** GET on a member path whose 200 JSON body is not an object (downloads and bodiless 200s are not judged). */
export const memberResponseObject: Rule = {
  id: 'member-response-object',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'The 200 response of a member GET is not a JSON object.',
  check({ model, report }) {
    const places = new ReportedPlaces();
    let bySkeleton: Map<string, PathItem> | undefined;
    for (const op of model.operations) {
      if (op.method !== 'get' || op.path.shape !== 'member') continue;
      const response = responseFor(op, '200');
      if (!response) continue;
      const label = `GET ${op.path.path}`;
      // A download (a file-transfer media type beside or instead of JSON: `application/octet-stream`, `image/*`,
      // `text/csv`…) is not this rule's, nor is a 200 without a body (RULES.md v3); only JSON bodies are judged.
      if (response.content.some((m) => isFileTransferMediaType(m.name))) continue;
      let first: Report | undefined;
      const others: RelatedReport[] = [];
      for (const body of jsonBodies(model, op, response)) {
        // A raw file served as `application/json` with a binary schema is a download all the same.
        if (isBinarySchema(model, body.schema)) continue;
        const merged = mergeSchema(model, body.schema, body.pointer);
        if (!merged) continue;
        const types = impliedTypes(merged);
        if (!types || isOnly(types, 'object')) continue;
        // A truth value or a number is a fact computed about what the path names, never a member (OpenHospital's
        // `GET /wards/check/{code}` answers whether the code is taken, `/wards/occupation/{code}` a ward's bed count).
        if (answersFact(types)) continue;
        // So is a string the response says is a file (Homebox's label: "image/png", declared `application/json`).
        if (isOnly(types, 'string') && describesFile(response.node)) continue;
        // A node of a document an ancestor path answers whole may be any JSON value (NGINX Unit's
        // `/config/listeners/{name}/tls/certificate/{arrayIndex}`, a string of the `/config` tree).
        if (walksIntoDocument(model, op)) continue;
        if (isOnly(types, 'array')) {
          bySkeleton ??= new Map(model.paths.map((p) => [pathSkeleton(p.resourceSegments), p]));
          if (filtersList(model, op, { value: body.schema, pointer: body.pointer }, merged.items, bySkeleton)) continue;
        }
        if (!places.first(body.at.node, body.at.key)) continue;
        // One finding per operation: its other JSON media types are related places, not findings.
        if (first) {
          others.push({ pointer: body.pointer, at: body.at, message: `${label} (${body.media.name})` });
          continue;
        }
        first = {
          message: `${label} reads one member, but its ${response.status} ${body.media.name} body is ${describeTypes(types)}; reading a member returns it as a JSON object (§4).`,
          pointer: body.pointer,
          at: body.at,
        };
      }
      if (first) report(others.length ? { ...first, related: others } : first);
    }
  },
};

/** True for a body that admits only booleans or numbers (and maybe null): a check's or a count's answer. */
function answersFact(types: ReadonlySet<string>): boolean {
  const facts = [...types].filter((t) => t !== 'null');
  return facts.length > 0 && facts.every((t) => t === 'boolean' || t === 'integer' || t === 'number');
}

/**
 * True when a member path's GET that answers an array is a list filtered through a path parameter
 * (`/git/matching-refs/{ref}`, `/users/{u}/events/orgs/{org}`, `/tags/{name}` answering articles) rather than
 * the read of one member: nothing but GET is done on the path, and the path before the parameter is no path of
 * the spec, or its GET lists other things than this array holds. A member that is also written or deleted, or
 * whose collection lists the same items (or has no list at all), is a real member that should answer an object.
 */
function filtersList(
  model: ApiModel,
  op: Operation,
  list: Located,
  items: Located | undefined,
  bySkeleton: ReadonlyMap<string, PathItem>,
): boolean {
  if (op.path.operations.some((o) => o.method !== 'get' && o.method !== 'head' && o.method !== 'options')) return false;
  const segments = op.path.resourceSegments;
  const parent = bySkeleton.get(pathSkeleton(segments.slice(0, -1)));
  if (!parent) return namesOtherThings(model, [list, items], segments[segments.length - 2]?.text);
  const get = parent.operations.find((o) => o.method === 'get');
  const listed = get && listItems(model, get);
  if (!listed || !items) return false;
  return itemKey(model, listed) !== itemKey(model, items);
}

/**
 * True when the array, or its items, is a named schema and no such name is the kind the collection segment before
 * the member's parameter names (`orgs/{org}` answering `Event`s, `matching-refs/{ref}` answering `GitRef`s,
 * `time-stats/users/{id}` answering `TimeStats`): without a collection path to compare with, only a name can tell a
 * filter from a member read. `pets/{id}` answering `Pet`s, `PetDetail`s or a `PetList`, and unnamed arrays of
 * unnamed items, name nothing else.
 */
function namesOtherThings(model: ApiModel, schemas: (Located | undefined)[], collection: string | undefined): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const noun = collection ? squash(singularize(collection)) : '';
  if (!noun) return false;
  const names = schemas.flatMap((s) => {
    const target = s && follow(model, s.value, s.pointer);
    const named = target && /^\/(?:components\/schemas|definitions)\/([^/]+)$/.exec(target.pointer);
    return named ? [squash(unescapeToken(named[1]))] : [];
  });
  return names.length > 0 && names.every((name) => !name.includes(noun) && !noun.includes(name));
}

/** The items schema of a GET's 200 JSON list: the array's, or a wrapped list's one array property's. */
function listItems(model: ApiModel, op: Operation): Located | undefined {
  const ok = responseFor(op, '200');
  for (const body of ok ? jsonBodies(model, op, ok) : []) {
    const merged = mergeSchema(model, body.schema, body.pointer);
    if (!merged) continue;
    if (isOnly(merged.types, 'array')) return merged.items;
    const arrays = [...merged.properties.values()].filter((p) => isOnly(schemaTypes(model, p.schema), 'array'));
    if (arrays.length !== 1) continue;
    const inner = mergeSchema(model, arrays[0].schema, arrays[0].pointer);
    if (inner?.items) return inner.items;
  }
  return undefined;
}

/** What identifies an items schema: the named schema it refers to, else its text. */
function itemKey(model: ApiModel, items: Located): string {
  const target = follow(model, items.value, items.pointer);
  if (!target) return `?${items.pointer}`;
  if (/^\/(?:components|definitions)\//.test(target.pointer)) return target.pointer;
  return JSON.stringify(target.value);
}

/**
 * True for a path that walks into a document an ancestor path answers whole: an ancestor ending in a static segment
 * whose GET answers a JSON object with a property named like the static segment that follows it (NGINX Unit's
 * `GET /status` answers `{modules, connections, …}`, so `/status/modules/{langMod}` is a node of that document, and
 * `/config` holds `listeners`). A node of a JSON document is whatever value the document holds there, no member.
 */
function walksIntoDocument(model: ApiModel, op: Operation): boolean {
  const parts = op.path.path.split('/');
  for (let i = 2; i < parts.length - 1; i++) {
    const [last, next] = [parts[i - 1], parts[i]];
    if (last.startsWith('{') || next.startsWith('{') || next === '') continue;
    const ancestor = model.paths.find((p) => p.path === parts.slice(0, i).join('/'));
    const get = ancestor?.operations.find((o) => o.method === 'get');
    const ok = get && responseFor(get, '200');
    if (!get || !ok) continue;
    const name = next.toLowerCase();
    for (const body of jsonBodies(model, get, ok)) {
      const merged = mergeSchema(model, body.schema, body.pointer);
      if (merged && [...merged.properties.keys()].some((k) => k.toLowerCase() === name)) return true;
    }
  }
  return false;
}
