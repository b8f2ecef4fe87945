import { appendPointer, joinPointer } from '../../document/pointer';
import { describeValue, literal, plural, typeNames } from './describe';
import { checkNumberFormat, checkStringFormat } from './formats';
import { isObj, type Obj } from '../../../shared/object';

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


/** The schemas being applied to the current value (a stack), created at the first `$ref` or combinator. */
type Seen = Set<unknown> | undefined;

/** Compiled patterns and followed `$ref`s, shared by a validation and its sub-checks. */
interface Caches {
  regexes: Map<string, RegExp | null>;
  refs: Map<object, unknown>;
  siblings: Map<object, Obj | undefined>;
}

const MAX_DEPTH = 200;
/** Patterns are not run on longer strings, so a spec's backtracking pattern cannot stall the check. */
const MAX_PATTERN_INPUT = 10_000;

/**
 * Validates a value against the JSON Schema subset OpenAPI uses (2.0, 3.0 and 3.1): `type` (arrays too), 3.0
 * `nullable` and 2.0 `x-nullable`, `enum`, `const`, numeric and length bounds, `pattern`, common `format`s, object
 * and array keywords, `allOf`/`anyOf`/`oneOf`/`not`, `if`/`then`/`else`, `$ref` through `deref` with a cycle guard.
 */
export function validateSchema(schema: unknown, value: unknown, options: ValidateOptions): ValidationResult {
  const caches: Caches = { regexes: new Map(), refs: new Map(), siblings: new Map() };
  const v = new Validator(options.deref, options.max ?? 50, options.direction ?? 'response', caches, []);
  v.check(schema, value, undefined);
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

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function numberKey(s: Obj, k: string): number | undefined {
  const v = s[k];
  return typeof v === 'number' ? v : undefined;
}

class Validator {
  problems: SchemaProblem[] = [];
  /** True once a problem beyond the cap turned up: the walk stops there. */
  truncated = false;

  /**
   * @param path the tokens from the root value to the current one, shared with sub-checks (which push and pop in
   * balance); pointers are only built when a problem is reported.
   */
  constructor(
    private readonly deref: (v: unknown) => unknown,
    private readonly max: number,
    private readonly direction: 'response' | 'request',
    private readonly caches: Caches,
    private readonly path: (string | number)[],
  ) {}

  /** Follows a `$ref` once per validation. */
  private resolve(v: unknown): unknown {
    if (!isObj(v) || typeof v.$ref !== 'string') return v;
    if (this.caches.refs.has(v)) return this.caches.refs.get(v);
    const target = this.deref(v);
    this.caches.refs.set(v, target);
    return target;
  }

  /** The keywords beside a `$ref` (3.1 applies them too); `undefined` when there are none. */
  private siblings(raw: Obj): Obj | undefined {
    if (this.caches.siblings.has(raw)) return this.caches.siblings.get(raw);
    const { $ref: _ref, ...rest } = raw;
    const out = Object.keys(rest).length ? rest : undefined;
    this.caches.siblings.set(raw, out);
    return out;
  }

  private report(message: string, token?: string): void {
    if (this.problems.length >= this.max) {
      this.truncated = true;
      return;
    }
    const pointer = joinPointer(this.path);
    this.problems.push({ pointer: token === undefined ? pointer : appendPointer(pointer, token), message });
  }

  /** The problems a schema finds in the current value, without reporting them here. */
  private matches(schema: unknown, value: unknown, seen: Seen): SchemaProblem[] {
    const sub = new Validator(this.deref, 10, this.direction, this.caches, this.path);
    sub.check(schema, value, seen && new Set(seen));
    return sub.problems;
  }

  private descend(token: string | number, schema: unknown, value: unknown): void {
    this.path.push(token);
    this.check(schema, value, undefined);
    this.path.pop();
  }

  /**
   * Applies one schema to the current value. `seen` holds the `$ref` and combinator schemas being applied to this
   * very value, so a loop among them stops; a child value starts afresh (the value depth bounds recursion).
   */
  check(raw: unknown, value: unknown, seen: Seen): void {
    if (this.truncated || this.path.length > MAX_DEPTH) return;
    if (raw === true || raw === undefined) return;
    if (raw === false) return this.report('no value is allowed here');
    if (!isObj(raw)) return;
    const isRef = typeof raw.$ref === 'string';
    const tracked = isRef || raw.allOf !== undefined || raw.anyOf !== undefined || raw.oneOf !== undefined || raw.not !== undefined || raw.if !== undefined;
    if (tracked) {
      if (seen?.has(raw)) return;
      seen ??= new Set();
      seen.add(raw);
    }
    if (isRef) {
      const target = this.resolve(raw);
      if (isObj(target) || typeof target === 'boolean') this.check(target, value, seen);
      const rest = this.siblings(raw);
      if (rest) this.checkNode(rest, value, seen);
    } else this.checkNode(raw, value, seen);
    if (tracked) seen!.delete(raw);
  }

  private checkNode(s: Obj, value: unknown, seen: Seen): void {
    const nullable = s.nullable === true || s['x-nullable'] === true;
    if (value === null && nullable) return;
    const t = s.type;
    if (t !== undefined) {
      const ok = typeof t === 'string' ? typeMatches(t, value) : Array.isArray(t) ? t.some((x) => typeof x === 'string' && typeMatches(x, value)) : true;
      if (!ok) {
        const types = typeof t === 'string' ? [t] : (t as unknown[]).filter((x): x is string => typeof x === 'string');
        return this.report(`expected ${typeNames(nullable ? [...types, 'null'] : types)}, got ${describeValue(value)}`);
      }
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => jsonEqual(e, value))) {
      const options = s.enum.slice(0, 10).map(literal).join(', ') + (s.enum.length > 10 ? ', …' : '');
      this.report(s.enum.length === 1 ? `expected ${options}, got ${literal(value)}` : `expected one of ${options}, got ${literal(value)}`);
    }
    if ('const' in s && !jsonEqual(s.const, value)) this.report(`expected ${literal(s.const)}, got ${literal(value)}`);
    if (typeof value === 'number') this.checkNumber(s, value);
    else if (typeof value === 'string') this.checkString(s, value);
    else if (Array.isArray(value)) this.checkArray(s, value);
    else if (isObj(value)) this.checkObject(s, value);
    if (s.allOf !== undefined || s.anyOf !== undefined || s.oneOf !== undefined || s.not !== undefined || s.if !== undefined) this.checkCombinators(s, value, seen);
  }

  private checkNumber(s: Obj, n: number): void {
    const min = numberKey(s, 'minimum');
    const max = numberKey(s, 'maximum');
    const exMin = s.exclusiveMinimum === true ? min : numberKey(s, 'exclusiveMinimum');
    const exMax = s.exclusiveMaximum === true ? max : numberKey(s, 'exclusiveMaximum');
    if (exMin !== undefined && n <= exMin) this.report(`expected more than ${exMin}, got ${n}`);
    else if (min !== undefined && s.exclusiveMinimum !== true && n < min) this.report(`expected at least ${min}, got ${n}`);
    if (exMax !== undefined && n >= exMax) this.report(`expected less than ${exMax}, got ${n}`);
    else if (max !== undefined && s.exclusiveMaximum !== true && n > max) this.report(`expected at most ${max}, got ${n}`);
    const step = numberKey(s, 'multipleOf');
    if (step !== undefined && step > 0) {
      const q = n / step;
      if (Math.abs(q - Math.round(q)) > 1e-9) this.report(`expected a multiple of ${step}, got ${n}`);
    }
    if (typeof s.format === 'string' && !checkNumberFormat(s.format, n)) this.report(`the number ${n} is not a valid ${s.format}`);
  }

  private checkString(s: Obj, str: string): void {
    if (typeof s.minLength === 'number' || typeof s.maxLength === 'number') {
      const length = [...str].length;
      if (typeof s.minLength === 'number' && length < s.minLength) this.report(`expected at least ${plural(s.minLength, 'character')}, got ${length}`);
      if (typeof s.maxLength === 'number' && length > s.maxLength) this.report(`expected at most ${plural(s.maxLength, 'character')}, got ${length}`);
    }
    if (typeof s.pattern === 'string' && str.length <= MAX_PATTERN_INPUT) {
      const re = this.regex(s.pattern);
      if (re && !re.test(str)) this.report(`the string ${literal(str)} does not match the pattern ${s.pattern}`);
    }
    if (typeof s.format === 'string' && !checkStringFormat(s.format, str)) this.report(`the string ${literal(str)} is not a valid ${s.format}`);
  }

  /** A compiled pattern (ECMA-262, with the `u` flag when it compiles with it); `null` for an invalid one, which is skipped. */
  private regex(pattern: string): RegExp | null {
    let re = this.caches.regexes.get(pattern);
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
    this.caches.regexes.set(pattern, re);
    return re;
  }

  private checkArray(s: Obj, arr: unknown[]): void {
    if (typeof s.minItems === 'number' && arr.length < s.minItems) this.report(`expected at least ${plural(s.minItems, 'item')}, got ${arr.length}`);
    if (typeof s.maxItems === 'number' && arr.length > s.maxItems) this.report(`expected at most ${plural(s.maxItems, 'item')}, got ${arr.length}`);
    if (s.uniqueItems === true) this.checkUnique(arr);
    const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
    const rest = Array.isArray(s.items) ? (Array.isArray(s.prefixItems) ? undefined : s.additionalItems) : s.items;
    if (!prefix && rest === undefined) return;
    for (let i = 0; i < arr.length && !this.truncated; i++) {
      const sub = prefix && i < prefix.length ? prefix[i] : rest;
      if (sub !== undefined) this.descend(i, sub, arr[i]);
    }
  }

  private checkUnique(arr: unknown[]): void {
    const seen = new Map<string, number>();
    for (let i = 0; i < arr.length; i++) {
      const key = canonical(arr[i]);
      const first = seen.get(key);
      if (first !== undefined) return this.report(`items ${first} and ${i} are equal, but items must be unique`);
      seen.set(key, i);
    }
  }

  /** Whether a declared property is hidden in this direction (write-only in a response, read-only in a request). */
  private isHidden(props: Obj | undefined, name: string): boolean {
    if (!props || !hasOwn(props, name)) return false;
    const p = this.resolve(props[name]);
    return isObj(p) && p[this.direction === 'response' ? 'writeOnly' : 'readOnly'] === true;
  }

  private checkObject(s: Obj, obj: Obj): void {
    const props = isObj(s.properties) ? s.properties : undefined;
    if (Array.isArray(s.required)) {
      for (const name of s.required) {
        if (typeof name === 'string' && !hasOwn(obj, name) && !this.isHidden(props, name)) this.report(`the required property "${name}" is missing`);
      }
    }
    if (typeof s.minProperties === 'number' || typeof s.maxProperties === 'number') {
      const count = Object.keys(obj).length;
      if (typeof s.minProperties === 'number' && count < s.minProperties) this.report(`expected at least ${plural(s.minProperties, 'property', 'properties')}, got ${count}`);
      if (typeof s.maxProperties === 'number' && count > s.maxProperties) this.report(`expected at most ${plural(s.maxProperties, 'property', 'properties')}, got ${count}`);
    }
    const patterns = isObj(s.patternProperties) ? s.patternProperties : undefined;
    const additional = s.additionalProperties;
    if (!props && !patterns && additional === undefined) return;
    for (const name in obj) {
      if (this.truncated) return;
      if (!hasOwn(obj, name)) continue;
      const v = obj[name];
      let known = false;
      if (props && hasOwn(props, name)) {
        known = true;
        if (this.isHidden(props, name)) {
          this.report(`the property "${name}" is ${this.direction === 'response' ? 'write-only and should not be in a response' : 'read-only and should not be in a request'}`, name);
        }
        this.descend(name, props[name], v);
      }
      if (patterns) {
        for (const p in patterns) {
          const re = this.regex(p);
          if (re && re.test(name)) {
            known = true;
            this.descend(name, patterns[p], v);
          }
        }
      }
      if (known) continue;
      if (additional === false) this.report(`the property "${name}" is not declared, and additionalProperties is false`, name);
      else if (isObj(additional)) this.descend(name, additional, v);
    }
  }

  private checkCombinators(s: Obj, value: unknown, seen: Seen): void {
    if (Array.isArray(s.allOf)) for (const sub of s.allOf) this.check(sub, value, seen);
    if (Array.isArray(s.anyOf) && s.anyOf.length) this.checkAlternatives('anyOf', s.anyOf, s, value, seen);
    if (Array.isArray(s.oneOf) && s.oneOf.length) this.checkAlternatives('oneOf', s.oneOf, s, value, seen);
    if (s.not !== undefined && this.matches(s.not, value, seen).length === 0) this.report('the value matches the schema under "not", which it must not');
    if (s.if !== undefined) {
      const branch = this.matches(s.if, value, seen).length === 0 ? s.then : s.else;
      if (branch !== undefined) this.check(branch, value, seen && new Set(seen));
    }
  }

  private checkAlternatives(keyword: 'anyOf' | 'oneOf', branches: unknown[], s: Obj, value: unknown, seen: Seen): void {
    const chosen = this.discriminated(s, branches, value);
    if (chosen !== undefined) {
      if (chosen !== null) this.check(chosen, value, seen && new Set(seen));
      return;
    }
    const results = branches.map((b) => this.matches(b, value, seen));
    const passing = results.flatMap((r, i) => (r.length === 0 ? [i + 1] : []));
    if (keyword === 'oneOf' && passing.length > 1) {
      return this.report(`the value matches alternatives ${passing.map((i) => `#${i}`).join(' and ')} of oneOf, but must match exactly one`);
    }
    if (passing.length > 0) return;
    const sameType = results.filter((_, i) => this.branchTypeMatches(branches[i], value));
    if (sameType.length === 1) {
      for (const p of sameType[0]) {
        if (this.problems.length >= this.max) this.truncated = true;
        else this.problems.push(p);
      }
      return;
    }
    this.report(`${describeValue(value)} matches none of the ${branches.length} alternatives of ${keyword}`);
  }

  /** Whether a branch's declared type (after `$ref`) admits the value's type; a branch without a type admits all. */
  private branchTypeMatches(branch: unknown, value: unknown): boolean {
    const b = this.resolve(branch);
    if (!isObj(b)) return true;
    const types = typeof b.type === 'string' ? [b.type] : Array.isArray(b.type) ? b.type : [];
    if (!types.length) return true;
    return types.some((t) => typeof t === 'string' && typeMatches(t, value)) || (value === null && (b.nullable === true || b['x-nullable'] === true));
  }

  /**
   * The branch a `discriminator` selects: by `mapping`, else by the name that ends a branch's `$ref`;
   * `null` after reporting a missing or unknown discriminator value; `undefined` when there is no discriminator to use.
   */
  private discriminated(s: Obj, branches: unknown[], value: unknown): unknown {
    const d = s.discriminator;
    if (!isObj(d) || typeof d.propertyName !== 'string' || !isObj(value)) return undefined;
    const name = d.propertyName;
    const tag = value[name];
    if (typeof tag !== 'string') {
      this.report(`the discriminator property "${name}" is missing`);
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
      this.report(`the discriminator value ${literal(tag)} names none of the alternatives`, name);
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
