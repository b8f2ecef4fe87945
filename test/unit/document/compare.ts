import { isDeepStrictEqual } from 'node:util';
import { parse as yamlParse } from 'yaml';
import { ParsedSource } from '../../../src/core/document/source';
import { parseWithYamlAst, YAML_OPTIONS } from '../../../src/core/document/yaml-ast';
import { parseYamlFast } from '../../../src/core/document/yaml-fast';
import { parseJsonFast } from '../../../src/core/document/json-fast';
import type { NodeLocation, SourceDocument } from '../../../src/core/document/types';

/** What comparing a fast parse with the `yaml` composer found. */
export interface Comparison {
  /** The fast parser gave up (the reason), so the slow path would have parsed the text. */
  bailed?: string;
  /** Differences in values or locations; empty when both agree. */
  differences: string[];
}

/** Parses `text` with the slow path (the `yaml` composer). */
export function slowParse(text: string, uri = 'x.yaml'): ParsedSource {
  const doc = new ParsedSource(uri, text, 'yaml');
  parseWithYamlAst(doc);
  return doc;
}

/** Parses `text` with the fast YAML parser (or the JSON route) and compares values and every location with the slow path. */
export function compareParsers(text: string, route: 'yaml' | 'json' = 'yaml'): Comparison {
  const fast = new ParsedSource('x.' + route, text, route);
  if (route === 'json') {
    if (!parseJsonFast(fast)) return { bailed: 'not JSON', differences: [] };
  } else {
    const bail = parseYamlFast(fast);
    if (bail) return { bailed: bail.message, differences: [] };
  }
  const slow = slowParse(text);
  const differences: string[] = [];
  const fastErrors = fast.errors.map((e) => `${e.message} @${e.span.start}`);
  const slowErrors = slow.errors.map((e) => `${e.message} @${e.span.start}`);
  if (!isDeepStrictEqual(fastErrors, slowErrors))
    differences.push(`errors: fast ${JSON.stringify(fastErrors)} slow ${JSON.stringify(slowErrors)}`);
  if (slow.errors.length > 0 || fast.errors.length > 0) return { differences };
  if (!isDeepStrictEqual(fast.root, slow.root)) differences.push('values differ from the yaml composer');
  else {
    let reference: unknown;
    try {
      reference = referenceValue(text);
    } catch (e) {
      differences.push(`yaml.parse threw: ${(e as Error).message}`);
    }
    if (reference !== undefined && !isDeepStrictEqual(fast.root, reference))
      differences.push('values differ from yaml.parse');
  }
  compareLocations(fast, slow, fast.root, slow.root, '', new Set(), differences);
  return { differences };
}

function compareLocations(
  fast: SourceDocument,
  slow: SourceDocument,
  a: unknown,
  b: unknown,
  pointer: string,
  seen: Set<object>,
  out: string[],
): void {
  if (out.length > 20 || !a || typeof a !== 'object' || !b || typeof b !== 'object' || seen.has(a)) return;
  seen.add(a);
  const la = fast.locate(a);
  const lb = slow.locate(b);
  const where = pointer || '/';
  if (!la || !lb) {
    if (la || lb) out.push(`${where}: location only in the ${la ? 'fast' : 'slow'} parse`);
    return;
  }
  const describe = (l: NodeLocation) => ({
    span: [l.span.start, l.span.end],
    keys: l.keys ? [...l.keys].map(([k, e]) => [k, e.key.start, e.key.end, e.value.start, e.value.end]) : undefined,
    items: l.items?.map((s) => [s.start, s.end]),
  });
  const da = describe(la);
  const db = describe(lb);
  if (!isDeepStrictEqual(da, db)) {
    const text = fast.text;
    const show = (s: number[]) => `[${s[0]},${s[1]}] ${JSON.stringify(text.slice(s[0], s[1]).slice(0, 60))}`;
    if (!isDeepStrictEqual(da.span, db.span)) out.push(`${where}: span fast ${show(da.span)} slow ${show(db.span)}`);
    else
      out.push(
        `${where}: entries fast ${JSON.stringify(da.keys ?? da.items).slice(0, 300)} slow ${JSON.stringify(db.keys ?? db.items).slice(0, 300)}`,
      );
  }
  for (const k of Object.keys(a))
    compareLocations(
      fast,
      slow,
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${pointer}/${k}`,
      seen,
      out,
    );
}

/**
 * `yaml.parse`'s value of `text` with keys named as JSON names them (a null key is "", `1:` is "1"). It is read with
 * `mapAsMap` so that every key is named here the same way: `yaml.parse` itself calls a null key "" in the mapping
 * that holds it but "null" where a `<<` merge copies it.
 */
export function referenceValue(text: string): unknown {
  const done = new Map<unknown, unknown>();
  const plain = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    if (done.has(v)) return done.get(v);
    if (Array.isArray(v)) {
      const arr: unknown[] = [];
      done.set(v, arr);
      for (const item of v) arr.push(plain(item));
      return arr;
    }
    if (!(v instanceof Map))
      throw new Error(`an unexpected value in yaml's result: ${Object.prototype.toString.call(v)}`);
    const obj: Record<string, unknown> = {};
    done.set(v, obj);
    for (const [k, item] of v) {
      if (k !== null && typeof k === 'object') throw new Error('a collection as a key');
      Object.defineProperty(obj, k === null ? '' : String(k), {
        value: plain(item),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return obj;
  };
  return plain(yamlParse(text, { ...YAML_OPTIONS, mapAsMap: true, maxAliasCount: -1 }));
}
