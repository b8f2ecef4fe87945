import { isObj } from '../../shared/object';
import { appendPointer, unescapeToken } from '../document/pointer';
import type { OpenApiVersion } from './model';
import { oasValidator, shallowValidator, type AjvError } from './oas-validators';
import { schemaSlotValid30 } from './schema-object-30';
import { andList, orList, plural } from '../../shared/phrasing';

/**
 * One structural problem of a document against its version's official OpenAPI schema: where (a JSON pointer into the
 * document) and a sentence. `place` says what to underline: the `value` at the pointer, the `key` the pointer ends
 * with (an unknown key), or the `owner`, the object at the pointer that lacks something (its key in its parent).
 */
export interface StructuralProblem {
  pointer: string;
  message: string;
  place: 'value' | 'key' | 'owner';
}

/** A short rendering of a value: `"abc"`, `7`, `true`, `null`, `[…]`, `{…}`. */
function literal(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (Array.isArray(v)) return v.length ? '[…]' : '[]';
  if (isObj(v)) return Object.keys(v).length ? '{…}' : '{}';
  return String(v);
}

/** What a value is: `the string "7"`, `the number 3`, `null`, `an array`, `an object`. */
function describeValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return `the string ${literal(v)}`;
  if (typeof v === 'number' || typeof v === 'boolean') return `the ${typeof v} ${v}`;
  return Array.isArray(v) ? 'an array' : 'an object';
}

/** Checks a document against the official schema of its OpenAPI version; one problem per real problem. */
export function structuralProblems(version: OpenApiVersion, root: unknown): StructuralProblem[] {
  if (surelyValid(version, root)) return [];
  const validate = oasValidator(version);
  if (validate(root)) return [];
  const errors = collapse(validate.errors ?? []);
  const out: StructuralProblem[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const p = explain(version, e, root);
    if (!p) continue;
    const key = `${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/**
 * True when the version has a shallow validator (3.0), it finds nothing, and every Schema Object it hands over passes
 * the hand-written check (schema-object-30.ts). False says only that the full validator must look.
 */
function surelyValid(version: OpenApiVersion, root: unknown): boolean {
  const shallow = shallowValidator(version);
  if (!shallow) return false;
  let valid = false;
  let slots: unknown[];
  try {
    valid = shallow(root);
  } finally {
    slots = shallow.takeSchemaSlots();
  }
  if (!valid) return false;
  for (const slot of slots) if (!schemaSlotValid30(slot)) return false;
  return true;
}

/** The tokens of a JSON pointer as Ajv writes them (RFC 6901 escapes, no percent-encoding). */
export function pointerTokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken);
}

/** The value at a JSON pointer, or undefined. */
function valueAt(root: unknown, pointer: string): unknown {
  let n = root;
  for (const t of pointerTokens(pointer)) {
    if (Array.isArray(n)) n = n[Number(t)];
    else if (isObj(n)) n = Object.prototype.hasOwnProperty.call(n, t) ? n[t] : undefined;
    else return undefined;
  }
  return n;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Drops what only explains another error: the `if` error that repeats its `then`/`else` branch's errors, and the
 * errors of the alternatives of a failed `oneOf`/`anyOf` (left, after the generator's adjustments, only where each
 * alternative requires a key: "schema or content"), which the combinator's own message says at once.
 */
function collapse(errors: readonly AjvError[]): AjvError[] {
  const drop = new Set<number>();
  errors.forEach((e, i) => {
    if (e.keyword === 'if') drop.add(i);
    if ((e.keyword !== 'oneOf' && e.keyword !== 'anyOf') || !Array.isArray(e.schema)) return;
    const branches = new Set<unknown>(e.schema);
    for (let j = i - 1; j >= 0 && under(errors[j].instancePath, e.instancePath); j--)
      if (branches.has(errors[j].parentSchema)) drop.add(j);
  });
  return errors.filter((_, i) => !drop.has(i));
}

/** A friendly name of the schema an error's keyword sits in: `PathItem` → `path item`; undefined when unnamed. */
function schemaName(schema: Record<string, unknown> | undefined): string | undefined {
  const name = schema?.['x-oas-name'];
  if (typeof name !== 'string') return undefined;
  return (
    RENAMED[name] ??
    name
      .replace(/SubSchema$/, '')
      .replace(/^jsonReference$/, 'reference')
      .replace(/-/g, ' ')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .split(' ')
      .map((w) => (/^[A-Z]{2,}/.test(w) ? w : w.toLowerCase()))
      .join(' ')
  );
}

/** Definitions whose names do not read well in a sentence. */
const RENAMED: Record<string, string> = {
  SchemaXORContent: 'parameter',
  ExampleXORExamples: 'parameter',
  nonBodyParameter: 'parameter',
  Info: 'info object',
  info: 'info object',
  Contact: 'contact object',
  contact: 'contact object',
  License: 'license object',
  license: 'license object',
  Paths: 'paths object',
  paths: 'paths object',
  Responses: 'responses object',
  responses: 'responses object',
  Components: 'components object',
  components: 'components object',
  oauth2ImplicitSecurity: 'OAuth2 implicit security scheme',
  oauth2PasswordSecurity: 'OAuth2 password security scheme',
  oauth2ApplicationSecurity: 'OAuth2 application security scheme',
  oauth2AccessCodeSecurity: 'OAuth2 access code security scheme',
  basicAuthenticationSecurity: 'basic authentication security scheme',
  apiKeySecurity: 'API key security scheme',
  XML: 'XML object',
  xml: 'XML object',
};

/** `"paths"`, `"parameters" item 2`, `the document`: what a pointer names, for a message. */
function label(pointer: string, root: unknown): string {
  const tokens = pointerTokens(pointer);
  if (!tokens.length) return 'the document';
  const last = tokens[tokens.length - 1];
  // A number is an item of a list only where the parent is one: under `responses` it is a status code (`"204"`).
  const inList = tokens.length > 1 && Array.isArray(valueAt(root, pointer.slice(0, pointer.lastIndexOf('/'))));
  if (inList && /^\d+$/.test(last)) return `item ${Number(last) + 1} of "${tokens[tokens.length - 2]}"`;
  return `"${last}"`;
}

/** What a key pattern of the schemas admits, in words. */
function describePattern(p: string): string {
  if (p === '^x-') return 'extensions starting with "x-"';
  if (p === '^\\/' || p === '^/') return 'paths starting with "/"';
  if (p.startsWith('^[1-5]')) return 'status codes such as 200 or 4XX';
  if (p === '^[a-zA-Z0-9\\.\\-_]+$' || p === '^[a-zA-Z0-9._-]+$') return 'names of letters, digits, ".", "-" and "_"';
  return `keys matching ${p}`;
}

/** The allowed key closest to a misspelt one (at most two edits, or a difference of case), if any. */
function suggestion(key: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const a of allowed) {
    if (a.toLowerCase() === key.toLowerCase()) return a;
    const d = distance(key.toLowerCase(), a.toLowerCase());
    if (d < bestDistance && d < Math.max(a.length, key.length) / 2) {
      best = a;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, capped early for long strings. */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"` (with `and` when asked). */
function quotedList(items: readonly unknown[], word: 'or' | 'and' = 'or'): string {
  const q = items.map((i) => (typeof i === 'string' ? `"${i}"` : literal(i)));
  return word === 'and' ? andList(q) : orList(q);
}

const TYPE_NAMES: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  null: 'null',
};

/** The message for one error, placed; undefined for errors that only summarise others. */
function explain(version: OpenApiVersion, e: AjvError, root: unknown): StructuralProblem | undefined {
  const at = e.instancePath;
  const value = valueAt(root, at);
  const name = schemaName(e.parentSchema);
  const inName = name
    ? name === 'document'
      ? 'at the top level of the document'
      : `in this ${name}`
    : `in ${label(at, root)}`;
  switch (e.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const key = String(e.params.additionalProperty ?? e.params.unevaluatedProperty);
      const allowed = (e.parentSchema?.['x-oas-allowed'] as { keys: string[]; patterns: string[] } | undefined) ?? {
        keys: [],
        patterns: [],
      };
      const near = suggestion(key, allowed.keys);
      const kinds = [
        ...(allowed.keys.length
          ? [allowed.keys.length > 12 ? `${allowed.keys.slice(0, 12).join(', ')}, …` : allowed.keys.join(', ')]
          : []),
        ...allowed.patterns.map(describePattern),
      ];
      const tail = near ? `; did you mean "${near}"?` : kinds.length ? ` (allowed: ${kinds.join('; ')}).` : '.';
      return { pointer: appendPointer(at, key), place: 'key', message: `Unknown key "${key}" ${inName}${tail}` };
    }
    case 'required': {
      const missing = String(e.params.missingProperty);
      const what = name && name !== 'document' ? `This ${name}` : at === '' ? 'The document' : label(at, root);
      return { pointer: at, place: 'owner', message: `${what} lacks the required "${missing}".` };
    }
    case 'type': {
      const t = String(e.params.type).split(',');
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} must be ${t.map((x) => TYPE_NAMES[x] ?? x).join(' or ')}, not ${describeValue(value)}.`,
      };
    }
    case 'enum':
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} must be one of ${quotedList(e.params.allowedValues as unknown[])}, not ${literal(value)}.`,
      };
    case 'const':
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} must be ${literal(e.params.allowedValue)}, not ${literal(value)}.`,
      };
    case 'pattern':
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} (${literal(value)}) does not have the form the specification requires (${e.params.pattern}).`,
      };
    case 'minItems':
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} must have at least ${plural(Number(e.params.limit), 'item')}.`,
      };
    case 'maxItems':
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} must have at most ${e.params.limit} items.`,
      };
    case 'minProperties':
      if (version === '2.0' && e.parentSchema?.['x-oas-name'] === 'responses') return notMessage(version, e, root, at);
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} must have at least ${plural(Number(e.params.limit), 'entry', 'entries')}.`,
      };
    case 'minLength':
      return { pointer: at, place: 'value', message: `${cap(label(at, root))} must not be empty.` };
    case 'uniqueItems':
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} lists the same item twice (items ${Number(e.params.j) + 1} and ${Number(e.params.i) + 1}).`,
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} must be ${e.params.comparison} ${e.params.limit}.`,
      };
    case 'dependencies':
    case 'dependentRequired':
      return {
        pointer: at,
        place: 'owner',
        message: `"${e.params.property}" needs "${e.params.missingProperty}" beside it.`,
      };
    case 'false schema':
      return { pointer: at, place: 'key', message: `${cap(label(at, root))} is not allowed here.` };
    case 'not':
      return notMessage(version, e, root, at);
    case 'oneOf':
    case 'anyOf':
      return combinatorMessage(e, value, at, name, root);
    case 'propertyNames':
      return undefined; // the name's own error follows
    default:
      return {
        pointer: at,
        place: 'value',
        message: `${cap(label(at, root))} does not match the OpenAPI ${version} schema (${e.keyword}).`,
      };
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function combinatorMessage(
  e: AjvError,
  value: unknown,
  at: string,
  name: string | undefined,
  root: unknown,
): StructuralProblem {
  const what = name && name !== 'document' ? `This ${name}` : at === '' ? 'The document' : cap(label(at, root));
  const alternatives =
    Array.isArray(e.schema) && e.schema.every((b) => isObj(b) && Array.isArray(b.required))
      ? (e.schema as { required: string[] }[]).map((b) => b.required)
      : undefined;
  if (alternatives && Array.isArray(e.params.passingSchemas))
    return {
      pointer: at,
      place: 'owner',
      message: `${what} must have only one of ${quotedList(alternatives.flat())}.`,
    };
  if (alternatives) {
    const keys = alternatives.flat();
    return {
      pointer: at,
      place: 'owner',
      message: `${what} needs ${e.keyword === 'oneOf' ? 'exactly one of' : 'at least one of'} ${quotedList(keys)}.`,
    };
  }
  if (Array.isArray(e.params.passingSchemas))
    return {
      pointer: at,
      place: 'owner',
      message: `${what} matches more than one of the forms the specification allows; it must match exactly one.`,
    };
  return {
    pointer: at,
    place: 'value',
    message: `${what} (${describeValue(value)}) matches none of the forms the specification allows here.`,
  };
}

function notMessage(version: OpenApiVersion, e: AjvError, root: unknown, at: string): StructuralProblem {
  const required = isObj(e.schema) ? e.schema.required : undefined;
  if (Array.isArray(required) && required.length > 1)
    return { pointer: at, place: 'owner', message: `${quotedList(required, 'and')} cannot be used together.` };
  if (Array.isArray(required) && required.length === 1)
    return {
      pointer: appendPointer(at, String(required[0])),
      place: 'key',
      message: `"${required[0]}" is not allowed here.`,
    };
  if (version === '2.0' && e.parentSchema?.['x-oas-name'] === 'responses' && isObj(valueAt(root, at)))
    return {
      pointer: at,
      place: 'owner',
      message: 'An operation needs at least one response (a status code or "default").',
    };
  return {
    pointer: at,
    place: 'value',
    message: `${cap(label(at, root))} takes a form the specification forbids here.`,
  };
}
