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

/** A container met on the walk: its key in its parent, and the parent's step (the root has none). */
interface Step {
  value: object;
  key: string | number;
  parent: Step | undefined;
}

/** The pointer of a step, read up its parents. */
function pointerOf(step: Step): string {
  const tokens: (string | number)[] = [];
  for (let s: Step | undefined = step; s?.parent; s = s.parent) tokens.push(s.key);
  return joinPointer(tokens.reverse());
}

/**
 * Where each of `nodes` sits in `root`, as a pointer: one walk, ended once all are found; a node reached twice (a
 * YAML alias) keeps its first place.
 */
function pointersIn(root: unknown, nodes: ReadonlySet<object>): Map<object, string> {
  const found = new Map<object, string>();
  if (root === null || typeof root !== 'object') return found;
  const seen = new Set<object>();
  const stack: Step[] = [{ value: root, key: '', parent: undefined }];
  while (stack.length > 0 && found.size < nodes.size) {
    const step = stack.pop()!;
    if (seen.has(step.value)) continue;
    seen.add(step.value);
    if (nodes.has(step.value)) found.set(step.value, pointerOf(step));
    const value = step.value as Record<string, unknown>;
    const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const child = value[keys[i]];
      if (child !== null && typeof child === 'object') stack.push({ value: child, key: keys[i], parent: step });
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
