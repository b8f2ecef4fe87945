import type { MediaType, Parameter, Schema } from '../openapi/model';
import { isObj, type Obj } from '../../shared/object';
import { checkStringFormat } from './conformance/formats';
import { declaredFits } from './declared-fit';
import { patternSample } from './pattern-sample';

type Deref = (v: unknown) => unknown;

/** A request body value and where it came from. */
export interface SampleBody {
  value: unknown;
  source: 'example' | 'schema';
  /** Set when a body made from the schema was cut at the budget: says so in words. */
  cut?: string;
}

/** How much work and output one body made from a schema may take. */
export interface SampleBudget {
  /** Schemas visited (each property, item and `allOf` part counts). */
  maxNodes: number;
  /** Characters of the JSON the value would be. */
  maxBytes: number;
}

/** The budget of every body made from a schema: a `$ref` fan-out spec of 4 KB once took 27 s and 2.1 GB. */
export const SAMPLE_BUDGET: SampleBudget = { maxNodes: 5000, maxBytes: 256 * 1024 };

/** Which side of the exchange a sample is for: requests leave out `readOnly` properties, responses `writeOnly` ones. */
export type SampleDirection = 'request' | 'response';

const MAX_DEPTH = 12;

/** Placeholder values for string formats, chosen to be valid for their format. */
const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  duration: 'P1D',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'uri-reference': '/example',
  iri: 'https://example.com/',
  'iri-reference': '/example',
  'uri-template': 'https://example.com/{id}',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'json-pointer': '/example',
  'relative-json-pointer': '0',
  regex: '.*',
  byte: 'ZXhhbXBsZQ==',
  binary: 'example',
  password: 'password',
  int64: '0',
};

/** The example a media type declares (`example`, then the first of `examples` with a `value`), if any. */
export function declaredExample(media: MediaType, deref: Deref): unknown {
  const node = media.node;
  if (!node) return undefined;
  if ('example' in node) return node.example;
  const examples = deref(node.examples);
  if (isObj(examples)) {
    for (const raw of Object.values(examples)) {
      const ex = deref(raw);
      if (isObj(ex) && 'value' in ex) return ex.value;
    }
  }
  return undefined;
}

/** A body for a media type: its declared example, or a value generated from its schema. */
export function sampleBody(media: MediaType, deref: Deref, formParams: Parameter[] = []): SampleBody | undefined {
  const declared = declaredExample(media, deref);
  if (declared !== undefined) return { value: declared, source: 'example' };
  if (media.schema) {
    const { value, cut } = sampleSchema(media.schema, deref, 'request');
    return { value, source: 'schema', ...(cut ? { cut } : {}) };
  }
  if (formParams.length) {
    const out: Obj = {};
    const sampler = new Sampler(deref, 'request', SAMPLE_BUDGET);
    for (const p of formParams) {
      if (!p.required && formParams.some((q) => q.required)) continue;
      const v = p.schema && p.schema.type === 'file' ? 'example' : sampler.sample(p.schema ?? {}, 0, new Set());
      if (v !== undefined) out[p.name] = v;
    }
    return { value: out, source: 'schema', ...(sampler.cut ? { cut: sampler.cut } : {}) };
  }
  return undefined;
}

/**
 * A value that fits a schema: `const`, `example`, `default` or the first `enum` value when declared; otherwise
 * built from the type: required properties (all of them when none is required), `allOf` merged, the first
 * `oneOf`/`anyOf` branch, `readOnly` properties left out of requests, formats honoured, cycles cut.
 */
export function sampleFromSchema(schema: unknown, deref: Deref, direction: SampleDirection = 'request'): unknown {
  return sampleSchema(schema, deref, direction).value;
}

/**
 * `sampleFromSchema` with the note that says when the value was cut at the budget (optional parts left out, required
 * ones given their emptiest value, arrays shortened): the work is bounded whatever the schema's fan-out.
 */
export function sampleSchema(
  schema: unknown,
  deref: Deref,
  direction: SampleDirection = 'request',
  budget: SampleBudget = SAMPLE_BUDGET,
): { value: unknown; cut: string | null } {
  const sampler = new Sampler(deref, direction, budget);
  const value = sampler.sample(schema, 0, new Set());
  return { value, cut: sampler.cut };
}

/** A rough JSON length of a value the spec declares (`example`, `default`), counted up to `limit`. */
function jsonSize(v: unknown, limit: number): number {
  let n = 0;
  const stack: unknown[] = [v];
  while (stack.length && n <= limit) {
    const x = stack.pop();
    if (typeof x === 'string') n += x.length + 2;
    else if (Array.isArray(x)) {
      n += 2 + x.length;
      for (const y of x) stack.push(y);
    } else if (isObj(x)) {
      n += 2;
      for (const [k, y] of Object.entries(x)) {
        n += k.length + 4;
        stack.push(y);
      }
    } else n += String(x).length;
  }
  return n;
}

class Sampler {
  private nodes = 0;
  /** Characters of JSON produced so far (repeated array items counted each time). */
  private bytes = 0;
  /** Why the value was cut, once it was. */
  cut: string | null = null;

  constructor(
    private readonly deref: Deref,
    private readonly direction: SampleDirection,
    private readonly budget: SampleBudget = SAMPLE_BUDGET,
  ) {}

  /** False (and `cut` set) once the budget is spent: every later part is left out. */
  private spend(nodes: number, bytes: number): boolean {
    if (this.cut) return false;
    this.nodes += nodes;
    this.bytes += bytes;
    if (this.nodes > this.budget.maxNodes)
      this.cut = `cut at ${this.budget.maxNodes.toLocaleString('en-US')} schema nodes`;
    else if (this.bytes > this.budget.maxBytes) this.cut = `cut at ${Math.round(this.budget.maxBytes / 1024)} KB`;
    return !this.cut;
  }

  sample(raw: unknown, depth: number, stack: Set<unknown>): unknown {
    if (!this.spend(1, 0)) return undefined;
    const s = this.deref(raw);
    if (s === true || s === undefined) return {};
    if (!isObj(s)) return null;
    if (stack.has(s) || depth > MAX_DEPTH) return undefined;
    stack.add(s);
    try {
      const v = this.sampleObj(s, depth, stack);
      return this.cut && v === undefined ? undefined : v;
    } finally {
      stack.delete(s);
    }
  }

  /** A value the spec declares, counted against the byte budget. */
  private declared(v: unknown): unknown {
    return this.spend(0, jsonSize(v, this.budget.maxBytes)) ? v : undefined;
  }

  private sampleObj(s: Obj, depth: number, stack: Set<unknown>): unknown {
    if ('const' in s) return this.declared(s.const);
    // A declared value of another type or format than the schema's (`example: "12"` on a number, a date-time on a
    // `format: date`) is not used: it would not fit.
    if ('example' in s && declaredFits(s, s.example)) return this.declared(s.example);
    if (Array.isArray(s.examples) && s.examples.length && declaredFits(s, s.examples[0]))
      return this.declared(s.examples[0]);
    if ('default' in s && declaredFits(s, s.default)) return this.declared(s.default);
    if (Array.isArray(s.enum) && s.enum.length) return this.declared(s.enum.find((x) => x !== null) ?? s.enum[0]);
    if (Array.isArray(s.allOf) || Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
      const merged = this.flatten(s, 0);
      if (merged !== s) return this.sampleObj(merged, depth, stack);
    }
    switch (topType(s)) {
      case 'object':
        return this.object(s, depth, stack);
      case 'array':
        return this.array(s, depth, stack);
      case 'integer':
        return this.declared(this.number(s, true));
      case 'number':
        return this.declared(this.number(s, false));
      case 'boolean':
        return this.declared(true);
      case 'null':
        return this.declared(null);
      default:
        return this.declared(this.string(s));
    }
  }

  /** `allOf` merged into one schema, and the first `oneOf`/`anyOf` branch merged in. */
  private flatten(s: Obj, level: number): Obj {
    if (level > MAX_DEPTH) return s;
    const parts: Obj[] = [];
    const rest: Obj = { ...s };
    delete rest.allOf;
    delete rest.oneOf;
    delete rest.anyOf;
    if (Array.isArray(s.allOf)) for (const p of s.allOf) parts.push(this.part(p, level));
    for (const key of ['oneOf', 'anyOf'] as const) {
      const list = s[key];
      if (!Array.isArray(list)) continue;
      const first = list.map((x) => this.deref(x)).find((x) => isObj(x) && x.type !== 'null');
      if (first !== undefined) parts.push(this.part(first, level));
    }
    let out = rest;
    for (const p of parts) out = mergeSchemas(out, p);
    return out;
  }

  private part(raw: unknown, level: number): Obj {
    if (!this.spend(1, 0)) return {};
    const p = this.deref(raw);
    if (!isObj(p)) return {};
    return Array.isArray(p.allOf) || Array.isArray(p.oneOf) || Array.isArray(p.anyOf) ? this.flatten(p, level + 1) : p;
  }

  private object(s: Obj, depth: number, stack: Set<unknown>): unknown {
    const props = isObj(s.properties) ? s.properties : {};
    const required = Array.isArray(s.required) ? s.required.filter((x): x is string => typeof x === 'string') : [];
    const skip = this.direction === 'request' ? 'readOnly' : 'writeOnly';
    const names = required.length ? required : Object.keys(props);
    const out: Obj = {};
    this.spend(0, 2);
    for (const name of names) {
      const prop = this.deref(props[name]);
      if (isObj(prop) && prop[skip] === true) continue;
      let v = prop === undefined ? 'string' : this.sample(prop, depth + 1, stack);
      if (v === undefined) {
        if (!required.includes(name)) continue;
        v = this.fallback(prop);
      }
      this.bytes += name.length + 4;
      out[name] = v;
    }
    // `minProperties` past what the properties gave (a map of tags that must not be empty): entries of
    // `additionalProperties`, named `key1`, `key2`….
    const extra = isObj(s.additionalProperties)
      ? s.additionalProperties
      : s.additionalProperties === false
        ? undefined
        : {};
    const least = typeof s.minProperties === 'number' ? Math.min(s.minProperties, 100) : 0;
    for (let k = 1; extra && Object.keys(out).length < least && k <= least; k++) {
      const v = this.sample(extra, depth + 1, stack);
      if (v === undefined) break;
      out[`key${k}`] = v;
    }
    return out;
  }

  /** What a required property whose schema cycles back gets: the emptiest value of its type. */
  private fallback(prop: unknown): unknown {
    const t = isObj(prop) ? topType(prop) : undefined;
    if (t === 'array') return [];
    if (t === 'string') return '';
    if (t === 'integer' || t === 'number') return 0;
    if (t === 'boolean') return false;
    return isObj(prop) && prop.$ref === undefined && t === undefined ? null : {};
  }

  private array(s: Obj, depth: number, stack: Set<unknown>): unknown[] {
    const max = typeof s.maxItems === 'number' ? s.maxItems : Infinity;
    if (max < 1) return [];
    const items = Array.isArray(s.items) ? s.items[0] : s.items;
    const before = this.bytes;
    const item = this.sample(items ?? {}, depth + 1, stack);
    if (item === undefined) return [];
    const size = Math.max(this.bytes - before, 1) + 1;
    let count = typeof s.minItems === 'number' ? Math.min(Math.max(s.minItems, 1), 20) : 1;
    // Each copy of the item is output again: as many as the byte budget holds, at least one.
    const room = Math.max(1, Math.floor((this.budget.maxBytes - this.bytes) / size) + 1);
    if (count > room) {
      count = room;
      this.cut ??= `cut at ${Math.round(this.budget.maxBytes / 1024)} KB`;
    }
    this.bytes += (count - 1) * size;
    return Array.from({ length: count }, () => item);
  }

  private number(s: Obj, integer: boolean): number {
    let v = 0;
    const min = typeof s.minimum === 'number' ? s.minimum : undefined;
    const max = typeof s.maximum === 'number' ? s.maximum : undefined;
    const exMin =
      typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.exclusiveMinimum === true ? min : undefined;
    const exMax =
      typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.exclusiveMaximum === true ? max : undefined;
    const step = typeof s.multipleOf === 'number' && s.multipleOf > 0 ? s.multipleOf : integer ? 1 : undefined;
    if (exMin !== undefined) v = step ? (Math.floor(exMin / step) + 1) * step : exMin + 0.5;
    else if (min !== undefined) v = step ? Math.ceil(min / step) * step : min;
    else if (exMax !== undefined && exMax <= 0) v = step ? (Math.ceil(exMax / step) - 1) * step : exMax - 0.5;
    else if (max !== undefined && max < 0) v = step ? Math.floor(max / step) * step : max;
    else if (step) v = 0;
    return integer ? Math.round(v) : v;
  }

  private string(s: Obj): string {
    const format = typeof s.format === 'string' ? s.format : undefined;
    let v = (format && FORMAT_SAMPLES[format]) ?? 'string';
    const min = typeof s.minLength === 'number' ? s.minLength : 0;
    const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
    // A pattern's own string (`^i-[0-9a-f]{8,}$` → `i-00000000`), unless it misses the format.
    const matching = typeof s.pattern === 'string' ? patternSample(s.pattern, min, max) : undefined;
    if (matching !== undefined && (!format || checkStringFormat(format, matching))) return matching;
    // Past the byte budget the value is cut anyway (`declared`): `minLength: 1e9` threw "Invalid string length".
    if (v.length < min) v = v + 'x'.repeat(Math.min(min, this.budget.maxBytes + 1) - v.length);
    if (v.length > max) v = v.slice(0, max);
    return v;
  }
}

/** Merges two schemas as `allOf` does for sampling: properties and `required` united, other keywords of `b` win. */
function mergeSchemas(a: Obj, b: Obj): Obj {
  const out: Obj = { ...a, ...b };
  if (isObj(a.properties) || isObj(b.properties))
    out.properties = { ...(isObj(a.properties) ? a.properties : {}), ...(isObj(b.properties) ? b.properties : {}) };
  const req = [...(Array.isArray(a.required) ? a.required : []), ...(Array.isArray(b.required) ? b.required : [])];
  if (req.length) out.required = [...new Set(req)];
  if (a.type !== undefined && b.type === undefined) out.type = a.type;
  return out;
}

/**
 * The type a value of a schema has at its top, for the body sampler and for reading a parameter's text alike: its
 * `type`, a 3.1 type list's first entry other than `null` (`null` when it lists only `null`), else `object` for a
 * schema with `properties` or `additionalProperties` (a map), `array` for one with `items`; `undefined` when nothing
 * says.
 */
function topType(s: Obj): string | undefined {
  const t = s.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') ?? 'null';
  if (isObj(s.properties) || s.additionalProperties !== undefined) return 'object';
  if (s.items !== undefined) return 'array';
  return undefined;
}

/** A schema's top-level type after `$ref` (see `topType`): what a parameter's text is read as and shown as. */
export function schemaType(schema: Schema | undefined, deref: Deref): string | undefined {
  const s = deref(schema);
  return isObj(s) ? topType(s) : undefined;
}
