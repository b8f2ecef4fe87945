/** English word helpers for path segments: splitting identifiers, plural detection, noun forms. */

/** Splits `getUsers`, `create-order`, `delete_item`, `HTTPStatus` into lower-case words. */
export function splitWords(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/** Nouns with no plural form in API paths, or that name a single thing: never flagged as singular collections. */
export const UNCOUNTABLE = new Set([
  'access', 'advice', 'analytics', 'audio', 'auth', 'authentication', 'authorization', 'billing', 'cash', 'config',
  'configuration', 'content', 'data', 'equipment', 'evidence', 'feedback', 'firmware', 'health', 'healthz', 'history',
  'info', 'information', 'inventory', 'knowledge', 'livez', 'login', 'logout', 'me', 'media', 'metadata', 'metrics',
  'money', 'news', 'ping', 'pricing', 'privacy', 'readyz', 'research', 'search', 'security', 'self', 'series',
  'settings', 'sheep', 'software', 'hardware', 'species', 'staff', 'stats', 'status', 'storage', 'traffic', 'usage',
  'version', 'weather', 'whoami', 'openapi', 'swagger', 'schema', 'graphql', 'oauth', 'oauth2', 'token', 'session',
  'current', 'latest', 'default', 'bulk', 'batch', 'rss', 'feed', 'home', 'profile', 'account', 'dashboard',
]);

const IRREGULAR_PLURALS: Record<string, string> = {
  people: 'person', children: 'child', men: 'man', women: 'woman', mice: 'mouse', geese: 'goose', feet: 'foot',
  teeth: 'tooth', criteria: 'criterion', phenomena: 'phenomenon', indices: 'index', matrices: 'matrix',
  vertices: 'vertex', analyses: 'analysis', theses: 'thesis', crises: 'crisis', leaves: 'leaf', knives: 'knife',
  lives: 'life', wives: 'wife', halves: 'half', shelves: 'shelf', wolves: 'wolf', quizzes: 'quiz', oxen: 'ox',
  cacti: 'cactus', fungi: 'fungus', alumni: 'alumnus', appendices: 'appendix', schemata: 'schema',
};
const IRREGULAR_SINGULARS: Record<string, string> = Object.fromEntries(Object.entries(IRREGULAR_PLURALS).map(([p, s]) => [s, p]));

/** Singular nouns that end in `s` (so the plain "ends in s" test would call them plural). */
const SINGULAR_ENDING_IN_S = new Set(['alias', 'atlas', 'bias', 'bus', 'canvas', 'chaos', 'corps', 'gas', 'lens', 'plus', 'canvas', 'os', 'dns', 'sms', 'aws', 'cors', 'https', 'tls', 'ssl', 'kubernetes', 'diagnosis', 'axis', 'basis', 'thesis', 'analysis', 'synopsis', 'campus', 'virus', 'census', 'consensus', 'apparatus', 'bonus', 'status', 'corpus', 'focus', 'genus', 'radius', 'nexus', 'process']);

/** The last word of a segment (`user-profiles` → `profiles`). */
export function lastWord(segment: string): string {
  const words = splitWords(segment);
  return words.length ? words[words.length - 1] : segment.toLowerCase();
}

/** True when the noun counts as singular for the collection rules (uncountable and singleton nouns count as singular). */
export function isUncountable(word: string): boolean {
  return UNCOUNTABLE.has(word.toLowerCase());
}

/** True for a plural noun: `users`, `categories`, `people`, `addresses`; false for `user`, `status`, `data`, `address`. */
export function isPluralWord(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 2 || /^\d+$/.test(w)) return false;
  if (UNCOUNTABLE.has(w)) return false;
  if (Object.prototype.hasOwnProperty.call(IRREGULAR_PLURALS, w)) return true;
  if (SINGULAR_ENDING_IN_S.has(w)) return false;
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return false;
  return w.endsWith('s');
}

/** True when the segment's last word is plural. */
export function isPluralSegment(segment: string): boolean {
  return isPluralWord(lastWord(segment));
}

/** The plural of a singular noun: `user` → `users`, `category` → `categories`, `box` → `boxes`, `person` → `people`. */
export function pluralize(word: string): string {
  const w = word.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(IRREGULAR_SINGULARS, w)) return matchCase(word, IRREGULAR_SINGULARS[w]);
  if (/[^aeiou]y$/.test(w)) return word.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/.test(w)) return word + 'es';
  if (/[^f]fe$/.test(w)) return word.slice(0, -2) + 'ves';
  return word + 's';
}

/** The plural of a segment, changing only its last word: `user-profile` → `user-profiles`, `userProfile` → `userProfiles`. */
export function pluralizeSegment(segment: string): string {
  const m = /([A-Za-z]+)([^A-Za-z]*)$/.exec(segment);
  if (!m) return segment;
  const words = m[1].match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g);
  if (!words || words.length === 0) return segment + 's';
  const last = words[words.length - 1];
  const head = segment.slice(0, m.index + m[1].length - last.length);
  return head + pluralize(last) + m[2];
}

function matchCase(model: string, word: string): string {
  return model[0] === model[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
}
