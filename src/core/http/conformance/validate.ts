import { appendPointer } from '../../document/pointer';
import { describeValue, literal, plural, typeNames } from './describe';
import { checkNumberFormat, checkStringFormat } from './formats';

/** One way a value fails its schema: where (a JSON pointer into the value) and a plain sentence. */
export interface SchemaProblem {
  pointer: string;
  message: string;
}

/** Options of `validateSchema`. */
export interface ValidateOptions {
  /** Follows a `$ref` (or returns the value); `undefined` for a broken or cyclic chain (`ApiModel.deref`). */
  deref: (v: unknown) => unknown;
  /** At most this many problems are reported (default 50). */
  max?: number;
  /** `response`: write-only properties are not required and should be absent; `request`: the same for read-only ones. */
  direction?: 'response' | 'request';
}

/** The result: the problems found (at most `max`), and whether more were left out. */
export interface ValidationResult {
  problems: SchemaProblem[];
  truncated: boolean;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const MAX_DEPTH = 200;
/** Patterns are not run on longer strings, so a spec's backtracking pattern cannot stall the check. */
const MAX_PATTERN_INPUT = 10_000;

/**
 * Validates a value against the JSON Schema subset OpenAPI uses (2.0, 3.0 and 3.1): `type` (arrays too), 3.0
 * `nullable` and 2.0 `x-nullable`, `enum`, `const`, numeric and length bounds, `pattern`, common `format`s, object
 * and array keywords, `allOf`/`anyOf`/`oneOf`/`not`, `if`/`then`/`else`, `$ref` through `deref` with a cycle guard.
 */
export function validateSchema(schema: unknown, value: unknown, options: ValidateOptions): ValidationResult {
  const v = new Validator(options.deref, options.max ?? 50, options.direction ?? 'response', new Map());
  v.check(schema, value, '', new Set(), 0);
  return { problems: v.problems, truncated: v.truncated };
}

/** JSON equality for `enum`, `const` and `uniqueItems`. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => jsonEqual(x, (b as unknown[])[i]));
  const ka = Object.keys(a as Obj);
  const kb = Object.keys(b as Obj);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual((a as Obj)[k], (b as Obj)[k]));
}

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeMatches(t: string, v: unknown): boolean {
  const actual = jsonType(v);
  return t === actual || (t === 'number' && actual === 'integer');
}

class Validator {
  problems: SchemaProblem[] = [];
  truncated = false;

  constructor(
    private readonly deref: (v: unknown) => unknown,
    private readonly max: number,
    private readonly direction: 'response' | 'request',
    private readonly regexes: Map<string, RegExp | null>,
  ) {}

  private report(pointer: string, message: string): void {
    if (this.problems.length >= this.max) this.truncated = true;
    else this.problems.push({ pointer, message });
  }

  /** True once a problem beyond the cap turned up: the walk stops there. */
  private get full(): boolean {
    return this.truncated;
  }

  /** Whether a value matches a schema, without reporting. */
  private matches(schema: unknown, value: unknown, pointer: string, seen: Set<unknown>, depth: number): SchemaProblem[] {
    const sub = new Validator(this.deref, 10, this.direction, this.regexes);
    sub.check(schema, value, pointer, new Set(seen), depth);
    return sub.problems;
  }

  /** `seen` holds the schemas being applied to this very value (a stack): a `$ref` or `allOf` loop stops there. */
  check(raw: unknown, value: unknown, pointer: string, seen: Set<unknown>, depth: number): void {
    if (this.full || depth > MAX_DEPTH) return;
    if (raw === true || raw === undefined) return;
    if (raw === false) return this.report(pointer, 'no value is allowed here');
    if (!isObj(raw) || seen.has(raw)) return;
    seen.add(raw);
    if (typeof raw.$ref === 'string') {
      const target = this.deref(raw);
      if (isObj(target) || typeof target === 'boolean') this.check(target, value, pointer, seen, depth);
      const { $ref: _ref, ...siblings } = raw;
      if (Object.keys(siblings).length) this.checkNode(siblings, value, pointer, seen, depth);
    } else this.checkNode(raw, value, pointer, seen, depth);
    seen.delete(raw);
  }

  private checkNode(s: Obj, value: unknown, pointer: string, seen: Set<unknown>, depth: number): void {
    const nullable = s.nullable === true || s['x-nullable'] === true;
    if (value === null && nullable) return;
    const types = typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : [];
    if (types.length && !types.some((t) => typeMatches(t, value))) {
      return this.report(pointer, `expected ${typeNames(nullable ? [...types, 'null'] : types)}, got ${describeValue(value)}`);
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => jsonEqual(e, value))) {
      const options = s.enum.slice(0, 10).map(literal).join(', ') + (s.enum.length > 10 ? ', …' : '');
      this.report(pointer, s.enum.length === 1 ? `expected ${options}, got ${literal(value)}` : `expected one of ${options}, got ${literal(value)}`);
    }
    if ('const' in s && !jsonEqual(s.const, value)) this.report(pointer, `expected ${literal(s.const)}, got ${literal(value)}`);
    if (typeof value === 'number') this.checkNumber(s, value, pointer);
    else if (typeof value === 'string') this.checkString(s, value, pointer);
    else if (Array.isArray(value)) this.checkArray(s, value, pointer, depth);
    else if (isObj(value)) this.checkObject(s, value, pointer, depth);
    this.checkCombinators(s, value, pointer, seen, depth);
  }

  private checkNumber(s: Obj, n: number, pointer: string): void {
    const num = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
    const min = num('minimum');
    const max = num('maximum');
    const exMin = s.exclusiveMinimum === true ? min : num('exclusiveMinimum');
    const exMax = s.exclusiveMaximum === true ? max : num('exclusiveMaximum');
    if (exMin !== undefined && n <= exMin) this.report(pointer, `expected more than ${exMin}, got ${n}`);
    else if (min !== undefined && s.exclusiveMinimum !== true && n < min) this.report(pointer, `expected at least ${min}, got ${n}`);
    if (exMax !== undefined && n >= exMax) this.report(pointer, `expected less than ${exMax}, got ${n}`);
    else if (max !== undefined && s.exclusiveMaximum !== true && n > max) this.report(pointer, `expected at most ${max}, got ${n}`);
    const step = num('multipleOf');
    if (step !== undefined && step > 0) {
      const q = n / step;
      if (Math.abs(q - Math.round(q)) > 1e-9) this.report(pointer, `expected a multiple of ${step}, got ${n}`);
    }
    if (typeof s.format === 'string' && !checkNumberFormat(s.format, n)) this.report(pointer, `the number ${n} is not a valid ${s.format}`);
  }

  private checkString(s: Obj, str: string, pointer: string): void {
    const length = typeof s.minLength === 'number' || typeof s.maxLength === 'number' ? [...str].length : 0;
    if (typeof s.minLength === 'number' && length < s.minLength) this.report(pointer, `expected at least ${plural(s.minLength, 'character')}, got ${length}`);
    if (typeof s.maxLength === 'number' && length > s.maxLength) this.report(pointer, `expected at most ${plural(s.maxLength, 'character')}, got ${length}`);
    if (typeof s.pattern === 'string' && str.length <= MAX_PATTERN_INPUT) {
      const re = this.regex(s.pattern);
      if (re && !re.test(str)) this.report(pointer, `the string ${literal(str)} does not match the pattern ${s.pattern}`);
    }
    if (typeof s.format === 'string' && !checkStringFormat(s.format, str)) this.report(pointer, `the string ${literal(str)} is not a valid ${s.format}`);
  }

  /** A compiled pattern (ECMA-262, with the `u` flag when it compiles with it); `null` for an invalid one, which is skipped. */
  private regex(pattern: string): RegExp | null {
    let re = this.regexes.get(pattern);
    if (re !== undefined) return re;
    re = null;
    for (const flags of ['u', '']) {
      try {
        re = new RegExp(pattern, flags);
        break;
      } catch {
        /* try without the unicode flag, then give up on this pattern */
      }
    }
    this.regexes.set(pattern, re);
    return re;
  }

  private checkArray(s: Obj, arr: unknown[], pointer: string, depth: number): void {
    if (typeof s.minItems === 'number' && arr.length < s.minItems) this.report(pointer, `expected at least ${plural(s.minItems, 'item')}, got ${arr.length}`);
    if (typeof s.maxItems === 'number' && arr.length > s.maxItems) this.report(pointer, `expected at most ${plural(s.maxItems, 'item')}, got ${arr.length}`);
    if (s.uniqueItems === true) this.checkUnique(arr, pointer);
    const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
    const rest = Array.isArray(s.items) ? (Array.isArray(s.prefixItems) ? undefined : s.additionalItems) : s.items;
    for (let i = 0; i < arr.length && !this.full; i++) {
      const sub = i < prefix.length ? prefix[i] : rest;
      if (sub !== undefined) this.check(sub, arr[i], appendPointer(pointer, i), new Set(), depth + 1);
    }
  }

  private checkUnique(arr: unknown[], pointer: string): void {
    const seen = new Map<string, number>();
    for (let i = 0; i < arr.length; i++) {
      const key = canonical(arr[i]);
      const first = seen.get(key);
      if (first !== undefined) return this.report(pointer, `items ${first} and ${i} are equal, but items must be unique`);
      seen.set(key, i);
    }
  }

  private checkObject(s: Obj, obj: Obj, pointer: string, depth: number): void {
    const props = isObj(s.properties) ? s.properties : {};
    const hidden = this.direction === 'response' ? 'writeOnly' : 'readOnly';
    const isHidden = (name: string) => {
      const p = this.deref(props[name]);
      return isObj(p) && p[hidden] === true;
    };
    if (Array.isArray(s.required)) {
      for (const name of s.required) {
        if (typeof name === 'string' && !Object.prototype.hasOwnProperty.call(obj, name) && !isHidden(name)) this.report(pointer, `the required property "${name}" is missing`);
      }
    }
    const count = Object.keys(obj).length;
    if (typeof s.minProperties === 'number' && count < s.minProperties) this.report(pointer, `expected at least ${plural(s.minProperties, 'property', 'properties')}, got ${count}`);
    if (typeof s.maxProperties === 'number' && count > s.maxProperties) this.report(pointer, `expected at most ${plural(s.maxProperties, 'property', 'properties')}, got ${count}`);
    const patterns = isObj(s.patternProperties) ? Object.entries(s.patternProperties) : [];
    const additional = s.additionalProperties;
    for (const [name, v] of Object.entries(obj)) {
      if (this.full) return;
      const at = appendPointer(pointer, name);
      let known = false;
      if (Object.prototype.hasOwnProperty.call(props, name)) {
        known = true;
        if (isHidden(name)) this.report(at, `the property "${name}" is ${hidden === 'writeOnly' ? 'write-only and should not be in a response' : 'read-only and should not be in a request'}`);
        this.check(props[name], v, at, new Set(), depth + 1);
      }
      for (const [p, sub] of patterns) {
        const re = this.regex(p);
        if (re && re.test(name)) {
          known = true;
          this.check(sub, v, at, new Set(), depth + 1);
        }
      }
      if (known) continue;
      if (additional === false) this.report(at, `the property "${name}" is not declared, and additionalProperties is false`);
      else if (isObj(additional)) this.check(additional, v, at, new Set(), depth + 1);
    }
  }

  private checkCombinators(s: Obj, value: unknown, pointer: string, seen: Set<unknown>, depth: number): void {
    if (Array.isArray(s.allOf)) for (const sub of s.allOf) this.check(sub, value, pointer, seen, depth);
    if (Array.isArray(s.anyOf) && s.anyOf.length) this.checkAlternatives('anyOf', s.anyOf, s, value, pointer, seen, depth);
    if (Array.isArray(s.oneOf) && s.oneOf.length) this.checkAlternatives('oneOf', s.oneOf, s, value, pointer, seen, depth);
    if (s.not !== undefined && this.matches(s.not, value, pointer, seen, depth).length === 0) this.report(pointer, 'the value matches the schema under "not", which it must not');
    if (s.if !== undefined) {
      const branch = this.matches(s.if, value, pointer, seen, depth).length === 0 ? s.then : s.else;
      if (branch !== undefined) this.check(branch, value, pointer, new Set(seen), depth);
    }
  }

  private checkAlternatives(keyword: 'anyOf' | 'oneOf', branches: unknown[], s: Obj, value: unknown, pointer: string, seen: Set<unknown>, depth: number): void {
    const chosen = this.discriminated(s, branches, value, pointer);
    if (chosen !== undefined) {
      if (chosen !== null) this.check(chosen, value, pointer, new Set(seen), depth);
      return;
    }
    const results = branches.map((b) => this.matches(b, value, pointer, seen, depth));
    const passing = results.flatMap((r, i) => (r.length === 0 ? [i + 1] : []));
    if (keyword === 'oneOf' && passing.length > 1) {
      return this.report(pointer, `the value matches alternatives ${passing.map((i) => `#${i}`).join(' and ')} of oneOf, but must match exactly one`);
    }
    if (passing.length > 0) return;
    const sameType = results.flatMap((r, i) => (this.branchTypeMatches(branches[i], value) ? [r] : []));
    if (sameType.length === 1) {
      for (const p of sameType[0]) this.report(p.pointer, p.message);
      return;
    }
    this.report(pointer, `${describeValue(value)} matches none of the ${branches.length} alternatives of ${keyword}`);
  }

  /** Whether a branch's declared type (after `$ref`) admits the value's type; a branch without a type admits all. */
  private branchTypeMatches(branch: unknown, value: unknown): boolean {
    const b = this.deref(branch);
    if (!isObj(b)) return true;
    const types = typeof b.type === 'string' ? [b.type] : Array.isArray(b.type) ? b.type : [];
    if (!types.length) return true;
    return types.some((t) => typeof t === 'string' && typeMatches(t, value)) || (value === null && (b.nullable === true || b['x-nullable'] === true));
  }

  /**
   * The branch a `discriminator` selects: by `mapping`, else by the name that ends a branch's `$ref`;
   * `null` after reporting a missing or unknown discriminator value; `undefined` when there is no discriminator to use.
   */
  private discriminated(s: Obj, branches: unknown[], value: unknown, pointer: string): unknown {
    const d = s.discriminator;
    if (!isObj(d) || typeof d.propertyName !== 'string' || !isObj(value)) return undefined;
    const name = d.propertyName;
    const tag = value[name];
    if (typeof tag !== 'string') {
      this.report(pointer, `the discriminator property "${name}" is missing`);
      return null;
    }
    const mapping = isObj(d.mapping) ? d.mapping : {};
    const target = typeof mapping[tag] === 'string' ? (mapping[tag] as string) : undefined;
    const refOf = (b: unknown) => (isObj(b) && typeof b.$ref === 'string' ? b.$ref : undefined);
    const found = branches.find((b) => {
      const ref = refOf(b);
      if (!ref) return false;
      if (target) return ref === target || ref.endsWith(`/${target}`);
      return ref.endsWith(`/${tag}`);
    });
    if (found) return found;
    if (branches.every((b) => refOf(b))) {
      this.report(appendPointer(pointer, name), `the discriminator value ${literal(tag)} names none of the alternatives`);
      return null;
    }
    return undefined;
  }
}

/** A canonical JSON text (object keys sorted) for equality by key. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObj(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}
