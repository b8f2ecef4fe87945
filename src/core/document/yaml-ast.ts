import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import type { EntryLocation, Span } from './types';
import { ParsedSource } from './source';
import { MAX_DEPTH } from './limits';

/**
 * Parses YAML (or JSON, which is YAML) with the `yaml` package's full composer and converts its AST into
 * plain values plus locations. Correct for every YAML feature, but slow on large files: the fast parsers
 * fall back to it.
 */
export function parseWithYamlAst(doc: ParsedSource): void {
  let ydoc: Document.Parsed;
  try {
    ydoc = parseDocument(doc.text, { uniqueKeys: true, merge: true, prettyErrors: false, strict: false});
  } catch (e) {
    doc.errors.push({ message: `The YAML parser failed: ${(e as Error).message}`, span: { start: 0, end: 0 } });
    return;
  }
  for (const err of ydoc.errors) {
    const [start, end] = err.pos;
    doc.errors.push({ message: cleanMessage(err.message), span: { start, end: Math.max(end, start) } });
  }
  const anchors = new Map<YamlNode, unknown>();
  try {
    doc.root = convert(doc, ydoc.contents as YamlNode | null, 0, anchors, ydoc);
  } catch (e) {
    if (e instanceof DepthError) doc.errors.push({ message: e.message, span: e.span });
    else if (e instanceof RangeError) doc.errors.push({ message: 'The document is nested too deeply to read.', span: { start: 0, end: 0 } });
    else throw e;
  }
}

class DepthError extends Error {
  constructor(readonly span: Span) {
    super(`The document is nested deeper than ${MAX_DEPTH} levels.`);
  }
}

function cleanMessage(message: string): string {
  // The yaml package appends "at line L, column C:" plus a code frame; positions are ours to give.
  return message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '').trim();
}

function spanOf(node: YamlNode | null | undefined, fallback: number): Span {
  const r = node?.range;
  if (!r) return { start: fallback, end: fallback };
  return { start: r[0], end: r[1] };
}

function convert(doc: ParsedSource, node: YamlNode | null, depth: number, anchors: Map<YamlNode, unknown>, ydoc: Document.Parsed): unknown {
  if (node === null || node === undefined) return null;
  if (depth > MAX_DEPTH) throw new DepthError(spanOf(node, 0));
  if (isAlias(node)) {
    const target = node.resolve(ydoc);
    if (!target) return null;
    if (anchors.has(target)) return anchors.get(target);
    return convert(doc, target as YamlNode, depth, anchors, ydoc);
  }
  if (isScalar(node)) {
    const v = node.value;
    if (typeof v === 'bigint') return Number(v);
    if (v instanceof Date) return v.toISOString();
    if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
    return v === undefined ? null : v;
  }
  if (isMap(node)) {
    const obj: Record<string, unknown> = {};
    const keys = new Map<string, EntryLocation>();
    anchors.set(node, obj);
    doc.setLocation(obj, { doc, span: spanOf(node, 0), keys });
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const keyNode = pair.key as YamlNode | null;
      const keyText = keyToString(keyNode);
      const keySpan = spanOf(keyNode, node.range?.[0] ?? 0);
      const valueNode = pair.value as YamlNode | null;
      const value = convert(doc, valueNode, depth + 1, anchors, ydoc);
      if (keyText === '<<' && value && typeof value === 'object') {
        // A merge key: copy the merged mapping's entries that are not set explicitly.
        const sources = Array.isArray(value) ? value : [value];
        for (const src of sources) {
          if (!src || typeof src !== 'object') continue;
          const srcLoc = doc.locate(src as object);
          for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
            if (Object.prototype.hasOwnProperty.call(obj, k)) continue;
            defineEntry(obj, k, v);
            const loc = srcLoc?.keys?.get(k);
            if (loc) keys.set(k, loc);
          }
        }
        continue;
      }
      defineEntry(obj, keyText, value);
      keys.set(keyText, { key: keySpan, value: valueNode ? spanOf(valueNode, keySpan.end) : { start: keySpan.end, end: keySpan.end } });
    }
    return obj;
  }
  if (isSeq(node)) {
    const arr: unknown[] = [];
    const items: Span[] = [];
    anchors.set(node, arr);
    doc.setLocation(arr, { doc, span: spanOf(node, 0), items });
    for (const item of node.items) {
      arr.push(convert(doc, item as YamlNode | null, depth + 1, anchors, ydoc));
      items.push(spanOf(item as YamlNode | null, node.range?.[0] ?? 0));
    }
    return arr;
  }
  return null;
}

/** Keys become strings the way JSON would see them (`200:` → "200", `true:` → "true"). */
function keyToString(key: YamlNode | null): string {
  if (key === null || key === undefined) return '';
  if (isScalar(key)) {
    const v = key.value;
    if (v === null || v === undefined) return '';
    return String(v);
  }
  return String(key.toJSON());
}

/** Sets a property without invoking `__proto__` setters. */
export function defineEntry(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
