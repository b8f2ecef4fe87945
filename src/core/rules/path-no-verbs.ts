import type { PathItem, PathSegment } from '../openapi/model';
import { ACTION_VERBS } from '../openapi/words/action-verbs';
import { ADJECTIVE_VERBS, MEMBER_NOUN_VERBS } from '../openapi/words/verb-readings';
import { lastWord } from '../openapi/words/identifiers';
import { isModifier, pluralize } from '../openapi/words/inflection';
import {
  actionPieces,
  actsAsNoun,
  runsWhatItNames,
  followsMember,
  objectOfAction,
  type ActionPiece,
  type Vocabulary,
} from '../openapi/actions';
import { reportActionStyles, type ActionOccurrence } from './helpers/action-styles';
import { actsOn, computesOnSent, messageFor, renameToNoun } from './helpers/path-verb-advice';
import { segmentsWithNamedMembers } from '../openapi/path-params';
import { standsLast } from '../openapi/paths';
import { prefixesFollowedByParam } from '../openapi/path-prefixes';
import { pathSkeleton } from '../openapi/path-keys';
import { createsWhatItNames, nounUses } from '../openapi/noun-uses';
import { answersArray } from '../openapi/list-items';
import type { Rule, RuleOptions } from './types';
import { pathKeyPlace } from './helpers/path-key-places';

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
    // Segments a path ends in whose POST says it creates what they name (Stream's `POST /import_urls`, StackOne's
    // `POST /connect_sessions`, "Create Connect Session"): nouns wherever the API writes them, on the paths below
    // too (`/connect_sessions/authenticate`, where the action is `authenticate`).
    const created = new Set(
      model.paths.flatMap((p) => {
        const last = p.resourceSegments[p.resourceSegments.length - 1];
        return last?.kind === 'static' && createsWhatItNames(p, last.text) ? [last.text] : [];
      }),
    );
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
      const has = (m: string) => item.operations.some((o) => o.method === m);
      const get = item.operations.find((o) => o.method === 'get');
      const runs = runsWhatItNames(
        {
          hasGet: !!get,
          hasPost: has('post'),
          hasOtherWrite: has('put') || has('patch') || has('delete'),
          getArray: () => !!get && answersArray(model, get),
        },
        extended.has(pathSkeleton(segs)),
      );
      // One path's action words, last segment first: `/share-content-v1/share` is told at the action it ends in.
      const here: ActionOccurrence[] = [];
      segs.forEach((seg, i) => {
        if (seg.kind !== 'static' || namesModule(seg.text)) return;
        if (created.has(seg.text)) return;
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
              !endsResource && i === segs.length - 1 && runs,
            ) &&
            !(namesMember && p.form === 'word' && p.action.rest.length === 0) &&
            !qualifies(p, seg, segs[i - 1]) &&
            // After a compound the API creates as a thing (`/connect_sessions/authenticate`) the word is the action.
            !(objectOfAction(p, seg.text, segs[i - 1]) && !created.has(segs[i - 1].text)) &&
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
          inContainer: i > 0 && segs[i - 1].kind === 'static' && /^actions?$/i.test(segs[i - 1].text),
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
              computesOnSent(model, item, i, piece),
            ),
            pointer: item.pointer,
            at: pathKeyPlace(item, seg.start + piece.start, seg.start + piece.end),
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
