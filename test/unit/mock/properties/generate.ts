import { validateSchema } from '../../../../src/core/http/conformance/validate';
import { isObj, type Obj } from '../../../../src/shared/object';

// Values generated from schemas for the mock's property checks (Schemathesis-like, seeded and bounded): valid ones
// of the schema's type, formats, enums and ranges (int64 ids past 2^53 among them, as BigInt), and invalid ones made
// by breaking one constraint. Every value is checked with the project's validator before it is used, so a case is
// valid or invalid for sure, whatever the generator could not follow (patterns, oneOf overlaps).

/** A small seeded generator (mulberry32), so a failing case can be replayed from its seed. */
export interface Random {
  next(): number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
}

/** A seeded random source. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (xs) => xs[Math.floor(next() * xs.length)] };
}

type Deref = (v: unknown) => unknown;
/** Which properties a value leaves out: read-only ones in a request, write-only ones in a response. */
export type Direction = 'request' | 'response';

const MAX_DEPTH = 5;

function typeOf(s: Obj): string | undefined {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (typeof t === 'string') return t;
  if (isObj(s.properties) || s.required) return 'object';
  if (s.items) return 'array';
  return undefined;
}

/** A valid-looking value of a schema (not yet checked). */
export function generate(schema: unknown, deref: Deref, r: Random, dir: Direction = 'request', depth = 0): unknown {
  const s = deref(schema);
  if (!isObj(s)) return r.pick(['x', 1, true]);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return r.pick(s.enum);
  if (s.example !== undefined && r.int(4) === 0) return s.example;
  if (Array.isArray(s.allOf)) {
    const out: Obj = {};
    for (const part of s.allOf) {
      const v = generate(part, deref, r, dir, depth + 1);
      if (isObj(v)) Object.assign(out, v);
    }
    const own: Obj = { ...s, allOf: undefined };
    const v = isObj(own.properties) ? generate(own, deref, r, dir, depth + 1) : undefined;
    return isObj(v) ? Object.assign(out, v) : out;
  }
  const alternatives = s.oneOf ?? s.anyOf;
  if (Array.isArray(alternatives) && alternatives.length > 0)
    return generate(r.pick(alternatives), deref, r, dir, depth + 1);
  switch (typeOf(s)) {
    case 'string':
      return text(s, r);
    case 'integer':
      return integer(s, r);
    case 'number': {
      const lo = typeof s.minimum === 'number' ? s.minimum : -1000;
      const hi = typeof s.maximum === 'number' ? s.maximum : 1000;
      return Math.round((lo + r.next() * (hi - lo)) * 100) / 100;
    }
    case 'boolean':
      return r.int(2) === 0;
    case 'array': {
      if (depth >= MAX_DEPTH) return [];
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      const max = Math.min(typeof s.maxItems === 'number' ? s.maxItems : min + 2, min + 2);
      const n = min + r.int(max - min + 1);
      return Array.from({ length: n }, () => generate(s.items, deref, r, dir, depth + 1));
    }
    case 'object': {
      const out: Obj = {};
      const required = new Set(Array.isArray(s.required) ? s.required : []);
      for (const [k, raw] of Object.entries(isObj(s.properties) ? s.properties : {})) {
        const p = deref(raw);
        if (isObj(p) && (dir === 'request' ? p.readOnly : p.writeOnly) === true) continue;
        if (depth >= MAX_DEPTH && !required.has(k)) continue;
        if (required.has(k) || r.int(2) === 0) out[k] = generate(p, deref, r, dir, depth + 1);
      }
      return out;
    }
    default:
      return r.pick(['x', 1, true]);
  }
}

function text(s: Obj, r: Random): string {
  const n = r.int(100000);
  switch (s.format) {
    case 'date-time':
      return new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString();
    case 'date':
      return new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    case 'uuid':
      return `3fa85f64-5717-4562-b3fc-${String(n).padStart(12, '0')}`;
    case 'email':
      return `user${n}@example.com`;
    case 'uri':
    case 'url':
      return `https://example.com/${n}`;
    case 'ipv4':
      return `10.0.${n % 256}.${(n >> 8) % 256}`;
  }
  if (typeof s.pattern === 'string' && typeof s.example === 'string') return s.example;
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  const max = Math.min(typeof s.maxLength === 'number' ? s.maxLength : min + 12, min + 12);
  const len = min + r.int(max - min + 1);
  let out = '';
  for (let i = 0; i < len; i++) out += 'abcdefghijklmnopqrstuvwxyz0123456789'[r.int(36)];
  return out;
}

function integer(s: Obj, r: Random): number | bigint {
  const lo = typeof s.minimum === 'number' ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : undefined;
  const hi = typeof s.maximum === 'number' ? s.maximum - (s.exclusiveMaximum === true ? 1 : 0) : undefined;
  // int64 without bounds: now and then an id past 2^53, exactly (as a BigInt, written as its digits).
  if (s.format === 'int64' && lo === undefined && hi === undefined && r.int(3) === 0)
    return 9007199254740993n + BigInt(r.int(1_000_000)) * 1_000_003n;
  const from = lo ?? (hi !== undefined ? hi - 1000 : 1);
  const to = hi ?? from + 1000;
  return from + r.int(Math.max(1, Math.min(to - from + 1, 2 ** 31)));
}

/** One way to break a value of a schema: a property of the wrong type, a required one left out, past a bound, off the enum. */
export function breakValue(schema: unknown, value: unknown, deref: Deref, r: Random): unknown {
  const s = deref(schema);
  if (!isObj(s)) return undefined;
  if (isObj(value) && isObj(s.properties)) {
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    const names = Object.keys(s.properties);
    if (required.length > 0 && r.int(3) === 0) {
      const out = { ...value };
      delete out[r.pick(required)];
      return out;
    }
    if (names.length === 0) return undefined;
    const k = r.pick(names);
    return { ...value, [k]: breakValue(s.properties[k], value[k], deref, r) ?? wrongType(deref(s.properties[k])) };
  }
  if (Array.isArray(s.enum)) return 'not-one-of-the-enum';
  if (typeOf(s) === 'integer' && typeof s.maximum === 'number' && r.int(2) === 0) return s.maximum + 1;
  if (typeOf(s) === 'integer' && typeof s.minimum === 'number' && r.int(2) === 0) return s.minimum - 1;
  return wrongType(s);
}

function wrongType(s: unknown): unknown {
  const t = isObj(s) ? typeOf(s) : undefined;
  return t === 'string' ? 12345 : t === 'object' ? 'not an object' : t === 'array' ? { not: 'an array' } : 'x!';
}

/** Whether a value passes its schema, as the mock's validator reads it. */
export function fits(schema: unknown, value: unknown, deref: Deref, dir: Direction = 'request'): boolean {
  return validateSchema(schema, value, { deref, direction: dir, max: 1 }).problems.length === 0;
}

/** JSON text of a value with BigInt integers written exactly as their digits. */
export function exactJson(v: unknown): string {
  if (typeof v === 'bigint') return v.toString();
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : exactJson(x))).join(',')}]`;
  if (isObj(v))
    return `{${Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${JSON.stringify(k)}:${exactJson(x)}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}
