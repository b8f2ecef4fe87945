import { Validator, format as cfFormats, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { isObj, type Obj } from '../../../shared/object';
import { joinPointer, unescapeToken } from '../../document/pointer';
import { bundleSchema, MARK } from './bundle';
import { evaluationCost } from './cost';
import { startPatternBudget } from './patterns';
import { describeValue, literal, typeNames } from './describe';
import { plural } from '../../../shared/phrasing';
import { checkStringFormat } from './formats';
import { LENIENT_FORMATS, plainlyAccepts } from './plain-accept';
import type { DocumentBundles } from './shared-bundle';

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
  /**
   * `response`: write-only properties are not required and should be absent; `request`: the same for read-only ones;
   * `either`: the schema as written (bundle.ts).
   */
  direction?: 'response' | 'request' | 'either';
  /** The properties `direction` hides are optional rather than absent. */
  hiddenMayAppear?: boolean;
  /** The document's shared bundles (shared-bundle.ts), when many values of one document are checked. */
  bundles?: DocumentBundles;
}

/** The result: the problems found (at most `max`), and whether more were left out. */
export interface ValidationResult {
  problems: SchemaProblem[];
  truncated: boolean;
  /** The value was not checked (the schema could not be applied, combines too much, or nests too deep): its one problem says why. */
  unchecked?: true;
}

/** Patterns are not run when the value holds a longer string, so a spec's backtracking pattern cannot stall the check. */
const MAX_PATTERN_INPUT = 10_000;
/** The time the pattern checks of one body may take in all (patterns.ts). */
const PATTERN_BUDGET_MS = 500;
/** `uniqueItems` compares items pairwise: not on longer arrays. */
const MAX_UNIQUE_ITEMS = 2_000;
/**
 * Schema evaluations a check may take (cost.ts), besides `EVALUATIONS_PER_PART` for each part of the value: a schema
 * that combines its parts more than that (a `$ref` fan-out) is not applied, and one problem says so.
 */
const MAX_EVALUATIONS = 250_000;
const EVALUATIONS_PER_PART = 100;

// The string formats OpenAPI specs use most are checked leniently, as servers write them (formats.ts); the
// validator's other formats stay as they are, and unknown formats pass.
for (const name of LENIENT_FORMATS) cfFormats[name] = (s: string) => checkStringFormat(name, s);

/** What one schema object becomes, per direction and guard, so a runner that sends again does not bundle again. */
const bundles = new WeakMap<object, Map<string, { schema: unknown; validator: Validator }>>();

function validatorFor(schema: unknown, options: ValidateOptions, noPatterns: boolean, noUniqueItems: boolean) {
  const direction = options.direction ?? 'response';
  const hiddenMayAppear = options.hiddenMayAppear === true;
  const key = `${direction} ${hiddenMayAppear} ${noPatterns} ${noUniqueItems}`;
  const cacheable = isObj(schema);
  const known = cacheable ? bundles.get(schema)?.get(key) : undefined;
  if (known) return known;
  const bundled = bundleSchema(schema, { deref: options.deref, direction, hiddenMayAppear, noPatterns, noUniqueItems });
  const made = { schema: bundled, validator: new Validator(bundled as Schema | boolean, '2020-12', false) };
  if (cacheable) {
    let m = bundles.get(schema);
    if (!m) bundles.set(schema, (m = new Map()));
    m.set(key, made);
  }
  return made;
}

/** The check of a value, from one bundle per schema or from the document's shared bundle. */
interface Check {
  /** The schema the messages read locations from. */
  root: unknown;
  /** The schema the cost is counted on. */
  costRoot: unknown;
  run: (value: unknown) => { valid: boolean; errors: OutputUnit[] };
}

function checkFor(schema: unknown, options: ValidateOptions, noPatterns: boolean, noUniqueItems: boolean): Check {
  if (!options.bundles || !isObj(schema)) {
    const made = validatorFor(schema, options, noPatterns, noUniqueItems);
    return { root: made.schema, costRoot: made.schema, run: (v) => made.validator.validate(v) };
  }
  const direction = options.direction ?? 'response';
  const hiddenMayAppear = options.hiddenMayAppear === true;
  const shared = options.bundles.get(`${direction} ${hiddenMayAppear} ${noPatterns} ${noUniqueItems}`, {
    deref: options.deref,
    direction,
    hiddenMayAppear,
    noPatterns,
    noUniqueItems,
  });
  const name = shared.add(schema);
  return { root: shared.root, costRoot: shared.costRoot(name), run: (v) => shared.validate(name, v) };
}

/** The longest string and the longest array in a value (iteratively: any depth). */
function extents(value: unknown): { string: number; array: number; parts: number } {
  const out = { string: 0, array: 0, parts: 0 };
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    out.parts++;
    if (typeof v === 'string') out.string = Math.max(out.string, v.length);
    else if (Array.isArray(v)) {
      out.array = Math.max(out.array, v.length);
      for (const x of v) stack.push(x);
    } else if (isObj(v)) for (const k in v) stack.push(k, v[k]);
  }
  return out;
}

/**
 * Validates a value against an OpenAPI schema (2.0, 3.0 or 3.1) with @cfworker/json-schema (JSON Schema 2020-12),
 * after bundling it with its `$ref`s (bundle.ts: 3.0 `nullable` and 2.0 `x-nullable`, draft-4 bounds, tuples,
 * `discriminator`, read/write-only properties, numeric formats), and says each problem in the project's words.
 */
export function validateSchema(schema: unknown, value: unknown, options: ValidateOptions): ValidationResult {
  const direction = options.direction ?? 'response';
  const hiddenMayAppear = options.hiddenMayAppear === true;
  if (plainlyAccepts(schema, value, { deref: options.deref, direction, hiddenMayAppear }))
    return { problems: [], truncated: false };
  const max = options.max ?? 50;
  const size = extents(value);
  let units: OutputUnit[];
  let bundled: unknown;
  try {
    const made = checkFor(schema, options, size.string > MAX_PATTERN_INPUT, size.array > MAX_UNIQUE_ITEMS);
    bundled = made.root;
    const limit = MAX_EVALUATIONS + EVALUATIONS_PER_PART * size.parts;
    if (evaluationCost(made.costRoot, value, limit) > limit) return tooIntricate(limit);
    startPatternBudget(PATTERN_BUDGET_MS);
    const result = made.run(value);
    if (result.valid) return { problems: [], truncated: false };
    units = result.errors;
  } catch (e) {
    const deep = e instanceof RangeError;
    return {
      problems: [
        {
          pointer: '',
          message: deep
            ? 'the body is nested too deeply to check against its schema'
            : `the schema could not be applied: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
        },
      ],
      truncated: false,
      unchecked: true,
    };
  }
  const problems = new Explainer(bundled, value).explain(units);
  return { problems: problems.slice(0, max), truncated: problems.length > max };
}

/** The one problem of a check not made because the schema fans out too much (see `evaluationCost`). */
function tooIntricate(limit: number): ValidationResult {
  const message = `the schema combines its parts too many times to check the body against (over ${limit.toLocaleString('en-US')} schema evaluations); it was not checked`;
  return { problems: [{ pointer: '', message }], truncated: false, unchecked: true };
}

/** The tokens of a location the validator writes (`#/a~1b/%25`): pointer escapes, then URI encoding. */
function locationTokens(location: string): string[] {
  const p = location.startsWith('#') ? location.slice(1) : location;
  if (p === '') return [];
  return p
    .slice(1)
    .split('/')
    .map((t) => {
      let d = t;
      try {
        d = decodeURIComponent(t);
      } catch {
        /* a stray % stays as it is */
      }
      return unescapeToken(d);
    });
}

/** Turns the validator's output into the project's sentences: leaf problems only, alternatives collapsed. */
class Explainer {
  constructor(
    private readonly root: unknown,
    private readonly value: unknown,
  ) {}

  /** The schema object that holds a keyword at a location (`$ref` steps followed). */
  private holder(keywordLocation: string): Obj | undefined {
    const tokens = locationTokens(keywordLocation).slice(0, -1);
    let n: unknown = this.root;
    for (const t of tokens) {
      if (t === '$ref' && isObj(n) && typeof n.$ref === 'string') n = this.at(this.root, locationTokens(n.$ref));
      else if (Array.isArray(n)) n = n[Number(t)];
      else if (isObj(n)) n = n[t];
      else return undefined;
    }
    return isObj(n) ? n : undefined;
  }

  private at(root: unknown, tokens: string[]): unknown {
    let n = root;
    for (const t of tokens)
      n = Array.isArray(n) ? n[Number(t)] : isObj(n) && Object.prototype.hasOwnProperty.call(n, t) ? n[t] : undefined;
    return n;
  }

  explain(units: readonly OutputUnit[]): SchemaProblem[] {
    const out: SchemaProblem[] = [];
    // A node whose type failed says nothing more about the same value (its other keywords would only repeat it).
    const typeFailed: [string, string][] = [];
    for (let i = 0; i < units.length; i++) {
      const u = units[i];
      const parent = u.keywordLocation.slice(0, u.keywordLocation.lastIndexOf('/'));
      if (
        typeFailed.some(
          ([kw, inst]) =>
            u.keywordLocation.startsWith(`${kw}/`) &&
            (u.instanceLocation === inst || u.instanceLocation.startsWith(`${inst}/`)),
        )
      )
        continue;
      if (u.keyword === 'anyOf' || u.keyword === 'oneOf') {
        const end = this.branchEnd(units, i);
        out.push(...this.alternatives(u, units.slice(i + 1, end)));
        i = end - 1;
        continue;
      }
      const p = this.leaf(u, units[i - 1]);
      if (!p) continue;
      if (u.keyword === 'type') typeFailed.push([parent, u.instanceLocation]);
      out.push(p);
    }
    return out;
  }

  /** The index after the errors that belong to the alternatives of the combinator at `i`. */
  private branchEnd(units: readonly OutputUnit[], i: number): number {
    const prefix = `${units[i].keywordLocation}/`;
    let j = i + 1;
    while (j < units.length && units[j].keywordLocation.startsWith(prefix)) j++;
    return j;
  }

  /** A failed `anyOf`/`oneOf`: the one alternative of the value's type explains it, else one sentence. */
  private alternatives(u: OutputUnit, inner: OutputUnit[]): SchemaProblem[] {
    const prefix = `${u.keywordLocation}/`;
    const count = (this.holder(u.keywordLocation)?.[u.keyword] as unknown[] | undefined)?.length ?? 0;
    const groups: OutputUnit[][] = Array.from({ length: count }, () => []);
    for (const x of inner) groups[Number(x.keywordLocation.slice(prefix.length).split('/')[0])]?.push(x);
    const pointer = this.pointer(u.instanceLocation);
    const passing = groups.flatMap((g, i) => (g.length === 0 ? [i + 1] : []));
    if (u.keyword === 'oneOf' && passing.length > 1)
      return [
        {
          pointer,
          message: `the value matches alternatives ${passing.map((i) => `#${i}`).join(' and ')} of oneOf, but must match exactly one`,
        },
      ];
    const fitting = groups.filter(
      (g) =>
        !g.some(
          (x) => x.keyword === 'type' && x.instanceLocation === u.instanceLocation && this.isBranchRoot(x, prefix),
        ),
    );
    if (fitting.length === 1) return this.explain(fitting[0]);
    return [
      {
        pointer,
        message: `${describeValue(this.valueAt(u.instanceLocation))} matches none of the ${count} alternatives of ${u.keyword}`,
      },
    ];
  }

  /** Whether an error's keyword sits at an alternative's own level (through `$ref`s), not deeper in it. */
  private isBranchRoot(x: OutputUnit, prefix: string): boolean {
    const rest = x.keywordLocation.slice(prefix.length).split('/').slice(1, -1);
    return rest.every((t) => t === '$ref' || t === 'allOf' || /^\d+$/.test(t));
  }

  private pointer(instanceLocation: string): string {
    return joinPointer(locationTokens(instanceLocation));
  }

  private valueAt(instanceLocation: string): unknown {
    return this.at(this.value, locationTokens(instanceLocation));
  }

  /** The sentence for one leaf error; undefined for the summaries the validator adds above its sub-errors. */
  private leaf(u: OutputUnit, before: OutputUnit | undefined): SchemaProblem | undefined {
    const s = this.holder(u.keywordLocation) ?? {};
    // Under `propertyNames` the value checked is a key of the object at the location.
    const name = u.keywordLocation.includes('/propertyNames') ? locationTokens(u.instanceLocation).pop() : undefined;
    const v = name ?? this.valueAt(u.instanceLocation);
    const pointer =
      name === undefined
        ? this.pointer(u.instanceLocation)
        : joinPointer(locationTokens(u.instanceLocation).slice(0, -1));
    const at = (message: string) => ({
      pointer,
      message: name === undefined ? message : `the property name ${literal(name)}: ${message}`,
    });
    switch (u.keyword) {
      case 'not':
        return (
          this.marked(s, u, before, v, pointer) ?? at('the value matches the schema under "not", which it must not')
        );
      case 'false':
        return at('no value is allowed here');
      case 'type': {
        const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t): t is string => typeof t === 'string');
        if (s[MARK.nullable] === true && !types.includes('null')) types.push('null');
        return at(`expected ${typeNames(types)}, got ${describeValue(v)}`);
      }
      case 'enum': {
        const list = s.enum as unknown[];
        const options = list.slice(0, 10).map(literal).join(', ') + (list.length > 10 ? ', …' : '');
        return at(
          list.length === 1
            ? `expected ${options}, got ${literal(v)}`
            : `expected one of ${options}, got ${literal(v)}`,
        );
      }
      case 'const':
        return at(`expected ${literal(s.const)}, got ${literal(v)}`);
      case 'minimum':
      case 'maximum':
      case 'multipleOf':
        if (typeof s[MARK.format] === 'string') return at(`the number ${v} is not a valid ${s[MARK.format] as string}`);
        if (u.keyword === 'multipleOf') return at(`expected a multiple of ${s.multipleOf}, got ${v}`);
        return at(`expected ${u.keyword === 'minimum' ? 'at least' : 'at most'} ${s[u.keyword]}, got ${v}`);
      case 'exclusiveMinimum':
        return at(`expected more than ${s.exclusiveMinimum}, got ${v}`);
      case 'exclusiveMaximum':
        return at(`expected less than ${s.exclusiveMaximum}, got ${v}`);
      case 'minLength':
      case 'maxLength':
        return at(
          `expected ${u.keyword === 'minLength' ? 'at least' : 'at most'} ${plural(s[u.keyword] as number, 'character')}, got ${[...String(v)].length}`,
        );
      case 'format':
        // Every pattern is checked as a format (bundle.ts, patterns.ts).
        if (typeof s[MARK.pattern] === 'string')
          return at(`the string ${literal(v)} does not match the pattern ${s[MARK.pattern] as string}`);
        return at(`the string ${literal(v)} is not a valid ${s.format}`);
      case 'minItems':
      case 'maxItems':
        return at(
          `expected ${u.keyword === 'minItems' ? 'at least' : 'at most'} ${plural(s[u.keyword] as number, 'item')}, got ${(v as unknown[]).length}`,
        );
      case 'uniqueItems': {
        const m = /(\d+) and (\d+)/.exec(u.error);
        return at(m ? `items ${m[1]} and ${m[2]} are equal, but items must be unique` : 'items must be unique');
      }
      case 'minProperties':
      case 'maxProperties':
        return at(
          `expected ${u.keyword === 'minProperties' ? 'at least' : 'at most'} ${plural(s[u.keyword] as number, 'property', 'properties')}, got ${Object.keys(v as Obj).length}`,
        );
      case 'required': {
        const m = /property "(.*)"\.?$/.exec(u.error);
        return at(`the required property "${m ? m[1] : '?'}" is missing`);
      }
      case 'dependentRequired':
      case 'dependencies': {
        const m = /has "(.*)" but does not have "(.*)"/.exec(u.error);
        return m ? at(`the property "${m[1]}" needs "${m[2]}" beside it, which is missing`) : undefined;
      }
      case 'contains':
      case 'minContains':
      case 'maxContains':
        if (/does not match|contain/i.test(u.error) && u.keyword === 'contains' && before?.keyword === 'contains')
          return undefined;
        return at(
          `expected ${u.keyword === 'maxContains' ? `at most ${s.maxContains}` : `at least ${s.minContains ?? 1}`} ${s.maxContains === 1 || (s.minContains ?? 1) === 1 ? 'item' : 'items'} matching "contains"`,
        );
      default:
        return undefined;
    }
  }

  /** The sentence of a schema the bundle added (`x-rc-*`), or of a `false` schema, by where it stands. */
  private marked(
    s: Obj,
    u: OutputUnit,
    before: OutputUnit | undefined,
    v: unknown,
    pointer: string,
  ): SchemaProblem | undefined {
    const name = locationTokens(u.instanceLocation).pop();
    if (isObj(s[MARK.hidden])) {
      const h = s[MARK.hidden] as { name: string; flag: string };
      return {
        pointer,
        message: `the property "${h.name}" is ${h.flag === 'writeOnly' ? 'write-only and should not be in a response' : 'read-only and should not be in a request'}`,
      };
    }
    if (typeof s[MARK.noTag] === 'string')
      return { pointer, message: `the discriminator property "${s[MARK.noTag] as string}" is missing` };
    if (typeof s[MARK.unknownTag] === 'string') {
      const tag = s[MARK.unknownTag] as string;
      return {
        pointer: joinPointer([...locationTokens(u.instanceLocation), tag]),
        message: `the discriminator value ${literal(isObj(v) ? v[tag] : undefined)} names none of the alternatives`,
      };
    }
    if (s[MARK.false] !== true) return undefined;
    const via = before && before.instanceLocation !== u.instanceLocation ? before.keyword : undefined;
    if ((via === 'additionalProperties' || via === 'unevaluatedProperties') && name !== undefined)
      return { pointer, message: `the property "${name}" is not declared, and ${via} is false` };
    return { pointer, message: 'no value is allowed here' };
  }
}
