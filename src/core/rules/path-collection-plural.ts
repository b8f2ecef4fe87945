import type { ApiModel, Operation, PathItem, PathSegment } from '../openapi/model';
import {
  isSelectorParam,
  paramNamesMember,
  paramNamesNoMember,
  containerSegments,
  segmentsWithNamedMembers,
  paramNamesOther,
  paramNamesOwner,
} from '../openapi/path-params';
import { pathSkeleton, servesFile } from '../openapi/path-keys';
import { CONNECTORS } from '../openapi/words/action-nouns';
import { METHOD_VERBS } from '../openapi/words/action-verbs';
import { lastWord, splitWords } from '../openapi/words/identifiers';
import { isModifier, isPluralWord, pluralizeSegment, singularize } from '../openapi/words/inflection';
import { LOOKUP_KEYS, SEARCH_WORDS } from '../openapi/words/noun-lists';
import type { Report, Rule } from './types';
import { reportByCause } from './helpers/report-by-cause';
import { isSingularNoun, nameOf, pluralOf } from './helpers/collection-names';
import { answersList } from '../openapi/lists';
import { belowAggregation, computesAtPoints } from '../openapi/list-reads';
import { takesArguments } from '../openapi/rpc-calls';
import { DistinctReporter } from './helpers/distinct-reporter';
import { pluralRenameFix } from '../fixes/plural-rename';
import { verbSiblingKey, verbsAmongVerbs } from '../openapi/verb-siblings';
import { segmentPlace } from './helpers/path-key-places';

/**
 * A static segment that names a collection but is singular (§2.2): flagged at that segment of the path key, once
 * per distinct segment (its other paths in `related`).
 */
export const pathCollectionPlural: Rule = {
  id: 'path-collection-plural',
  defaultSeverity: 'warning',
  section: '§2.2',
  description:
    'A path segment that names a collection is singular (/user/{id}; not actions, namespaces or singletons).',
  options: {
    exceptions: { type: 'string[]', description: 'Nouns never flagged as singular collection names.' },
  },
  fix: pluralRenameFix(pluralOf),
  check({ model, options, report }) {
    const raw = options.exceptions;
    const exceptions = new Set(
      Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase()) : [],
    );
    // Paths repeat their segments: each distinct segment text (before a parameter or not) is judged once.
    const singular = new Map<string, boolean>();
    const judge = (text: string, beforeParam: boolean) => {
      const key = (beforeParam ? '1' : '0') + text;
      let v = singular.get(key);
      if (v === undefined)
        singular.set(key, (v = isSingularNoun(text, exceptions, beforeParam, nouns, membersNamed.has(text))));
      return v;
    };
    // How many segments name a collection, singular or not, and every singular one in document order.
    let collectionSegments = 0;
    const found: { key: string; text: string; label: string; report: Report }[] = [];
    const collections = new Map<string, PathItem>();
    // What each path is, by skeleton: a segment followed by a parameter names no collection where the path ending at
    // that parameter is neither a member nor a collection (a procedure's argument, a batch, a part of a document), or
    // where the path ending at the segment is one document.
    const shapes = new Map<string, PathItem['shape']>();
    for (const p of model.paths) {
      if (p.shape === 'collection') collections.set(pathSkeleton(p.resourceSegments), p);
      shapes.set(pathSkeleton(p.resourceSegments), p.shape);
    }
    const nouns = apiNouns(model);
    const held = containerSegments(model.paths);
    // Segments that end a path and whose members the API addresses by an id that names them (GoatCounter's
    // `POST /export` beside `/export/{id}`): a noun-verb there is a noun (path-no-verbs reads it so), judged like any
    // other. `GET /Documents/Download/{id}` alone downloads a document: no collection of downloads.
    const ends = new Set(model.paths.map((p) => p.resourceSegments[p.resourceSegments.length - 1]?.text));
    const membersNamed = new Set(
      [
        ...segmentsWithNamedMembers(
          model.paths,
          (p) => p.operations.length > 0 && p.operations.every((o) => o.method === 'post'),
        ),
      ].filter((t) => ends.has(t)),
    );
    const verbs = verbsAmongVerbs(model.paths);
    // Segments the operations name as a kind of the plural before them (`/templates/push/{id}`), by skeleton: one
    // reading for every path through them.
    const kinds = new Set<string>();
    for (const p of model.paths)
      for (let i = 1; i < p.resourceSegments.length; i++)
        if (namesKindOf(p, p.resourceSegments, i)) kinds.add(pathSkeleton(p.resourceSegments.slice(0, i + 1)));
    for (const item of model.paths) {
      // OAuth's `/oauth/token`, SCIM, health probes: a standard names them.
      if (item.protocol) continue;
      // A file a web server serves (PeerTube's `/static/webseed/{filename}`): players and torrents embed its URL.
      if (servesFile(item.segments)) continue;
      const segs = item.resourceSegments;
      segs.forEach((seg, i) => {
        // `patch` beside `get`, `add`, `delete` (mediamtx): an action on what follows, not a collection.
        if (verbs.has(verbSiblingKey(segs.slice(0, i + 1).map((s) => s.text)))) return;
        let why = held.has(seg.text) ? undefined : collectionReason(model, item, segs, i, shapes, nouns, kinds);
        const counted = why !== undefined;
        if (counted) collectionSegments++;
        if (why && !judge(seg.text, segs[i + 1]?.kind === 'param')) return;
        // A plural sibling shows the noun is countable (`token` beside `/tokens`): only the exceptions still apply.
        why ??= createsBesideList(item, segs, i, collections);
        if (!why || exceptions.has(seg.text.toLowerCase())) return;
        if (!counted) collectionSegments++;
        found.push({
          key: seg.text.toLowerCase(),
          text: seg.text,
          label: item.path,
          report: {
            message: `\`${seg.text}\` names a collection (${why}) but is singular; name collections in the plural: \`${pluralOf(seg.text)}\`.`,
            pointer: item.pointer,
            at: segmentPlace(item, seg),
          },
        });
      });
    }
    // When the singular ones are at least half of the collection segments (Cenit, Chain49 name every collection in
    // the singular), that is the API's naming style: one finding, every singular segment related.
    const shared = new Set(
      reportByCause(model, report, {
        applies: collectionSegments,
        flagged: found,
        cause: () => 'singular',
        single: (o) => o.report,
        others: () => undefined,
        related: (o) => ({ pointer: o.report.pointer, at: o.report.at, message: o.label }),
        shared: (_, list) => ({
          message: `${list.length} of ${collectionSegments} collection segments are singular (${examples(list.map((o) => o.text))}): the API's naming style, one decision, reported once here rather than once per name. Name collections in the plural (§2.2): \`${pluralOf(list[0].text)}\`.`,
        }),
      }),
    );
    const distinct = new DistinctReporter(report);
    for (const o of found) if (!shared.has(o)) distinct.add(o.key, o.report, o.label);
    distinct.flush();
  },
};

/** Why segment `i` acts as a collection, or `undefined` when it does not (actions, singletons and namespaces never do). */
function collectionReason(
  model: ApiModel,
  item: PathItem,
  segs: PathSegment[],
  i: number,
  shapes: ReadonlyMap<string, PathItem['shape']>,
  nouns: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
): string | undefined {
  const seg = segs[i];
  if (seg.kind !== 'static' || seg.params.length > 0) return undefined;
  const next = segs[i + 1];
  // A field or filter selector (`/cards/{id}/board/{field}`), a scope (`/severity/{severity}` answering a list),
  // a credential or a language (`/wordlist/{source_lang}`), the owner of the one thing the segment names
  // (`ownsOneThing`: FishEye's `/slice/{repository}`), a procedure's argument (Magento's POST-only
  // `…/price/{price}`) or a part of one document (`/alias/{aliasType}` where `GET /alias` answers one map) names no
  // member of a collection.
  if (next) {
    const ending = shapes.get(pathSkeleton(segs.slice(0, i + 2)));
    return next.kind === 'param' &&
      !isSelectorParam(next) &&
      !item.scopeParams.has(i + 1) &&
      !paramNamesOther(seg, next) &&
      !ownsOneThing(segs, i, shapes, nouns) &&
      !qualifiesParam(seg, next) &&
      !kinds.has(pathSkeleton(segs.slice(0, i + 1))) &&
      !paramNamesNoMember(seg, next) &&
      !namesLookupKey(segs[i - 1], seg, next) &&
      !continuesPhrase(segs[i + 2]) &&
      !boundsRange(segs, i) &&
      // A call's argument in an RPC-style API (MIMIC's `/store/lreplace/{var}/{index}`, `/set/trace/{enableOrNot}`),
      // unless a member or collection path ends at it.
      !(ending !== 'member' && ending !== 'collection' && takesArguments(model, item)) &&
      ending !== 'other' &&
      shapes.get(pathSkeleton(segs.slice(0, i + 1))) !== 'singleton'
      ? `it is followed by \`${next.text}\``
      : undefined;
  }
  if (item.shape !== 'collection') return undefined;
  // A singular word after a plural collection qualifies that collection's list (`/metadata_templates/enterprise`,
  // `/events/upcoming`): it names no collection of its own.
  const before = segs[i - 1];
  if (before?.kind === 'static' && isPluralWord(lastWord(before.text))) return undefined;
  // After a search of a plural collection it names what the search goes by (Open Hospital's
  // `/operations/rows/search/admission`, the rows of one admission); `/search/things` still names what is searched.
  const searched = segs[i - 2];
  if (
    before?.kind === 'static' &&
    SEARCH_WORDS.has(before.text.toLowerCase()) &&
    searched?.kind === 'static' &&
    isPluralWord(lastWord(searched.text))
  )
    return undefined;
  const get = item.operations.find((o) => o.method === 'get');
  // A GET computing values at the points its request gives (`/elevation?locations=`) names a computation.
  if (get && computesAtPoints(model, get)) return undefined;
  // Rows of a report (Microcks' `GET /metrics/conformance/aggregate`, one aggregation answered as an array) name no
  // collection, unless a member path extends the segment.
  if (get && belowAggregation(get) && !shapes.has(`${pathSkeleton(segs.slice(0, i + 1))}/{}`)) return undefined;
  if (get && answersList(model, get)) return 'its GET returns a list';
  return 'a member path extends it';
}

/**
 * True when the parameter after segment `i` names another noun of the API (`paramNamesOwner`) and ends the key: the
 * segment names one thing of that owner (FishEye's `/commit-graph-v1/slice/{repository}`, magick.nu's
 * `/users/password/{username}`). Not where the segment is listed as a collection (Keycloak's `GET /federated-identity`
 * beside `/federated-identity/{provider}`), nor where a parameter of the run that follows names the segment's member
 * (CircleCI's `/project/{username}/{project}`: the owner and the name are one project's key; magick.nu's
 * `/tradingAccounts/password/{username}/{brokerserver}/{mt4username}` names no password).
 */
function ownsOneThing(
  segs: PathSegment[],
  i: number,
  shapes: ReadonlyMap<string, PathItem['shape']>,
  nouns: ReadonlySet<string>,
): boolean {
  if (!paramNamesOwner(segs[i], segs[i + 1], nouns)) return false;
  if (shapes.get(pathSkeleton(segs.slice(0, i + 1))) === 'collection') return false;
  for (let k = i + 2; k < segs.length && segs[k].kind === 'param'; k++)
    if (paramNamesMember(segs[i], segs[k]) || namesNoun(segs[k], segs[i]) || endsInId(segs[k])) return false;
  return true;
}

/** True when a parameter is named by the segment's noun, with or without an id word (`/project/…/{project}`). */
function namesNoun(param: PathSegment, seg: PathSegment): boolean {
  if (param.params.length !== 1) return false;
  const words = splitWords(param.params[0]);
  const noun = singularize(splitWords(seg.text).join(''));
  return singularize(words.join('')) === noun || (words.length >= 2 && words.slice(0, -1).join('') === noun);
}

/** Words that open or close a range a path spells out (`/start/{start_ts}/end/{end_ts}`, `/from/{a}/to/{b}`). */
const RANGE_BOUNDS = new Set(['start', 'begin', 'end', 'from', 'to', 'since', 'until', 'after', 'before']);

/**
 * True when segment `i` is one bound of a range the path spells out with another (Frigate's
 * `/{camera}/start/{start_ts}/end/{end_ts}/clip.mp4`): each bound is followed by its value, and neither names a
 * collection. A lone `/end/{endId}` may still.
 */
function boundsRange(segs: PathSegment[], i: number): boolean {
  const bound = (k: number) =>
    segs[k]?.kind === 'static' && RANGE_BOUNDS.has(segs[k].text.toLowerCase()) && segs[k + 1]?.kind === 'param';
  return bound(i) && [i - 2, i + 2].some(bound);
}

/**
 * True for a segment that is a qualifier glued to the parameter's name (clever-cloud's `/payments/fullprice/{price}`,
 * the full price, tax included, of the price given): it names a value computed from the argument, not a collection
 * of which the argument is a member.
 */
function qualifiesParam(seg: PathSegment, param: PathSegment): boolean {
  if (param.params.length !== 1) return false;
  const name = splitWords(param.params[0]).join('');
  const text = splitWords(seg.text).join('');
  if (name.length < 3 || text.length <= name.length || !text.endsWith(name)) return false;
  return isModifier(text.slice(0, -name.length));
}

/**
 * True for a singular segment after a plural one that the operations name as a kind of that plural's noun
 * (StackOne's `/templates/push/{id}`, "Get Push Template", beside `email`, `sms` and `in_app`): the segment qualifies
 * the collection before it. `/accounts/user/{id}` ("Get user") still names users.
 */
function namesKindOf(item: PathItem, segs: readonly PathSegment[], i: number): boolean {
  const [before, seg, next] = [segs[i - 1], segs[i], segs[i + 1]];
  if (before?.kind !== 'static' || seg.kind !== 'static' || !isPluralWord(lastWord(before.text))) return false;
  // `/configurations/device/{deviceId}` ("Deploy device configuration") names the device whose configuration it is.
  if (next?.kind === 'param' && namesNoun(next, seg)) return false;
  const noun = singularize(lastWord(before.text));
  const kind = splitWords(segs[i].text).map((w) => singularize(w));
  return item.operations.some((o) => namesPhrase(o, [...kind, noun]));
}

/**
 * True when an operation's id or summary has the words of `phrase` in a row after a method's verb
 * (`marketing_get_push_template`, "Get Push Template"); `checkWardCode` checks a ward.
 */
function namesPhrase(op: Operation, phrase: readonly string[]): boolean {
  for (const text of [op.operationId, op.summary]) {
    if (typeof text !== 'string') continue;
    const words = splitWords(text).map((w) => singularize(w));
    for (let k = 1; k + phrase.length <= words.length; k++)
      if (METHOD_VERBS.has(words[k - 1]) && phrase.every((w, j) => words[k + j] === w)) return true;
  }
  return false;
}

/** True for a parameter whose name ends in `id`, as a word or glued (`{csid}`, `{build_id}`): some member's id. */
function endsInId(param: PathSegment): boolean {
  const joined = splitWords(param.params[0] ?? '').join('');
  return joined.length > 2 && joined.endsWith('id');
}

/** The singular, in lower case, of every word of the API's static segments but connectors (`from`, `to`): the nouns it names (see `paramNamesOwner`). */
function apiNouns(model: ApiModel): Set<string> {
  const out = new Set<string>();
  for (const p of model.paths)
    for (const seg of p.resourceSegments)
      if (seg.kind === 'static')
        for (const w of splitWords(seg.text)) if (!CONNECTORS.has(w)) out.add(singularize(w.toLowerCase()));
  return out;
}

/**
 * True for `/{collection}/{keyName}/{key}`: a segment after a plural collection, followed by a parameter of its own
 * name (Spoonacular's `/products/upc/{upc}`, PTV's `/departures/route_type/{route_type}`), names the alternate key a
 * member of that collection is looked up by, not a collection of its own. At the root (`/user/{user}`) it still
 * names a collection, and so does a segment whose parameter names its member's id (`/projects/user/{user_id}`). A
 * compound ending in a lookup key (`ShortLetterCode`, `phone_number`) names the key after a singular segment too.
 */
function namesLookupKey(before: PathSegment | undefined, seg: PathSegment, next: PathSegment): boolean {
  if (before?.kind !== 'static' || next.params.length !== 1) return false;
  const words = splitWords(seg.text);
  if (splitWords(next.params[0]).join('') !== words.join('')) return false;
  // A compound whose head is a lookup key (firebrowse's `/Metadata/SampleType/ShortLetterCode/{short_letter_code}`,
  // beside `…/Code/{code}` and `…/Barcode/{TCGA_Barcode}`) names the kind of key, after any static segment.
  return isPluralWord(lastWord(before.text)) || (words.length >= 2 && LOOKUP_KEYS.has(words[words.length - 1]));
}

/**
 * Why a singular last segment acts as a collection all the same: a POST on it creates what a plural sibling lists
 * (`POST /token` beside `GET /tokens`), so the create belongs on the plural path. Not where the singular path is also
 * read and written as one thing: that is the current one beside a history.
 */
function createsBesideList(
  item: PathItem,
  segs: PathSegment[],
  i: number,
  collections: ReadonlyMap<string, PathItem>,
): string | undefined {
  const seg = segs[i];
  if (i !== segs.length - 1 || seg.kind !== 'static' || seg.params.length > 0) return undefined;
  if (item.shape !== 'computation' && item.shape !== 'singleton') return undefined;
  if (!item.operations.some((o) => o.method === 'post')) return undefined;
  // Read and written there as one thing (a GET beside a PUT, PATCH or DELETE), it is the current one, a singleton:
  // OpusDNS's `/contacts/{contact_id}/verification` starts, reads, completes and cancels the verification going on,
  // `…/verifications` lists their history.
  const methods = new Set(item.operations.map((o) => o.method));
  if (methods.has('get') && (methods.has('put') || methods.has('patch') || methods.has('delete'))) return undefined;
  const name = nameOf(seg.text).text;
  if (!/^[A-Za-z_-]+$/.test(name) || isPluralWord(lastWord(name))) return undefined;
  const sibling = collections.get(pathSkeleton([...segs.slice(0, i), { ...seg, text: pluralizeSegment(seg.text) }]));
  if (!sibling?.operations.some((o) => o.method === 'get')) return undefined;
  return `its POST creates what \`GET ${sibling.path}\` lists`;
}

/**
 * True for a segment after `{param}` that goes on with a connector or a conjunction (dweet.io's
 * `/alert/{who}/when/{thing}/{condition}`, "alert who when thing meets condition"): the path is a phrase, its
 * parameters are arguments, and the segment before the parameter names no collection.
 */
function continuesPhrase(after: PathSegment | undefined): boolean {
  if (after?.kind !== 'static') return false;
  const word = after.text.toLowerCase();
  return CONNECTORS.has(word);
}

/** The first two distinct names of `names` in code spans, and `…` when there are more (mimic's `agent` on every path: once). */
function examples(names: readonly string[]): string {
  const distinct = [...new Set(names)];
  return distinct
    .slice(0, 2)
    .map((n) => `\`${n}\``)
    .join(', ')
    .concat(distinct.length > 2 ? '…' : '');
}
