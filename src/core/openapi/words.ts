/** English word helpers for path segments: splitting identifiers, action words, plural detection, noun forms. */

/** Splits `getUsers`, `create-order`, `delete_item`, `HTTPStatus` into lower-case words. */
export function splitWords(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

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

/** Mass nouns: they have no plural, so they count as singular and are never asked to be plural. */
export const UNCOUNTABLE: ReadonlySet<string> = new Set([
  'access',
  'advice',
  'analytics',
  'audio',
  'billing',
  'cash',
  'chassis',
  'content',
  'data',
  'equipment',
  'evidence',
  'feedback',
  'firmware',
  'hardware',
  'health',
  'history',
  'info',
  'information',
  'inventory',
  'knowledge',
  'media',
  'metadata',
  'money',
  'news',
  'pricing',
  'privacy',
  'research',
  'security',
  'series',
  'sheep',
  'software',
  'species',
  'staff',
  'status',
  'storage',
  'traffic',
  'usage',
  'weather',
  'telemetry',
  'tracking',
  'logging',
  'monitoring',
  'shipping',
  'compliance',
  'music',
  'furniture',
  'luggage',
  'mail',
  'spam',
  'trash',
  'rain',
  'dns',
  'sms',
  'mms',
  'os',
  'aws',
  'gcp',
  'cors',
  'http',
  'https',
  'tls',
  'ssl',
  'iam',
  'sso',
  'kubernetes',
  'redis',
  'graphql',
  'markdown',
  'following',
  'blocking',
  'networking',
  'scheduling',
  'routing',
  'caching',
  'hosting',
  'messaging',
  'maintenance',
  'statistics',
  'art',
  'artwork',
  'clothing',
  'jewelry',
  'merchandise',
  'livestock',
  'wildlife',
  'seafood',
  'mileage',
  'postage',
  'bandwidth',
  'throughput',
  'availability',
  'fraud',
  'legal',
  'support',
]);

/**
 * Nouns that name one thing of the API rather than a collection (`/me`, `/health`, `/settings`): never asked to
 * be plural even when a parameter follows them (`/search/{query}`, `/auth/{provider}`).
 */
export const SINGLETON_NOUNS: ReadonlySet<string> = new Set([
  'me',
  'self',
  'whoami',
  'current',
  'latest',
  'default',
  'auth',
  'authentication',
  'authorization',
  'oauth',
  'oauth2',
  'openid',
  'login',
  'logout',
  'signin',
  'signout',
  'signup',
  'search',
  'typeahead',
  'autocomplete',
  'settings',
  'config',
  'configuration',
  'preferences',
  'healthz',
  'livez',
  'readyz',
  'ping',
  'version',
  'openapi',
  'swagger',
  'stats',
  'metrics',
  'details',
  'facets',
  'summary',
  'totals',
  'counts',
  'aggregations',
  'aggregates',
  'overview',
  'dashboard',
  'home',
  'profile',
  'token',
  'rss',
  'atom',
  'feed',
  'sitemap',
  'manifest',
  'bulk',
  'batch',
  'admin',
  'api',
  'public',
  'internal',
  'private',
  'root',
  'global',
  'system',
  'docs',
  'documentation',
  'live',
  'ready',
  'liveness',
  'readiness',
]);

/** Adjectives and qualifiers that appear as path segments (`/images/custom`, `/markdown/raw`): not nouns at all. */
export const MODIFIERS: ReadonlySet<string> = new Set([
  'raw',
  'custom',
  'public',
  'private',
  'internal',
  'external',
  'local',
  'remote',
  'recent',
  'new',
  'old',
  'active',
  'inactive',
  'pending',
  'all',
  'full',
  'partial',
  'primary',
  'secondary',
  'shared',
  'personal',
  'mine',
  'own',
  'available',
  'upcoming',
  'popular',
  'trending',
  'featured',
  'async',
  'sync',
  'first',
  'last',
  'next',
  'previous',
  'random',
  'top',
  'main',
  'effective',
  'visible',
  'hidden',
  'bulk',
  'batch',
  'simple',
  'advanced',
  'basic',
  'live',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'yearly',
  'annual',
]);

/** Attributes a lookup path names before its value (`/users/email/{email}`): qualifiers, not collections. */
export const LOOKUP_KEYS: ReadonlySet<string> = new Set([
  'id',
  'ids',
  'uuid',
  'guid',
  'name',
  'key',
  'code',
  'slug',
  'email',
  'username',
  'number',
  'date',
  'hash',
  'sha',
  'handle',
  'alias',
  'isbn',
  'sku',
  'ref',
  'type',
  'kind',
  'status',
  'external',
  'path',
  'url',
  'domain',
  'phone',
]);

/** True for a word that qualifies rather than names (`raw`, `custom`, past participles such as `starred`). */
export function isModifier(word: string): boolean {
  const w = word.toLowerCase();
  return MODIFIERS.has(w) || (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed'));
}

/** Uncountable nouns long enough to be recognised as the head of a closed compound (`balancehistory`, `userdata`…). */
const COMPOUND_HEADS = [...UNCOUNTABLE].filter((w) => w.length >= 5);

/**
 * True when the noun is uncountable or names a singleton: never flagged as a singular collection. A closed compound
 * whose head noun is uncountable (`balancehistory`, `timeseries`) counts too.
 */
export function isUncountable(word: string): boolean {
  const w = word.toLowerCase();
  if (UNCOUNTABLE.has(w) || SINGLETON_NOUNS.has(w)) return true;
  return w.length >= 8 && COMPOUND_HEADS.some((head) => w.length - head.length >= 3 && w.endsWith(head));
}

const IRREGULAR_PLURALS: Record<string, string> = {
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  indices: 'index',
  matrices: 'matrix',
  vertices: 'vertex',
  analyses: 'analysis',
  theses: 'thesis',
  crises: 'crisis',
  leaves: 'leaf',
  knives: 'knife',
  lives: 'life',
  wives: 'wife',
  halves: 'half',
  shelves: 'shelf',
  wolves: 'wolf',
  quizzes: 'quiz',
  oxen: 'ox',
  cacti: 'cactus',
  fungi: 'fungus',
  alumni: 'alumnus',
  appendices: 'appendix',
  axes: 'axis',
  bases: 'basis',
  diagnoses: 'diagnosis',
  hypotheses: 'hypothesis',
  syllabi: 'syllabus',
  stimuli: 'stimulus',
  radii: 'radius',
  nuclei: 'nucleus',
  loci: 'locus',
  genera: 'genus',
  corpora: 'corpus',
  thieves: 'thief',
  calves: 'calf',
  loaves: 'loaf',
  selves: 'self',
  heroes: 'hero',
  potatoes: 'potato',
  tomatoes: 'tomato',
  echoes: 'echo',
  vetoes: 'veto',
  dice: 'die',
  lice: 'louse',
  curricula: 'curriculum',
  memoranda: 'memorandum',
  bacteria: 'bacterium',
  strata: 'stratum',
  errata: 'erratum',
  automata: 'automaton',
};
const IRREGULAR_SINGULARS: Record<string, string> = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([p, s]) => [s, p]),
);

/** Singular nouns that end in `s` (the plain "ends in s" test would call them plural). */
const SINGULAR_ENDING_IN_S = new Set([
  'alias',
  'atlas',
  'bias',
  'canvas',
  'gas',
  'pancreas',
  'chaos',
  'cosmos',
  'ethos',
  'pathos',
  'kudos',
  'corps',
  'lens',
  'plus',
  'minus',
  'bus',
  'campus',
  'virus',
  'census',
  'consensus',
  'apparatus',
  'bonus',
  'corpus',
  'focus',
  'genus',
  'radius',
  'nexus',
  'cactus',
  'fungus',
  'syllabus',
  'stimulus',
  'nucleus',
  'locus',
  'octopus',
  'prospectus',
  'thesaurus',
  'axis',
  'iris',
  'tennis',
  'penis',
  'praxis',
  'trellis',
  'pelvis',
  'mantis',
  'metropolis',
  'ibis',
  'this',
  'yes',
  'its',
  'diabetes',
  'herpes',
  'rabies',
  'mumps',
  'measles',
  'physics',
  'mathematics',
  'economics',
  'ethics',
  'politics',
  'athletics',
  'gymnastics',
  'linguistics',
  'logistics',
  'means',
  'whereabouts',
  'headquarters',
  'premises',
  'always',
  'perhaps',
  'various',
  'previous',
  'famous',
  'anonymous',
  'gps',
  'rss',
  'cms',
  'crs',
  'sas',
  'fps',
  'ios',
  'macos',
  'express',
  'news',
  'thanks',
]);

/** Plurals of nouns that end in `u` or `i`, which the "-us"/"-is" singular heuristics would miss. */
const PLURAL_ENDING_IN_US_IS = new Set([
  'menus',
  'skus',
  'cpus',
  'gpus',
  'vcpus',
  'tpus',
  'gurus',
  'haikus',
  'emus',
  'tofus',
  'tutus',
  'zulus',
  'apis',
  'uris',
  'kpis',
  'guis',
  'kiwis',
  'taxis',
  'skis',
  'emojis',
  'wikis',
  'yetis',
  'safaris',
  'bikinis',
  'alibis',
  'origamis',
  'sushis',
  'rois',
  'dois',
  'ais',
]);

/** The last word of a segment (`user-profiles` → `profiles`). */
export function lastWord(segment: string): string {
  const words = splitWords(segment);
  return words.length ? words[words.length - 1] : segment.toLowerCase();
}

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
  return w.endsWith('s');
}

/** True when the segment's last word is plural. */
export function isPluralSegment(segment: string): boolean {
  return isPluralWord(lastWord(segment));
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

/**
 * Action words that do not belong in a path (§2.1). Words that are just as often nouns in API paths
 * (`search`, `order`, `request`, `report`, `review`, `test`, `check`, `link`, `post`, `patch`, `query`, `count`,
 * `push`, `pull`, `block`, `open`, `end`, `leave`…) are left out so that `check-runs` or `pull-requests` stay quiet.
 */
export const ACTION_VERBS: ReadonlySet<string> = new Set([
  // read
  'get',
  'fetch',
  'retrieve',
  'find',
  'lookup',
  'load',
  'show',
  'list',
  'obtain',
  'browse',
  'download',
  'export',
  // create
  'create',
  'add',
  'insert',
  'make',
  'append',
  'put',
  'set',
  'save',
  'upsert',
  'persist',
  'upload',
  'import',
  'generate',
  'register',
  'enqueue',
  'clone',
  'copy',
  'duplicate',
  // change
  'update',
  'modify',
  'edit',
  'change',
  'alter',
  'replace',
  'rename',
  'move',
  'assign',
  'unassign',
  'attach',
  'detach',
  'unlink',
  'connect',
  'disconnect',
  'bind',
  'unbind',
  'merge',
  'split',
  'convert',
  'transform',
  'translate',
  'parse',
  'render',
  'toggle',
  'increment',
  'decrement',
  'mark',
  'unmark',
  'reorder',
  'resize',
  'rotate',
  'migrate',
  'upgrade',
  'downgrade',
  'transfer',
  // delete
  'delete',
  'remove',
  'destroy',
  'erase',
  'purge',
  'drop',
  'wipe',
  'clear',
  'unset',
  'dequeue',
  'flush',
  // state changes
  'activate',
  'deactivate',
  'reactivate',
  'enable',
  'disable',
  'suspend',
  'unsuspend',
  'approve',
  'reject',
  'deny',
  'decline',
  'accept',
  'confirm',
  'cancel',
  'abort',
  'kill',
  'terminate',
  'close',
  'reopen',
  'complete',
  'finish',
  'finalize',
  'archive',
  'unarchive',
  'restore',
  'recover',
  'undo',
  'redo',
  'revert',
  'rollback',
  'retry',
  'publish',
  'unpublish',
  'lock',
  'unlock',
  'unblock',
  'mute',
  'unmute',
  'hide',
  'unhide',
  'unpin',
  'unstar',
  'unfavorite',
  'unfollow',
  'subscribe',
  'unsubscribe',
  'grant',
  'revoke',
  'authenticate',
  'authorize',
  'reauthorize',
  'verify',
  'validate',
  'resolve',
  'dismiss',
  'acknowledge',
  'escalate',
  'snooze',
  'share',
  'unshare',
  'invite',
  'join',
  'reset',
  'refund',
  'capture',
  'pay',
  'redeem',
  'withdraw',
  'reserve',
  'void',
  'install',
  'uninstall',
  'deploy',
  'undeploy',
  'provision',
  'deprovision',
  // processes
  'start',
  'begin',
  'stop',
  'pause',
  'resume',
  'restart',
  'reboot',
  'shutdown',
  'run',
  'rerun',
  'execute',
  'exec',
  'invoke',
  'trigger',
  'dispatch',
  'launch',
  'perform',
  'do',
  'handle',
  'apply',
  'calculate',
  'compute',
  'recalculate',
  'recompute',
  'evaluate',
  'compare',
  'refresh',
  'reload',
  'rebuild',
  'reindex',
  'sync',
  'synchronize',
  'encrypt',
  'decrypt',
  'wait',
  'init',
  'initialize',
  'reinitialize',
  // messages
  'send',
  'resend',
  'notify',
  'submit',
  'broadcast',
  'emit',
  'respond',
  'redeliver',
  'forward',
  // machines, media and jobs (Azure, Spotify, Slack, Harbor, Stripe, GitHub)
  'expire',
  'deallocate',
  'reimage',
  'redeploy',
  'reapply',
  'generalize',
  'kick',
  'scan',
  'rescan',
  'play',
  'skip',
  'seek',
  'shuffle',
  'rerequest',
  'reprocess',
  'reconcile',
  'reassign',
  'regenerate',
  'recreate',
  'reissue',
  'renew',
  'simulate',
  'assess',
  'advance',
  'reverse',
  'fail',
  'force',
  'enroll',
  'unenroll',
  'unwatch',
  'replay',
  'reschedule',
  'resync',
  'reconnect',
  'repair',
  'rebalance',
  'requeue',
  'unpause',
  'detect',
  'sign',
  'countersign',
  'certify',
  'deduplicate',
  'unregister',
  'deregister',
  'ban',
  'unban',
  'hibernate',
  'wake',
  'promote',
  'demote',
  'freeze',
  'unfreeze',
  'return',
  'redact',
  'release',
  'process',
  'fund',
  'deliver',
  'ship',
  'present',
  'succeed',
  'unstack',
  // Linode, Kubernetes, GitHub (the v3 review's recall cases)
  'boot',
  'rescue',
  'mutate',
  'recycle',
  'seen',
]);

/** Two-word verbs written as one identifier (`powerOff`, `log-in`): actions, though the particle alone makes a noun. */
export const PHRASAL_VERBS: ReadonlySet<string> = new Set([
  'power off',
  'power on',
  'log in',
  'log out',
  'sign in',
  'sign out',
  'sign up',
  'check in',
  'check out',
  'opt in',
  'opt out',
  'shut down',
  'turn on',
  'turn off',
  'clean up',
  'roll back',
  'roll out',
  'roll over',
  'start over',
]);

/**
 * Action words that are just as much nouns (`/repos/{repo}/import` is a resource with GET, PUT and DELETE): as a
 * bare segment they are flagged only where they act as a verb (the last segment of a path without GET).
 */
export const NOUN_VERBS: ReadonlySet<string> = new Set([
  'import',
  'export',
  'archive',
  'lock',
  'transfer',
  'refund',
  'upload',
  'download',
  'merge',
  'copy',
  'clone',
  'share',
  'run',
  'trigger',
  'capture',
  'dispatch',
  'reset',
  'split',
  'duplicate',
  'upgrade',
  'rollback',
  'launch',
  'sync',
  'void',
  'install',
  'scan',
  'return',
  'advance',
  'play',
  'sign',
  'repair',
  'reverse',
  'release',
  'process',
  'fund',
  'ship',
  'present',
  'grant',
]);

/** Nominal forms of action words, for suggestions (`cancel` → `cancellation`). */
const NOUN_FORMS: Record<string, string> = {
  cancel: 'cancellation',
  approve: 'approval',
  reject: 'rejection',
  submit: 'submission',
  publish: 'publication',
  confirm: 'confirmation',
  register: 'registration',
  subscribe: 'subscription',
  invite: 'invitation',
  refund: 'refund',
  export: 'export',
  import: 'import',
  upload: 'upload',
  download: 'download',
  transfer: 'transfer',
  merge: 'merge',
  archive: 'archive',
  lock: 'lock',
  run: 'run',
  rerun: 'run',
  deploy: 'deployment',
  install: 'installation',
  assign: 'assignment',
  attach: 'attachment',
  pay: 'payment',
  reset: 'reset',
  complete: 'completion',
  execute: 'execution',
  dispatch: 'dispatch',
  restore: 'restoration',
  recover: 'recovery',
  retry: 'retry',
  refresh: 'refresh',
  sync: 'sync',
  reserve: 'reservation',
  redeem: 'redemption',
  withdraw: 'withdrawal',
  acknowledge: 'acknowledgement',
  dismiss: 'dismissal',
  resolve: 'resolution',
  trigger: 'trigger',
  share: 'share',
  clone: 'clone',
  copy: 'copy',
  move: 'move',
  upgrade: 'upgrade',
  connect: 'connection',
  send: 'delivery',
  resend: 'delivery',
  redeliver: 'delivery',
  notify: 'notification',
  grant: 'grant',
  revoke: 'revocation',
  capture: 'capture',
  suspend: 'suspension',
  enable: 'enablement',
  accept: 'acceptance',
  deny: 'denial',
  decline: 'decline',
  close: 'closure',
  start: 'start',
  stop: 'stop',
  restart: 'restart',
  reboot: 'reboot',
  launch: 'launch',
  rollback: 'rollback',
  revert: 'reversion',
  translate: 'translation',
  render: 'rendering',
  compare: 'comparison',
  convert: 'conversion',
  authenticate: 'authentication',
  authorize: 'authorization',
  join: 'membership',
  terminate: 'termination',
  finalize: 'finalization',
  respond: 'response',
  broadcast: 'broadcast',
  escalate: 'escalation',
  provision: 'provisioning',
  split: 'split',
  duplicate: 'duplicate',
  void: 'void',
  snooze: 'snooze',
  purge: 'purge',
  unsubscribe: 'subscription',
};

/** A noun for the thing an action word produces (`cancel` → `cancellation`, `activate` → `activation`), if one is known. */
export function nounFormOf(verb: string): string | undefined {
  const v = verb.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(NOUN_FORMS, v)) return NOUN_FORMS[v];
  if (v.endsWith('ate') && v.length > 5) return v.slice(0, -1) + 'ion';
  if (v.endsWith('ify') && v.length > 4) return v.slice(0, -1) + 'ication';
  if (v.endsWith('ize') && v.length > 4) return v.slice(0, -1) + 'ation';
  return undefined;
}

/** Particles that turn a verb into a compound noun (`add-ons`, `set-up`, `start-ups`): such a verb is not flagged. */
export const PARTICLES = new Set([
  'on',
  'ons',
  'up',
  'ups',
  'in',
  'ins',
  'out',
  'outs',
  'off',
  'offs',
  'over',
  'overs',
]);

/** Nouns made of an action word and a noun (`StopPoint`, `load_balancers`, `launch-templates`): not actions. */
const COMPOUND_NOUNS = new Set([
  'stop point',
  'load balancer',
  'start time',
  'start date',
  'stop time',
  'run time',
  'set point',
  'sync play',
  'launch template',
  'launch configuration',
  'launch pad',
  'start page',
  'pay slip',
  'pay period',
  'pay roll',
  'pay stub',
  'pay run',
  'pay grade',
  'save point',
  'list item',
  'list view',
  'set list',
  'run book',
  'copy right',
  'show case',
  'show room',
  'drop down',
  'wait list',
  'send grid',
  'sync token',
  'run list',
  'scan history',
  'scan result',
  'scan report',
  'scan overview',
  'play list',
  'release note',
  'release asset',
  'process instance',
  'return address',
  'return policy',
  'grant type',
]);

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
