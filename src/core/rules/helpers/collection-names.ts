/**
 * path-collection-plural's reading of one segment's words: the stretch that names it, its head word, whether that head
 * is a countable noun in the singular, and the plural the rule suggests.
 */
import { isSystemName } from '../../openapi/path-keys';
import { CONNECTORS, PARTICLES } from '../../openapi/words/action-nouns';
import { ACTION_VERBS, NOUN_VERBS } from '../../openapi/words/action-verbs';
import { wordPieces, type WordPiece } from '../../openapi/words/identifiers';
import { isModifier, isPluralWord, isUncountable, pluralize, singularize } from '../../openapi/words/inflection';
import { DETERMINERS, EXCLUDERS, LOOKUP_KEYS, MASS_UNLESS_KEYED } from '../../openapi/words/noun-lists';
import { EXTENSIONS } from '../../openapi/extensions';

/** The stretch of a segment that names it: after a dotted namespace, before a file extension (`microsoft.graph.event` → `event`). */
export function nameOf(text: string): { text: string; start: number } {
  const parts = text.split('.');
  while (parts.length > 1 && EXTENSIONS.has(parts[parts.length - 1].toLowerCase())) parts.pop();
  const name = parts[parts.length - 1];
  return { text: name, start: parts.slice(0, -1).join('.').length + (parts.length > 1 ? 1 : 0) };
}

/**
 * Prepositions that open a qualifier inside a closed compound written as one word (Visma Severa's
 * `phaseswithhierarchy`, `holidaysbytimeperiod`): the noun before them is the head.
 */
const CLOSED_QUALIFIERS = ['without', 'within', 'with', 'by', 'for', 'per', 'of', 'from', 'via'];

/**
 * True for a one-word closed compound whose head is a plural noun the API names, followed by a qualifier
 * (`rootphaseswithhierarchy` beside `/phases`): the letters before a qualifying preposition (three or more on each
 * side) end in the plural of one of `nouns`, so a word that merely contains a preposition (`transformation`) is not split.
 */
function hasPluralHeadBeforeQualifier(word: string, nouns: ReadonlySet<string>): boolean {
  for (let i = 3; i <= word.length - 5; i++)
    for (const q of CLOSED_QUALIFIERS) {
      if (!word.startsWith(q, i) || word.length - i - q.length < 3) continue;
      const head = word.slice(0, i);
      if (!isPluralWord(head)) continue;
      for (let k = 0; k + 4 <= head.length; k++) {
        const tail = head.slice(k);
        if (isPluralWord(tail) && nouns.has(singularize(tail))) return true;
      }
    }
  return false;
}

/**
 * The word that names what a phrase is: the last word, or the one before a connector, an excluder or a particle
 * (`codes_of_conduct`, `wardsNoMaternity`, `timesOff`).
 */
function headWord(pieces: WordPiece[]): WordPiece | undefined {
  const i = pieces.findIndex(
    (p, k) => k > 0 && (CONNECTORS.has(p.word) || (EXCLUDERS.has(p.word) && k < pieces.length - 1)),
  );
  if (i < 0) {
    const last = pieces.length - 1;
    return last > 0 && PARTICLES.has(pieces[last].word) ? pieces[last - 1] : pieces[last];
  }
  return i === pieces.length - 1 ? undefined : pieces[i - 1];
}

/** The plural the message suggests: the head word pluralized, the rest of the segment kept as written. */
export function pluralOf(text: string): string {
  const name = nameOf(text);
  const head = headWord(wordPieces(name.text))!;
  const start = name.start + head.start;
  const end = name.start + head.end;
  return text.slice(0, start) + pluralize(text.slice(start, end)) + text.slice(end);
}

/**
 * True for a segment whose head word is a countable noun in the singular. Not judged: action words (that is
 * path-no-verbs' job), qualifiers, OData system segments (`$ref`), relations ending in a connector (`memberOf`),
 * and lookup keys before their value (`/users/email/{email}`).
 */
export function isSingularNoun(
  text: string,
  exceptions: ReadonlySet<string>,
  followedByParam: boolean,
  nouns: ReadonlySet<string>,
  membersNamed = false,
): boolean {
  // OData's `$ref`, Kuma's `/_kri/{kri}`, Elasticsearch's `/_doc/{id}`: the server's own namespace, not a collection
  // the API names.
  if (isSystemName(text)) return false;
  const name = nameOf(text).text;
  const pieces = wordPieces(name);
  if (pieces.length === 0) return false;
  const head = headWord(pieces)?.word;
  if (!head || !/^[a-z]{2,}$/.test(head)) return false;
  // `traceMany` reads a batch of traces: a determiner names no thing to put in the plural.
  if (DETERMINERS.has(head)) return false;
  // Two letters alone are a code or an abbreviation (OpusDNS's TLD `eu`, `tx`): no word whose plural can be named.
  if (pieces.length === 1 && head.length < 3) return false;
  // A noun-verb whose members the API addresses by their id (`export` beside `/export/{id}`) is a noun here.
  const nounVerb = membersNamed && pieces.length === 1 && NOUN_VERBS.has(head);
  if (!nounVerb && (ACTION_VERBS.has(pieces[0].word) || ACTION_VERBS.has(head))) return false;
  if (CONNECTORS.has(pieces[0].word)) return false;
  if (followedByParam && LOOKUP_KEYS.has(name.toLowerCase())) return false;
  // grocy's `GET /stock` is the inventory; IEX's `/stock/{symbol}` one company's shares.
  if (!followedByParam && MASS_UNLESS_KEYED.has(head)) return false;
  const lower = text.toLowerCase();
  if (exceptions.has(lower) || exceptions.has(name.toLowerCase()) || exceptions.has(head)) return false;
  if (isUncountable(name) || isUncountable(head) || isModifier(head)) return false;
  if (pieces.length === 1 && hasPluralHeadBeforeQualifier(head, nouns)) return false;
  return !isPluralWord(head);
}
