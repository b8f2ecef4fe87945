import { validateSchema, type SchemaProblem } from '../http/conformance/validate';
import type { ApiModel, Operation, Parameter } from '../openapi/model';
import { isObj, type Obj } from '../../shared/object';
import type { MockRequest } from './mock-api';

/** Headers OpenAPI says a header parameter of these names is ignored for (they are described elsewhere). */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

/**
 * Every way a request's path, query, header and cookie parameters break the operation's declarations: a required
 * one missing, a value that is not of its type (`limit=abc`), or one its schema refuses (a range, an enum, a format,
 * a pattern). Each problem's `pointer` says where: `query.limit`, `path.bookId`, `header.X-Request-Id`.
 */
export function parameterProblems(
  model: ApiModel,
  op: Operation,
  req: MockRequest,
  pathParams: Readonly<Record<string, string>>,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const cookies = cookiesOf(req.headers.cookie);
  for (const p of op.parameters) {
    if (p.in === 'header' && IGNORED_HEADERS.has(p.name.toLowerCase())) continue;
    const where = `${p.in}.${p.name}`;
    const raw =
      p.in === 'path'
        ? pathParams[p.name] === undefined
          ? []
          : [pathParams[p.name]]
        : p.in === 'query'
          ? req.query.getAll(p.name)
          : p.in === 'header'
            ? headerValues(req.headers[p.name.toLowerCase()])
            : p.in === 'cookie'
              ? cookies.getAll(p.name)
              : undefined;
    if (raw === undefined) continue; // a 2.0 body or form parameter: the body's check
    if (raw.length === 0) {
      if (p.required || p.in === 'path')
        problems.push({ pointer: where, message: `the required ${p.in} parameter is missing` });
      continue;
    }
    const schema = model.deref(p.schema);
    if (!isObj(schema) || p.node.content !== undefined) continue;
    const value = typedValue(model, p, schema, raw);
    if (typeof value === 'object' && value !== null && 'problem' in value) {
      problems.push({ pointer: where, message: (value as { problem: string }).problem });
      continue;
    }
    for (const problem of validateSchema(schema, value, {
      deref: (v) => model.deref(v),
      direction: 'request',
      max: 5,
    }).problems)
      problems.push({ pointer: `${where}${problem.pointer}`, message: problem.message });
  }
  return problems;
}

/** A parameter's text as the value its schema declares, or why it cannot be one. */
function typedValue(model: ApiModel, p: Parameter, schema: Obj, raw: string[]): unknown {
  if (typeOf(schema) === 'array') {
    const explode = p.node.explode ?? (p.in === 'query' || p.in === 'cookie');
    const parts = raw.length > 1 || explode === true ? raw : raw[0] === '' ? [] : raw[0].split(',');
    const items = model.deref(schema.items);
    const out: unknown[] = [];
    for (const part of parts) {
      const v = isObj(items) ? scalar(part, items) : part;
      if (isObj(v) && 'problem' in v) return v;
      out.push(v);
    }
    return out;
  }
  if (typeOf(schema) === 'object') return undefined;
  return scalar(raw[raw.length - 1], schema);
}

/** The type a schema names first (besides `null`). */
function typeOf(schema: Obj): unknown {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** One text as the integer, number, boolean or string its schema wants, or why it is not one. */
export function scalar(text: string, schema: Obj): unknown {
  const type = typeOf(schema);
  if (type === 'integer') {
    if (!/^-?\d+$/.test(text)) return { problem: `expected an integer, got ${JSON.stringify(text.slice(0, 40))}` };
    const big = BigInt(text);
    if (schema.format === 'int32' && (big < -(2n ** 31n) || big >= 2n ** 31n))
      return { problem: `${text.slice(0, 40)} is outside the int32 range` };
    if (big < INT64.min || big > INT64.max) return { problem: `${text.slice(0, 40)} is outside the int64 range` };
    // Past 2^53 a double would round it: kept exactly, as a BigInt (exact-json.ts writes it back as its digits).
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : big;
  }
  if (type === 'number') {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n)
      ? n
      : { problem: `expected a number, got ${JSON.stringify(text.slice(0, 40))}` };
  }
  if (type === 'boolean') {
    if (text === 'true' || text === 'false') return text === 'true';
    return { problem: `expected true or false, got ${JSON.stringify(text.slice(0, 40))}` };
  }
  return text;
}

/** A header's values: its comma-joined text as one value (arrays split later), none when absent. */
function headerValues(v: string | undefined): string[] {
  return v === undefined ? [] : [v.trim()];
}

/** The cookies of a `Cookie` header, by name. */
function cookiesOf(header: string | undefined): { getAll(name: string): string[] } {
  const pairs: [string, string][] = [];
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) pairs.push([part.slice(0, eq).trim(), part.slice(eq + 1).trim()]);
  }
  return { getAll: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v) };
}

/** Form fields (text) typed by the body schema's properties, as parameters are: `age=3` → 3, `tag=a&tag=b` → array. */
export function typedForm(model: ApiModel, schema: unknown, body: unknown): unknown {
  const s = model.deref(schema);
  if (!isObj(body) || !isObj(s) || !isObj(s.properties)) return body;
  const out: Obj = {};
  for (const [k, v] of Object.entries(body)) {
    const prop = model.deref(s.properties[k]);
    const texts = Array.isArray(v) ? v.map(String) : [String(v)];
    if (!isObj(prop)) out[k] = v;
    else if (typeOf(prop) === 'array') {
      const items = model.deref(prop.items);
      out[k] = texts.map((t) => (isObj(items) ? keepText(t, scalar(t, items)) : t));
    } else out[k] = keepText(texts[texts.length - 1], scalar(texts[texts.length - 1], prop));
  }
  return out;
}

/** A typed value, or the text itself when it is not of the type (the schema check then says so). */
function keepText(text: string, typed: unknown): unknown {
  return isObj(typed) && 'problem' in typed ? text : typed;
}
