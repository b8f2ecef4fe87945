/** What a DELETE's own words say it removes: one thing (`Remove user from …`) or many (`Delete all requests`). */
import { isModifier, isPluralWord, isUncountable } from './inflection';

/** Verbs a removal opens with, in the forms summaries use. */
const REMOVAL_VERBS = new Set([
  'remove',
  'removes',
  'delete',
  'deletes',
  'unlink',
  'unlinks',
  'revoke',
  'revokes',
  'detach',
  'detaches',
  'unassign',
  'unassigns',
  'disassociate',
  'disassociates',
  'unfollow',
  'unfollows',
  'unsubscribe',
  'unsubscribes',
]);

/** Articles and determiners that say one thing (`delete a social regime`, `remove the given user`). */
const ONE = new Set(['a', 'an', 'one', 'the', 'single', 'specific', 'given', 'this', 'that', 'existing']);

/** Quantifiers that say many (`Delete all requests`, `Removes any cards`). */
const MANY = new Set(['all', 'any', 'every', 'each', 'multiple', 'several', 'some', 'many', 'whole', 'entire', 'both']);

/** Words that end the object of the verb: prepositions and conjunctions. */
const STOPS = new Set([
  'from',
  'of',
  'in',
  'for',
  'to',
  'on',
  'at',
  'with',
  'by',
  'under',
  'within',
  'and',
  'or',
  'if',
  'that',
  'which',
  'when',
  'as',
]);

/** Head nouns that name a whole set, not a member of it (`delete collection of pods`, `clear the cache`). */
const COLLECTIVE = new Set(['collection', 'list', 'set', 'batch', 'cache', 'queue', 'history', 'everything', 'all']);

/** One thing a DELETE says it removes: the words that say so (`Remove user`) and its head noun (`user`). */
export interface RemovedOne {
  /** The verb and its object as written, words only (safe to quote). */
  phrase: string;
  /** The head noun of the object, lower-cased. */
  head: string;
}

/**
 * The one thing an operation's summary or, when that does not open with a removal verb, its description says it
 * removes; undefined when the first that opens with one says many.
 */
export function removesOneOf(texts: readonly (string | undefined)[]): RemovedOne | undefined {
  const text = texts.find((t) => REMOVAL_VERBS.has((/^\s*([A-Za-z]+)/.exec(t ?? '')?.[1] ?? '').toLowerCase()));
  return removesOne(text);
}

/**
 * The one thing a text opening with a removal verb says it removes (`Remove user from project's list` → `user`,
 * `Removes user permission [username, action name] from …` → `permission`, `delete a social regime` → `regime`), or
 * undefined when it says many (`Delete all requests`, `Remove export preferences`), a mass (`the watched status`),
 * or does not open with a removal verb. Reads at most the first sentence's words; bracketed text is skipped.
 */
function removesOne(text: string | undefined): RemovedOne | undefined {
  if (!text) return undefined;
  const sentence = text
    .trim()
    .slice(0, 300)
    // A bracketed aside is skipped, not read as the end (`Delete (revoke) a user invitation`).
    .replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ')
    .split(/[.:;\n(\[]/)[0];
  const [verb, ...rest] = sentence.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  if (!verb || !REMOVAL_VERBS.has(verb.toLowerCase())) return undefined;
  const object: string[] = [];
  for (const w of rest) {
    const lower = w.toLowerCase();
    if (STOPS.has(lower)) break;
    if (MANY.has(lower)) return undefined;
    object.push(w);
  }
  const nouns = object.filter((w) => !ONE.has(w.toLowerCase()));
  if (nouns.length === 0) return undefined;
  const head = nouns[nouns.length - 1].toLowerCase().replace(/'s?$/, '');
  if (!/^[a-z][a-z-]{2,}$/.test(head) || COLLECTIVE.has(head)) return undefined;
  if (isPluralWord(head) || isUncountable(head) || isModifier(head)) return undefined;
  return { phrase: [verb, ...object].join(' '), head };
}
