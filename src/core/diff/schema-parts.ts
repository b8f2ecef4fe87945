import type { Target } from '../rules/types';
import { isObj } from '../../shared/object';
import { andList } from '../../shared/phrasing';
import { fingerprint, type SchemaView } from './schema-view';
import type { SchemaDelta } from './schema-diff';
import { codeSpan } from './code-span';

// The small judgements and words the schema comparison (schema-diff.ts) is written with.
/** What names an alternative across versions: its title, else its `$ref`, else its property names (or type). */
export function identity(raw: unknown, deref: (v: unknown) => unknown, depth = 0): string {
  const node = deref(raw);
  if (isObj(node) && typeof node.title === 'string') return `title:${node.title}`;
  if (isObj(raw) && typeof raw.$ref === 'string') return `ref:${raw.$ref}`;
  if (!isObj(node)) return '';
  if (node.items !== undefined && depth < 4) return `items:${identity(node.items, deref, depth + 1)}`;
  return isObj(node.properties)
    ? `props:${Object.keys(node.properties).sort().join(',')}`
    : `type:${String(node.type)}`;
}

/**
 * The format as a constraint on values: `int64` on an integer and `double` on a number say what JSON numbers already
 * are in practice, so adding or dropping them changes nothing for clients.
 */
export function effectiveFormat(v: SchemaView): string | undefined {
  if (v.format === 'int64' && v.types?.has('integer')) return undefined;
  if (v.format === 'double' && v.types?.has('number')) return undefined;
  return v.format;
}

/** `alternative 3`, `alternatives 3, 4 and 5` (1-based). */
export function alternatives(indexes: readonly number[]): string {
  const n = indexes.map((i) => String(i + 1));
  if (n.length === 1) return `alternative ${n[0]}`;
  if (n.length > 5) return `${n.length} alternatives (${n.slice(0, 3).join(', ')}…)`;
  return `alternatives ${andList(n)}`;
}

/** True when the schema says it is an object. */
export function isObjectType(v: SchemaView): boolean {
  return v.types?.has('object') === true;
}

/** The keyword holding the alternatives: `oneOf`, else `anyOf`. */
export function altKey(v: SchemaView): string {
  return Array.isArray(v.node.oneOf) ? 'oneOf' : Array.isArray(v.node.anyOf) ? 'anyOf' : 'oneOf';
}

/** The keyword of a schema as a target (its key), or the schema itself when the keyword is not there. */
export function at(v: SchemaView, keyword: string | undefined): Target {
  return keyword !== undefined && keyword in v.node ? { node: v.node, key: keyword, part: 'key' } : { node: v.node };
}

/** One alternative of a schema as a target. */
export function itemAt(v: SchemaView, i: number): Target {
  const list = v.node[altKey(v)];
  return Array.isArray(list) && i < list.length ? { node: list, key: i } : { node: v.node };
}

/** A bound for a message, without the float noise of exclusive bounds. */
export function show(n: number | undefined): string {
  return n === undefined ? '' : String(Math.round(n * 1e9) / 1e9);
}

/** The types each side allows, with `integer` inside `number`: undefined when equal. */
export function compareTypes(b: SchemaView, r: SchemaView): [kind: string, detail: string] | undefined {
  const name = (t: Set<string> | undefined) => (t ? [...t].sort().join(' or ') || 'nothing' : 'any type');
  if (!b.types && !r.types) return undefined;
  const within = (small: Set<string> | undefined, big: Set<string> | undefined) =>
    !big || (!!small && [...small].every((t) => big.has(t) || (t === 'integer' && big.has('number'))));
  const same = b.types && r.types && b.types.size === r.types.size && [...b.types].every((t) => r.types!.has(t));
  if (same) return undefined;
  const detail = `type changed from ${name(b.types)} to ${name(r.types)}`;
  if (within(b.types, r.types)) return ['type-generalized', detail];
  if (within(r.types, b.types)) return ['type-specialized', detail];
  return ['type-changed', detail];
}

/** The enum changes between two views, reported through `here`. */
export function compareEnums(
  b: SchemaView,
  r: SchemaView,
  here: (kind: string, keyword: string | undefined, detail: string, extra?: Partial<SchemaDelta>) => void,
): void {
  if (!b.enum && !r.enum) return;
  if (!b.enum) return here('became-enum', 'enum', `is now restricted to ${list(r.enum!)}`);
  if (!r.enum) return here('enum-value-added', undefined, `is no longer restricted to ${list(b.enum)}`);
  const added = [...r.enum].filter((v) => !b.enum!.has(v));
  const removed = [...b.enum].filter((v) => !r.enum!.has(v));
  if (added.length > 0)
    here('enum-value-added', 'enum', `enum value${added.length > 1 ? 's' : ''} ${list(added)} added`);
  if (removed.length > 0)
    here('enum-value-removed', 'enum', `enum value${removed.length > 1 ? 's' : ''} ${list(removed)} removed`);
}

/** Up to five values in code quotes, and how many more. */
export function list(values: Iterable<string>): string {
  const all = [...values];
  const shown = all.slice(0, 5).map(codeSpan).join(', ');
  return all.length > 5 ? `${shown} and ${all.length - 5} more` : shown;
}

/** Of the candidates (indexes into `prints`), the one whose fingerprint shares the longest start with `target`. */
export function closest(candidates: readonly number[], prints: readonly string[], target: string): number {
  let best = candidates[0];
  let bestLength = -1;
  for (const i of candidates) {
    const p = prints[i];
    let n = 0;
    while (n < p.length && n < target.length && p.charCodeAt(n) === target.charCodeAt(n)) n++;
    if (n > bestLength) [best, bestLength] = [i, n];
  }
  return best;
}

/** One side's alternatives with their fingerprints, for pairing. */
export interface AlternativeSide {
  alternatives: readonly unknown[];
  prints: readonly string[];
  deref: (v: unknown) => unknown;
}

/**
 * Pairs the alternatives that changed (`gone` from the base, `fresh` in the revision) that are the same one: by
 * identity (title, `$ref`, property names; one two alternatives of a side share names neither), else the only one
 * gone with the only one come (unless both are titled differently), else the one come with the alike one gone it
 * resembles most. What is not paired was removed or added.
 */
export function pairAlternatives(
  gone: readonly number[],
  fresh: readonly number[],
  base: AlternativeSide,
  rev: AlternativeSide,
): [number, number][] {
  const pairs: [number, number][] = [];
  // An identity two alternatives of one side share names neither.
  const byIdentity = new Map<string, number>();
  for (const ri of fresh) {
    const id = identity(rev.alternatives[ri], rev.deref);
    byIdentity.set(id, byIdentity.has(id) ? -1 : ri);
  }
  const baseIds = gone.map((bi) => identity(base.alternatives[bi], base.deref));
  for (const [k, bi] of gone.entries()) {
    if (baseIds.indexOf(baseIds[k]) !== baseIds.lastIndexOf(baseIds[k])) continue;
    const ri = byIdentity.get(baseIds[k]);
    if (ri === -1) continue;
    if (ri !== undefined && !pairs.some((p) => p[1] === ri)) pairs.push([bi, ri]);
  }
  const leftGone = gone.filter((bi) => !pairs.some((p) => p[0] === bi));
  const leftFresh = fresh.filter((ri) => !pairs.some((p) => p[1] === ri));
  const titled = (raw: unknown, deref: (v: unknown) => unknown) => identity(raw, deref).startsWith('title:');
  if (
    leftGone.length === 1 &&
    leftFresh.length === 1 &&
    !(titled(base.alternatives[leftGone[0]], base.deref) && titled(rev.alternatives[leftFresh[0]], rev.deref))
  )
    pairs.push([leftGone[0], leftFresh[0]]);
  else if (leftFresh.length === 1 && leftGone.length > 1) {
    // One alternative came where several alike went: it is the one it resembles most; the others went.
    const ri = leftFresh[0];
    const rid = identity(rev.alternatives[ri], rev.deref);
    const alike = leftGone.filter((bi) => baseIds[gone.indexOf(bi)] === rid);
    if (alike.length > 0) pairs.push([closest(alike, base.prints, rev.prints[ri]), ri]);
  }
  return pairs;
}

/** Keywords whose subschemas are compared as wholes: what they exclude or impose is not worked out value by value. */
const WHOLE_KEYWORDS = [
  { kind: 'not', keys: ['not'], name: '`not`' },
  { kind: 'conditional', keys: ['if', 'then', 'else'], name: '`if`/`then`/`else`' },
] as const;

/**
 * The `not` and `if`/`then`/`else` of two schemas compared as wholes (`$ref`s followed, annotations ignored): each
 * added, removed or changed, as `[kind, keyword, detail]` (`not-added`, `conditional-changed`).
 */
export function wholeKeywordChanges(
  b: SchemaView,
  r: SchemaView,
  baseDeref: (v: unknown) => unknown,
  revDeref: (v: unknown) => unknown,
): [kind: string, keyword: string | undefined, detail: string][] {
  const out: [string, string | undefined, string][] = [];
  for (const { kind, keys, name } of WHOLE_KEYWORDS) {
    const print = (v: SchemaView, deref: (x: unknown) => unknown) =>
      keys.some((k) => k in v.node)
        ? keys.map((k) => (k in v.node ? fingerprint(v.node[k], deref) : '')).join('\u0000')
        : undefined;
    const bp = print(b, baseDeref);
    const rp = print(r, revDeref);
    if (bp === rp) continue;
    const first = keys.find((k) => k in r.node);
    if (bp === undefined) out.push([`${kind}-added`, first, `now has ${name}`]);
    else if (rp === undefined) out.push([`${kind}-removed`, undefined, `no longer has ${name}`]);
    else out.push([`${kind}-changed`, first, `${name} changed`]);
  }
  return out;
}
