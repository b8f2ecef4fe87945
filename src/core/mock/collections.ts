import { validateSchema } from '../http/conformance/validate';
import type { ApiModel, PathItem } from '../openapi/model';
import { mergeSchema } from '../openapi/schema';
import { isObj, type Obj } from '../../shared/object';
import { SeededRandom } from './random';
import { patternSample } from '../http/pattern-sample';
import { declaredResponseExample, idProperty, memberSchema, responseFor, sample } from './schemas';

/** What the spec says of a collection's members: their path, the id parameter, their schema and id property. */
interface Layout {
  member: PathItem | undefined;
  idParam: string;
  schema: unknown;
  idKey: string | undefined;
}

/** One collection's members, by id, in creation order. */
type Members = Map<string, Obj>;

/** A collection under given parent parameters: its members and how they are named. */
export interface Collection {
  key: string;
  members: Members;
  idKey?: string;
  idParam: string;
  member?: PathItem;
  item: PathItem;
}

/** How many members (and how many collections) the mock holds at most unless told otherwise. */
export const DEFAULT_MAX_MEMBERS = 10_000;

/** Thrown when a member or a collection would pass the mock's cap; the mock answers 507 with its message. */
export class StoreFull extends Error {}

/**
 * The mock's state: the members of every collection under its parent parameters, seeded on first use from the
 * spec's examples and generated data, and the ids it hands out. Bounded: all collections together hold at most
 * `maxMembers` members, and there are at most as many collections; past that, a create is refused (`StoreFull`, a
 * 507), never an older member dropped.
 */
export class Collections {
  private model!: ApiModel;
  private basePath = '';
  private readonly stores = new Map<string, Members>();
  /** What a collection path's spec says of its members (member path, id parameter, schema, id property), per version. */
  private layouts = new WeakMap<PathItem, Map<PathItem | undefined, Layout>>();
  private readonly random: SeededRandom;
  private sequence = 0;
  private held = 0;
  private readonly max: number;
  /** The paths of members a client created: their nested collections start empty. */
  private readonly made = new Set<string>();

  constructor(private readonly options: { seed?: number; members?: number; maxMembers?: number }) {
    this.random = new SeededRandom(options.seed ?? 1);
    this.max = options.maxMembers ?? DEFAULT_MAX_MEMBERS;
  }

  /** Stores a member under its id; a new one past the cap throws StoreFull. */
  put(coll: Collection, id: string, value: Obj): void {
    if (!coll.members.has(id)) {
      if (this.held >= this.max)
        throw new StoreFull(
          `The mock holds ${this.max} members, its limit (--max-members): delete some, or restart it.`,
        );
      this.held++;
    }
    coll.members.set(id, value);
  }

  /** Notes that a client created the member at this path (with the base path), so its nested collections start empty. */
  markMade(path: string): void {
    this.made.add(path);
  }

  /** Forgets a created member's path (it was deleted). */
  forgetMade(path: string): void {
    this.made.delete(path);
  }

  /** Removes a member; true when there was one. */
  remove(coll: Collection, id: string): boolean {
    if (!coll.members.delete(id)) return false;
    this.held--;
    return true;
  }

  /** Takes a version of the spec and the base path requests are routed under. */
  load(model: ApiModel, basePath: string): void {
    this.model = model;
    this.basePath = basePath;
    this.layouts = new WeakMap();
  }

  /** Forgets the collections whose paths the spec no longer has. */
  keepOnly(paths: Set<string>): void {
    for (const [key, members] of [...this.stores])
      if (!paths.has(key.split('\u0000')[0])) {
        this.held -= members.size;
        this.stores.delete(key);
      }
  }

  /** The path item a member path belongs to (`/books/{id}` → `/books`), when the spec has it. */
  parentOf(member: PathItem): PathItem {
    const parent = member.path.slice(0, member.path.lastIndexOf('/'));
    return this.model.paths.find((p) => p.path === parent) ?? { ...member, path: parent, operations: [] };
  }

  /** The store of a collection path under given parent parameters, seeded on first use. */
  collection(item: PathItem, params: Record<string, string>, memberItem?: PathItem): Collection {
    const { member, idParam, schema, idKey } = this.layout(item, memberItem);
    const scope = Object.entries(params)
      .filter(([k]) => k !== idParam)
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const key = `${item.path}\u0000${scope}`;
    const known = this.stores.get(key);
    if (known) return { key, members: known, idKey, idParam, member, item };
    if (this.stores.size >= this.max)
      throw new StoreFull(`The mock holds ${this.max} collections, its limit (--max-members): restart it.`);
    const coll: Collection = { key, members: new Map(), idKey, idParam, member, item };
    this.stores.set(key, coll.members);
    const parentPath = `${this.basePath}${fill(item.path.slice(0, item.path.lastIndexOf('/')), params)}`;
    if (!this.made.has(parentPath)) this.seed(coll, schema, params);
    return coll;
  }

  /** A collection path's layout, worked out once per version of the spec (every list and member request needs it). */
  private layout(item: PathItem, memberItem: PathItem | undefined): Layout {
    let byMember = this.layouts.get(item);
    if (!byMember) this.layouts.set(item, (byMember = new Map()));
    const known = byMember.get(memberItem);
    if (known) return known;
    const member =
      memberItem ??
      this.model.paths.find((p) => p.shape === 'member' && p.path.slice(0, p.path.lastIndexOf('/')) === item.path);
    const idParam = member ? lastParam(member) : 'id';
    const schema = memberSchema(this.model, item, member);
    const layout: Layout = { member, idParam, schema, idKey: idProperty(this.model, schema, idParam) };
    byMember.set(memberItem, layout);
    return layout;
  }

  /** Fills a new collection: the spec's examples of its members first, then generated ones. */
  private seed(coll: Collection, schema: unknown, params: Record<string, string>): void {
    const { idKey, idParam, member, item } = coll;
    if (schema === undefined) return;
    // Seeding never fills the store: what is left of it is kept for creates.
    const count = Math.min(this.options.members ?? 3, this.max - this.held);
    const get = member?.operations.find((o) => o.method === 'get');
    const example = this.memberExample(
      get ? declaredResponseExample(this.model, responseFor(get, 200)) : undefined,
      schema,
    );
    for (let i = 0; i < count; i++) {
      const base = i === 0 && example ? { ...example } : sample(this.model, schema);
      if (!isObj(base)) continue;
      const value: Obj = { ...base };
      varyStrings(this.model, schema, value, i + 1, idKey);
      const id = this.newId(member, idParam, schema, idKey, coll.members);
      if (idKey) value[idKey] = typedId(this.model, schema, idKey, id);
      addReadOnly(value, `${this.basePath}${fill(item.path, params)}/${encodeURIComponent(id)}`);
      this.put(coll, id, value);
    }
  }

  /** The spec's example of a member, when it fits the member schema (as it is, or inside a one-key wrapper). */
  private memberExample(example: unknown, schema: unknown): Obj | undefined {
    const fits = (v: unknown): v is Obj =>
      isObj(v) && validateSchema(schema, v, { deref: (x) => this.model.deref(x), max: 1 }).problems.length === 0;
    if (fits(example)) return example;
    if (isObj(example) && Object.keys(example).length === 1 && fits(Object.values(example)[0]))
      return Object.values(example)[0] as Obj;
    return undefined;
  }

  /** A new id of the member parameter's type: an integer, a UUID, one its pattern allows, or a short seeded string. */
  newId(
    member: PathItem | undefined,
    idParam: string,
    memberSchemaValue?: unknown,
    idKey?: string,
    taken?: ReadonlyMap<string, unknown>,
  ): string {
    const p =
      member?.parameters.find((x) => x.name === idParam && x.in === 'path') ??
      member?.operations[0]?.parameters.find((x) => x.name === idParam && x.in === 'path');
    // The id property's schema, through `allOf` (DigitalOcean's load balancers: a `format: uuid` id there).
    const fromProperty = idKey ? propertySchema(this.model, memberSchemaValue, idKey) : undefined;
    const s = (p?.schema && (this.model.deref(p.schema) as Obj | undefined)) ?? fromProperty;
    const type = isObj(s) ? s.type : isObj(fromProperty) ? fromProperty.type : undefined;
    if (type === 'integer' || type === 'number') return String(++this.sequence);
    if ((isObj(s) && s.format === 'uuid') || (isObj(fromProperty) && fromProperty.format === 'uuid'))
      return this.random.uuid();
    // An id with a pattern (`^[a-f0-9]{8}-…$`, `^srv-[a-z0-9]{16}$`): one made from it, picked by the seed.
    const pattern = [s, fromProperty].find((x): x is Obj => isObj(x) && typeof x.pattern === 'string');
    // A pattern with few strings (`^[A-Z]{2}$`) may give one already taken: a few more tries, then the plain kind.
    for (let attempt = 0; pattern && attempt < 8; attempt++) {
      const made = patternSample(
        pattern.pattern as string,
        typeof pattern.minLength === 'number' ? pattern.minLength : 0,
        typeof pattern.maxLength === 'number' ? pattern.maxLength : Infinity,
        (n) => this.random.int(0, n - 1),
      );
      if (made === undefined) break;
      if (made !== '' && !taken?.has(made)) return made;
    }
    return this.random.hex(8);
  }
}

/** Read-only fields a member carries: `links` with its own URL, when the schema has such an array. */
export function addReadOnly(value: Obj, path: string): void {
  if (Array.isArray(value.links) && value.links.every((l) => isObj(l) && 'rel' in l && 'href' in l))
    value.links = [{ rel: 'self', href: path }];
}

/** The name of a member path's last parameter (`/books/{bookId}` → `bookId`). */
export function lastParam(item: PathItem): string {
  const last = item.segments[item.segments.length - 1];
  return last?.params[0] ?? 'id';
}

/** A path template with parameter values filled in. */
function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^{}]+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? n));
}

/** Top-level free-text strings of a generated member made distinct (`title 2`), so that sorting and filtering show. */
function varyStrings(model: ApiModel, schema: unknown, value: Obj, n: number, idKey: string | undefined): void {
  const s = model.deref(schema);
  const props = isObj(s) && isObj(s.properties) ? s.properties : {};
  for (const [k, raw] of Object.entries(props)) {
    const p = model.deref(raw);
    if (k === idKey || !isObj(p) || typeof value[k] !== 'string') continue;
    if (p.type !== 'string' || p.enum || p.format || p.pattern || p.const !== undefined) continue;
    const text = `${k} ${n}`;
    const max = typeof p.maxLength === 'number' ? p.maxLength : Infinity;
    const min = typeof p.minLength === 'number' ? p.minLength : 0;
    if (text.length <= max && text.length >= min) value[k] = text;
  }
}

/** True when a schema declares a property at its top. */
export function hasProperty(model: ApiModel, schema: unknown, name: string): boolean {
  return propertySchema(model, schema, name) !== undefined;
}

/** The schema of a property a schema declares, its `allOf` members included. */
function propertySchema(model: ApiModel, schema: unknown, name: string): unknown {
  const merged = schema === undefined ? undefined : mergeSchema(model, schema);
  const p = merged?.properties.get(name);
  return p ? model.deref(p.schema) : undefined;
}

/** An id in the type the member schema gives its id property. */
export function typedId(model: ApiModel, schema: unknown, idKey: string, id: string): unknown {
  const p = propertySchema(model, schema, idKey);
  if (!isObj(p) || (p.type !== 'integer' && p.type !== 'number')) return id;
  if (/^\d+$/.test(id)) return Number.isSafeInteger(Number(id)) ? Number(id) : BigInt(id);
  // An id of another form in an integer field: a stable number made from it.
  let h = 0;
  for (const c of id) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h % 1_000_000;
}

/**
 * The key a create's body gives its new member, when the member path names members by a property of that name
 * (`/user/{username}` and a body with a `username`): the text of the path segment it will be found under.
 */
export function chosenKey(coll: Collection, sent: unknown): string | undefined {
  if (!coll.idKey || coll.idKey !== coll.idParam || !isObj(sent)) return undefined;
  const v = sent[coll.idKey];
  return (typeof v === 'string' && v !== '') || typeof v === 'number' || typeof v === 'bigint' ? String(v) : undefined;
}
