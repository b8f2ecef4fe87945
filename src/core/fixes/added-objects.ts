// The OpenAPI objects fixes add to a spec: the shared error schema and responses, the rate-limit headers of §8, list
// query parameters and a bearer scheme.
import { escapeToken, getAtPointer } from '../document/pointer';
import { isRef } from '../document/refs';
import type { ApiModel } from '../openapi/model';
import { perModel } from './context';
import type { EditPlan } from './edit-plan';
import { isObj } from './emit';

type Obj = Record<string, unknown>;

/** The shared response each error status gets, with the names an existing component may already have for it. */
const ERROR_RESPONSES: Record<string, { name: string; description: string; aliases: string[] }> = {
  '400': {
    name: 'BadRequest',
    description: 'The request is malformed or its input is invalid.',
    aliases: ['badrequest', 'invalidrequest', 'validationerror', 'invalidinput'],
  },
  '401': {
    name: 'Unauthorized',
    description: 'The credentials are missing or invalid.',
    aliases: ['unauthorized', 'unauthenticated', 'authenticationrequired'],
  },
  '403': {
    name: 'Forbidden',
    description: 'The credentials do not allow this operation.',
    aliases: ['forbidden', 'permissiondenied', 'accessdenied'],
  },
  '404': { name: 'NotFound', description: 'The resource does not exist.', aliases: ['notfound', 'resourcenotfound'] },
  '429': {
    name: 'TooManyRequests',
    description: 'The rate limit is exceeded; retry after the window resets.',
    aliases: ['toomanyrequests', 'ratelimited', 'ratelimitexceeded', 'throttled'],
  },
  '500': {
    name: 'InternalError',
    description: 'An unexpected failure on the server.',
    aliases: ['internalerror', 'internalservererror', 'servererror', 'unexpectederror'],
  },
};

/** The rate-limit headers of §8, each an integer. */
export const RATE_LIMIT_HEADERS: Record<string, string> = {
  'X-RateLimit-Limit': 'Requests allowed in the current window.',
  'X-RateLimit-Remaining': 'Requests left in the current window.',
  'X-RateLimit-Reset': 'When the current window resets.',
};

const ERROR_SCHEMA_NAMES = ['error', 'problem', 'errorresponse', 'apierror', 'problemdetails', 'errormodel'];

function normalize(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Where shared things live: `components/<kind>` in 3.x; `responses`, `definitions`, `parameters` at the root in 2.0. */
function home(model: ApiModel, kind: 'responses' | 'schemas' | 'parameters' | 'headers'): string[] | undefined {
  if (model.version !== '2.0') return ['components', kind];
  if (kind === 'headers') return undefined;
  return [kind === 'schemas' ? 'definitions' : kind];
}

function refTo(path: readonly string[]): string {
  return `#/${path.map(escapeToken).join('/')}`;
}

/** The names of what already sits at a shared home, with their values. */
function existing(model: ApiModel, path: readonly string[]): [string, unknown][] {
  return perModel(model, `existing:${path.join('/')}`, () => {
    const holder = getAtPointer(model.root, path);
    return isObj(holder) ? Object.entries(holder) : [];
  });
}

/** The existing component at a shared home whose name is one of `names` (normalized), if any. */
function existingNamed(model: ApiModel, path: readonly string[], names: readonly string[]): string | undefined {
  return perModel(model, `named:${path.join('/')}:${names.join(',')}`, () => {
    const found = existing(model, path).find(([name]) => names.includes(normalize(name)));
    return found?.[0];
  });
}

const created = new WeakMap<EditPlan, Map<string, string>>();

/** Remembers what a plan already creates, so two changes needing the same component create it once. */
function once(plan: EditPlan, key: string, make: () => string | undefined): string | undefined {
  let map = created.get(plan);
  if (!map) created.set(plan, (map = new Map()));
  const hit = map.get(key);
  if (hit !== undefined) return hit;
  const ref = make();
  if (ref !== undefined) map.set(key, ref);
  return ref;
}

/** A `$ref` to a shared error schema (an existing one named like an error, or `Error`), and a way to create `Error` if needed. */
export function errorSchema(plan: EditPlan, model: ApiModel): { ref: string; create: () => boolean } {
  const path = home(model, 'schemas')!;
  const found = existingNamed(model, path, ERROR_SCHEMA_NAMES);
  if (found !== undefined) return { ref: refTo([...path, found]), create: () => true };
  return {
    ref: refTo([...path, 'Error']),
    create: () =>
      once(plan, 'schema:Error', () =>
        plan.set(model.root, [...path, 'Error'], ERROR_SCHEMA) ? 'done' : undefined,
      ) !== undefined,
  };
}

/** A header object for one rate-limit header: a `$ref` to a shared header of that name when there is one. */
export function rateLimitHeader(model: ApiModel, name: string): Obj {
  const path = home(model, 'headers');
  const shared = path ? existing(model, path).find(([k]) => k.toLowerCase() === name.toLowerCase()) : undefined;
  if (path && shared) return { $ref: refTo([...path, shared[0]]) };
  const description = RATE_LIMIT_HEADERS[name];
  return model.version === '2.0' ? { description, type: 'integer' } : { description, schema: { type: 'integer' } };
}

/**
 * A `$ref` to the shared response for an error status: one that operations already use for that status, else
 * a component named for it (`NotFound`…), else a new component (with the `Error` schema it points at).
 */
export function errorResponseRef(plan: EditPlan, model: ApiModel, status: string): string | undefined {
  const spec = ERROR_RESPONSES[status];
  if (!spec) return undefined;
  return once(plan, `response:${status}`, () => {
    const used = perModel(model, `used-response:${status}`, () => {
      for (const op of model.operations) {
        const holder = model.deref(op.node.responses);
        const raw = isObj(holder) ? holder[status] : undefined;
        if (isRef(raw) && model.resolver.docOf(raw) === model.doc && model.deref(raw) !== undefined) return raw.$ref;
      }
      return undefined;
    });
    if (used !== undefined) return used;
    const path = home(model, 'responses')!;
    const named = existingNamed(model, path, spec.aliases);
    if (named !== undefined) return refTo([...path, named]);
    const response = errorResponseObject(plan, model, status)!;
    return plan.set(model.root, [...path, spec.name], response.value) && response.createSchema()
      ? refTo([...path, spec.name])
      : undefined;
  });
}

/** The error status a shared response's name stands for (`NotFound` → `404`, `rate_limited` → `429`), if any. */
export function errorStatusOfName(name: string): string | undefined {
  const n = normalize(name);
  return Object.keys(ERROR_RESPONSES).find((status) => ERROR_RESPONSES[status].aliases.includes(n));
}

/** A new shared error response for a status, pointing at the error schema, and a way to create that schema when it is missing. */
export function errorResponseObject(
  plan: EditPlan,
  model: ApiModel,
  status: string,
): { value: Obj; createSchema: () => boolean } | undefined {
  const spec = ERROR_RESPONSES[status];
  if (!spec) return undefined;
  const schema = errorSchema(plan, model);
  const response: Obj = { description: spec.description };
  if (status === '429')
    response.headers = Object.fromEntries(Object.keys(RATE_LIMIT_HEADERS).map((h) => [h, rateLimitHeader(model, h)]));
  if (model.version === '2.0') response.schema = { $ref: schema.ref };
  else response.content = { 'application/json': { schema: { $ref: schema.ref } } };
  return { value: response, createSchema: schema.create };
}

/** Whether a schema name is one of the usual names of an error schema (`Error`, `Problem`, `ApiError`…). */
export function isErrorSchemaName(name: string): boolean {
  return ERROR_SCHEMA_NAMES.includes(normalize(name));
}

/** The error schema the shared error responses point at. */
export const ERROR_SCHEMA: Obj = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'A machine-readable error code.' },
    message: { type: 'string', description: 'What went wrong, for people.' },
  },
};

/** The query parameters a list takes (§4), as 3.x parameter objects. */
const LIST_PARAMETERS: Record<string, { description: string; schema: Obj }> = {
  limit: { description: 'Page size.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
  page: { description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
  sort: { description: 'Field to sort by; a leading - sorts in descending order.', schema: { type: 'string' } },
};

/**
 * A list query parameter (`limit`, `page`, `sort`): a `$ref` to a shared one of that name and type; else, when
 * `plan` is given and the API shares parameters already, a new shared one (`Limit`, created once per plan) and a
 * `$ref` to it, as error responses become shared; else written out. Undefined for a name that is not one of them.
 */
export function listParameter(model: ApiModel, name: string, plan?: EditPlan): Obj | undefined {
  const spec = Object.hasOwn(LIST_PARAMETERS, name) ? LIST_PARAMETERS[name] : undefined;
  if (!spec) return undefined;
  const path = home(model, 'parameters')!;
  const wanted = spec.schema.type;
  const shared = existing(model, path);
  for (const [key, raw] of shared) {
    const p = model.deref(raw);
    if (!isObj(p) || p.name !== name || p.in !== 'query') continue;
    const schema = model.version === '2.0' ? p : model.deref(p.schema);
    if (isObj(schema) && schema.type === wanted) return { $ref: refTo([...path, key]) };
  }
  const param =
    model.version === '2.0'
      ? { name, in: 'query', description: spec.description, ...spec.schema }
      : { name, in: 'query', description: spec.description, schema: spec.schema };
  if (!plan || shared.length === 0) return param;
  const component = name[0].toUpperCase() + name.slice(1);
  if (shared.some(([key]) => key === component)) return param;
  const ref = once(plan, `parameter:${name}`, () =>
    plan.set(model.root, [...path, component], param) ? refTo([...path, component]) : undefined,
  );
  return ref === undefined ? param : { $ref: ref };
}

/** A bearer security scheme: http bearer in 3.x; in 2.0, an apiKey carried in the `Authorization` header. */
export function bearerSchemeObject(model: ApiModel): Obj {
  const description = 'An access token: `Authorization: Bearer <token>`.';
  if (model.version === '2.0') return { type: 'apiKey', in: 'header', name: 'Authorization', description };
  return { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description };
}

/** Where security schemes live: `components/securitySchemes` (3.x) or `securityDefinitions` (2.0). */
export function schemesHome(model: ApiModel): string[] {
  return model.version === '2.0' ? ['securityDefinitions'] : ['components', 'securitySchemes'];
}

/** A scheme name that is not taken yet: `bearerAuth`, else `bearerAuth2`… */
export function freeSchemeName(model: ApiModel): string {
  const taken = new Set(model.securitySchemes.map((s) => s.name));
  let name = 'bearerAuth';
  for (let i = 2; taken.has(name); i++) name = `bearerAuth${i}`;
  return name;
}

/** Adds `{name: []}` to the root `security` list, creating the list when there is none. */
export function requireGlobally(plan: EditPlan, model: ApiModel, name: string): boolean {
  return plan.push(model.root, ['security'], { [name]: [] });
}
