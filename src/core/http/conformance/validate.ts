import { Validator, format as cfFormats, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { isObj } from '../../../shared/object';
import { withBigIntsAsNumbers } from '../../document/exact-json';
import { bundleSchema } from './bundle';
import { Explainer } from './explain';
import { evaluationCost } from './cost';
import { MAX_PATTERN_INPUT, decidedByClock, startPatternBudget } from './patterns';
import { checkStringFormat } from './formats';
import { LENIENT_FORMATS, plainlyAccepts } from './plain-accept';
import type { DocumentBundles } from './shared-bundle';
import { exactText, keepResult, keptResults } from './check-memo';

/** One way a value fails its schema: where (a JSON pointer into the value) and a plain sentence. */
export interface SchemaProblem {
  pointer: string;
  message: string;
  /**
   * What failed, without where and with a string's kind for its value when it fails a format or a pattern (`a
   * date-time where the format is date`): the same for every value that fails the same way. Only where it is not
   * `message`.
   */
  cause?: string;
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

/**
 * The steps the bounded pattern checks of one body may take in all (patterns.ts `stepsFor`): `a*b` on 4 strings of
 * 10,000 `a`s (~2 × 10^8 each, some 100 ms each on a loaded machine).
 */
const PATTERN_STEPS = 1_000_000_000;
/** The time the pattern checks under the watchdog (patterns without a static bound) of one body may take in all. */
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
  /** What the check reads besides the value, as a key (check-memo.ts), when it can be said exactly. */
  key?: string;
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
  const closure = shared.closureKey(name);
  return {
    root: shared.root,
    costRoot: shared.costRoot(name),
    run: (v) => shared.validate(name, v),
    key:
      closure === undefined ? undefined : `${direction} ${hiddenMayAppear} ${noPatterns} ${noUniqueItems}\n${closure}`,
  };
}

/** The longest string and the longest array in a value (iteratively: any depth). */
function extents(value: unknown): { string: number; array: number; parts: number; bigint: boolean } {
  const out = { string: 0, array: 0, parts: 0, bigint: false };
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    out.parts++;
    if (typeof v === 'string') out.string = Math.max(out.string, v.length);
    else if (typeof v === 'bigint') out.bigint = true;
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
export function validateSchema(schema: unknown, given: unknown, options: ValidateOptions): ValidationResult {
  let value = given;
  const direction = options.direction ?? 'response';
  const hiddenMayAppear = options.hiddenMayAppear === true;
  if (plainlyAccepts(schema, value, { deref: options.deref, direction, hiddenMayAppear }))
    return { problems: [], truncated: false };
  const max = options.max ?? 50;
  const size = extents(value);
  // An integer past 2^53 read exactly (a BigInt, exact-json.ts) is checked as the nearest number, as JSON reads it:
  // the int64 bounds are ±2^63 as doubles (bundle.ts).
  if (size.bigint) value = withBigIntsAsNumbers(value);
  let units: OutputUnit[];
  let bundled: unknown;
  // The result of the same check made before in this process (check-memo.ts), by the exact text of what it reads.
  let key: string | undefined;
  try {
    const made = checkFor(schema, options, size.string > MAX_PATTERN_INPUT, size.array > MAX_UNIQUE_ITEMS);
    bundled = made.root;
    const text = made.key === undefined ? undefined : exactText(given);
    key = text === undefined ? undefined : `${made.key}\n${max}\n${text}`;
    const known = key === undefined ? undefined : keptResults.get(key);
    if (known) return { ...known, problems: [...known.problems] };
    const limit = MAX_EVALUATIONS + EVALUATIONS_PER_PART * size.parts;
    if (evaluationCost(made.costRoot, value, limit) > limit) return remember(key, tooIntricate(limit));
    startPatternBudget(PATTERN_STEPS, PATTERN_BUDGET_MS);
    const result = made.run(value);
    // A pattern the clock decided (patterns.ts) may go the other way next time: such a result is not kept.
    if (decidedByClock()) key = undefined;
    if (result.valid) return remember(key, { problems: [], truncated: false });
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
  return remember(key, { problems: problems.slice(0, max), truncated: problems.length > max });
}

/** The result, kept under `key` when there is one. */
function remember(key: string | undefined, result: ValidationResult): ValidationResult {
  if (key === undefined) return result;
  const kept = keepResult(key, result);
  return { ...kept, problems: [...kept.problems] };
}

/** The one problem of a check not made because the schema fans out too much (see `evaluationCost`). */
function tooIntricate(limit: number): ValidationResult {
  const message = `the schema combines its parts too many times to check the body against (over ${limit.toLocaleString('en-US')} schema evaluations); it was not checked`;
  return { problems: [{ pointer: '', message }], truncated: false, unchecked: true };
}
