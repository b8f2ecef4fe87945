/** How action words read in context: as adjectives, as nouns with members, and what follows them in a name. */

/**
 * Action words that name a collection where the API addresses members below them: EnteroBase's
 * `GET /api/v2.0/lookup` beside `/lookup/{barcode}` is a collection of lookups; Avaza's `GET /Company/Lookup`, with
 * nothing below it, still names the action.
 */
export const MEMBER_NOUN_VERBS: ReadonlySet<string> = new Set(['lookup']);

/**
 * Action words that are just as much adjectives or adverbs (`forward`, `reverse`, `complete`): after a qualifier
 * segment they complete it (`/prices/adjusted/forward` is forward-adjusted prices), they do not act.
 */
export const ADJECTIVE_VERBS: ReadonlySet<string> = new Set([
  'forward',
  'backward',
  'reverse',
  'inverse',
  'complete',
  'direct',
  'open',
  'close',
  'clear',
  'live',
  'present',
  'correct',
  'secure',
  'compact',
  'empty',
  'free',
  'clean',
  'double',
  'round',
]);

/** Verbs whose noun form is the collection itself (`createOrder` → `orders`). */
export const COLLECTION_VERBS = new Set([
  'create',
  'add',
  'insert',
  'list',
  'delete',
  'remove',
  'register',
  'upsert',
  'append',
  'make',
  'post',
]);

/** Words after a verb that do not name a resource (`create_from_calculation`, `removeAndSwap`, `merge-async`). */
export const NOT_A_NOUN = new Set([
  'from',
  'with',
  'to',
  'and',
  'or',
  'by',
  'for',
  'in',
  'on',
  'at',
  'as',
  'if',
  'all',
  'async',
  'sync',
  'now',
  'again',
]);
