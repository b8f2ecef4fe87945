import { isJsonDocumentType } from '../media-types';
import { sampleSchema } from '../http/example-body';
import { validateSchema } from '../http/conformance/validate';
import type { ApiModel, MediaType, Operation, PathItem, Response, Schema } from '../openapi/model';
import { mergeSchema } from '../openapi/schema';
import { isObj, type Obj } from '../../shared/object';

/** The JSON media type of a response or request body, if it has one. */
export function jsonMedia(content: readonly MediaType[]): MediaType | undefined {
  return content.find((m) => isJsonDocumentType(m.name)) ?? content.find((m) => m.name === '*/*');
}

/** The schema of a JSON response, dereferenced at its top. */
export function responseSchema(model: ApiModel, r: Response | undefined): Schema | undefined {
  const s = r && jsonMedia(r.content)?.schema;
  const d = s && model.deref(s);
  return isObj(d) ? d : undefined;
}

/** The first documented 2xx response (an exact code before a `2XX` range), and the status it answers with. */
export function firstSuccess(op: Operation): { response: Response; status: number } | undefined {
  const exact = op.responses
    .filter((r) => /^2\d\d$/.test(r.status))
    .sort((a, b) => Number(a.status) - Number(b.status));
  if (exact.length > 0) return { response: exact[0], status: Number(exact[0].status) };
  const range = op.responses.find((r) => r.status.toUpperCase() === '2XX');
  return range ? { response: range, status: 200 } : undefined;
}

/** A response documented for an exact status. */
export function responseFor(op: Operation, status: number): Response | undefined {
  return op.responses.find((r) => r.status === String(status));
}

/** How a collection's GET lists its members. */
export interface ListShape {
  /** `array`: the body is the list; `wrapped`: an object whose `dataKey` holds it. */
  kind: 'array' | 'wrapped';
  dataKey?: string;
  /** The wrapper's schema, to fill its paging fields. */
  wrapper?: Obj;
  itemSchema?: unknown;
}

/** List shapes already worked out, per operation (a new version of the spec has new operations). */
const listShapes = new WeakMap<Operation, ListShape | undefined>();

/** How the 200 of a collection GET holds its list, told from its schema (once per operation: every list GET asks). */
export function listShape(model: ApiModel, op: Operation | undefined): ListShape | undefined {
  if (!op) return undefined;
  if (listShapes.has(op)) return listShapes.get(op);
  const shape = findListShape(model, op);
  listShapes.set(op, shape);
  return shape;
}

function findListShape(model: ApiModel, op: Operation): ListShape | undefined {
  const schema = responseSchema(model, responseFor(op, 200) ?? firstSuccess(op)?.response);
  if (!schema) return undefined;
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')))
    return { kind: 'array', itemSchema: schema.items };
  // Properties of the schema and of its `allOf` members (DigitalOcean's lists are `allOf` of the list, links and meta).
  const merged = mergeSchema(model, schema);
  const props = merged ? [...merged.properties.values()].map((p) => [p.name, p.schema] as const) : [];
  const preferred = ['data', 'items', 'results', 'values', 'value', 'records', 'content', 'list'];
  const arrays = props.filter(([, v]) => {
    const d = model.deref(v);
    return isObj(d) && (d.type === 'array' || (d.items !== undefined && d.type === undefined));
  });
  const chosen = arrays.find(([k]) => preferred.includes(k)) ?? arrays[0];
  if (!chosen) return undefined;
  const d = model.deref(chosen[1]) as Obj;
  const wrapper: Obj = {
    type: 'object',
    properties: Object.fromEntries(props),
    required: merged ? [...merged.required] : [],
  };
  return { kind: 'wrapped', dataKey: chosen[0], wrapper, itemSchema: d.items };
}

/** The schema of one member of a collection: its member GET's 200, else the list's items, else the POST body. */
export function memberSchema(model: ApiModel, collection: PathItem | undefined, member: PathItem | undefined): unknown {
  // The list's items first: a member GET may wrap its member (`{"ssh_key": {…}}`), see `wrapMember`.
  const list = listShape(
    model,
    collection?.operations.find((o) => o.method === 'get'),
  );
  if (list?.itemSchema) return list.itemSchema;
  const get = member?.operations.find((o) => o.method === 'get');
  const own = get && responseSchema(model, responseFor(get, 200) ?? firstSuccess(get)?.response);
  if (own) return own;
  const post = collection?.operations.find((o) => o.method === 'post');
  const body = post?.requestBody && jsonMedia(post.requestBody.content)?.schema;
  return body;
}

/** A value for a schema (its example, default or a generated one), as a response carries it. */
export function sample(model: ApiModel, schema: unknown): unknown {
  return sampleSchema(schema, (v) => model.deref(v), 'response').value;
}

/** The declared example of a response's JSON media type, when it has one. */
export function declaredResponseExample(model: ApiModel, r: Response | undefined): unknown {
  const media = r && jsonMedia(r.content);
  if (!media?.node) return undefined;
  if ('example' in media.node) return media.node.example;
  const examples = model.deref(media.node.examples);
  if (isObj(examples)) {
    const first = model.deref(Object.values(examples)[0]);
    if (isObj(first) && 'value' in first) return first.value;
  }
  return undefined;
}

/**
 * The property of a member schema that holds its id (its `allOf` members included): the path parameter's name, else
 * `id`, else `gid` or `uuid`, else one ending in `_id`/`Id` no longer than the parameter's name allows; `id` for a
 * schema that names no properties.
 */
export function idProperty(model: ApiModel, schema: unknown, paramName: string): string | undefined {
  const merged = schema === undefined ? undefined : mergeSchema(model, schema);
  const props = merged ? [...merged.properties.keys()] : [];
  if (props.length === 0) return 'id';
  // The path parameter's own name first: `/user/{username}` addresses users by their `username`, whatever `id` holds.
  for (const name of [paramName, 'id', 'gid', 'uuid']) if (props.includes(name)) return name;
  return props.find((p) => /id$/i.test(p) && p.length <= paramName.length + 2);
}

/**
 * The member inside a request body whose schema is an envelope (`{"data": {…}}`, `{"item": {…}}`: one object
 * property, required or the only one, that the member schema does not have), with that property's schema; the body
 * itself otherwise.
 */
export function unwrapRequest(
  model: ApiModel,
  schema: unknown,
  body: unknown,
  member: unknown,
): { body: unknown; schema: unknown } {
  const merged = schema === undefined || !isObj(body) ? undefined : mergeSchema(model, schema);
  if (!merged) return { body, schema };
  const own = mergeSchema(model, member);
  const objects = [...merged.properties.values()].filter((p) => {
    const d = model.deref(p.schema);
    return (
      isObj(d) && (d.type === 'object' || isObj(d.properties) || Array.isArray(d.allOf)) && !own?.properties.has(p.name)
    );
  });
  const required = objects.filter((p) => merged.required.has(p.name));
  const holder =
    required.length === 1 ? required[0] : objects.length === 1 && merged.properties.size === 1 ? objects[0] : undefined;
  const inner = holder && (body as Obj)[holder.name];
  return holder && isObj(inner) ? { body: inner, schema: holder.schema } : { body, schema };
}

/**
 * A member as a response schema wants it: as it is, or wrapped in the one object property the schema has when the
 * schema does not describe the member itself (`{"ssh_key": {…}}`, `{"data": {…}}`).
 */
export function wrapMember(
  model: ApiModel,
  schema: Schema | undefined,
  member: unknown,
  idKey: string | undefined,
): unknown {
  if (!schema || !isObj(member)) return member;
  // An answer that is a list (a create answering every member it made, `POST /user/emails`): the member in it.
  if (schema.type === 'array') {
    const items = model.deref(schema.items);
    return [wrapMember(model, isObj(items) ? (items as Schema) : undefined, member, idKey)];
  }
  const merged = mergeSchema(model, schema);
  // The schema describes the member: the fields it requires that the stored member lacks are generated.
  // A closed schema (`additionalProperties: false`) gets only the member fields it declares.
  const filled = (s: unknown) => {
    const base = sample(model, s);
    const m = mergeSchema(model, s);
    const closed = m && m.node.additionalProperties === false;
    const own = closed ? Object.fromEntries(Object.entries(member).filter(([k]) => m.properties.has(k))) : member;
    return isObj(base) ? { ...base, ...own } : own;
  };
  if (!merged || merged.properties.size === 0 || (idKey && merged.properties.has(idKey))) return filled(schema);
  const objects = [...merged.properties.values()].filter((p) => {
    const d = model.deref(p.schema);
    return isObj(d) && (d.type === 'object' || isObj(d.properties) || Array.isArray(d.allOf));
  });
  const required = objects.filter((p) => merged.required.has(p.name));
  const holder = required.length === 1 ? required[0] : objects.length === 1 ? objects[0] : undefined;
  if (!holder) return filled(schema);
  const rest = sample(model, { ...schema, required: [...merged.required].filter((r) => r !== holder.name) });
  return { ...(isObj(rest) ? rest : {}), [holder.name]: filled(holder.schema) };
}

/** Removes from a stored member the properties any of the schemas marks `writeOnly` (a password is taken, never answered). */
export function dropWriteOnly(model: ApiModel, schemas: readonly unknown[], value: Obj): void {
  for (const schema of schemas) {
    const merged = schema === undefined ? undefined : mergeSchema(model, schema);
    for (const p of merged?.properties.values() ?? []) {
      const d = model.deref(p.schema);
      if (isObj(d) && d.writeOnly === true) delete value[p.name];
    }
  }
}

/**
 * What a client sent, kept where it fits the member schema: a field the member declares with another shape (a
 * request's `"workspace": "1"` where the member has a workspace object) keeps the member's own value (`fallback`),
 * so what the mock answers later still fits the spec.
 */
export function fitToMember(model: ApiModel, members: readonly unknown[], sent: Obj, fallback: Obj): Obj {
  const merged = members.map((m) => (m === undefined ? undefined : mergeSchema(model, m)));
  const out: Obj = {};
  for (const [k, v] of Object.entries(sent)) {
    const fits = merged.every((m) => {
      const prop = m?.properties.get(k);
      return !prop || validateSchema(prop.schema, v, { deref: (x) => model.deref(x), max: 1 }).problems.length === 0;
    });
    if (fits) out[k] = v;
    else if (k in fallback) out[k] = fallback[k];
  }
  return out;
}
