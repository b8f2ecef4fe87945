import { checkConformance } from '../http/conformance/index';
import { validateSchema } from '../http/conformance/validate';
import type { ApiModel, Operation } from '../openapi/model';
import { isObj, type Obj } from '../../shared/object';
import { checkSecurity, RateLimits } from './access';
import { errorAnswer, plainError, success } from './answers';
import {
  addReadOnly,
  chosenKey,
  type Collection,
  Collections,
  hasProperty,
  lastParam,
  StoreFull,
  typedId,
} from './collections';
import { preflight, withCors } from './cors';
import { sendable } from './header-values';
import { listPage } from './paging';
import { parameterProblems, typedForm } from './parameters';
import type { BodyKind } from './request-body';
import { bodyProblem, requestMedia, unsupportedMedia } from './request-checks';
import { updatedMember } from './updates';
import { allowHeader, basePathOf, isDiscriminated, operationFor, Router, type RouteMatch } from './routes';
import {
  declaredResponseExample,
  dropWriteOnly,
  firstSuccess,
  fitToMember,
  jsonMedia,
  memberSchema,
  responseFor,
  responseSchema,
  sample,
  unwrapRequest,
  wrapMember,
} from './schemas';
import { trimTrailingSlashes } from '../../shared/trim';

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
  /** How the body was read (`request-body.ts`); JSON when not said. A form's fields are typed by the schema here. */
  bodyKind?: BodyKind;
  /** Why a body that was sent could not be read (not JSON, nested too deep): answered 400. */
  bodyProblem?: string;
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
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
  /** Origins whose pages may call the mock (`*`: any); by default pages on this machine (`cors.ts`). */
  cors?: readonly string[];
  /** How many members all collections together may hold (and how many collections there may be); default 10,000. */
  maxMembers?: number;
  /** Where the mock reports its own bugs (a response that does not conform to the spec). */
  log?: (line: string) => void;
}

/**
 * A stateful mock of an API from its spec, driven by the collection/member/action model of RULES.md: creates,
 * reads, replaces, updates and deletes members of collections it keeps in memory (`collections.ts`), pages lists
 * the way the spec does (`paging.ts`), checks credentials and request bodies, counts a rate limit (`access.ts`),
 * answers in the spec's shapes (`answers.ts`), and checks its own answers against the spec.
 */
export class MockApi {
  private model!: ApiModel;
  private router!: Router;
  private readonly collections: Collections;
  private readonly rate: RateLimits;

  constructor(
    model: ApiModel,
    private readonly options: MockOptions = {},
  ) {
    this.collections = new Collections(options);
    this.rate = new RateLimits(options.rateLimit, options.now ?? Date.now);
    this.load(model);
  }

  /** The base path requests are routed under (the first server URL's path). */
  get basePath(): string {
    return this.router.basePath;
  }

  /** Takes a new version of the spec, keeping the members of the collections whose paths still exist. */
  reload(model: ApiModel): void {
    this.load(model);
    this.collections.keepOnly(new Set(model.paths.map((p) => p.path)));
  }

  private load(model: ApiModel): void {
    this.model = model;
    this.router = new Router(model.paths, basePathOf(model.servers[0]?.url));
    this.collections.load(model, this.router.basePath);
  }

  /**
   * Answers one request. Never throws: an internal failure is a 500 in the spec's error shape, and an answer whose
   * headers could not be sent (spec text Node refuses) a 500 problem saying which (`header-values.ts`). A page of an
   * allowed origin gets the CORS headers, and its preflights are answered from the spec (`cors.ts`).
   */
  handle(req: MockRequest): MockResponse {
    const route = this.router.match(req.path, req.query, req.headers, req.method);
    const wanted = req.headers['access-control-request-method'];
    const origin = req.headers.origin;
    if (route && req.method.toUpperCase() === 'OPTIONS' && wanted && origin && !operationFor(route.item, 'options')) {
      const keys = this.model.securitySchemes.filter((s) => s.type === 'apiKey' && s.in === 'header');
      const answer = preflight(
        route.item,
        origin,
        this.options.cors,
        wanted,
        req.headers['access-control-request-headers'] ?? '',
        keys.map((k) => k.paramName ?? ''),
      );
      return sendable(answer);
    }
    return sendable(withCors(this.answer(req, route), origin, this.options.cors));
  }

  private answer(req: MockRequest, route: RouteMatch | undefined): MockResponse {
    if (!route) return plainError(this.model, 404, `No path of the spec matches ${req.path}.`);
    const op = operationFor(route.item, req.method);
    if (!op) {
      const res = plainError(this.model, 405, `${req.method.toUpperCase()} is not an operation of ${route.item.path}.`);
      res.headers.allow = allowHeader(route.item);
      return res;
    }
    let res: MockResponse;
    try {
      res = this.guarded(op, route, req);
    } catch (e) {
      res =
        e instanceof StoreFull
          ? this.error(op, 507, e.message)
          : this.error(op, 500, `The mock failed: ${(e as Error).message}`);
    }
    if (req.method.toUpperCase() === 'HEAD') {
      delete res.body;
      delete res.text;
    }
    this.selfCheck(op, req, res);
    return res;
  }

  private guarded(op: Operation, route: RouteMatch, req: MockRequest): MockResponse {
    const denied = checkSecurity(this.model, op, req, this.options.forbiddenCredential);
    if (denied) return denied;
    const limited = this.rate.count(this.model, req);
    if (limited.exceeded)
      return this.rate.withHeaders(
        op,
        this.error(op, 429, 'Too many requests: wait for the window to reset.'),
        limited,
        true,
      );
    return this.rate.withHeaders(op, this.dispatch(op, route, req), limited, false);
  }

  private dispatch(op: Operation, route: RouteMatch, request: MockRequest): MockResponse {
    let req = request;
    if (req.bodyProblem !== undefined) return this.error(op, 400, req.bodyProblem);
    const media = req.body === undefined ? undefined : requestMedia(op, req);
    if (media === 'unsupported') return unsupportedMedia(this.model, op, req);
    if (req.bodyKind === 'form' && media) req = { ...req, body: typedForm(this.model, media.schema, req.body) };
    const wrong = parameterProblems(this.model, op, req, route.params);
    if (wrong.length > 0) {
      const what = wrong.map((p) => `${p.pointer}: ${p.message}`).join('; ');
      return this.error(op, 400, `The request's parameters do not match the spec: ${what}.`, wrong);
    }
    // One of several paths told apart after `#` or `?` (AWS's `/#Action=…`) is an operation of its own.
    const shape = isDiscriminated(op.path) ? 'action' : op.path.shape;
    const m = op.method;
    if (shape === 'collection' && (m === 'get' || m === 'post')) {
      const coll = this.collections.collection(op.path, route.params);
      return m === 'get' ? this.list(op, coll, req) : this.create(op, coll, req);
    }
    if (shape === 'member' && ['get', 'put', 'patch', 'delete'].includes(m)) {
      const coll = this.collections.collection(this.collections.parentOf(op.path), route.params, op.path);
      const id = route.params[lastParam(op.path)];
      const known = coll.members.get(id);
      // A PUT whose spec documents 201 creates the member under the id the client chose.
      const creating = !known && m === 'put' && !!responseFor(op, 201) && req.body !== undefined;
      if (!known && !creating) return this.error(op, 404, `No member ${id} at ${req.path}.`);
      const found: Obj = known ?? {};
      if (m === 'get') return this.memberAnswer(op, [200], found, coll);
      if (m === 'delete') {
        this.collections.remove(coll, id);
        this.collections.forgetMade(trimTrailingSlashes(req.path));
        const status = [204, 200, 202].find((st) => responseFor(op, st)) ?? 204;
        const schema = responseSchema(this.model, responseFor(op, status));
        return this.success(op, status, schema ? sample(this.model, schema) : undefined);
      }
      if (req.body === undefined) {
        const problem = bodyProblem(this.model, op, req);
        if (problem) return problem;
        return this.memberAnswer(op, [200, 204, 202], found, coll);
      }
      const media = requestMedia(op, req);
      if (media === 'unsupported') return unsupportedMedia(this.model, op, req);
      const ms = memberSchema(this.model, coll.item, coll.member);
      // An enveloped body (`{"data": {…}}`) changes the member inside it.
      const inner = unwrapRequest(this.model, media?.schema, req.body, ms);
      const update = updatedMember(
        this.model,
        op,
        found,
        inner.body,
        req.headers['content-type'],
        media && { name: media.name, schema: inner.schema },
        ms,
      );
      if (update.status !== undefined) return this.error(op, update.status, update.message, update.problems);
      const answered = responseSchema(this.model, responseFor(op, 200) ?? firstSuccess(op)?.response);
      const next = fitToMember(
        this.model,
        [ms, answered && unwrapRequest(this.model, answered, sample(this.model, answered), ms).schema],
        update.value,
        found,
      );
      if (coll.idKey) next[coll.idKey] = known ? known[coll.idKey] : typedId(this.model, ms, coll.idKey, id);
      dropWriteOnly(this.model, [ms, media?.schema], next);
      addReadOnly(next, req.path);
      this.collections.put(coll, id, next);
      if (creating) this.collections.markMade(trimTrailingSlashes(req.path));
      return this.memberAnswer(op, creating ? [201] : [200, 204, 202], next, coll);
    }
    const problem = op.requestBody ? bodyProblem(this.model, op, req) : undefined;
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

  /** A page of a collection in the list operation's shape, or its declared answer when it documents none. */
  private list(op: Operation, coll: Collection, req: MockRequest): MockResponse {
    const page = listPage(this.model, op, [...coll.members.values()], req);
    return page ? this.success(op, 200, page.body, page.headers) : this.declaredAnswer(op);
  }

  private create(op: Operation, coll: Collection, req: MockRequest): MockResponse {
    const problem = bodyProblem(this.model, op, req);
    if (problem) return problem;
    const schema = memberSchema(this.model, coll.item, coll.member);
    const answered = responseSchema(
      this.model,
      responseFor(op, 201) ?? responseFor(op, 200) ?? firstSuccess(op)?.response,
    );
    const idSource = coll.idKey && hasProperty(this.model, schema, coll.idKey) ? schema : answered;
    const media = requestMedia(op, req);
    const sent = unwrapRequest(this.model, media === 'unsupported' ? undefined : media?.schema, req.body, schema).body;
    // A member named by a key the client sends (`/user/{username}`, a body with `username`) is made under that key.
    const chosen = chosenKey(coll, sent);
    if (chosen !== undefined && coll.members.has(chosen))
      return this.error(op, 409, `A member ${chosen} already exists at ${trimTrailingSlashes(req.path)}.`);
    const id = chosen ?? this.collections.newId(coll.member, coll.idParam, idSource, coll.idKey, coll.members);
    // The answer's and the request's envelopes (`{"data": {…}}`) hold the member: it is what is stored.
    const answer = unwrapRequest(this.model, answered, answered ? sample(this.model, answered) : undefined, schema);
    const fromAnswer = answer.body;
    const base = sample(this.model, schema);
    const value: Obj = {
      ...(isObj(fromAnswer) ? fromAnswer : {}),
      ...(isObj(base) ? base : {}),
    };
    Object.assign(value, isObj(sent) ? fitToMember(this.model, [schema, answered && answer.schema], sent, value) : {});
    if (coll.idKey) value[coll.idKey] = typedId(this.model, idSource, coll.idKey, id);
    dropWriteOnly(this.model, [schema, jsonMedia(op.requestBody?.content ?? [])?.schema], value);
    const path = `${trimTrailingSlashes(req.path)}/${encodeURIComponent(id)}`;
    const location = req.headers.host ? `http://${req.headers.host}${path}` : path;
    addReadOnly(value, path);
    this.collections.put(coll, id, value);
    this.collections.markMade(path);
    const status = responseFor(op, 201) ? 201 : responseFor(op, 202) ? 202 : responseFor(op, 200) ? 200 : 201;
    return this.memberAnswer(op, [status], value, coll, { location });
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

  private success(
    op: Operation,
    statuses: number | number[],
    body: unknown,
    headers: Record<string, string> = {},
  ): MockResponse {
    return success(this.model, op, statuses, body, headers);
  }

  private error(
    op: Operation,
    status: number,
    message: string,
    problems?: { pointer: string; message: string }[],
  ): MockResponse {
    return errorAnswer(this.model, op, status, message, problems);
  }

  /**
   * Checks an answer against the spec before it goes out; a departure is a bug of the mock (an error status the
   * operation leaves out: a gap of the spec), logged.
   */
  private selfCheck(op: Operation, req: MockRequest, res: MockResponse): void {
    if (!this.options.log) return;
    // Whether the answer has a body is all the check reads of its size, and JSON text is never empty: no need to
    // serialise the body here (the server does that once, when it sends it).
    const bytes = res.text !== undefined ? res.text.length : res.body === undefined ? 0 : 1;
    const findings = checkConformance(
      op,
      {
        status: res.status,
        headers: res.headers,
        json: res.body,
        bytes,
        method: req.method.toUpperCase(),
      },
      (v) => this.model.deref(v),
    );
    // An error status HTTP prescribes (404 for an id the mock does not hold, 400 for a broken request) that the
    // operation leaves out is a gap of the spec, not a bug of the mock: said as such.
    for (const f of findings)
      this.options.log(
        f.kind === 'status' && res.status >= 400
          ? `spec gap: ${req.method.toUpperCase()} ${req.path} → ${res.status}: ${f.message}; the mock answers it as HTTP says, and the spec should document it`
          : `mock bug: ${req.method.toUpperCase()} ${req.path} → ${res.status}: ${f.message}`,
      );
  }
}
