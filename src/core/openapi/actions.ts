/**
 * Action segments (RULES.md "Terms"): a static segment that is, or starts with, an action word; a dotted RPC
 * method (`chat.postMessage`); a custom method suffix (`{id}:cancel`, `things:batchGet`). Namespace segments
 * (`Microsoft.Compute`, `resource.k8s.io`) are opaque names, never split into words.
 */
import { ACTION_VERBS, METHOD_VERBS, NOUN_VERBS } from './words/action-verbs';
import { leadingActionWord, type ActionWord } from './words/action-words';
import { wordPieces } from './words/identifiers';
import { isModifier, isPluralWord } from './words/inflection';
import type { PathSegment } from './model';
import { EXTENSIONS } from './extensions';

/** A segment without its file extension (`users.json` → `users`). */
export function withoutExtension(text: string): string {
  const dot = text.lastIndexOf('.');
  return dot > 0 && EXTENSIONS.has(text.slice(dot + 1).toLowerCase()) ? text.slice(0, dot) : text;
}

/** Top-level domains that end a domain-style namespace (`resource.k8s.io`, `example.com`). */
const DOMAIN_ENDINGS = new Set([
  'io',
  'com',
  'org',
  'net',
  'dev',
  'cloud',
  'ai',
  'app',
  'gov',
  'edu',
  'eu',
  'uk',
  'de',
  'sh',
]);

/**
 * Words that act as verbs in the method position of an RPC call (`chat.postMessage`, `things:batchGet`) though
 * as a plain path segment they are just as often nouns (`/posts`, `/search`, `/reports`).
 */
const RPC_VERBS = new Set([
  'post',
  'open',
  'search',
  'query',
  'check',
  'test',
  'push',
  'pull',
  'report',
  'request',
  'review',
  'link',
  'block',
  'end',
  'leave',
  'count',
  'patch',
  'mark',
  'lookup',
  'batch',
  'watch',
  'kick',
  'rename',
  'invite',
  'set',
]);

/** RPC verbs that lead noun compounds far more often than they act (`post_actions`, `report-types`, `batch-jobs`). */
const NOUN_LEADS = new Set(['post', 'patch', 'batch', 'count', 'end', 'report', 'review', 'set', 'watch']);

/** Action words that end noun compounds far more often than they act (`BoxSet`, `idList`, `price-change`). */
const NOUN_ENDS = new Set(['set', 'list', 'change', 'return', 'process', 'release', 'run']);

const IDENT = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** A digit-led identifier with a letter in it (`2fa`, `3ds`). */
const DIGIT_LED = /^[0-9]+[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * True for a bare action word after a verb-led compound segment (`reportStatus`, `update-check`; not a versioned
 * module name like `share-content-v1`,
 * nor two action words naming a feature like `SyncPlay`): it names what that action acts on (App Center's `/legacy/reportStatus/deploy`
 * reports the status of a deploy), not another action.
 */
export function objectOfAction(piece: ActionPiece, text: string, before: PathSegment | undefined): boolean {
  if (piece.form !== 'word' || piece.start !== 0 || piece.end !== text.length || piece.action.rest.length > 0)
    return false;
  if (before?.kind !== 'static' || /[-_.]v\d+[a-z0-9]*$/i.test(before.text)) return false;
  const words = wordPieces(before.text);
  // Two action words (Jellyfin's `SyncPlay`) name a feature, whose `/SyncPlay/Pause` is still an action.
  if (words.length < 2 || ACTION_VERBS.has(words[words.length - 1].word)) return false;
  return ACTION_VERBS.has(words[0].word) || RPC_VERBS.has(words[0].word);
}

/** True for a namespace segment: dotted, each part capitalised (`Microsoft.Compute`) or a domain (`resource.k8s.io`). */
export function isNamespaceSegment(text: string): boolean {
  if (text.indexOf('.') < 0 || text.indexOf('{') >= 0) return false;
  const parts = text.split('.');
  if (parts.some((p) => p.length === 0)) return false;
  if (parts.every((p) => /^[A-Z][A-Za-z0-9]*$/.test(p))) return true;
  return (
    parts.length >= 2 &&
    parts.every((p) => /^[a-z0-9][a-z0-9-]*$/.test(p)) &&
    DOMAIN_ENDINGS.has(parts[parts.length - 1])
  );
}

/** True for a dotted RPC method name (`chat.postMessage`, `admin.apps.approve`): not a namespace, not a file name. */
export function isDottedRpc(text: string): boolean {
  if (text.indexOf('.') < 0 || text.indexOf('{') >= 0 || isNamespaceSegment(text)) return false;
  const parts = text.split('.');
  // A part may start with a digit when it holds a letter (Rocket.Chat's `users.2fa.enableEmail`); `v1.2` is no method.
  if (!parts.every((p) => IDENT.test(p) || DIGIT_LED.test(p))) return false;
  return !EXTENSIONS.has(parts[parts.length - 1].toLowerCase());
}

/**
 * True when segment `i` follows an addressed resource: a parameter right before it (`/runs/{id}/cancel`), or an
 * `actions` container after one (Hetzner's `/servers/{id}/actions/poweron`, where `/servers/{id}/actions` lists the
 * server's past actions and each verb below it runs one).
 */
export function followsMember(segs: readonly PathSegment[], i: number): boolean {
  const before = segs[i - 1];
  if (before?.kind === 'param') return true;
  return before?.kind === 'static' && /^actions?$/i.test(before.text) && segs[i - 2]?.kind === 'param';
}

/** The custom method of a segment (`{id}:cancel` → `cancel`, with its offset), when it ends in one. */
export function customMethod(text: string): { text: string; start: number } | undefined {
  const m = /:([A-Za-z][A-Za-z0-9_-]*)$/.exec(text);
  if (!m || m.index === 0) return undefined;
  return { text: m[1], start: m.index + 1 };
}

/** A stretch of a segment that names an action, with its offsets inside the segment. */
export interface ActionPiece {
  text: string;
  start: number;
  end: number;
  action: ActionWord;
  /** Where the piece stands: a plain segment word, the method of a dotted RPC, or a custom method suffix. */
  form: 'word' | 'rpc' | 'custom';
  /**
   * Where the action word stands in a compound that reads as a noun as often as a verb: `lead`, a verb-or-noun
   * before its object (`request-changes`, `review-comments`), or `end`, an action word after its object
   * (`tfa-disable`, `managed-enable`). Such a piece is an action only where it acts as one (see `actsAsNoun`).
   */
  weak?: 'lead' | 'end';
}

/** The words that count as actions: the catalogue's, plus a rule's extra `verbs`, less its `allow`. */
export interface Vocabulary {
  verbs: ReadonlySet<string>;
  allow: ReadonlySet<string>;
}

/** The built-in vocabulary. */
export const DEFAULT_VOCABULARY: Vocabulary = { verbs: ACTION_VERBS, allow: new Set() };

/** The static stretches of a segment's text, split at template expressions, `:` and `.`, with their form. */
function staticPieces(text: string): { text: string; start: number; end: number; form: ActionPiece['form'] }[] {
  if (isNamespaceSegment(text)) return [];
  const custom = customMethod(text);
  const body = custom ? text.slice(0, custom.start - 1) : text;
  const rpc = isDottedRpc(body);
  const out: { text: string; start: number; end: number; form: ActionPiece['form'] }[] = [];
  const lastDot = body.lastIndexOf('.');
  if (!isNamespaceSegment(body) && !rpc) {
    for (const m of body.matchAll(/[^{}:.]+|\{[^{}]*\}|[{}:.]/g)) {
      const t = m[0];
      if (t.startsWith('{') || t === '}' || t === ':' || t === '.') continue;
      const start = m.index ?? 0;
      // A file extension after a name (`users.json`) is not a word of the path.
      if (start > 0 && body[start - 1] === '.' && EXTENSIONS.has(t.toLowerCase())) continue;
      out.push({ text: t, start, end: start + t.length, form: 'word' });
    }
  } else if (rpc) {
    out.push({ text: body.slice(lastDot + 1), start: lastDot + 1, end: body.length, form: 'rpc' });
  }
  if (custom) out.push({ text: custom.text, start: custom.start, end: text.length, form: 'custom' });
  return out;
}

/** The stretches of a segment that start with an action word, in order (`createOrder`, `chat.postMessage`, `{id}:cancel`). */
export function actionPieces(text: string, vocabulary: Vocabulary = DEFAULT_VOCABULARY): ActionPiece[] {
  const out: ActionPiece[] = [];
  for (const piece of staticPieces(text)) {
    let action = leadingActionWord(piece.text, vocabulary.verbs, vocabulary.allow);
    if (!action && piece.form !== 'word') action = leadingActionWord(piece.text, RPC_VERBS, vocabulary.allow);
    if (action) {
      out.push({ ...piece, action });
      continue;
    }
    if (piece.form !== 'word') continue;
    const words = wordPieces(piece.text);
    if (words.length < 2) continue;
    // `request-changes`: a verb-or-noun leading its one-word object (`push-protection-bypasses` is a noun phrase).
    const lead = leadingActionWord(piece.text, RPC_VERBS, vocabulary.allow);
    if (lead && lead.rest.length === 1 && !NOUN_LEADS.has(lead.verb)) {
      out.push({ ...piece, action: lead, weak: 'lead' });
      continue;
    }
    // `tfa-disable`, `managed-enable`: an action word after its object.
    const last = words[words.length - 1].word;
    if (
      vocabulary.verbs.has(last) &&
      !vocabulary.allow.has(last) &&
      !NOUN_VERBS.has(last) &&
      !NOUN_ENDS.has(last) &&
      !isPluralWord(last)
    )
      out.push({ ...piece, action: { verb: last, rest: [] }, weak: 'end' });
  }
  return out;
}

/**
 * True when a bare noun-verb (`import`, `lock`, `grant`) reads as a noun: a path continues after it, or its path
 * is read or deleted as a resource (`/repos/{r}/import` has GET, PUT and DELETE; `/issues/{n}/lock` PUT and DELETE).
 * A weak compound (`request-changes`, `tfa-disable`, `check-suites`) reads as a noun unless it ends a path that is
 * POSTed and not read: no GET and no member below (`isRead`, which defaults to `isResource`).
 * A compound led by an action word and ending in a noun is a noun phrase where the API uses it as one, unless its
 * verb restates a method (`getUsers`, `deleteUser`): the collection its members are addressed in by an id named
 * for the whole compound or a generic one (`membersNamed`: `/verify_profiles/{verify_profile_id}`,
 * `/changeRequests/{changeRequestId}`, `/compute_cluster/{id}`), or, led by a noun-verb, a segment a path goes on
 * below (`/transfer_rules/{id}`) or the last segment of a path that is read or not POSTed (`GET /change-log`,
 * `GET /importErrors`, `PUT /retry_queue`). `/compareStation/{stationName}` acts on a station.
 */
export function actsAsNoun(
  piece: ActionPiece,
  isLast: boolean,
  isResource: boolean,
  isRead = isResource,
  membersNamed = false,
  runsHere = false,
): boolean {
  if (piece.weak) return !isLast || isRead;
  // Led by a verb-or-noun, a compound is a noun phrase at the end of a path read or deleted as a resource, and,
  // when its head names a set or a store (a plural, a queue, rules, settings…), also where a path goes on below it or
  // it is written but not POSTed (DocuSign's `transfer_rules/{id}`, PUT `retry_queue`). POST-only at the end
  // (`POST /import_users`), before an argument (`/action/changeCustomerCd/{id}`) or written into another thing
  // (PATCH `copy_inbox`, copy to an inbox) it still acts.
  // Led by any verb, a compound whose head names a setting or a state (`provision-policy`, `backup-config`,
  // `sync-status`) is that thing where it is read or written as one and not POSTed: Oxide's PUT
  // `/sleds/{id}/provision-policy` sets the sled's provisioning policy.
  if (
    isNounCompound(piece) &&
    (membersNamed ||
      ((NOUN_VERBS.has(piece.action.verb) || STATE_HEADS.has(compoundHead(piece))) &&
        compoundReadsAsNoun(piece, isLast, isResource, isRead)))
  )
    return true;
  if (piece.form !== 'word' || piece.action.rest.length > 0 || !NOUN_VERBS.has(piece.action.verb)) return false;
  // A bare noun-verb whose members the API addresses below it by their id (GoatCounter's `POST /export` beside
  // `GET /export/{id}`, an export read back) names the collection of those things, not the action.
  if (membersNamed) return true;
  // A bare noun-verb whose POST runs it, read only for its progress (Overseerr's GET and POST
  // `/settings/plex/sync`: POST starts or cancels a library scan, GET reads how far it got), still acts.
  return !isLast || (isResource && !runsHere);
}

/**
 * True when a path's POST runs what its last segment names and its GET reads only how that went: it is read and
 * POSTed, never written as one thing (no PUT, PATCH or DELETE), its GET answers no bare array (a list of what it
 * names: Sonarr's GET and POST `/release`, releases found and one grabbed) and no member path continues it. GitHub's
 * `/repos/{o}/{r}/import` (PUT, GET, PATCH, DELETE) is the import managed as one thing: a noun.
 */
export function runsWhatItNames(
  path: { hasGet: boolean; hasPost: boolean; hasOtherWrite?: boolean; getArray?: () => boolean },
  membersBelow: boolean,
): boolean {
  // A GET answering a bare JSON array lists what the path names: a noun. Asked last, as it reads schemas.
  return path.hasGet && path.hasPost && !path.hasOtherWrite && !membersBelow && !path.getArray?.();
}

/** Head nouns of a store or a set of rules, which a verb-or-noun before them qualifies (`retry_queue`, `transfer_rules`). */
const STORE_HEADS = new Set([
  ...['queue', 'queues', 'rule', 'rules', 'setting', 'settings', 'policy', 'policies', 'config', 'configs'],
  ...['configuration', 'configurations', 'log', 'logs', 'history', 'schedule', 'schedules', 'template', 'templates'],
]);

/** Head nouns of a setting or a state, which any action word before them qualifies (`provision-policy`, `sync-status`). */
const STATE_HEADS = new Set([
  ...['policy', 'policies', 'config', 'configs', 'configuration', 'configurations', 'setting', 'settings'],
  ...['status', 'state', 'mode', 'options', 'preferences'],
]);

/** The last word of a compound's object (`provision-policy` → `policy`). */
function compoundHead(piece: ActionPiece): string {
  return piece.action.rest[piece.action.rest.length - 1]?.word ?? '';
}

/** When a compound led by a verb-or-noun reads as a noun (see `actsAsNoun`). */
function compoundReadsAsNoun(piece: ActionPiece, isLast: boolean, isResource: boolean, isRead: boolean): boolean {
  if (isLast && isResource) return true;
  const head = compoundHead(piece);
  return (isPluralWord(head) || STORE_HEADS.has(head) || STATE_HEADS.has(head)) && (!isLast || isRead);
}

/** True for a word compound led by an action word that does not restate a method, and ending in a noun (`verify_profiles`, `change-log`; not `merge-async`). */
function isNounCompound(piece: ActionPiece): boolean {
  const rest = piece.action.rest;
  if (piece.form !== 'word' || rest.length === 0 || METHOD_VERBS.has(piece.action.verb)) return false;
  const head = rest[rest.length - 1].word;
  return isPluralWord(head) || (!ACTION_VERBS.has(head) && !isModifier(head));
}

/**
 * True when a path's last segment makes it an action path: a custom method suffix, a dotted RPC method, or a
 * segment that starts with an action word (a bare noun-verb only when the path is not a resource: no GET, no DELETE,
 * or when its POST runs it and its GET reads how that went: `runsWhatItNames`;
 * a weak compound only when it is not read: no GET, no member below; a noun compound as `actsAsNoun` says).
 */
export function isActionSegment(
  text: string,
  isResource: boolean,
  vocabulary: Vocabulary = DEFAULT_VOCABULARY,
  isRead = isResource,
  membersNamed = false,
  isLast = true,
  runsHere = false,
): boolean {
  if (customMethod(text) || isDottedRpc(text)) return true;
  return actionPieces(text, vocabulary).some((p) => !actsAsNoun(p, isLast, isResource, isRead, membersNamed, runsHere));
}
