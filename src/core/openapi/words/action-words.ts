/** Action-word detection in identifiers and the noun forms suggested for them. */
import { PHRASAL_VERBS } from './action-verbs';
import { COMPOUND_NOUNS, NOUN_FORMS, PARTICLES } from './action-nouns';
import { type WordPiece, wordPieces } from './identifiers';
import { singularize } from './inflection';

/** A noun for the thing an action word produces (`cancel` → `cancellation`, `activate` → `activation`), if one is known. */
export function nounFormOf(verb: string): string | undefined {
  const v = verb.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(NOUN_FORMS, v)) return NOUN_FORMS[v];
  if (v.endsWith('ate') && v.length > 5) return v.slice(0, -1) + 'ion';
  if (v.endsWith('ify') && v.length > 4) return v.slice(0, -1) + 'ication';
  if (v.endsWith('ize') && v.length > 4) return v.slice(0, -1) + 'ation';
  return undefined;
}

/** The action word a path segment piece starts with, when it is one, and where that word ends. */
export interface ActionWord {
  verb: string;
  /** The piece's words after the verb, with their offsets in the piece. */
  rest: WordPiece[];
}

/** Finds whether an identifier starts with an action word (whole words only: `settings` and `getaways` are not `set` and `get`). */
export function leadingActionWord(
  piece: string,
  verbs: ReadonlySet<string>,
  allow: ReadonlySet<string>,
): ActionWord | undefined {
  const words = wordPieces(piece);
  if (words.length === 0) return undefined;
  const first = words[0].word;
  if (words.length > 1 && PHRASAL_VERBS.has(`${first} ${words[1].word}`) && !allow.has(first)) {
    return { verb: `${first} ${words[1].word}`, rest: words.slice(2) };
  }
  // `reimageall`, `scanAll`: the verb applied to every member.
  const stem = first.length > 5 && first.endsWith('all') ? first.slice(0, -3) : '';
  if (stem && verbs.has(stem) && !allow.has(stem)) return { verb: stem, rest: words.slice(1) };
  if (!verbs.has(first) || allow.has(first)) return undefined;
  if (
    words.length > 1 &&
    (PARTICLES.has(words[1].word) ||
      /^\d/.test(words[1].word) ||
      COMPOUND_NOUNS.has(`${first} ${singularize(words[1].word)}`))
  )
    return undefined;
  return { verb: first, rest: words.slice(1) };
}
