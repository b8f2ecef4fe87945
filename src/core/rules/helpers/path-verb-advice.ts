/** What path-no-verbs suggests for an action word in a path: its message, and the fix that renames the segment to a noun. */
import type { ApiModel, PathItem } from '../../openapi/model';
import { ACTION_VERBS, NOUN_VERBS } from '../../openapi/words/action-verbs';
import { COLLECTION_VERBS, NOT_A_NOUN } from '../../openapi/words/verb-readings';
import { nounFormOf } from '../../openapi/words/action-words';
import { isModifier, isPluralWord, pluralize, singularize } from '../../openapi/words/inflection';
import { actionPieces, type ActionPiece } from '../../openapi/actions';
import type { FixContext } from '../../fixes/context';
import type { Fix } from '../../fixes/types';
import { pathKeyOffset, renameSegmentFix, underlines } from '../../fixes/rename-path';
import { standsLast } from '../../openapi/paths';
import { pathSkeleton } from '../../openapi/path-keys';
import { mergeSchema } from '../../openapi/schema';
import { splitWords } from '../../openapi/words/identifiers';

/** The message of a path-no-verbs finding: names the action word and suggests a noun in the segment's own style, or the method that already says it. */
export function messageFor(
  segment: string,
  piece: ActionPiece,
  followedByParam: boolean,
  parent: string,
  model: ApiModel,
  acts: boolean,
  computes = false,
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
    // A removal word other than a plain delete, POSTed below a member (Fireblocks' `/transactions/{txId}/drop` replaces
    // a stuck transaction on-chain; `/storage-commitment/{id}/remove` removes the instances it committed), acts on the
    // member or on what it holds: DELETE on the member would remove the member itself, another meaning.
    const method = removesFromMember(verb, parent) ? '' : methodHint(verb);
    // `generate` beside a collection that already creates (Hyperledger FireFly's POST
    // `/contracts/interfaces/generate`, which converts a contract into an interface and answers 200; Algorand's
    // `/v2/participation/generate/{address}` beside "Add a participation key"): POST on the collection is taken, so
    // the word becomes an option of that create or, for a computation, a resource of its own.
    if (verb === 'generate' && parent && createsAt(model, parent)) {
      const noun = nounFormOf(verb) ?? verb;
      return `${lead} is the action word "${verb}"; paths name resources and the method says what happens, but POST on \`${parent}\` already creates: make generating an option of that POST or, if it only computes, name what it computes as a resource the client creates, e.g. POST to \`${pluralize(noun)}\`.`;
    }
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
  if (computes)
    return `${lead} starts with the verb "${verb}" but changes no stored ${object(piece)}: it computes from what the request sends; name that computation as a resource the client creates, e.g. POST to \`${computationNoun(piece)}\`.`;
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
export function renameToNoun(ctx: FixContext): Fix[] {
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
        noun = computesOnSent(model, item, i, piece)
          ? computationNoun(piece)
          : nounOf(piece, segs[i + 1]?.kind === 'param');
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

/** True when a path of the API is `path` and takes a POST. */
function createsAt(model: ApiModel, path: string): boolean {
  return !!model.paths.find((p) => p.path === path)?.operations.some((o) => o.method === 'post');
}

/** The words after the verb, as written (`edit_image` → `image`). */
function object(piece: ActionPiece): string {
  const rest = piece.action.rest;
  return piece.text.slice(rest[0].start, rest[rest.length - 1].end);
}

/** The computation an update word names, in the segment's style (`edit_image` → `image_edits`, `editImage` → `imageEdits`). */
function computationNoun(piece: ActionPiece): string {
  const verb = piece.action.verb;
  const noun = pluralize(nounFormOf(verb) ?? verb);
  const sep = /[-_]/.exec(piece.text)?.[0];
  const thing = object(piece);
  return sep
    ? `${thing}${sep}${noun}`
    : `${thing[0].toLowerCase()}${thing.slice(1)}${noun[0].toUpperCase()}${noun.slice(1)}`;
}

/**
 * True when an update word at segment `i` (`edit_image`) names a computation on what the request sends: the path is
 * POST-only, addresses nothing (no parameter before the word) and its request body holds the things to work on
 * (`sendsToWorkOn`: Trieve's POST `/api/message/edit_image` takes `input_images` and answers new images). PUT or PATCH
 * on the object would update a stored one, another meaning; docspell's `changePassword` sends `newPassword`.
 */
export function computesOnSent(model: ApiModel, item: PathItem, i: number, piece: ActionPiece): boolean {
  const rest = piece.action.rest;
  if (
    piece.form !== 'word' ||
    piece.weak ||
    rest.length === 0 ||
    methodHintOf(piece.action.verb) !== ' with PUT or PATCH'
  )
    return false;
  if (item.operations.length === 0 || item.operations.some((o) => o.method !== 'post')) return false;
  if (item.resourceSegments.slice(0, i).some((s) => s.kind === 'param')) return false;
  const thing = singularize(rest[rest.length - 1].word);
  return item.operations.some((o) =>
    (o.requestBody?.content ?? []).some((media) => {
      const merged = mergeSchema(model, media.schema, media.pointer);
      if (!merged) return false;
      for (const name of merged.properties.keys()) if (sendsToWorkOn(name, thing)) return true;
      return false;
    }),
  );
}

/**
 * True for a request field that holds things to work on named `thing`: several of them (`input_images`) or an input
 * (`source_image`). `newPassword` is the new value of a stored one.
 */
function sendsToWorkOn(name: string, thing: string): boolean {
  const words = splitWords(name);
  return words.some(
    (w) => singularize(w) === thing && (w !== thing || words.some((x) => x === 'input' || x === 'source')),
  );
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
export function actsOn(item: PathItem, i: number): boolean {
  return (
    !item.operations.some((o) => o.method === 'get') &&
    item.resourceSegments.slice(0, i).some((s) => s.kind === 'param')
  );
}

/** True for a removal word that does not mean "delete this" (`drop`, `remove`, `purge`) right after a member's id. */
function removesFromMember(verb: string, parent: string): boolean {
  return parent.endsWith('}') && methodHintOf(verb) === ' with DELETE' && !PLAIN_DELETES.has(verb);
}

/** Removal words that mean deleting the resource they follow, whatever it is. */
const PLAIN_DELETES = new Set(['delete', 'destroy', 'erase']);

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
