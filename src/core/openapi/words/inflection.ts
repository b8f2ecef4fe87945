/** Plural detection and inflection: singular/plural tests, pluralize, singularize, modifiers, uncountables. */
import { wordPieces, lastWord, splitWords } from './identifiers';
import {
  ABLE_NOUNS,
  ADJECTIVE_LIKE_NOUNS,
  COUNTABLE_QUALITIES,
  IRREGULAR_PARTICIPLES,
  MODIFIERS,
  SINGLETON_NOUNS,
  UNCOUNTABLE,
} from './noun-lists';
import { IRREGULAR_PLURALS, PLURAL_ENDING_IN_US_IS, SINGULAR_ENDING_IN_S } from './plural-lists';

/**
 * True for a word that qualifies rather than names: `raw`, `custom`, past participles (`starred`, `adjusted`,
 * `forgotten`), and
 * adjectives by their ending (`subhourly`, `minutely`, `historical`, `regional`, Focalboard's `linkable`) unless the
 * word is a noun that only looks like one (`reply`, `family`, `chemical`, `variable`, `timetable`).
 */
export function isModifier(word: string): boolean {
  const w = word.toLowerCase();
  if (MODIFIERS.has(w) || IRREGULAR_PARTICIPLES.has(w) || (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')))
    return true;
  if (w.length < 5 || ADJECTIVE_LIKE_NOUNS.has(w) || w.endsWith('fly')) return false;
  if (w.length >= 7 && ABLE_ENDINGS.some((e) => w.endsWith(e))) return !ABLE_NOUNS.has(w) && !w.endsWith('table');
  return w.endsWith('ly') || w.endsWith('ical') || w.endsWith('ional');
}

/** Endings of adjectives of what can be done to a thing (`linkable`, `editable`, `visible`). */
const ABLE_ENDINGS = ['able', 'ible'];

/**
 * Uncountable nouns long enough to be recognised as the head of a closed compound (`balancehistory`), and `data`,
 * a mass noun that closes many (`marketdata`, `userdata`, `geodata`).
 */
const COMPOUND_HEADS = [...[...UNCOUNTABLE].filter((w) => w.length >= 5), 'data'];

/** Endings of abstract nouns of a quality, made from adjectives in `-ive`, `-able`, `-ible` (`connectivity`, `availability`). */
const QUALITY_ENDINGS = ['ivity', 'ability', 'ibility'];

/**
 * True when the noun is uncountable or names a singleton: never flagged as a singular collection. A closed compound
 * whose head noun is uncountable (`balancehistory`, `timeseries`, `marketdata`) counts too, and so does an abstract
 * noun of a quality (`connectivity`, `compatibility`) unless it is one of the few such nouns that count things
 * (`COUNTABLE_QUALITIES`: `activity`, `capability`).
 */
export function isUncountable(word: string): boolean {
  const w = word.toLowerCase();
  if (UNCOUNTABLE.has(w) || SINGLETON_NOUNS.has(w)) return true;
  if (QUALITY_ENDINGS.some((e) => w.endsWith(e) && w.length > e.length + 2) && !countableQuality(w)) return true;
  return w.length >= 8 && COMPOUND_HEADS.some((head) => w.length - head.length >= 3 && w.endsWith(head));
}

/**
 * True for a countable `-ity` noun, alone or closing a compound (`securitycapability`). `activity` counts alone
 * (Strava's activities, workouts) but behind the thing it happens on is the mass noun, like history: Lithic's
 * `account_activity`, `useractivity`, `network-activity` are all that happened there, never "account activities".
 */
function countableQuality(w: string): boolean {
  for (const c of COUNTABLE_QUALITIES) if (w.endsWith(c)) return !(c === MASS_BEHIND_NOUN && w.length > c.length);
  return false;
}

/** The countable quality that is a mass noun behind the noun it qualifies (see `countableQuality`). */
const MASS_BEHIND_NOUN = 'activity';

const IRREGULAR_SINGULARS: Record<string, string> = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([p, s]) => [s, p]),
);

/** True for a plural noun: `users`, `categories`, `people`, `addresses`, `menus`, `apis`; false for `user`, `status`, `data`, `address`, `analysis`. */
export function isPluralWord(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 2 || /\d/.test(w)) return false;
  if (isUncountable(w)) return false;
  if (Object.prototype.hasOwnProperty.call(IRREGULAR_PLURALS, w)) return true;
  if (PLURAL_ENDING_IN_US_IS.has(w)) return true;
  if (SINGULAR_ENDING_IN_S.has(w)) return false;
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('sis') || w.endsWith('itis') || w.endsWith('ous'))
    return false;
  if (w.endsWith('is')) return w.length > 3;
  // `fs` after a consonant no English plural ends in `…f` after (`guestfs`, `rootfs`, `sysfs`, `tmpfs`): the
  // abbreviation of one file system, as KubeVirt's `/guestfs` (one libguestfs image); `chefs`, `pdfs`, `dwarfs` stay plural.
  if (FILE_SYSTEM.test(w)) return false;
  return w.endsWith('s');
}

/** A word ending in `fs` for file system (see `isPluralWord`). */
const FILE_SYSTEM = /[^aeioudflr]fs$/;

/** True when the segment's last word is plural. */
export function isPluralSegment(segment: string): boolean {
  return isPluralWord(lastWord(segment));
}

/** First words that make a segment a figure about the noun that follows (`max_devices`, `totalUsers`, `num_items`). */
const FIGURE_WORDS = new Set(['max', 'maximum', 'min', 'minimum', 'total', 'num', 'number', 'count', 'avg', 'average']);

/**
 * True for a segment that names a figure about a plural noun rather than the noun's collection: a quantity word then
 * the noun (Mender's `limits/max_devices`, the tenant's one device limit).
 */
export function namesFigure(segment: string): boolean {
  const words = splitWords(segment);
  return words.length >= 2 && FIGURE_WORDS.has(words[0].toLowerCase());
}

/** The plural of a singular noun: `user` → `users`, `category` → `categories`, `box` → `boxes`, `person` → `people`, `analysis` → `analyses`. */
export function pluralize(word: string): string {
  const w = word.toLowerCase();
  if (w.length === 0) return word;
  if (Object.prototype.hasOwnProperty.call(IRREGULAR_SINGULARS, w)) return matchCase(word, IRREGULAR_SINGULARS[w]);
  const upper = word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);
  let plural: string;
  if (/[^aeiou]y$/.test(w)) plural = w.slice(0, -1) + 'ies';
  else if (/sis$/.test(w)) plural = w.slice(0, -2) + 'es';
  else if (/(s|x|z|ch|sh)$/.test(w)) plural = w + 'es';
  else if (/[^f]fe$/.test(w)) plural = w.slice(0, -2) + 'ves';
  else plural = w + 's';
  if (upper) return w.length <= 4 ? word + 's' : plural.toUpperCase();
  return matchCase(word, plural);
}

/** The singular of a plural noun (best effort): `users` → `user`, `categories` → `category`, `people` → `person`. */
export function singularize(word: string): string {
  const w = word.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(IRREGULAR_PLURALS, w)) return matchCase(word, IRREGULAR_PLURALS[w]);
  if (!isPluralWord(w)) return word;
  if (/[^aeiou]ies$/.test(w)) return word.slice(0, -3) + 'y';
  if (/(ss|x|z|ch|sh)es$/.test(w)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The plural of a segment, changing only its last word and keeping its style:
 * `user-profile` → `user-profiles`, `userProfile` → `userProfiles`, `user_profile` → `user_profiles`.
 */
export function pluralizeSegment(segment: string): string {
  const pieces = wordPieces(segment).filter((p) => /^[a-z]+$/.test(p.word));
  if (pieces.length === 0) return segment;
  const last = pieces[pieces.length - 1];
  return segment.slice(0, last.start) + pluralize(segment.slice(last.start, last.end)) + segment.slice(last.end);
}

function matchCase(model: string, word: string): string {
  return model[0] === model[0].toUpperCase() && model[0] !== model[0].toLowerCase()
    ? word[0].toUpperCase() + word.slice(1)
    : word;
}
