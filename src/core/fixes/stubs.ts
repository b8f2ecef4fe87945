import { fragmentTokens, getAtPointer, splitPointer } from '../document/pointer';
import type { ApiModel } from '../openapi/model';
import { newPlan, planFix, type FixContext, type Fixer } from './context';
import type { EditPlan } from './edit-plan';
import { refHolders } from './rename-path';
import { isObj } from './emit';
import {
  bearerSchemeObject,
  ERROR_SCHEMA,
  errorResponseObject,
  errorSchema,
  errorStatusOfName,
  isErrorSchemaName,
  listParameter,
  RATE_LIMIT_HEADERS,
  rateLimitHeader,
} from './added-objects';

type Obj = Record<string, unknown>;

/** The kinds of component a local `$ref` can point at, by the key of their home (`components/<kind>`, or the 2.0 root key). */
/** Example data: a `$ref` inside it names no component. */
const EXAMPLE_KEYS = new Set(['example', 'examples']);

const KIND_WORDS: Record<string, string> = {
  schemas: 'schema',
  definitions: 'schema',
  responses: 'response',
  parameters: 'parameter',
  requestBodies: 'request body',
  headers: 'header',
  securitySchemes: 'security scheme',
  securityDefinitions: 'security scheme',
  examples: 'example',
};

const HOMES_2 = ['definitions', 'parameters', 'responses', 'securityDefinitions'];
const HOMES_3 = ['schemas', 'responses', 'parameters', 'requestBodies', 'headers', 'securitySchemes', 'examples'];

/** A missing component a local `$ref` names: where it goes and what kind it is. */
interface MissingComponent {
  path: string[];
  kind: string;
  name: string;
}

/** The component a `$ref` string points at when it is a missing one of a kind this fix can write, else undefined. */
function missingComponent(model: ApiModel, ref: string): MissingComponent | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let tokens: string[];
  try {
    tokens = fragmentTokens(ref);
  } catch {
    return undefined;
  }
  const is2 = model.version === '2.0';
  const path = is2
    ? tokens.length === 2
      ? tokens
      : undefined
    : tokens.length === 3 && tokens[0] === 'components'
      ? tokens
      : undefined;
  if (!path) return undefined;
  const kind = path[path.length - 2];
  if (!(is2 ? HOMES_2 : HOMES_3).includes(kind)) return undefined;
  if (getAtPointer(model.root, path) !== undefined) return undefined;
  return { path, kind, name: path[path.length - 1] };
}

/** A parameter name from a component name: `Limit` → `limit`, `PageSize` → `pageSize`, `X-Request-Id` stays. */
function parameterName(component: string): string {
  return /^[A-Z][a-z]/.test(component) ? component[0].toLowerCase() + component.slice(1) : component;
}

/**
 * The schema a missing resource schema is created as: a member with an id, a name and its timestamps, so the mock
 * serves (and the runner shows) something like the real thing rather than `{}`.
 */
const MEMBER_SCHEMA: Obj = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'string', readOnly: true },
    name: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
    updatedAt: { type: 'string', format: 'date-time', readOnly: true },
  },
};

/**
 * Adds the stub of one missing component to the plan: the conventional definition for the names the snippets
 * and fixes use (`BadRequest`…`InternalError` with the `Error` schema, `Limit`/`Page`/`Sort`, `Pagination`,
 * `Error`, `X-RateLimit-*`), a member schema for any other schema, else the smallest valid object of its kind. False when it cannot be written.
 */
function addStub(plan: EditPlan, model: ApiModel, c: MissingComponent): boolean {
  const is2 = model.version === '2.0';
  const typed = (type: string): Obj => (is2 ? { type } : { schema: { type } });
  switch (c.kind) {
    case 'schemas':
    case 'definitions': {
      if (isErrorSchemaName(c.name)) {
        const shared = errorSchema(plan, model);
        if (shared.ref.endsWith(`/${c.name}`)) return shared.create();
        return plan.set(model.root, c.path, ERROR_SCHEMA);
      }
      if (c.name === 'Pagination') {
        return plan.set(model.root, c.path, {
          type: 'object',
          required: ['page', 'limit', 'total'],
          properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } },
        });
      }
      return plan.set(model.root, c.path, MEMBER_SCHEMA);
    }
    case 'responses': {
      const status = errorStatusOfName(c.name);
      const error = status ? errorResponseObject(plan, model, status) : undefined;
      if (error) return plan.set(model.root, c.path, error.value) && error.createSchema();
      return plan.set(model.root, c.path, { description: `${c.name}.` });
    }
    case 'parameters': {
      const name = parameterName(c.name);
      const list = listParameter(model, name.toLowerCase());
      const param = list && !('$ref' in list) ? list : { name, in: 'query', ...typed('string') };
      return plan.set(model.root, c.path, param);
    }
    case 'headers': {
      const known = Object.keys(RATE_LIMIT_HEADERS).find((h) => h.toLowerCase() === c.name.toLowerCase());
      if (known) return plan.set(model.root, c.path, rateLimitHeader(model, known));
      return plan.set(model.root, c.path, { description: `${c.name}.`, schema: { type: 'string' } });
    }
    case 'requestBodies':
      return plan.set(model.root, c.path, {
        required: true,
        content: { 'application/json': { schema: { type: 'object' } } },
      });
    case 'securitySchemes':
    case 'securityDefinitions':
      return plan.set(model.root, c.path, bearerSchemeObject(model));
    case 'examples':
      return plan.set(model.root, c.path, { value: {} });
    default:
      return false;
  }
}

/** The `$ref` of the finding's holder (its pointer ends in `/$ref`). */
function refOf(ctx: FixContext): string | undefined {
  const tokens = splitPointer(ctx.finding.pointer);
  if (tokens[tokens.length - 1] !== '$ref') return undefined;
  const holder = getAtPointer(ctx.model.root, tokens.slice(0, -1));
  return isObj(holder) && typeof holder.$ref === 'string' ? holder.$ref : undefined;
}

/**
 * For a `$ref` to a missing local component (`#/components/responses/NotFound`, `#/definitions/Pet`): creates it,
 * as the conventional component for the usual names and a stub of the right kind otherwise; and, when the
 * document has other such references (a snippet brings several), creates all of them at once.
 */
export const createMissingComponentFix: Fixer = (ctx) => {
  const { model } = ctx;
  const ref = refOf(ctx);
  const missing = ref === undefined ? undefined : missingComponent(model, ref);
  if (!missing) return [];
  const fixes = [];
  const one = newPlan(ctx);
  if (addStub(one, model, missing)) {
    fixes.push(
      ...planFix(ctx, one, `Create the missing ${KIND_WORDS[missing.kind]} ${missing.path.join('/')}`, {
        isPreferred: true,
      }),
    );
  }
  const all = [...new Set(refHolders(model, EXAMPLE_KEYS).map((h) => h.$ref))].flatMap(
    (r) => missingComponent(model, r) ?? [],
  );
  if (all.length > 1) {
    const plan = newPlan(ctx);
    const done = new Set<string>();
    let ok = true;
    for (const c of all) {
      const key = c.path.join('/');
      if (done.has(key)) continue;
      done.add(key);
      ok = addStub(plan, model, c) && ok;
    }
    if (ok) fixes.push(...planFix(ctx, plan, `Create all ${done.size} missing components this document references`));
  }
  return fixes;
};
