// What a path parameter names (RULES.md "Terms"): a member's id, a field or variant selector, another noun's id
// (a scope), a credential or a language (no member), or several members.
import type { PathSegment } from './model';
import { splitWords } from './words/identifiers';
import { isModifier, isPluralWord, singularize } from './words/inflection';
import { LOOKUP_KEYS } from './words/noun-lists';

/**
 * Template parameters that select a field or a filter of what the path before them names
 * (`/cards/{id}/{field}`, `/boards/{id}/cards/{filter}`) rather than one member's id (RULES.md "Terms").
 */
const SELECTOR_PARAMS = new Set(['field', 'fields', 'filter', 'attribute', 'property', 'view', 'format', 'scope']);

/**
 * True for a `{field}`-like parameter segment, one declared with an `enum` (britbox.co.uk's `{platform}`: stripe,
 * itunes), or a rendering parameter (`isRenderingParam`: TfL's `overlay/{z}`): it selects a field, a filter, a
 * variant or a rendering, it identifies no member.
 */
export function isSelectorParam(segment: PathSegment): boolean {
  return (
    segment.kind === 'param' &&
    segment.params.length === 1 &&
    (segment.variant === true ||
      SELECTOR_PARAMS.has(segment.params[0].toLowerCase()) ||
      namesField(segment.params[0]) ||
      isRenderingParam(segment))
  );
}

/** Last words of a compound parameter name that select a field of one thing (XTRF's `{filterProperty}`). */
const FIELD_WORDS = new Set(['field', 'property', 'attribute']);

/**
 * True for a compound parameter name ending in a field word (XTRF's `/browser/views/{viewId}/filter/{filterProperty}`:
 * one property of the view's one filter): it selects a field, it names no member.
 */
function namesField(name: string): boolean {
  const words = splitWords(name);
  return words.length >= 2 && FIELD_WORDS.has(words[words.length - 1]);
}

/**
 * Last words of a parameter that places or renders what the path names: a coordinate (`{Lat}/{Lon}`, `{z}/{x}/{y}`
 * tiles, a zoom level), a dimension (`{width}/{height}`, `{maxWidth}`) or an output format or quality.
 */
const RENDERING_WORDS = new Set([
  ...['x', 'y', 'z', 'lat', 'lon', 'lng', 'latitude', 'longitude', 'zoom', 'bbox'],
  ...['width', 'height', 'w', 'h', 'size', 'dpi', 'scale', 'resolution'],
  ...['format', 'quality', 'extension', 'ext'],
]);

/**
 * True for a parameter segment that is a coordinate, a dimension or an output format (TfL's
 * `/mapcenter/{mapCenterLat}/{mapCenterLon}`, Jellyfin's `…/{format}/{maxWidth}/{maxHeight}`): it places or renders
 * what the path names, it is no member of a collection (RULES.md "Terms", `path-hierarchy`).
 */
export function isRenderingParam(segment: PathSegment): boolean {
  if (segment.kind !== 'param' || segment.params.length !== 1) return false;
  if (segment.coordinate === true) return true;
  const words = splitWords(segment.params[0]);
  return words.length > 0 && RENDERING_WORDS.has(words[words.length - 1]);
}

/** A description that says a value is a geographic coordinate: latitude and longitude, `lat/lon`, ISO 6709. */
const COORDINATE_DESCRIPTION = /\blatitude\b[^.]{0,40}\blongitude\b|\blat\s*[/,]\s*(?:lon|lng)\b|\biso[- ]?6709\b/i;

/**
 * True when a path parameter's declared description says its value is a coordinate (GeoDB's `{locationId}`: "A
 * latitude/longitude in ISO-6709 format"): it places what the path names, like `{Lat}/{Lon}`, and names no member.
 */
export function describesCoordinate(description: unknown): boolean {
  return typeof description === 'string' && COORDINATE_DESCRIPTION.test(description.slice(0, 500));
}

/** Generic names of a member's identifier: `{id}`, `{uuid}`, `{key}`, `{name}`, `{n}`… (a lookup key). */
const ID_WORDS = new Set([
  ...[...LOOKUP_KEYS].filter((w) => !['type', 'kind', 'status', 'date', 'path', 'url', 'external'].includes(w)),
  'n',
  'no',
  'nr',
  'num',
]);

/**
 * True when a parameter plainly names the member id of the static segment before it: a generic identifier
 * (`{id}`, `{uuid}`, `{name}`) or its abbreviation after the noun's initial (`/programmes/{pid}`), the singular
 * of a plural segment (`/users/{user}`), or that noun with an identifier word (`/users/{userId}`, `{user_id}`, `/team/{team_key}`). `/districts/{year}`,
 * `/severity/{severity}` and `/roles/{account_id}` name something else: a scope or a filter.
 */
export function paramNamesMember(segment: PathSegment | undefined, param: PathSegment): boolean {
  if (!segment || param.params.length !== 1) return false;
  const alternatives = identifierAlternatives(param.params[0]);
  if (alternatives) return alternatives.every((words) => wordsNameMember(segment, words));
  return wordsNameMember(segment, splitWords(param.params[0]));
}

/**
 * The alternatives of a parameter that takes either of two identifiers (StackStorm's `/policytypes/{ref_or_id}`,
 * Jira's `/issue/{issueIdOrKey}`), each as its words, the noun of the first carried to a bare id word after it
 * (`issue key`); undefined for a name without `or` between words.
 */
function identifierAlternatives(name: string): string[][] | undefined {
  const words = splitWords(name);
  const at = words.indexOf('or');
  if (at <= 0 || at === words.length - 1) return undefined;
  const first = words.slice(0, at);
  const second = words.slice(at + 1);
  const noun = ID_WORDS.has(first[first.length - 1]) ? first.slice(0, -1) : [];
  return [first, second.length === 1 && noun.length > 0 ? [...noun, ...second] : second];
}

/** True when a parameter's words plainly name the member id of the static segment before it (see `paramNamesMember`). */
function wordsNameMember(segment: PathSegment, words: string[]): boolean {
  if (words.length === 0) return false;
  const noun = splitWords(segment.text).join('');
  if (words.length === 1 && (ID_WORDS.has(words[0]) || isAbbreviatedId(words[0], noun))) return true;
  const one = isPluralWord(splitWords(segment.text).pop() ?? '') ? singularize(noun) : undefined;
  const idWord = ID_WORDS.has(words[words.length - 1]);
  const stem = (idWord ? words.slice(0, -1) : words).join('');
  if (idWord && (stem === noun || stem === one)) return true;
  return !idWord && stem === one;
}

/** True for the noun's initial followed by `id` (BBC's `/programmes/{pid}`, `/users/{uid}`): that noun's id, abbreviated. */
function isAbbreviatedId(word: string, noun: string): boolean {
  return word.length === 3 && word.endsWith('id') && word[0] === noun[0];
}

/**
 * True when a parameter is an id (its last word an id word) of a noun the segment before it names or ends with
 * (`/remotelink/{linkId}`): looser than `paramNamesMember`, for deciding whether the segment has members at all.
 */
export function paramNamesOwnId(segment: PathSegment | undefined, param: PathSegment): boolean {
  if (!segment || param.params.length !== 1) return false;
  const words = splitWords(param.params[0]);
  return words.length >= 2 && ID_WORDS.has(words[words.length - 1]) && !paramNamesOther(segment, param);
}

/**
 * The static segment texts whose members some path addresses by an id that plainly names them (`verify_profiles`
 * beside `/verify_profiles/{verify_profile_id}`, `changeRequests` beside `/changeRequests/{changeRequestId}`):
 * the API uses those names as collections, whatever word they start with. A path that ends at the id and is only
 * POSTed (`postOnly`) addresses no member: ExaVault's `POST /webhooks/regenerate-token/{id}` regenerates the token
 * of webhook `{id}`, and `regenerate-token` stays an action.
 */
export function segmentsWithNamedMembers<P extends { resourceSegments: PathSegment[] }>(
  paths: readonly P[],
  postOnly: (p: P) => boolean,
): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    const segs = p.resourceSegments;
    for (let i = 1; i < segs.length; i++) {
      const before = segs[i - 1];
      if (i === segs.length - 1 && postOnly(p)) continue;
      if (segs[i].kind === 'param' && before.kind === 'static' && paramNamesMember(before, segs[i]))
        out.add(before.text);
    }
  }
  return out;
}

/**
 * True when a parameter plainly names the id of another noun than the static segment before it
 * (`/geneType/{speciesTypeKey}`, `/roles/{account_id}`): it filters or scopes by that other thing, so the segment
 * is no collection of which it is the member id.
 */
export function paramNamesOther(segment: PathSegment | undefined, param: PathSegment): boolean {
  if (!segment || param.params.length !== 1) return false;
  // Either of two identifiers of the segment's own members (`{ref_or_id}`) names no other noun.
  if (identifierAlternatives(param.params[0]) && paramNamesMember(segment, param)) return false;
  const words = splitWords(param.params[0]);
  if (words.length < 2 || !ID_WORDS.has(words[words.length - 1])) return false;
  const stem = words.slice(0, -1).join('');
  const noun = splitWords(segment.text).join('');
  const one = singularize(noun);
  return ![noun, one].some((n) => n.startsWith(stem) || n.endsWith(stem) || stem.startsWith(n) || stem.endsWith(n));
}

/** The words that end the name of a thing's own identifier (`{config_option_id}`, `{jobid}`). */
const OWN_ID_WORDS = new Set(['id', 'ids', 'uuid', 'guid']);

/**
 * True when a parameter is the id (`…_id`, or glued: `{jobid}`) of a thing no word of which is the segment's and which
 * the API addresses nowhere else (its head noun names no static segment): LANraragi's `/minion/{jobid}`, a job of the
 * Minion queue; Elastic Cloud's `/configuration/store/{config_option_id}`, an option of the config store. The id of a
 * thing the API names elsewhere (`/comment/{userId}` beside `/user`) is an owner's or a scope's; a qualified id
 * (`/org/{public_id}`) is the segment's own key.
 */
function paramIsOthersId(segment: PathSegment, param: PathSegment, nouns: ReadonlySet<string>): boolean {
  if (param.params.length !== 1) return false;
  let words = splitWords(param.params[0]);
  const [one] = words;
  if (words.length === 1 && one.length >= 5 && one.endsWith('id') && !ID_WORDS.has(one))
    words = [one.slice(0, -2), 'id'];
  if (words.length < 2 || !OWN_ID_WORDS.has(words[words.length - 1])) return false;
  const head = words[words.length - 2];
  if (isModifier(head) || LOOKUP_KEYS.has(head) || nouns.has(singularize(head))) return false;
  return !sharesWord(segment, words.slice(0, -1));
}

/** True when one of `words` is, starts or is started by a word of the segment (`req` and `request`, `org` and `organizations`). */
function sharesWord(segment: PathSegment, words: readonly string[]): boolean {
  const own = splitWords(segment.text).map((w) => singularize(w));
  return words.some((w) => own.some((o) => o.startsWith(singularize(w)) || w.startsWith(o)));
}

/**
 * The static segments that hold things of another kind (`paramIsOthersId`: Elastic Cloud's
 * `/platform/configuration/store/{config_option_id}`, the one config store of options; LANraragi's `/minion/{jobid}`,
 * the Minion queue's jobs), never followed by a parameter that names the segment's own thing (`{id}`, Oxide's
 * `/loopback-address/{rack_id}/{switch_slot}/{address}`, one address). Such a segment names a container, one of its
 * kind, not a collection of itself: `stores`, `minions` would misname it.
 */
export function containerSegments(paths: readonly { resourceSegments: PathSegment[] }[]): Set<string> {
  const nouns = new Set<string>();
  for (const p of paths)
    for (const seg of p.resourceSegments)
      if (seg.kind === 'static') for (const w of splitWords(seg.text)) nouns.add(singularize(w));
  const holding = new Set<string>();
  const own = new Set<string>();
  for (const p of paths)
    p.resourceSegments.forEach((seg, i, segs) => {
      if (seg.kind !== 'static' || segs[i + 1]?.kind !== 'param') return;
      if (paramIsOthersId(seg, segs[i + 1], nouns)) holding.add(seg.text);
      for (let k = i + 1; k < segs.length && segs[k].kind === 'param'; k++)
        if (paramNamesMember(seg, segs[k]) || segs[k].params.some((n) => sharesWord(seg, splitWords(n))))
          own.add(seg.text);
    });
  return new Set([...holding].filter((t) => !own.has(t)));
}

/** Id words a one-word parameter name may end in, glued to its noun (`{username}`, `{userid}`). */
const GLUED_ID_WORDS = ['name', 'id'];

/**
 * True when a one-word parameter (no id word, or one glued to it: `{username}`) names another noun of the API than
 * the static segment before it: FishEye's `/commit-graph-v1/slice/{repository}` (beside `/repositories-v1/…`) is the
 * slice of one repository, magick.nu's `/users/password/{username}` one user's password. The segment names a thing
 * of that owner, one per owner, not a collection whose member the parameter identifies. `nouns` holds the singular,
 * in lower case, of every word of the API's static segments; a parameter naming no noun of the API
 * (`/reseller/{subdomain}`, `/settlement/{quarter}`) may still identify a member.
 */
export function paramNamesOwner(
  segment: PathSegment | undefined,
  param: PathSegment,
  nouns: ReadonlySet<string>,
): boolean {
  if (!segment || param.params.length !== 1) return false;
  const words = splitWords(param.params[0]);
  if (words.length !== 1) return false;
  let stem = words[0];
  const glued = GLUED_ID_WORDS.find((id) => stem.length >= id.length + 3 && stem.endsWith(id));
  if (glued) stem = stem.slice(0, -glued.length);
  if (ID_WORDS.has(stem) || stem.length < 3) return false;
  const noun = splitWords(segment.text).join('');
  const one = singularize(noun);
  if ([noun, one].some((n) => n.startsWith(stem) || n.endsWith(stem) || stem.startsWith(n) || stem.endsWith(n)))
    return false;
  return nouns.has(singularize(stem));
}

/** Last words of a parameter name that carries a credential (`{AccessToken}`, `{api_key}`): it authenticates, it names no member. */
const CREDENTIAL_WORDS = new Set(['token', 'apikey', 'secret', 'password', 'credential', 'credentials']);
/** Last words of a parameter name that picks a language (`{source_lang}`, `{locale}`): it scopes what follows. */
const LANGUAGE_WORDS = new Set(['lang', 'language', 'locale']);
/**
 * Parameter names (alone or before an id word) of a tenancy a collection is partitioned by (Just Eat's
 * `/consumers/{tenant}`): they scope what the path names, they are no member of it. A country or a region may
 * name one member (brex's `/product/catalog/{country}`, one catalog per country): not here.
 */
const TENANCY_WORDS = new Set(['tenant', 'workspace', 'realm']);
/**
 * Last words of a parameter name that carries a search's text (`{query}`, `{searchTerm}`, `{keywords}`): the
 * argument of a search (core.ac.uk's `/repositories/search/{query}`), no member of the segment before it.
 */
const QUERY_WORDS = new Set(['query', 'q', 'term', 'terms', 'keyword', 'keywords', 'searchterm']);

/**
 * Last words of a parameter name that gives a quantity (Ergo's `/utils/seed/{length}`, `/nipopow/proof/{minChainLength}/…`,
 * `/blocks/lastHeaders/{count}`): how many or how long, an argument; a number of things identifies none.
 */
const QUANTITY_WORDS = new Set(['length', 'count', 'size', 'limit']);
/**
 * True for a parameter named as a path or pointer into something (Eclipse Ditto's `{attributePath}`,
 * `{propertyPointer}`): below one JSON document it selects a part of it (a file's `{filePath}` below a list of files
 * names a file: the caller decides which by what the prefix answers).
 */
export function pointsInto(param: PathSegment): boolean {
  if (param.params.length !== 1) return false;
  const words = splitWords(param.params[0]);
  return words.length >= 2 && (words[words.length - 1] === 'path' || words[words.length - 1] === 'pointer');
}

/** Words of a parameter name that picks a kind of thing, a whole collection (`{module_api_name}`, `{tableName}`). */
const KIND_WORDS = new Set(['module', 'collection', 'table', 'entity', 'resource', 'kind']);

/**
 * True for a parameter whose name picks a kind of thing (zoho CRM's `/crm/v8/{module_api_name}`, the Leads or the
 * Contacts; `/{tableName}`): it names a collection of the API, not a member of the segment before it.
 */
export function paramNamesKind(param: PathSegment): boolean {
  return param.params.length === 1 && splitWords(param.params[0]).some((w) => KIND_WORDS.has(w));
}

/** Parameter names of a version of one thing (`{version}`, `{revision}`). */
const VERSION_WORDS = new Set(['version', 'revision', 'rev']);

/**
 * True when a parameter says it is no member id of the static segment before it (RULES.md "member path"): a
 * credential (Shinobi's `/Music/Artist/{AccessToken}/{Name}`) authenticates, a language (Oxford's
 * `/wordlist/{source_lang}/…`) or a tenancy (Just Eat's `/consumers/{tenant}`) scopes what follows, a search's text (`/search/{query}`) is its argument, a
 * `{version}` after a singular noun versions that one thing. A segment that names tokens or languages itself
 * (`/tokens/{token}`, `/languages/{language}`) still has them as members.
 */
export function paramNamesNoMember(segment: PathSegment | undefined, param: PathSegment): boolean {
  if (!segment || param.params.length !== 1) return false;
  const words = splitWords(param.params[0]);
  const last = words[words.length - 1];
  const joined = words.join('');
  const tenancy = TENANCY_WORDS.has(last) || (words.length === 2 && TENANCY_WORDS.has(words[0]) && ID_WORDS.has(last));
  const kind =
    CREDENTIAL_WORDS.has(last) || [...CREDENTIAL_WORDS].some((w) => joined.endsWith(w)) || joined.endsWith('apikey')
      ? CREDENTIAL_WORDS
      : LANGUAGE_WORDS.has(last)
        ? LANGUAGE_WORDS
        : tenancy
          ? TENANCY_WORDS
          : QUERY_WORDS.has(last)
            ? QUERY_WORDS
            : QUANTITY_WORDS.has(last)
              ? QUANTITY_WORDS
              : undefined;
  // A version after a singular noun picks a version of that one thing (Plex's `…/{deviceId}/thumb/{version}`, the
  // device's one thumbnail, versioned to bust caches); a plural noun's (`/releases/{version}`) names its member.
  if (!kind && words.length === 1 && VERSION_WORDS.has(last)) {
    const head = splitWords(segment.text).pop() ?? '';
    return !isPluralWord(head) && !VERSION_WORDS.has(head);
  }
  if (!kind) return false;
  // `/tenants/{tenant}`, `/regions/{regionId}`: the segment names them, so they are its members.
  if (kind === TENANCY_WORDS) return !TENANCY_WORDS.has(singularize(splitWords(segment.text).pop() ?? ''));
  const head = singularize(splitWords(segment.text).pop() ?? '');
  if (kind.has(head) || (kind === CREDENTIAL_WORDS && head === 'key')) return false;
  // The segment's own noun before the word names its member all the same (Stripe's
  // `/shipping_rates/{shipping_rate_token}`).
  const noun = splitWords(segment.text).join('');
  const stem = words.slice(0, -1).join('');
  return stem === '' || (stem !== noun && stem !== singularize(noun));
}

/** True for a parameter named in the plural (`{orderIdentifiers}`, `{ids}`): it takes several members' ids. */
export function namesSeveral(param: PathSegment): boolean {
  return param.params.length === 1 && isPluralWord(splitWords(param.params[0]).pop() ?? '');
}

/**
 * True when a parameter is the value a `by…` segment filters by (Just Eat's `/restaurants/bypostcode/{postcode}`,
 * `/orders/by-status/{status}`): a search of what the path names, unless its GET surely answers one document.
 */
export function filtersBy(segment: PathSegment | undefined, param: PathSegment): boolean {
  if (!segment || segment.kind !== 'static' || param.kind !== 'param' || param.params.length !== 1) return false;
  const words = splitWords(segment.text);
  if (words.length >= 2 && words[0] === 'by') return true;
  const joined = words.join('');
  return joined.length > 2 && joined.startsWith('by') && joined.slice(2) === splitWords(param.params[0]).join('');
}
