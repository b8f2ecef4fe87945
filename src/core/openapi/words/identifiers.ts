/** Identifier splitting for path segments: words, their offsets, the last word. */

/** Splits `getUsers`, `create-order`, `delete_item`, `HTTPStatus` into lower-case words. */
export function splitWords(identifier: string): string[] {
  // A large spec asks for the same few thousand names (property keys, path segments) again and again, across rules
  // and lints: their words are kept, a bounded number of them (the oldest dropped first), and each caller gets a copy.
  let words = splitCache.get(identifier);
  if (words === undefined) {
    words = identifier
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .split(/[^A-Za-z0-9]+/)
      .filter((w) => w.length > 0)
      .map((w) => w.toLowerCase());
    if (identifier.length <= MAX_CACHED_LENGTH) {
      if (splitCache.size >= MAX_CACHED) splitCache.delete(splitCache.keys().next().value!);
      splitCache.set(identifier, words);
    }
  }
  return words.slice();
}

/** How many identifiers' words `splitWords` keeps, and the longest identifier it keeps them for. */
const MAX_CACHED = 20_000;
const MAX_CACHED_LENGTH = 200;
const splitCache = new Map<string, string[]>();

/** One word of an identifier with its offsets, so a suggestion can keep the identifier's own style. */
export interface WordPiece {
  word: string;
  start: number;
  end: number;
}

/** Like `splitWords`, with each word's offsets inside the identifier. */
export function wordPieces(identifier: string): WordPiece[] {
  const out: WordPiece[] = [];
  const re = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+[a-z]*/g;
  for (const run of identifier.matchAll(/[A-Za-z0-9]+/g)) {
    const base = run.index ?? 0;
    for (const m of run[0].matchAll(re)) {
      const start = base + (m.index ?? 0);
      out.push({ word: m[0].toLowerCase(), start, end: start + m[0].length });
    }
  }
  return out;
}

/** The lower-case words of an identifier, joined: one key for its spellings (`l3FirewallRules`, `l3_firewall_rules` → `l3firewallrules`). */
export function joinedWords(identifier: string): string {
  return splitWords(identifier).join('');
}

/** A name compared without case, `_` and `-` (`load_balancer_types`, `loadBalancerTypes` → `loadbalancertypes`). */
export function compactName(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** The last word of a segment (`user-profiles` → `profiles`). */
export function lastWord(segment: string): string {
  const words = splitWords(segment);
  return words.length ? words[words.length - 1] : segment.toLowerCase();
}
