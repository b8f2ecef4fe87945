import type { SourceDocument, Span } from './document/types';
import type { RefResolver } from './document/refs';
import type { Target } from './rules/types';

/** Where a target lies: its document and its span there. */
export interface Placed {
  doc: SourceDocument;
  span: Span;
}

/** Finds the document and span of a rule's target; `undefined` when the node has no location. */
export function placeTarget(resolver: RefResolver, target: Target): Placed | undefined {
  // While the root is the only document, it is the only one that can hold the node: no search.
  const doc = resolver.documentCount() === 1 ? resolver.root : resolver.docOf(target.node);
  const loc = doc?.locate(target.node);
  if (!doc || !loc) return undefined;
  if (target.key === undefined) return { doc, span: loc.span };
  let span: Span | undefined;
  if (loc.items && typeof target.key === 'number') span = loc.items[target.key];
  else if (loc.keys) {
    const entry = loc.keys.get(String(target.key));
    if (entry) span = target.part === 'key' ? entry.key : entry.value;
  }
  if (!span) return { doc, span: loc.span };
  if (target.sub) span = subSpan(doc.text, span, target.sub);
  return { doc, span };
}

/**
 * Maps offsets inside a scalar's decoded string onto the source. Quoted scalars start one character later;
 * when escapes make the raw text differ, the decoded piece is searched for in the raw text.
 */
function subSpan(text: string, span: Span, sub: { start: number; end: number }): Span {
  const raw = text.slice(span.start, span.end);
  const quoted = raw.startsWith('"') || raw.startsWith("'");
  const base = span.start + (quoted ? 1 : 0);
  const inner = quoted ? raw.slice(1, -1) : raw;
  if (sub.end <= inner.length) return { start: base + sub.start, end: base + sub.end };
  return span;
}
