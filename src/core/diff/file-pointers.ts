import { escapeToken, getAtPointer, joinPointer, splitPointer } from '../document/pointer';
import type { SourceDocument } from '../document/types';
import type { Target } from '../rules/types';

/** A place to name by a pointer that exists in its document: the comparison's logical pointer and its target there. */
export interface PointerAsk {
  doc: SourceDocument;
  /** The pointer along the API's logical path (through `$ref`s, as the comparison walked it). */
  logical: string;
  at: Target;
}

/** True when `pointer` leads, in `doc` itself, to the target's node (or to its entry `key` in that node). */
function leadsTo(doc: SourceDocument, pointer: string, at: Target): boolean {
  let tokens: string[];
  try {
    tokens = splitPointer(pointer);
  } catch {
    return false;
  }
  if (getAtPointer(doc.root, tokens) === at.node) return true;
  return (
    at.key !== undefined &&
    tokens.length > 0 &&
    tokens[tokens.length - 1] === String(at.key) &&
    getAtPointer(doc.root, tokens.slice(0, -1)) === at.node
  );
}

/**
 * Where each of `nodes` sits in `root`, as a pointer: one walk, ended once all are found; a node reached twice (a
 * YAML alias) keeps its first place.
 */
function pointersIn(root: unknown, nodes: ReadonlySet<object>): Map<object, string> {
  const found = new Map<object, string>();
  const seen = new Set<object>();
  const stack: { value: unknown; tokens: (string | number)[] }[] = [{ value: root, tokens: [] }];
  while (stack.length > 0 && found.size < nodes.size) {
    const { value, tokens } = stack.pop()!;
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (nodes.has(value)) found.set(value, joinPointer(tokens));
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i];
      if (v !== null && typeof v === 'object') stack.push({ value: v, tokens: [...tokens, k] });
    }
  }
  return found;
}

/**
 * For each ask, a pointer that exists in the document it names. The logical pointer when it leads there in that very
 * document (no `$ref` on its way); otherwise the place of the target's node in its document (the component the change
 * is in), with the target's entry when the logical pointer ended on it (`…/properties/name`).
 */
export function filePointers(asks: readonly PointerAsk[]): string[] {
  const out = asks.map((a) => (leadsTo(a.doc, a.logical, a.at) ? a.logical : undefined));
  const wanted = new Map<SourceDocument, Set<object>>();
  asks.forEach((a, i) => {
    if (out[i] !== undefined) return;
    const set = wanted.get(a.doc) ?? new Set<object>();
    set.add(a.at.node);
    wanted.set(a.doc, set);
  });
  const found = new Map<SourceDocument, Map<object, string>>();
  for (const [doc, nodes] of wanted) found.set(doc, pointersIn(doc.root, nodes));
  return asks.map((a, i) => {
    const kept = out[i];
    if (kept !== undefined) return kept;
    const at = found.get(a.doc)?.get(a.at.node);
    if (at === undefined) return a.logical;
    const last = a.logical.slice(a.logical.lastIndexOf('/') + 1);
    return a.at.key !== undefined && last === escapeToken(a.at.key) ? `${at}/${last}` : at;
  });
}
