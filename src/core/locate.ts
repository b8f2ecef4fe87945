import type { SourceDocument, Span } from './document/types';
import type { RefResolver } from './document/refs';
import type { Target } from './rules/types';

/** Where a target lies: its document and its span there. */
export interface Placed {
  doc: SourceDocument;
  span: Span;
}

/**
 * Finds the document and span of a rule's target: the container, or its entry `key` (the key's text or the value),
 * or the stretch `sub` inside that entry; the container when the entry is missing; `undefined` when the node has no
 * location.
 */
export function placeTarget(resolver: RefResolver, target: Target): Placed | undefined {
  // While the root is the only document, it is the only one that can hold the node: no search.
  const doc = resolver.documentCount() === 1 ? resolver.root : resolver.docOf(target.node);
  const found = doc?.targetSpan(target.node, target.key, target.part);
  if (!doc || !found) return undefined;
  return { doc, span: found.exact && target.sub ? subSpan(doc.text, found.span, target.sub) : found.span };
}

/**
 * Maps offsets inside a scalar's decoded string onto the source. Quoted scalars start one character later; where
 * the raw text has escapes (`\u00e9`, `\"`, or `''` in single quotes), the decoded offsets are counted through them.
 */
function subSpan(text: string, span: Span, sub: { start: number; end: number }): Span {
  const open = text.charCodeAt(span.start);
  const quote = open === 34 || open === 39 ? open : 0;
  const base = span.start + (quote ? 1 : 0);
  const innerEnd = quote ? span.end - 1 : span.end;
  const hasEscapes = quote !== 0 && text.slice(base, innerEnd).includes(quote === 34 ? '\\' : "''");
  if (!hasEscapes) return sub.end <= innerEnd - base ? { start: base + sub.start, end: base + sub.end } : span;
  // Walk the raw text, one decoded unit at a time.
  let raw = base;
  let decoded = 0;
  let start = -1;
  while (raw <= innerEnd) {
    if (decoded === sub.start && start < 0) start = raw;
    if (decoded === sub.end) return start < 0 ? span : { start, end: raw };
    if (raw === innerEnd) break;
    const [rawLength, units] =
      quote === 34 ? doubleQuotedUnit(text, raw) : text.startsWith("''", raw) ? [2, 1] : [1, 1];
    raw += rawLength;
    decoded += units;
  }
  return span;
}

/** The raw length and decoded UTF-16 length of the character or escape at `at` in a double-quoted scalar. */
function doubleQuotedUnit(text: string, at: number): [number, number] {
  if (text.charCodeAt(at) !== 92) return [1, 1];
  const kind = text[at + 1];
  if (kind === 'u') return [6, 1];
  if (kind === 'x') return [4, 1];
  if (kind === 'U') return [10, parseInt(text.slice(at + 2, at + 10), 16) > 0xffff ? 2 : 1];
  return [2, 1];
}
