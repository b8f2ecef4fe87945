import { isObj, type Obj } from '../../../shared/object';
import { SCHEMA_ANNOTATIONS } from '../../openapi/annotations';
import { boundedBacktracking, patternFormat } from './patterns';

/**
 * Turns an OpenAPI schema (2.0, 3.0 or 3.1, with `$ref`s into its document or other files) into one self-contained
 * JSON Schema 2020-12 document for @cfworker/json-schema, with the project's OpenAPI readings made explicit.
 */

/** Sets a key as an own property, even `__proto__` (a property a spec may well name). */
function put(o: Obj, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Marks a schema the bundle added so the messages can say what it stands for (`x-rc-*` keys are ignored by the validator). */
export const MARK = {
  /** A `false` schema, written `{ not: {} }` so its errors carry their place. */
  false: 'x-rc-false',
  /** A property that must be absent in this direction: its name and why. */
  hidden: 'x-rc-hidden',
  /** The discriminator property is missing: its name. */
  noTag: 'x-rc-no-tag',
  /** The discriminator value names no alternative: the property's name. */
  unknownTag: 'x-rc-unknown-tag',
  /** Bounds that stand for a numeric format (`int32`, `int64`). */
  format: 'x-rc-format',
  /** The schema admits null as well (3.0 `nullable`, 2.0 `x-nullable`). */
  nullable: 'x-rc-nullable',
  /** A `pattern`, checked as a format within the body's time budget (patterns.ts): the pattern. */
  pattern: 'x-rc-pattern',
} as const;

/** How to read the schema. */
export interface BundleOptions {
  /** Follows a `$ref` (or returns the value); `undefined` for a broken or cyclic chain. */
  deref: (v: unknown) => unknown;
  /**
   * `response`: write-only properties are not required and should be absent; `request`: the same for read-only ones;
   * `either`: a value of the schema as written, both kinds alike (an example of a shared schema).
   */
  direction: 'response' | 'request' | 'either';
  /** The properties `direction` hides are not required, but may be present (an example that shows them is fine). */
  hiddenMayAppear?: boolean;
  /** Leave out `pattern` (when the value holds strings too long to run a spec's pattern on safely). */
  noPatterns?: boolean;
  /** Leave out `uniqueItems` (when the value holds arrays too long to compare pairwise). */
  noUniqueItems?: boolean;
}

/** Keywords whose value is one schema, applied to the same value (cycles among these never end). */
const IN_PLACE = ['not', 'if', 'then', 'else'];
/** Keywords whose value is a list of schemas applied to the same value. */
const IN_PLACE_LISTS = ['allOf', 'anyOf', 'oneOf'];
/** Keywords whose value is one schema applied to parts of the value. */
const NESTED = [
  'items',
  'additionalItems',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
];
/** Keywords whose value maps names to schemas applied to parts of the value. */
const NESTED_MAPS = ['properties', 'patternProperties', 'dependentSchemas'];

const INT_BOUNDS: Record<string, [number, number]> = {
  int32: [-2147483648, 2147483647],
  // ±2^63 as doubles: a JSON number past 2^53 is read rounded, and 2^63 - 1 rounds to 2^63 (the old bounds, ±(2^53 - 1),
  // refused valid int64 ids).
  int64: [-(2 ** 63), 2 ** 63],
};

/** Whether a pattern compiles as the validator compiles it (ECMA-262 with the `u` flag). */
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The last segment of a `$ref`, the name a discriminator value matches: `#/components/schemas/Dog` → `Dog`. */
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/**
 * Keys that only annotate a schema: the bundle leaves them out. The validator would walk their values as schemas
 * (an `example` object's `id` taken for a schema URI, Box's duplicate URIs), and a document's examples are most of
 * what it would walk.
 */
const ANNOTATIONS = new Set([...SCHEMA_ANNOTATIONS, 'deprecated']);

/** The extension keys a bundled schema keeps: 2.0's `x-nullable` and the bundle's own marks. */
const KEPT_EXTENSIONS = new Set<string>(['x-nullable', ...Object.values(MARK)]);

/** Bundles schemas into one set of definitions; `named` can add more roots to the same set (shared-bundle.ts). */
export class Bundler {
  readonly defs: Obj = {};
  private readonly names = new Map<object, string>();
  /** For each definition, the definitions its root applies to the same value (to break cycles). */
  private readonly inPlace = new Map<string, Set<string>>();
  /** Definitions made since `takeFresh` was last called, in the order they were named. */
  private fresh: string[] = [];
  /** Where `breakLoops` has been: loops through finished definitions are cut already. */
  private readonly visited = new Map<string, 'open' | 'done'>();
  /** Definitions made since `breakLoops` last ran, in the order they were named (those it has not been to). */
  private unvisited: string[] = [];

  constructor(private readonly o: BundleOptions) {}

  /** The definition name of a `$ref`'s target, bundling the target on first sight; `undefined` when broken. */
  private ref(node: Obj): string | undefined {
    const target = this.o.deref(node);
    if (!isObj(target) && typeof target !== 'boolean') return undefined;
    if (typeof target === 'boolean') return target ? undefined : this.define({ not: {}, [MARK.false]: true }, {});
    return this.named(target);
  }

  /** The definition name of a schema object, bundling it (and what it references) on first sight. */
  named(target: Obj): string {
    const known = this.names.get(target);
    if (known) return known;
    const name = `r${this.names.size}`;
    this.names.set(target, name);
    this.fresh.push(name);
    this.unvisited.push(name);
    const refs = new Set<string>();
    this.inPlace.set(name, refs);
    this.defs[name] = this.schema(target, refs);
    return name;
  }

  /** The definitions made since the last call (after `breakLoops`: they will not change again). */
  takeFresh(): string[] {
    const out = this.fresh;
    this.fresh = [];
    return out;
  }

  private define(schema: Obj, key: object): string {
    const name = `r${this.names.size}`;
    this.names.set(key, name);
    this.fresh.push(name);
    this.unvisited.push(name);
    this.inPlace.set(name, new Set());
    this.defs[name] = schema;
    return name;
  }

  /** A copy of one schema in JSON Schema 2020-12. `refs` collects the definitions it applies to the same value. */
  schema(raw: unknown, refs: Set<string> | undefined): unknown {
    if (raw === false) return { not: {}, [MARK.false]: true };
    if (!isObj(raw)) return true;
    const s: Obj = { ...raw };
    // The bundle resolves references itself (anchors too, through `deref`): an `$id` would move the base its
    // `#/$defs/…` references resolve against, and an anchor met twice stops the validator.
    for (const k of ['$id', '$schema', '$anchor', '$dynamicAnchor']) delete s[k];
    for (const k of Object.keys(s))
      if (ANNOTATIONS.has(k) || (k.startsWith('x-') && !KEPT_EXTENSIONS.has(k))) delete s[k];
    // Values of the wrong kind, which specs do hold (`required: true` on a 3.0 property), are ignored as the old
    // validator ignored them, rather than stopping the check.
    for (const k of ['required', 'enum', 'prefixItems', 'allOf', 'anyOf', 'oneOf'])
      if (s[k] !== undefined && !Array.isArray(s[k])) delete s[k];
    if (s.type !== undefined && typeof s.type !== 'string' && !Array.isArray(s.type)) delete s.type;
    for (const k of ['properties', 'patternProperties', 'dependentSchemas', 'dependentRequired'])
      if (s[k] !== undefined && !isObj(s[k])) delete s[k];
    if (typeof s.$ref === 'string') {
      const name = this.ref(raw);
      delete s.$ref;
      if (name) {
        s.$ref = `#/$defs/${name}`;
        refs?.add(name);
      }
    }
    if (isObj(s.patternProperties)) this.keyPatterns(s);
    this.discriminator(s);
    delete s.discriminator;
    const out: Obj = {};
    for (const k of Object.keys(s)) {
      const v = s[k];
      if (IN_PLACE.includes(k)) out[k] = this.schema(v, refs);
      else if (IN_PLACE_LISTS.includes(k) && Array.isArray(v)) out[k] = v.map((b) => this.schema(b, refs));
      else if (NESTED.includes(k) && !Array.isArray(v))
        out[k] = typeof v === 'boolean' || isObj(v) ? this.schema(v, undefined) : v;
      else if (NESTED_MAPS.includes(k) && isObj(v)) out[k] = this.map(k, v);
      else if (k === 'items' && Array.isArray(v)) out.prefixItems = v.map((b) => this.schema(b, undefined));
      else if (k === 'prefixItems' && Array.isArray(v)) out[k] = v.map((b) => this.schema(b, undefined));
      else put(out, k, v);
    }
    if (Array.isArray(s.items)) {
      delete out.items;
      if (s.additionalItems !== undefined) out.items = out.additionalItems;
      delete out.additionalItems;
    } else if (!Array.isArray(s.prefixItems)) delete out.additionalItems;
    this.readings(out);
    // Null passes a nullable schema whatever else it says (an `allOf` of a `$ref` too), as 3.0 means it.
    return out[MARK.nullable] === true ? { if: { type: 'null' }, else: out } : out;
  }

  /**
   * Key patterns run on every key of the body, by the validator itself: one that might backtrack for long
   * (patterns.ts), or any one when the body holds very long strings, is left out, and with it what depends on which
   * keys the patterns match (`additionalProperties`, `unevaluatedProperties`).
   */
  private keyPatterns(s: Obj): void {
    const all = s.patternProperties as Obj;
    const kept = Object.keys(all).filter((name) => !this.o.noPatterns && boundedBacktracking(name));
    if (kept.length === Object.keys(all).length) return;
    const out: Obj = {};
    for (const name of kept) put(out, name, all[name]);
    s.patternProperties = out;
    delete s.additionalProperties;
    delete s.unevaluatedProperties;
  }

  private map(keyword: string, v: Obj): Obj {
    const out: Obj = {};
    for (const name of Object.keys(v)) {
      if (keyword === 'patternProperties' && !compiles(name)) continue;
      put(out, name, this.schema(v[name], undefined));
    }
    return out;
  }

  /** Nullable, draft-4 bounds, numeric formats, patterns that cannot run, read/write-only properties. */
  private readings(s: Obj): void {
    if (s.nullable === true || s['x-nullable'] === true) s[MARK.nullable] = true;
    delete s.nullable;
    delete s['x-nullable'];
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof s[flag] !== 'boolean') continue;
      if (s[flag] === true && typeof s[bound] === 'number') s[flag] = s[bound];
      else delete s[flag];
      if (typeof s[flag] === 'number') delete s[bound];
    }
    if (typeof s.format === 'string' && INT_BOUNDS[s.format]) {
      const [min, max] = INT_BOUNDS[s.format];
      s.allOf = [
        ...(Array.isArray(s.allOf) ? s.allOf : []),
        { minimum: min, maximum: max, multipleOf: 1, [MARK.format]: s.format },
      ];
    }
    if (typeof s.pattern === 'string') {
      if (this.o.noPatterns || !compiles(s.pattern)) delete s.pattern;
      else {
        // Checked within the body's time budget instead (patterns.ts), as a format of a member the messages call a
        // pattern.
        const format = patternFormat(s.pattern);
        s.allOf = [...(Array.isArray(s.allOf) ? s.allOf : []), { format, [MARK.pattern]: s.pattern }];
        delete s.pattern;
      }
    }
    if (this.o.noUniqueItems) delete s.uniqueItems;
    this.hide(s);
  }

  /** Write-only properties in a response (read-only in a request) are not required, and are reported when present. */
  private hide(s: Obj): void {
    if (!isObj(s.properties) || this.o.direction === 'either') return;
    const flag = this.o.direction === 'response' ? 'writeOnly' : 'readOnly';
    const hidden: string[] = [];
    const props = s.properties;
    for (const name of Object.keys(props)) {
      const p = props[name];
      const declared = isObj(p) && typeof p.$ref === 'string' ? this.defs[p.$ref.slice('#/$defs/'.length)] : p;
      if (isObj(declared) && declared[flag] === true) hidden.push(name);
    }
    if (!hidden.length) return;
    if (Array.isArray(s.required)) s.required = s.required.filter((r) => !hidden.includes(r as string));
    if (this.o.hiddenMayAppear) return;
    for (const name of hidden) props[name] = { allOf: [{ not: {}, [MARK.hidden]: { name, flag } }, props[name]] };
  }

  /**
   * A `discriminator` picks the alternative to check: by `mapping`, else by the name that ends an alternative's
   * `$ref`. Without a string at its property the value is reported once; with a value that names no alternative too,
   * when every alternative is a `$ref`. (Written as `if`/`then` on the value of the property.)
   */
  private discriminator(s: Obj): void {
    const d = s.discriminator;
    const keyword = Array.isArray(s.oneOf) ? 'oneOf' : Array.isArray(s.anyOf) ? 'anyOf' : undefined;
    if (!isObj(d) || typeof d.propertyName !== 'string' || !keyword) return;
    const name = d.propertyName;
    const branches = s[keyword] as unknown[];
    const refOf = (b: unknown) => (isObj(b) && typeof b.$ref === 'string' ? b.$ref : undefined);
    const mapping = isObj(d.mapping) ? d.mapping : {};
    const tags: string[][] = branches.map((b) => {
      const ref = refOf(b);
      if (!ref) return [];
      const mine = Object.keys(mapping).filter(
        (t) => typeof mapping[t] === 'string' && (ref === mapping[t] || ref.endsWith(`/${mapping[t] as string}`)),
      );
      const own = refName(ref);
      return mapping[own] === undefined ? [...mine, own] : mine;
    });
    const allRefs = branches.every((b) => refOf(b));
    let chain: unknown = allRefs ? { not: {}, [MARK.unknownTag]: name } : { [keyword]: branches };
    for (let i = branches.length - 1; i >= 0; i--) {
      if (tags[i].length) chain = { if: { properties: { [name]: { enum: tags[i] } } }, then: branches[i], else: chain };
    }
    delete s[keyword];
    const picked = {
      if: { required: [name], properties: { [name]: { type: 'string' } } },
      then: chain,
      else: { not: {}, [MARK.noTag]: name },
    };
    const rule = { if: { type: 'object' }, then: picked, else: { [keyword]: branches } };
    s.allOf = [...(Array.isArray(s.allOf) ? s.allOf : []), rule];
  }

  /** Breaks loops of `$ref`s that come back to the same value without reading into it (they would never end). */
  breakLoops(rootRefs: Iterable<string>): void {
    const state = this.visited;
    const cut = new Set<string>();
    const visit = (name: string, from: string | undefined) => {
      const s = state.get(name);
      if (s === 'open') {
        if (from !== undefined) cut.add(`${from}>${name}`);
        return;
      }
      if (s === 'done') return;
      state.set(name, 'open');
      for (const next of this.inPlace.get(name) ?? []) visit(next, name);
      state.set(name, 'done');
    };
    for (const name of rootRefs) visit(name, undefined);
    // Every definition made before the last call is done already: only the new ones, in the order they were made.
    const made = this.unvisited;
    this.unvisited = [];
    for (const name of made) visit(name, undefined);
    if (!cut.size) return;
    for (const edge of cut) {
      const [from, to] = edge.split('>');
      this.defs[from] = unref(this.defs[from], `#/$defs/${to}`);
    }
  }
}

/** A schema with the in-place `$ref`s to one definition removed (as if they were `true`). */
function unref(schema: unknown, ref: string): unknown {
  if (!isObj(schema)) return schema;
  const out: Obj = { ...schema };
  if (out.$ref === ref) delete out.$ref;
  for (const k of IN_PLACE) if (out[k] !== undefined) out[k] = unref(out[k], ref);
  for (const k of IN_PLACE_LISTS) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map((b) => unref(b, ref));
  return out;
}

/** The bundle: the schema at the root, what it references under `$defs`. */
export function bundleSchema(schema: unknown, options: BundleOptions): unknown {
  const b = new Bundler(options);
  const rootRefs = new Set<string>();
  const root = b.schema(schema, rootRefs);
  b.breakLoops(rootRefs);
  if (Object.keys(b.defs).length === 0) return root;
  return isObj(root) ? { ...root, $defs: b.defs } : { allOf: [root], $defs: b.defs };
}
