import type { ApiModel, PathItem } from '../openapi/model';
import { ACTION_VERBS, NOUN_VERBS } from '../openapi/words/action-verbs';
import { ADJECTIVE_VERBS, COLLECTION_VERBS, MEMBER_NOUN_VERBS, NOT_A_NOUN } from '../openapi/words/verb-readings';
import { lastWord } from '../openapi/words/identifiers';
import { nounFormOf } from '../openapi/words/action-words';
import { isModifier, isPluralWord, pluralize, singularize } from '../openapi/words/inflection';
import {
  actionPieces,
  actsAsNoun,
  followsMember,
  objectOfAction,
  type ActionPiece,
  type Vocabulary,
} from '../openapi/actions';
import type { FixContext } from '../fixes/context';
import type { Fix } from '../fixes/types';
import { pathKeyOffset, renameSegmentFix, underlines } from '../fixes/rename-path';
import { reportActionStyles, type ActionOccurrence } from './helpers/action-styles';
import { segmentsWithNamedMembers } from '../openapi/path-params';
import { prefixesFollowedByParam, standsLast } from '../openapi/paths';
import { pathSkeleton } from '../openapi/path-keys';
import { createsWhatItNames, nounUses } from '../openapi/noun-uses';
import type { PathSegment } from '../openapi/model';
import type { Rule, RuleOptions } from './types';

/** A format suffix on a procedure's name (`/exports/list.json`): not part of the name. */
const FORMAT_SUFFIX = /\.(json|xml)$/i;

/**
 * A static path segment that is, or starts with, an action word (§2.1), a dotted RPC method or a custom method
 * suffix with one: flagged at the word inside the path key, once per distinct name (the other paths in `related`).
 * An RPC-style API, where at least half of the paths are procedures named by their action, is one finding.
 */
export const pathNoVerbs: Rule = {
  id: 'path-no-verbs',
  defaultSeverity: 'warning',
  section: '§2.1',
  description:
    'A static path segment is an action word or starts with one (getUsers, create-order, /orders/{id}/cancel, /chat.postMessage).',
  fix: renameToNoun,
  options: {
    verbs: { type: 'string[]', description: 'Extra action words to flag in path segments, besides the built-in list.' },
    allow: { type: 'string[]', description: 'Words never flagged, even when they are in the verb list.' },
  },
  check({ model, options, report }) {
    const allow = wordSet(options, 'allow');
    const extra = wordSet(options, 'verbs');
    const vocabulary: Vocabulary = { verbs: extra.size ? new Set([...ACTION_VERBS, ...extra]) : ACTION_VERBS, allow };
    // Paths repeat their segments (`repos`, `{owner}`): each distinct segment text is split and judged once.
    const known = new Map<string, ActionPiece[]>();
    const extended = prefixesFollowedByParam(model.paths);
    // `verify_profiles` beside `/verify_profiles/{verify_profile_id}`: a name the API uses for a collection.
    const named = segmentsWithNamedMembers(
      model.paths,
      (p) => p.operations.some((o) => o.method === 'post') && p.operations.every((o) => o.method === 'post'),
    );
    const found: ActionOccurrence[] = [];
    const skeletons = new Set(model.paths.map((p) => pathSkeleton(p.resourceSegments)));
    // Every static segment the API names, to tell a verb-or-noun it uses as a noun (`/__admin/requests`).
    const nouns = new Set(
      model.paths.flatMap((p) =>
        p.resourceSegments.filter((s) => s.kind === 'static').map((s) => s.text.toLowerCase()),
      ),
    );
    // Verb-looking segments the API uses as nouns (rumble's `exportToken`, payrun's `/Transform/{id}`).
    const uses = nounUses(model.paths);
    for (const item of model.paths) {
      // OAuth's `/oauth/authorize`, `/revoke`, SCIM, health probes: a standard names them.
      if (item.protocol) continue;
      const segs = item.resourceSegments;
      const isResource = item.operations.some((o) => o.method === 'get' || o.method === 'delete');
      // A weak compound (`request-changes`, `tfa-disable`) acts as a verb only where it is POSTed and never read:
      // PUT `/prefs/selfJoin` sets a setting, GET `/check-suites` reads a collection.
      const isRead =
        item.operations.some((o) => o.method === 'get') ||
        !item.operations.some((o) => o.method === 'post') ||
        extended.has(pathSkeleton(segs));
      const postOnly = item.operations.length > 0 && item.operations.every((o) => o.method === 'post');
      // One path's action words, last segment first: `/share-content-v1/share` is told at the action it ends in.
      const here: ActionOccurrence[] = [];
      segs.forEach((seg, i) => {
        if (seg.kind !== 'static' || namesModule(seg.text)) return;
        if (i === segs.length - 1 && createsWhatItNames(item, seg.text)) return;
        let pieces = known.get(seg.text);
        if (!pieces) known.set(seg.text, (pieces = actionPieces(seg.text, vocabulary)));
        const endsResource = uses.endsResource(segs, i);
        const namesMember = uses.namesMember(segs, i);
        const piece = pieces.find(
          (p) =>
            !actsAsNoun(
              p,
              endsResource || standsLast(segs, i, postOnly, skeletons),
              endsResource || isResource,
              endsResource || isRead,
              named.has(seg.text),
            ) &&
            !(namesMember && p.form === 'word' && p.action.rest.length === 0) &&
            !qualifies(p, seg, segs[i - 1]) &&
            !objectOfAction(p, seg.text, segs[i - 1]) &&
            !(
              p.action.rest.length === 0 &&
              MEMBER_NOUN_VERBS.has(p.action.verb) &&
              extended.has(pathSkeleton(segs.slice(0, i + 1)))
            ) &&
            !(p.weak === 'lead' && (nouns.has(p.action.verb) || nouns.has(pluralize(p.action.verb)))),
        );
        if (!piece) return;
        here.push({
          // One finding per action word (RULES.md "Reporting"): `reindex-linecount` and `reindex-search` are one
          // decision to name the reindex action in the path, and so are `/setManagement` and `{name}:setSize`.
          key: piece.form === 'rpc' ? piece.text.toLowerCase() : piece.action.verb.toLowerCase(),
          label: item.path,
          item,
          onMember: piece.form === 'custom' || (i === segs.length - 1 && followsMember(segs, i)),
          // A dotted RPC method (`/chat.postMessage`), or a path without parameters whose last segment is only the
          // action (`/accounts/get`): a procedure named by its action, its arguments in the body, the shape of an
          // RPC-style API. An action on an addressed resource (`/runs/{id}/cancel`) is a REST action path.
          // So is a verb-led name that is the whole path and is POSTed, never read (`POST /sendVoice`, `/create-flow`):
          // Telegram's and AppFlow's methods; at any depth too (Mandrill's `/inbound/add-domain.json`, NDHM's `fetch-modes`).
          rpc:
            piece.form === 'rpc' ||
            (piece.form === 'word' &&
              i === segs.length - 1 &&
              piece.start === 0 &&
              piece.end === seg.text.replace(FORMAT_SUFFIX, '').length &&
              // Seldon's `/send-feedback` takes GET and POST alike: a procedure whatever the method.
              (piece.action.rest.length === 0 || (postOnly && !isRead) || takesGetAndPost(item)) &&
              !segs.some((s) => s.kind === 'param')) ||
            // A procedure called with its arguments after it in an RPC-style API (MIMIC's `/{agentNum}/get/args`).
            (i < segs.length - 1 && item.rpcCall === true),
          report: {
            message: messageFor(
              seg.text,
              piece,
              segs[i + 1]?.kind === 'param',
              piece.form === 'rpc' || namesResource(segs.slice(0, i)) ? parentOf(item.path, seg.start, piece) : '',
              model,
              actsOn(item, i),
            ),
            pointer: item.pointer,
            at: segmentTarget(item, seg.start + piece.start, seg.start + piece.end),
          },
        });
      });
      found.push(...here.reverse());
    }
    reportActionStyles(model, found, report);
  },
};

/** True when a path takes both GET and POST (an RPC endpoint that accepts either). */
function takesGetAndPost(item: PathItem): boolean {
  return item.operations.some((o) => o.method === 'get') && item.operations.some((o) => o.method === 'post');
}

/** The lower-cased words of a string-list option. */
function wordSet(options: RuleOptions, name: string): Set<string> {
  const v = options[name];
  return new Set(
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase()) : [],
  );
}

function segmentTarget(item: PathItem, start: number, end: number) {
  return { node: item.pathsNode, key: item.path, part: 'key' as const, sub: { start, end } };
}

/** The path a bare CRUD verb's method belongs on: the path before the segment, or the RPC's dotted prefix as a path. */
function parentOf(path: string, segStart: number, piece: ActionPiece): string {
  if (piece.form === 'rpc') {
    const seg = path.slice(segStart);
    return (
      '/' +
      seg
        .slice(0, piece.start - 1)
        .split('.')
        .join('/')
    );
  }
  if (piece.form === 'custom') return path.slice(0, segStart + piece.start - 1);
  return path.slice(0, Math.max(0, segStart - 1));
}

/** Segments that open a path without naming a resource: `/api/v2.0/lookup` has nothing before `lookup` to act on. */
const PREFIXES = new Set(['api', 'apis', 'rest', 'service', 'services', 'public', 'private', 'internal', 'admin']);

/** True when the segments before an action name a resource the method could go on (not only `/api`, `/v2.0`). */
function namesResource(before: readonly PathSegment[]): boolean {
  return before.some((s) => s.kind !== 'static' || !PREFIXES.has(s.text.toLowerCase()));
}

/** True for a versioned module name (`share-content-v1`, `repositories-v1`): a name of an API part, not an action. */
function namesModule(text: string): boolean {
  return /[-_.]v\d+[a-z0-9]*$/i.test(text);
}

/**
 * True for a bare word that is as much an adjective as a verb after a qualifier segment: Portfolio Optimizer's
 * `/prices/adjusted/forward` reads forward-adjusted prices; `/emails/{id}/forward` still acts.
 */
function qualifies(piece: ActionPiece, seg: PathSegment, before: PathSegment | undefined): boolean {
  return (
    piece.form === 'word' &&
    piece.start === 0 &&
    piece.end === seg.text.length &&
    piece.action.rest.length === 0 &&
    ADJECTIVE_VERBS.has(piece.action.verb) &&
    before?.kind === 'static' &&
    isModifier(lastWord(before.text))
  );
}

/** Names the action word and suggests a noun in the segment's own style, or the method that already says it. */
function messageFor(
  segment: string,
  piece: ActionPiece,
  followedByParam: boolean,
  parent: string,
  model: ApiModel,
  acts: boolean,
): string {
  const { text, action } = piece;
  const verb = action.verb;
  // A read verb on a path that is never read may do work (Rudder's `POST /nodes/{id}/fetchData` reloads): never a plain "use GET".
  const methodHint = (v: string) => (acts && readHint(v) ? '' : methodHintOf(v));
  const lead =
    piece.form === 'rpc'
      ? `\`${segment}\` is a remote procedure call: its method \`${text}\``
      : piece.form === 'custom'
        ? `\`${segment}\` ends in the custom method \`${text}\`, which`
        : `\`${text}\``;
  if (piece.weak === 'end') {
    const method = methodHint(verb);
    if (method)
      return `${lead} ends in the action word "${verb}"; paths name resources and the method says what happens: ${method.trim().replace(/^with /, '')} on the resource it names.`;
    const noun = nounFormOf(verb);
    const hint = noun
      ? `model the action as a resource, e.g. POST to \`${pluralize(noun)}\`, or change a state field with PATCH`
      : 'change a state field of the resource with PATCH, or model the action as a resource the client creates';
    return `${lead} ends in the action word "${verb}"; paths name resources, not actions: ${hint}.`;
  }
  if (piece.weak === 'lead') {
    const rest = action.rest;
    const object = text.slice(rest[0].start, rest[rest.length - 1].end);
    const head = text.slice(0, rest[0].start);
    const sep = /[-_]$/.exec(head)?.[0] ?? '';
    const verbText = sep ? head.slice(0, -1) : head;
    const thing = singularize(object);
    // `request-changes` → `change-requests`, `requestChanges` → `changeRequests`.
    const noun = sep
      ? `${thing}${sep}${pluralize(verbText)}`
      : `${thing[0].toLowerCase()}${thing.slice(1)}${pluralize(verbText[0].toUpperCase() + verbText.slice(1))}`;
    return `${lead} starts with the action word "${verb}"; paths name resources, not actions: model it as a resource the client creates, e.g. POST to \`${noun}\`.`;
  }
  if (action.rest.length === 0 || NOT_A_NOUN.has(action.rest[0].word)) {
    const method = methodHint(verb);
    if (method && parent && parent !== '/') {
      return `${lead} is the action word "${verb}"; paths name resources and the method says what happens: ${methodOn(method.trim().replace(/^with /, ''), parent, model)}.`;
    }
    // Nothing before it but the API's prefix: no path to point at, only the method.
    if (method && piece.form === 'word')
      return `${lead} is the action word "${verb}"; paths name resources and the method says what happens: ${method.trim().replace(/^with /, '')} on the resource it names.`;
    const noun = nounFormOf(verb.replace(/ .*/, ''));
    const hint = noun
      ? `model the action as a resource, e.g. POST to \`${pluralize(noun)}\`, or change a state field with PATCH`
      : 'model the action as a resource the client creates, or as a state field changed with PATCH';
    return `${lead} is the action word "${verb}"; paths name resources, not actions: ${hint}.`;
  }
  if (acts && readHint(verb))
    return `${lead} starts with the verb "${verb}" but is only POSTed: if it only reads, name the resource and read it with GET (\`${nounOf(piece, followedByParam)}\`); if it does work (a reload, a sync), model that work as a resource the client creates.`;
  // The words after the verb are an action too (SIGNL4's `undoAcknowledgeMultiple`): no resource to suggest.
  if (restIsAction(piece))
    return `${lead} starts with the verb "${verb}" and what follows is an action too ("${action.rest[0].word}"); paths name resources, not actions: model the action as a resource the client creates, or as a state field changed with PATCH.`;
  let noun = nounOf(piece, followedByParam);
  if (piece.form === 'rpc') noun = `${parent}/${noun}`;
  return `${lead} starts with the verb "${verb}"; name the resource instead: \`${noun}\`${methodHint(verb)}.`;
}

/**
 * The noun the words after the verb name (`getProducts` → `products`), plural for a collection verb or before a
 * parameter; a lookup's qualifier is dropped (`getBookById` before `{bookId}` → `books`).
 */
function nounOf(piece: ActionPiece, followedByParam: boolean): string {
  const { text, action } = piece;
  const first = action.rest[0];
  const cut = action.rest.findIndex((w, k) => k > 0 && NOT_A_NOUN.has(w.word));
  const last = action.rest[(cut > 0 ? cut : action.rest.length) - 1];
  let noun = text.slice(first.start, last.end);
  const lastText = text.slice(last.start, last.end);
  if (
    (COLLECTION_VERBS.has(action.verb) || followedByParam) &&
    /^[A-Za-z]+$/.test(lastText) &&
    !isPluralWord(last.word)
  ) {
    noun = noun.slice(0, noun.length - lastText.length) + pluralize(lastText);
  }
  return noun[0].toLowerCase() + noun.slice(1);
}

/**
 * "Rename /getProducts to /products", "… /orders/{id}/cancel to /orders/{id}/cancellations": the flagged segment
 * becomes the noun the message names, in every path that has that segment, with the `$ref`s into those paths. Not
 * for an RPC or custom method, nor a bare CRUD verb (its method on the parent says it), nor when a new path is taken.
 */
function renameToNoun(ctx: FixContext): Fix[] {
  const { model, finding } = ctx;
  const item = model.paths.find((p) => p.pointer === finding.pointer);
  if (!item) return [];
  const segs = item.resourceSegments;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    if (seg.kind !== 'static') continue;
    for (const piece of actionPieces(seg.text)) {
      const start = pathKeyOffset(model, item, seg.start + piece.start);
      if (start === undefined || !underlines(ctx, start, piece.end - piece.start)) continue;
      if (piece.form !== 'word' || piece.weak) return [];
      // Before the arguments of a POST-only path (`POST /projects/fork/{id}`) a rename leaves a POST on a member: the
      // noun belongs after the argument (`/projects/{id}/forks`), a move no rename makes.
      const postOnly = item.operations.length > 0 && item.operations.every((o) => o.method === 'post');
      const skeletons = new Set(model.paths.map((p) => pathSkeleton(p.resourceSegments)));
      if (i < segs.length - 1 && standsLast(segs, i, postOnly, skeletons)) return [];
      // A read verb that acts (`POST /nodes/{id}/fetchData`) has no noun to become: `data` would read as a GET.
      if (actsOn(item, i) && readHint(piece.action.verb)) return [];
      let noun: string | undefined;
      if (restIsAction(piece)) return [];
      if (piece.action.rest.length > 0 && !NOT_A_NOUN.has(piece.action.rest[0].word))
        noun = nounOf(piece, segs[i + 1]?.kind === 'param');
      else if (piece.action.rest.length === 0) {
        // A bare action word: a CRUD verb belongs in a method (no rename); another becomes its noun.
        const verbNoun = nounFormOf(piece.action.verb.replace(/ .*/, ''));
        if (methodHintOf(piece.action.verb) || !verbNoun) return [];
        noun = pluralize(verbNoun);
      }
      if (!noun) return [];
      return renameSegmentFix(ctx, item, seg.text, seg.text.slice(0, piece.start) + noun + seg.text.slice(piece.end));
    }
  }
  return [];
}

/**
 * Where the method that says the action goes, never where another rule flags it (RULES.md §4): a write on a
 * collection goes to one of its members (PUT, PATCH or DELETE on the collection is a bulk write), a POST on a member
 * becomes a PATCH of it or a POST to a collection below it (POST on a member is `post-on-member`'s).
 */
function methodOn(method: string, parent: string, model: ApiModel): string {
  const last = parent.slice(parent.lastIndexOf('/') + 1);
  if (method === 'POST' && last.startsWith('{'))
    return `PATCH on \`${parent}\` for the change it makes to the member, or POST to a collection below it for what it adds`;
  if (method !== 'GET' && method !== 'POST') {
    const member = memberOf(parent, model);
    if (member) return `${method} on a member, \`${member}\` (on the collection itself it would be a bulk write)`;
  }
  return `${method} on \`${parent}\``;
}

/** A member path of `parent` when it is a collection (`/notes` → `/notes/{noteId}`, or `{id}` when none is declared), else undefined. */
function memberOf(parent: string, model: ApiModel): string | undefined {
  const below = model.paths.find(
    (p) => p.path.startsWith(`${parent}/{`) && !p.path.slice(parent.length + 1).includes('/'),
  );
  if (below) return below.path;
  return model.paths.find((p) => p.path === parent)?.shape === 'collection' ? `${parent}/{id}` : undefined;
}

/**
 * True when the words after a verb are another action with no noun to name (`undo` + `AcknowledgeMultiple`,
 * `force-cancel`): `resendInviteMail` still names a mail.
 */
function restIsAction(piece: ActionPiece): boolean {
  const rest = piece.action.rest;
  const [first, last] = [rest[0]?.word, rest[rest.length - 1]?.word];
  if (first === undefined || last === undefined || !ACTION_VERBS.has(first) || NOUN_VERBS.has(first)) return false;
  return (ACTION_VERBS.has(last) && !NOUN_VERBS.has(last)) || isModifier(last) || QUANTIFIERS.has(last);
}

/** Words that count what an action acts on without naming it (`acknowledgeMultiple`, `closeAll`). */
const QUANTIFIERS = new Set(['multiple', 'all', 'many', 'several', 'each', 'bulk', 'batch']);

/** True for a verb whose method is GET (`fetch`, `get`, `load`…). */
function readHint(verb: string): boolean {
  return methodHintOf(verb) === ' with GET';
}

/**
 * True when an action word at segment `i` may act rather than read: its path has no GET and the word follows an
 * addressed resource (`/nodes/{nodeId}/fetchData`), so a read verb there may trigger work (a procedure named
 * `/accounts/get`, with no parameter, is an RPC read and still gets "GET").
 */
function actsOn(item: PathItem, i: number): boolean {
  return (
    !item.operations.some((o) => o.method === 'get') &&
    item.resourceSegments.slice(0, i).some((s) => s.kind === 'param')
  );
}

/** Which method carries the verb's meaning on the noun path. */
function methodHintOf(verb: string): string {
  if (['get', 'fetch', 'retrieve', 'find', 'lookup', 'load', 'show', 'list', 'obtain', 'browse'].includes(verb))
    return ' with GET';
  if (['create', 'add', 'insert', 'make', 'append', 'register', 'generate', 'post'].includes(verb)) return ' with POST';
  if (['update', 'modify', 'edit', 'change', 'alter', 'replace', 'set', 'put', 'save', 'upsert'].includes(verb))
    return ' with PUT or PATCH';
  if (['delete', 'remove', 'destroy', 'erase', 'purge', 'drop', 'wipe', 'clear', 'unset'].includes(verb))
    return ' with DELETE';
  return '';
}
