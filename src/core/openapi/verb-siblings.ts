/**
 * Where a word that is as much a noun as a verb (`patch`, `post`) stands among method verbs (mediamtx's
 * `/v3/config/paths/patch/{name}` beside `…/get/{name}`, `…/add/{name}`, `…/delete/{name}`): there it is the verb.
 */
import type { PathItem } from './model';
import { METHOD_VERBS } from './words/action-verbs';

/** How many other method verbs a sibling must have for the segment to read as one of them. */
const VERB_SIBLINGS = 2;

/**
 * The keys (`parent/segment`, lower-cased, parameters as `{}`) of static segments that are method verbs and have at
 * least two method-verb siblings under the same parent: a set of actions on what follows, not collections.
 */
export function verbsAmongVerbs(paths: readonly PathItem[]): Set<string> {
  const children = new Map<string, Set<string>>();
  for (const item of paths) {
    const segs = item.resourceSegments;
    segs.forEach((seg, i) => {
      if (seg.kind === 'param') return;
      const parent = keyOf(segs.slice(0, i).map((s) => (s.kind === 'param' ? '{}' : s.text)));
      let set = children.get(parent);
      if (!set) children.set(parent, (set = new Set()));
      set.add(seg.text.toLowerCase());
    });
  }
  const out = new Set<string>();
  for (const [parent, names] of children) {
    const verbs = [...names].filter((n) => METHOD_VERBS.has(n));
    if (verbs.length > VERB_SIBLINGS) for (const v of verbs) out.add(`${parent}/${v}`);
  }
  return out;
}

/** The key `verbsAmongVerbs` gives a segment, from the texts of the resource segments up to and including it. */
export function verbSiblingKey(texts: readonly string[]): string {
  return `${keyOf(texts.slice(0, -1))}/${(texts[texts.length - 1] ?? '').toLowerCase()}`;
}

function keyOf(texts: readonly string[]): string {
  return texts.map((t) => (t.startsWith('{') ? '{}' : t.toLowerCase())).join('/');
}
