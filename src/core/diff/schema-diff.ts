import type { Severity, Target } from '../rules/types';
import { isObj } from '../../shared/object';
import {
  altKey,
  pairAlternatives,
  alternatives,
  at,
  compareEnums,
  compareTypes,
  effectiveFormat,
  isObjectType,
  itemAt,
  show,
  wholeKeywordChanges,
} from './schema-parts';
import { BOUND_KEYWORD, fingerprint, viewSchema, type BoundName, type SchemaView } from './schema-view';
import { codeSpan } from './code-span';

/** Which way values flow: clients send requests (tightening breaks them) and read responses (loosening may). */
export type Direction = 'request' | 'response';

/** One change between two schemas, relative to the pair compared (the caller says where the pair sits). */
export interface SchemaDelta {
  /** A schema change suffix of the catalogue (`type-changed`), or a property change (`property-removed`…). */
  kind: string;
  /** Property names from the compared schema down to the changed one (`[]` for array items). */
  path: string[];
  /** Pointer tokens from the compared schema to the changed node, in the revision and in the base. */
  revTokens: string[];
  baseTokens: string[];
  revAt: Target;
  baseAt: Target;
  /** What changed, in words (`from string to integer`). */
  detail: string;
  /** Shown in the base rather than the revision (what was removed). */
  inBase?: boolean;
  /** For a property added or removed: whether it was required. */
  required?: boolean;
  /** A lower severity than the catalogue's (a property removed after being deprecated). */
  severity?: Severity;
}

/** How deep nested schemas are compared. */
const MAX_DEPTH = 32;
/** How many schema pairs one diff compares at most (every comparison is memoised, so only huge APIs come near). */
const MAX_PAIRS = 200_000;

/**
 * Compares schemas of the base and the revision as a client sees them, in a direction. Memoised per pair of schema
 * objects and direction, so a component used by a thousand operations is compared once; cycle-safe (a pair met again
 * while being compared counts as equal) and depth-capped.
 */
export class SchemaDiffer {
  private readonly memo = new Map<object, Map<object, Partial<Record<Direction, SchemaDelta[]>>>>();
  private readonly active = new Set<string>();
  private readonly ids = new WeakMap<object, number>();
  private pairs = 0;
  private nextId = 0;
  private readonly baseViews = new Map<object, SchemaView | undefined>();
  private readonly revViews = new Map<object, SchemaView | undefined>();

  constructor(
    private readonly baseDeref: (v: unknown) => unknown,
    private readonly revDeref: (v: unknown) => unknown,
  ) {}

  /** True when the pair budget ran out and some schemas were not compared. */
  get exhausted(): boolean {
    return this.pairs > MAX_PAIRS;
  }

  /** The changes from `base` to `rev` in this direction. */
  compare(base: unknown, rev: unknown, dir: Direction, depth = 0): SchemaDelta[] {
    const bNode = this.baseDeref(base);
    const rNode = this.revDeref(rev);
    if (!isObj(bNode) || !isObj(rNode) || depth > MAX_DEPTH) return [];
    let byRev = this.memo.get(bNode);
    const known = byRev?.get(rNode)?.[dir];
    if (known) return known;
    const key = `${this.id(bNode)}:${this.id(rNode)}:${dir}`;
    if (this.active.has(key) || ++this.pairs > MAX_PAIRS) return [];
    const b = this.view(bNode, this.baseViews, this.baseDeref);
    const r = this.view(rNode, this.revViews, this.revDeref);
    if (!b || !r) return [];
    this.active.add(key);
    const out: SchemaDelta[] = [];
    try {
      this.compareViews(b, r, dir, depth, out);
    } finally {
      this.active.delete(key);
    }
    if (!byRev) this.memo.set(bNode, (byRev = new Map()));
    const entry = byRev.get(rNode) ?? {};
    entry[dir] = out;
    byRev.set(rNode, entry);
    return out;
  }

  /** The view of a schema object, made once per object. */
  private view(
    node: object,
    cache: Map<object, SchemaView | undefined>,
    deref: (v: unknown) => unknown,
  ): SchemaView | undefined {
    if (cache.has(node)) return cache.get(node);
    const v = viewSchema(node, deref);
    cache.set(node, v);
    return v;
  }

  private id(node: object): number {
    let n = this.ids.get(node);
    if (n === undefined) this.ids.set(node, (n = ++this.nextId));
    return n;
  }

  private compareViews(b: SchemaView, r: SchemaView, dir: Direction, depth: number, out: SchemaDelta[]): void {
    const here = (kind: string, keyword: string | undefined, detail: string, extra: Partial<SchemaDelta> = {}) =>
      out.push({
        kind,
        path: [],
        revTokens: [],
        baseTokens: [],
        revAt: at(r, keyword),
        baseAt: at(b, keyword),
        detail,
        ...extra,
      });
    const typeChange = compareTypes(b, r);
    if (typeChange) here(typeChange[0], 'type', typeChange[1]);
    else if (effectiveFormat(b) !== effectiveFormat(r)) {
      if (b.format === undefined) here('type-specialized', 'format', `now has format ${codeSpan(String(r.format))}`);
      else if (r.format === undefined) here('type-generalized', 'format', `no longer has format ${codeSpan(b.format)}`);
      else here('type-changed', 'format', `format changed from ${codeSpan(b.format)} to ${codeSpan(r.format)}`);
    }
    if (b.nullable !== r.nullable)
      here(
        r.nullable ? 'became-nullable' : 'became-not-nullable',
        r.nullable ? 'nullable' : undefined,
        r.nullable ? 'may now be null' : 'may no longer be null',
      );
    compareEnums(b, r, here);
    for (const [kind, keyword, detail] of wholeKeywordChanges(b, r, this.baseDeref, this.revDeref))
      here(kind, keyword, detail);
    for (const name of Object.keys(BOUND_KEYWORD) as BoundName[]) {
      const bv = b.bounds[name];
      const rv = r.bounds[name];
      if (bv === rv) continue;
      const kw = BOUND_KEYWORD[name];
      if (bv === undefined) here(`${name}-set`, kw, `${codeSpan(kw)} ${show(rv)} was added`);
      else if (rv === undefined)
        here(`${name}-unset`, kw, `${codeSpan(kw)} ${show(bv)} was removed`, { revAt: { node: r.node } });
      else
        here(
          `${name}-${rv > bv ? 'increased' : 'decreased'}`,
          kw,
          `${codeSpan(kw)} changed from ${show(bv)} to ${show(rv)}`,
        );
    }
    if (b.pattern !== r.pattern) {
      if (b.pattern === undefined) here('pattern-added', 'pattern', `now must match ${codeSpan(String(r.pattern))}`);
      else if (r.pattern === undefined)
        here('pattern-removed', undefined, `no longer must match ${codeSpan(b.pattern)}`);
      else here('pattern-changed', 'pattern', `pattern changed from ${codeSpan(b.pattern)} to ${codeSpan(r.pattern)}`);
    }
    if (b.default !== r.default && b.default !== undefined && r.default !== undefined)
      here('default-value-changed', 'default', `default changed from ${b.default} to ${r.default}`);
    const bClosed = b.additional === 'closed';
    const rClosed = r.additional === 'closed';
    if (bClosed !== rClosed && (b.properties.size > 0 || r.properties.size > 0 || isObjectType(b) || isObjectType(r)))
      here(
        rClosed ? 'additional-properties-restricted' : 'additional-properties-allowed',
        'additionalProperties',
        rClosed ? 'no longer allows other properties' : 'now allows other properties',
      );
    this.compareAlternatives(b, r, dir, depth, out);
    this.compareProperties(b, r, dir, depth, out);
    if (b.items !== undefined && r.items !== undefined)
      this.nested(this.compare(b.items, r.items, dir, depth + 1), '[]', ['items'], ['items'], out);
    if (typeof b.additional === 'object' && typeof r.additional === 'object')
      this.nested(
        this.compare(b.additional.schema, r.additional.schema, dir, depth + 1),
        '*',
        ['additionalProperties'],
        ['additionalProperties'],
        out,
      );
  }

  private compareAlternatives(b: SchemaView, r: SchemaView, dir: Direction, depth: number, out: SchemaDelta[]): void {
    // A schema that became (or stopped being) a choice of alternatives changed shape, not its list of alternatives:
    // what each alternative accepts against the former schema is not worked out (see docs/diff.md).
    if (b.alternatives.length === 0 || r.alternatives.length === 0) return;
    const bPrints = b.alternatives.map((s) => fingerprint(s, this.baseDeref));
    const rPrints = r.alternatives.map((s) => fingerprint(s, this.revDeref));
    // Matched as multisets: two alike alternatives on one side match two on the other, not one.
    const unmatched = (mine: string[], theirs: string[]) => {
      const left = new Map<string, number>();
      for (const p of theirs) left.set(p, (left.get(p) ?? 0) + 1);
      return mine
        .map((p, i) => {
          const n = left.get(p) ?? 0;
          if (n === 0) return i;
          left.set(p, n - 1);
          return -1;
        })
        .filter((i) => i >= 0);
    };
    let gone = unmatched(bPrints, rPrints);
    let fresh = unmatched(rPrints, bPrints);
    // A changed alternative is the same one when it keeps its identity (its title, `$ref` or property names), or when
    // it is the only one gone and the only one come: those pairs are compared; the rest were added or removed.
    const pairs = pairAlternatives(
      gone,
      fresh,
      { alternatives: b.alternatives, prints: bPrints, deref: this.baseDeref },
      { alternatives: r.alternatives, prints: rPrints, deref: this.revDeref },
    );
    for (const [bi, ri] of pairs) {
      const deltas = this.compare(b.alternatives[bi], r.alternatives[ri], dir, depth + 1);
      this.nested(deltas, `${altKey(r)}[${ri}]`, [altKey(r), String(ri)], [altKey(b), String(bi)], out);
    }
    gone = gone.filter((bi) => !pairs.some((p) => p[0] === bi));
    fresh = fresh.filter((ri) => !pairs.some((p) => p[1] === ri));
    // One finding for all the alternatives added (and one for those removed), placed at the first.
    if (fresh.length > 0)
      out.push({
        kind: 'one-of-added',
        path: [],
        revTokens: [altKey(r), String(fresh[0])],
        baseTokens: [],
        revAt: itemAt(r, fresh[0]),
        baseAt: at(b, altKey(b)),
        detail: `${alternatives(fresh)} of ${codeSpan(altKey(r))} ${fresh.length === 1 ? 'was' : 'were'} added`,
      });
    if (gone.length > 0)
      out.push({
        kind: 'one-of-removed',
        path: [],
        revTokens: [],
        baseTokens: [altKey(b), String(gone[0])],
        revAt: at(r, altKey(r)),
        baseAt: itemAt(b, gone[0]),
        detail: `${alternatives(gone)} of ${codeSpan(altKey(b))} ${gone.length === 1 ? 'was' : 'were'} removed`,
      });
  }

  private compareProperties(b: SchemaView, r: SchemaView, dir: Direction, depth: number, out: SchemaDelta[]): void {
    if (b.properties.size === 0 && r.properties.size === 0) return;
    // What the client sees: a request never carries read-only properties, a response never write-only ones.
    const hidden = dir === 'request' ? 'readOnly' : 'writeOnly';
    const visible = (view: SchemaView, deref: (v: unknown) => unknown, name: string) => {
      const s = deref(view.properties.get(name)?.schema);
      return !(isObj(s) && s[hidden] === true);
    };
    const removed: string[] = [];
    const added: string[] = [];
    for (const [name, bp] of b.properties) {
      const rp = r.properties.get(name);
      const bVisible = visible(b, this.baseDeref, name);
      if (!rp) {
        if (bVisible) removed.push(name);
        continue;
      }
      const rVisible = visible(r, this.revDeref, name);
      const keyAt = (holder: object): Target => ({ node: holder, key: name, part: 'key' });
      const tokens = ['properties', name];
      if (bVisible !== rVisible) {
        // Hidden in this direction now (read-only in a request, write-only in a response), or no longer.
        const only = dir === 'request' ? 'read-only' : 'write-only';
        out.push({
          kind: bVisible ? `property-became-${only}` : `property-became-not-${only}`,
          path: [name],
          revTokens: tokens,
          baseTokens: tokens,
          revAt: keyAt(rp.holder),
          baseAt: keyAt(bp.holder),
          detail: bVisible ? `became ${only}` : `is no longer ${only}`,
          ...(bVisible ? { required: b.required.has(name) } : {}),
        });
        continue;
      }
      if (!bVisible) continue;
      const bReq = b.required.has(name);
      const rReq = r.required.has(name);
      if (bReq !== rReq)
        out.push({
          kind: rReq ? 'property-became-required' : 'property-became-optional',
          path: [name],
          revTokens: tokens,
          baseTokens: tokens,
          revAt: keyAt(rp.holder),
          baseAt: keyAt(bp.holder),
          detail: rReq ? 'became required' : 'became optional',
        });
      this.nested(this.compare(bp.schema, rp.schema, dir, depth + 1), name, tokens, tokens, out);
    }
    for (const name of r.properties.keys())
      if (!b.properties.has(name) && visible(r, this.revDeref, name)) added.push(name);
    this.addedAndRemoved(b, r, removed, added, dir, out);
  }

  /** Properties removed and added; a removed one whose schema reappears under exactly one new name was renamed. */
  private addedAndRemoved(
    b: SchemaView,
    r: SchemaView,
    removed: string[],
    added: string[],
    dir: Direction,
    out: SchemaDelta[],
  ): void {
    const addedPrints = added.map((n) => fingerprint(r.properties.get(n)!.schema, this.revDeref));
    const renamedTo = new Set<string>();
    for (const name of removed) {
      const bp = b.properties.get(name)!;
      const print = removed.length > 0 && added.length > 0 ? fingerprint(bp.schema, this.baseDeref) : '';
      const matches = added.filter((_, i) => addedPrints[i] === print && !renamedTo.has(added[i]));
      const deprecated =
        isObj(this.baseDeref(bp.schema)) && (this.baseDeref(bp.schema) as { deprecated?: unknown }).deprecated === true;
      const baseAt: Target = { node: bp.holder, key: name, part: 'key' };
      // Only one property gone and one come, of the same schema: a rename; anything more is too ambiguous to say.
      if (matches.length === 1 && print !== '' && removed.length === 1 && added.length === 1) {
        const to = matches[0];
        renamedTo.add(to);
        const rp = r.properties.get(to)!;
        // As severe as the removal it amounts to: an optional response property, or an optional request one, may be missed.
        const mild = dir === 'response' ? !b.required.has(name) : !r.required.has(to);
        out.push({
          ...(mild ? { severity: 'warning' as const } : {}),
          kind: 'property-renamed',
          path: [to],
          revTokens: ['properties', to],
          baseTokens: ['properties', name],
          revAt: { node: rp.holder, key: to, part: 'key' },
          baseAt,
          detail: `was renamed from ${codeSpan(name)}`,
          required: r.required.has(to),
        });
        continue;
      }
      out.push({
        kind: 'property-removed',
        path: [name],
        revTokens: [],
        baseTokens: ['properties', name],
        revAt: { node: r.node },
        baseAt,
        detail: deprecated ? 'was removed (it was deprecated)' : 'was removed',
        inBase: true,
        required: b.required.has(name),
        ...(deprecated ? { severity: 'info' as const } : {}),
      });
    }
    for (const name of added) {
      if (renamedTo.has(name)) continue;
      const rp = r.properties.get(name)!;
      const required = r.required.has(name);
      out.push({
        kind: 'property-added',
        path: [name],
        revTokens: ['properties', name],
        baseTokens: [],
        revAt: { node: rp.holder, key: name, part: 'key' },
        baseAt: { node: b.node },
        detail: required ? 'was added as required' : 'was added',
        required,
      });
    }
  }

  /** Adds the changes found one level down, with the step to that level in front of their paths and pointers. */
  private nested(
    deltas: readonly SchemaDelta[],
    step: string,
    revStep: string[],
    baseStep: string[],
    out: SchemaDelta[],
  ): void {
    for (const d of deltas)
      out.push({
        ...d,
        path: [step, ...d.path],
        revTokens: [...revStep, ...d.revTokens],
        baseTokens: [...baseStep, ...d.baseTokens],
      });
  }
}
