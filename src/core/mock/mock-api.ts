import { checkConformance, documentedResponse } from '../http/conformance/index';
import { validateSchema } from '../http/conformance/validate';
import type { ApiModel, Operation, Parameter, PathItem, SecurityScheme } from '../openapi/model';
import { isObj, type Obj } from '../../shared/object';
import { SeededRandom } from './random';
import { allowHeader, basePathOf, escapeRegex, operationFor, Router, type RouteMatch } from './routes';
import {
  declaredResponseExample,
  dropWriteOnly,
  firstSuccess,
  idProperty,
  jsonMedia,
  listShape,
  memberSchema,
  responseFor,
  responseSchema,
  sample,
  wrapMember,
} from './schemas';

/** A request as the mock reads it. */
export interface MockRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The parsed JSON body; `undefined` when there is none. */
  body?: unknown;
  /** The body was sent but is not JSON. */
  badJson?: boolean;
}

/** What the mock answers: a JSON `body`, or a `text` body for a response the spec documents in another media type. */
export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
  text?: string;
}

/** How the mock behaves. */
export interface MockOptions {
  /** Seed of the generated data; the same seed gives the same members and ids. Default 1. */
  seed?: number;
  /** Members each collection starts with (besides the spec's examples). Default 3. */
  members?: number;
  /** A request budget per credential (or per anonymous client); default 100 per 60 s when the spec declares rate limits. */
  rateLimit?: { limit: number; windowSeconds: number };
  /** A credential the mock answers 403 to (any other well-formed one is accepted). */
  forbiddenCredential?: string;
  /**
   * Answer 404 for a member id that was never created (`--strict`). Off by default: an id the mock has not seen is
   * answered as an existing member (generated from the id), as a client exploring the API expects, until it is
   * deleted.
   */
  strictIds?: boolean;
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
  /** Where the mock reports its own bugs (a response that does not conform to the spec). */
  log?: (line: string) => void;
}

/** One collection's members, by id, in creation order. */
type Members = Map<string, Obj>;

/** A collection under given parent parameters: its members, the ids deleted from it, and how its members are named. */
interface Collection {
  key: string;
  members: Members;
  deleted: Set<string>;
  idKey?: string;
  idParam: string;
  member?: PathItem;
  item: PathItem;
}

const LIMIT_NAMES = [
  'limit',
  'per_page',
  'perPage',
  'page_size',
  'pageSize',
  'size',
  'maxResults',
  '$top',
  'count',
  'first',
];
const PAGE_NAMES = ['page', 'pageNumber', 'page_number'];
const OFFSET_NAMES = ['offset', '$skip', 'skip', 'start'];
const CURSOR_NAMES = [
  'cursor',
  'after',
  'starting_after',
  'page_token',
  'pageToken',
  'continue',
  'next',
  'marker',
  'continuationToken',
];
const RESERVED = new Set([
  ...LIMIT_NAMES,
  ...PAGE_NAMES,
  ...OFFSET_NAMES,
  ...CURSOR_NAMES,
  'sort',
  'order',
  'orderBy',
  'fields',
]);

/**
 * A stateful mock of an API from its spec, driven by the collection/member/action model of RULES.md: creates,
 * reads, replaces, updates and deletes members of collections it keeps in memory, pages lists the way the spec
 * does, checks credentials and request bodies, counts a rate limit, and checks its own answers against the spec.
 */
export class MockApi {
  private model!: ApiModel;
  private router!: Router;
  private readonly stores = new Map<string, { members: Members; deleted: Set<string> }>();
  private readonly rate = new Map<string, { used: number; resetAt: number }>();
  private readonly random: SeededRandom;
  private readonly now: () => number;
  private sequence = 0;

  constructor(
    model: ApiModel,
    private readonly options: MockOptions = {},
  ) {
    this.random = new SeededRandom(options.seed ?? 1);
    this.now = options.now ?? Date.now;
    this.load(model);
  }

  /** The base path requests are routed under (the first server URL's path). */
  get basePath(): string {
    return this.router.basePath;
  }

  /** Takes a new version of the spec, keeping the members of the collections whose paths still exist. */
  reload(model: ApiModel): void {
    this.load(model);
    const kept = new Set(model.paths.map((p) => p.path));
    for (const key of [...this.stores.keys()]) if (!kept.has(key.split('\u0000')[0])) this.stores.delete(key);
  }

  private load(model: ApiModel): void {
    this.model = model;
    this.router = new Router(model.paths, basePathOf(model.servers[0]?.url));
  }

  /** Answers one request. Never throws: an internal failure is a 500 in the spec's error shape. */
  handle(req: MockRequest): MockResponse {
    const route = this.router.match(req.path);
    if (!route) return this.plainError(404, `No path of the spec matches ${req.path}.`);
    const op = operationFor(route.item, req.method);
    if (!op) {
      const res = this.plainError(405, `${req.method.toUpperCase()} is not an operation of ${route.item.path}.`);
      res.headers.allow = allowHeader(route.item);
      return res;
    }
    let res: MockResponse;
    try {
      res = this.guarded(op, route, req);
    } catch (e) {
      res = this.error(op, 500, `The mock failed: ${(e as Error).message}`);
    }
    if (req.method.toUpperCase() === 'HEAD') {
      delete res.body;
      delete res.text;
    }
    this.selfCheck(op, req, res);
    return res;
  }

  private guarded(op: Operation, route: RouteMatch, req: MockRequest): MockResponse {
    const denied = this.checkSecurity(op, req);
    if (denied) return denied;
    const limited = this.countRate(op, req);
    if (limited.exceeded)
      return this.withRate(op, this.error(op, 429, 'Too many requests: wait for the window to reset.'), limited, true);
    return this.withRate(op, this.dispatch(op, route, req), limited, false);
  }

  private dispatch(op: Operation, route: RouteMatch, req: MockRequest): MockResponse {
    if (req.badJson) return this.error(op, 400, 'The request body is not valid JSON.');
    const shape = op.path.shape;
    const m = op.method;
    if (shape === 'collection' && (m === 'get' || m === 'post')) {
      const coll = this.collection(op.path, route.params);
      if (coll && m === 'get') return this.list(op, coll, req);
      if (coll && m === 'post') return this.create(op, coll, req);
    }
    if (shape === 'member' && ['get', 'put', 'patch', 'delete'].includes(m)) {
      const coll = this.collection(this.parentOf(op.path), route.params, op.path);
      const id = route.params[lastParam(op.path)];
      if (coll) {
        const found = coll.members.get(id) ?? this.implicitMember(coll, id, req.path);
        if (!found) return this.error(op, 404, `No member ${id} at ${req.path}.`);
        if (m === 'get') return this.memberAnswer(op, [200], found, coll);
        if (m === 'delete') {
          coll.members.delete(id);
          coll.deleted.add(id);
          const status = [204, 200, 202].find((st) => responseFor(op, st)) ?? 204;
          const schema = responseSchema(this.model, responseFor(op, status));
          return this.success(op, status, schema ? sample(this.model, schema) : undefined);
        }
        const problem = this.invalidBody(op, req.body);
        if (problem) return problem;
        // PUT replaces what it sends (and PATCH merges it); fields the client does not send (read-only ones) stay.
        const next = { ...found, ...(isObj(req.body) ? req.body : {}) };
        if (coll.idKey) next[coll.idKey] = found[coll.idKey];
        dropWriteOnly(
          this.model,
          [memberSchema(this.model, coll.item, coll.member), jsonMedia(op.requestBody?.content ?? [])?.schema],
          next,
        );
        this.addReadOnly(coll, next, id, req.path);
        coll.members.set(id, next);
        return this.memberAnswer(op, [200, 204, 202], next, coll);
      }
    }
    const problem = op.requestBody ? this.invalidBody(op, req.body) : undefined;
    if (problem) return problem;
    return this.declaredAnswer(op);
  }

  /** The first documented success with its example when the example fits its schema, else a generated body. */
  private declaredAnswer(op: Operation): MockResponse {
    const ok = firstSuccess(op);
    if (!ok) return { status: 204, headers: {} };
    const example = declaredResponseExample(this.model, ok.response);
    const schema = responseSchema(this.model, ok.response);
    const fits =
      example !== undefined &&
      (!schema || validateSchema(schema, example, { deref: (v) => this.model.deref(v), max: 1 }).problems.length === 0);
    return this.success(op, ok.status, fits ? example : schema ? sample(this.model, schema) : example);
  }

  // ── collections ────────────────────────────────────────────────────────────────────────────────────────────────

  /** The path item a member path belongs to (`/books/{id}` → `/books`), when the spec has it. */
  private parentOf(member: PathItem): PathItem {
    const parent = member.path.slice(0, member.path.lastIndexOf('/'));
    return this.model.paths.find((p) => p.path === parent) ?? { ...member, path: parent, operations: [] };
  }

  /** A member for an id the mock has not seen (unless strict, or deleted): generated, stored, then like any other. */
  private implicitMember(coll: Collection, id: string, path: string): Obj | undefined {
    if (this.options.strictIds || coll.deleted.has(id)) return undefined;
    const schema = memberSchema(this.model, coll.item, coll.member);
    const base = sample(this.model, schema);
    if (!isObj(base)) return undefined;
    const value: Obj = { ...base };
    if (coll.idKey) value[coll.idKey] = typedId(this.model, schema, coll.idKey, id);
    this.addReadOnly(coll, value, id, path);
    coll.members.set(id, value);
    return value;
  }

  /** The store of a collection path under given parent parameters, seeded on first use. */
  private collection(item: PathItem, params: Record<string, string>, memberItem?: PathItem): Collection | undefined {
    const member =
      memberItem ??
      this.model.paths.find((p) => p.shape === 'member' && p.path.slice(0, p.path.lastIndexOf('/')) === item.path);
    const idParam = member ? lastParam(member) : 'id';
    const scope = Object.entries(params)
      .filter(([k]) => k !== idParam)
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const key = `${item.path}\u0000${scope}`;
    const schema = memberSchema(this.model, item, member);
    const idKey = idProperty(this.model, schema, idParam);
    let store = this.stores.get(key);
    if (!store) {
      store = { members: new Map(), deleted: new Set() };
      this.stores.set(key, store);
      this.seed(store.members, schema, idKey, idParam, member, item, params);
    }
    return { key, members: store.members, deleted: store.deleted, idKey, idParam, member, item };
  }

  /** Fills a new collection: the spec's examples of its members first, then generated ones. */
  private seed(
    members: Members,
    schema: unknown,
    idKey: string | undefined,
    idParam: string,
    member: PathItem | undefined,
    item: PathItem,
    params: Record<string, string>,
  ): void {
    if (schema === undefined) return;
    const count = this.options.members ?? 3;
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
      const id = this.newId(member, idParam, schema, idKey);
      if (idKey) value[idKey] = typedId(this.model, schema, idKey, id);
      const path = `${this.basePath}${fill(item.path, params)}/${encodeURIComponent(id)}`;
      this.addReadOnly({ idKey, member, item }, value, id, path);
      members.set(id, value);
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

  /** A new id of the member parameter's type: an integer, a UUID, or a short seeded string. */
  private newId(member: PathItem | undefined, idParam: string, memberSchemaValue?: unknown, idKey?: string): string {
    const p =
      member?.parameters.find((x) => x.name === idParam && x.in === 'path') ??
      member?.operations[0]?.parameters.find((x) => x.name === idParam && x.in === 'path');
    const fromProperty = (() => {
      const ms = this.model.deref(memberSchemaValue);
      return idKey && isObj(ms) && isObj(ms.properties) ? this.model.deref(ms.properties[idKey]) : undefined;
    })();
    const s = (p?.schema && (this.model.deref(p.schema) as Obj | undefined)) ?? fromProperty;
    const type = isObj(s) ? s.type : isObj(fromProperty) ? fromProperty.type : undefined;
    if (type === 'integer' || type === 'number') return String(++this.sequence);
    if ((isObj(s) && s.format === 'uuid') || (isObj(fromProperty) && fromProperty.format === 'uuid'))
      return this.random.uuid();
    return this.random.hex(8);
  }

  /** Read-only fields a member carries: `links` with its own URL, when the schema has such an array. */
  private addReadOnly(
    coll: { member?: PathItem; item: PathItem; idKey?: string },
    value: Obj,
    _id: string,
    path: string,
  ): void {
    if (Array.isArray(value.links) && value.links.every((l) => isObj(l) && 'rel' in l && 'href' in l))
      value.links = [{ rel: 'self', href: path }];
  }

  private list(op: Operation, coll: { members: Members }, req: MockRequest): MockResponse {
    const shape = listShape(this.model, op);
    const declared = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    let items = [...coll.members.values()];
    for (const [name, value] of req.query) {
      if (RESERVED.has(name) || !declared.has(name)) continue;
      items = items.filter((m) => !(name in m) || String(m[name]) === value);
    }
    const sort = req.query.get('sort') ?? undefined;
    if (sort) {
      const desc = sort.startsWith('-');
      const field = sort.replace(/^[-+]/, '');
      items.sort((a, b) => compare(a[field], b[field]) * (desc ? -1 : 1));
    }
    const limitName = LIMIT_NAMES.find((n) => declared.has(n));
    const pageName = PAGE_NAMES.find((n) => declared.has(n));
    const offsetName = OFFSET_NAMES.find((n) => declared.has(n));
    const cursorName = CURSOR_NAMES.find((n) => declared.has(n));
    const limitParam = op.parameters.find((p) => p.name === limitName);
    const fallback = numberDefault(this.model, limitParam) ?? 10;
    const limit = clamp(
      intOf(limitName && req.query.get(limitName)) ?? fallback,
      1,
      numberMaximum(this.model, limitParam) ?? 1000,
    );
    let start = 0;
    if (pageName) start = (Math.max(1, intOf(req.query.get(pageName)) ?? 1) - 1) * limit;
    else if (offsetName) start = Math.max(0, intOf(req.query.get(offsetName)) ?? 0);
    else if (cursorName) start = decodeCursor(req.query.get(cursorName)) ?? 0;
    const page = items.slice(start, start + limit);
    const total = items.length;
    const pages = Math.max(1, Math.ceil(total / limit));
    const links = this.pageLinks(req, { limitName, pageName, offsetName, cursorName, limit, start, total, pages });
    const headers: Record<string, string> = {};
    const ok = responseFor(op, 200) ?? firstSuccess(op)?.response;
    if (links && (shape?.kind !== 'wrapped' || ok?.headers.some((h) => h.name.toLowerCase() === 'link')))
      headers.link = links;
    if (!shape) return this.declaredAnswer(op);
    if (shape.kind === 'array') return this.success(op, 200, page, headers);
    const body: Obj = { [shape.dataKey!]: page };
    this.fillWrapper(shape.wrapper!, body, {
      page: Math.floor(start / limit) + 1,
      limit,
      total,
      start,
      next: start + limit < total ? encodeCursor(start + limit) : undefined,
    });
    return this.success(op, 200, body, headers);
  }

  /** The `Link` header of a page: first, prev, next, last (next only, when paging by cursor). */
  private pageLinks(
    req: MockRequest,
    p: {
      limitName?: string;
      pageName?: string;
      offsetName?: string;
      cursorName?: string;
      limit: number;
      start: number;
      total: number;
      pages: number;
    },
  ): string | undefined {
    const url = (set: Record<string, string>) => {
      const q = new URLSearchParams(req.query);
      for (const [k, v] of Object.entries(set)) q.set(k, v);
      return `<${req.path}?${q.toString()}>`;
    };
    const limit = p.limitName ? { [p.limitName]: String(p.limit) } : {};
    const out: string[] = [];
    if (p.pageName) {
      const page = Math.floor(p.start / p.limit) + 1;
      out.push(`${url({ ...limit, [p.pageName]: '1' })}; rel="first"`);
      if (page > 1) out.push(`${url({ ...limit, [p.pageName]: String(page - 1) })}; rel="prev"`);
      if (page < p.pages) out.push(`${url({ ...limit, [p.pageName]: String(page + 1) })}; rel="next"`);
      out.push(`${url({ ...limit, [p.pageName]: String(p.pages) })}; rel="last"`);
    } else if (p.offsetName) {
      if (p.start > 0)
        out.push(`${url({ ...limit, [p.offsetName]: String(Math.max(0, p.start - p.limit)) })}; rel="prev"`);
      if (p.start + p.limit < p.total)
        out.push(`${url({ ...limit, [p.offsetName]: String(p.start + p.limit) })}; rel="next"`);
    } else if (p.cursorName) {
      if (p.start + p.limit < p.total)
        out.push(`${url({ ...limit, [p.cursorName]: encodeCursor(p.start + p.limit) })}; rel="next"`);
    } else return undefined;
    return out.length ? out.join(', ') : undefined;
  }

  /** Fills a list wrapper's paging fields that its schema declares (`pagination.{page,limit,total}`, `total`, `has_more`…). */
  private fillWrapper(
    wrapper: Obj,
    body: Obj,
    p: { page: number; limit: number; total: number; start: number; next?: string },
  ): void {
    const props = isObj(wrapper.properties) ? wrapper.properties : {};
    const values: Obj = {
      page: p.page,
      limit: p.limit,
      total: p.total,
      total_count: p.total,
      totalCount: p.total,
      count: p.total,
      offset: p.start,
      per_page: p.limit,
      has_more: p.next !== undefined,
      hasMore: p.next !== undefined,
    };
    for (const [name, raw] of Object.entries(props)) {
      if (name in body) continue;
      const s = this.model.deref(raw);
      if (!isObj(s)) continue;
      if (name in values && (s.type === 'integer' || s.type === 'number' || s.type === 'boolean'))
        body[name] = values[name];
      else if (s.type === 'object' && isObj(s.properties)) {
        const inner: Obj = {};
        for (const [k, v] of Object.entries(s.properties)) {
          const d = this.model.deref(v);
          if (k in values && isObj(d) && (d.type === 'integer' || d.type === 'number' || d.type === 'boolean'))
            inner[k] = values[k];
          else if (/^next(_?cursor)?$/i.test(k) && p.next && isObj(d) && d.type === 'string') inner[k] = p.next;
        }
        const base = sample(this.model, s);
        body[name] = { ...(isObj(base) ? base : {}), ...inner };
      } else if (/^next(_?cursor|_?page_?token)?$/i.test(name) && p.next && s.type === 'string') body[name] = p.next;
      else if (Array.isArray(wrapper.required) && wrapper.required.includes(name)) body[name] = sample(this.model, s);
    }
  }

  private create(op: Operation, coll: Collection, req: MockRequest): MockResponse {
    const problem = this.invalidBody(op, req.body);
    if (problem) return problem;
    const schema = memberSchema(this.model, coll.item, coll.member);
    const answered = responseSchema(
      this.model,
      responseFor(op, 201) ?? responseFor(op, 200) ?? firstSuccess(op)?.response,
    );
    const idSource = coll.idKey && hasProperty(this.model, schema, coll.idKey) ? schema : answered;
    const id = this.newId(coll.member, coll.idParam, idSource, coll.idKey);
    const fromAnswer = answered ? sample(this.model, answered) : undefined;
    const base = sample(this.model, schema);
    const value: Obj = {
      ...(isObj(fromAnswer) ? fromAnswer : {}),
      ...(isObj(base) ? base : {}),
      ...(isObj(req.body) ? req.body : {}),
    };
    if (coll.idKey) value[coll.idKey] = typedId(this.model, idSource, coll.idKey, id);
    dropWriteOnly(this.model, [schema, jsonMedia(op.requestBody?.content ?? [])?.schema], value);
    const path = `${req.path.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
    const location = req.headers.host ? `http://${req.headers.host}${path}` : path;
    this.addReadOnly(coll, value, id, path);
    coll.members.set(id, value);
    const status = responseFor(op, 201) ? 201 : responseFor(op, 202) ? 202 : responseFor(op, 200) ? 200 : 201;
    return this.memberAnswer(op, [status], value, coll, { location });
  }

  /** A 400 in the spec's error shape when the body breaks the request schema (or is missing but required). */
  private invalidBody(op: Operation, body: unknown): MockResponse | undefined {
    const rb = op.requestBody;
    if (!rb) return undefined;
    if (body === undefined) return rb.required ? this.error(op, 400, 'The request body is required.') : undefined;
    const schema = jsonMedia(rb.content)?.schema;
    if (schema === undefined) return undefined;
    const { problems } = validateSchema(schema, body, {
      deref: (v) => this.model.deref(v),
      direction: 'request',
      max: 10,
    });
    if (problems.length === 0) return undefined;
    const what = problems.map((p) => `${p.pointer || 'the body'}: ${p.message}`).join('; ');
    return this.error(op, 400, `The request body does not match the schema: ${what}.`, problems);
  }

  /** A member in a success answer, wrapped as the response schema wants it. */
  private memberAnswer(
    op: Operation,
    statuses: number[],
    member: Obj,
    coll: Collection,
    headers: Record<string, string> = {},
  ): MockResponse {
    const status = statuses.find((s) => responseFor(op, s)) ?? statuses[0];
    const schema = responseSchema(this.model, responseFor(op, status));
    return this.success(op, status, wrapMember(this.model, schema, member, coll.idKey), headers);
  }

  // ── answers ────────────────────────────────────────────────────────────────────────────────────────────────────

  /** A success with the first of `statuses` the operation documents (or the first one), as JSON when there is a body. */
  private success(
    op: Operation,
    statuses: number | number[],
    body: unknown,
    headers: Record<string, string> = {},
  ): MockResponse {
    const list = Array.isArray(statuses) ? statuses : [statuses];
    // The wanted status when the spec documents it, else the operation's own first success (a create answering 204).
    const status =
      list.find((s) => responseFor(op, s)) ??
      (list.some((s) => documentedResponse(op, s)) ? list[0] : (firstSuccess(op)?.status ?? list[0]));
    const documented = responseFor(op, status) ?? documentedResponse(op, status);
    const hasContent = documented ? documented.content.length > 0 : body !== undefined;
    const res: MockResponse = { status, headers: { ...headers } };
    const json = jsonMedia(documented?.content ?? []);
    if (status !== 204 && hasContent && documented && !json) {
      // A file or text the spec documents (CSV, PDF, HTML): a short placeholder of its media type.
      const media = documented.content[0].name;
      res.text = media.startsWith('text/') ? `mock ${media} body\n` : 'mock body';
      res.headers['content-type'] = media === '*/*' ? 'application/octet-stream' : media;
    } else if (status !== 204 && hasContent && body !== undefined) {
      res.body = body;
      res.headers['content-type'] = json?.name ?? 'application/json';
    }
    this.requiredHeaders(op, res);
    return res;
  }

  /** An error in the spec's own error shape for that status (its `message`-like fields set), else `{status, message}`. */
  private error(
    op: Operation,
    status: number,
    message: string,
    problems?: { pointer: string; message: string }[],
  ): MockResponse {
    const documented = documentedResponse(op, status);
    const schema = responseSchema(this.model, documented);
    const res: MockResponse = { status, headers: {} };
    if (schema) {
      const body = sample(this.model, schema);
      fillError(body, status, message, problems, 0);
      res.body = body;
      res.headers['content-type'] = jsonMedia(documented!.content)!.name;
    } else if (!documented) {
      res.body = { status, message };
      res.headers['content-type'] = 'application/json';
    }
    this.requiredHeaders(op, res);
    return res;
  }

  /** A 404 or 405 for a request no operation matches: the error schema of any 4xx the spec documents, if there is one. */
  private plainError(status: number, message: string): MockResponse {
    const op = this.model.operations.find((o) =>
      o.responses.some((r) => /^4\d\d$/.test(r.status) && responseSchema(this.model, r)),
    );
    return op
      ? this.error(
          {
            ...op,
            responses: op.responses
              .filter((r) => /^4\d\d$/.test(r.status))
              .map((r) => ({ ...r, status: String(status) })),
          } as Operation,
          status,
          message,
        )
      : { status, headers: { 'content-type': 'application/json' }, body: { status, message } };
  }

  /** The headers a response declares as required and the mock has not set, with sample values. */
  private requiredHeaders(op: Operation, res: MockResponse): void {
    const documented = documentedResponse(op, res.status);
    for (const h of documented?.headers ?? []) {
      const key = h.name.toLowerCase();
      if (key in res.headers || !(h.node.required === true)) continue;
      const v = sample(this.model, h.schema);
      if (v !== undefined && v !== null) res.headers[key] = String(v);
    }
  }

  // ── credentials and rate limits ────────────────────────────────────────────────────────────────────────────────

  /** 401 with a challenge when no security alternative is met; 403 for the configured forbidden credential. */
  private checkSecurity(op: Operation, req: MockRequest): MockResponse | undefined {
    if (op.security.length === 0 || op.security.some((alt) => alt.schemes.length === 0)) return undefined;
    const schemes = new Map(this.model.securitySchemes.map((s) => [s.name, s]));
    const met = op.security.find((alt) =>
      alt.schemes.every((s) => {
        const scheme = schemes.get(s.name);
        return !scheme || credentialOf(scheme, req) !== undefined;
      }),
    );
    if (!met) {
      const first = schemes.get(op.security[0].schemes[0]?.name ?? '');
      const res = this.error(op, 401, 'Missing or malformed credentials.');
      res.headers['www-authenticate'] = challenge(first);
      return res;
    }
    const used = met.schemes
      .map((s) => schemes.get(s.name))
      .filter((s): s is SecurityScheme => !!s)
      .map((s) => credentialOf(s, req));
    if (this.options.forbiddenCredential !== undefined && used.includes(this.options.forbiddenCredential))
      return this.error(op, 403, 'These credentials may not do this.');
    return undefined;
  }

  /** Counts a request against its client's budget, when the mock has one. */
  private countRate(
    op: Operation,
    req: MockRequest,
  ): { exceeded: boolean; limit?: number; remaining?: number; resetAt?: number; windowSeconds?: number } {
    const budget =
      this.options.rateLimit ?? (this.declaresRateLimits() ? { limit: 100, windowSeconds: 60 } : undefined);
    if (!budget) return { exceeded: false };
    const client =
      req.headers.authorization ??
      this.model.securitySchemes.map((s) => credentialOf(s, req)).find((c) => c !== undefined) ??
      'anonymous';
    const now = this.now();
    let state = this.rate.get(client);
    if (!state || now >= state.resetAt)
      this.rate.set(client, (state = { used: 0, resetAt: now + budget.windowSeconds * 1000 }));
    const exceeded = state.used >= budget.limit;
    if (!exceeded) state.used++;
    return {
      exceeded,
      limit: budget.limit,
      remaining: Math.max(0, budget.limit - state.used),
      resetAt: state.resetAt,
      windowSeconds: budget.windowSeconds,
    };
  }

  private declared: boolean | undefined;
  private declaresRateLimits(): boolean {
    this.declared ??= this.model.operations.some((o) =>
      o.responses.some((r) => r.status === '429' || r.headers.some((h) => /^(x-)?ratelimit/i.test(h.name))),
    );
    return this.declared;
  }

  /** Adds the rate-limit headers the response declares (all of the usual ones on a 429), and `Retry-After` on a 429. */
  private withRate(
    op: Operation,
    res: MockResponse,
    r: ReturnType<MockApi['countRate']>,
    is429: boolean,
  ): MockResponse {
    if (r.limit === undefined) return res;
    const declared = new Set((documentedResponse(op, res.status)?.headers ?? []).map((h) => h.name.toLowerCase()));
    const seconds = Math.max(0, Math.ceil((r.resetAt! - this.now()) / 1000));
    const all: Record<string, string> = {
      'x-ratelimit-limit': String(r.limit),
      'x-ratelimit-remaining': String(r.remaining),
      'x-ratelimit-reset': String(Math.ceil(r.resetAt! / 1000)),
      'ratelimit-limit': String(r.limit),
      'ratelimit-remaining': String(r.remaining),
      'ratelimit-reset': String(seconds),
      ratelimit: `"default";r=${r.remaining};t=${seconds}`,
      'ratelimit-policy': `"default";q=${r.limit};w=${r.windowSeconds}`,
    };
    for (const [k, v] of Object.entries(all))
      if (declared.has(k) || (is429 && k.startsWith('x-ratelimit-'))) res.headers[k] = v;
    if (is429) res.headers['retry-after'] = String(Math.max(1, seconds));
    return res;
  }

  /** Checks an answer against the spec before it goes out; a departure is a bug of the mock, logged. */
  private selfCheck(op: Operation, req: MockRequest, res: MockResponse): void {
    if (!this.options.log) return;
    const text = res.text ?? (res.body === undefined ? '' : JSON.stringify(res.body));
    const findings = checkConformance(
      op,
      {
        status: res.status,
        headers: res.headers,
        json: res.body,
        bytes: text.length,
        method: req.method.toUpperCase(),
      },
      (v) => this.model.deref(v),
    );
    for (const f of findings)
      this.options.log(`mock bug: ${req.method.toUpperCase()} ${req.path} → ${res.status}: ${f.message}`);
  }
}

/** The name of a member path's last parameter (`/books/{bookId}` → `bookId`). */
function lastParam(item: PathItem): string {
  const last = item.segments[item.segments.length - 1];
  return last?.params[0] ?? 'id';
}

/** A path template with parameter values filled in. */
function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^{}]+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? n));
}

/** The credential a scheme would read from a request, or undefined when it is missing or malformed. */
function credentialOf(scheme: SecurityScheme, req: MockRequest): string | undefined {
  const auth = req.headers.authorization?.trim();
  const type = scheme.type;
  if (type === 'apiKey') {
    const name = scheme.paramName ?? '';
    if (scheme.in === 'query') return req.query.get(name) || undefined;
    if (scheme.in === 'cookie')
      return new RegExp(`(?:^|;\\s*)${escapeRegex(name)}=([^;]+)`).exec(req.headers.cookie ?? '')?.[1];
    return req.headers[name.toLowerCase()] || undefined;
  }
  if (type === 'mutualTLS') return 'client-certificate';
  if (type === 'basic' || (type === 'http' && scheme.scheme === 'basic')) {
    const m = /^Basic\s+([A-Za-z0-9+/]+=*)$/i.exec(auth ?? '');
    if (!m) return undefined;
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    return decoded.includes(':') ? m[1] : undefined;
  }
  const wanted = type === 'http' && scheme.scheme && scheme.scheme !== 'bearer' ? scheme.scheme : 'bearer';
  const m = new RegExp(`^${wanted}\\s+(\\S+)$`, 'i').exec(auth ?? '');
  return m?.[1];
}

/** The `WWW-Authenticate` challenge of a scheme. */
function challenge(scheme: SecurityScheme | undefined): string {
  if (!scheme) return 'Bearer realm="mock"';
  if (scheme.type === 'basic' || (scheme.type === 'http' && scheme.scheme === 'basic')) return 'Basic realm="mock"';
  if (scheme.type === 'apiKey') return `ApiKey realm="mock", ${scheme.in ?? 'header'}="${scheme.paramName ?? ''}"`;
  if (scheme.type === 'http' && scheme.scheme && scheme.scheme !== 'bearer')
    return `${scheme.scheme[0].toUpperCase()}${scheme.scheme.slice(1)} realm="mock"`;
  return 'Bearer realm="mock"';
}

/** Sets the message-like fields of a sampled error body (and its status and code), a few levels deep. */
function fillError(
  body: unknown,
  status: number,
  message: string,
  problems: { pointer: string; message: string }[] | undefined,
  depth: number,
): void {
  if (!isObj(body) || depth > 4) return;
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === 'string' && /^(message|detail|title|error_description|description|msg)$/i.test(k))
      body[k] = message;
    else if (typeof v === 'number' && /^(status|code|statusCode|status_code)$/i.test(k)) body[k] = status;
    else if (typeof v === 'string' && /^(code|error_code|errorCode|type)$/i.test(k) && !/^https?:/.test(v))
      body[k] = STATUS_CODES[status] ?? `http_${status}`;
    else if (
      Array.isArray(v) &&
      /^(errors|details|violations|problems)$/i.test(k) &&
      problems &&
      v.length > 0 &&
      isObj(v[0])
    ) {
      body[k] = problems.map((p) => {
        const item = { ...(v[0] as Obj) };
        for (const ik of Object.keys(item)) {
          if (typeof item[ik] === 'string' && /message|detail|description/i.test(ik)) item[ik] = p.message;
          else if (typeof item[ik] === 'string' && /pointer|field|path|location/i.test(ik)) item[ik] = p.pointer;
        }
        return item;
      });
    } else fillError(v, status, message, problems, depth + 1);
  }
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  429: 'too_many_requests',
  500: 'internal_error',
};

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
function hasProperty(model: ApiModel, schema: unknown, name: string): boolean {
  const s = model.deref(schema);
  return isObj(s) && isObj(s.properties) && name in s.properties;
}

/** An id in the type the member schema gives its id property. */
function typedId(model: ApiModel, schema: unknown, idKey: string, id: string): unknown {
  const s = model.deref(schema);
  const p = isObj(s) && isObj(s.properties) ? model.deref(s.properties[idKey]) : undefined;
  if (!isObj(p) || (p.type !== 'integer' && p.type !== 'number')) return id;
  if (/^\d+$/.test(id)) return Number(id);
  // An id of another form in an integer field: a stable number made from it.
  let h = 0;
  for (const c of id) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h % 1_000_000;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function intOf(v: string | null | undefined): number | undefined {
  if (v === null || v === undefined || !/^-?\d+$/.test(v)) return undefined;
  return Number(v);
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function numberDefault(model: ApiModel, p: Parameter | undefined): number | undefined {
  const s = p?.schema && model.deref(p.schema);
  return isObj(s) && typeof s.default === 'number' ? s.default : undefined;
}

function numberMaximum(model: ApiModel, p: Parameter | undefined): number | undefined {
  const s = p?.schema && model.deref(p.schema);
  return isObj(s) && typeof s.maximum === 'number' ? s.maximum : undefined;
}

/** An opaque cursor for a list position. */
function encodeCursor(position: number): string {
  return Buffer.from(`o:${position}`).toString('base64url');
}

function decodeCursor(cursor: string | null): number | undefined {
  if (!cursor) return undefined;
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : undefined;
}
