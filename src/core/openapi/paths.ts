import type { PathSegment, PathShape } from './model';
import { isActionSegment, runsWhatItNames, withoutExtension } from './actions';
import { pathSkeleton } from './path-keys';
import {
  actsOn,
  bySource,
  compoundKeyAt,
  groupNoun,
  membersElsewhere,
  namesLiteralMember,
  namesView,
  holdsOneOfElsewhere,
  namesEarlierMember,
} from './path-readings';
import { markRpcCalls } from './rpc-calls';
import { functionPath, isFunctionArgument } from './function-paths';
import {
  filtersBy,
  isSelectorParam,
  namesSeveral,
  paramNamesMember,
  paramNamesNoMember,
  paramNamesOther,
  paramNamesKind,
  paramNamesOwnId,
  pointsInto,
  segmentsWithNamedMembers,
} from './path-params';
import { isPluralSegment, namesFigure, singularize } from './words/inflection';
import { splitWords } from './words/identifiers';

/** What the classification of one path needs besides its segments. */
export interface PathFacts {
  resourceSegments: PathSegment[];
  hasGet: boolean;
  hasPost: boolean;
  hasDelete: boolean;
  /** A PUT, PATCH or DELETE: something the client can address is written. */
  hasOtherWrite?: boolean;
  /** A PUT or PATCH: the path is changed as one thing. */
  hasUpdate?: boolean;
  /**
   * What its GET answers (see `answerKind`): a list (a JSON array or a wrapped list), surely one document, a
   * key-value map of scalars, or unknown. Asked only when the segments do not decide, since it reads schemas.
   */
  getAnswer: () => 'list' | 'document' | 'map' | undefined;
  /** Its POST documents a 201 Created: it creates something addressable. */
  postCreates?: boolean;
  /** The name of the schema its GET's JSON array holds (`RoleRepresentation`), when it has one (see `listItemName`). */
  getListItemName?: () => string | undefined;
  /** Its GET answers a bare JSON array (see `answersArray`). */
  getArray?: () => boolean;
  /** Its GET answers one text document: a JSON string or `text/plain` (see `answersText`). */
  getText?: () => boolean;
  /** Its GET takes a parameter that says where a page starts (`cursor`, `page`, `offset`: see `pagingOf`). */
  getPages?: () => boolean;
  /** Its GET calls itself a list: an operationId or summary whose first word is "list" (`list-sks-…`, `ListUsers`). */
  getSaysList?: () => boolean;
  /** It names the caller's own thing (`/mypreferences`, a GET reading the current user: see `own-singletons`). */
  callersOwn?: () => boolean;
}

/**
 * True when segment `i` is judged as a path's last: it is, or it stands between a collection and the id of one of
 * its members on a POST-only path (gitlab.com's `POST /projects/fork/{id}` beside `/projects/{id}`): the id is the
 * argument of what the segment names, done to that member. `skeletons` holds every path's `pathSkeleton`.
 */
export function standsLast(
  segs: readonly PathSegment[],
  i: number,
  postOnly: boolean,
  skeletons: ReadonlySet<string>,
): boolean {
  if (i === segs.length - 1) return true;
  if (!postOnly || i !== segs.length - 2 || segs[i + 1].kind !== 'param' || segs[i].kind !== 'static') return false;
  return skeletons.has(pathSkeleton([...segs.slice(0, i), segs[i + 1]]));
}

/**
 * Classifies each path (RULES.md "Terms"):
 * - action: the last static segment is an action (`/orders/{id}/cancel`, `/pullrequests/{id}/request-changes`);
 * - member: ends in a parameter after a static segment, unless the parameter selects a field or a filter
 *   (`/cards/{id}/{field}`: other) or scopes a collection (its GET answers a list, no PUT, PATCH or DELETE writes
 *   it as one thing, and a parameter follows it or it does not plainly name a member of the segment before it:
 *   `/snippets/{workspace}`, `/districts/{year}` are collections); a parameter after such a scope is a member of
 *   it (`/snippets/{workspace}/{id}`). A credential or a language (`{AccessToken}`, `{source_lang}`) and a part of
 *   one document (`/info/{entry}`) identify no member: other;
 * - collection: ends in a static segment that a member path extends, or whose GET answers a list, or that is a
 *   plural noun with a GET (unless its GET answers one object: a document or a key-value map). A path whose GET
 *   answers one object and below which no parameter names a member (`/info` beside `/info/{entry}`) is a singleton;
 * - computation: ends in a static segment with a POST, no other write, and neither a GET nor a member path below
 *   it (`/audio/transcriptions`, `/embeddings`): the POST computes an answer and creates nothing addressable (a
 *   plural noun also written with PUT, PATCH or DELETE is a set the client manages: a collection);
 * - singleton: any other path ending in a static segment (`/me`, `/users/{id}/profile`, Magento's `/carts/mine`
 *   answering one cart).
 * No segments is the root; anything else (`/{id}`, `/a/{b}/{c}`, a trailing slash) is other.
 */
export function classifyPaths(paths: readonly PathFacts[]): PathShape[] {
  return classifyCalls(paths).shapes;
}

/** The shapes of `classifyPaths`, with which paths are an RPC-style API's calls (see `markRpcCalls`). */
export function classifyCalls(paths: readonly PathFacts[]): { shapes: PathShape[]; calls: boolean[] } {
  return markRpcCalls(paths, classifyEach(paths));
}

/** Classifies each path by its own segments and operations (see `classifyPaths`), before the API's RPC calls are marked. */
function classifyEach(paths: readonly PathFacts[]): PathShape[] {
  // Every prefix some path continues with a parameter that may name a member: `/teams/{t}/members` makes `/teams`
  // a collection too. A credential or a language (`/wordlist/{source_lang}`) names no member.
  const extended = new Set<string>();
  // The prefixes some path continues with a parameter that plainly names a member of them (`/users/{userId}`).
  const membersNamed = new Set<string>();
  const skeletons = new Set(paths.map((p) => pathSkeleton(p.resourceSegments)));
  for (const p of paths) {
    const segs = p.resourceSegments;
    for (let i = 1; i < segs.length; i++) {
      if (segs[i].kind !== 'param' || isSelectorParam(segs[i])) continue;
      // A function's argument (`/utils/addressToRaw/{address}`) names no member of what comes before it.
      if (isFunctionArgument(segs, i)) continue;
      // A run of parameters that ends the path, where no path stops inside it, is one compound key, not a member of
      // the prefix (Snyk's `GET /test/maven/{groupId}/{artifactId}/{version}` tests a package; `POST /test/maven`
      // tests a manifest): it makes no collection of the prefix.
      if (compoundKeyAt(segs, i, skeletons)) continue;
      if (paramNamesNoMember(segs[i - 1], segs[i])) continue;
      const key = pathSkeleton(segs.slice(0, i));
      extended.add(key);
      if (paramNamesMember(segs[i - 1], segs[i]) || paramNamesOwnId(segs[i - 1], segs[i])) membersNamed.add(key);
    }
  }
  // A path a parameter extends is still one thing when its GET surely answers one (a document or a key-value map)
  // and no parameter below names a member of it: the parameter picks a part of it (OPTIMADE's `/info` beside
  // `/info/{entry}`, ID4i's `/alias` map beside `/alias/{aliasType}`, Oxford's `/filters` beside
  // `/filters/{endpoint}`). A parameter that names a member (`{id}`, `{roleId}`, `{linkId}` below `remotelink`)
  // makes it a collection whatever its GET answers (Jira's `/role` map of roles beside `/role/{id}`).
  const documents = new Set<string>();
  // The prefixes some path continues with a pointer into them (`{attributePath}`, `{propertyPointer}`).
  const pointedInto = new Set<string>();
  for (const p of paths) {
    const segs = p.resourceSegments;
    const i = segs.length - 1;
    if (i >= 1 && segs[i].kind === 'param' && pointsInto(segs[i])) pointedInto.add(pathSkeleton(segs.slice(0, i)));
  }
  for (const p of paths) {
    const segs = p.resourceSegments;
    const last = segs[segs.length - 1];
    if (!last || last.kind !== 'static' || !p.hasGet) continue;
    const key = pathSkeleton(segs);
    if (!extended.has(key) || membersNamed.has(key)) continue;
    const answer = p.getAnswer();
    if (answer === 'document' || answer === 'map') documents.add(key);
    // Written as one thing and not read as a list, with a pointer into it below (Eclipse Ditto's
    // `/things/{thingId}/attributes`, one JSON object, beside `…/attributes/{attributePath}`): one document too.
    else if (p.hasUpdate && answer !== 'list' && pointedInto.has(key)) documents.add(key);
  }
  // A scope is read as a list and never written as one thing (PUT, PATCH or DELETE address one member): another
  // parameter names a member in it, or the parameter does not plainly name a member of the segment before it. A
  // DELETE where members are addressed below (elmah.io's `DELETE /messages/{logId}` beside `/messages/{logId}/{id}`,
  // "Deletes a list of messages") clears the scoped collection; it writes no one thing.
  // Every path read with a GET.
  const read = new Set(paths.filter((p) => p.hasGet).map((p) => pathSkeleton(p.resourceSegments)));
  // A parameter that plainly names a member of the segment before it is still a scope when the GET there lists things
  // of another name and that segment is read nowhere as a list: Keycloak's `…/role-mappings/clients/{client}`
  // answers `[RoleRepresentation]` (no `…/role-mappings/clients` exists), the roles of that client, and its POST and
  // DELETE add and remove roles. A member answering an array of its own kind (`/users/{id}` answering
  // `[UserRepresentation]`), or of unnamed items, stays a member answering an array by mistake.
  const listsOtherNoun = (p: PathFacts, before: PathSegment | undefined) => {
    const segs = p.resourceSegments;
    if (!before || before.kind !== 'static' || read.has(pathSkeleton(segs.slice(0, -1))) || p.getAnswer() !== 'list')
      return false;
    const name = p.getListItemName?.() ?? groupNoun(segs);
    if (!name) return false;
    const items = new Set(splitWords(name).map((w) => singularize(w.toLowerCase())));
    return !splitWords(before.text).some((w) => items.has(singularize(w.toLowerCase())));
  };
  // A parameter that a member id continues (data2crm's `/application/entity/{entity_id}` beside
  // `…/{entity_id}/{entity_item_id}`) scopes the collection of those members: a POST there that answers 201 Created
  // creates one of them, though the GET reads the scoping thing itself (the entity type). Such a path written as one
  // thing (PUT, PATCH), or whose POST creates nothing said (Reverb's `POST /my/follows/categories/{identifier}`
  // follows a category), stays a member.
  const createsBelow = (p: PathFacts) => !!p.postCreates && extended.has(pathSkeleton(p.resourceSegments));
  const isScope = (p: PathFacts) => {
    const segs = p.resourceSegments;
    const [before, last] = [segs[segs.length - 2], segs[segs.length - 1]];
    if (!p.hasGet) return false;
    // A GET that pages through a list reads a collection, whatever else the path does (Files.com's
    // `/locks/{path}`, "List Locks by path" with `cursor` and `per_page`, whose POST and DELETE add and remove a lock
    // there; Harness's `/checks/commits/{commit_sha}`, `listStatusCheckResults` paged, whose PUT reports one check):
    // one member is never paged.
    // So does one whose operationId or summary calls it a list (Exoscale's `GET /sks-cluster-deprecated-resources/{id}`,
    // `list-sks-cluster-deprecated-resources`, answering the cluster's deprecated resources).
    if (p.getPages?.() && p.getAnswer() === 'list') return true;
    if (p.hasUpdate) return false;
    if (p.getSaysList?.() && p.getAnswer() === 'list') return true;
    const key = pathSkeleton(segs);
    const other = listsOtherNoun(p, before);
    if (p.hasOtherWrite && !(p.hasDelete && (extended.has(key) || other))) return false;
    if (createsBelow(p) || other) return true;
    if (paramNamesMember(before, last)) return extended.has(key) && p.getAnswer() === 'list';
    // Another noun's id (`/roles/{account_id}`) scopes unless the GET plainly answers one document.
    const answer = p.getAnswer();
    return answer === 'list' || (answer === undefined && paramNamesOther(before, last));
  };
  // Every prefix of a path that is read or written as a resource (a GET, PUT, PATCH or DELETE): what the API
  // addresses. A POST-only `/A/B/{p}` whose `/A/B` is no such prefix calls a procedure with an argument.
  const addressed = new Set<string>();
  for (const p of paths) {
    if (!p.hasGet && !p.hasOtherWrite) continue;
    for (let k = 1; k <= p.resourceSegments.length; k++) addressed.add(pathSkeleton(p.resourceSegments.slice(0, k)));
  }
  const sources = membersElsewhere(paths);
  // Each path that ends in one parameter, as the skeleton before it and the parameter's name (`/a/{}` and `a_id`).
  const memberParams = new Set<string>();
  for (const p of paths) {
    const segs = p.resourceSegments;
    const last = segs[segs.length - 1];
    if (last?.kind === 'param' && last.params.length === 1)
      memberParams.add(`${pathSkeleton(segs.slice(0, -1))}\u0000${last.params[0]}`);
  }
  // Plural segments followed by a parameter somewhere (`/vehicles/{name}`), in lower case.
  const pluralsWithMembers = new Set<string>();
  for (const p of paths)
    p.resourceSegments.forEach((s, i, segs) => {
      if (s.kind === 'static' && segs[i + 1]?.kind === 'param' && isPluralSegment(s.text))
        pluralsWithMembers.add(s.text.toLowerCase());
    });
  const byPrefix = new Map(paths.map((p) => [pathSkeleton(p.resourceSegments), p]));
  // Paths repeat their last segments (`cancel`, `{id}`): each text is judged once per reading.
  const actions = new Map<string, boolean>();
  const named = segmentsWithNamedMembers(paths, (p) => p.hasPost && !p.hasGet && !p.hasOtherWrite);
  const isAction = (text: string, isResource: boolean, isRead: boolean, isLast = true, runs = false): boolean => {
    const key = (isResource ? '1' : '0') + (isRead ? '1' : '0') + (isLast ? '1' : '0') + (runs ? '1' : '0') + text;
    let v = actions.get(key);
    if (v === undefined)
      actions.set(key, (v = isActionSegment(text, isResource, undefined, isRead, named.has(text), isLast, runs)));
    return v;
  };
  const shapes = paths.map((p): PathShape => {
    const segs = p.resourceSegments;
    if (segs.length === 0) return 'root';
    const last = segs[segs.length - 1];
    const below = extended.has(pathSkeleton(segs));
    const isRead = p.hasGet || !p.hasPost || below;
    if (
      last.kind !== 'param' &&
      last.text !== '' &&
      isAction(last.text, p.hasGet || p.hasDelete, isRead, true, runsWhatItNames(p, below))
    )
      return 'action';
    if (last.kind === 'param') {
      // The last static segment decides too: `/screens/addToDefault/{fieldId}`, `/tabs/{id}/move/{pos}` (a bare
      // noun-verb before a parameter reads as a noun: `/import/{id}`).
      let i = segs.length - 1;
      while (i >= 0 && segs[i].kind === 'param') i--;
      // Before a member's id on a POST-only path it stands last (`POST /projects/fork/{id}` beside `/projects/{id}`).
      const postOnly = p.hasPost && !p.hasGet && !p.hasOtherWrite;
      if (
        i >= 0 &&
        segs[i].kind === 'static' &&
        (isAction(segs[i].text, true, true, false) ||
          (standsLast(segs, i, postOnly, skeletons) && isAction(segs[i].text, false, false)))
      )
        return 'action';
      if (isSelectorParam(last)) return 'other';
      // A function's argument (Ergo's `/utils/addressToRaw/{address}` converts it, `/utils/seed/{length}` generates a
      // seed that long): the path computes an answer, it reads no member.
      if (isFunctionArgument(segs, segs.length - 1)) return 'other';
      const prev = segs[segs.length - 2];
      if (!prev || (prev.kind !== 'static' && prev.kind !== 'namespace')) return 'other';
      // The value a `by…` segment filters by (`/restaurants/bypostcode/{postcode}`) searches, unless the GET surely
      // answers one document (`/customers/byEmail/{email}` answering one customer is that customer).
      if (filtersBy(prev, last) && !p.hasUpdate && !(p.hasGet && p.getAnswer() === 'document')) return 'other';
      // `/A/B/{b}` where B's members are addressed elsewhere (`/v1/rates/{rate_id}` beside
      // `/v1/labels/rates/{rate_id}`, `/inboxes/{inbox_id}` beside `/auth/api-key/inbox/{inbox_id}`) and A is a
      // collection: the path addresses A's by that B, not a member of A. Its GET lists the A's of it (a scope), its
      // POST creates an A from it; a path written as one thing (PUT, PATCH) stays a member.
      if (bySource(segs, sources, skeletons) && !p.hasUpdate) {
        if (p.hasGet && !p.hasOtherWrite && p.getAnswer() === 'list') return 'collection';
        if (p.hasPost && !p.hasGet && !p.hasOtherWrite) return 'other';
      }
      // `/A/B/{a}` where `/A/{a}` names A's members with the same parameter and `{a}` names no B (Trieve's
      // `/api/chunk_group/chunk/{group_id}` beside `/api/chunk_group/{group_id}`): the B's of that A, a collection
      // its POST adds to, unless the path is read or written as one thing.
      if (namesEarlierMember(segs, memberParams) && !p.hasUpdate && !p.hasGet && !paramNamesMember(prev, last))
        return 'collection';
      // A parameter that picks a kind of thing, with members addressed below it (zoho CRM's `/crm/v8/{module_api_name}`
      // beside `…/{module_api_name}/{id}`), is the collection itself: its GET lists that module's records, its POST
      // creates one. Not where it names a member of the segment before it (`/modules/{moduleId}`).
      if (paramNamesKind(last) && !paramNamesMember(prev, last) && skeletons.has(`${pathSkeleton(segs)}/{}`))
        return 'collection';
      // A part of one document (`/info/{entry}`, a key of the `/alias` map) is no member of a collection.
      if (documents.has(pathSkeleton(segs.slice(0, -1)))) return 'other';
      // A parameter that scopes a collection: its GET answers a list and another parameter names a member in it
      // (`/snippets/{workspace}` beside `/snippets/{workspace}/{id}`). A member answering an array is no scope.
      if (isScope(p)) return 'collection';
      // A credential or a language identifies no member.
      if (paramNamesNoMember(prev, last)) return 'other';
      // A parameter named in the plural names several members (Royal Mail's `/orders/{orderIdentifiers}`): a
      // batch, neither one member nor the collection.
      if (namesSeveral(last)) return 'other';
      // Only a POST, on a parameter that names no member of the segment before it (VTEX's
      // `/gatewayCallback/{orderGroup}`): a procedure called with an argument, not a member written.
      if (postOnly && !paramNamesMember(prev, last)) return 'other';
      // Only a POST, after a singular segment nothing under which is read or written, on a parameter that does not
      // name that noun's id (ExaVault's `POST /email/welcome/{username}` sends a welcome email to that user): the
      // argument of a procedure, not a member of a `welcome` collection.
      // Only a POST, below an action word no path under which is read or written (Nextcloud Tables'
      // `POST /import/table/{tableId}`, an import into that table): the action's target, not a member written.
      if (postOnly && actsOn(segs, i, (t) => isAction(t, false, false), addressed)) return 'action';
      if (
        postOnly &&
        !addressed.has(pathSkeleton(segs.slice(0, -1))) &&
        !isPluralSegment(withoutExtension(prev.text)) &&
        !paramNamesOwnId(prev, last)
      )
        return 'other';
      return 'member';
    }
    if (last.text === '') return 'other';
    if (last.kind === 'namespace') return 'singleton';
    if (namesLiteralMember(p, segs, byPrefix, skeletons)) return 'member';
    // A conversion, a lookup or a utility (Ergo's `/utils/seed`, `/wallet/transactionById`, `POST /utils/address`)
    // computes its answer: no collection (a utility that answers a list still lists).
    const fn = functionPath(segs);
    if (fn === 'named' || (fn === 'unless-list' && !(p.hasGet && p.getAnswer() === 'list')))
      return p.hasPost && !p.hasGet && !p.hasOtherWrite ? 'computation' : 'singleton';
    if (documents.has(pathSkeleton(segs))) return 'singleton';
    // A singular noun read as one document and changed as one thing (PUT or PATCH on it) is one thing, though an id
    // continues it (gerermesaffaires.com's `/persons/{id}/invitation` beside `…/invitation/{invitationId}/send`).
    if (p.hasUpdate && p.hasGet && !isPluralSegment(withoutExtension(last.text)) && p.getAnswer() === 'document')
      return 'singleton';
    // A singular noun below a member, neither read nor created in, whose members are addressed in the plural elsewhere
    // (evcc's `/loadpoints/{id}/vehicle` beside `/vehicles/{name}`; `PATCH` starts detecting the vehicle,
    // `POST …/vehicle/{name}` assigns one): the one thing the member holds, which a parameter below picks.
    if (
      extended.has(pathSkeleton(segs)) &&
      !p.hasGet &&
      !p.hasPost &&
      segs[segs.length - 2]?.kind === 'param' &&
      holdsOneOfElsewhere(last, pluralsWithMembers)
    )
      return 'singleton';
    if (extended.has(pathSkeleton(segs))) return 'collection';
    const answer = p.hasGet ? p.getAnswer() : undefined;
    if (answer === 'list') return 'collection';
    if (p.callersOwn?.()) return 'singleton';
    // A view the server computes of what the path is below (Kuma's underscore-prefixed `…/dataplanes/{name}/_policies`,
    // the policies merged for one proxy, `{policies: […]}`): one derived document whatever noun names it, unless its
    // GET answers a list or pages (Kuma's `…/meshservices/{name}/_dataplanes`, `{total, items}` with `offset`, `size`).
    if (namesView(last) && !p.getPages?.())
      return p.hasPost && !p.hasGet && !p.hasOtherWrite ? 'computation' : 'singleton';
    // A suffix after a parameter (AEM's `{authorizableId}.ks.json`, the keystore of that authorizable) is a format or
    // a kind of document, no plural noun; so is a file named with its extension whose GET answers text (Apache
    // Answer's `GET /robots.txt`, a string): one text document, however its name ends.
    const plural =
      answer !== 'document' &&
      answer !== 'map' &&
      !last.text.startsWith('{') &&
      !(withoutExtension(last.text) !== last.text && p.hasGet && p.getText?.()) &&
      isPluralSegment(withoutExtension(last.text)) &&
      !namesFigure(last.text);
    if (p.hasGet && plural) return 'collection';
    if (p.hasPost && !p.hasGet && !p.hasOtherWrite) return 'computation';
    // A plural noun whose members are added with POST and removed with DELETE, never read there, is a set the
    // client manages (`POST` and `DELETE /firewalls/{id}/droplets`): a collection.
    if (p.hasPost && plural) return 'collection';
    return 'singleton';
  });
  // A parameter after a scoping parameter names a member of the scoped collection (`/snippets/{workspace}/{id}`).
  const scoped = new Set<string>();
  paths.forEach((p, i) => {
    if (shapes[i] === 'collection' && p.resourceSegments[p.resourceSegments.length - 1]?.kind === 'param')
      scoped.add(pathSkeleton(p.resourceSegments));
  });
  if (scoped.size === 0) return shapes;
  return paths.map((p, i) => {
    const segs = p.resourceSegments;
    const last = segs[segs.length - 1];
    if (shapes[i] !== 'other' || !last || last.kind !== 'param' || isSelectorParam(last)) return shapes[i];
    if (!scoped.has(pathSkeleton(segs.slice(0, -1)))) return shapes[i];
    // A further scope answers a list too (`/teams/{year}/{page_num}`, `/media/tag/{tag}/{year}`).
    return p.hasGet && !p.hasOtherWrite && p.getAnswer() === 'list' ? 'collection' : 'member';
  });
}
